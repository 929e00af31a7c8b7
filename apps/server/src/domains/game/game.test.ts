import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import type { BroadcastCard, GameView } from '@lc/contracts';
import { couponPolicies, pointBalances, userCoupons } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { listenForSockets, liveRoom as sharedLiveRoom, type Sockets } from '../../../test/sockets.js';

/** The game (issue 13 item 3) with several real socket clients: every status, late join, reconnect, deadline, rights. */
let t: TestContext;
let live: BroadcastCard;
let policy: number;
let sockets: Sockets;
const tok: Record<string, { token: string; id: number }> = {};

async function member(userId: string) {
  const r = await login(t, userId);
  tok[userId] = { token: r.json.accessToken as string, id: r.json.authSysId as number };
}
const connect = (who?: string) => sockets.connect(who ? tok[who]!.token : undefined);
const emit = <T = Record<string, unknown>>(s: Socket, ev: string, p: unknown) => sockets.emit<T>(s, ev, p);
const next = (s: Socket, ev: string, pred: (v: GameView) => boolean = () => true) =>
  sockets.next<GameView>(s, ev, pred);
const consoleCall = (who: string, path: string, body: unknown) =>
  t.request({ method: 'POST', url: `broadcasts/console/${path}`, token: tok[who]!.token, body });

/** a fresh live room whose show the operator gave a game prize budget (issue 25 N3) */
async function liveRoom(budget = 10_000) {
  const room = await sharedLiveRoom(t, live, 'game live', 5);
  const put = await t.request({
    method: 'PUT',
    url: `admin/game-prizes/budgets/${room}`,
    token: tok['admin@demo.kr']!.token,
    body: { points: budget },
  });
  expect(put.json.resultCode).toBe('0001');
  return room;
}

