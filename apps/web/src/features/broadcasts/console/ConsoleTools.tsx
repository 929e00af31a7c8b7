import { useState } from 'react';
import { DISCOUNT_POLICY } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { useLiveCouponOptions } from '../api/get-live-coupon-options';
import { postConsoleAction, type ConsolePostAction } from '../api/post-console-action';
import { postLiveCoupon } from '../api/post-live-coupon';
import type { ConsoleRunner } from './useConsoleAction';

/** Notice (msgType 3), marketing banner (4), close notice (7). */
export function ConsoleMessages({ room, act }: { room: number; act: ConsoleRunner }) {
  const t = useT();
  const [notice, setNotice] = useState('');
  const [noticeEn, setNoticeEn] = useState('');
  const [banner, setBanner] = useState('');
  const send = async (action: ConsolePostAction, msg: string, clear: () => void, msgEn?: string) => {
    const body = msgEn?.trim() ? { msg, msgEn } : { msg };
    if (await act.run(action, (key) => postConsoleAction(room, action, body, key), t('broadcasts.console.done'))) {
      clear();
    }
  };
  return (
    <section className="console__panel" aria-label={t('broadcasts.console.messages')}>
      <h2 className="console__h">{t('broadcasts.console.messages')}</h2>
      <label className="console__field">
        <span>{t('broadcasts.console.notice')}</span>
        <input value={notice} onChange={(e) => setNotice(e.target.value)} maxLength={300} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={!notice.trim() || !!act.busy}
          onClick={() =>
            void send(
              'notice',
              notice,
              () => {
                setNotice('');
                setNoticeEn('');
              },
              noticeEn,
            )
          }
        >
          {t('broadcasts.console.post')}
        </button>
      </label>
      <label className="console__field">
        <span>{t('broadcasts.console.noticeEn')}</span>
        <input value={noticeEn} onChange={(e) => setNoticeEn(e.target.value)} maxLength={300} lang="en" />
      </label>
      <label className="console__field">
        <span>{t('broadcasts.console.banner')}</span>
        <input value={banner} onChange={(e) => setBanner(e.target.value)} maxLength={300} />
        <button
          type="button"
          className="btn btn--primary"
          disabled={!banner.trim() || !!act.busy}
          onClick={() => void send('banner', banner, () => setBanner(''))}
        >
          {t('broadcasts.console.post')}
        </button>
      </label>
      <button
        type="button"
        className="btn"
        disabled={!!act.busy}
        onClick={() => void send('close-notice', t('broadcasts.console.closeNoticeText'), () => undefined)}
      >
        {t('broadcasts.console.closeNotice')}
      </button>
    </section>
  );
}

/** Hand out one of the show's coupon policies with a cap (live coupon). */
export function ConsoleCoupons({ room, act }: { room: number; act: ConsoleRunner }) {
  const t = useT();
  const [locale] = useLocale();
  const options = useLiveCouponOptions(room);
  const [policy, setPolicy] = useState<number | ''>('');
  const [cap, setCap] = useState(100);
  const policies = options.data?.policies ?? [];
  const issue = async () => {
    if (policy === '') return;
    await act.run(
      'coupon',
      (key) => postLiveCoupon(room, { couponPolicySysId: policy, cap }, key),
      t('broadcasts.console.couponIssued'),
    );
    void options.refetch();
  };
  return (
    <section className="console__panel" aria-label={t('broadcasts.console.coupons')}>
      <h2 className="console__h">{t('broadcasts.console.coupons')}</h2>
      {policies.length === 0 ? <p className="bc-muted">{t('broadcasts.console.noPolicies')}</p> : null}
      <select
        value={policy}
        onChange={(e) => setPolicy(e.target.value ? Number(e.target.value) : '')}
        aria-label={t('broadcasts.console.couponPolicy')}
      >
        <option value="">{t('broadcasts.console.couponPolicy')}</option>
        {policies.map((p) => (
          <option key={p.couponPolicySysId} value={p.couponPolicySysId}>
            {p.name} ·{' '}
            {p.discountPolicy === DISCOUNT_POLICY.amount
              ? formatWon(p.discountPolicyFigures, locale)
              : `${p.discountPolicyFigures}%`}
          </option>
        ))}
      </select>
      <label className="console__field">
        <span>{t('broadcasts.console.cap')}</span>
        <input
          type="number"
          min={1}
          max={100000}
          value={cap}
          onChange={(e) => setCap(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
        />
      </label>
      <button
        type="button"
        className="btn btn--primary"
        disabled={policy === '' || !!act.busy}
        onClick={() => void issue()}
      >
        {t('broadcasts.console.issueCoupon')}
      </button>
      <ul className="console__issued">
        {(options.data?.issued ?? []).map((c) => (
          <li key={c.liveCouponSysId}>
            {c.name} — {c.issuedCnt}/{c.cap}
          </li>
        ))}
      </ul>
    </section>
  );
}
