import type { CouponPolicyView } from '@lc/contracts';
import { formatWon, withThousands } from './format';
import type { TFunction } from './i18n';
import type { Locale } from './i18n/locale';

/** The figures a coupon's conditions are made of (a policy, a held coupon, the my-page summary). */
export type CouponTermsSource = Pick<
  CouponPolicyView,
  'minOrderAmount' | 'minProductAmount' | 'maxDiscountAmount' | 'maxProductQty'
>;

/**
 * The conditions of a coupon, one line each (minimum order amount, minimum product amount, maximum
 * discount, maximum quantity), from the server's coupon figures: every screen that shows a coupon
 * (/Coupon, MyPage, the order form) says the same thing. Empty when the coupon has no conditions.
 */
export function couponTerms(c: CouponTermsSource, t: TFunction, locale: Locale): string[] {
  const out: string[] = [];
  if (c.minOrderAmount > 0) out.push(t('coupons.terms.minOrder', { amount: formatWon(c.minOrderAmount, locale) }));
  if (c.minProductAmount > 0)
    out.push(t('coupons.terms.minProduct', { amount: formatWon(c.minProductAmount, locale) }));
  if (c.maxDiscountAmount !== null)
    out.push(t('coupons.terms.maxDiscount', { amount: formatWon(c.maxDiscountAmount, locale) }));
  if (c.maxProductQty !== null) out.push(t('coupons.terms.maxQty', { count: withThousands(c.maxProductQty) }));
  return out;
}
