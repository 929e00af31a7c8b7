import { useState } from 'react';
import { Link } from 'react-router';
import { COUPON_SEARCH_TYPES, COUPON_USE_TYPES } from '@lc/contracts';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useCouponBox } from './api/get-coupon-box';
import { CouponCard } from './CouponCard';
import './coupons.css';

const USE_TABS = ['usable', 'used', 'expired'] as const;
const KINDS = ['all', 'product', 'cart'] as const;

/** /Coupon: the coupon box — usable, used and expired coupons, product or cart coupons. */
export function CouponScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [use, setUse] = useState<(typeof USE_TABS)[number]>('usable');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('all');
  const q = useCouponBox(userSysId, COUPON_SEARCH_TYPES[kind], COUPON_USE_TYPES[use]);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });
  const [openedAt] = useState(() => Date.now());
  const daysLeft = (iso: string) => Math.max(Math.ceil((new Date(iso).getTime() - openedAt) / 86_400_000), 0);

  return (
    <Page title={t('screens.Coupon')} className="couponbox">
      <div className="couponbox__tabs" role="tablist" aria-label={t('coupons.box.state')}>
        {USE_TABS.map((u) => (
          <button key={u} type="button" role="tab" aria-selected={use === u} onClick={() => setUse(u)}>
            {t(`coupons.box.${u}`)}
            {u === 'usable' && q.data ? <span className="couponbox__count">{q.data.usableCount}</span> : null}
          </button>
        ))}
      </div>
      <div className="couponbox__kinds" role="group" aria-label={t('coupons.box.kind')}>
        {KINDS.map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(`coupons.kind.${k}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : !q.data || q.data.coupons.length === 0 ? (
        <EmptyState title={t(`coupons.box.empty.${use}`)} />
      ) : (
        <ul className="couponbox__list">
          {q.data.coupons.map((c) => (
            <li key={c.userCouponSysId} data-testid="coupon">
              <CouponCard
                coupon={c}
                dimmed={use !== 'usable'}
                badge={
                  use === 'usable' && daysLeft(c.expiresAt) <= 3
                    ? t('coupons.box.daysLeft', { days: daysLeft(c.expiresAt) })
                    : use === 'used'
                      ? t('coupons.box.usedBadge')
                      : use === 'expired'
                        ? t('coupons.box.expiredBadge')
                        : undefined
                }
                footer={
                  <p className="coupon__foot">
                    <span>
                      {use === 'used' && c.usedAt
                        ? t('coupons.box.usedOn', { date: date(c.usedAt) })
                        : t('coupons.box.until', { date: date(c.expiresAt) })}
                    </span>
                    {use === 'usable' ? (
                      <Link to={`/CouponProductsList?couponPolicySysId=${c.couponPolicySysId}`}>
                        {t('coupons.box.products')} ›
                      </Link>
                    ) : null}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <p className="couponbox__note">{t('coupons.box.note')}</p>
    </Page>
  );
}
