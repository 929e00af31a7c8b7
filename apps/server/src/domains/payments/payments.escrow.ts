import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderDeliveries, orders, payments } from '../../db/schema/index.js';
import type { PaymentGateway } from './payments.gateway.js';

type EscrowRecord = NonNullable<(typeof payments.$inferSelect)['escrowDelivery']>;

/**
 * Issue 33 item 8 (구매안전서비스, 전자상거래법 제13조 ② 10호, 제24조): once the goods of an escrow order
 * are sent, the delivery (carrier and tracking number) is registered with the escrow provider through
 * the payment gateway, so the buyer's money is released only after it. One registration per payment:
 * the first dispatched parcel's; a conditional UPDATE claims it, so two nodes never register twice.
 * The outcome is kept on the payment (`payments.escrow_delivery`): registered (the provider's
 * reference), manual (the provider has no API for it: the operator registers it by hand) or failed.
 */
export function createEscrowDeliveries(deps: { db: Db; now: () => Date; gateway: PaymentGateway }) {
  const { db, now, gateway } = deps;
  return {
    async registerEscrowDeliveries(orderPrdtSysIds: number[]): Promise<void> {
      if (orderPrdtSysIds.length === 0) return;
      const due = await db
        .select({
          paySysId: payments.paySysId,
          tid: payments.tid,
          carrierCode: orderDeliveries.deliveryCompanyCode,
          invoiceNumber: orderDeliveries.invoiceNumber,
          sentAt: orderDeliveries.dispatchedAt,
        })
        .from(orderDeliveries)
        .innerJoin(orders, eq(orders.orderSysId, orderDeliveries.orderSysId))
        .innerJoin(payments, and(eq(payments.orderSysId, orders.orderSysId), eq(payments.status, 'paid')))
        .where(
          and(
            inArray(orderDeliveries.orderPrdtSysId, orderPrdtSysIds),
            eq(orders.escrow, 1),
            isNotNull(payments.tid),
            isNull(payments.escrowDelivery),
          ),
        );
      const done = new Set<number>();
      for (const d of due) {
        if (done.has(d.paySysId)) continue;
        done.add(d.paySysId);
        const base = { carrierCode: d.carrierCode, invoiceNumber: d.invoiceNumber, at: now().toISOString() };
        const one = eq(payments.paySysId, d.paySysId);
        const [claimed] = await db
          .update(payments)
          .set({ escrowDelivery: { status: 'pending', ...base } })
          .where(and(one, isNull(payments.escrowDelivery)))
          .returning({ id: payments.paySysId });
        if (!claimed) continue;
        let record: EscrowRecord;
        try {
          const r = await gateway.registerEscrowDelivery(d.tid!, { ...base, sentAt: d.sentAt });
          record = r.status === 'registered' ? { ...base, ...r } : { ...base, ...r };
        } catch (err) {
          record = { ...base, status: 'failed', reason: String((err as Error).message).slice(0, 200) };
        }
        await db.update(payments).set({ escrowDelivery: record }).where(one);
      }
    },
  };
}
