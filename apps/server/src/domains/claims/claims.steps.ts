import type { DataCipher } from '../../shared/data-cipher.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CLAIM_OPEN_STATES,
  ORDER_STATUS,
  claimReasonsFor,
  isSellerFault,
  RC,
  STAFF_ROLES,
  type ClaimType,
  type OrderActor,
  type OrderHistoryEntry,
  type OrderStatusCode,
  type RefundAccount,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { claims, orderDeliveries, orderProducts, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { PaymentGateway } from '../payments/payments.gateway.js';
import type { PointsService } from '../points/points.service.js';
import { CASH_REFUND_METHODS, insideWindow, REQUEST_MOVE } from './claims.policy.js';

export type ClaimRow = typeof claims.$inferSelect;
export type LineRow = typeof orderProducts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** One move of an order line through the orders' lifecycle table (orders.lifecycle.ts `transitionGroup`). */
export interface LineMove {
  orderPrdtSysId: number;
  to: OrderStatusCode;
  actor: OrderActor;
  actorUserSysId: number | null;
  reason: string;
  at: Date;
}

/**
 * What claims need from the orders domain, passed in by the composition (orders.module.ts) so that
 * claims import nothing from orders (issue 17: no import cycle orders ↔ claims).
 */
export interface OrderLinesPort {
  /** the order when the caller may see it (6100 otherwise) */
  access(orderSysId: number, caller: { user: AuthUser | undefined; orderToken: string | undefined }): Promise<OrderRow>;
  /** moves a main line's adding products that share its state, then the line (the lifecycle's one way) */
  moveGroup(tx: Queryable, move: LineMove): Promise<unknown>;
  historyOf(q: Queryable, orderPrdtSysId: number): Promise<OrderHistoryEntry[]>;
  /** the one stock routine pair (orders.stock.ts) */
  takeStock(tx: Queryable, lines: readonly LineRow[], opts: { sold: boolean }): Promise<void>;
  giveBackStock(tx: Queryable, lines: readonly LineRow[], opts: { sold: boolean }): Promise<void>;
}

export interface ClaimsDeps {
  db: Db;
  now: () => Date;
  lines: OrderLinesPort;
  points: PointsService;
  coupons: CouponsService;
  gateway: PaymentGateway;
  /** a stored photo → the address the reader is given (a private photo: a short-lived signed link, issue 26) */
  fileView: (stored: string) => string;
  /** issue 33: refund account numbers are stored sealed (AES-256-GCM) */
  cipher: DataCipher;
}

/** A refund account as stored: the number sealed (issue 33, 안전성 확보조치 기준 제7조). */
export const sealedAccount = (cipher: DataCipher, a: RefundAccount): RefundAccount => ({
  ...a,
  accountNumber: cipher.seal(a.accountNumber),
});

export interface ClaimInput {
  reasonCode?: number | null | undefined;
  reasonDetail: string;
  refundAccount?: RefundAccount | null | undefined;
}

const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);
export const actorOf = (u: AuthUser | undefined): OrderActor => (isStaff(u) ? 'operator' : 'shopper');

/** The steps every claim kind shares: reading the claim, its line and order, and moving the line group. */
export function createClaimSteps(deps: ClaimsDeps) {
  const { db, now } = deps;

  /** The line and its order, when the caller may see the order (6100 / 7002 otherwise). */
  async function lineOf(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
    const order = await deps.lines.access(orderSysId, { user, orderToken: undefined });
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
    const move = { orderPrdtSysId: line.orderPrdtSysId, to, actor, reason, at: now() };
    return deps.lines.moveGroup(tx, { ...move, actorUserSysId: user?.authSysId ?? null });
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

  /** The line with its adding products, adding products first, as the transaction sees them. */
  async function groupOf(tx: Queryable, line: LineRow) {
    return [...(await childrenOf(tx, line)), await lineById(tx, line.orderPrdtSysId)];
  }

  /** Why a line outside a request's source states is refused: an open claim, dispatch, or the table (7001). */
  async function refuseRequest(type: ClaimType, line: LineRow): Promise<never> {
    const status = line.status;
    const open = await db
      .select({ id: claims.claimSysId })
      .from(claims)
      .where(and(eq(claims.orderPrdtSysId, line.orderPrdtSysId), inArray(claims.status, [...CLAIM_OPEN_STATES])));
    if (open.length) throw new AppError(RC.CLAIM_IN_PROGRESS);
    if (type === 'cancel' && [ORDER_STATUS.dispatched, ORDER_STATUS.delivered].includes(status as 4 | 5))
      throw new AppError(RC.CANCEL_AFTER_DISPATCH);
    if (type !== 'cancel' && [ORDER_STATUS.paid, ORDER_STATUS.preparing].includes(status as 2 | 3))
      throw new AppError(RC.RETURN_BEFORE_DISPATCH);
    throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from: status, to: REQUEST_MOVE[type].to } });
  }

  /** Every check of a request (cancel, return or exchange) before anything is written. */
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
    if (!claimReasonsFor(type).some((r) => r.code === reasonCode)) throw new AppError(RC.CLAIM_REASON_NOT_FOR_TYPE);
    const sellerFault = isSellerFault(reasonCode);
    const move = REQUEST_MOVE[type];
    const status = line.status;
    // a defective, damaged or wrong item may be returned after the purchase was confirmed (제17조 ③)
    const from = sellerFault && type === 'return' ? [...move.from, ORDER_STATUS.purchaseConfirmed] : move.from;
    if (!from.includes(status)) await refuseRequest(type, line);
    if (type !== 'cancel') {
      const d = await deliveryOf(db, line.orderPrdtSysId);
      // the order confirmation (the contract document, 전자상거래법 제13조 ②) goes out on payment
      if (!insideWindow(d?.deliveredAt ?? null, now(), order.paidAt, sellerFault))
        throw new AppError(sellerFault ? RC.SELLER_FAULT_WINDOW_PASSED : RC.CLAIM_WINDOW_PASSED);
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

  return { lineOf, childrenOf, moveGroup, deliveryOf, claimById, lineById, orderById, groupOf, checkRequest };
}
export type ClaimSteps = ReturnType<typeof createClaimSteps>;
