import type { LiveCoupon } from '@lc/contracts';
import { DISCOUNT_POLICY } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';

/** The live coupon button (live §2): shown while a coupon exists; a tap claims it (or asks to log in). */
export function CouponButton({ c, onClaim }: { c: LiveCoupon; onClaim(): void }) {
  const t = useT();
  const [locale] = useLocale();
  const off =
    c.discountPolicy === DISCOUNT_POLICY.amount
      ? formatWon(c.discountPolicyFigures, locale)
      : `${c.discountPolicyFigures}%`;
  return (
    <button
      type="button"
      className={`live-coupon ${c.claimed ? 'live-coupon--claimed' : ''}`}
      onClick={onClaim}
      disabled={c.claimed}
      data-testid="live-coupon"
    >
      <span className="live-coupon__off">{t('broadcasts.coupon.off', { off })}</span>
      <span className="live-coupon__name">{c.name}</span>
      <span className="live-coupon__state">{c.claimed ? t('broadcasts.coupon.got') : t('broadcasts.coupon.get')}</span>
    </button>
  );
}
