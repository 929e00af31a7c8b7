import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { GAME_PRIZE_POLICY, type AdminGameWinningsResponse, type BroadcastCard, type GameView } from '@lc/contracts';
import { pointBalances } from '../../db/schema/index.js';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { demoLive, listenForSockets, liveRoom, nextEvent, type Sockets } from '../../../test/sockets.js';

/**
 * The game's prizes (issue 25 N3): points come only from the budget an operator gave the show; a
 * prize that does not fit is refused at the start; every win is audited; a member who keeps winning
 * one host's games is flagged in the back-office.
 */
let t: TestContext;
let live: BroadcastCard;
let sockets: Sockets;
let tok: Record<string, string>;
const ids: Record<string, number> = {};
const PLAYERS = ['w1@prize.kr', 'w2@prize.kr'] as const;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url, token: tok[who]!, ...(body === undefined ? {} : { body }) });
const setBudget = (room: number, points: number, who = 'admin@demo.kr') =>
  call(who, 'PUT', `admin/game-prizes/budgets/${room}`, { points });
const consoleState = async (room: number) =>
  (await call('seller@demo.kr', 'GET', `broadcasts/console/${room}/game`)).json as {
    game: GameView | null;
    budget: { budgetPoints: number; committedPoints: number; remainingPoints: number };
  };
const createGame = (room: number, points: number) =>
  call('seller@demo.kr', 'POST', `broadcasts/console/${room}/game`, {
    limitJoinCnt: 10,
    lastRound: 1,
    prize: { type: 'points', points },
  });
async function balance(userId: string): Promise<number> {
  const [b] = await t.database.db.select().from(pointBalances).where(eq(pointBalances.userSysId, ids[userId]!));
  return b?.balance ?? 0;
}

/** a player's socket in the room */
async function player(userId: string, room: number): Promise<Socket> {
  const s = await sockets.connect(tok[userId]);
  expect((await sockets.emit(s, 'joinRoom', { room })).resultCode).toBe('0001');
  return s;
}

/**
 * One game of `points` in `room`: `winner` joins and beats the host's rock with paper (`loser`, if
 * any, joins and chooses nothing); the round closes on the server's clock and the game ends.
 */
