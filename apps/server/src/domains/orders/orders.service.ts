import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  ORDER_STATUS,
  PAYMENT_OPEN_STATES,
  RC,
  STAFF_ROLES,
  type CreateOrderResponse,
  type Lang,
  type NonMemberLookupResponse,
  type OrderResponse,
  type createOrderRequest,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { basketItems, orderProducts, orders, payments } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { idempotent } from '../../shared/idempotency.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { movePayments } from '../payments/payments.lifecycle.js';
import { presentPayment } from '../payments/payments.presenter.js';
import type { PointsService } from '../points/points.service.js';
import { attributeOrder } from './orders.attribution.js';
import { checkOrderCompliance } from './orders.compliance.js';
import { transitionOrderLines } from './orders.lifecycle.js';
import { englishNamesOf, presentOrder, presentOrderProduct } from './orders.presenter.js';
import { giveBackStock, stockLinesOf, takeStock } from './orders.stock.js';
import { writeOrder } from './orders.writes.js';

type CreateOrderInput = z.output<typeof createOrderRequest>;
type OrderRow = typeof orders.$inferSelect;

/** Who is asking about an order: a member/staff token, or a non-member's order token. */
export interface OrderCaller {
  user: AuthUser | undefined;
  orderToken: string | undefined;
  ip: string;
  lang: Lang;
}

const OPEN_UNPAID = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.depositChecking];

const memberOf = (u: AuthUser | undefined) => (u && u.role !== 'guest' ? u.authSysId : undefined);

