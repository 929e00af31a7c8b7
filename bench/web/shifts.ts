/**
 * Layout shifts per page, with the elements that moved (issue 19 "Speed": the CLS goal). Starts the
 * real server on the built app (fresh embedded database, demo data), opens each path in Chromium at
 * 390×844 and prints every layout shift of the first 3 s after the network is quiet (value, time, and
 * each moved element's tag, class, text and y/height before → after), then where the page's top-level
 * blocks stood at the first frame and at the end. Lighthouse gives the CLS figure; this says what moved.
 * Usage: npm run build -w @lc/web, then node --import tsx bench/web/shifts.ts [/,/Product/1,/cart]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startWebServer } from './server.js';

interface Shift {
  value: number;
  t: number;
  moved: string[];
}

function observeShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  type Entry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Entry[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({
        value: e.value,
        t: Math.round(e.startTime),
        moved: (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : null;
          const name = el ? `${el.tagName}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"` : 'text';
          const r = (x: DOMRectReadOnly) => `${Math.round(x.y)}/${Math.round(x.height)}`;
          return `${name} ${r(s.previousRect)} → ${r(s.currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const blocks = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main > *')).map((e) => {
      const r = e.getBoundingClientRect();
      return `${e.tagName.toLowerCase()}.${e.className.split(' ')[0]} ${Math.round(r.y)}/${Math.round(r.height)}`;
    }),
  );

const root = path.resolve(import.meta.dirname, '../..');
const paths = (process.argv[2] ?? '/').split(',');
const server = await startWebServer(path.join(root, 'apps/web/dist'));
const ctx = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'lc-shifts-')), {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 390, height: 844 },
});
try {
  for (const p of paths) {
    const page = await ctx.newPage();
    await page.addInitScript(observeShifts);
    await page.goto(server.baseUrl + p, { waitUntil: 'commit' });
    await page.waitForSelector('main', { timeout: 30_000 });
    const first = await blocks(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000); // the window measured: shifts after the page went quiet count too
    const last = await blocks(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const total = shifts.reduce((s, x) => s + x.value, 0);
    console.log(`${p}  layout shift total ${total.toFixed(4)} (${shifts.length} shifts)`);
    for (const s of shifts) console.log(`  ${s.value.toFixed(4)} at ${s.t} ms: ${s.moved.join('; ')}`);
    console.log(`  first frame: ${first.join(' | ')}`);
    console.log(`  at the end:  ${last.join(' | ')}`);
    await page.close();
  }
} finally {
  await ctx.close();
  await server.stop();
}
