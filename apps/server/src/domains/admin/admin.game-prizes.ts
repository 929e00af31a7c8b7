import type { z } from 'zod';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  GAME_PRIZE_POLICY,
  RC,
  adminGamePrizeBudgetListQuery,
  adminGamePrizeBudgetListResponse,
  adminGamePrizeBudgetParams,
  adminGamePrizeBudgetRequest,
  adminGameWinningsQuery,
  adminGameWinningsResponse,
  putAdminGamePrizeBudgetResponse,
  type AdminGamePrizeBudgetRow,
  type AdminGameWinningRow,
} from '@lc/contracts';
import { withTx, type Db } from '../../db/client.js';
import { broadcastSchedules, broadcasts, gamePrizeBudgets, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext, Router } from '../../http/route.js';
import { budgetOf, committedPoints } from '../game/game.budget.js';

const DAY_MS = 86_400_000;
type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const isoOf = (v: unknown) => new Date(v as string | Date).toISOString();

/**
 * The game prizes in the back-office (issue 25 N3): the operator sets each show's prize budget (the
 * only source of the points a host can put up) and reads who won which host's games, a member winning
 * GAME_PRIZE_POLICY.repeatWinnerCount games of one host within repeatWinnerDays being flagged.
 */
export function createAdminGamePrizes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  const showColumns = {
    broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
    title: broadcasts.title,
    hostNick: users.nickName,
    startDate: broadcastSchedules.startDate,
    startTime: broadcastSchedules.startTime,
    endTime: broadcastSchedules.endTime,
    points: gamePrizeBudgets.points,
    updatedAt: gamePrizeBudgets.updatedAt,
  };
  const shows = () =>
    db
      .select(showColumns)
      .from(broadcastSchedules)
      .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
      .leftJoin(users, eq(users.userSysId, broadcasts.hostUserSysId))
      .leftJoin(gamePrizeBudgets, eq(gamePrizeBudgets.room, broadcastSchedules.broadcastScheduleSysId));
  type ShowRow = Awaited<ReturnType<ReturnType<typeof shows>['execute']>>[number];

  const toRow = (s: ShowRow, committed: number): AdminGamePrizeBudgetRow => {
    const budgetPoints = s.points ?? 0;
    return {
      broadcastScheduleSysId: s.broadcastScheduleSysId,
      title: s.title,
      hostNick: s.hostNick ?? null,
      startDate: s.startDate,
      startTime: s.startTime,
      endTime: s.endTime,
      budgetPoints,
      committedPoints: committed,
      remainingPoints: Math.max(0, budgetPoints - committed),
      updatedAt: s.updatedAt ? s.updatedAt.toISOString() : null,
    };
  };

  return {
    async budgets(
      q: z.infer<typeof adminGamePrizeBudgetListQuery>,
    ): Promise<z.infer<typeof adminGamePrizeBudgetListResponse>> {
      const rows = await shows()
        .where(and(gte(broadcastSchedules.startDate, q.from), lte(broadcastSchedules.startDate, q.to)))
        .orderBy(
          asc(broadcastSchedules.startDate),
          asc(broadcastSchedules.startTime),
          asc(broadcastSchedules.broadcastScheduleSysId),
        )
        .limit(500);
      const committed = await committedPoints(
        db,
        rows.map((r) => r.broadcastScheduleSysId),
      );
      return { rows: rows.map((r) => toRow(r, committed.get(r.broadcastScheduleSysId) ?? 0)) };
    },

    /** sets the show's budget; never below what its games already committed (5121) */
    async setBudget(room: number, points: number, admin: AdminContext): Promise<AdminGamePrizeBudgetRow> {
      const [show] = await shows().where(eq(broadcastSchedules.broadcastScheduleSysId, room));
      if (!show) throw new AppError(RC.BROADCAST_NOT_FOUND);
      const before = await withTx(db, async (tx) => {
        const b = await budgetOf(tx, room, true);
        if (points < b.committedPoints)
          throw new AppError(RC.GAME_PRIZE_BUDGET_BELOW_COMMITTED, { extra: { committedPoints: b.committedPoints } });
        const at = now();
        await tx
          .insert(gamePrizeBudgets)
          .values({ room, points, updatedBy: admin.userSysId, updatedAt: at })
          .onConflictDoUpdate({
            target: gamePrizeBudgets.room,
            set: { points, updatedBy: admin.userSysId, updatedAt: at },
          });
        return b;
      });
      admin.audit.targetType = 'broadcastSchedule';
      admin.audit.before = { budgetPoints: before.budgetPoints };
      admin.audit.after = { budgetPoints: points, committedPoints: before.committedPoints };
      const [after] = await shows().where(eq(broadcastSchedules.broadcastScheduleSysId, room));
      return toRow(after!, before.committedPoints);
    },

    async winnings(q: z.infer<typeof adminGameWinningsQuery>): Promise<z.infer<typeof adminGameWinningsResponse>> {
      const { repeatWinnerCount, repeatWinnerDays } = GAME_PRIZE_POLICY;
      const since = new Date(now().getTime() - q.days * DAY_MS);
      const res = await db.execute(sql`
        select * from (
          select g.game_sys_id, g.room, b.title, g.created_by, h.nick_name as host_nick,
            g.winner_user_sys_id, w.user_id as winner_user_id, coalesce(w.nick_name, g.winner_nick) as winner_nick,
            g.prize, g.prize_name, g.prize_granted_at,
            (select count(*)::int from live_games p
             where p.created_by = g.created_by and p.winner_user_sys_id = g.winner_user_sys_id
               and p.prize_granted_at is not null and p.prize_granted_at <= g.prize_granted_at
               and p.prize_granted_at > g.prize_granted_at - make_interval(days => ${repeatWinnerDays})) as wins
          from live_games g
          join broadcast_schedules s on s.broadcast_schedule_sys_id = g.room
          join broadcasts b on b.broadcast_sys_id = s.broadcast_sys_id
          left join users h on h.user_sys_id = g.created_by
          left join users w on w.user_sys_id = g.winner_user_sys_id
          where g.winner_user_sys_id is not null and g.prize_granted_at is not null
            and g.prize_granted_at >= ${since.toISOString()}::timestamptz) x
        ${q.flagged ? sql`where x.wins >= ${repeatWinnerCount}` : sql``}
        order by x.prize_granted_at desc, x.game_sys_id desc
        limit 500`);
      const rows = rowsOf(res).map((r): AdminGameWinningRow => {
        const prize = (typeof r.prize === 'string' ? JSON.parse(r.prize) : r.prize) as {
          type: string;
          points?: number;
        };
        const wins = Number(r.wins);
        return {
          gameSysId: Number(r.game_sys_id),
          broadcastScheduleSysId: Number(r.room),
          title: String(r.title),
          hostUserSysId: Number(r.created_by),
          hostNick: (r.host_nick as string | null) ?? null,
          winnerUserSysId: Number(r.winner_user_sys_id),
          winnerUserId: (r.winner_user_id as string | null) ?? null,
          winnerNick: (r.winner_nick as string | null) ?? null,
          points: prize.type === 'points' ? Number(prize.points) : null,
          prizeName: String(r.prize_name),
          wonAt: isoOf(r.prize_granted_at),
          winsWithHost: wins,
          flagged: wins >= repeatWinnerCount,
        };
      });
      return { rows, repeatWinnerCount, repeatWinnerDays };
    },
  };
}

