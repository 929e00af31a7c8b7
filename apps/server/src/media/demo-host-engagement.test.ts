import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { GAME_STATUS, type BroadcastCard, type GameView, type LiveCoupon } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../test/harness.js';

/** The demo host hands out a live coupon and opens a game through the console's services (issue 13 §6). */
let t: TestContext;
let url: string;
let live: BroadcastCard;
const open: Socket[] = [];

async function until<T>(what: string, fn: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await startTestApp({ DEMO_BROADCASTER: 'false' });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
}, 120_000);
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('demo scripted host: live coupon and game', () => {
  it('hands out a live coupon, then opens a game, seen by a viewer in the room and audited', async () => {
    const room = live.broadcastScheduleSysId;
    const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    open.push(s);
    await new Promise<void>((resolve, reject) => {
      s.on('connect', () => resolve());
      s.on('connect_error', reject);
    });
    const coupons: LiveCoupon[] = [];
    const games: GameView[] = [];
    s.on('liveCoupon', (c: LiveCoupon) => coupons.push(c));
    s.on('createGame', (g: GameView) => games.push(g));
    const joined = (await s.timeout(5000).emitWithAck('joinRoom', { room })) as { resultCode: string };
    expect(joined.resultCode).toBe('0001');

    await t.app.media!.start({ rtmpPort: 0, demo: false });
    await t.app.media!.startChatBot({
      paceMs: [5_000, 5_000],
      hostTiming: { firstAfterMs: 0, everyMs: 300, joinWindowMs: 60_000, pollMs: 100 },
    });
    const coupon = await until('liveCoupon', () => coupons[0]);
    expect(coupon.cap).toBe(100);
    const game = await until('createGame', () => games[0]);
    expect(game).toMatchObject({ status: GAME_STATUS.created, curJoinCnt: 0 });

    // the same records as the console's: the room's coupons, the host's game
    const listed = await t.request({ method: 'GET', url: `broadcasts/live-coupons/${room}` });
    expect(JSON.stringify(listed.json)).toContain(`"liveCouponSysId":${coupon.liveCouponSysId}`);
    const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
    const state = await t.request({ method: 'GET', url: `broadcasts/console/${room}/game`, token: seller });
    expect(state.json).toMatchObject({ game: { gameSysId: game.gameSysId, status: GAME_STATUS.created } });
    t.app.media!.demoHost?.stop();
  });
});
