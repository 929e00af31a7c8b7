/**
 * The reasons the server writes into an order line's history (order_product_history.reason), by key:
 * screens show them translated (orders.historyReason.<key>), never as the stored English. A reason
 * that is none of these is an operator's own words (a bulk move's note) and is shown as typed.
 */
export const ORDER_HISTORY_REASONS = {
  paymentConfirmed: 'payment confirmed',
  depositConfirmed: 'deposit confirmed',
  nothingToPay: 'nothing to pay (points and coupons cover it)',
  virtualAccountIssued: 'virtual account issued',
  unpaidCancelled: 'unpaid order cancelled',
  paymentTimePassed: 'payment time passed',
  preparing: 'merchandise being prepared',
  delivered: 'delivered',
  purchaseConfirmed: 'purchase confirmed',
  autoDelivered: 'delivery auto-completed 3 days after the reminder',
  autoConfirmed: 'purchase auto-confirmed 7 days after delivery',
  staleWithdrawn: 'treated as withdrawn after 14 days',
  cancelRequested: 'cancel requested',
  returnRequested: 'return requested',
  exchangeRequested: 'exchange requested',
  cancelWithdrawn: 'cancel withdrawn',
  returnWithdrawn: 'return withdrawn',
  exchangeWithdrawn: 'exchange withdrawn',
  cancelApproved: 'cancel approved',
  returnApproved: 'return approved',
  exchangeApproved: 'exchange approved',
  returnedGoodsReceived: 'returned goods received',
  refundComplete: 'refund complete',
  returnDeniedInTransit: 'return denied before delivery: back in transit',
  exchangeBecameReturn: 'exchange became a return: no stock',
  operatorCancelled: 'cancelled by the operator',
  autoRefunded: 'refund completed by the system',
} as const;
export type OrderHistoryReasonKey = keyof typeof ORDER_HISTORY_REASONS | 'dispatched' | 'denied';

const BY_TEXT = new Map<string, OrderHistoryReasonKey>(
  Object.entries(ORDER_HISTORY_REASONS).map(([k, v]) => [v, k as OrderHistoryReasonKey]),
);

/** The history text of a dispatch: carrier code and invoice number (read back by `historyReasonOf`). */
export const dispatchedReason = (deliveryCompanyCode: string, invoiceNumber: string) =>
  `dispatched ${deliveryCompanyCode} ${invoiceNumber}`;

/**
 * What a stored history reason says: its key and values (`dispatched`: carrier code and invoice;
 * `denied`: the claim type and the operator's reason; `note`: an operator's words after a known
 * reason), or null for an operator's own words.
 */
export function historyReasonOf(reason: string): { key: OrderHistoryReasonKey; vars: Record<string, string> } | null {
  const known = BY_TEXT.get(reason);
  if (known) return { key: known, vars: {} };
  // a known reason with the operator's note after it ("cancelled by the operator: 품절")
  const colon = reason.indexOf(': ');
  const noted = colon > 0 ? BY_TEXT.get(reason.slice(0, colon)) : undefined;
  if (noted) return { key: noted, vars: { note: reason.slice(colon + 2) } };
  const dispatched = /^dispatched (\S+) (\S+)$/.exec(reason);
  if (dispatched) return { key: 'dispatched', vars: { code: dispatched[1]!, invoice: dispatched[2]! } };
  const denied = /^(cancel|return|exchange) denied: ([\s\S]*)$/.exec(reason);
  if (denied) return { key: 'denied', vars: { type: denied[1]!, note: denied[2]! } };
  return null;
}
