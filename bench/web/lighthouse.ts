/** Lighthouse (mobile preset, simulated throttling) against a headless Chromium started here. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.js';

export interface LhResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement?: string | undefined;
  /** LCP phase → ms (TTFB, Load Delay, Load Time, Render Delay) */
  lcpPhases?: Record<string, number>;
  /** main-thread work kind → ms */
  mainThread?: Record<string, number>;
}

export interface LhChrome {
  port: number;
  close(): Promise<void>;
}

/** One headless Chromium with a DevTools port; Lighthouse resets its storage before every run. */
export async function launchChromium(): Promise<LhChrome> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lc-bench-lh-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium: no DevTools port within 30 s')), 30_000);
    let err = '';
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => (child.kill('SIGKILL'), r(null)), 5_000);
        child.on('exit', () => (clearTimeout(t), r(null)));
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, close };
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/** The audits the mobile performance score weighs (Lighthouse 12: FCP 10, SI 10, LCP 25, TBT 30, CLS 25). */
const SCORED_METRICS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

interface LcpTables {
  details?: {
    items?: { items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
  };
}

/** The LCP element as Lighthouse describes it (its selector or snippet), when the audit has it. */
function lcpElement(audit: unknown): string | undefined {
  const node = (audit as LcpTables | undefined)?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 120) : undefined;
}

/** Where the LCP time went (TTFB, load delay, load time, render delay), from the same audit's second table. */
function lcpPhases(audit: unknown): Record<string, number> {
  const rows = (audit as LcpTables | undefined)?.details?.items?.[1]?.items ?? [];
  return Object.fromEntries(rows.filter((r) => r.phase).map((r) => [r.phase!, Math.round(r.timing ?? 0)]));
}

/** The main thread's work by kind (script evaluation, style & layout, parsing…), largest first, in ms. */
function mainThread(audit: unknown): Record<string, number> {
  const rows =
    (audit as { details?: { items?: { groupLabel?: string; group?: string; duration?: number }[] } } | undefined)
      ?.details?.items ?? [];
  return Object.fromEntries(rows.map((r) => [r.groupLabel ?? r.group ?? '?', Math.round(r.duration ?? 0)]));
}

export async function runLighthouse(url: string, port: number, timeoutMs = 180_000): Promise<LhResult> {
  const result = await withTimeout(
    // the live player never goes network-quiet (HLS parts every 1/3 s): load ends at 45 s at the latest
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // the performance score is made of these five metrics only; running just them (and the LCP element)
      // leaves out the opportunity audits that read response bodies, which never come for the live
      // player's blocking LL-HLS playlist requests (PROTOCOL_TIMEOUT on Network.getResponseBody)
      onlyAudits: [...SCORED_METRICS, 'largest-contentful-paint-element', 'mainthread-work-breakdown'],
      maxWaitForLoad: 45_000,
    }),
    timeoutMs,
    `lighthouse ${url}`,
  );
  if (!result) throw new Error(`lighthouse ${url}: no result`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']),
    lcpPhases: lcpPhases(lhr.audits['largest-contentful-paint-element']),
    mainThread: mainThread(lhr.audits['mainthread-work-breakdown']),
  };
}
