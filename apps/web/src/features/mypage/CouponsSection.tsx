import { Link } from 'react-router';
import type { MyCoupon } from '@lc/contracts';
import { couponTerms } from '../../shared/coupon-terms';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import type { useMyPage } from './api/get-mypage';

/** The coupon count and the first three coupons with their conditions. */
export function CouponsSection({ my }: { my: ReturnType<typeof useMyPage> }) {
  const t = useT();
  const [locale] = useLocale();
  /** the same conditions /Coupon shows, from the server's coupon figures */
  const termsOf = (c: MyCoupon) => {
    const terms = couponTerms(c, t, locale);
    return terms.length ? terms : [t('coupons.terms.none')];
  };
  return (
    <section className="mp-coupons" aria-labelledby="mp-coupons-title">
      <div className="mp-coupons__head">
        <h3 id="mp-coupons-title">{t('mypage.coupons.title')}</h3>
        <Link to="/Coupon" className="mp-coupons__count">
          {t('mypage.coupons.count', { count: my.data?.coupons.count ?? 0 })}
        </Link>
      </div>
      {my.data && my.data.coupons.items.length > 0 ? (
        <ul className="mp-coupons__list">
          {my.data.coupons.items.slice(0, 3).map((c) => (
            <li key={c.userCouponSysId} className="mp-coupon">
              <strong className="mp-coupon__amount">
                {c.discountTypeCode === 'percent' ? `${c.discountAmount}%` : formatWon(c.discountAmount, locale)}
              </strong>
              <span className="mp-coupon__name">{c.name}</span>
              <span className="mp-coupon__terms" data-testid="mypage-coupon-terms">
                {[...termsOf(c), t('mypage.coupons.until', { date: c.expiresAt.slice(0, 10) })].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : my.isSuccess ? (
        <p className="mp-coupons__empty">{t('mypage.coupons.empty')}</p>
      ) : null}
    </section>
  );
}
