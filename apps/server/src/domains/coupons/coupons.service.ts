import { createCouponsCheckout } from './coupons.checkout.js';
import { createCouponsContext } from './coupons.context.js';
import { createCouponsEvents } from './coupons.events.js';
import { createCouponsMember } from './coupons.member.js';
import type { Db } from '../../db/client.js';

/**
 * Coupons: the signup coupon, downloadable coupons (capped with one conditional UPDATE), the coupon
 * box, the coupons checkout applies (marked used in the order's transaction, given back on cancel,
 * expiry and refund) and the event-product rules.
 */
export function createCouponsService(db: Db, now: () => Date) {
  const ctx = createCouponsContext(db, now);
  return {
    ...createCouponsMember(ctx),
    ...createCouponsCheckout(ctx),
    eventRuleOf: ctx.eventRuleOf,
    ...createCouponsEvents(ctx),
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
