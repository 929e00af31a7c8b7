import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, RC, type OrderActor } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { claims, orderProducts, payments, refundPayouts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { movePayments } from '../payments/payments.lifecycle.js';
import type { createDeliveryPays } from './claims.delivery-pays.js';
import { moveClaim } from './claims.lifecycle.js';
import { CASH_REFUND_METHODS } from './claims.policy.js';
import type { ClaimRow, ClaimsDeps, ClaimSteps, LineRow, OrderRow } from './claims.steps.js';

/** A gateway cancel to make once the refund's transaction committed (null: nothing at the gateway). */
export type GatewayRefund = { tid: string; amount: number; key: string } | null;

/**
 * What a refund of this line group gives back. The goods' net (line amounts less their coupon
 * share); when it is the order's last open part, everything still held (delivery fee included).
 * Cash first up to what is left of the payment, the rest in points. A customer-fault return
 * keeps the round-trip shipping fee.
 */
async function refundPlan(tx: Queryable, order: OrderRow, group: LineRow[], deduct: number) {
  const all = await tx.select().from(orderProducts).where(eq(orderProducts.orderSysId, order.orderSysId));
  const done = await tx
    .select({
      cash: sql<number>`coalesce(sum(${claims.refundAmount}), 0)::int`,
      pts: sql<number>`coalesce(sum(${claims.refundPoints}), 0)::int`,
    })
    .from(claims)
    .where(and(eq(claims.orderSysId, order.orderSysId), sql`${claims.refundedAt} is not null`));
  const cashDone = done[0]?.cash ?? 0;
  const ptsDone = done[0]?.pts ?? 0;
  const ids = new Set(group.map((l) => l.orderPrdtSysId));
  const closed: number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.returnComplete];
  const last = all.every((l) => ids.has(l.orderPrdtSysId) || closed.includes(l.status));
  const total = last
    ? order.payAmount + order.pointAmount - cashDone - ptsDone
    : group.reduce((s, l) => s + l.lineAmount - l.couponAmount, 0);
  const due = Math.max(0, total - deduct);
  const cash = Math.min(due, Math.max(0, order.payAmount - cashDone));
  const pts = Math.min(due - cash, Math.max(0, order.pointAmount - ptsDone));
  return { cash, points: pts, last };
}

/** Refunds of cancels and returns: the plan, the claim's move to done, points, coupons, payouts and the gateway. */
export function createClaimRefunds(
  deps: ClaimsDeps,
  steps: ClaimSteps,
  deliveryPays: ReturnType<typeof createDeliveryPays>,
) {
  const { now, points, coupons, gateway } = deps;

  /** The paid payment's share to cancel at the gateway (recorded on the payment when `record`). */
  async function gatewayRefundOf(
    tx: Queryable,
    claimSysId: number,
    orderSysId: number,
    amount: number,
    record: boolean,
    actor: OrderActor = 'operator',
  ): Promise<GatewayRefund> {
    const [p] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderSysId, orderSysId),
          inArray(payments.status, ['paid', 'cancelled']),
          isNotNull(payments.approvedAt),
        ),
      )
      .orderBy(desc(payments.paySysId))
      .limit(1);
    if (!p?.tid) return null;
    if (record) {
      const total = Math.min(p.amount, p.cancelledAmount + amount);
      // a partial refund keeps the payment paid; the refund that reaches its amount cancels it
      if (total >= p.amount && p.status === 'paid') {
        const one = eq(payments.paySysId, p.paySysId);
        await movePayments(tx, one, 'cancelled', actor, { from: ['paid'], set: { cancelledAmount: total } });
      } else {
        await tx.update(payments).set({ cancelledAmount: total }).where(eq(payments.paySysId, p.paySysId));
      }
    }
    return { tid: p.tid, amount, key: `claim:${claimSysId}` };
  }

  /**
   * Issues the refund of an approved claim and moves it to done: card, transfer and easy pay are
   * cancelled at the gateway for the cash part (a partial cancel unless it is all that is left),
   * virtual-account orders get a payout to the refund account (the operator completes it); points
   * and, with the last refund, coupons back.
   */
  async function refund(
    tx: Queryable,
    claim: ClaimRow,
    group: LineRow[],
    actor: OrderActor = 'operator',
  ): Promise<GatewayRefund> {
    const order = await steps.orderById(tx, claim.orderSysId);
    // a customer-fault return keeps the round trip unless the buyer paid it on /reqPay
    const feePaid =
      claim.type === 'return' && claim.shippingFee > 0 && (await deliveryPays.paidFor(tx, claim.claimSysId));
    const deduct = claim.type === 'return' && !feePaid ? claim.shippingFee : 0;
    const plan = await refundPlan(tx, order, group, deduct);
    const cash = CASH_REFUND_METHODS.includes(order.payMethod as 'vbank');
    await moveClaim(tx, claim, 'done', actor, {
      refundAmount: plan.cash,
      refundPoints: plan.points,
      refundMethod: plan.cash === 0 ? 'none' : cash ? 'account' : 'gateway',
      refundedAt: now(),
    });
    if (order.userSysId !== null && plan.points > 0)
      await points.refund(tx, order.userSysId, plan.points, order.orderSysId, 'claimRefund');
    if (plan.last) await coupons.restoreForRefund(tx, order.orderSysId);
    if (cash && plan.cash > 0) {
      const acc = claim.refundAccount;
      await tx
        .insert(refundPayouts)
        .values({
          claimSysId: claim.claimSysId,
          orderSysId: order.orderSysId,
          userSysId: order.userSysId,
          amount: plan.cash,
          bankCode: acc?.bankCode ?? '',
          accountNumber: acc?.accountNumber ?? '',
          holder: acc?.holder ?? '',
          status: 'requested',
          requestedAt: now(),
        })
        .onConflictDoNothing();
      return null;
    }
    if (plan.cash === 0) return null;
    return gatewayRefundOf(tx, claim.claimSysId, order.orderSysId, plan.cash, true, actor);
  }

  /** The gateway cancel after the refund is recorded; idempotent by the claim's key, so it can be retried. */
  async function finishRefund(r: GatewayRefund) {
    if (!r) return;
    const tx = await gateway.cancel(r.tid, 'refund', { amount: r.amount, key: r.key });
    if (!tx) throw new AppError(RC.REFUND_FAILED);
  }

  return { refund, gatewayRefundOf, finishRefund };
}
export type ClaimRefunds = ReturnType<typeof createClaimRefunds>;
