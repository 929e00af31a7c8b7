import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  DELIVERY_COMPANIES,
  ORDER_STATUS,
  RC,
  REFUND_DUE_BUSINESS_DAYS,
  RETURN_EXCEPTIONS,
  STAFF_ROLES,
  type ClaimType,
  type ClaimView,
  type OrderActor,
  type OrderStatusCode,
  type PayoutView,
  type RefundAccount,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  claims,
  orderDeliveries,
  orderProducts,
  orders,
  payments,
  productOptions,
  refundPayouts,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { PaymentGateway } from '../payments/payments.gateway.js';
import type { PointsService } from '../points/points.service.js';
import { historyOf, transitionGroup } from '../orders/orders.lifecycle.js';
import { giveBackStock } from '../orders/orders.stock.js';
import type { OrdersService } from '../orders/orders.service.js';
import { createDeliveryPays, presentDeliveryPay } from './claims.delivery-pays.js';
import {
  businessDaysAfterKst,
  CASH_REFUND_METHODS,
  customerFaultOf,
  insideWindow,
  REQUEST_MOVE,
  shippingFeeOf,
} from './claims.policy.js';

type ClaimRow = typeof claims.$inferSelect;
type LineRow = typeof orderProducts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);
const actorOf = (u: AuthUser | undefined): OrderActor => (isStaff(u) ? 'operator' : 'shopper');

export function presentClaim(c: ClaimRow): ClaimView {
  return {
    claimSysId: c.claimSysId,
    type: c.type as ClaimType,
    orderSysId: c.orderSysId,
    orderPrdtSysId: c.orderPrdtSysId,
    status: c.status,
    reasonCode: c.reasonCode,
    reasonDetail: c.reasonDetail,
    customerFault: c.customerFault === 1,
    shippingFee: c.shippingFee,
    refundAmount: c.refundAmount,
    refundPoints: c.refundPoints,
    refundMethod: c.refundMethod,
    images: c.images,
    denyReason: c.denyReason,
    returnInvoice: c.returnInvoice,
    returnCompanyCode: c.returnCompanyCode,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    refundedAt: c.refundedAt?.toISOString() ?? null,
    exceptionCode: c.exceptionCode,
    receivedAt: c.receivedAt?.toISOString() ?? null,
    refundDueAt: c.refundDueAt?.toISOString() ?? null,
  };
}

export interface ClaimInput {
  reasonCode?: number | null | undefined;
  reasonDetail: string;
  refundAccount?: RefundAccount | null | undefined;
}

/**
 * Claims (issue 7): cancel, return and exchange requests of an order line and the operator's
 * decisions, dispatch and delivery, purchase confirmation and refunds. Every state change goes
 * through `transitionLine` (the contracts' table); an adding-product line moves with its main line,
 * always first.
 */
