import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_STATUS,
  PAYMENT_OPEN_STATES,
  RC,
  selfIssuedReceipt,
  walletBlockedInApp,
  type PaymentResponse,
  type PayOrderResponse,
  type payOrderRequest,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { gatewayEvents, orderProducts, orders, payments } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { holdUntil } from '../checkout/checkout.policy.js';
import { idempotent } from '../../shared/idempotency.js';
import type { GatewayNotification, GatewayTransaction, PaymentGateway } from './payments.gateway.js';
import { refundIfTakenLate } from './payments.late.js';
import { movePayments } from './payments.lifecycle.js';
import { presentPayment } from './payments.presenter.js';
import type { OrdersPort, PayCaller } from './payments.ports.js';

type PayInput = z.output<typeof payOrderRequest>;
type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
const PENDING: string[] = [...PAYMENT_OPEN_STATES];

/** The order leaves "awaiting payment" with `set`; refused (ORDER_NOT_PAYABLE) when another request moved it first. */
async function leaveAwaitingPayment(tx: Queryable, orderSysId: number, set: Partial<typeof orders.$inferInsert>) {
  const [o] = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.orderSysId, orderSysId), eq(orders.status, ORDER_STATUS.awaitingPayment)))
    .returning();
  if (!o) throw new AppError(RC.ORDER_NOT_PAYABLE);
  return o;
}

/** methods where escrow and the cash receipt apply (a card payment has its card slip) */
const CASH_METHODS: string[] = ['transfer', 'vbank'];

export type { OrdersPort, PayCaller } from './payments.ports.js';

