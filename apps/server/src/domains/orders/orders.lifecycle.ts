import { and, asc, eq, sql } from 'drizzle-orm';
import {
  findTransition,
  ORDER_STATUS,
  PURCHASE_CONFIRMABLE,
  RC,
  type OrderActor,
  type OrderHistoryEntry,
  type OrderStatusCode,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { orderProductHistory, orderProducts, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

export interface TransitionInput {
  orderPrdtSysId: number;
  to: OrderStatusCode;
  actor: OrderActor;
  /** the member or staff user who asked (null for the system) */
  actorUserSysId: number | null;
  reason: string;
  at: Date;
  /** when given, the move happens only from this state (a job that read the row earlier) */
  expectFrom?: OrderStatusCode;
}

export interface TransitionResult {
  orderSysId: number;
  orderPrdtSysId: number;
  from: OrderStatusCode;
  to: OrderStatusCode;
}

/**
 * The one way an order line changes state (issue 7). Checks the move against the contracts'
 * transition table for this actor, applies it with a conditional UPDATE (the state read is the
 * state changed: a concurrent move makes this one fail and change nothing), records who, when and
 * why in order_product_history, and keeps the order's own status in step when all its lines agree.
 * Run it inside the caller's transaction with the other writes of the same step.
 *
 * Refusals: 7002 no such line; 2006 purchase confirmation outside dispatched/delivered;
 * 7001 any other move the table does not allow.
 */
export async function transitionLine(tx: Queryable, input: TransitionInput): Promise<TransitionResult> {
  const [line] = await tx
    .select({ id: orderProducts.orderPrdtSysId, orderSysId: orderProducts.orderSysId, status: orderProducts.status })
    .from(orderProducts)
    .where(eq(orderProducts.orderPrdtSysId, input.orderPrdtSysId))
    .for('update');
  if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
  const from = line.status as OrderStatusCode;
  if (input.expectFrom !== undefined && input.expectFrom !== from) {
    throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from, to: input.to } });
  }
  if (
    input.to === ORDER_STATUS.purchaseConfirmed &&
    input.actor === 'shopper' &&
    !PURCHASE_CONFIRMABLE.includes(from)
  ) {
    throw new AppError(RC.PURCHASE_CONFIRM_NOT_ALLOWED, { extra: { from, to: input.to } });
  }
  if (!findTransition(from, input.to, input.actor)) {
    throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from, to: input.to } });
  }
  const moved = await tx
    .update(orderProducts)
    .set({ status: input.to })
    .where(and(eq(orderProducts.orderPrdtSysId, line.id), eq(orderProducts.status, from)))
    .returning({ id: orderProducts.orderPrdtSysId });
  if (moved.length === 0) throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from, to: input.to } });
  await tx.insert(orderProductHistory).values({
    orderSysId: line.orderSysId,
    orderPrdtSysId: line.id,
    fromStatus: from,
    toStatus: input.to,
    actor: input.actor,
    actorUserSysId: input.actorUserSysId,
    reason: input.reason.slice(0, 500),
    createdAt: input.at,
  });
  // the order's status follows its lines when they all agree (a partly claimed order keeps its own)
  await tx
    .update(orders)
    .set({ status: input.to })
    .where(
      and(
        eq(orders.orderSysId, line.orderSysId),
        sql`not exists (select 1 from ${orderProducts} where ${orderProducts.orderSysId} = ${line.orderSysId} and ${orderProducts.status} <> ${input.to})`,
      ),
    );
  return { orderSysId: line.orderSysId, orderPrdtSysId: line.id, from, to: input.to };
}

export async function historyOf(q: Queryable, orderPrdtSysId: number): Promise<OrderHistoryEntry[]> {
  const rows = await q
    .select()
    .from(orderProductHistory)
    .where(eq(orderProductHistory.orderPrdtSysId, orderPrdtSysId))
    .orderBy(asc(orderProductHistory.historySysId));
  return rows.map((r) => ({
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actor: r.actor as OrderActor,
    actorUserSysId: r.actorUserSysId,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Moves a main line's adding-product lines that share its state (first), then the line itself, in
 * the caller's transaction. An adding line alone moves alone.
 */
export async function transitionGroup(
  tx: Queryable,
  input: Omit<TransitionInput, 'orderPrdtSysId'> & { orderPrdtSysId: number },
): Promise<TransitionResult> {
  const [line] = await tx
    .select({ status: orderProducts.status, parent: orderProducts.parentOrderPrdtSysId })
    .from(orderProducts)
    .where(eq(orderProducts.orderPrdtSysId, input.orderPrdtSysId))
    .for('update');
  if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
  if (line.parent === null) {
    const children = await tx
      .select({ id: orderProducts.orderPrdtSysId })
      .from(orderProducts)
      .where(and(eq(orderProducts.parentOrderPrdtSysId, input.orderPrdtSysId), eq(orderProducts.status, line.status)))
      .orderBy(asc(orderProducts.orderPrdtSysId));
    for (const c of children) await transitionLine(tx, { ...input, orderPrdtSysId: c.id, expectFrom: undefined });
  }
  return transitionLine(tx, input);
}
