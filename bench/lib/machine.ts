/**
 * Where a bench ran (issue 34 item 2; bench/README.md "Machine lines and calibration"):
 * `machineLine('before' | 'after')` prints CPU model, cores, MHz, load average, free memory, Node ("after"
 * adds how busy the cores were since "before" and this process's share); `calibrate()` times one fixed
 * CPU-bound workload three times on one thread and prints the median and its score against REFERENCE_MS.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

/** This work's machine (AMD EPYC family 26, 2 cores) idle, estimated: see bench/README.md. */
export const REFERENCE_MS = 260;

/** The fixed workload; its checksum is the same on every machine (nothing skipped). */
function workload(): string {
  const h = createHash('sha256');
  for (let c = 0; c < 4; c++) {
    let d = Buffer.from(`calibration ${c}`);
    for (let i = 0; i < 40_000; i++) d = createHash('sha256').update(d).digest();
    h.update(d);
  }
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `상품 ${(i * 7919) % 20_000} item`,
    price: ((i * 104_729) % 99_991) * 10,
    tags: [i % 7, i % 11, i % 13],
  }));
  const back = JSON.parse(JSON.stringify(rows)) as typeof rows;
  back.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  const total = back.reduce((s, r) => s + r.price * (r.tags[0]! + 1), 0);
  return h
    .update(`${back[0]!.id}:${back.at(-1)!.id}:${total}`)
    .digest('hex')
    .slice(0, 12);
}

export interface Calibration {
  medianMs: number;
  /** the CPU time the median run took (wall ≫ CPU: the bench did not get a whole core) */
  cpuMs: number;
  score: number;
}

/** Times the fixed workload three times; prints and returns the median and its score. */
export function calibrate(): Calibration {
  const runs: { ms: number; cpu: number }[] = [];
  let checksum = '';
  for (let i = 0; i < 3; i++) {
    const [t0, c0] = [performance.now(), process.cpuUsage()];
    checksum = workload();
    const c = process.cpuUsage(c0);
    runs.push({ ms: performance.now() - t0, cpu: (c.user + c.system) / 1000 });
  }
  const mid = [...runs].sort((a, b) => a.ms - b.ms)[1]!;
  const score = REFERENCE_MS / mid.ms;
  console.log(
    `  calibration: ${mid.ms.toFixed(0)} ms (median of ${runs.map((r) => r.ms.toFixed(0)).join(', ')}; ${mid.cpu.toFixed(0)} ms of CPU; workload ${checksum}), score ${score.toFixed(2)} (1.00 = ${REFERENCE_MS} ms, the reference machine idle)`,
  );
  return { medianMs: mid.ms, cpuMs: mid.cpu, score };
}

/** Model (with family / model / stepping: a VM's model name can be bare) and MHz; /proc/cpuinfo on Linux. */
function cpuName(): string {
  const list = cpus();
  const info = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8').split('\n\n')[0]! : '';
  const field = (name: string) => new RegExp(`^${name}\\s*: (.*)$`, 'm').exec(info)?.[1]?.trim();
  const mhz = list[0]?.speed || Number(field('cpu MHz') ?? 0);
  const kind = field('cpu family') ? ` (family ${field('cpu family')} model ${field('model')})` : '';
  return `${list[0]?.model.trim() ?? '?'}${kind}, ${list.length} cores @ ${Math.round(mhz)} MHz`;
}

/** Busy and total ms of every core since boot (the kernel's per-core times). */
function coreTimes(): { busy: number; total: number } {
  let [busy, idle] = [0, 0];
  for (const { times: t } of cpus()) [busy, idle] = [busy + t.user + t.nice + t.sys + t.irq, idle + t.idle];
  return { busy, total: busy + idle };
}

let before: { cores: ReturnType<typeof coreTimes>; own: NodeJS.CpuUsage; at: number } | undefined;

/** Prints where the bench runs; 'after' adds the cores' busy share since 'before' and this process's. */
export function machineLine(when: 'before' | 'after'): void {
  const gb = (b: number) => (b / 2 ** 30).toFixed(1);
  const line = `  machine ${when}: ${cpuName()}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, memory ${gb(freemem())} of ${gb(totalmem())} GB free, Node ${process.version}`;
  const now = { cores: coreTimes(), own: process.cpuUsage(), at: performance.now() };
  if (when === 'before' || !before) {
    before = now;
    return console.log(line);
  }
  const wall = now.at - before.at;
  const busy = (now.cores.busy - before.cores.busy) / Math.max(1, now.cores.total - before.cores.total);
  const own = process.cpuUsage(before.own);
  const ownShare = (own.user + own.system) / 1000 / (wall * cpus().length);
  const pc = (x: number) => `${(x * 100).toFixed(0)}%`;
  console.log(
    `${line}; over the ${(wall / 1000).toFixed(1)} s since 'before' the cores were ${pc(busy)} busy, this process ${pc(ownShare)} of them (the rest: its children and other processes)`,
  );
}
