/**
 * End-to-end runner: starts the real server (built web app, fresh embedded database with the demo
 * data, or a fresh PostgreSQL database when E2E_DATABASE_URL is set) and drives Debian's Chromium
 * through playwright-core at a 390×844 viewport. Each spec file exports `tests`.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startPushService } from '../apps/server/test/push-service.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { recordDialogs, type E2eTest } from './lib.js';
import { repoRoot as root, startE2eServer } from './server.js';

const outDir = path.join(root, 'e2e', 'out');

/** Runs in every page before its own scripts: reports what the page's CSP blocked to the runner. */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__lcCspViolation(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' on ' + e.documentURI +
    (e.sourceFile ? ' (' + e.sourceFile + ':' + e.lineNumber + ')' : ''));
});`;

/**
 * The specs share one server and its demo data. Two of them change what the others need: media.spec
 * ends the demo live show (its encoder stops into a replay) and orders.spec moves the server's clock by
 * hours (past every show's window). They run last, in this order; every other spec finds the live show.
 */
const LAST = ['media.spec.ts', 'orders.spec.ts'];
const runsLast = (f: string) => LAST.indexOf(f) + 1;

async function main(): Promise<void> {
  const filter = process.argv[2];
  const specDir = path.join(root, 'e2e', 'specs');
  const files = readdirSync(specDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort((a, b) => runsLast(a) - runsLast(b) || a.localeCompare(b));
  const tests: { file: string; test: E2eTest }[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(specDir, f)).href)) as { tests: E2eTest[] };
    for (const test of mod.tests)
      if (!filter || new RegExp(filter).test(`${f} ${test.name}`)) tests.push({ file: f, test });
  }

  mkdirSync(outDir, { recursive: true });
  // web push (issue 16): a local push service answering as the browser vendors' do
  const pushService = await startPushService();
  const server = await startE2eServer('e2e', {
    // orders (issue 7): a movable clock, `POST test/clock` (staff), for the timed transitions
    TEST_CLOCK: 'true',
    PUSH_EXTRA_ORIGINS: pushService.origin,
    PUSH_INTERVAL_SECONDS: '1',
  });
  const { baseUrl } = server;
  let passed = 0;
  let failed = 0;
  try {
    console.log(`e2e: server on ${baseUrl} (${server.store}), ${tests.length} tests`);
    for (const { file, test } of tests) {
      const contexts: { ctx: BrowserContext; dir: string }[] = [];
      // issue 18: the whole suite runs under the server's CSP; any violation in any page fails the test
      const cspViolations: string[] = [];
      const newPage = async (
        opts: { locale?: 'ko' | 'en'; userAgent?: string; fakeMedia?: boolean } = {},
      ): Promise<Page> => {
        const dir = mkdtempSync(path.join(tmpdir(), 'lc-e2e-browser-'));
        const ctx = await chromium.launchPersistentContext(dir, {
          executablePath: CHROMIUM,
          headless: true,
          viewport: { width: 390, height: 844 },
          locale: opts.locale === 'en' ? 'en-US' : 'ko-KR',
          ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
          args: [
            ...CHROMIUM_ARGS,
            // a camera and microphone for going live from the page (a test pattern and a beep), granted
            ...(opts.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
          ],
        });
        contexts.push({ ctx, dir });
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
          pushService,
          shot: async (page, name) => void (await page.screenshot({ path: path.join(outDir, `${name}.png`) })),
          cspViolations,
        });
        if (cspViolations.length > 0) {
          throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
        }
        passed += 1;
        console.log(`  ✓ ${file} › ${test.name} (${Date.now() - started} ms)`);
      } catch (err) {
        failed += 1;
        console.log(
          `  ✗ ${file} › ${test.name}\n    ${String((err as Error)?.stack ?? err)
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}`,
        );
        const safe = `${file}-${test.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        for (const [i, c] of contexts.entries()) {
          const p = c.ctx.pages()[0];
          if (p) await p.screenshot({ path: path.join(outDir, `FAIL-${safe}-${i}.png`) }).catch(() => undefined);
        }
      } finally {
        for (const c of contexts) {
          await c.ctx.close().catch(() => undefined);
          rmSync(c.dir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await server.stop();
    await pushService.close();
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
