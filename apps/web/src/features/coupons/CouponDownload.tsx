import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { RC, resultMessage, type DownloadableCoupon } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { Button } from '../../shared/ui';
import type { CouponOffersProps } from '../../shared/coupon-offers';
import { useDownloadable } from './api/get-downloadable';
import { useDownloadCouponMutation } from './api/post-download';
import { CouponCard, useCouponValue } from './CouponCard';
import './coupons.css';

/**
 * "쿠폰 받기" (issue 19 defect 16) on the product, brand and exhibition pages: the download coupons
 * that apply there, each with its own button. Guests are asked to log in (shopping §6); the server's
 * answers are the spec's messages (§8): already issued, failed to issue, no coupons to issue, all
 * issued. A downloaded coupon is in /Coupon at once. Nothing is shown when there is nothing to offer.
 */
export function CouponDownload({ scope }: CouponOffersProps) {
  const t = useT();
  const [locale] = useLocale();
  const { isLogin } = useSession();
  const navigate = useNavigate();
  // login-only feature (shopping §6): yes remembers the page and goes to /Login
  const askLogin = (key: string) => {
    void ask(t(key)).then((yes) => {
      if (!yes) return;
      rememberLandingPage(window.location.pathname + window.location.search);
      void navigate('/Login');
    });
  };
  const downloadCoupon = useDownloadCouponMutation();
  const q = useDownloadable(scope);
  const value = useCouponValue();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const listId = useId();
  const coupons = q.data?.coupons ?? [];
  if (coupons.length === 0) return null;

  // the largest discount on offer: a won amount (a percent coupon counts by its cap), else the largest percent
  const wonOff = coupons.map((c) => (c.discountTypeCode === 'amount' ? c.discountAmount : (c.maxDiscountAmount ?? 0)));
  const uncapped = coupons.filter((c) => c.discountTypeCode === 'percent' && c.maxDiscountAmount === null);
  const best =
    uncapped.length > 0
      ? uncapped.reduce((a, b) => (b.discountAmount > a.discountAmount ? b : a))
      : { discountTypeCode: 'amount' as const, discountAmount: Math.max(...wonOff) };
  const stateLabel = (c: DownloadableCoupon) =>
    c.isIssued === 1
      ? t('coupons.download.issued')
      : c.isAllIssued === 1
        ? t('coupons.download.allIssued')
        : t('coupons.download.get');
  const download = async (c: DownloadableCoupon) => {
    if (!isLogin) return askLogin('coupons.download.login');
    if (busy !== null) return;
    setBusy(c.couponPolicySysId);
    try {
      await downloadCoupon.mutateAsync(c.couponPolicySysId);
      void notify(t('coupons.download.done', { name: c.name }));
    } catch (e) {
      if (e instanceof ApiError && e.code === RC.LOGIN_REQUIRED) return askLogin('coupons.download.login');
      void notify(e instanceof ApiError && !e.isNetwork ? e.message : resultMessage(RC.COUPON_ISSUE_FAILED, locale));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="cdown" aria-label={t('coupons.download.title')} data-testid="coupon-download">
      <div className="cdown__bar">
        <p className="cdown__lead">
          <strong>{t('coupons.download.count', { count: coupons.length })}</strong>
          <span>{t('coupons.download.best', { value: value(best) })}</span>
        </p>
        <Button
          size="sm"
          className="cdown__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('coupons.download.open')}
        </Button>
      </div>
      {open ? (
        <ul className="cdown__list" id={listId}>
          {coupons.map((c) => (
            <li key={c.couponPolicySysId} data-testid="coupon-offer">
              <CouponCard
                coupon={c}
                dimmed={c.isAllIssued === 1 && c.isIssued === 0}
                footer={
                  <p className="coupon__foot">
                    <span>{t('coupons.download.validity', { days: c.validityDays })}</span>
                    <Button
                      size="sm"
                      variant={c.isIssued === 1 || c.isAllIssued === 1 ? 'outline' : undefined}
                      busy={busy === c.couponPolicySysId}
                      onClick={() => void download(c)}
                      aria-label={`${c.name}: ${stateLabel(c)}`}
                    >
                      {stateLabel(c)}
                    </Button>
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
