import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUS, type BroadcastCard, type GameView, type LiveCoupon } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { ack, socketClients, type SocketClients } from '../../test/sockets.js';
import { waitFor } from '../../test/wait-for.js';
import { DEMO_GAME_PRIZE_BUDGET } from '../seed/live.js';

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
  it('starts a round as soon as a member joined its game, the prize held from the show’s budget (issue 32 item 11)', async () => {
    const room = live.broadcastScheduleSysId;
    const buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    const s = await sockets.connect(buyer);
    const events: string[] = [];
    let created: GameView | undefined;
    let selected: GameView | undefined;
    s.on('liveCoupon', () => events.push('coupon'));
    s.on('createGame', (g: GameView) => {
      events.push('createGame');
      created = g;
    });
    s.on('chooseGameSellover', (g: GameView) => {
      events.push('round');
      selected = g;
    });
    expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    await t.app.media!.start({ rtmpPort: 0, demo: false });
    // no join window: the member comes after the host first looked for players
    await t.app.media!.startChatBot({
      paceMs: [5_000, 5_000],
      hostTiming: { firstAfterMs: 0, everyMs: 2_000, joinWindowMs: 0, pollMs: 100 },
    });
    const game = await waitFor(() => created, { what: 'createGame', timeoutMs: 30_000 });
    const joined = await ack<{ resultCode: string }>(s, 'joinGame', { room, game: { gameSysId: game.gameSysId } });
    expect(joined.resultCode).toBe('0001');
    const round = await waitFor(() => selected, { what: 'chooseGameSellover', timeoutMs: 30_000 });
    expect(round).toMatchObject({ gameSysId: game.gameSysId, status: GAME_STATUS.hostSelected, round: 1 });
    // the round came while the game step held the turn: no coupon step in between
    expect(events).toEqual(['coupon', 'createGame', 'round']);
    // the demo data granted the show a budget; the running game holds its 1,000 points
    const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
    const state = await t.request({ method: 'GET', url: `broadcasts/console/${room}/game`, token: seller });
    expect(state.json.budget).toEqual({
      budgetPoints: DEMO_GAME_PRIZE_BUDGET,
      committedPoints: 1_000,
      remainingPoints: DEMO_GAME_PRIZE_BUDGET - 1_000,
    });
    t.app.media!.demoHost?.stop();
    // nobody chose: the round closes without a winner, the game ends and the next test starts afresh
    const ended = new Promise<void>((resolve) =>
      s.on('modGame', (g: GameView) => g.status === GAME_STATUS.ended && resolve()),
    );
    t.clock.advance(10_000);
    await waitFor(async () => {
      const r = await t.request({ method: 'GET', url: `broadcasts/console/${room}/game`, token: seller });
      return (r.json.game as GameView).status === GAME_STATUS.winner;
    });
    t.clock.advance(3_000);
    await ended;
    s.close();
  });

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
