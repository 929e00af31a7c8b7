import { ORDER_STATUS, type OrderView, type PaymentView } from '@lc/contracts';

/**
 * Where an order stands for its buyer, from the server's order (and its latest payment):
 * - unpaid: created, no payment made yet (continue paying or cancel it)
 * - declined: the last payment attempt was declined or abandoned (pay again or cancel)
 * - waitingDeposit: a virtual account was issued, the deposit is awaited (deposit details, cancel)
 * - paid: paid, whatever happened to it since (preparing, dispatched, delivered, claims…)
 * - cancelled: cancelled (an unpaid order cancelled or expired, or a paid one cancelled and refunded)
 */
export type OrderPhase = 'unpaid' | 'declined' | 'waitingDeposit' | 'paid' | 'cancelled';

export function orderPhase(
  order: Pick<OrderView, 'status' | 'paidAt' | 'cancelledAt'>,
  payment?: Pick<PaymentView, 'status' | 'vbank'> | null,
): OrderPhase {
  if (order.status === ORDER_STATUS.cancelled || order.cancelledAt !== null) return 'cancelled';
  if (order.paidAt !== null) return 'paid';
  if (order.status === ORDER_STATUS.depositChecking) return 'waitingDeposit';
  if (order.status === ORDER_STATUS.awaitingPayment)
    return payment && payment.status !== 'ready' && payment.status !== 'waitingDeposit' ? 'declined' : 'unpaid';
  // any later state was reached through a payment
  return 'paid';
}

/**
 * The label of a phase: the order-state table's own label (orders.status.<code>) for the phases that
 * are a state, so the order list and the order detail name one state alike; only "declined" (a
 * payment attempt failed, the order still awaiting payment) has a label of its own.
 */
export function phaseLabelKey(p: OrderPhase): string {
  switch (p) {
    case 'unpaid':
      return `orders.status.${ORDER_STATUS.awaitingPayment}`;
    case 'waitingDeposit':
      return `orders.status.${ORDER_STATUS.depositChecking}`;
    case 'paid':
      return `orders.status.${ORDER_STATUS.paid}`;
    case 'cancelled':
      return `orders.status.${ORDER_STATUS.cancelled}`;
    case 'declined':
      return 'claims.order.phase.declined';
  }
}

/** The unpaid phases: the buyer may still pay (or see the deposit details) or cancel the order outright. */
export const isUnpaidPhase = (p: OrderPhase) => p === 'unpaid' || p === 'declined' || p === 'waitingDeposit';
