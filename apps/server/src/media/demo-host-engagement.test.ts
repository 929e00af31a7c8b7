import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUS, type BroadcastCard, type GameView, type LiveCoupon } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { ack, socketClients, type SocketClients } from '../../test/sockets.js';
import { waitFor } from '../../test/wait-for.js';

/** The demo host hands out a live coupon and opens a game through the console's services (issue 13 §6). */
let t: TestContext;
let sockets: SocketClients;
let live: BroadcastCard;

beforeAll(async () => {
  t = await startTestApp({ DEMO_BROADCASTER: 'false' });
  sockets = await socketClients(t);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
}, 120_000);
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

describe('demo scripted host: live coupon and game', () => {
  it('hands out a live coupon, then opens a game, seen by a viewer in the room and audited', async () => {
    const room = live.broadcastScheduleSysId;
    const s = await sockets.connect();
    const coupons: LiveCoupon[] = [];
    const games: GameView[] = [];
    s.on('liveCoupon', (c: LiveCoupon) => coupons.push(c));
    s.on('createGame', (g: GameView) => games.push(g));
    const joined = await ack(s, 'joinRoom', { room });
    expect(joined.resultCode).toBe('0001');

    await t.app.media!.start({ rtmpPort: 0, demo: false });
    await t.app.media!.startChatBot({
      paceMs: [5_000, 5_000],
      hostTiming: { firstAfterMs: 0, everyMs: 300, joinWindowMs: 60_000, pollMs: 100 },
    });
    const coupon = await waitFor(() => coupons[0], { what: 'liveCoupon', timeoutMs: 30_000 });
    expect(coupon.cap).toBe(100);
    const game = await waitFor(() => games[0], { what: 'createGame', timeoutMs: 30_000 });
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
