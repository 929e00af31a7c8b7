/**
 * The live player's first video frame, in ms after navigation start (performance.timeOrigin), in a
 * fresh Chromium context per run (mobile viewport, no cache): the first `requestVideoFrameCallback`
 * of any <video> on the page, or the first `timeupdate` with currentTime > 0, whichever comes first.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.js';

const PROBE = `(() => {
  const seen = new WeakSet();
  const hit = () => { if (window.__lcFirstFrame === undefined) window.__lcFirstFrame = performance.now(); };
  const watch = (v) => {
    if (seen.has(v)) return;
    seen.add(v);
    if (typeof v.requestVideoFrameCallback === 'function') v.requestVideoFrameCallback(() => hit());
    v.addEventListener('timeupdate', () => { if (v.currentTime > 0) hit(); });
  };
  const scan = () => document.querySelectorAll('video').forEach(watch);
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
})();`;

export async function firstFrameRuns(url: string, runs: number, timeoutMs = 30_000): Promise<(number | null)[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const out: (number | null)[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
      try {
        const page = await ctx.newPage();
        await page.addInitScript(PROBE);
        await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
        const handle = await page
          .waitForFunction(() => (window as unknown as { __lcFirstFrame?: number }).__lcFirstFrame, undefined, {
            timeout: timeoutMs,
            polling: 50,
          })
          .catch(() => null);
        out.push(handle ? ((await handle.jsonValue()) as number) : null);
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
