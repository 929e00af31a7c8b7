/**
 * The browsers the e2e runner hands pages from. Launching a Chromium for every page cost ~2–3 s each
 * (150 pages a pass); a context in a running browser has its own cookies, storage, cache and service
 * workers and opens in under a second. One browser serves plain pages, one is started with the fake
 * camera and microphone when a test first asks for them, and a test that needs a real profile on disk
 * (`persistent`: web push's notifications, which an incognito-like context does not keep) gets its own
 * Chromium as before. A browser that crashed is started again for the next page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

export interface PageOptions {
  locale?: 'ko' | 'en';
  userAgent?: string;
  /** Chromium's fake camera and microphone, permission granted */
  fakeMedia?: boolean;
  /** a browser of its own with a profile on disk */
  persistent?: boolean;
}

const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function browserPool() {
  const shared = new Map<'plain' | 'fakeMedia', Promise<Browser>>();

  const browser = (kind: 'plain' | 'fakeMedia'): Promise<Browser> => {
    const running = shared.get(kind);
    if (running) return running;
    const started = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(kind === 'fakeMedia' ? FAKE_MEDIA_ARGS : [])],
    });
    shared.set(kind, started);
    void started.then(
      (b) => b.on('disconnected', () => shared.delete(kind)),
      () => shared.delete(kind),
    );
    return started;
  };

  return {
    /** a fresh context (390×844, the locale's language) and what ends it */
    async context(opts: PageOptions): Promise<{ ctx: BrowserContext; close: () => Promise<void> }> {
      const options: BrowserContextOptions = {
        viewport: { width: 390, height: 844 },
        locale: opts.locale === 'en' ? 'en-US' : 'ko-KR',
        ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
      };
      if (opts.persistent) {
        const dir = mkdtempSync(path.join(tmpdir(), 'lc-e2e-browser-'));
        const ctx = await chromium.launchPersistentContext(dir, {
          ...options,
          executablePath: CHROMIUM,
          headless: true,
          args: [...CHROMIUM_ARGS, ...(opts.fakeMedia ? FAKE_MEDIA_ARGS : [])],
        });
        return {
          ctx,
          close: async () => {
            await ctx.close().catch(() => undefined);
            rmSync(dir, { recursive: true, force: true });
          },
        };
      }
      const ctx = await (await browser(opts.fakeMedia ? 'fakeMedia' : 'plain')).newContext(options);
      return { ctx, close: () => ctx.close().catch(() => undefined) };
    },
    async close(): Promise<void> {
      for (const b of shared.values()) await (await b.catch(() => null))?.close().catch(() => undefined);
      shared.clear();
    },
  };
}