async function play(room: number, points: number, winner: Socket | null, loser?: Socket) {
  const g = await createGame(room, points);
  expect(g.json.resultCode).toBe('0001');
  const id = g.json.gameSysId as number;
  for (const s of [winner, loser]) if (s) await sockets.emit(s, 'joinGame', { room, game: { gameSysId: id } });
  const watcher = winner ?? loser!;
  expect(
    (await call('seller@demo.kr', 'POST', `broadcasts/console/${room}/game/${id}/round`, { choose: 2 })).json,
  ).toMatchObject({ status: 3 });
  if (winner) await sockets.emit(winner, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } });
  const decided = nextEvent<GameView>(watcher, 'resultGame', (v) => v.status === 4);
  t.clock.advance(10_000);
  await decided;
  const ended = nextEvent<GameView>(watcher, 'modGame', (v) => v.status === 5);
  t.clock.advance(6_000);
  await ended;
}

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  live = await demoLive(t);
  for (const [i, u] of PLAYERS.entries())
    ids[u] = (await makeMember(t.database.db, { userId: u, nickName: `상금${i + 1}` })).id;
  const who = ['seller@demo.kr', 'admin@demo.kr', 'buyer@demo.kr', ...PLAYERS] as const;
  const tokens = await accessTokens(t, ...who);
  tok = Object.fromEntries(who.map((u, i) => [u, tokens[i]!]));
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('game prizes from the operator’s budget (issue 25 N3)', () => {
  it('a prize above what remains of the show’s budget is refused at the start and no points move', async () => {
    const room = await liveRoom(t, live, 'prize refused', 5);
    // no budget granted: any points prize is refused with a message the console shows
    const none = await createGame(room, 500);
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({ resultCode: '5120', remainingPoints: 0 });
    expect(String(none.json.message)).toContain('상금 예산');
    expect(await consoleState(room)).toMatchObject({
      game: null,
      budget: { budgetPoints: 0, committedPoints: 0, remainingPoints: 0 },
    });

    // only an operator grants budgets (a money setting): not the host, not a shopper
    expect((await setBudget(room, 1_000_000, 'seller@demo.kr')).json.resultCode).not.toBe('0001');
    expect((await setBudget(room, 1_000_000, 'buyer@demo.kr')).json.resultCode).not.toBe('0001');
    const granted = await setBudget(room, 1_500);
    expect(granted.json).toMatchObject({ broadcastScheduleSysId: room, budgetPoints: 1_500, remainingPoints: 1_500 });

    // the observed attack: 1,000,000 points per winner
    const big = await createGame(room, 1_000_000);
    expect(big.json).toMatchObject({ resultCode: '5120', remainingPoints: 1_500, budgetPoints: 1_500 });
    const w = await player(PLAYERS[0], room);
    expect((await sockets.emit(w, 'modGame', { room })).game).toBeUndefined();
    expect(await balance(PLAYERS[0])).toBe(0);
    w.close();
  });

  it('within the budget the winner gets the points, the budget shrinks, the win is audited; a game without winner gives its prize back', async () => {
    const room = await liveRoom(t, live, 'prize won', 5);
    await setBudget(room, 1_500);
    const w = await player(PLAYERS[0], room);
    const before = await balance(PLAYERS[0]);

    // a running game holds its prize: the budget cannot be set below it
    const g = await createGame(room, 1_000);
    expect((await consoleState(room)).budget).toEqual({
      budgetPoints: 1_500,
      committedPoints: 1_000,
      remainingPoints: 500,
    });
    expect((await setBudget(room, 900)).json).toMatchObject({ resultCode: '5121', committedPoints: 1_000 });
    const id = g.json.gameSysId as number;
    await sockets.emit(w, 'joinGame', { room, game: { gameSysId: id } });
    await call('seller@demo.kr', 'POST', `broadcasts/console/${room}/game/${id}/round`, { choose: 2 });
    await sockets.emit(w, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } });
    const won = nextEvent<GameView>(w, 'resultGame', (v) => v.status === 4);
    t.clock.advance(10_000);
    expect((await won).me).toMatchObject({ isWinner: true });
    const ended = nextEvent<GameView>(w, 'modGame', (v) => v.status === 5);
    t.clock.advance(6_000);
    await ended;
    expect(await balance(PLAYERS[0])).toBe(before + 1_000);
    expect((await consoleState(room)).budget).toEqual({
      budgetPoints: 1_500,
      committedPoints: 1_000,
      remainingPoints: 500,
    });
    // what is left is not enough for another 1,000
    expect((await createGame(room, 1_000)).json.resultCode).toBe('5120');

    // the win in the audit trail: the host as actor, the winner as target, the prize
    const audit = await call('admin@demo.kr', 'GET', `admin/audit?action=game.prize&targetId=${ids[PLAYERS[0]]}`);
    const rows = audit.json.rows as { actorRole: string; targetType: string; after: Record<string, unknown> }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorRole: 'host',
      targetType: 'member',
      after: { gameSysId: id, room, prize: { type: 'points', points: 1_000 } },
    });

    // the operator's list shows the same figures
    const list = await call('admin@demo.kr', 'GET', `admin/game-prizes/budgets?from=2000-01-01&to=2100-01-01`);
    expect(list.json.rows).toContainEqual(
      expect.objectContaining({ broadcastScheduleSysId: room, budgetPoints: 1_500, committedPoints: 1_000 }),
    );

    // nobody wins the next game: its 500 points come back
    await play(room, 500, null, w);
    expect((await consoleState(room)).budget.remainingPoints).toBe(500);
    w.close();
  });

  it('a member winning the same host’s games again and again is flagged in the back-office', async () => {
    const room = await liveRoom(t, live, 'prize repeated', 5);
    await setBudget(room, 100_000);
    const [a, b] = [await player(PLAYERS[0], room), await player(PLAYERS[1], room)];
    // a (won once already in this host's other show) wins once more; b wins three games in a row
    await play(room, 100, a!, b!);
    for (let i = 0; i < GAME_PRIZE_POLICY.repeatWinnerCount; i++) await play(room, 100, b!, a!);

    const all = (await call('admin@demo.kr', 'GET', 'admin/game-prizes/winnings')).json as AdminGameWinningsResponse & {
      resultCode: string;
    };
    expect(all.repeatWinnerCount).toBe(GAME_PRIZE_POLICY.repeatWinnerCount);
    const mine = all.rows.filter((r) => r.broadcastScheduleSysId === room);
    expect(mine.map((r) => [r.winnerUserId, r.winsWithHost, r.flagged])).toEqual([
      [PLAYERS[1], 3, true],
      [PLAYERS[1], 2, false],
      [PLAYERS[1], 1, false],
      [PLAYERS[0], 2, false],
    ]);
    const flagged = (await call('admin@demo.kr', 'GET', 'admin/game-prizes/winnings?flagged=true')).json
      .rows as AdminGameWinningsResponse['rows'];
    expect(flagged.filter((r) => r.broadcastScheduleSysId === room).map((r) => r.winnerUserSysId)).toEqual([
      ids[PLAYERS[1]],
    ]);
    a!.close();
    b!.close();
  });
});
