import { CHUNK_TIMEOUT_MS } from '@lc/contracts';
import { request } from '../api/http';
import { getSession } from '../session';
import { APP_VERSION, BUILD_ID } from '../pwa/build-info';

/**
 * Client error reports (`POST analytics/consolelog`, issue 16): uncaught errors, unhandled
 * rejections and chunk-load failures. The server strips personal data; here the page URL loses its
 * query and hash, and each page load sends at most a few distinct reports.
 */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

export function reportClientError(level: 'error' | 'chunk' | 'warn', message: string): void {
  const key = `${level}:${message.slice(0, 200)}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  const body = {
    log: {
      level,
      message: message.slice(0, 3900),
      page: `${window.location.origin}${window.location.pathname}`,
      webVersion: `${APP_VERSION}`.slice(0, 20),
    },
  };
  void request('POST', 'analytics/consolelog', body, getSession().accessToken).catch(() => undefined);
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i;
export const isChunkError = (e: unknown) => CHUNK_ERROR.test(e instanceof Error ? e.message : String(e));

type ChunkListener = () => void;
const chunkListeners = new Set<ChunkListener>();
let chunkFailed = false;
export function onChunkFailure(l: ChunkListener): () => void {
  chunkListeners.add(l);
  if (chunkFailed) l();
  return () => chunkListeners.delete(l);
}
export function chunkFailure(reason: string): void {
  reportClientError('chunk', `${reason} (build ${BUILD_ID})`);
  chunkFailed = true;
  chunkListeners.forEach((l) => l());
}

/** Installs the global listeners once (main.tsx). */
export function installErrorReporting(): void {
  window.addEventListener('error', (e) => {
    if (isChunkError(e.error ?? e.message)) return chunkFailure(String(e.message));
    const where = e.filename ? ` at ${e.filename.replace(/\?.*$/, '')}:${e.lineno}:${e.colno}` : '';
    reportClientError(
      'error',
      `${e.message}${where}${e.error instanceof Error && e.error.stack ? `\n${e.error.stack}` : ''}`,
    );
  });
  window.addEventListener('unhandledrejection', (e) => {
    const r: unknown = e.reason;
    if (isChunkError(r)) return chunkFailure(r instanceof Error ? r.message : String(r));
    reportClientError(
      'error',
      `unhandled rejection: ${r instanceof Error ? `${r.message}\n${r.stack ?? ''}` : String(r)}`,
    );
  });
  // Vite: a lazily loaded screen's chunk (or its CSS) could not be fetched
  window.addEventListener('vite:preloadError', (e) => {
    e.preventDefault();
    chunkFailure(String((e as Event & { payload?: unknown }).payload ?? 'preload error'));
  });
}

/** shopping §9: a screen whose chunk has not loaded after 120 s counts as failed. */
export { CHUNK_TIMEOUT_MS };
