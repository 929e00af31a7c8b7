import { and, eq, sql } from 'drizzle-orm';
import { GAME_STATUS, type GameChoice, type GameMatch, type GameView } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import type { liveGames } from '../../db/schema/index.js';
import { liveGameChoices, liveGamePlayers } from '../../db/schema/index.js';

export type GameRow = typeof liveGames.$inferSelect;
export type Me = NonNullable<GameView['me']>;
type PlayerRow = Pick<typeof liveGamePlayers.$inferSelect, 'outRound'>;
type ChoiceRow = Pick<typeof liveGameChoices.$inferSelect, 'choice' | 'won'>;

/** How a player and everyone else see a game (GameView, live §3): built from the game row. */
export function createGameViews(now: () => Date) {
  const secondsLeft = (g: GameRow) =>
    g.status === GAME_STATUS.hostSelected && g.phaseEndsAt
      ? Math.max(0, Math.ceil((g.phaseEndsAt.getTime() - now().getTime()) / 1000))
      : 0;

  async function aliveCount(q: Queryable, gameSysId: number): Promise<number> {
    const [alive] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameSysId, gameSysId), eq(liveGamePlayers.outRound, 0)));
    return alive?.n ?? 0;
  }

  /**
   * The room-wide view; `aliveCnt` when the caller knows it (no query; while the game takes joins,
   * status 0, everyone who joined is in), `userSysId` adds the player's own state.
   */
  async function view(q: Queryable, g: GameRow, userSysId?: number, aliveCnt?: number): Promise<GameView> {
    const known = aliveCnt ?? (g.status === GAME_STATUS.created ? g.curJoinCnt : undefined);
    const alive = known ?? (await aliveCount(q, g.gameSysId));
    const closed = g.status === GAME_STATUS.result || g.status === GAME_STATUS.winner || g.status === GAME_STATUS.ended;
    const v: GameView = {
      room: g.room,
      gameSysId: g.gameSysId,
      status: g.status as GameView['status'],
      round: g.round,
      lastRound: g.lastRound,
      isFinals: g.round === g.lastRound,
      curJoinCnt: g.curJoinCnt,
      limitJoinCnt: g.limitJoinCnt,
      aliveCnt: alive,
      countSync: secondsLeft(g),
      mcSelected: closed && g.round > 0 ? ((g.hostChoice ?? null) as GameChoice | null) : null,
      prizeName: g.prizeName,
      winnerNick: g.winnerNick,
      finished: g.status === GAME_STATUS.winner || g.status === GAME_STATUS.ended,
    };
    if (userSysId !== undefined) v.me = await meOf(q, g, userSysId);
    return v;
  }

  async function meOf(q: Queryable, g: GameRow, userSysId: number): Promise<Me> {
    const [p] = await q
      .select()
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameSysId, g.gameSysId), eq(liveGamePlayers.userSysId, userSysId)));
    const [c] = g.round
      ? await q
          .select()
          .from(liveGameChoices)
          .where(
            and(
              eq(liveGameChoices.gameSysId, g.gameSysId),
              eq(liveGameChoices.round, g.round),
              eq(liveGameChoices.userSysId, userSysId),
            ),
          )
      : [];
    return meFrom(g, userSysId, p, c);
  }

  return { view, meOf, aliveCount };
}

/** A player's own state from its player row and this round's choice (undefined: none). */
export function meFrom(g: GameRow, userSysId: number, p: PlayerRow | undefined, c: ChoiceRow | undefined): Me {
  const roundClosed = g.status !== GAME_STATUS.hostSelected && g.round > 0;
  const resMatch: GameMatch | null =
    !p || !roundClosed || (p.outRound > 0 && p.outRound < g.round) ? null : c?.won === 1 ? 'win' : 'lose';
  return {
    joined: !!p,
    alive: !!p && p.outRound === 0,
    userSended: !!c,
    choose: (c?.choice ?? null) as GameChoice | null,
    resMatch,
    gameOverVisible: !!p && p.outRound > 0,
    isWinner: g.winnerUserSysId === userSysId,
  };
}
