import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
 * Work other domains do in the same transaction when a line moves (issue 12: points on purchase
 * confirmation, taken back on a refund). Registered by the app (`onLineMoved`), removed on close;
 * hooks must be idempotent (a process running several apps registers one per app).
 */
export type LineMoveHook = (tx: Queryable, moved: TransitionResult) => Promise<void>;
const lineMoveHooks = new Set<LineMoveHook>();
export function onLineMoved(hook: LineMoveHook): () => void {
  lineMoveHooks.add(hook);
  return () => lineMoveHooks.delete(hook);
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
  const [r] = await transitionLines(tx, [input]);
  return r!;
}

/**
 * The same move for many lines at once (the back-office's bulk calls, issue 15): every move is
 * checked against the table first, then applied with one conditional UPDATE per (from, to) pair,
 * one history insert and one order-status sync per order. All or nothing inside the caller's
 * transaction; a line named twice is refused (7001).
 */
export async function transitionLines(tx: Queryable, inputs: TransitionInput[]): Promise<TransitionResult[]> {
  if (inputs.length === 0) return [];
  const ids = inputs.map((i) => i.orderPrdtSysId);
  if (new Set(ids).size !== ids.length) throw new AppError(RC.ORDER_TRANSITION_ILLEGAL);
  const rows = await tx
    .select({ id: orderProducts.orderPrdtSysId, orderSysId: orderProducts.orderSysId, status: orderProducts.status })
    .from(orderProducts)
    .where(inArray(orderProducts.orderPrdtSysId, ids))
    .orderBy(asc(orderProducts.orderPrdtSysId))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results: TransitionResult[] = [];
  for (const input of inputs) {
    const line = byId.get(input.orderPrdtSysId);
    if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
    const from = line.status as OrderStatusCode;
    if (input.expectFrom !== undefined && input.expectFrom !== from) {
      throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from, to: input.to } });
    }
    if (
      input.to === ORDER_STATUS.purchaseConfirmed &&
      input.actor === 'shopper' &&
      // withdrawing a seller-fault return asked after confirmation puts the line back, it confirms nothing
      from !== ORDER_STATUS.returnRequested &&
      !PURCHASE_CONFIRMABLE.includes(from)
    ) {
      throw new AppError(RC.PURCHASE_CONFIRM_NOT_ALLOWED, { extra: { from, to: input.to } });
    }
    if (!findTransition(from, input.to, input.actor)) {
      throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from, to: input.to } });
    }
    results.push({ orderSysId: line.orderSysId, orderPrdtSysId: line.id, from, to: input.to });
  }
  const pairs = new Map<string, TransitionResult[]>();
  for (const r of results) {
    const k = `${r.from}>${r.to}`;
    pairs.set(k, [...(pairs.get(k) ?? []), r]);
  }
  for (const group of pairs.values()) {
    const moved = await tx
      .update(orderProducts)
      .set({ status: group[0]!.to })
      .where(
        and(
          inArray(
            orderProducts.orderPrdtSysId,
            group.map((g) => g.orderPrdtSysId),
          ),
          eq(orderProducts.status, group[0]!.from),
        ),
      )
      .returning({ id: orderProducts.orderPrdtSysId });
    if (moved.length !== group.length) {
      throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from: group[0]!.from, to: group[0]!.to } });
    }
  }
  await tx.insert(orderProductHistory).values(
    results.map((r, i) => ({
      orderSysId: r.orderSysId,
      orderPrdtSysId: r.orderPrdtSysId,
      fromStatus: r.from,
      toStatus: r.to,
      actor: inputs[i]!.actor,
      actorUserSysId: inputs[i]!.actorUserSysId,
      reason: inputs[i]!.reason.slice(0, 500),
      createdAt: inputs[i]!.at,
    })),
  );
  // the order's status follows its lines when they all agree (a partly claimed order keeps its own)
  const orderTargets = new Map<number, number>();
  for (const r of results) orderTargets.set(r.orderSysId, r.to);
  for (const [orderSysId, to] of orderTargets) {
    await tx
      .update(orders)
      .set({ status: to })
      .where(
        and(
          eq(orders.orderSysId, orderSysId),
          sql`not exists (select 1 from ${orderProducts} where ${orderProducts.orderSysId} = ${orderSysId} and ${orderProducts.status} <> ${to})`,
        ),
      );
  }
  for (const r of results) for (const hook of lineMoveHooks) await hook(tx, r);
  return results;
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

/**
 * Moves every line of an order that is not yet in `to` through `transitionLine` (the payment's
 * moves: 0 → 1 virtual account issued, 0/1 → 2 paid, 0/1 → 102 unpaid order cancelled or expired),
 * each with its history row, in the caller's transaction (issue 15: no line status is set directly).
 */
export async function transitionOrderLines(
  tx: Queryable,
  input: Omit<TransitionInput, 'orderPrdtSysId' | 'expectFrom'> & { orderSysId: number },
): Promise<TransitionResult[]> {
  const lines = await tx
    .select({ id: orderProducts.orderPrdtSysId, status: orderProducts.status })
    .from(orderProducts)
    .where(eq(orderProducts.orderSysId, input.orderSysId))
    .orderBy(asc(orderProducts.orderPrdtSysId));
  const out: TransitionResult[] = [];
  for (const l of lines) {
    if (l.status === input.to) continue;
    const { orderSysId: _o, ...rest } = input;
    out.push(await transitionLine(tx, { ...rest, orderPrdtSysId: l.id }));
  }
  return out;
}
