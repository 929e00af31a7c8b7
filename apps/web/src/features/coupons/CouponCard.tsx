import type { CouponPolicyView } from '@lc/contracts';
import { couponTerms, type CouponTermsSource } from '../../shared/coupon-terms';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';

/** "3,000원" or "10%": the coupon's value as shown on its ticket. */
export function useCouponValue() {
  const [locale] = useLocale();
  return (c: Pick<CouponPolicyView, 'discountTypeCode' | 'discountAmount'>) =>
    c.discountTypeCode === 'percent' ? `${c.discountAmount}%` : formatWon(c.discountAmount, locale);
}

/** The conditions of a coupon (minimum order/product amount, maximum discount, maximum quantity), one line each. */
export function useCouponTerms() {
  const t = useT();
  const [locale] = useLocale();
  return (c: CouponTermsSource): string[] => couponTerms(c, t, locale);
}

/** A coupon ticket: value, name, kind, conditions and a footer (expiry, links). */
export function CouponCard({
  coupon,
  dimmed,
  footer,
  badge,
}: {
  coupon: CouponPolicyView;
  dimmed?: boolean;
  footer?: React.ReactNode;
  badge?: string;
}) {
  const t = useT();
  const value = useCouponValue();
  const terms = useCouponTerms();
  const lines = terms(coupon);
  return (
    <article className={dimmed ? 'coupon coupon--dim' : 'coupon'}>
      <div className="coupon__value">
        <strong>{value(coupon)}</strong>
        <span>{t(`coupons.apply.${coupon.applyTypeCode}`)}</span>
      </div>
      <div className="coupon__body">
        <h3>
          {coupon.name}
          {badge ? <em className="coupon__badge">{badge}</em> : null}
        </h3>
        {lines.length > 0 ? (
          <ul>
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : (
          <p className="coupon__none">{t('coupons.terms.none')}</p>
        )}
        {footer}
      </div>
    </article>
  );
}
