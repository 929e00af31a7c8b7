/**
 * The shopper's initial JavaScript from a `vite build` manifest (apps/web/dist/.vite/manifest.json):
 * the entry chunk and every chunk it imports statically (what index.html loads before anything
 * renders), plus, per route, the screen's own chunk and its static imports and the locale chunk
 * (what the browser must fetch before the route's first screen), raw and gzipped.
 * Usage: npm run build -w @lc/web, then node --import tsx bench/web/entry-size.ts [apps/web/dist]
 * Also reports whether any of the entry's chunks holds the back-office (features/admin) code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

export interface JsSize {
  chunks: number;
  raw: number;
  gzip: number;
  files: string[];
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

function measure(outDir: string, manifest: Manifest, keys: Set<string>): JsSize {
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(outDir, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    files.push(file);
  }
  return { chunks: files.length, raw, gzip, files };
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  const any = key ?? Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!any) throw new Error('no entry in the manifest');
  return any;
}

/** The locale chunk(s) the app loads before rendering: `src/locales/<locale>.ts` (see shared/i18n). */
function localeKeys(manifest: Manifest, locale: string): string[] {
  return Object.keys(manifest).filter((k) => k.endsWith(`src/locales/${locale}.ts`));
}

/** Entry only (index.html's scripts). */
export function entrySize(outDir: string): JsSize & { adminInside: boolean; adminChunks: number } {
  const manifest = readManifest(outDir);
  const keys = closure(manifest, [entryKey(manifest)]);
  const size = measure(outDir, manifest, keys);
  const adminInside = [...keys].some(
    (k) =>
      k.includes('features/admin') || readFileSync(join(outDir, manifest[k]!.file)).includes('admin.nav.dashboard'),
  );
  const adminChunks = Object.keys(manifest).filter((k) => k.includes('features/admin')).length;
  return { ...size, adminInside, adminChunks };
}

/** Entry + the route's screen module (a key such as `src/features/home/HomeScreen.tsx`) + the ko locale. */
export function routeSize(outDir: string, screenSrc: string, locale = 'ko'): JsSize {
  const manifest = readManifest(outDir);
  const screen = Object.keys(manifest).find((k) => k.endsWith(screenSrc));
  if (!screen) throw new Error(`${screenSrc} is not a chunk of the build`);
  return measure(outDir, manifest, closure(manifest, [entryKey(manifest), screen, ...localeKeys(manifest, locale)]));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? 'apps/web/dist';
  const e = entrySize(outDir);
  console.log(
    `shopper initial JS: ${e.chunks} chunk(s), ${e.raw} bytes, ${e.gzip} bytes gzipped; admin code in it: ${e.adminInside ? 'YES' : 'no'}; admin chunks in the build: ${e.adminChunks}`,
  );
}
