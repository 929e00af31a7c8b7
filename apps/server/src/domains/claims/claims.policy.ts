import { CLAIM_POLICY, CLAIM_REASONS, ORDER_STATUS, type ClaimType } from '@lc/contracts';

const DAY_MS = 86_400_000;

export const daysAfter = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** Reasons where the customer is at fault (round-trip shipping is theirs to pay). */
export function customerFaultOf(reasonCode: number): boolean {
  return CLAIM_REASONS.find((r) => r.code === reasonCode)?.customerFault ?? false;
}

/** The round-trip shipping fee a request carries: returns and exchanges at the customer's fault. */
export function shippingFeeOf(type: ClaimType, reasonCode: number): number {
  if (type === 'cancel') return 0;
  return customerFaultOf(reasonCode) ? CLAIM_POLICY.customerFaultShippingFee : 0;
}

/** Inside the exchange/return window: not yet delivered (in transit), or within 7 days of delivery. */
export function insideWindow(deliveredAt: Date | null, at: Date): boolean {
  if (!deliveredAt) return true;
  return at.getTime() <= daysAfter(deliveredAt, CLAIM_POLICY.windowDays).getTime();
}

/** The line state a request moves to, and the states it may be made from. */
export const REQUEST_MOVE: Record<ClaimType, { to: number; from: number[] }> = {
  cancel: { to: ORDER_STATUS.cancelRequested, from: [ORDER_STATUS.paid, ORDER_STATUS.preparing] },
  return: { to: ORDER_STATUS.returnRequested, from: [ORDER_STATUS.dispatched, ORDER_STATUS.delivered] },
  exchange: { to: ORDER_STATUS.exchangeRequested, from: [ORDER_STATUS.delivered] },
};

/** Payment methods refunded in cash to the buyer's refund account (shopping §9: cash within 3 business days). */
export const CASH_REFUND_METHODS = ['vbank'] as const;
