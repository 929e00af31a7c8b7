import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { GAME_POLICY, GAME_STATUS, RC, beats, type GameChoice } from '@lc/contracts';
import { withTx, type Queryable } from '../../db/client.js';
import { adminAuditLog, couponPolicies, liveGames, userCoupons, users } from '../../db/schema/index.js';
import type { GameDeps } from './game.service.js';
import { announceResult } from './game.rooms.js';
import type { GameRow, createGameViews } from './game.view.js';

const DAY_MS = 86_400_000;
/** the audit trail's action for a game prize granted */
export const GAME_PRIZE_AUDIT_ACTION = 'game.prize';
const CHOICES: readonly GameChoice[] = [1, 2, 3];

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;

/**
 * The end of a round and of a game's display (live §4): each is one conditional UPDATE of the game
 * row, so it happens once whichever node's sweep gets there first; the prize is granted once, in the
 * same transaction as the decision.
 */
export function createGameClose(
  d: GameDeps,
  views: ReturnType<typeof createGameViews>,
  hooks: {
    /** this node's choices still on their way to the database for the game */
    inflight(gameSysId: number): Promise<unknown>[];
    /** the round closed: cached per-round figures are dropped */
    closed(gameSysId: number): void;
  },
) {
  const { db, now } = d;

  /** the prize, exactly once: the game row's prize_granted_at is set by one conditional UPDATE */
  async function grantOnce(tx: Queryable, g: GameRow, userSysId: number) {
    const [claimed] = await tx
      .update(liveGames)
      .set({ prizeGrantedAt: now() })
      .where(and(eq(liveGames.gameSysId, g.gameSysId), isNull(liveGames.prizeGrantedAt)))
      .returning({ id: liveGames.gameSysId });
    if (!claimed) return;
    if (g.prize.type === 'coupon') {
      const [p] = await tx
        .select()
        .from(couponPolicies)
        .where(eq(couponPolicies.couponPolicySysId, g.prize.couponPolicySysId));
      if (!p) return;
      const at = now();
      // one per policy and member: a winner who already holds it keeps the one they have
      await tx
        .insert(userCoupons)
        .values({
          couponPolicySysId: p.couponPolicySysId,
          userSysId,
          issuedAt: at,
          expiresAt: new Date(at.getTime() + p.validityDays * DAY_MS),
        })
        .onConflictDoNothing();
    } else await d.grantPoints(tx, userSysId, g.prize.points, `live game ${g.gameSysId}`);
    await auditWin(tx, g, userSysId);
  }

  /**
   * Every prize granted is written to the back-office's audit trail (issue 25 N3), in the same
   * transaction: the host who put it up as the actor, the winner as the target.
   */
  async function auditWin(tx: Queryable, g: GameRow, userSysId: number) {
    await tx.insert(adminAuditLog).values({
      actorUserSysId: g.createdBy,
      actorRole: 'host',
      action: GAME_PRIZE_AUDIT_ACTION,
      method: 'GAME',
      path: `broadcasts/console/${g.room}/game/${g.gameSysId}`,
      targetType: 'member',
      targetId: String(userSysId),
      before: null,
      after: { gameSysId: g.gameSysId, room: g.room, prize: g.prize, prizeName: g.prizeName },
      resultCode: RC.OK,
      ip: '',
      createdAt: now(),
    });
  }

  /**
   * Who goes on, in one statement: the choices beating the host's win, every other player still in
   * is out (a wrong or missing choice, live §4). Answers how many go on and the first two of them
   * by the time their choice arrived (the tie rule: the first to choose wins).
   * The players who are out are a set difference (EXCEPT, hashed) joined back by primary key: written
   * as `not exists (…)`, a round's freshly inserted rows (no statistics yet) made PostgreSQL pick a
   * nested-loop anti join that scanned the round's choices once per player — 3.4 s for 5,000
   * players in bench/game; this form takes ~0.2 s whatever the estimates.
   */
  async function decideRound(tx: Queryable, g: GameRow, goesOn: GameChoice) {
    const res = await tx.execute(sql`
      with w as (
        update live_game_choices set won = 1
        where game_sys_id = ${g.gameSysId} and round = ${g.round} and choice = ${goesOn}
        returning user_sys_id, at),
      o as (
        update live_game_players p set out_round = ${g.round}
        from (select user_sys_id from live_game_players where game_sys_id = ${g.gameSysId} and out_round = 0
              except
              select user_sys_id from live_game_choices
              where game_sys_id = ${g.gameSysId} and round = ${g.round} and choice = ${goesOn}) l
        where p.game_sys_id = ${g.gameSysId} and p.user_sys_id = l.user_sys_id
        returning 1)
      select (select count(*) from w)::int as survivors, (select count(*) from o)::int as outs,
        (select coalesce(json_agg(f), '[]'::json) from (
          select w.user_sys_id, p.nick_name from w
          join live_game_players p on p.game_sys_id = ${g.gameSysId} and p.user_sys_id = w.user_sys_id
          order by w.at, w.user_sys_id limit 1) f) as first`);
    const [r] = rowsOf(res);
    const first = (typeof r?.first === 'string' ? JSON.parse(r.first) : r?.first) as
      { user_sys_id: number; nick_name: string }[] | undefined;
    return { survivors: Number(r?.survivors ?? 0), first: first?.[0] };
  }

  /** closes the round of the game if its deadline passed: who goes on, the winner, the prize */
  async function closeRound(gameSysId: number): Promise<void> {
    const pending = hooks.inflight(gameSysId);
    if (pending.length) await Promise.allSettled(pending);
    const at = now();
    // read before the transaction (on PGlite a query outside an open transaction would wait for it)
    const [pre] = await db
      .select({ nickName: users.nickName, userId: users.userId })
      .from(liveGames)
      .leftJoin(users, eq(users.userSysId, liveGames.createdBy))
      .where(eq(liveGames.gameSysId, gameSysId));
    if (!pre) return;
    const sellerName = pre.nickName ?? pre.userId ?? 'seller';
    const out = await withTx(db, async (tx) => {
      const [g] = await tx
        .update(liveGames)
        .set({ status: GAME_STATUS.result, phaseEndsAt: null })
        .where(
          and(
            eq(liveGames.gameSysId, gameSysId),
            eq(liveGames.status, GAME_STATUS.hostSelected),
            lte(liveGames.phaseEndsAt, at),
          ),
        )
        .returning();
      if (!g) return null;
      const host = g.hostChoice as GameChoice;
      const goesOn = CHOICES.find((c) => beats(c, host))!;
      const { survivors, first } = await decideRound(tx, g, goesOn);
      if (survivors > 1 && g.round < g.lastRound) return { g, survivors, winner: undefined };
      // the tie rule: several left after the last round → the first of them to choose wins
      const [decided] = await tx
        .update(liveGames)
        .set({
          status: GAME_STATUS.winner,
          winnerUserSysId: first?.user_sys_id ?? null,
          winnerNick: first ? first.nick_name : sellerName,
          phaseEndsAt: new Date(at.getTime() + (first ? GAME_POLICY.winnerShowMs : GAME_POLICY.gameOverShowMs)),
        })
        .where(eq(liveGames.gameSysId, gameSysId))
        .returning();
      if (first) await grantOnce(tx, decided!, first.user_sys_id);
      return { g: decided!, survivors, winner: first ? { userSysId: first.user_sys_id, choice: goesOn } : undefined };
    });
    if (!out) return;
    hooks.closed(gameSysId);
    const general = await views.view(db, out.g, undefined, out.survivors);
    const sockets = d.sockets();
    if (sockets) announceResult(sockets, general, out.g.hostChoice as GameChoice, out.winner);
  }

  async function endDisplay(gameSysId: number) {
    const [g] = await db
      .update(liveGames)
      .set({ status: GAME_STATUS.ended, phaseEndsAt: null })
      .where(
        and(
          eq(liveGames.gameSysId, gameSysId),
          eq(liveGames.status, GAME_STATUS.winner),
          lte(liveGames.phaseEndsAt, now()),
        ),
      )
      .returning();
    if (g) d.toRoom(g.room, 'modGame', await views.view(db, g));
  }

  return { closeRound, endDisplay };
}
