import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CLAIM_OPEN_STATES,
  DELIVERY_PAY_METHODS,
  RC,
  type DeliveryPayInfo,
  type DeliveryPayView,
  type EasyPayProvider,
  type PayMethod,
  type PaymentState,
  type PostOrdersProductsPaysDeliveriesResponse,
  type GetDeliveriesPaysResponse,
  type GetOrdersProductsPaysDeliveriesResponse,
  type PostOrdersProductsDeliverypayResponse,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { claimDeliveryPays, claims } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { GatewayTransaction, PaymentGateway } from '../payments/payments.gateway.js';
import { presentClaim } from './claims.presenters.js';
import { paymentSources } from '../payments/payments.lifecycle.js';

type PayRow = typeof claimDeliveryPays.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;

const DAY_MS = 86_400_000;

export function presentDeliveryPay(p: PayRow): DeliveryPayView {
  return {
    deliveryPaySysId: p.deliveryPaySysId,
    claimSysId: p.claimSysId,
    orderSysId: p.orderSysId,
    orderPrdtSysId: p.orderPrdtSysId,
    payMethod: p.payMethod,
    easyPayProvider: p.easyPayProvider,
    amount: p.amount,
    status: p.status,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The return shipping fee of a customer-fault exchange or return (/reqPay → /reqPayComplete), paid
 * through the same gateway as an order: the gateway's approval page, then the server re-queries the
 * gateway and confirms only the exact amount. One paid fee per claim.
 */
export function createDeliveryPays(deps: {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  fileView: (stored: string) => string;
}) {
  const { db, now, gateway } = deps;

  /** The line's open exchange/return claim that owes a fee (customer fault), or null. */
  async function owingClaim(q: Queryable, orderPrdtSysId: number): Promise<ClaimRow | null> {
    const [c] = await q
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.orderPrdtSysId, orderPrdtSysId),
          inArray(claims.type, ['exchange', 'return']),
          inArray(claims.status, [...CLAIM_OPEN_STATES]),
        ),
      )
      .orderBy(desc(claims.claimSysId))
      .limit(1);
    return c && c.shippingFee > 0 ? c : null;
  }

  const paysOfLine = (q: Queryable, orderPrdtSysId: number) =>
    q
      .select()
      .from(claimDeliveryPays)
      .where(eq(claimDeliveryPays.orderPrdtSysId, orderPrdtSysId))
      .orderBy(desc(claimDeliveryPays.deliveryPaySysId));

  async function paidFor(q: Queryable, claimSysId: number): Promise<boolean> {
    const rows = await q
      .select({ id: claimDeliveryPays.deliveryPaySysId })
      .from(claimDeliveryPays)
      .where(and(eq(claimDeliveryPays.claimSysId, claimSysId), eq(claimDeliveryPays.status, 'paid')));
    return rows.length > 0;
  }

  /** A fee payment moves like an order payment: from ready, as the payments' state table allows (6121 otherwise). */
  async function setStatus(p: PayRow, set: Partial<PayRow> & { status: PaymentState }) {
    const from = paymentSources(set.status, 'system', ['ready']);
    await db
      .update(claimDeliveryPays)
      .set(set)
      .where(and(eq(claimDeliveryPays.deliveryPaySysId, p.deliveryPaySysId), inArray(claimDeliveryPays.status, from)));
  }

  /** Applies what the gateway says about one fee payment (never what a caller says). */
  async function apply(p: PayRow, tx: GatewayTransaction | null): Promise<string> {
    if (!tx || p.status !== 'ready') return 'noop';
    const mismatch = tx.amount !== p.amount;
    switch (tx.status) {
      case 'AUTHORIZED': {
        if (mismatch || (await paidFor(db, p.claimSysId))) {
          await gateway.cancel(tx.tid, mismatch ? 'amount mismatch' : 'already paid');
          await setStatus(p, { status: 'cancelled', failReason: mismatch ? 'amount mismatch' : 'already paid' });
          return 'cancelled';
        }
        const done = await gateway.confirm(tx.tid, p.amount);
        await setStatus(p, { status: 'paid', approvedAt: done.approvedAt ?? now() });
        return 'paid';
      }
      case 'DONE':
        if (mismatch) {
          await gateway.cancel(tx.tid, 'amount mismatch');
          await setStatus(p, { status: 'cancelled', failReason: 'amount mismatch' });
          return 'cancelled';
        }
        await setStatus(p, { status: 'paid', approvedAt: tx.approvedAt ?? now() });
        return 'paid';
      case 'ABORTED':
        await setStatus(p, { status: 'declined', failReason: 'declined on the approval page' });
        return 'declined';
      case 'CANCELED':
      case 'EXPIRED':
        await setStatus(p, { status: 'cancelled', failReason: 'cancelled at the gateway' });
        return 'cancelled';
      default:
        return 'pending';
    }
  }

  async function info(orderPrdtSysId: number): Promise<DeliveryPayInfo> {
    const pays = await paysOfLine(db, orderPrdtSysId);
    const claim = await owingClaim(db, orderPrdtSysId);
    const paid = claim ? pays.some((p) => p.claimSysId === claim.claimSysId && p.status === 'paid') : false;
    return {
      claim: claim ? presentClaim(claim, deps.fileView) : null,
      amount: claim && !paid ? claim.shippingFee : 0,
      paid,
      pays: pays.map(presentDeliveryPay),
    };
  }

  return {
    paidFor,
    info,

    /** POST …/deliverypay: opens the gateway's approval page for the fee (card, transfer, easy pay). */
    async start(
      order: { orderSysId: number; orderNumber: string; userSysId: number | null },
      orderPrdtSysId: number,
      input: { payMethod: PayMethod; easyPayProvider?: EasyPayProvider | null | undefined },
    ) {
      if (!(DELIVERY_PAY_METHODS as readonly string[]).includes(input.payMethod))
        throw new AppError(RC.DELIVERY_PAY_METHOD);
      if (input.payMethod === 'easypay' && !input.easyPayProvider) throw new AppError(RC.EASY_PAY_UNSUPPORTED);
      const claim = await owingClaim(db, orderPrdtSysId);
      if (!claim) throw new AppError(RC.DELIVERY_PAY_NONE);
      if (await paidFor(db, claim.claimSysId)) throw new AppError(RC.DELIVERY_PAY_DONE);
      // an earlier attempt left open is closed first: one open fee payment per claim
      const from = paymentSources('cancelled', 'shopper', ['ready']);
      const stale = await db
        .update(claimDeliveryPays)
        .set({ status: 'cancelled', failReason: 'replaced by a new attempt' })
        .where(and(eq(claimDeliveryPays.claimSysId, claim.claimSysId), inArray(claimDeliveryPays.status, from)))
        .returning({ tid: claimDeliveryPays.tid });
      for (const st of stale) if (st.tid) await gateway.cancel(st.tid, 'replaced');
      const created = await gateway.create({
        merchantOrderId: `${order.orderNumber}-R${claim.claimSysId}`,
        orderName: '반품/교환 배송비 Return shipping fee',
        amount: claim.shippingFee,
        method: input.payMethod,
        easyPayProvider: input.easyPayProvider ?? null,
        depositorName: null,
        bankCode: null,
        returnUrl: `/reqPayComplete/${order.orderSysId}/${orderPrdtSysId}`,
        dueAt: new Date(now().getTime() + DAY_MS),
      });
      const [row] = await db
        .insert(claimDeliveryPays)
        .values({
          claimSysId: claim.claimSysId,
          orderSysId: order.orderSysId,
          orderPrdtSysId,
          userSysId: order.userSysId,
          payMethod: input.payMethod,
          easyPayProvider: input.easyPayProvider ?? null,
          amount: claim.shippingFee,
          status: 'ready',
          tid: created.tx.tid,
          createdAt: now(),
        })
        .returning();
      return { deliveryPay: presentDeliveryPay(row!), redirectUrl: created.redirectUrl };
    },

    /** POST …/pays/deliveries: re-queries the gateway for the line's open fee payments and applies the answers. */
    async sync(orderPrdtSysId: number) {
      const open = (await paysOfLine(db, orderPrdtSysId)).filter((p) => p.status === 'ready');
      for (const p of open) if (p.tid) await apply(p, await gateway.get(p.tid));
      return info(orderPrdtSysId);
    },

    async byId(deliveryPaySysId: number): Promise<PayRow> {
      const [p] = await db
        .select()
        .from(claimDeliveryPays)
        .where(eq(claimDeliveryPays.deliveryPaySysId, deliveryPaySysId));
      if (!p) throw new AppError(RC.DELIVERY_PAY_NONE);
      return p;
    },

    /** A gateway notification naming a fee payment's tid (the payments webhook hands over tids it does not know). */
    async notified(tid: string): Promise<string | null> {
      const [p] = await db.select().from(claimDeliveryPays).where(eq(claimDeliveryPays.tid, tid));
      if (!p) return null;
      return p.status === 'ready' ? apply(p, await gateway.get(tid)) : 'alreadySettled';
    },
  };
}
export type DeliveryPays = ReturnType<typeof createDeliveryPays>;

