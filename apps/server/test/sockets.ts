import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { BroadcastCard } from '@lc/contracts';
import { makeLiveBroadcast } from './broadcast-factories.js';
import type { TestContext } from './harness.js';
import { waitFor } from './wait-for.js';

/**
 * The socket side of the realtime tests (chat, game, live coupons, the live console, the demo host):
 * the app listening on loopback, real Socket.IO clients, acknowledged emits, waiting for an event or
 * a condition with a deadline (never a sleep), and a fresh on-air room.
 */
export interface Sockets {
  url: string;
  /** a websocket client, authenticated with `token` (a guest without) */
  connect(token?: string, opts?: SocketClientOptions): Promise<Socket>;
  /** an event with its acknowledgement (5 s at most) */
  emit<T = Record<string, unknown>>(s: Socket, event: string, payload: unknown): Promise<T>;
  /** the next `event` on `s` that satisfies `pred` (rejects after `ms`) */
  next<T = Record<string, unknown>>(s: Socket, event: string, pred?: (p: T) => boolean, ms?: number): Promise<T>;
  /** every `event` on `s` from now on */
  collect<T>(s: Socket, event: string): T[];
  /** closes every client opened here */
  closeAll(): void;
}

/** Starts the test app's HTTP server on a free loopback port and answers the socket helpers. */
export async function listenForSockets(t: TestContext): Promise<Sockets> {
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
  const open: Socket[] = [];
  return {
    url,
    async connect(token, opts = {}) {
      const s = await openSocket(url, token, opts);
      open.push(s);
      return s;
    },
    emit: <T>(s: Socket, event: string, payload: unknown) => ack<T>(s, event, payload),
    next: nextEvent,
    collect<T>(s: Socket, event: string) {
      const out: T[] = [];
      s.on(event, (p: T) => out.push(p));
      return out;
    },
    closeAll() {
      for (const s of open.splice(0)) s.close();
    },
  };
}

/** the options of a socket beyond the test defaults (websocket only, a new connection, no reconnection) */
export type SocketClientOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * A websocket client of the server at `url`, authenticated with `token` (a guest without), once it is
 * connected (rejects with the server's refusal, closed); the caller closes it.
 */
export function openSocket(url: string, token?: string, opts: SocketClientOptions = {}): Promise<Socket> {
  const s = ioClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token ? { token } : {},
    ...opts,
  });
  return new Promise<Socket>((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', (err) => {
      s.close();
      reject(err);
    });
  });
}

/**
 * Polls `cond` until it holds, failing with `what` after `ms` (for effects that arrive on their own
 * schedule, such as the hub's ticks; tests that can move the clock do that instead).
 */
export async function until(
  cond: () => boolean | Promise<boolean>,
  what: string,
  ms = 5000,
  everyMs = 20,
): Promise<void> {
  await waitFor(cond, { timeoutMs: ms, everyMs, what });
}

/** A fresh on-air room hosted by the demo sellover, with the first product of `live` (a demo live show). */
export async function liveRoom(t: TestContext, live: BroadcastCard, title = 'test live', hours = 3): Promise<number> {
  return makeLiveBroadcast(t, {
    brandSysId: live.brandSysId,
    prdtSysId: live.broadcastPrdts[0]!.prdtSysId,
    title,
    hours,
  });
}

/** The demo data's shows on the main page: the first live one (its brand and products seed `liveRoom`) and those to come. */
export async function demoShows(t: TestContext): Promise<{ live: BroadcastCard; ready: BroadcastCard[] }> {
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as {
    liveList: BroadcastCard[];
    readyList: BroadcastCard[];
  };
  return { live: main.liveList[0]!, ready: main.readyList };
}

/** The first live show of the demo data. */
export async function demoLive(t: TestContext): Promise<BroadcastCard> {
  return (await demoShows(t)).live;
}

/** The same clients under the name some tests use: the app listening, clients closed together. */
export type SocketClients = Pick<Sockets, 'url' | 'connect' | 'closeAll'>;
export const socketClients = (t: TestContext): Promise<SocketClients> => listenForSockets(t);

/** An event with an acknowledgement: the server's answer, or a failure after `timeoutMs`. */
export const ack = <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown, timeoutMs = 5_000) =>
  s.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;

/** The next `event` on the socket that `pred` accepts, or a failure after `timeoutMs` (a deadline, not a sleep). */
export function nextEvent<T = Record<string, unknown>>(
  s: Socket,
  event: string,
  pred: (payload: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onEvent = (payload: T) => {
      if (!pred(payload)) return;
      clearTimeout(timer);
      s.off(event, onEvent);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      s.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    s.on(event, onEvent);
  });
}
