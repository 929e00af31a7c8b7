/**
 * bench/web (issue 19 "Speed"): the built web app against its goals, from one run.
 *   npm run build -w @lc/web && npm run bench:web [-- runs=5] [pages=home,product,live,cart] [dist=apps/web/dist]
 * Starts the real server (fresh embedded database, demo data, demo live show through ffmpeg), runs
 * Lighthouse's mobile preset `runs` times per page and prints the medians of performance, LCP, TBT and
 * CLS against the goals; the initial JavaScript per route (gzipped, from the build manifest); and the
 * live player's first video frame after navigation (Chromium through playwright-core). Every phase is
 * bounded; the server and browsers are stopped at the end.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySize, routeSize } from './entry-size.js';
import { firstFrameRuns } from './first-frame.js';
import { launchChromium, runLighthouse, type LhResult } from './lighthouse.js';
import { waitUntil } from '../../e2e/lib.js';
import { startWebServer } from './server.js';
import { calibrate, machineLine } from '../lib/machine.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
/** another build to serve (e.g. a copy of a baseline build for a before/after comparison) */
const dist = path.resolve(arg('dist') ?? path.join(root, 'apps', 'web', 'dist'));
const RUNS = Number(arg('runs') ?? 5);
const PAGES = (arg('pages') ?? 'home,product,live,cart').split(',');
const GOAL = { score: 95, lcpMs: 2500, tbtMs: 150, cls: 0.02, initialJsGz: 120 * 1024, firstFrameMs: 1500 };

interface Page {
  id: string;
  path: string;
  screen: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ok = (met: boolean) => (met ? 'met' : 'MISSED');

async function json<T>(baseUrl: string, api: string): Promise<T> {
  const r = await fetch(`${baseUrl}/api/v1/${api}`);
  if (!r.ok) throw new Error(`${api}: ${r.status}`);
  return ((await r.json()) as { jsonData: T }).jsonData;
}

async function pages(baseUrl: string): Promise<Page[]> {
  const products = await json<{ products: { prdtSysId: number }[] }>(
    baseUrl,
    'products/lists?categorySysId=1&sort=newest&startIndex=0&rowCount=1',
  );
  const product = products.products[0];
  if (!product) throw new Error('no demo product');
  type Card = { broadcastSysId: number; broadcastScheduleSysId: number };
  const live = await waitUntil(
    () =>
      json<{ liveList: Card[] }>(baseUrl, 'broadcasts/mainlists').then(
        (l) => l.liveList[0],
        () => undefined,
      ),
    'the demo live show on air',
    90_000,
  );
  return [
    { id: 'home', path: '/', screen: 'src/features/home/HomeScreen.tsx' },
    { id: 'product', path: `/Product/${product.prdtSysId}`, screen: 'src/features/catalog/ProductScreen.tsx' },
    {
      id: 'live',
      path: `/Live/${live.broadcastSysId}/${live.broadcastScheduleSysId}`,
      screen: 'src/features/broadcasts/PlayerScreen.tsx',
    },
    { id: 'cart', path: '/cart', screen: 'src/features/cart/CartScreen.tsx' },
  ].filter((p) => PAGES.includes(p.id));
}

function printJs(list: Page[]): void {
  const e = entrySize(dist);
  console.log(
    `\ninitial JS (gzip -9, from apps/web/dist/.vite/manifest.json; goal for / ≤ ${GOAL.initialJsGz / 1024} KB)`,
  );
  console.log(`  entry (index.html's scripts): ${(e.gzip / 1024).toFixed(1)} KB in ${e.chunks} chunk(s)`);
  for (const p of list) {
    const r = routeSize(dist, p.screen);
    const goal = p.id === 'home' ? ` ${ok(r.gzip <= GOAL.initialJsGz)}` : '';
    console.log(
      `  ${p.path.padEnd(16)} entry + screen + locale: ${(r.gzip / 1024).toFixed(1)} KB in ${r.chunks} chunk(s)${goal}`,
    );
  }
}

function printLh(p: Page, runs: LhResult[]): void {
  const m = {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
  };
  const all = m.score >= GOAL.score && m.lcpMs <= GOAL.lcpMs && m.tbtMs <= GOAL.tbtMs && m.cls <= GOAL.cls;
  console.log(
    `  ${p.id.padEnd(8)} ${p.path.padEnd(16)} perf ${String(m.score).padStart(3)} (≥${GOAL.score} ${ok(m.score >= GOAL.score)})` +
      `  LCP ${(m.lcpMs / 1000).toFixed(2)} s (${ok(m.lcpMs <= GOAL.lcpMs)})  TBT ${Math.round(m.tbtMs)} ms (${ok(m.tbtMs <= GOAL.tbtMs)})` +
      `  CLS ${m.cls.toFixed(3)} (${ok(m.cls <= GOAL.cls)})  FCP ${(m.fcpMs / 1000).toFixed(2)} s  → ${all ? 'GOALS MET' : 'gap'}` +
      `  [scores ${runs.map((r) => r.score).join(',')}]`,
  );
  // what stands in the way, from the run with the median score: the LCP element and where its time
  // went, and the main thread's work (what TBT is made of)
  const mid = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  if (!mid) return;
  const ms = (rec: Record<string, number> | undefined, n: number) =>
    Object.entries(rec ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ');
  if (mid.lcpElement) console.log(`           LCP element: ${mid.lcpElement}`);
  const phases = Object.entries(mid.lcpPhases ?? {})
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ');
  if (phases) console.log(`           LCP phases: ${phases}`);
  const work = ms(mid.mainThread, 4);
  if (work) console.log(`           main thread: ${work}`);
}

async function main(): Promise<void> {
  machineLine('before');
  calibrate();
  console.log(`bench/web: ${RUNS} Lighthouse run(s) per page (mobile preset), load average ${load()}`);
  const server = await startWebServer(dist);
  try {
    const list = await pages(server.baseUrl);
    printJs(list);
    console.log(`\nLighthouse medians (goals: perf ≥ ${GOAL.score}, LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS ≤ 0.02)`);
    const chrome = await launchChromium();
    try {
      for (const p of list) {
        const runs: LhResult[] = [];
        const failures: string[] = [];
        for (let i = 0; i < RUNS; i++)
          await runLighthouse(server.baseUrl + p.path, chrome.port).then(
            (r) => runs.push(r),
            (e: unknown) => failures.push(e instanceof Error ? e.message : String(e)),
          );
        if (runs.length) printLh(p, runs);
        if (failures.length)
          console.log(`  ${p.id.padEnd(8)} ${failures.length} run(s) failed: ${failures.join('; ')}`);
      }
    } finally {
      await chrome.close();
    }
    console.log(`  (load average ${load()})`);
    const live = list.find((p) => p.id === 'live');
    if (live) {
      // one extra, discarded run first: the live encoder's first segments may still be coming
      const frames = (await firstFrameRuns(server.baseUrl + live.path, RUNS + 1)).slice(1);
      const got = frames.filter((f): f is number => f !== null);
      const med = got.length === frames.length ? median(got) : null;
      console.log(
        `\nlive player first video frame after navigation: median ${med === null ? 'none (a run showed no frame in 30 s)' : `${Math.round(med)} ms`}` +
          ` (goal ≤ ${GOAL.firstFrameMs} ms ${ok(med !== null && med <= GOAL.firstFrameMs)}) [runs ${frames.map((f) => (f === null ? '-' : Math.round(f))).join(', ')} ms]`,
      );
    }
    console.log(`load average at the end ${load()}`);
    machineLine('after');
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
