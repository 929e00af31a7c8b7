import { CLAIM_REASONS, DELIVERY_COMPANIES, type ClaimView } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';

/** What a claim says: reason, detail, denial, the goods sent back, the round-trip fee, the refund. */
export function ClaimFacts({ claim: c, feePaid }: { claim: ClaimView; feePaid: boolean }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const reason = CLAIM_REASONS.find((r) => r.code === c.reasonCode);
  const company = DELIVERY_COMPANIES.find((d) => d.code === c.returnCompanyCode);
  return (
    <dl>
      <dt>{t('claims.detail.reason')}</dt>
      <dd>{reason ? (locale === 'en' ? reason.en : reason.ko) : '-'}</dd>
      {c.reasonDetail ? (
        <>
          <dt>{t('claims.cancel.detail')}</dt>
          <dd>{c.reasonDetail}</dd>
        </>
      ) : null}
      {c.denyReason ? (
        <>
          <dt>{t('claims.detail.denied')}</dt>
          <dd>{c.denyReason}</dd>
        </>
      ) : null}
      {c.type !== 'cancel' ? (
        <>
          <dt>{t('claims.detail.sentBack')}</dt>
          <dd data-testid="claim-invoice">
            {c.returnInvoice
              ? `${company ? (locale === 'en' ? company.en : company.ko) : ''} ${c.returnInvoice}`.trim()
              : t('claims.detail.noInvoice')}
          </dd>
        </>
      ) : null}
      {c.shippingFee > 0 ? (
        <>
          <dt>{t('claims.detail.fee')}</dt>
          <dd data-testid="claim-fee">
            {won(c.shippingFee)} ·{' '}
            {feePaid
              ? t('claims.detail.feePaid')
              : t(c.type === 'exchange' ? 'claims.detail.feeUnpaidExchange' : 'claims.detail.feeUnpaid')}
          </dd>
        </>
      ) : null}
      {c.refundedAt ? (
        <>
          <dt>{t('claims.detail.refund')}</dt>
          <dd data-testid="claim-refund">
            {won(c.refundAmount)}
            {c.refundPoints ? ` + ${t('claims.detail.points', { n: c.refundPoints })}` : ''}
            {c.refundMethod && c.refundMethod !== 'none' ? ` (${t(`claims.detail.method.${c.refundMethod}`)})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
