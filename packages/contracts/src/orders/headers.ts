/** The header that makes order creation and payment replay-safe. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A non-member's proof of ownership of one order (returned on creation and by the order lookup). */
export const ORDER_TOKEN_HEADER = 'x-order-token';
