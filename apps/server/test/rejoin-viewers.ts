import type { Socket } from 'socket.io-client';
import type { ChatMessage, JoinRoomAnswer } from '@lc/contracts';
import { ack, openSocket } from './sockets.js';

/**
 * Guest viewers of one live room that move to another node when theirs goes away (issue 26 §3: the
 * rejoin storm; the server test `realtime/rejoin-storm.test.ts` and `bench/rejoin`). Each one keeps
 * every message it got by seq (live or in a join answer), rejoins with the highest seq it has, and
 * notes when it lost its node and when its rejoin answer (its catch-up) arrived.
 */
export interface RejoinViewer {
  socket: Socket;
  /** the room's highest seq when it first joined: it must get every message after it */
  startSeq: number;
  /** times each seq reached it */
  seen: Map<number, number>;
  /** Date.now() at the disconnect and at the rejoin's answer */
  lostAt?: number;
  caughtUpAt?: number;
  /** the rejoin's answer when it was not 0001 */
  failed?: string;
  /** times it was dropped again after its rejoin */
  drops?: number;
}

const highest = (v: RejoinViewer) => Math.max(v.startSeq, ...v.seen.keys());
/** a crowd connecting at once on a loaded machine: more than socket.io-client's 20 s to connect */
const CONNECT = { timeout: 60_000 };

function listen(v: RejoinViewer, room: number) {
  v.socket.on('chatMessage', (p: { room: number; messages: ChatMessage[] }) => {
    if (p.room === room) take(v, p.messages);
  });
}

function take(v: RejoinViewer, ms: readonly ChatMessage[]) {
  for (const m of ms) if (m.seq > v.startSeq) v.seen.set(m.seq, (v.seen.get(m.seq) ?? 0) + 1);
}

/** a guest viewer of `room` on the node at `url`, joined */
export async function joinViewer(url: string, room: number): Promise<RejoinViewer> {
  const socket = await openSocket(url, undefined, CONNECT);
  const v: RejoinViewer = { socket, startSeq: 0, seen: new Map() };
  const a = await ack<JoinRoomAnswer>(socket, 'joinRoom', { room, mode: 'live' }, 60_000);
  if (a.resultCode !== '0001') throw new Error(`join refused: ${a.resultCode}`);
  v.startSeq = a.lastSeq ?? 0;
  listen(v, room);
  return v;
}

/** `n` viewers, joined `batch` at a time */
export async function joinViewers(url: string, room: number, n: number, batch = 50): Promise<RejoinViewer[]> {
  const out: RejoinViewer[] = [];
  while (out.length < n) {
    const k = Math.min(batch, n - out.length);
    out.push(...(await Promise.all(Array.from({ length: k }, () => joinViewer(url, room)))));
  }
  return out;
}

/**
 * When the viewer's node goes away it connects to `url` (as a load balancer would send it) after
 * `delayMs()` (socket.io-client's first reconnection waits 0.5–1.5 s; 0 for at once) and rejoins with
 * the highest seq it has; resolves with the rejoin's answer. Dropped again later (a socket too slow
 * for the node), it rejoins again the same way and counts `drops`.
 */
export function moveOnDisconnect(
  v: RejoinViewer,
  url: string,
  room: number,
  delayMs: () => number = () => 0,
): Promise<void> {
  const rejoin = async (): Promise<void> => {
    await new Promise((r) => setTimeout(r, delayMs()));
    const s = await openSocket(url, undefined, CONNECT);
    v.socket = s;
    listen(v, room);
    const a = await ack<JoinRoomAnswer>(s, 'joinRoom', { room, mode: 'live', lastSeq: highest(v) }, 60_000);
    if (a.resultCode !== '0001') v.failed = a.resultCode;
    take(v, a.messages ?? []);
    s.once('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      v.drops = (v.drops ?? 0) + 1;
      void rejoin().catch((err: unknown) => (v.failed = String(err)));
    });
  };
  return new Promise((resolve) => {
    v.socket.once('disconnect', () => {
      v.lostAt = Date.now();
      rejoin().then(
        () => {
          v.caughtUpAt = Date.now();
          resolve();
        },
        (err: unknown) => {
          v.failed = String(err);
          resolve();
        },
      );
    });
  });
}

/** messages each viewer should have (`sent` after its start) and did not get, or got more than once */
export function tally(viewers: readonly RejoinViewer[], sent: readonly number[]) {
  let lost = 0;
  let doubled = 0;
  let drops = 0;
  for (const v of viewers) {
    drops += v.drops ?? 0;
    for (const q of sent) if (q > v.startSeq && !v.seen.has(q)) lost += 1;
    for (const n of v.seen.values()) doubled += n - 1;
  }
  return { lost, doubled, drops };
}

/** p50 / p99 (ms) of the viewers' disconnect → caught-up times */
export function rejoinTimes(viewers: readonly RejoinViewer[]) {
  const t = viewers
    .filter((v) => v.lostAt !== undefined && v.caughtUpAt !== undefined)
    .map((v) => v.caughtUpAt! - v.lostAt!)
    .sort((a, b) => a - b);
  const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))] ?? Number.NaN;
  return { count: t.length, p50: at(0.5), p99: at(0.99), max: t.at(-1) ?? Number.NaN };
}
