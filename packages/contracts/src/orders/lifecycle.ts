import { z } from 'zod';
import { ORDER_STATUS, type OrderStatusCode } from './index.js';

/**
 * The order-product lifecycle (shopping §4): every allowed move of one order line, with who may
 * make it. Anything not listed is refused by the server (`7001`) and changes nothing.
 *
 * - shopper: the buyer, through the shopper calls (§7 "Orders and claims")
 * - operator: staff (manager/admin), through the operator calls
 * - system: the server itself (payment confirmation, timed jobs)
 */
export const ORDER_ACTORS = ['shopper', 'operator', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransition {
  from: OrderStatusCode;
  to: OrderStatusCode;
  by: readonly OrderActor[];
  /** what the move means, for the history and the docs */
  what: string;
}

const S = ORDER_STATUS;
const t = (from: OrderStatusCode, to: OrderStatusCode, by: readonly OrderActor[], what: string): OrderTransition => ({
  from,
  to,
  by,
  what,
});

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // payment (issue 6 moves these through the payments service)
  t(S.awaitingPayment, S.depositChecking, ['system'], 'virtual account issued'),
  t(S.awaitingPayment, S.paid, ['system'], 'payment confirmed'),
  t(S.depositChecking, S.paid, ['system'], 'deposit confirmed'),
  t(S.awaitingPayment, S.cancelled, ['shopper', 'system'], 'unpaid order cancelled or expired'),
  t(S.depositChecking, S.cancelled, ['shopper', 'system'], 'unpaid order cancelled or expired'),
  // fulfilment
  t(S.paid, S.preparing, ['operator'], 'merchandise being prepared'),
  t(S.paid, S.dispatched, ['operator'], 'dispatched with delivery company and invoice'),
  t(S.preparing, S.dispatched, ['operator'], 'dispatched with delivery company and invoice'),
  t(S.dispatched, S.delivered, ['operator', 'system'], 'delivered (or auto-completed after the reminder)'),
  t(S.dispatched, S.purchaseConfirmed, ['shopper'], 'purchase confirmed in transit'),
  t(S.delivered, S.purchaseConfirmed, ['shopper', 'system'], 'purchase confirmed (auto after 7 days)'),
  // cancellation: before dispatch
  t(S.paid, S.cancelRequested, ['shopper'], 'cancel requested'),
  t(S.preparing, S.cancelRequested, ['shopper'], 'cancel requested'),
  t(S.paid, S.cancelled, ['operator'], 'cancelled by the operator (refund)'),
  t(S.preparing, S.cancelled, ['operator'], 'cancelled by the operator (refund)'),
  t(S.cancelRequested, S.cancelled, ['operator'], 'cancel approved (refund)'),
  t(S.cancelRequested, S.cancelDenied, ['operator'], 'cancel denied'),
  // issue 18: the shopper withdraws a pending request in one step (never harder than joining)
  t(S.cancelRequested, S.paid, ['shopper'], 'cancel withdrawn'),
  t(S.cancelRequested, S.preparing, ['shopper'], 'cancel withdrawn'),
  t(S.returnRequested, S.dispatched, ['shopper'], 'return withdrawn'),
  t(S.cancelDenied, S.preparing, ['operator'], 'preparing after a denied cancel'),
  t(S.cancelDenied, S.dispatched, ['operator'], 'dispatched after a denied cancel'),
  // exchange: after delivery, within the window
  t(S.delivered, S.exchangeRequested, ['shopper'], 'exchange requested'),
  t(S.exchangeRequested, S.exchangeDenied, ['operator'], 'exchange denied'),
  t(S.exchangeRequested, S.exchangeInProgress, ['operator'], 'exchange approved, goods on their way back'),
  t(S.exchangeRequested, S.returnRequested, ['operator'], 'exchange turned into a return (no stock)'),
  t(S.exchangeInProgress, S.exchangePreparing, ['operator'], 'returned goods received, exchange goods prepared'),
  t(S.exchangeInProgress, S.returnInProgress, ['operator'], 'exchange turned into a return (no stock)'),
  t(S.exchangePreparing, S.exchangeDispatched, ['operator'], 'exchange goods dispatched'),
  t(S.exchangePreparing, S.returnReceived, ['operator'], 'exchange turned into a return (no stock)'),
  t(S.exchangeDispatched, S.exchangeDelivered, ['operator', 'system'], 'exchange goods delivered'),
  t(S.exchangeDelivered, S.exchangeComplete, ['shopper', 'operator', 'system'], 'exchange complete'),
  t(
    S.exchangeRequested,
    S.delivered,
    ['shopper', 'system'],
    'exchange withdrawn (or treated as withdrawn after 14 days)',
  ),
  t(S.exchangeInProgress, S.delivered, ['system'], 'exchange treated as withdrawn after 14 days'),
  t(S.exchangeDenied, S.purchaseConfirmed, ['system'], 'purchase auto-confirmed after a denied exchange'),
  // return: after dispatch
  t(S.dispatched, S.returnRequested, ['shopper'], 'return requested'),
  t(S.delivered, S.returnRequested, ['shopper'], 'return requested'),
  t(S.returnRequested, S.returnDenied, ['operator'], 'return denied'),
  t(S.returnRequested, S.returnInProgress, ['operator'], 'return approved, goods on their way back'),
  t(S.returnInProgress, S.returnReceived, ['operator'], 'returned goods received'),
  t(S.returnReceived, S.returnComplete, ['operator', 'system'], 'refund complete'),
  t(S.returnRequested, S.delivered, ['shopper', 'system'], 'return withdrawn (or treated as withdrawn after 14 days)'),
  t(S.returnInProgress, S.delivered, ['system'], 'return treated as withdrawn after 14 days'),
  t(S.returnDenied, S.purchaseConfirmed, ['system'], 'purchase auto-confirmed after a denied return'),
  // issue 32/33: a defective, damaged or wrong item may be returned after confirmation (within 3 months)
  t(S.purchaseConfirmed, S.returnRequested, ['shopper'], 'return of a defective, damaged or wrong item'),
  t(S.returnRequested, S.purchaseConfirmed, ['shopper', 'system'], 'return withdrawn after purchase confirmation'),
  // issue 15: a return denied in transit goes back to transit
  t(S.returnDenied, S.dispatched, ['system'], 'return denied before delivery: the goods stay in transit'),
];

/** The states from which a shopper may confirm the purchase (dispatched, in transit, delivered); else 2006. */
export const PURCHASE_CONFIRMABLE: readonly OrderStatusCode[] = [S.dispatched, S.delivered];

/** Line states a shopper may ask to cancel (before dispatch), return (after it) or exchange (once delivered). */
export const SHOPPER_CANCELLABLE: readonly OrderStatusCode[] = [S.paid, S.preparing];
export const SHOPPER_RETURNABLE: readonly OrderStatusCode[] = [S.dispatched, S.delivered];
export const SHOPPER_EXCHANGEABLE: readonly OrderStatusCode[] = [S.delivered];

export const ALL_ORDER_STATES = Object.values(ORDER_STATUS) as OrderStatusCode[];

/** The table entry for a move by this actor, or null when the table does not allow it. */
export function findTransition(from: number, to: number, by: OrderActor): OrderTransition | null {
  return ORDER_TRANSITIONS.find((x) => x.from === from && x.to === to && x.by.includes(by)) ?? null;
}

/** One recorded move of an order line (the order-history table). */
export const orderHistoryEntry = z.object({
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  actor: z.enum(ORDER_ACTORS),
  actorUserSysId: z.number().int().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;
