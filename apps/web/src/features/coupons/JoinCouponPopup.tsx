import { useState } from 'react';
import { useNavigate } from 'react-router';
import { JOIN_COUPON_POPUP } from '@lc/contracts';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { local, session } from '../../shared/storage';
import { useJoinCoupon } from '../../shared/api/coupons';
import './coupons.css';

const DAY_MS = 86_400_000;
/** session storage key (shopping §3 popVisible): '0' once closed in this visit */
const POP_VISIBLE = 'popVisible';

/** true while "don't show for 7 days" was chosen less than 7 days ago */
export function joinPopupHidden(now = Date.now()): boolean {
  const at = Number(local.get(JOIN_COUPON_POPUP.storageKey));
  return Number.isFinite(at) && at > 0 && now - at < JOIN_COUPON_POPUP.hideDays * DAY_MS;
}

/**
 * The signup-coupon popup (shopping §2): shown to visitors who are not signed in while the signup
 * coupon has a discount above 0; "close" hides it for this visit, "don't show for 7 days" for a week.
 */
export function JoinCouponPopup() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const [closed, setClosed] = useState(() => joinPopupHidden() || session.get(POP_VISIBLE) === '0');
  const q = useJoinCoupon(!isLogin && !closed);
  const c = q.data?.coupon;
  if (isLogin || closed || !c || c.discountAmount <= 0) return null;
  const value = c.discountTypeCode === 'percent' ? `${c.discountAmount}%` : formatWon(c.discountAmount, locale);
  return (
    <div className="joinpop" role="dialog" aria-modal="true" aria-labelledby="joinpop-title">
      <div className="joinpop__card">
        <p className="joinpop__eyebrow">{t('coupons.join.eyebrow')}</p>
        <h2 id="joinpop-title">{t('coupons.join.title', { value })}</h2>
        <p className="joinpop__name">{c.name}</p>
        <p className="joinpop__terms">
          {c.minOrderAmount > 0
            ? t('coupons.join.terms', { min: formatWon(c.minOrderAmount, locale), days: c.validityDays })
            : t('coupons.join.termsNoMin', { days: c.validityDays })}
        </p>
        <button type="button" className="joinpop__cta" onClick={() => navigate('/RegStep00')}>
          {t('coupons.join.cta')}
        </button>
        <div className="joinpop__foot">
          <button
            type="button"
            onClick={() => {
              local.set(JOIN_COUPON_POPUP.storageKey, String(Date.now()));
              setClosed(true);
            }}
          >
            {t('coupons.join.hide7')}
          </button>
          <button
            type="button"
            onClick={() => {
              session.set(POP_VISIBLE, '0');
              setClosed(true);
            }}
          >
            {t('coupons.join.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