/** players p1..pN in the room, each with its own socket */
async function players(room: number, n: number): Promise<Socket[]> {
  const out: Socket[] = [];
  for (let i = 1; i <= n; i++) {
    const s = await connect(`p${i}@game.kr`);
    expect((await emit(s, 'joinRoom', { room })).resultCode).toBe('0001');
    out.push(s);
  }
  return out;
}

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
  for (let i = 1; i <= 5; i++) await makeMember(t.database.db, { userId: `p${i}@game.kr`, nickName: `플레이어${i}` });
  for (const u of ['seller@demo.kr', 'buyer@demo.kr', 'admin@demo.kr', ...[1, 2, 3, 4, 5].map((i) => `p${i}@game.kr`)])
    await member(u);
  const [p] = await t.database.db
    .insert(couponPolicies)
    .values({
      kind: 'live',
      name: '게임 상품 5,000원',
      discountTypeCode: 'amount',
      discountAmount: 5000,
      validityDays: 7,
    })
    .returning();
  policy = p!.couponPolicySysId;
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('game', () => {
  it('0 created → joins (full: 4001) → 3 host selected → choices → 1/4 winner with the prize once → 5 ended', async () => {
    const room = await liveRoom();
    const guest = await connect();
    await emit(guest, 'joinRoom', { room });
    const [p1, p2, p3, p4] = await players(room, 4);
    const created = next(guest, 'createGame');
    const g = await consoleCall('seller@demo.kr', `${room}/game`, {
      limitJoinCnt: 3,
      lastRound: 3,
      prize: { type: 'coupon', couponPolicySysId: policy },
    });
    expect(g.status).toBe(200);
    const id = g.json.gameSysId as number;
    expect(await created).toMatchObject({
      gameSysId: id,
      status: 0,
      curJoinCnt: 0,
      limitJoinCnt: 3,
      prizeName: '게임 상품 5,000원',
    });
    // a second game while this one runs is refused
    expect((await consoleCall('seller@demo.kr', `${room}/game`, g.json)).json.resultCode).not.toBe('0001');

    expect((await emit(guest, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('4001');
    const joinSeen = next(guest, 'joinGame', (v) => v.curJoinCnt === 3);
    for (const s of [p1!, p2!, p3!])
      expect((await emit(s, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('0001');
    expect((await joinSeen).curJoinCnt).toBe(3);
    expect((await emit(p4!, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('4001');
    // a repeat join is harmless
    expect((await emit(p1!, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('0001');

    const selected = next(guest, 'chooseGameSellover');
    const round = await consoleCall('seller@demo.kr', `${room}/game/${id}/round`, { choose: 2 });
    expect(round.json).toMatchObject({ status: 3, round: 1, countSync: 10, mcSelected: null });
    expect(await selected).toMatchObject({ status: 3, round: 1, mcSelected: null, isFinals: false });
    // p1 beats rock with paper; p2 ties (rock: out, the tie rule); p3 does not choose; p4 is not a player
    // live §7: the counted choice also comes back as the `chooseGameUser` event (issue 32)
    const chosen = next(p1!, 'chooseGameUser');
    expect((await emit(p1!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } })).resultCode).toBe('0001');
    expect(await chosen).toMatchObject({ gameSysId: id, status: 3, round: 1, me: { userSended: true, choose: 3 } });
    expect((await emit(p1!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 1 } })).resultCode).toBe('4002');
    expect((await emit(p2!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 2 } })).resultCode).toBe('0001');
    expect((await emit(p4!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } })).resultCode).toBe('4002');

    const general = next(guest, 'resultGame');
    const mine1 = next(p1!, 'resultGame', (v) => !!v.me);
    const mine2 = next(p2!, 'resultGame', (v) => !!v.me);
    const mine3 = next(p3!, 'resultGame', (v) => !!v.me);
    t.clock.advance(10_000);
    const r = await general;
    expect(r).toMatchObject({ status: 4, mcSelected: 2, winnerNick: '플레이어1', finished: true, aliveCnt: 1 });
    expect(r.me).toBeUndefined();
    expect((await mine1).me).toMatchObject({ resMatch: 'win', isWinner: true, alive: true, choose: 3 });
    expect((await mine2).me).toMatchObject({ resMatch: 'lose', gameOverVisible: true, alive: false });
    expect((await mine3).me).toMatchObject({ resMatch: 'lose', userSended: false, gameOverVisible: true });
    const won = await t.database.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.couponPolicySysId, policy), eq(userCoupons.userSysId, tok['p1@game.kr']!.id)));
    expect(won).toHaveLength(1);

    const ended = next(guest, 'modGame', (v) => v.status === 5);
    t.clock.advance(6_000);
    expect(await ended).toMatchObject({ status: 5, winnerNick: '플레이어1' });
    await t.app.fastify.inject({ method: 'GET', url: '/api/v1/health' });
    // granted once: the sweep ran many times since
    expect(
      await t.database.db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.couponPolicySysId, policy), eq(userCoupons.userSysId, tok['p1@game.kr']!.id))),
    ).toHaveLength(1);
  });

  it('a choice after the deadline does not count; late joiners and reconnects get the state with modGame; rights', async () => {
    const room = await liveRoom();
    const [p1, p2] = await players(room, 2);
    expect(
      (
        await consoleCall('buyer@demo.kr', `${room}/game`, {
          limitJoinCnt: 5,
          lastRound: 2,
          prize: { type: 'points', points: 500 },
        })
      ).json.resultCode,
    ).toBe('5101');
    const g = await consoleCall('seller@demo.kr', `${room}/game`, {
      limitJoinCnt: 5,
      lastRound: 2,
      prize: { type: 'points', points: 500 },
    });
    const id = g.json.gameSysId as number;
    for (const s of [p1!, p2!]) await emit(s, 'joinGame', { room, game: { gameSysId: id } });
    await consoleCall('seller@demo.kr', `${room}/game/${id}/round`, { choose: 1 });
    expect((await emit(p1!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 2 } })).resultCode).toBe('0001');

    // p1 reconnects mid-round: the state says it already sent its choice
    p1!.close();
    const again = await connect('p1@game.kr');
    await emit(again, 'joinRoom', { room });
    const m = await emit<{ game: GameView }>(again, 'modGame', { room });
    expect(m.game).toMatchObject({
      status: 3,
      round: 1,
      me: { joined: true, alive: true, userSended: true, choose: 2 },
    });
    expect(m.game.countSync).toBeGreaterThan(0);
    // a late viewer (not a player) sees the round without joining it; a join now fails
    const late = await connect('p3@game.kr');
    await emit(late, 'joinRoom', { room });
    expect((await emit<{ game: GameView }>(late, 'modGame', { room })).game.me).toMatchObject({ joined: false });
    expect((await emit(late, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('4001');

    // the deadline passes on the server's clock: p2's choice no longer counts
    t.clock.advance(10_001);
    expect((await emit(p2!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 2 } })).resultCode).toBe('4002');
    const result = await next(again, 'resultGame', (v) => !!v.me);
    // rock beats scissors: p1 alone goes on and wins the 500 points
    expect(result).toMatchObject({ status: 4, winnerNick: '플레이어1', me: { isWinner: true } });
    const [bal] = await t.database.db
      .select()
      .from(pointBalances)
      .where(eq(pointBalances.userSysId, tok['p1@game.kr']!.id));
    expect(bal!.balance).toBe(500);
  });

  it('nobody wins: the seller is shown 3 s (game over), then the game ends; last-round ties go to the first chooser', async () => {
    const room = await liveRoom();
    const [p1, p2] = await players(room, 2);
    const g = await consoleCall('seller@demo.kr', `${room}/game`, {
      limitJoinCnt: 5,
      lastRound: 1,
      prize: { type: 'points', points: 100 },
    });
    const id = g.json.gameSysId as number;
    for (const s of [p1!, p2!]) await emit(s, 'joinGame', { room, game: { gameSysId: id } });
    await consoleCall('seller@demo.kr', `${room}/game/${id}/round`, { choose: 3 });
    await emit(p1!, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } });
    // a player hears the round's result once, with its own outcome in it
    const over = next(p1!, 'resultGame');
    t.clock.advance(10_000);
    expect(await over).toMatchObject({
      status: 4,
      winnerNick: '데모셀러',
      aliveCnt: 0,
      isFinals: true,
      me: { resMatch: 'lose', choose: 3, gameOverVisible: true },
    });
    const ended = next(p1!, 'modGame', (v) => v.status === 5);
    t.clock.advance(3_000);
    await ended;

    // last round, both beat the host: the first to choose wins
    const g2 = await consoleCall('seller@demo.kr', `${room}/game`, {
      limitJoinCnt: 5,
      lastRound: 1,
      prize: { type: 'points', points: 100 },
    });
    const id2 = g2.json.gameSysId as number;
    for (const s of [p1!, p2!]) await emit(s, 'joinGame', { room, game: { gameSysId: id2 } });
    await consoleCall('seller@demo.kr', `${room}/game/${id2}/round`, { choose: 1 });
    await emit(p2!, 'chooseGameUser', { room, game: { gameSysId: id2, choose: 2 } });
    t.clock.advance(1_000);
    await emit(p1!, 'chooseGameUser', { room, game: { gameSysId: id2, choose: 2 } });
    const decided = next(p1!, 'resultGame');
    t.clock.advance(10_000);
    expect(await decided).toMatchObject({
      status: 4,
      winnerNick: '플레이어2',
      aliveCnt: 2,
      me: { resMatch: 'win', alive: true, isWinner: false },
    });
  });
});
