/**
 * bench/drill's show: the viewers and the chat senders, held by bench/chat's swarm (forked client
 * processes that speak Engine.IO v4 / Socket.IO v5 over a minimal websocket each: one connection per
 * viewer, as socket.io-client with forceNew, at a fraction of its cost). Every 10th viewer records the
 * delivery latency of each chat message it receives (its arrival minus the send time in its text).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkWorker, type Worker } from '../lib/worker.js';
import { histogramPercentile } from '../lib/histogram.js';

const swarm = path.join(path.dirname(fileURLToPath(import.meta.url)), '../chat/swarm.mjs');
/** viewers per client process (bench/chat holds 2,500 in one) */
const PER_WORKER = 2500;

interface Report {
  deliveries: number;
  open: number;
  closedUnexpectedly: number;
  hist?: number[];
}

export interface Audience {
  /** the workers watching each node */
  byNode: [Worker[], Worker[]];
  joined: number;
}

/** `count` guest viewers of the room, half on each node; resolves once every one has joined. */
export async function audience(nodes: [string, string], room: number, count: number): Promise<Audience> {
  const byNode: [Worker[], Worker[]] = [[], []];
  const jobs: Promise<unknown>[] = [];
  for (const side of [0, 1] as const) {
    const here = side === 0 ? Math.ceil(count / 2) : Math.floor(count / 2);
    for (let done = 0; done < here; done += PER_WORKER) {
      const w = forkWorker(swarm);
      byNode[side].push(w);
      const part = Math.min(PER_WORKER, here - done);
      jobs.push(
        w.ask({ type: 'connect', url: nodes[side], kind: 'sio', room, count: part, sampleEvery: 10 }, 'ready', 600_000),
      );
    }
  }
  await Promise.all(jobs);
  return { byNode, joined: count };
}

/** Chat senders (members): the tokens spread over `urls`, in one client process. */
export async function senders(urls: string[], room: number, tokens: string[]): Promise<Worker> {
  const w = forkWorker(swarm);
  const per = Math.ceil(tokens.length / urls.length);
  for (let i = 0; i < urls.length; i++) {
    const mine = tokens.slice(i * per, (i + 1) * per);
    if (mine.length === 0) continue;
    await w.ask(
      { type: 'connect', url: urls[i], kind: 'sio', room, count: mine.length, sampleEvery: 0, tokens: mine },
      'ready',
      300_000,
    );
  }
  return w;
}

/** `rate` chat messages per second from the senders for `seconds`; resolves with how many were sent. */
export function chat(w: Worker, room: number, rate: number, seconds: number): Promise<number> {
  return w
    .ask<{ sent: number }>(
      { type: 'send', kind: 'sio', room, rate, likeRate: 0, seconds },
      'sent',
      seconds * 1000 + 60_000,
    )
    .then((r) => r.sent);
}

const all = (a: Audience) => [...a.byNode[0], ...a.byNode[1]];

/** Latency recording starts now (the counters are reset). */
export async function startMeasuring(a: Audience): Promise<void> {
  await Promise.all(all(a).map((w) => w.ask({ type: 'start' }, 'started')));
}

export interface ChatFigures {
  p50: number;
  p99: number;
  samples: number;
  deliveries: number;
  /** viewers still connected, per node */
  open: [number, number];
  /** viewers whose connection ended without the bench closing it */
  dropped: number;
}

/** The delivery figures since startMeasuring (latency recording stops). */
export async function measured(a: Audience): Promise<ChatFigures> {
  const side = (ws: Worker[]) => Promise.all(ws.map((w) => w.ask<Report>({ type: 'report', hist: true }, 'report')));
  const [r0, r1] = await Promise.all([side(a.byNode[0]), side(a.byNode[1])]);
  await Promise.all(all(a).map((w) => w.ask({ type: 'stop' }, 'stopped')));
  const reports = [...r0, ...r1];
  const hist = new Array<number>(reports[0]!.hist!.length).fill(0);
  for (const r of reports) r.hist!.forEach((n, i) => (hist[i]! += n));
  const sum = (rs: Report[], f: (r: Report) => number) => rs.reduce((s, r) => s + f(r), 0);
  return {
    p50: histogramPercentile(hist, 0.5),
    p99: histogramPercentile(hist, 0.99),
    samples: hist.reduce((s, n) => s + n, 0),
    deliveries: sum(reports, (r) => r.deliveries),
    open: [sum(r0, (r) => r.open), sum(r1, (r) => r.open)],
    dropped: sum(reports, (r) => r.closedUnexpectedly),
  };
}

/** Ends client processes (their sockets closed first). */
export async function closeWorkers(ws: Worker[]): Promise<void> {
  await Promise.all(ws.map((w) => w.ask({ type: 'close' }, 'closed', 10_000).catch(() => w.child.kill('SIGKILL'))));
}
export const workersOf = all;
