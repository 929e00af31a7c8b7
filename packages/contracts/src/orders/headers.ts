/** The header that makes order creation and payment replay-safe. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A non-member's proof of ownership of one order (returned on creation and by the order lookup). */
export const ORDER_TOKEN_HEADER = 'x-order-token';
/** issue 25: a random id the web keeps per browser; guest orders are limited per device as well as per address. */
export const DEVICE_ID_HEADER = 'x-device-id';
/**
 * Issue 25 N2: the sandbox PG's approval page answers only the buyer who opened it: the pay request
 * hands the browser this cookie for that one page, valid for an hour (docs/decisions.md).
 */
export const SANDBOX_PAYER_PASS = { cookie: 'lc_pg_pass', maxAgeSeconds: 3600 } as const;
