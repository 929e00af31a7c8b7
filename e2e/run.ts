/**
 * End-to-end runner: starts the real server (built web app, fresh embedded database with the demo
 * data, or a fresh PostgreSQL database when E2E_DATABASE_URL is set) and drives Debian's Chromium
 * through playwright-core at a 390×844 viewport. Each spec file exports `tests`.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { startPushService, type LocalPushService } from '../apps/server/test/push-service.js';
import { browserPool, type PageOptions } from './browsers.js';
import { recordDialogs, type E2eTest } from './lib.js';
import { repoRoot as root, startE2eServer } from './server.js';

const outDir = path.join(root, 'e2e', 'out');

/** Runs in every page before its own scripts: reports what the page's CSP blocked to the runner. */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__lcCspViolation(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' on ' + e.documentURI +
    (e.sourceFile ? ' (' + e.sourceFile + ':' + e.lineNumber + ')' : ''));
});`;

/**
 * The specs of a lane share one server and its demo data. Two of them change what the others need:
 * media.spec ends the demo live show (its encoder stops into a replay) and orders.spec moves the server's
 * clock by hours (past every show's window). Each runs last in its lane; every other spec finds the live show.
 */
const LAST = ['media.spec.ts', 'orders.spec.ts'];
const runsLast = (f: string) => LAST.indexOf(f) + 1;

/**
 * Lanes: the specs split over E2E_LANES servers (default 2) run side by side, each lane's tests one
 * after another against its own server and database. A test mostly waits (for the server, a socket, a
 * video segment), so two lanes on two cores take ~0.6 of one lane's time. E2E_LANES=1 runs one.
 */
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));

interface Planned {
  file: string;
  test: E2eTest;
}

async function loadTests(filter: string | undefined): Promise<Planned[]> {
  const specDir = path.join(root, 'e2e', 'specs');
  const files = readdirSync(specDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort((a, b) => runsLast(a) - runsLast(b) || a.localeCompare(b));
  const tests: Planned[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(specDir, f)).href)) as { tests: E2eTest[] };
    for (const test of mod.tests)
      if (!filter || new RegExp(filter).test(`${f} ${test.name}`)) tests.push({ file: f, test });
  }
  return tests;
}

/** Whole files to lanes, the fewest tests first; a LAST file goes to its own lane's end. */
function planLanes(tests: Planned[], lanes: number): Planned[][] {
  const byFile = new Map<string, Planned[]>();
  for (const t of tests) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  const plan: Planned[][] = Array.from({ length: Math.min(lanes, Math.max(1, byFile.size)) }, () => []);
  const last: Planned[][] = plan.map(() => []);
  for (const [file, group] of byFile) {
    const li = LAST.indexOf(file);
    if (li >= 0) last[li % plan.length]!.push(...group);
    else plan.reduce((a, b) => (b.length < a.length ? b : a)).push(...group);
  }
  return plan.map((lane, i) => [...lane, ...last[i]!]);
}

interface Shared {
  browsers: ReturnType<typeof browserPool>;
  pushService: LocalPushService;
}

/** One test in fresh contexts; answers whether it passed (the failure printed, with screenshots). */
async function runOne({ file, test }: Planned, baseUrl: string, shared: Shared, tag: string): Promise<boolean> {
  const contexts: { ctx: BrowserContext; close: () => Promise<void> }[] = [];
  // issue 18: the whole suite runs under the server's CSP; any violation in any page fails the test
  const cspViolations: string[] = [];
  const newPage = async (opts: PageOptions = {}): Promise<Page> => {
    const { ctx, close } = await shared.browsers.context(opts);
    contexts.push({ ctx, close });
    await ctx.exposeBinding('__lcCspViolation', (_source, v: string) => void cspViolations.push(v));
    await ctx.addInitScript(CSP_LISTENER);
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultTimeout(15_000);
    // the app's own dialogs are dismissed unless the test answers them (as Playwright does native ones)
    recordDialogs(page, () => false);
    ctx.on('page', (p) => void recordDialogs(p, () => false));
    return page;
  };
  const started = Date.now();
  try {
    await test.run({
      baseUrl,
      newPage,
      pushService: shared.pushService,
      shot: async (page, name) => void (await page.screenshot({ path: path.join(outDir, `${name}.png`) })),
      cspViolations,
    });
    if (cspViolations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
    }
    console.log(`  ✓${tag} ${file} › ${test.name} (${Date.now() - started} ms)`);
    return true;
  } catch (err) {
    const stack = String((err as Error)?.stack ?? err)
      .split('\n')
      .slice(0, 6)
      .join('\n    ');
    console.log(`  ✗${tag} ${file} › ${test.name} (${Date.now() - started} ms)\n    ${stack}`);
    const safe = `${file}-${test.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    for (const [i, c] of contexts.entries()) {
      const p = c.ctx.pages()[0];
      if (p) await p.screenshot({ path: path.join(outDir, `FAIL-${safe}-${i}.png`) }).catch(() => undefined);
    }
    return false;
  } finally {
    for (const c of contexts) await c.close();
  }
}

/** A lane: its own server (fresh database, demo data), its tests one after another. */
async function runLane(tests: Planned[], lane: number, lanes: number, shared: Shared) {
  const server = await startE2eServer(lanes > 1 ? `e2e-lane${lane + 1}` : 'e2e', {
    // orders (issue 7): a movable clock, `POST test/clock` (staff), for the timed transitions
    TEST_CLOCK: 'true',
    PUSH_EXTRA_ORIGINS: shared.pushService.origin,
    PUSH_INTERVAL_SECONDS: '1',
  });
  const tag = lanes > 1 ? `[${lane + 1}]` : '';
  let passed = 0;
  let failed = 0;
  try {
    console.log(`e2e${tag}: server on ${server.baseUrl} (${server.store}), ${tests.length} tests`);
    for (const t of tests) {
      if (await runOne(t, server.baseUrl, shared, tag)) passed += 1;
      else failed += 1;
    }
  } finally {
    await server.stop();
  }
  return { passed, failed };
}

async function main(): Promise<void> {
  const tests = await loadTests(process.argv[2]);
  const plan = planLanes(tests, LANES);
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  // web push (issue 16): a local push service answering as the browser vendors' do
  const shared: Shared = { browsers: browserPool(), pushService: await startPushService() };
  let results: { passed: number; failed: number }[] = [];
  try {
    results = await Promise.all(plan.map((lane, i) => runLane(lane, i, plan.length, shared)));
  } finally {
    await shared.browsers.close();
    await shared.pushService.close();
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const lanes = plan.length > 1 ? ` in ${plan.length} lanes` : '';
  console.log(`e2e: ${passed} passed, ${failed} failed${lanes}, ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
