import { eq } from 'drizzle-orm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { kstDate, kstTime, type BroadcastCard } from '@lc/contracts';
import { broadcastProducts, broadcastSchedules, broadcasts, users } from '../src/db/schema/index.js';
import type { TestContext } from './harness.js';

/**
 * The socket side of the realtime tests (chat, game, live coupons, the live console, the demo host):
 * the app listening on loopback, real Socket.IO clients, acknowledged emits, waiting for an event or
 * a condition with a deadline (never a sleep), and a fresh on-air room.
 */
export interface Sockets {
  url: string;
  /** a websocket client, authenticated with `token` (a guest without) */
  connect(token?: string): Promise<Socket>;
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
    async connect(token) {
      const s = ioClient(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: token ? { token } : {},
      });
      open.push(s);
      await new Promise<void>((resolve, reject) => {
        s.on('connect', () => resolve());
        s.on('connect_error', reject);
      });
      return s;
    },
    emit: <T>(s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<T>,
    next<T>(s: Socket, event: string, pred: (p: T) => boolean = () => true, ms = 5000) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), ms);
        const h = (p: T) => {
          if (!pred(p)) return;
          clearTimeout(timer);
          s.off(event, h);
          resolve(p);
        };
        s.on(event, h);
      });
    },
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
  const end = Date.now() + ms;
  for (;;) {
    if (await cond()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A fresh on-air room hosted by the demo sellover, with the first product of `live` (a demo live show). */
export async function liveRoom(t: TestContext, live: BroadcastCard, title = 'test live', hours = 3): Promise<number> {
  const db = t.database.db;
  const [host] = await db.select().from(users).where(eq(users.userId, 'seller@demo.kr'));
  const [b] = await db
    .insert(broadcasts)
    .values({ brandSysId: live.brandSysId, hostUserSysId: host!.userSysId, title })
    .returning();
  await db
    .insert(broadcastProducts)
    .values({ broadcastSysId: b!.broadcastSysId, prdtSysId: live.broadcastPrdts[0]!.prdtSysId });
  const start = new Date(t.clock.now - 600_000);
  const end = new Date(t.clock.now + hours * 3_600_000);
  const [s] = await db
    .insert(broadcastSchedules)
    .values({
      broadcastSysId: b!.broadcastSysId,
      startDate: kstDate(start),
      startTime: kstTime(start),
      endTime: kstTime(end),
      liveFlag: 1,
      liveStartDate: start,
    })
    .returning();
  return s!.broadcastScheduleSysId;
}

/** The first live show of the demo data (its brand and products seed `liveRoom`). */
export async function demoLive(t: TestContext): Promise<BroadcastCard> {
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  return main.liveList[0]!;
}
