import { RC, type CheckoutQuoteResponse, type CouponOption } from '@lc/contracts';
import { cutName, formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import type { CouponPicker } from './useCheckoutCoupons';

/** The coupons: one picker per line for product coupons, one for the cart coupon, the total they take off. */
export function CouponSection({ quote, picker }: { quote: CheckoutQuoteResponse | undefined; picker: CouponPicker }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const { coupons, options, discountOf, pickProductCoupon, pickCartCoupon, productCouponOf, cartCoupon } = picker;
  const a = quote?.amounts;
  const couponLabel = (o: CouponOption, discount: number) => `${o.name} (−${won(discount)})`;
  return (
    <section aria-labelledby="buy-coupons" data-testid="coupons">
      <h2 id="buy-coupons">{t('checkout.coupon.title')}</h2>
      {options.length === 0 ? <p className="hint">{t('checkout.coupon.none')}</p> : null}
      {options.some((o) => o.applyTypeCode === 'product')
        ? (quote?.lines ?? []).map((l, i) => {
            const usable = options.filter((o) => o.applyTypeCode === 'product');
            const chosen = productCouponOf(i);
            return (
              <label key={i} className="field">
                <span className="field__label">{t('checkout.coupon.product', { name: cutName(l.name, 18) })}</span>
                <select
                  value={chosen ?? ''}
                  onChange={(e) => pickProductCoupon(i, e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('checkout.coupon.notUsed')}</option>
                  {usable.map((o) => {
                    const target = o.targets.find((x) => x.lineIndex === i);
                    const elsewhere = coupons.some((c) => c.userCouponSysId === o.userCouponSysId && c.lineIndex !== i);
                    const blocked = !target || target.blockedCode !== null;
                    return (
                      <option key={o.userCouponSysId} value={o.userCouponSysId} disabled={blocked || elsewhere}>
                        {blocked
                          ? `${o.name} · ${t('checkout.coupon.notApplicable')}`
                          : elsewhere
                            ? `${o.name} · ${t('checkout.coupon.inUse')}`
                            : couponLabel(
                                o,
                                chosen === o.userCouponSysId ? discountOf(o.userCouponSysId) : target.discount,
                              )}
                      </option>
                    );
                  })}
                </select>
              </label>
            );
          })
        : null}
      {options.some((o) => o.applyTypeCode === 'cart') ? (
        <label className="field">
          <span className="field__label">{t('checkout.coupon.cart')}</span>
          <select
            value={cartCoupon ?? ''}
            onChange={(e) => pickCartCoupon(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('checkout.coupon.notUsed')}</option>
            {options
              .filter((o) => o.applyTypeCode === 'cart')
              .map((o) => {
                const target = o.targets[0];
                // below the minimum order amount only because of another coupon: still offered (swap)
                const blocked =
                  !target || (target.blockedCode !== null && target.blockedCode !== RC.COUPON_UNDER_MIN_ORDER);
                return (
                  <option key={o.userCouponSysId} value={o.userCouponSysId} disabled={blocked}>
                    {blocked || !target
                      ? `${o.name} · ${t('checkout.coupon.notApplicable')}`
                      : target.blockedCode
                        ? `${o.name} · ${t('checkout.coupon.belowMin')}`
                        : couponLabel(
                            o,
                            cartCoupon === o.userCouponSysId ? discountOf(o.userCouponSysId) : target.discount,
                          )}
                  </option>
                );
              })}
          </select>
        </label>
      ) : null}
      {a && a.couponAmount > 0 ? (
        <p className="hint" data-testid="coupon-total">
          {t('checkout.coupon.total', { amount: won(a.couponAmount) })}
        </p>
      ) : null}
    </section>
  );
}
