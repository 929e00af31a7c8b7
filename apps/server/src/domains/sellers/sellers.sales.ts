import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { RC, type BroadcastSales } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import {
  broadcastSchedules,
  broadcastViewerSamples,
  chatMessages,
  orderProducts,
  orders,
  payments,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** How often the viewers of a live show are sampled for the sales chart (one row per interval). */
export const SALES_POLICY = { viewerSampleMs: 10_000 } as const;

/**
 * Sales of one broadcast schedule (issue 14 item 4), counted from the orders attributed to it
 * (`orders.broadcast_schedule_sys_id`): paid orders, their units, revenue = paid minus refunded
 * (the gateway's cancelled amounts), viewers over time, likes, chat and conversion.
 */
export function createSalesService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async salesOf(scheduleId: number): Promise<BroadcastSales> {
      const [s] = await db
        .select({ viewCnt: broadcastSchedules.viewCnt, likeCnt: broadcastSchedules.likeCnt })
        .from(broadcastSchedules)
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
      if (!s) throw new AppError(RC.BROADCAST_NOT_FOUND);
      const paid = await db
        .select({
          orderSysId: orders.orderSysId,
          payAmount: orders.payAmount,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(and(eq(orders.broadcastScheduleSysId, scheduleId), isNotNull(orders.paidAt)))
        .orderBy(asc(orders.paidAt), asc(orders.orderSysId));
      const ids = paid.map((o) => o.orderSysId);
      const refunds = new Map<number, number>();
      if (ids.length) {
        const rows = await db
          .select({ id: payments.orderSysId, n: sql<number>`coalesce(sum(${payments.cancelledAmount}), 0)::int` })
          .from(payments)
          .where(inArray(payments.orderSysId, ids))
          .groupBy(payments.orderSysId);
        for (const r of rows) refunds.set(r.id, r.n);
      }
      const refundOf = (o: { orderSysId: number; payAmount: number }) =>
        Math.min(refunds.get(o.orderSysId) ?? 0, o.payAmount);
      const lines = ids.length
        ? await db
            .select({
              prdtSysId: orderProducts.prdtSysId,
              name: sql<string>`min(${orderProducts.name})`,
              units: sql<number>`sum(${orderProducts.qty})::int`,
              amount: sql<number>`sum(${orderProducts.lineAmount})::int`,
            })
            .from(orderProducts)
            .where(and(inArray(orderProducts.orderSysId, ids), isNull(orderProducts.parentOrderPrdtSysId)))
            .groupBy(orderProducts.prdtSysId)
        : [];
      const samples = await db
        .select({ at: broadcastViewerSamples.at, viewers: broadcastViewerSamples.viewers })
        .from(broadcastViewerSamples)
        .where(eq(broadcastViewerSamples.broadcastScheduleSysId, scheduleId))
        .orderBy(asc(broadcastViewerSamples.at));
      const [peak] = await db
        .select({ n: max(broadcastViewerSamples.viewers) })
        .from(broadcastViewerSamples)
        .where(eq(broadcastViewerSamples.broadcastScheduleSysId, scheduleId));
      const [chat] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.broadcastScheduleSysId, scheduleId), eq(chatMessages.msgType, 0)));
      const paidAmount = paid.reduce((a, o) => a + o.payAmount, 0);
      const refundedAmount = paid.reduce((a, o) => a + refundOf(o), 0);
      let acc = 0;
      const revenueSeries = paid.map((o) => {
        acc += o.payAmount - refundOf(o);
        return { at: o.paidAt!.toISOString(), value: acc };
      });
      const orderCnt = paid.length;
      return {
        broadcastScheduleSysId: scheduleId,
        orderCnt,
        unitCnt: lines.reduce((a, l) => a + l.units, 0),
        paidAmount,
        refundedAmount,
        revenue: paidAmount - refundedAmount,
        viewCnt: s.viewCnt,
        peakViewers: peak?.n ?? 0,
        likeCnt: s.likeCnt,
        chatCnt: chat?.n ?? 0,
        conversionBp: s.viewCnt > 0 ? Math.round((orderCnt * 10_000) / s.viewCnt) : 0,
        viewers: samples.map((x) => ({ at: x.at.toISOString(), value: x.viewers })),
        revenueSeries,
        products: lines
          .map((l) => ({ prdtSysId: l.prdtSysId, name: l.name, unitCnt: l.units, amount: l.amount }))
          .sort((a, b) => b.amount - a.amount),
        updatedAt: now().toISOString(),
      };
    },

    /** Stores one viewer sample of a live show (one per interval: a second node's sample changes nothing). */
    async sample(scheduleId: number, viewers: number) {
      const t = now().getTime();
      const at = new Date(t - (t % SALES_POLICY.viewerSampleMs));
      await db
        .insert(broadcastViewerSamples)
        .values({ broadcastScheduleSysId: scheduleId, at, viewers })
        .onConflictDoNothing();
    },

    /** Live shows now (the sampler's rooms). */
    async liveRooms(): Promise<number[]> {
      const rows = await db
        .select({ id: broadcastSchedules.broadcastScheduleSysId })
        .from(broadcastSchedules)
        .where(eq(broadcastSchedules.liveFlag, 1));
      return rows.map((r) => r.id);
    },

    /** The show an order is attributed to, and the buyer's name to mask (for "buying now"). */
    async attributionOf(orderSysId: number) {
      const [o] = await db
        .select({ room: orders.broadcastScheduleSysId, userSysId: orders.userSysId, ordererName: orders.ordererName })
        .from(orders)
        .where(eq(orders.orderSysId, orderSysId));
      return o && o.room !== null ? { room: o.room, userSysId: o.userSysId, ordererName: o.ordererName } : null;
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