/** The buyer's fee-payment calls, each after checking the caller may see the line (`lineOf`: 6100 / 7002). */
export function deliveryPayCalls(
  pays: ReturnType<typeof createDeliveryPays>,
  lineOf: (
    orderSysId: number,
    orderPrdtSysId: number,
    user: AuthUser | undefined,
  ) => Promise<{ order: Parameters<ReturnType<typeof createDeliveryPays>['start']>[0] }>,
) {
  return {
    /** GET …/deliverypay and …/pays/deliveries: the return shipping fee the line's open claim owes, and its payments. */
    async deliveryPayInfo(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser | undefined,
    ): Promise<GetOrdersProductsPaysDeliveriesResponse> {
      await lineOf(orderSysId, orderPrdtSysId, user);
      return pays.info(orderPrdtSysId);
    },

    /** POST …/deliverypay: starts paying the fee on the gateway's approval page (/reqPay). */
    async startDeliveryPay(
      orderSysId: number,
      orderPrdtSysId: number,
      input: Parameters<typeof pays.start>[2],
      user: AuthUser | undefined,
    ): Promise<PostOrdersProductsDeliverypayResponse> {
      const { order } = await lineOf(orderSysId, orderPrdtSysId, user);
      return pays.start(order, orderPrdtSysId, input);
    },

    /** POST …/pays/deliveries: the buyer is back from the gateway (/reqPayComplete); the server asks the gateway. */
    async syncDeliveryPay(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser | undefined,
    ): Promise<PostOrdersProductsPaysDeliveriesResponse> {
      await lineOf(orderSysId, orderPrdtSysId, user);
      return pays.sync(orderPrdtSysId);
    },

    /** GET deliveries/pays/{id}: one fee payment (its order's buyer or staff). */
    async deliveryPay(deliveryPaySysId: number, user: AuthUser | undefined): Promise<GetDeliveriesPaysResponse> {
      const p = await pays.byId(deliveryPaySysId);
      await lineOf(p.orderSysId, p.orderPrdtSysId, user);
      return { deliveryPay: presentDeliveryPay(p) };
    },

    /** A gateway notification for a tid the order payments do not know (a fee payment). */
    deliveryPayNotified: pays.notified,
  };
}
