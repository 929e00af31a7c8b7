import type { CouponPolicyView, Lang, UserCouponView } from '@lc/contracts';
import type { couponPolicies, userCoupons } from '../../db/schema/index.js';

type PolicyRow = typeof couponPolicies.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

export function presentPolicy(p: PolicyRow, lang: Lang): CouponPolicyView {
  return {
    couponPolicySysId: p.couponPolicySysId,
    kind: p.kind as CouponPolicyView['kind'],
    applyTypeCode: p.applyTypeCode === 'product' ? 'product' : 'cart',
    name: (lang === 'en' && p.nameEn) || p.name,
    discountTypeCode: p.discountTypeCode === 'percent' ? 'percent' : 'amount',
    discountAmount: p.discountAmount,
    maxDiscountAmount: p.maxDiscountAmount,
    minOrderAmount: p.minOrderAmount,
    minProductAmount: p.minProductAmount,
    maxProductQty: p.maxProductQty,
    validityDays: p.validityDays,
    prdtSysId: p.prdtSysId,
    brandSysId: p.brandSysId,
    sellerSysId: p.sellerSysId,
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
