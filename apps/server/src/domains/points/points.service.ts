import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { RC, type Lang, type PointHistoryResponse, type PointKind } from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { orders, pointBalances, pointEntries } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { historySince, pointExpiryOf } from './points.policy.js';

/** Entries that carry usable points (what is left of them is in `remaining`). */
const CARRYING: PointKind[] = ['saved', 'canceled'];
const SOON_MS = 30 * 86_400_000;

/**
 * The points ledger. Every change of a balance is one conditional UPDATE of point_balances (a use
 * never takes a balance below zero) plus ledger entries; callers pass their transaction.
 */
export function createPointsService(db: Db, now: () => Date) {
  async function ensureBalanceRow(q: Queryable, userSysId: number) {
    await q.insert(pointBalances).values({ userSysId, balance: 0 }).onConflictDoNothing();
  }

  /** Takes `amount` from what is left in carrying entries, the first-expiring first. */
  async function consume(q: Queryable, userSysId: number, amount: number) {
    let left = amount;
    const rows = await q
      .select({ id: pointEntries.pointSysId, remaining: pointEntries.remaining })
      .from(pointEntries)
      .where(
        and(eq(pointEntries.userSysId, userSysId), inArray(pointEntries.kind, CARRYING), gt(pointEntries.remaining, 0)),
      )
      .orderBy(asc(pointEntries.expiresAt), asc(pointEntries.pointSysId));
    for (const r of rows) {
      if (left <= 0) break;
      const take = Math.min(left, r.remaining);
      await q
        .update(pointEntries)
        .set({ remaining: sql`${pointEntries.remaining} - ${take}` })
        .where(eq(pointEntries.pointSysId, r.id));
      left -= take;
    }
  }

  /** Adds an entry valid for one year (from now) and raises the balance by its amount. */
  async function credit(
    q: Queryable,
    e: { userSysId: number; kind: 'saved' | 'canceled'; amount: number; reason: string; orderSysId: number | null },
  ) {
    const t = now();
    await ensureBalanceRow(q, e.userSysId);
    await q
      .update(pointBalances)
      .set({ balance: sql`${pointBalances.balance} + ${e.amount}` })
      .where(eq(pointBalances.userSysId, e.userSysId));
    await q.insert(pointEntries).values({ ...e, remaining: e.amount, expiresAt: pointExpiryOf(t), createdAt: t });
  }

  const service = {
    async balance(q: Queryable, userSysId: number): Promise<number> {
      const [row] = await q
        .select({ b: pointBalances.balance })
        .from(pointBalances)
        .where(eq(pointBalances.userSysId, userSysId));
      return row?.b ?? 0;
    },

    /** Adds points valid for one year (kind saved). */
    async save(q: Queryable, userSysId: number, amount: number, reason: string, orderSysId: number | null = null) {
      await credit(q, { userSysId, kind: 'saved', amount, reason, orderSysId });
    },

    /** Uses points for an order: refused (6107) unless the balance covers it; one conditional UPDATE. */
    async use(q: Queryable, userSysId: number, amount: number, orderSysId: number, reason: string) {
      if (amount <= 0) return;
      const done = await q
        .update(pointBalances)
        .set({ balance: sql`${pointBalances.balance} - ${amount}` })
        .where(and(eq(pointBalances.userSysId, userSysId), gte(pointBalances.balance, amount)))
        .returning({ b: pointBalances.balance });
      if (done.length === 0) throw new AppError(RC.POINTS_INSUFFICIENT);
      await consume(q, userSysId, amount);
      await q
        .insert(pointEntries)
        .values({ userSysId, kind: 'used', amount: -amount, reason, orderSysId, createdAt: now() });
    },

    /** Gives back the points of a cancelled/expired order (kind canceled, valid one more year). */
    async refund(q: Queryable, userSysId: number, amount: number, orderSysId: number, reason: string) {
      if (amount <= 0) return;
      await credit(q, { userSysId, kind: 'canceled', amount, reason, orderSysId });
    },

    /**
     * Takes back points that were given (kind deleted, issue 12): as much of `amount` as the member
     * still holds, the first-expiring first; returns what was taken (never below a zero balance).
     */
    async takeBack(q: Queryable, userSysId: number, amount: number, reason: string, orderSysId: number | null) {
      if (amount <= 0) return 0;
      await ensureBalanceRow(q, userSysId);
      const [row] = await q
        .select({ b: pointBalances.balance })
        .from(pointBalances)
        .where(eq(pointBalances.userSysId, userSysId))
        .for('update');
      const take = Math.min(amount, row?.b ?? 0);
      if (take <= 0) return 0;
      await q
        .update(pointBalances)
        .set({ balance: sql`${pointBalances.balance} - ${take}` })
        .where(eq(pointBalances.userSysId, userSysId));
      await consume(q, userSysId, take);
      await q
        .insert(pointEntries)
        .values({ userSysId, kind: 'deleted', amount: -take, reason, orderSysId, createdAt: now() });
      return take;
    },

    /**
     * Expires what is left of entries whose due time has passed (kind expired). Safe to run on
     * several nodes at once: each entry is zeroed with a conditional UPDATE before the balance moves.
     */
    async expireDue(): Promise<{ expired: number; points: number }> {
      const t = now();
      const due = await db
        .select({ id: pointEntries.pointSysId, userSysId: pointEntries.userSysId, remaining: pointEntries.remaining })
        .from(pointEntries)
        .where(and(inArray(pointEntries.kind, CARRYING), gt(pointEntries.remaining, 0), lte(pointEntries.expiresAt, t)))
        .limit(1000);
      let expired = 0;
      let points = 0;
      for (const d of due) {
        await withTx(db, async (tx) => {
          const [z] = await tx
            .update(pointEntries)
            .set({ remaining: 0 })
            .where(and(eq(pointEntries.pointSysId, d.id), gt(pointEntries.remaining, 0)))
            .returning({ id: pointEntries.pointSysId });
          if (!z) return;
          await tx
            .update(pointBalances)
            .set({ balance: sql`greatest(${pointBalances.balance} - ${d.remaining}, 0)` })
            .where(eq(pointBalances.userSysId, d.userSysId));
          await tx.insert(pointEntries).values({
            userSysId: d.userSysId,
            kind: 'expired',
            amount: -d.remaining,
            reason: 'expired',
            createdAt: t,
          });
          expired += 1;
          points += d.remaining;
        });
      }
      return { expired, points };
    },

    /** /MyPoint: balance, points expiring within 30 days and the last year of entries, newest first. */
    async history(
      userSysId: number,
      q: { startIndex: number; rowCount: number; kind?: PointKind | undefined },
      _lang: Lang,
    ): Promise<PointHistoryResponse> {
      const t = now();
      const where = and(
        eq(pointEntries.userSysId, userSysId),
        gte(pointEntries.createdAt, historySince(t)),
        q.kind ? eq(pointEntries.kind, q.kind) : undefined,
      );
      const rows = await db
        .select({
          pointSysId: pointEntries.pointSysId,
          kind: pointEntries.kind,
          amount: pointEntries.amount,
          reason: pointEntries.reason,
          orderSysId: pointEntries.orderSysId,
          orderNumber: orders.orderNumber,
          expiresAt: pointEntries.expiresAt,
          createdAt: pointEntries.createdAt,
        })
        .from(pointEntries)
        .leftJoin(orders, eq(orders.orderSysId, pointEntries.orderSysId))
        .where(where)
        .orderBy(desc(pointEntries.createdAt), desc(pointEntries.pointSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db.select({ n: count() }).from(pointEntries).where(where);
      const [soon] = await db
        .select({ n: sql<number>`coalesce(sum(${pointEntries.remaining}), 0)::int` })
        .from(pointEntries)
        .where(
          and(
            eq(pointEntries.userSysId, userSysId),
            inArray(pointEntries.kind, CARRYING),
            gt(pointEntries.remaining, 0),
            lte(pointEntries.expiresAt, new Date(t.getTime() + SOON_MS)),
          ),
        );
      return {
        balance: await service.balance(db, userSysId),
        expiringSoon: soon?.n ?? 0,
        entries: rows.map((r) => ({
          pointSysId: r.pointSysId,
          kind: r.kind as PointKind,
          amount: r.amount,
          reason: r.reason,
          orderSysId: r.orderSysId,
          orderNumber: r.orderNumber ?? null,
          expiresAt: r.expiresAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        totalCount: total?.n ?? 0,
      };
    },
  };
  return service;
}
export type PointsService = ReturnType<typeof createPointsService>;
