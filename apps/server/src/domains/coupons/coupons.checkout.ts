import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { RC, type Lang } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { brands, couponPolicies, userCoupons } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { refundExpiryOf, type CouponRule } from './coupons.policy.js';
import { presentUserCoupon } from './coupons.presenter.js';
import { type CouponsContext } from './coupons.context.js';
import { usableCouponsOf } from './coupons.held.js';

/** The coupons checkout applies: their rules, marking them used, giving them back on cancel and refund. */
export function createCouponsCheckout(ctx: CouponsContext) {
  const { now, ruleOf } = ctx;
  return {
    async rulesFor(q: Queryable, userSysId: number, ids: number[], lang: Lang): Promise<Map<number, CouponRule>> {
      const out = new Map<number, CouponRule>();
      if (ids.length === 0) return out;
      const rows = await q
        .select({ c: userCoupons, p: couponPolicies })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(and(eq(userCoupons.userSysId, userSysId), inArray(userCoupons.userCouponSysId, ids)));
      for (const { c, p } of rows) out.set(c.userCouponSysId, ruleOf(c, p, lang));
      return out;
    },

    /** Every usable coupon of the member, with its policy (the checkout's coupon choices). */
    async usableRules(q: Queryable, userSysId: number, lang: Lang) {
      const rows = await usableCouponsOf(q, userSysId, now());
      return rows.map(({ c, p }) => ({ rule: ruleOf(c, p, lang), view: presentUserCoupon(c, p, lang) }));
    },

    /** Sellers of brands, for coupons limited to a seller. */
    async sellersOf(q: Queryable, brandSysIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (brandSysIds.length === 0) return out;
      const rows = await q
        .select({ id: brands.brandSysId, seller: brands.sellerSysId })
        .from(brands)
        .where(inArray(brands.brandSysId, [...new Set(brandSysIds)]));
      for (const r of rows) out.set(r.id, r.seller);
      return out;
    },

    /**
     * In the order's transaction: marks the coupons used by this order with one conditional UPDATE
     * (unused, not expired, the member's); if any was taken meanwhile the order fails with 6200.
     */
    async markUsed(tx: Queryable, userSysId: number, ids: number[], orderSysId: number): Promise<void> {
      if (ids.length === 0) return;
      const at = now();
      const done = await tx
        .update(userCoupons)
        .set({ usedAt: at, orderSysId })
        .where(
          and(
            eq(userCoupons.userSysId, userSysId),
            inArray(userCoupons.userCouponSysId, ids),
            isNull(userCoupons.usedAt),
            gt(userCoupons.expiresAt, at),
          ),
        )
        .returning({ id: userCoupons.userCouponSysId });
      if (done.length !== ids.length) throw new AppError(RC.COUPON_UNAVAILABLE);
    },

    /** An unpaid order cancelled or expired: its coupons are usable again, with their old expiry. */
    async restore(tx: Queryable, orderSysId: number): Promise<number> {
      const r = await tx
        .update(userCoupons)
        .set({ usedAt: null, orderSysId: null })
        .where(and(eq(userCoupons.orderSysId, orderSysId), isNotNull(userCoupons.usedAt)))
        .returning({ id: userCoupons.userCouponSysId });
      return r.length;
    },

    /**
     * A refunded order (claims, issue 7): its coupons come back usable 3 more days (from their old
     * expiry, or from now when that has passed).
     */
    async restoreForRefund(tx: Queryable, orderSysId: number): Promise<number> {
      const rows = await tx
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.orderSysId, orderSysId), isNotNull(userCoupons.usedAt)));
      const at = now();
      for (const c of rows) {
        await tx
          .update(userCoupons)
          .set({ usedAt: null, orderSysId: null, expiresAt: refundExpiryOf(c.expiresAt, at) })
          .where(and(eq(userCoupons.userCouponSysId, c.userCouponSysId), isNotNull(userCoupons.usedAt)));
      }
      return rows.length;
    },
  };
}
