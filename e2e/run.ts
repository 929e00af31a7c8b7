/**
 * End-to-end runner: starts the real server (built web app, fresh embedded database with the demo
 * data, or a fresh PostgreSQL database when E2E_DATABASE_URL is set) and drives Debian's Chromium
 * through playwright-core at a 390×844 viewport. Each spec file exports `tests`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freshPostgres } from '../apps/server/test/fresh-postgres.js';
import { startPushService } from '../apps/server/test/push-service.js';
import { recordDialogs, type E2eTest } from './lib.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'e2e', 'out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pgDb = process.env.E2E_DATABASE_URL ? await freshPostgres(process.env.E2E_DATABASE_URL, 'lc_e2e') : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    LOGIN_MAX_PER_IP: '10000',
    // media (issue 8): a free RTMP port, no demo broadcaster, a short reconnect window
    RTMP_PORT: '0',
    DEMO_BROADCASTER: 'false',
    MEDIA_RECONNECT_GRACE_SECONDS: '2',
    // orders (issue 7): a movable clock, `POST test/clock` (staff), for the timed transitions
    TEST_CLOCK: 'true',
    // issue 18: the tests read SMS codes from the local-only development outbox (this runner is on the same machine)
    SMS_OUTBOX: 'true',
  };
  // web push (issue 16): a local push service answering as the browser vendors' do
  const pushService = await startPushService();
  env.PUSH_EXTRA_ORIGINS = pushService.origin;
  env.PUSH_INTERVAL_SECONDS = '1';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (pgDb) env.DATABASE_URL = pgDb.url;
  if (pgDb && process.env.E2E_REDIS_URL) {
    env.REDIS_URL = process.env.E2E_REDIS_URL;
    env.REDIS_PREFIX = `lc-e2e:${randomBytes(4).toString('hex')}:`;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let passed = 0;
  let failed = 0;
  try {
    await waitForHealth(baseUrl, server, 90_000);
    console.log(`e2e: server on ${baseUrl} (${pgDb ? 'postgres' : 'pglite'}), ${tests.length} tests`);
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
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
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
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
    await pushService.close();
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
