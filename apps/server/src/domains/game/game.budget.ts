import { eq, sql } from 'drizzle-orm';
import { GAME_STATUS, RC, type GamePrize, type GamePrizeBudget } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { gamePrizeBudgets } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;

/** games whose points prize counts against their show's budget: granted, or still to be decided */
const HOLDING = [GAME_STATUS.created, GAME_STATUS.result, GAME_STATUS.hostSelected] as const;

/**
 * The points committed in each of `rooms`: prizes granted plus the prizes of games still running
 * (a game holds its prize from its creation; decided without a winner, it gives it back).
 */
export async function committedPoints(q: Queryable, rooms: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (rooms.length === 0) return out;
  const res = await q.execute(sql`
    select room, coalesce(sum((prize->>'points')::int), 0)::int as points
    from live_games
    where room in (${sql.join(
      rooms.map((r) => sql`${r}`),
      sql`, `,
    )})
      and prize->>'type' = 'points'
      and (prize_granted_at is not null or status in (${sql.join(
        HOLDING.map((s) => sql`${s}`),
        sql`, `,
      )}))
    group by room`);
  for (const r of rowsOf(res)) out.set(Number(r.room), Number(r.points));
  return out;
}

/** a show's budget, what it committed and what remains (`lock`: inside a transaction, held until it ends) */
export async function budgetOf(q: Queryable, room: number, lock = false): Promise<GamePrizeBudget> {
  const base = q
    .select({ points: gamePrizeBudgets.points })
    .from(gamePrizeBudgets)
    .where(eq(gamePrizeBudgets.room, room));
  const [b] = lock ? await base.for('update') : await base;
  const committed = (await committedPoints(q, [room])).get(room) ?? 0;
  const budgetPoints = b?.points ?? 0;
  return { budgetPoints, committedPoints: committed, remainingPoints: Math.max(0, budgetPoints - committed) };
}

/**
 * Inside the transaction that creates a game: a points prize must fit in what remains of the show's
 * budget (the budget row stays locked until the game row is written, so two games cannot both take
 * the last points). 5120 with the remaining points otherwise.
 */
export async function reservePrize(tx: Queryable, room: number, prize: GamePrize): Promise<void> {
  if (prize.type !== 'points') return;
  const b = await budgetOf(tx, room, true);
  if (prize.points > b.remainingPoints)
    throw new AppError(RC.GAME_PRIZE_BUDGET_EXCEEDED, {
      extra: { remainingPoints: b.remainingPoints, budgetPoints: b.budgetPoints },
    });
}