export function createPaymentsService(deps: { db: Db; now: () => Date; orders: OrdersPort; gateway: PaymentGateway }) {
  const { db, now, orders: ordersService, gateway } = deps;
  /** payments of the same gateway kept elsewhere (the claims' return shipping fees): their tids are handed over */
  let otherTid: ((tid: string) => Promise<string | null>) | undefined;
  /** told once per order when it becomes paid (issue 14: "buying now" and the live sales feed) */
  const paidListeners: ((orderSysId: number) => void)[] = [];
  const notifyPaid = (orderSysId: number) => {
    for (const fn of paidListeners) fn(orderSysId);
  };

  /**
   * Marks the payment and its order paid, once, with the method the gateway says was used (issue 32 #14:
   * a card payment may have gone through an easy-pay wallet); a payment that lands on a released order
   * is refunded.
   */
  async function markPaid(
    p: PaymentRow,
    approvedAt: Date,
    g?: GatewayTransaction,
  ): Promise<'paid' | 'refunded' | 'noop'> {
    const payMethod = g?.method ?? p.payMethod;
    const easyPayProvider = g?.easyPayProvider !== undefined ? g.easyPayProvider : p.easyPayProvider;
    const outcome = await withTx(db, async (tx) => {
      const one = eq(payments.paySysId, p.paySysId);
      const [won] = await movePayments(tx, one, 'paid', 'system', {
        set: { approvedAt, payMethod, easyPayProvider },
      });
      if (!won) return 'noop' as const;
      const [o] = await tx
        .update(orders)
        .set({ status: ORDER_STATUS.paid, paidAt: approvedAt, payMethod })
        .where(
          and(
            eq(orders.orderSysId, p.orderSysId),
            inArray(orders.status, [ORDER_STATUS.awaitingPayment, ORDER_STATUS.depositChecking]),
          ),
        )
        .returning({ id: orders.orderSysId, releasedAt: orders.releasedAt });
      if (!o || o.releasedAt) {
        await movePayments(tx, one, 'cancelled', 'system', {
          from: ['paid'],
          set: { failReason: 'order was cancelled before the payment arrived' },
        });
        return 'refunded' as const;
      }
      await ordersService.moveLines(tx, {
        orderSysId: p.orderSysId,
        to: ORDER_STATUS.paid,
        actor: 'system',
        actorUserSysId: null,
        reason: payMethod === 'vbank' ? 'deposit confirmed' : 'payment confirmed',
        at: approvedAt,
      });
      return 'paid' as const;
    });
    if (outcome === 'refunded' && p.tid) await gateway.cancel(p.tid, 'order cancelled');
    if (outcome === 'paid') notifyPaid(p.orderSysId);
    return outcome;
  }

  async function setFailed(p: PaymentRow, status: 'declined' | 'cancelled' | 'expired', reason: string) {
    const one = eq(payments.paySysId, p.paySysId);
    await movePayments(db, one, status, 'system', { from: PAYMENT_OPEN_STATES, set: { failReason: reason } });
  }

  /**
   * Applies what the gateway says about one payment (never what a caller says). An authorised card /
   * transfer / easy-pay payment is confirmed only when the gateway's amount equals our order's.
   */
  async function apply(p: PaymentRow, tx: GatewayTransaction | null): Promise<string> {
    if (!tx) return 'unknown';
    const [o] = await db.select().from(orders).where(eq(orders.orderSysId, p.orderSysId));
    if (!o) return 'unknown';
    switch (tx.status) {
      case 'AUTHORIZED': {
        if (tx.amount !== p.amount || p.amount !== o.payAmount) {
          await gateway.cancel(tx.tid, 'amount mismatch');
          await setFailed(p, 'declined', 'amount mismatch');
          return 'amountMismatch';
        }
        // issue 25: an approval after the hold ended is refused (the order is released first if the job has not yet)
        if (!o.releasedAt && o.payDueAt < now()) await ordersService.release(o.orderSysId, 'expire');
        if (o.releasedAt || o.payDueAt < now()) {
          await gateway.cancel(tx.tid, 'order cancelled');
          await setFailed(p, 'cancelled', 'order was cancelled before the payment arrived');
          return 'refunded';
        }
        const done = await gateway.confirm(tx.tid, o.payAmount);
        return markPaid(p, done.approvedAt ?? now(), done);
      }
      case 'DONE':
        if (tx.amount !== o.payAmount) {
          await gateway.cancel(tx.tid, 'amount mismatch');
          await setFailed(p, 'declined', 'amount mismatch');
          return 'amountMismatch';
        }
        return markPaid(p, tx.approvedAt ?? now(), tx);
      case 'ABORTED':
        await setFailed(p, 'declined', 'declined on the approval page');
        return 'declined';
      case 'CANCELED':
        await setFailed(p, 'cancelled', 'cancelled at the gateway');
        return 'cancelled';
      case 'EXPIRED':
        await setFailed(p, 'expired', 'expired at the gateway');
        return 'expired';
      default:
        return 'pending';
    }
  }

  /** Re-queries the gateway for every open payment of an order and applies the answers. */
  async function sync(orderSysId: number): Promise<void> {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderSysId, orderSysId), inArray(payments.status, PENDING)))
      .orderBy(asc(payments.paySysId));
    for (const p of open) if (p.tid) await apply(p, await gateway.get(p.tid));
  }

  async function answer(orderSysId: number): Promise<PaymentResponse> {
    const full = await ordersService.full(db, (await ordersService.load(db, orderSysId))!);
    return { payment: full.payment, order: full.order };
  }

  return {
    sync,

    /** Hands gateway notifications of tids that are no order payment to another owner (claims' fee payments). */
    onOtherTid(fn: (tid: string) => Promise<string | null>) {
      otherTid = fn;
    },

    /** Listens for orders becoming paid (after their transaction committed); the listener must not throw. */
    onOrderPaid(fn: (orderSysId: number) => void) {
      paidListeners.push(fn);
    },

    /**
     * POST orders/{id}/pays: starts paying an unpaid order with the gateway. Card, transfer and easy pay
     * answer the approval page to open; a virtual account answers its deposit details (order state 1).
     * A 0-won order is paid at once (a method is still required). Replayed for a repeated Idempotency-Key.
     */
    async pay(orderSysId: number, input: PayInput, c: PayCaller, key: string | null) {
      const o = await ordersService.access(orderSysId, c);
      const owner = o.userSysId !== null ? `u:${o.userSysId}` : `o:${o.orderSysId}`;
      return idempotent<PayOrderResponse>(
        db,
        key ? { scope: `pays:${orderSysId}`, owner, key, request: input } : null,
        now,
        async () => {
          const cur = (await ordersService.load(db, orderSysId))!;
          if (cur.status === ORDER_STATUS.cancelled && cur.releasedAt && cur.payDueAt < now()) {
            throw new AppError(RC.ORDER_EXPIRED);
          }
          if (cur.status !== ORDER_STATUS.awaitingPayment || cur.releasedAt) throw new AppError(RC.ORDER_NOT_PAYABLE);
          if (cur.payDueAt < now()) {
            await ordersService.release(orderSysId, 'expire');
            throw new AppError(RC.ORDER_EXPIRED);
          }
          if (input.payMethod === 'easypay' && !input.easyPayProvider) throw new AppError(RC.EASY_PAY_UNSUPPORTED);
          if (input.payMethod === 'easypay' && walletBlockedInApp(c.userAgent ?? '', input.easyPayProvider)) {
            throw new AppError(RC.EASY_PAY_IN_APP_UNAVAILABLE);
          }
          // the escrow chosen with the order is for transfer and virtual account only (전자상거래법 제24조)
          if (cur.escrow === 1 && !CASH_METHODS.includes(input.payMethod)) throw new AppError(RC.ESCROW_NOT_AVAILABLE);
          // an earlier attempt left open (the buyer came back) is closed first: one open payment per order
          const stale = await movePayments(db, eq(payments.orderSysId, orderSysId), 'cancelled', 'shopper', {
            from: ['ready'],
            set: { failReason: 'replaced by a new attempt' },
          });
          for (const s of stale) if (s.tid) await gateway.cancel(s.tid, 'replaced');

          const t = now();
          /** the payment row of this attempt: the order, the method and the time, with what `row` adds */
          const insertPayment = (
            tx: Queryable,
            row: Omit<NewPayment, 'orderSysId' | 'payMethod' | 'easyPayProvider' | 'createdAt'>,
          ) =>
            tx
              .insert(payments)
              .values({
                orderSysId,
                payMethod: input.payMethod,
                easyPayProvider: input.easyPayProvider ?? null,
                createdAt: t,
                ...row,
              })
              .returning();
          if (cur.payAmount === 0) {
            const paid = await withTx(db, async (tx) => {
              const ok = await leaveAwaitingPayment(tx, orderSysId, {
                status: ORDER_STATUS.paid,
                paidAt: t,
                payMethod: input.payMethod,
              });
              await ordersService.moveLines(tx, {
                orderSysId,
                to: ORDER_STATUS.paid,
                actor: 'system',
                actorUserSysId: null,
                reason: 'nothing to pay (points and coupons cover it)',
                at: t,
              });
              const [p] = await insertPayment(tx, { amount: 0, status: 'paid', gateway: 'none', approvedAt: t });
              return { p: p!, o: ok };
            });
            notifyPaid(orderSysId);
            return { payment: presentPayment(paid.p), redirectUrl: null, order: ordersService.present(paid.o) };
          }

          const lines = await db
            .select({ name: orderProducts.name })
            .from(orderProducts)
            .where(eq(orderProducts.orderSysId, orderSysId))
            .orderBy(asc(orderProducts.orderPrdtSysId));
          const orderName =
            lines.length > 1 ? `${lines[0]!.name} 외 ${lines.length - 1}건` : (lines[0]?.name ?? cur.orderNumber);
          // issue 25: the order holds its stock while this payment can complete (a virtual account: its deadline)
          const dueAt = holdUntil(input.payMethod, cur.createdAt, t, cur.payDueAt);
          const created = await gateway.create({
            merchantOrderId: cur.orderNumber,
            orderName: orderName.slice(0, 200),
            amount: cur.payAmount,
            method: input.payMethod,
            easyPayProvider: input.easyPayProvider ?? null,
            depositorName: input.depositorName ?? cur.ordererName,
            bankCode: input.bankCode ?? null,
            returnUrl: `/BuyComplete?orderSysId=${orderSysId}`,
            dueAt,
            escrow: cur.escrow === 1,
            // issue 33: a cash payment without the buyer's receipt is self-issued to the NTS number
            cashReceipt: CASH_METHODS.includes(input.payMethod) ? (cur.cashReceipt ?? selfIssuedReceipt) : null,
          });
          const isVbank = input.payMethod === 'vbank';
          const result = await withTx(db, async (tx) => {
            const [p] = await insertPayment(tx, {
              amount: cur.payAmount,
              status: isVbank ? 'waitingDeposit' : 'ready',
              gateway: gateway.name,
              tid: created.tx.tid,
              vbank: created.tx.vbank ? { ...created.tx.vbank, dueAt: created.tx.vbank.dueAt.toISOString() } : null,
            });
            const o2 = await leaveAwaitingPayment(tx, orderSysId, {
              payMethod: input.payMethod,
              payDueAt: dueAt,
              ...(isVbank ? { status: ORDER_STATUS.depositChecking } : {}),
            });
            // a virtual account issued: the lines wait for the deposit too (0 → 1, the lifecycle's system move)
            if (isVbank)
              await ordersService.moveLines(tx, {
                orderSysId,
                to: ORDER_STATUS.depositChecking,
                actor: 'system',
                actorUserSysId: null,
                reason: 'virtual account issued',
                at: t,
              });
            return { p: p!, o: o2 };
          });
          return {
            payment: presentPayment(result.p),
            redirectUrl: created.redirectUrl,
            order: ordersService.present(result.o),
          };
        },
        // the gateway is called in the middle: the answer is stored after it, not inside one transaction
      );
    },

    /** GET orders/pays/{id}: the order's latest payment (virtual-account details included). */
    async get(orderSysId: number, c: PayCaller): Promise<PaymentResponse> {
      await ordersService.access(orderSysId, c);
      return answer(orderSysId);
    },

    /** PATCH orders/pays/{id}/notifies: the server asks the gateway itself; the caller's body is ignored. */
    async notifies(orderSysId: number, c: PayCaller): Promise<PaymentResponse> {
      await ordersService.access(orderSysId, c);
      await sync(orderSysId);
      return answer(orderSysId);
    },

    /**
     * A gateway notification: the signature is checked, the event is stored once by its id (a replay
     * changes nothing), and the payment it names is re-queried from the gateway.
     */
    async webhook(raw: string, signature: string | undefined): Promise<{ duplicate: boolean; outcome: string }> {
      let n: GatewayNotification;
      if (gateway.readNotification) {
        const read = await gateway.readNotification(raw, signature);
        if (!read) throw new AppError(RC.PG_SIGNATURE_INVALID);
        n = read;
      } else {
        if (!gateway.verifyNotification(raw, signature)) throw new AppError(RC.PG_SIGNATURE_INVALID);
        try {
          n = JSON.parse(raw) as GatewayNotification;
        } catch {
          throw new AppError(RC.BAD_REQUEST);
        }
      }
      if (typeof n.eventId !== 'string' || typeof n.tid !== 'string' || typeof n.eventType !== 'string') {
        throw new AppError(RC.BAD_REQUEST);
      }
      const stored = await db
        .insert(gatewayEvents)
        .values({
          eventId: n.eventId.slice(0, 80),
          gateway: gateway.name,
          tid: n.tid.slice(0, 64),
          eventType: n.eventType.slice(0, 40),
          payload: n,
          receivedAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: gatewayEvents.eventId });
      if (stored.length === 0) return { duplicate: true, outcome: 'duplicate' };
      const [p] = await db.select().from(payments).where(eq(payments.tid, n.tid));
      const outcome = p
        ? PENDING.includes(p.status)
          ? await apply(p, await gateway.get(n.tid))
          : await refundIfTakenLate(gateway, p)
        : ((await otherTid?.(n.tid)) ?? 'unknownTid');
      await db
        .update(gatewayEvents)
        .set({ processedAt: now(), outcome })
        .where(eq(gatewayEvents.eventId, n.eventId.slice(0, 80)));
      return { duplicate: false, outcome };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
