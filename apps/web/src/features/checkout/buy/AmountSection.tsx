import type { CheckoutQuoteResponse } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { MoneySummary } from '../../../shared/ui/MoneySummary';
import { SellerProvisionConsent } from './SellerProvisionConsent';
import type { Form, SetField } from './useBuyForm';

/** The money summary and the agreements (payment terms, 14+, giving the buyer's details to the sellers). */
export function AmountSection({
  quote,
  form,
  set,
}: {
  quote: CheckoutQuoteResponse | undefined;
  form: Form;
  set: SetField;
}) {
  const t = useT();
  const a = quote?.amounts;
  return (
    <section aria-labelledby="buy-amount">
      <h2 id="buy-amount">{t('checkout.amount')}</h2>
      {a ? (
        <MoneySummary amounts={a} totalLabel="final" totalTestId="pay-amount" className="money-summary--flat" />
      ) : null}
      <label className="check">
        <input type="checkbox" checked={form.agreeTerms} onChange={(e) => set('agreeTerms', e.target.checked)} />
        {t('checkout.agreeTerms')}
      </label>
      <label className="check">
        <input type="checkbox" checked={form.age14} onChange={(e) => set('age14', e.target.checked)} />
        {t('checkout.age14')}
      </label>
      {quote ? (
        <SellerProvisionConsent
          lines={quote.lines}
          checked={form.sellerProvision}
          onChange={(v) => set('sellerProvision', v)}
        />
      ) : null}
    </section>
  );
}
