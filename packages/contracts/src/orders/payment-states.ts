import type { PaymentState } from './index.js';
import type { OrderActor } from './lifecycle.js';

/**
 * The states of one payment attempt (an order's payment, or the return shipping fee of a claim),
 * every allowed move with who may make it, enforced in one place on the server
 * (`payments.lifecycle.ts`): a move outside the table is refused with 6121 and changes nothing. Only
 * what the gateway says moves a payment forward (shopping §6); the buyer can only close an open
 * attempt (a new attempt, or cancelling the unpaid order).
 *
 * - ready: the gateway's approval page is open (card, transfer, easy pay)
 * - waitingDeposit: a virtual account is issued and waits for the deposit
 * - paid: approved (or deposited) for exactly the order's amount; partial refunds keep it paid
 * - declined: refused on the approval page, or the gateway's amount differed
 * - cancelled: closed before payment, or refunded in full
 * - expired: the approval or the deposit did not come in time
 * The states themselves are `PAYMENT_STATES` (orders/index.ts, the payment view's schema).
 */

/** How an attempt starts: an approval page, a virtual account, or nothing to pay (0 won: paid at once). */
export const PAYMENT_INITIAL_STATES: readonly PaymentState[] = ['ready', 'waitingDeposit', 'paid'];

/** Attempts still open at the gateway (a notification or a re-query may still move them). */
export const PAYMENT_OPEN_STATES: readonly PaymentState[] = ['ready', 'waitingDeposit'];

export interface PaymentTransition {
  from: PaymentState;
  to: PaymentState;
  by: readonly OrderActor[];
  what: string;
}

const t = (from: PaymentState, to: PaymentState, by: readonly OrderActor[], what: string): PaymentTransition => ({
  from,
  to,
  by,
  what,
});

export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  t('ready', 'paid', ['system'], "approved at the gateway and confirmed for the order's amount"),
  t('waitingDeposit', 'paid', ['system'], 'deposit confirmed by the gateway'),
  t('ready', 'declined', ['system'], "declined on the approval page, or the gateway's amount differs"),
  t('waitingDeposit', 'declined', ['system'], "the gateway's amount differs"),
  t('ready', 'cancelled', ['shopper'], 'replaced by a new attempt, or the unpaid order cancelled'),
  t('ready', 'cancelled', ['system'], 'cancelled at the gateway, or the order was released first'),
  t('waitingDeposit', 'cancelled', ['shopper'], 'the unpaid order cancelled'),
  t('waitingDeposit', 'cancelled', ['system'], 'cancelled at the gateway'),
  t('ready', 'expired', ['system'], 'the approval did not come before the due time'),
  t('waitingDeposit', 'expired', ['system'], 'the deposit did not come before the due time'),
  t('paid', 'cancelled', ['system'], 'paid after the order was released, or a received return refunded when due'),
  t('paid', 'cancelled', ['operator'], 'refunded in full (claims: cancel or return)'),
];

/** The table entry for a move of a payment by this actor, or null when the table does not allow it. */
export function findPaymentTransition(from: string, to: string, by: OrderActor): PaymentTransition | null {
  return PAYMENT_TRANSITIONS.find((x) => x.from === from && x.to === to && x.by.includes(by)) ?? null;
}

/** The states this actor may move a payment to `to` from (empty: no such move). */
export function paymentSourcesOf(to: PaymentState, by: OrderActor): PaymentState[] {
  return PAYMENT_TRANSITIONS.filter((x) => x.to === to && x.by.includes(by)).map((x) => x.from);
}