export function createOrdersService(deps: {
  db: Db;
  now: () => Date;
  checkout: CheckoutService;
  points: PointsService;
  coupons: CouponsService;
  /** closes what the gateway still holds open for a released order (payments.gateway.ts) */
  gateway: { cancel(tid: string, reason: string): Promise<unknown> };
  /** key for non-members' order tokens */
  secret: Uint8Array;
  /** told after stock was reserved or given back (committed): the catalog drops its cached lists and details */
  onStockMoved?: () => void;
}) {
  const { db, now, checkout, points, coupons, gateway } = deps;
  const tokenKey = createHmac('sha256', deps.secret).update('order-token').digest();

  const orderTokenOf = (o: Pick<OrderRow, 'orderSysId' | 'orderNumber'>) =>
    createHmac('sha256', tokenKey).update(`${o.orderSysId}:${o.orderNumber}`).digest('base64url');

  function canRead(o: OrderRow, c: Pick<OrderCaller, 'user' | 'orderToken'>): boolean {
    if (c.user && STAFF_ROLES.includes(c.user.role)) return true;
    return isBuyer(o, c);
  }

  /** the member who placed the order, or (a guest order) the holder of its order token */
  function isBuyer(o: OrderRow, c: Pick<OrderCaller, 'user' | 'orderToken'>): boolean {
    const member = memberOf(c.user);
    if (o.userSysId !== null) return member === o.userSysId;
    if (!c.orderToken) return false;
    const want = Buffer.from(orderTokenOf(o));
    const got = Buffer.from(c.orderToken);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  async function load(q: Queryable, orderSysId: number): Promise<OrderRow | null> {
    const [o] = await q.select().from(orders).where(eq(orders.orderSysId, orderSysId));
    return o ?? null;
  }

  /** The order with its lines (in English with the products' current English names) and its latest payment. */
  async function full(q: Queryable, o: OrderRow, lang: Lang = 'ko'): Promise<OrderResponse> {
    const lines = await q
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderSysId, o.orderSysId))
      .orderBy(asc(orderProducts.orderPrdtSysId));
    const pays = await q
      .select()
      .from(payments)
      .where(eq(payments.orderSysId, o.orderSysId))
      .orderBy(asc(payments.paySysId));
    const last = pays.at(-1);
    const en = await englishNamesOf(q, lines, lang);
    return {
      order: presentOrder(o),
      products: lines.map((l) => presentOrderProduct(l, en)),
      payment: last ? presentPayment(last) : null,
    };
  }

  const service = {
    orderTokenOf,
    load,
    full,

    /** The order if the caller may see it; 6100 otherwise (another's order is not revealed). */
    /** issue 25 N2: only the order's own buyer (not staff) may approve its payment on the sandbox page */
    async isBuyer(orderSysId: number, c: Pick<OrderCaller, 'user' | 'orderToken'>): Promise<boolean> {
      const o = await load(db, orderSysId);
      return !!o && isBuyer(o, c);
    },

    async access(orderSysId: number, c: Pick<OrderCaller, 'user' | 'orderToken'>): Promise<OrderRow> {
      const o = await load(db, orderSysId);
      if (!o || !canRead(o, c)) throw new AppError(RC.ORDER_NOT_FOUND);
      return o;
    },

    /**
     * POST orders: checks the agreements, recomputes every amount (6105 when the browser's total
     * differs by even 1 won), then in one transaction reserves stock with conditional UPDATEs, uses
     * points, writes the order and its lines and removes the bought cart lines. With an
     * Idempotency-Key the first answer is replayed for every repeat.
     */
    async create(input: CreateOrderInput, c: OrderCaller, key: string | null): Promise<CreateOrderResponse | object> {
      if (!input.payMethod) throw new AppError(RC.PAY_METHOD_REQUIRED);
      if (!input.agreePayTerms) throw new AppError(RC.PAY_TERMS_REQUIRED);
      if (!input.confirmAge14) throw new AppError(RC.AGE14_REQUIRED);
      if (!input.agreeSellerProvision) throw new AppError(RC.SELLER_PROVISION_REQUIRED);
      const member = memberOf(c.user);
      const legal = await checkOrderCompliance(
        db,
        {
          prdtSysIds: input.items.map((i) => i.prdtSysId),
          payMethod: input.payMethod,
          escrow: input.escrow,
          cashReceipt: input.cashReceipt,
        },
        member,
        now(),
      );
      const items = input.items.map((i) => ({
        prdtSysId: i.prdtSysId,
        qty: i.qty,
        options: i.options,
        addingProducts: i.addingProducts,
        broadcastScheduleSysId: i.broadcastScheduleSysId,
        planPrdtSysId: i.planPrdtSysId ?? null,
        basketSysId: i.basketSysId ?? null,
      }));
      const owner = member ? `u:${member}` : `g:${c.ip}`;
      const created = await idempotent<CreateOrderResponse>(
        db,
        key ? { scope: 'orders', owner, key, request: input } : null,
        now,
        async (record) => {
          const quote = await checkout.quote({
            items,
            postNumber: input.receiver.postNumber,
            pointAmount: input.pointAmount,
            coupons: input.coupons,
            userSysId: member,
            // the lines keep the Korean names they are bought under (the contract's); readers in
            // English see the products' current English names (orders.presenter.ts englishNamesOf)
            lang: 'ko',
          });
          if (quote.amounts.payAmount !== input.expectedPayAmount) {
            throw new AppError(RC.PRICE_CHANGED, { extra: { amounts: quote.amounts } });
          }
          const attributedTo = await attributeOrder(db, now, input.broadcastScheduleSysId, input.items);
          const t = now();
          return withTx(db, async (tx) => {
            await takeStock(tx, stockLinesOf(input.items), { sold: true });
            const { order, token } = await writeOrder(tx, {
              input,
              quote,
              planPrdtSysIds: items.map((i) => i.planPrdtSysId),
              legal,
              member,
              attributedTo,
              at: t,
              tokenOf: orderTokenOf,
            });
            const a = quote.amounts;
            if (member && a.pointAmount > 0) {
              await points.use(tx, member, a.pointAmount, order.orderSysId, 'orderUse');
            }
            if (member && quote.coupons.length > 0) {
              const used = quote.coupons.map((x) => x.userCouponSysId);
              await coupons.markUsed(tx, member, used, order.orderSysId);
            }
            for (const e of quote.events) {
              if (member) await coupons.claimEvent(tx, member, e.planPrdtSysId, e.qty, e.maxQtyPerUser);
            }
            const basketIds = input.items.map((i) => i.basketSysId).filter((x): x is number => !!x);
            if (member && basketIds.length > 0) {
              await tx
                .delete(basketItems)
                .where(and(eq(basketItems.userSysId, member), inArray(basketItems.basketSysId, basketIds)));
            }
            const out: CreateOrderResponse = { ...(await full(tx, order, c.lang)), orderToken: token };
            await record(tx, out);
            return out;
          });
        },
      );
      deps.onStockMoved?.();
      return created;
    },

    /**
     * Gives back what an unpaid order holds — stock of the product, options and adding products, and
     * points — exactly once (the `released_at IS NULL` guard), and marks it cancelled (102).
     * Used by DELETE orders/{id}, payment expiry and the unpaid-order job.
     */
    async release(orderSysId: number, why: 'cancel' | 'expire'): Promise<boolean> {
      const t = now();
      const released = await withTx(db, async (tx) => {
        // the release guard only: the status moves through the order-state table (transitionOrderLines)
        const [o] = await tx
          .update(orders)
          .set({ cancelledAt: t, releasedAt: t })
          .where(and(eq(orders.orderSysId, orderSysId), isNull(orders.releasedAt), inArray(orders.status, OPEN_UNPAID)))
          .returning();
        if (!o) return null;
        const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderSysId, orderSysId));
        await giveBackStock(tx, lines, { sold: true });
        await transitionOrderLines(tx, {
          orderSysId,
          to: ORDER_STATUS.cancelled,
          actor: why === 'cancel' ? 'shopper' : 'system',
          actorUserSysId: why === 'cancel' ? o.userSysId : null,
          reason: why === 'cancel' ? 'unpaid order cancelled' : 'payment time passed',
          at: t,
        });
        // coupons become usable again (old expiry) and event purchases are given back
        await coupons.restore(tx, orderSysId);
        if (o.userSysId !== null) {
          const events = new Map<number, number>();
          for (const l of lines)
            if (l.planPrdtSysId !== null && l.parentOrderPrdtSysId === null)
              events.set(l.planPrdtSysId, (events.get(l.planPrdtSysId) ?? 0) + l.qty);
          for (const [planPrdtSysId, qty] of events) await coupons.releaseEvent(tx, o.userSysId, planPrdtSysId, qty);
        }
        if (o.userSysId !== null && o.pointAmount > 0) {
          await points.refund(
            tx,
            o.userSysId,
            o.pointAmount,
            orderSysId,
            why === 'cancel' ? 'orderCancel' : 'orderExpire',
          );
        }
        // the open payment attempts close: the buyer cancelled (shopper), or time ran out (system)
        const pending = await movePayments(
          tx,
          eq(payments.orderSysId, orderSysId),
          why === 'cancel' ? 'cancelled' : 'expired',
          why === 'cancel' ? 'shopper' : 'system',
          { from: PAYMENT_OPEN_STATES },
        );
        return { o, tids: pending.map((p) => p.tid).filter((x): x is string => !!x) };
      });
      if (!released) return false;
      deps.onStockMoved?.();
      // the gateway closes what it still holds open (an unused virtual account, an unfinished approval)
      for (const tid of released.tids) await gateway.cancel(tid, why);
      return true;
    },

    /** Cancels every unpaid order past its hold (payDueAt: checkout.policy.ts holdUntil); the jobs role runs this. */
    async expireUnpaid(): Promise<number> {
      const due = await db
        .select({ id: orders.orderSysId })
        .from(orders)
        .where(and(inArray(orders.status, OPEN_UNPAID), isNull(orders.releasedAt), lt(orders.payDueAt, now())))
        .limit(500);
      let n = 0;
      for (const d of due) if (await service.release(d.id, 'expire')) n += 1;
      return n;
    },

    /** DELETE orders/{id}: an unpaid order is cancelled and released; a paid one needs a cancel request. */
    async cancel(orderSysId: number, c: OrderCaller): Promise<OrderResponse> {
      const o = await service.access(orderSysId, c);
      if (!OPEN_UNPAID.includes(o.status as 0 | 1) || o.releasedAt) {
        if (o.status === ORDER_STATUS.cancelled) throw new AppError(RC.ORDER_NOT_PAYABLE);
        throw new AppError(RC.ORDER_NOT_CANCELLABLE);
      }
      await service.release(orderSysId, 'cancel');
      return full(db, (await load(db, orderSysId))!, c.lang);
    },

    async findByNumber(orderNumber: string): Promise<OrderRow | null> {
      const [o] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return o ?? null;
    },

    async read(orderSysId: number, c: OrderCaller): Promise<OrderResponse> {
      return full(db, await service.access(orderSysId, c), c.lang);
    },

    /** GET orders/nonUser/product?orderNumber&phone: a non-member finds an order (rate limited by the route). */
    async nonMemberLookup(orderNumber: string, phone: string, lang: Lang = 'ko'): Promise<NonMemberLookupResponse> {
      const [o] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), isNull(orders.userSysId), eq(orders.ordererPhone, phone)));
      if (!o) throw new AppError(RC.NON_MEMBER_ORDER_NOT_FOUND);
      return { ...(await full(db, o, lang)), orderToken: orderTokenOf(o) };
    },
  };
  return service;
}
export type OrdersService = ReturnType<typeof createOrdersService>;