/** The back-office's game-prize routes: reading is `points.read`, setting a budget `points.grant` (money). */
export function adminGamePrizeRoutes(r: Router, deps: { db: Db; now: () => Date }): void {
  const svc = createAdminGamePrizes(deps);
  r.route({
    method: 'GET',
    path: 'admin/game-prizes/budgets',
    auth: 'admin',
    action: 'points.read',
    query: adminGamePrizeBudgetListQuery,
    response: adminGamePrizeBudgetListResponse,
    summary: 'The shows airing between two dates with their game prize budgets',
    handler: ({ query }) => svc.budgets(query),
  });
  r.route({
    method: 'PUT',
    path: 'admin/game-prizes/budgets/:id',
    auth: 'admin',
    action: 'points.grant',
    target: 'broadcastSchedule',
    params: adminGamePrizeBudgetParams,
    body: adminGamePrizeBudgetRequest,
    response: putAdminGamePrizeBudgetResponse,
    summary: 'Set a show’s game prize budget in points (the id is the schedule; not below what is committed)',
    handler: ({ params, body, admin }) => svc.setBudget(params.id, body.points, admin!),
  });
  r.route({
    method: 'GET',
    path: 'admin/game-prizes/winnings',
    auth: 'admin',
    action: 'points.read',
    query: adminGameWinningsQuery,
    response: adminGameWinningsResponse,
    summary: 'Game prizes won, with repeated winners of one host flagged',
    handler: ({ query }) => svc.winnings(query),
  });
}
