import type { CouponPolicyView, Lang, UserCouponView } from '@lc/contracts';
import type { couponPolicies, userCoupons } from '../../db/schema/index.js';
import type { CouponRule } from './coupons.policy.js';

type PolicyRow = typeof couponPolicies.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

/** The rule a coupon policy sets, in the reader's language: its name, what it applies to, the discount and its limits. */
export type CouponTerms = Omit<CouponRule, 'userCouponSysId' | 'used' | 'expiresAt'>;

export const couponTermsOf = (p: PolicyRow, lang: Lang): CouponTerms => ({
  name: (lang === 'en' && p.nameEn) || p.name,
  applyTypeCode: p.applyTypeCode === 'product' ? 'product' : 'cart',
  discountTypeCode: p.discountTypeCode === 'percent' ? 'percent' : 'amount',
  discountAmount: p.discountAmount,
  maxDiscountAmount: p.maxDiscountAmount,
  minOrderAmount: p.minOrderAmount,
  minProductAmount: p.minProductAmount,
  maxProductQty: p.maxProductQty,
  prdtSysId: p.prdtSysId,
  brandSysId: p.brandSysId,
  sellerSysId: p.sellerSysId,
});

export function presentPolicy(p: PolicyRow, lang: Lang): CouponPolicyView {
  return {
    couponPolicySysId: p.couponPolicySysId,
    kind: p.kind as CouponPolicyView['kind'],
    ...couponTermsOf(p, lang),
    validityDays: p.validityDays,
    issuanceEndDate: p.issuanceEndDate?.toISOString() ?? null,
  };
}

export function presentUserCoupon(c: UserCouponRow, p: PolicyRow, lang: Lang): UserCouponView {
  return {
    ...presentPolicy(p, lang),
    userCouponSysId: c.userCouponSysId,
    issuedAt: c.issuedAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    usedAt: c.usedAt?.toISOString() ?? null,
    orderSysId: c.orderSysId,
  };
}
