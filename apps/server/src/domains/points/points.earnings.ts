import { and, eq, isNull, sql } from 'drizzle-orm';
import { EARN_POINT_POLICY } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { orderProducts, orders, pointEarnings } from '../../db/schema/index.js';
import type { PointsService } from './points.service.js';

/**
 * Points members earn (issue 12): on purchase confirmation (a rate of the line's paid amount) and on
 * a review (text / photo / video). Each source is given once (unique source row, insert … on
 * conflict do nothing) and taken back once (conditional UPDATE of taken_back_at); the ledger
 * entries are written by the points service in the caller's transaction.
 */
export function createPointEarnings(points: PointsService, now: () => Date) {
  async function give(
    q: Queryable,
    e: {
      userSysId: number;
      source: 'purchase' | 'review';
      sourceId: number;
      orderSysId: number;
      orderPrdtSysId: number;
      amount: number;
      reason: string;
    },
  ): Promise<number> {
    if (e.amount <= 0) return 0;
    const inserted = await q
      .insert(pointEarnings)
      .values({
        userSysId: e.userSysId,
        source: e.source,
        sourceId: e.sourceId,
        orderSysId: e.orderSysId,
        orderPrdtSysId: e.orderPrdtSysId,
        amount: e.amount,
        earnedAt: now(),
      })
      .onConflictDoNothing()
      .returning({ id: pointEarnings.earningSysId });
    if (inserted.length === 0) return 0;
    await points.save(q, e.userSysId, e.amount, e.reason, e.orderSysId);
    return e.amount;
  }

  async function takeBackWhere(q: Queryable, where: ReturnType<typeof and>, reason: string): Promise<number> {
    const rows = await q
      .update(pointEarnings)
      .set({ takenBackAt: now() })
      .where(and(where, isNull(pointEarnings.takenBackAt)))
      .returning({
        id: pointEarnings.earningSysId,
        userSysId: pointEarnings.userSysId,
        amount: pointEarnings.amount,
        orderSysId: pointEarnings.orderSysId,
      });
    let total = 0;
    for (const r of rows) {
      const taken = await points.takeBack(q, r.userSysId, r.amount, reason, r.orderSysId);
      await q.update(pointEarnings).set({ takenBackAmount: taken }).where(eq(pointEarnings.earningSysId, r.id));
      total += taken;
    }
    return total;
  }

  return {
    /**
     * Purchase confirmation of a line: the rate of what was paid for it (line amount less its coupon
     * share and its share of the points used on the order), rounded down. Members only.
     */
    async onPurchaseConfirmed(q: Queryable, orderPrdtSysId: number): Promise<number> {
      const [line] = await q
        .select({
          orderSysId: orderProducts.orderSysId,
          net: sql<number>`(${orderProducts.lineAmount} - ${orderProducts.couponAmount})::int`,
          userSysId: orders.userSysId,
          pointAmount: orders.pointAmount,
          orderNet: sql<number>`(select coalesce(sum(op.line_amount - op.coupon_amount), 0)::int from ${orderProducts} op where op.order_sys_id = ${orderProducts.orderSysId})`,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .where(eq(orderProducts.orderPrdtSysId, orderPrdtSysId));
      if (!line || line.userSysId === null) return 0;
      const net = Math.max(Number(line.net), 0);
      const orderNet = Math.max(Number(line.orderNet), 0);
      const pointShare = orderNet > 0 ? Math.floor((line.pointAmount * net) / orderNet) : 0;
      const paid = Math.max(net - pointShare, 0);
      const amount = Math.floor((paid * EARN_POINT_POLICY.purchaseRatePercent) / 100);
      return give(q, {
        userSysId: line.userSysId,
        source: 'purchase',
        sourceId: orderPrdtSysId,
        orderSysId: line.orderSysId,
        orderPrdtSysId,
        amount,
        reason: 'purchaseConfirmed',
      });
    },

    /** A new review: its amount by what it carries (video over photo over text). */
    async onReview(
      q: Queryable,
      r: { userSysId: number; prdtReviewSysId: number; orderSysId: number; orderPrdtSysId: number; amount: number },
    ): Promise<number> {
      return give(q, {
        userSysId: r.userSysId,
        source: 'review',
        sourceId: r.prdtReviewSysId,
        orderSysId: r.orderSysId,
        orderPrdtSysId: r.orderPrdtSysId,
        amount: r.amount,
        reason: 'reviewWritten',
      });
    },

    /** An operator deleted the review: its points go back (once). */
    reviewDeleted: (q: Queryable, prdtReviewSysId: number) =>
      takeBackWhere(
        q,
        and(eq(pointEarnings.source, 'review'), eq(pointEarnings.sourceId, prdtReviewSysId)),
        'reviewDeleted',
      ),

    /** The line was refunded (cancel or return complete): everything it earned goes back (once). */
    lineRefunded: (q: Queryable, orderPrdtSysId: number) =>
      takeBackWhere(q, eq(pointEarnings.orderPrdtSysId, orderPrdtSysId), 'refunded'),
  };
}
export type PointEarnings = ReturnType<typeof createPointEarnings>;

/** Points a review earns by what it carries (issue 12 item 2). */
export function reviewPointsOf(r: { photos: number; video: boolean }): number {
  if (r.video) return EARN_POINT_POLICY.reviewVideo;
  if (r.photos > 0) return EARN_POINT_POLICY.reviewPhoto;
  return EARN_POINT_POLICY.reviewText;
}
