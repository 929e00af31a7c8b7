/**
 * Every bench in its short smoke mode (issue 31 #6: benchmarks cannot rot), one after another: tiny
 * sizes, seconds each, no figure asserted — a bench passes when it runs to its end and exits 0. CI
 * runs this after the suites (`.ci/run`); a bench added under bench/ adds its line here.
 *
 *   npm run bench:smoke [-- <name filter>]
 *
 * Benches that need PostgreSQL (catalog search, review list, checkout's PostgreSQL half) use
 * BENCH_DATABASE_URL or the local PostgreSQL, as in their full runs. bench/web needs a built web app
 * (`npm run build -w @lc/web`).
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Smoke {
  name: string;
  file: string;
  args?: string[];
  env?: Record<string, string>;
  /** a bound, after which the bench counts as failed (generous: a hang, not a slow machine) */
  timeoutMs: number;
}

export const SMOKES: Smoke[] = [
  { name: 'catalog', file: 'bench/catalog/run.ts', args: ['1', '4'], timeoutMs: 600_000 },
  { name: 'catalog-search', file: 'bench/catalog/search.ts', args: ['2000', '15'], timeoutMs: 600_000 },
  { name: 'reviews', file: 'bench/reviews/list.ts', args: ['2000', '15'], timeoutMs: 600_000 },
  {
    name: 'checkout',
    file: 'bench/checkout/run.ts',
    env: { BENCH_ORDERS: '20', BENCH_CONCURRENCY: '2', BENCH_ROUNDS: '1' },
    timeoutMs: 600_000,
  },
  { name: 'chat', file: 'bench/chat/run.ts', args: ['100'], env: { BENCH_FLOOD_VIEWERS: '50' }, timeoutMs: 600_000 },
  { name: 'game', file: 'bench/game/run.ts', args: ['40'], timeoutMs: 600_000 },
  { name: 'rejoin', file: 'bench/rejoin/run.ts', timeoutMs: 600_000 },
  { name: 'drill', file: 'bench/drill/run.ts', timeoutMs: 600_000 },
  { name: 'latency', file: 'bench/latency/run.ts', args: ['3'], timeoutMs: 600_000 },
  { name: 'web', file: 'bench/web/run.ts', args: ['runs=1', 'pages=home'], timeoutMs: 600_000 },
];

/** a bench's machine and calibration lines (bench/lib/machine.ts), shown with its result */
const MACHINE = /^ *(machine (before|after)|calibration): /;

function run(s: Smoke): Promise<{ code: number | null; ms: number; tail: string; machine: string[] }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', s.file, ...(s.args ?? [])], {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1', ...s.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    const machine: string[] = [];
    let pending = '';
    const keep = (b: Buffer) => {
      out = (out + b.toString()).slice(-4000);
      const lines = (pending + b.toString()).split('\n');
      pending = lines.pop()!.slice(-2000);
      for (const l of lines) if (MACHINE.test(l)) machine.push(l.trim());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      out += `\n[smoke] ${s.name}: no end after ${s.timeoutMs} ms, stopped`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, s.timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - started, tail: out, machine });
    });
  });
}

const filter = process.argv[2];
const chosen = SMOKES.filter((s) => !filter || s.name.includes(filter));
console.log(
  `bench smoke: ${chosen.length} benches on ${cpus()[0]?.model ?? '?'} × ${cpus().length}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
/**
 * Two benches at a time (BENCH_SMOKE_PARALLEL): a smoke mostly waits (servers starting, fixed-length
 * floods, a video playing), and no figure of a smoke is read, so sharing the cores costs nothing.
 */
const PARALLEL = Math.max(1, Number(process.env.BENCH_SMOKE_PARALLEL ?? 2));
const failed: string[] = [];
const queue = [...chosen];
async function worker(): Promise<void> {
  for (let s = queue.shift(); s; s = queue.shift()) {
    const r = await run(s);
    const ok = r.code === 0;
    const lines = [`${ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(15)} ${(r.ms / 1000).toFixed(1).padStart(6)} s`];
    for (const l of r.machine) lines.push(`     ${l}`);
    if (!ok) {
      failed.push(s.name);
      lines.push(r.tail.replace(/^/gm, '     | '));
    }
    console.log(lines.join('\n'));
  }
}
await Promise.all(Array.from({ length: PARALLEL }, () => worker()));
console.log(failed.length ? `bench smoke: ${failed.join(', ')} failed` : 'bench smoke: every bench ran');
process.exit(failed.length ? 1 : 0);
