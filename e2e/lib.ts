import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface E2eContext {
  baseUrl: string;
  /** a fresh browser profile (own storage) with a 390×844 viewport */
  newPage(opts?: { locale?: 'ko' | 'en' }): Promise<Page>;
  /** saves a screenshot under e2e/out/<name>.png */
  shot(page: Page, name: string): Promise<void>;
}

export interface E2eTest {
  name: string;
  run(ctx: E2eContext): Promise<void>;
}

/** Waits until the page path (without query) equals `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout });
  assert.equal(new URL(page.url()).pathname, path);
}

/** Collects dialogs (alert/confirm) and answers them: accept by default. */
export function recordDialogs(page: Page, answer: (message: string) => boolean = () => true): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void (answer(d.message()) ? d.accept() : d.dismiss());
  });
  return seen;
}
