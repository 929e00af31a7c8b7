/**
 * Issue 25 (N5): what keeps one buyer — above all an anonymous one — from holding a product's whole
 * stock, in one place (docs/decisions.md "Guest orders and stock holds", README settings).
 */
export const ORDER_LIMITS = {
  /**
   * Units of one product in one order, for members and guests alike (one rule): above it the quote
   * and the order are refused with 6004 and nothing is held.
   */
  maxQtyPerProduct: 10,
  /** orders placed without a member token, per client address (fixed window; 6150 above it) */
  guestPerAddress: { limit: 10, windowSeconds: 3600 },
  /** orders placed without a member token, per device (the web's `x-device-id`; 6150 above it) */
  guestPerDevice: { limit: 5, windowSeconds: 3600 },
  /** delivery quotes (POST orders/deliveries) per client address, members and guests alike */
  quotesPerAddress: { limit: 30, windowSeconds: 60 },
} as const;

/**
 * How long an unpaid order holds its stock (shopping §4: never past the end of the next day, KST).
 * A virtual-account order holds it until its deposit deadline (the end of the next day). A card,
 * bank-transfer or easy-pay order holds it only while its payment can still complete: the gateway's
 * payment session (Toss Payments ends an unfinished payment as EXPIRED after 30 minutes; the sandbox
 * approval page expires the same), counted from ordering and again from each payment window opened,
 * and never longer than `maxCardHoldMinutes` after ordering.
 */
export const STOCK_HOLD = {
  paymentSessionMinutes: 30,
  maxCardHoldMinutes: 60,
} as const;