export function createClaimsService(deps: {
  db: Db;
  now: () => Date;
  orders: OrdersService;
  points: PointsService;
  coupons: CouponsService;
  gateway: PaymentGateway;
}) {
  const { db, now, points, coupons, gateway } = deps;
  const deliveryPays = createDeliveryPays({ db, now, gateway });

  /** The line and its order, when the caller may see the order (6100 / 7002 otherwise). */
  async function lineOf(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
    const order = await deps.orders.access(orderSysId, { user, orderToken: undefined });
    const [line] = await db
      .select()
      .from(orderProducts)
      .where(and(eq(orderProducts.orderPrdtSysId, orderPrdtSysId), eq(orderProducts.orderSysId, orderSysId)));
    if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
    return { order, line };
  }

  /** The adding-product lines of a main line (they move with it, first). */
  async function childrenOf(q: Queryable, line: LineRow): Promise<LineRow[]> {
    if (line.parentOrderPrdtSysId !== null) return [];
    return q
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.parentOrderPrdtSysId, line.orderPrdtSysId))
      .orderBy(asc(orderProducts.orderPrdtSysId));
  }

  /** Moves the line's adding products that share its state, then the line itself. */
  function moveGroup(
    tx: Queryable,
    line: LineRow,
    to: OrderStatusCode,
    actor: OrderActor,
    user: AuthUser | undefined,
    reason: string,
  ) {
    return transitionGroup(tx, {
      orderPrdtSysId: line.orderPrdtSysId,
      to,
      actor,
      actorUserSysId: user?.authSysId ?? null,
      reason,
      at: now(),
    });
  }

  async function deliveryOf(q: Queryable, orderPrdtSysId: number) {
    const [d] = await q.select().from(orderDeliveries).where(eq(orderDeliveries.orderPrdtSysId, orderPrdtSysId));
    return d ?? null;
  }

  async function claimById(q: Queryable, claimSysId: number): Promise<ClaimRow> {
    const [c] = await q.select().from(claims).where(eq(claims.claimSysId, claimSysId));
    if (!c) throw new AppError(RC.CLAIM_NOT_FOUND);
    return c;
  }

  async function lineById(q: Queryable, orderPrdtSysId: number): Promise<LineRow> {
    const [l] = await q.select().from(orderProducts).where(eq(orderProducts.orderPrdtSysId, orderPrdtSysId));
    if (!l) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
    return l;
  }

  async function orderById(q: Queryable, orderSysId: number): Promise<OrderRow> {
    const [o] = await q.select().from(orders).where(eq(orders.orderSysId, orderSysId));
    if (!o) throw new AppError(RC.ORDER_NOT_FOUND);
    return o;
  }

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

  /**
   * Issues the refund of a claim: card, transfer and easy pay are cancelled at the gateway for the
   * cash part (a partial cancel unless it is all that is left), virtual-account orders get a payout
   * to the refund account (the operator completes it); points and, with the last refund, coupons back.
   */
  async function refund(tx: Queryable, claim: ClaimRow, group: LineRow[]): Promise<GatewayRefund> {
    const order = await orderById(tx, claim.orderSysId);
    // a customer-fault return keeps the round trip unless the buyer paid it on /reqPay
    const feePaid =
      claim.type === 'return' && claim.shippingFee > 0 && (await deliveryPays.paidFor(tx, claim.claimSysId));
    const deduct = claim.type === 'return' && !feePaid ? claim.shippingFee : 0;
    const plan = await refundPlan(tx, order, group, deduct);
    const cash = CASH_REFUND_METHODS.includes(order.payMethod as 'vbank');
    await tx
      .update(claims)
      .set({
        refundAmount: plan.cash,
        refundPoints: plan.points,
        refundMethod: plan.cash === 0 ? 'none' : cash ? 'account' : 'gateway',
        refundedAt: now(),
        status: 'done',
      })
      .where(eq(claims.claimSysId, claim.claimSysId));
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
    return gatewayRefundOf(tx, claim.claimSysId, order.orderSysId, plan.cash, true);
  }

  /** The paid payment's share to cancel at the gateway (recorded on the payment when `record`). */
  async function gatewayRefundOf(
    tx: Queryable,
    claimSysId: number,
    orderSysId: number,
    amount: number,
    record: boolean,
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
      await tx
        .update(payments)
        .set({ cancelledAmount: total, status: total >= p.amount ? 'cancelled' : 'paid' })
        .where(eq(payments.paySysId, p.paySysId));
    }
    return { tid: p.tid, amount, key: `claim:${claimSysId}` };
  }

  /** The gateway cancel after the refund is recorded; idempotent by the claim's key, so it can be retried. */
  async function finishRefund(r: GatewayRefund) {
    if (!r) return;
    const tx = await gateway.cancel(r.tid, 'refund', { amount: r.amount, key: r.key });
    if (!tx) throw new AppError(RC.REFUND_FAILED);
  }

  async function groupOf(tx: Queryable, line: LineRow) {
    return [...(await childrenOf(tx, line)), await lineById(tx, line.orderPrdtSysId)];
  }

  async function checkRequest(
    type: ClaimType,
    orderSysId: number,
    orderPrdtSysId: number,
    input: ClaimInput,
    user: AuthUser | undefined,
  ) {
    const { order, line } = await lineOf(orderSysId, orderPrdtSysId, user);
    const detail = input.reasonDetail.trim();
    if (!input.reasonCode && !detail) throw new AppError(RC.CLAIM_REASON_REQUIRED);
    const reasonCode = input.reasonCode ?? 7;
    if (reasonCode === 7 && !detail) throw new AppError(RC.CLAIM_REASON_REQUIRED);
    const move = REQUEST_MOVE[type];
    const status = line.status;
    if (!move.from.includes(status)) {
      const open = await db
        .select({ id: claims.claimSysId })
        .from(claims)
        .where(and(eq(claims.orderPrdtSysId, line.orderPrdtSysId), inArray(claims.status, ['pending', 'approved'])));
      if (open.length) throw new AppError(RC.CLAIM_IN_PROGRESS);
      if (type === 'cancel' && [ORDER_STATUS.dispatched, ORDER_STATUS.delivered].includes(status as 4 | 5))
        throw new AppError(RC.CANCEL_AFTER_DISPATCH);
      if (type !== 'cancel' && [ORDER_STATUS.paid, ORDER_STATUS.preparing].includes(status as 2 | 3))
        throw new AppError(RC.RETURN_BEFORE_DISPATCH);
      throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from: status, to: move.to } });
    }
    if (type !== 'cancel') {
      const d = await deliveryOf(db, line.orderPrdtSysId);
      // the order confirmation (the contract document, 전자상거래법 제13조 ②) goes out on payment
      if (!insideWindow(d?.deliveredAt ?? null, now(), order.paidAt)) throw new AppError(RC.CLAIM_WINDOW_PASSED);
    }
    if (type === 'cancel') {
      // a main line is cancelled with its adding products; those in another state block it
      const blocked = (await childrenOf(db, line)).some(
        (c) => c.status !== status && c.status !== ORDER_STATUS.cancelled,
      );
      if (blocked) throw new AppError(RC.CANCEL_ADDING_FIRST);
    }
    const needsAccount = type !== 'exchange' && CASH_REFUND_METHODS.includes(order.payMethod as 'vbank');
    if (needsAccount && !input.refundAccount) throw new AppError(RC.REFUND_ACCOUNT_REQUIRED);
    return { order, line, detail, reasonCode, move, status, needsAccount };
  }

  const service = {
    lineOf,
    deliveryOf,

    /** Every check of a request without writing anything (run before its photos are stored). */
    async precheck(
      type: ClaimType,
      orderSysId: number,
      orderPrdtSysId: number,
      input: ClaimInput,
      user: AuthUser | undefined,
    ) {
      await checkRequest(type, orderSysId, orderPrdtSysId, input, user);
    },

    /** POST orders/{id}/products/{pid}/proposaling/cancel|return|exchange */
    async request(
      type: ClaimType,
      orderSysId: number,
      orderPrdtSysId: number,
      input: ClaimInput,
      user: AuthUser | undefined,
      images: string[] = [],
    ): Promise<{ claim: ClaimView }> {
      const { order, line, detail, reasonCode, move, status, needsAccount } = await checkRequest(
        type,
        orderSysId,
        orderPrdtSysId,
        input,
        user,
      );
      const claim = await withTx(db, async (tx) => {
        await moveGroup(tx, line, move.to as OrderStatusCode, actorOf(user), user, `${type} requested`);
        const [c] = await tx
          .insert(claims)
          .values({
            type,
            orderSysId,
            orderPrdtSysId: line.orderPrdtSysId,
            userSysId: order.userSysId,
            status: 'pending',
            fromStatus: status,
            reasonCode,
            reasonDetail: detail,
            customerFault: customerFaultOf(reasonCode) ? 1 : 0,
            shippingFee: shippingFeeOf(type, reasonCode),
            refundAccount: needsAccount ? input.refundAccount! : null,
            images,
            createdAt: now(),
          })
          .returning();
        return c!;
      });
      return { claim: presentClaim(claim) };
    },

    /** Operator: approve a claim. A cancel is refunded at once; an exchange without stock becomes a return. */
    async approve(claimSysId: number, user: AuthUser) {
      const claim = await claimById(db, claimSysId);
      if (claim.status !== 'pending') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      const line = await lineById(db, claim.orderPrdtSysId);
      let refunded: GatewayRefund = null;
      const converted = await withTx(db, async (tx) => {
        // exchange without stock: NoStock rolls the reservation back and the request becomes a return
        const group = await groupOf(tx, line);
        if (claim.type === 'cancel') {
          await moveGroup(tx, line, ORDER_STATUS.cancelled, 'operator', user, 'cancel approved');
          await tx
            .update(claims)
            .set({ status: 'approved', decidedAt: now() })
            .where(eq(claims.claimSysId, claimSysId));
          await giveBackStock(tx, group, { sold: true }); // goods never left
          refunded = await refund(tx, claim, group);
          return false;
        }
        if (claim.type === 'return') {
          await moveGroup(tx, line, ORDER_STATUS.returnInProgress, 'operator', user, 'return approved');
          await tx
            .update(claims)
            .set({ status: 'approved', decidedAt: now() })
            .where(eq(claims.claimSysId, claimSysId));
          return false;
        }
        // exchange: the same product (and options) is reserved now; without stock it becomes a return
        const ok = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.qty}` })
          .where(and(eq(products.prdtSysId, line.prdtSysId), sql`${products.stock} >= ${line.qty}`))
          .returning({ id: products.prdtSysId });
        let enough = ok.length > 0;
        for (const id of enough ? line.optionIds : []) {
          const r = await tx
            .update(productOptions)
            .set({ stock: sql`${productOptions.stock} - ${line.qty}` })
            .where(and(eq(productOptions.prdtOptionSysId, id), sql`${productOptions.stock} >= ${line.qty}`))
            .returning({ id: productOptions.prdtOptionSysId });
          if (r.length === 0) enough = false;
        }
        if (!enough) throw new NoStock();
        await moveGroup(tx, line, ORDER_STATUS.exchangeInProgress, 'operator', user, 'exchange approved');
        await tx.update(claims).set({ status: 'approved', decidedAt: now() }).where(eq(claims.claimSysId, claimSysId));
        return false;
      }).catch((err: unknown) => {
        if (err instanceof NoStock) return true;
        throw err;
      });
      if (converted) {
        await withTx(db, async (tx) => {
          await moveGroup(
            tx,
            line,
            ORDER_STATUS.returnRequested,
            'operator',
            user,
            'exchange became a return: no stock',
          );
          await tx.update(claims).set({ type: 'return' }).where(eq(claims.claimSysId, claimSysId));
        });
      }
      if (refunded) await finishRefund(refunded);
      return { claim: presentClaim(await claimById(db, claimSysId)), convertedToReturn: converted };
    },

    /**
     * The shopper withdraws their own pending request (cancel, return or exchange): the line goes back to
     * the state it was in, in one call (전자상거래법 제21조의2: never harder than making the request).
     */
    async withdraw(orderSysId: number, orderPrdtSysId: number, claimSysId: number, user: AuthUser | undefined) {
      const { line } = await lineOf(orderSysId, orderPrdtSysId, user);
      const claim = await claimById(db, claimSysId);
      if (claim.orderPrdtSysId !== line.orderPrdtSysId) throw new AppError(RC.CLAIM_NOT_FOUND);
      if (claim.status !== 'pending') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      await withTx(db, async (tx) => {
        const [won] = await tx
          .update(claims)
          .set({ status: 'withdrawn', decidedAt: now() })
          .where(and(eq(claims.claimSysId, claimSysId), eq(claims.status, 'pending')))
          .returning({ id: claims.claimSysId });
        if (!won) throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
        const back =
          claim.type === 'cancel'
            ? claim.fromStatus
            : claim.fromStatus === ORDER_STATUS.dispatched
              ? ORDER_STATUS.dispatched
              : ORDER_STATUS.delivered;
        await moveGroup(tx, line, back as OrderStatusCode, 'shopper', user, `${claim.type} withdrawn`);
      });
      return { claim: presentClaim(await claimById(db, claimSysId)) };
    },

    /** Operator: deny a claim; a change-of-mind return inside the window needs an exception reason (7010). */
    async deny(
      claimSysId: number,
      user: AuthUser,
      reason: string,
      exceptionReason: string | null,
      exceptionCode: number | null = null,
    ) {
      const claim = await claimById(db, claimSysId);
      if (claim.status !== 'pending') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      const line = await lineById(db, claim.orderPrdtSysId);
      // a change-of-mind return inside the withdrawal window is the buyer's right: only one of the
      // exceptions of 전자상거래법 제17조 ② lets the seller refuse it (7010 without any, 7030 without the code)
      if (claim.type === 'return' && claim.customerFault === 1) {
        const d = await deliveryOf(db, line.orderPrdtSysId);
        const [o] = await db
          .select({ paidAt: orders.paidAt })
          .from(orders)
          .where(eq(orders.orderSysId, claim.orderSysId));
        if (insideWindow(d?.deliveredAt ?? null, claim.createdAt, o?.paidAt ?? null)) {
          if (!exceptionReason?.trim() && !exceptionCode) throw new AppError(RC.RETURN_DENY_NEEDS_EXCEPTION);
          if (!RETURN_EXCEPTIONS.some((e) => e.code === exceptionCode))
            throw new AppError(RC.RETURN_EXCEPTION_REQUIRED);
        }
      }
      const to = {
        cancel: ORDER_STATUS.cancelDenied,
        return: ORDER_STATUS.returnDenied,
        exchange: ORDER_STATUS.exchangeDenied,
      }[claim.type as ClaimType];
      await withTx(db, async (tx) => {
        await moveGroup(tx, line, to, 'operator', user, `${claim.type} denied: ${reason}`);
        // a return denied before delivery (requested in transit) goes back to transit (issue 15): the
        // delivered and purchase-confirmation steps then run as usual instead of stopping at 111
        if (claim.type === 'return' && claim.fromStatus === ORDER_STATUS.dispatched) {
          await moveGroup(
            tx,
            { ...line, status: ORDER_STATUS.returnDenied },
            ORDER_STATUS.dispatched,
            'system',
            undefined,
            'return denied before delivery: back in transit',
          );
        }
        await tx
          .update(claims)
          .set({
            status: 'denied',
            denyReason: reason,
            exceptionReason: exceptionReason ?? null,
            exceptionCode: exceptionCode ?? null,
            decidedAt: now(),
          })
          .where(eq(claims.claimSysId, claimSysId));
      });
      return { claim: presentClaim(await claimById(db, claimSysId)) };
    },

    /** Operator: the returned goods arrived (return 112 → 113; exchange 105 → 106). */
    async receive(claimSysId: number, user: AuthUser) {
      const claim = await claimById(db, claimSysId);
      if (claim.status !== 'approved') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      const line = await lineById(db, claim.orderPrdtSysId);
      const to = claim.type === 'exchange' ? ORDER_STATUS.exchangePreparing : ORDER_STATUS.returnReceived;
      const at = now();
      await withTx(db, async (tx) => {
        await moveGroup(tx, line, to, 'operator', user, 'returned goods received');
        // the refund is due within 3 business days of the goods' return (전자상거래법 제18조 ②)
        await tx
          .update(claims)
          .set({
            receivedAt: at,
            refundDueAt: claim.type === 'return' ? businessDaysAfterKst(at, REFUND_DUE_BUSINESS_DAYS) : null,
          })
          .where(eq(claims.claimSysId, claimSysId));
      });
      return { claim: presentClaim(await claimById(db, claimSysId)) };
    },

    /** Operator: complete the refund of a received return (113 → 114). */
    async completeRefund(claimSysId: number, user: AuthUser) {
      const claim = await claimById(db, claimSysId);
      // a refund recorded but whose gateway cancel failed is retried (the gateway knows the claim's key)
      if (claim.status === 'done' && claim.refundMethod === 'gateway') {
        await finishRefund(await gatewayRefundOf(db, claimSysId, claim.orderSysId, claim.refundAmount, false));
        return { claim: presentClaim(claim) };
      }
      if (claim.type !== 'return' || claim.status !== 'approved') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      const line = await lineById(db, claim.orderPrdtSysId);
      const r = await withTx(db, async (tx) => {
        const group = await groupOf(tx, line);
        await moveGroup(tx, line, ORDER_STATUS.returnComplete, 'operator', user, 'refund complete');
        return refund(tx, claim, group);
      });
      await finishRefund(r);
      return { claim: presentClaim(await claimById(db, claimSysId)) };
    },

    /** Operator: dispatch a line (2/3/101 → 4) or the exchange goods (106 → 107) with carrier and invoice. */
    async dispatch(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser,
      body: { deliveryCompanyCode: string; invoiceNumber: string },
    ) {
      const { line } = await lineOf(orderSysId, orderPrdtSysId, user);
      const to =
        line.status === ORDER_STATUS.exchangePreparing ? ORDER_STATUS.exchangeDispatched : ORDER_STATUS.dispatched;
      await withTx(db, async (tx) => {
        await moveGroup(tx, line, to, 'operator', user, `dispatched ${body.deliveryCompanyCode} ${body.invoiceNumber}`);
        const values = {
          orderPrdtSysId: line.orderPrdtSysId,
          orderSysId,
          deliveryCompanyCode: body.deliveryCompanyCode,
          invoiceNumber: body.invoiceNumber,
          dispatchedAt: now(),
          reminderSentAt: null,
          deliveredAt: null,
        };
        await tx
          .insert(orderDeliveries)
          .values(values)
          .onConflictDoUpdate({ target: orderDeliveries.orderPrdtSysId, set: values });
      });
      return service.detail(orderSysId, orderPrdtSysId, user);
    },

    /** Operator: mark delivered (4 → 5, or exchange goods 107 → 108). */
    async delivered(orderSysId: number, orderPrdtSysId: number, user: AuthUser) {
      const { line } = await lineOf(orderSysId, orderPrdtSysId, user);
      const to =
        line.status === ORDER_STATUS.exchangeDispatched ? ORDER_STATUS.exchangeDelivered : ORDER_STATUS.delivered;
      await withTx(db, async (tx) => {
        await moveGroup(tx, line, to, 'operator', user, 'delivered');
        await tx
          .update(orderDeliveries)
          .set({ deliveredAt: now() })
          .where(eq(orderDeliveries.orderPrdtSysId, line.orderPrdtSysId));
      });
      return service.detail(orderSysId, orderPrdtSysId, user);
    },

    /** PATCH users/{id}/orders/{pid}/completedPurcharse: 4/5 → 6 (exchange goods 108 → 109); otherwise 2006. */
    async confirmPurchase(orderPrdtSysId: number, user: AuthUser) {
      const line = await lineById(db, orderPrdtSysId).catch(() => null);
      if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      await deps.orders.access(line.orderSysId, { user, orderToken: undefined });
      const to =
        line.status === ORDER_STATUS.exchangeDelivered ? ORDER_STATUS.exchangeComplete : ORDER_STATUS.purchaseConfirmed;
      await withTx(db, (tx) => moveGroup(tx, line, to, actorOf(user), user, 'purchase confirmed'));
      return service.detail(line.orderSysId, orderPrdtSysId, user);
    },

    /** GET orders/{id}/products/{pid}: the line's state, history, claims and delivery. */
    async detail(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
      const { order, line } = await lineOf(orderSysId, orderPrdtSysId, user);
      const cl = await db
        .select()
        .from(claims)
        .where(eq(claims.orderPrdtSysId, orderPrdtSysId))
        .orderBy(asc(claims.claimSysId));
      const d = await deliveryOf(db, orderPrdtSysId);
      return {
        orderSysId,
        orderNumber: order.orderNumber,
        orderPrdtSysId,
        status: line.status,
        history: await historyOf(db, orderPrdtSysId),
        claims: cl.map(presentClaim),
        delivery: d ? presentDelivery(d) : null,
      };
    },

    /** GET orders/{id}/products/{pid}/deliveries */
    async deliveries(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
      await lineOf(orderSysId, orderPrdtSysId, user);
      const d = await deliveryOf(db, orderPrdtSysId);
      return { delivery: d ? presentDelivery(d) : null };
    },

    /** The buyer enters the invoice of the goods sent back for an open exchange or return. */
    async setReturnInvoice(
      type: 'exchange' | 'return',
      orderSysId: number,
      orderPrdtSysId: number,
      claimSysId: number,
      invoiceNumber: string,
      user: AuthUser | undefined,
      deliveryCompanyCode: string | null = null,
    ) {
      await lineOf(orderSysId, orderPrdtSysId, user);
      const claim = await claimById(db, claimSysId);
      if (claim.orderPrdtSysId !== orderPrdtSysId || claim.orderSysId !== orderSysId || claim.type !== type)
        throw new AppError(RC.CLAIM_NOT_FOUND);
      if (claim.status !== 'pending' && claim.status !== 'approved') throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
      const [c] = await db
        .update(claims)
        .set({ returnInvoice: invoiceNumber, returnCompanyCode: deliveryCompanyCode })
        .where(eq(claims.claimSysId, claimSysId))
        .returning();
      return { claim: presentClaim(c!) };
    },

    /** GET …/deliverypay and …/pays/deliveries: the return shipping fee the line's open claim owes, and its payments. */
    async deliveryPayInfo(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
      await lineOf(orderSysId, orderPrdtSysId, user);
      return deliveryPays.info(orderPrdtSysId);
    },

    /** POST …/deliverypay: starts paying the fee on the gateway's approval page (/reqPay). */
    async startDeliveryPay(
      orderSysId: number,
      orderPrdtSysId: number,
      input: Parameters<typeof deliveryPays.start>[2],
      user: AuthUser | undefined,
    ) {
      const { order } = await lineOf(orderSysId, orderPrdtSysId, user);
      return deliveryPays.start(order, orderPrdtSysId, input);
    },

    /** POST …/pays/deliveries: the buyer is back from the gateway (/reqPayComplete); the server asks the gateway. */
    async syncDeliveryPay(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
      await lineOf(orderSysId, orderPrdtSysId, user);
      return deliveryPays.sync(orderPrdtSysId);
    },

    /** GET deliveries/pays/{id}: one fee payment (its order's buyer or staff). */
    async deliveryPay(deliveryPaySysId: number, user: AuthUser | undefined) {
      const p = await deliveryPays.byId(deliveryPaySysId);
      await lineOf(p.orderSysId, p.orderPrdtSysId, user);
      return { deliveryPay: presentDeliveryPay(p) };
    },

    /** A gateway notification for a tid the order payments do not know (a fee payment). */
    deliveryPayNotified: deliveryPays.notified,

    /** Operator: cash refunds to pay out to refund accounts (virtual-account orders). */
    async payouts(status: 'requested' | 'paid' | undefined) {
      const rows = await db
        .select()
        .from(refundPayouts)
        .where(status ? eq(refundPayouts.status, status) : undefined)
        .orderBy(desc(refundPayouts.payoutSysId))
        .limit(200);
      return { list: rows.map(presentPayout), totalCount: rows.length };
    },

    /**
     * Operator: returns whose goods came back and whose refund is still open, earliest due first, with the
     * legal due date (3 business days after the goods' return) and whether it has passed.
     */
    async refundsDue() {
      const rows = await db
        .select()
        .from(claims)
        .where(and(eq(claims.type, 'return'), eq(claims.status, 'approved'), isNotNull(claims.refundDueAt)))
        .orderBy(asc(claims.refundDueAt), asc(claims.claimSysId))
        .limit(500);
      const at = now();
      return {
        list: rows.map((c) => ({ claim: presentClaim(c), overdue: c.refundDueAt! < at })),
        totalCount: rows.length,
      };
    },

    /** Operator: the transfer to the refund account is done (once; a repeat answers 7016). */
    async completePayout(payoutSysId: number, user: AuthUser) {
      const [p] = await db
        .update(refundPayouts)
        .set({ status: 'paid', paidAt: now(), paidBy: user.authSysId })
        .where(and(eq(refundPayouts.payoutSysId, payoutSysId), eq(refundPayouts.status, 'requested')))
        .returning();
      if (p) return { payout: presentPayout(p) };
      const [cur] = await db.select().from(refundPayouts).where(eq(refundPayouts.payoutSysId, payoutSysId));
      throw new AppError(cur ? RC.PAYOUT_DONE : RC.CLAIM_NOT_FOUND);
    },

    /** users/{id}/orders/requests, cancelOrders, returnOrders, exchangeOrders (with the item and its line state) */
    async requests(userSysId: number, type: ClaimType | null) {
      const rows = await db
        .select({
          c: claims,
          name: orderProducts.name,
          image: orderProducts.squareImageUrl,
          lineStatus: orderProducts.status,
        })
        .from(claims)
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .where(and(eq(claims.userSysId, userSysId), type ? eq(claims.type, type) : undefined))
        .orderBy(desc(claims.claimSysId))
        .limit(200);
      const list = rows.map((r) => ({
        ...presentClaim(r.c),
        name: r.name,
        squareImageUrl: r.image,
        lineStatus: r.lineStatus,
      }));
      return { list, totalCount: list.length };
    },
  };
  return service;
}

function presentPayout(p: typeof refundPayouts.$inferSelect): PayoutView {
  return {
    payoutSysId: p.payoutSysId,
    claimSysId: p.claimSysId,
    orderSysId: p.orderSysId,
    amount: p.amount,
    bankCode: p.bankCode,
    accountNumber: p.accountNumber,
    holder: p.holder,
    status: p.status,
    requestedAt: p.requestedAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

function presentDelivery(d: typeof orderDeliveries.$inferSelect) {
  const company = DELIVERY_COMPANIES.find((c) => c.code === d.deliveryCompanyCode);
  return {
    deliveryCompanyCode: d.deliveryCompanyCode,
    deliveryCompanyName: company?.ko ?? d.deliveryCompanyCode,
    invoiceNumber: d.invoiceNumber,
    dispatchedAt: d.dispatchedAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;

class NoStock extends Error {}

/** A gateway cancel to make once the refund's transaction committed (null: nothing at the gateway). */
type GatewayRefund = { tid: string; amount: number; key: string } | null;
