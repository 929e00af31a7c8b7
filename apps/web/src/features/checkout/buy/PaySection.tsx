import { PAY_METHODS, VBANK_BANKS } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { NamedCodeSelect, TextField } from '../../../shared/ui';
import { CheckoutLegalOptions, type LegalChoice } from '../CheckoutLegalOptions';
import { EasyPayProviderField } from '../EasyPayProviderField';
import type { Form, SetField } from './useBuyForm';

/** The payment method, its provider or bank, and the legal options (cash receipt, escrow).  */
export function PaySection({
  form,
  set,
  legal,
  onLegal,
}: {
  form: Form;
  set: SetField;
  legal: LegalChoice;
  onLegal: (l: LegalChoice) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="buy-pay">
      <h2 id="buy-pay">{t('checkout.payMethod')}</h2>
      <div className="choices" role="radiogroup" aria-labelledby="buy-pay">
        {PAY_METHODS.map((m) => (
          <label key={m} className={form.payMethod === m ? 'choice choice--on' : 'choice'}>
            <input
              type="radio"
              name="payMethod"
              value={m}
              checked={form.payMethod === m}
              onChange={() => set('payMethod', m)}
            />
            {t(`checkout.method.${m}`)}
          </label>
        ))}
      </div>
      {form.payMethod === 'easypay' ? (
        <EasyPayProviderField value={form.easyPayProvider} onChange={(p) => set('easyPayProvider', p)} />
      ) : null}
      {form.payMethod === 'vbank' ? (
        <div style={{ marginTop: 10 }}>
          <label className="field">
            <span className="field__label">{t('checkout.bank')}</span>
            <NamedCodeSelect options={VBANK_BANKS} value={form.bankCode} onCode={(code) => set('bankCode', code)} />
          </label>
          <TextField
            label={t('checkout.depositor')}
            value={form.depositorName}
            onChange={(e) => set('depositorName', e.target.value)}
            hint={t('checkout.depositorHint')}
          />
        </div>
      ) : null}
      <CheckoutLegalOptions payMethod={form.payMethod} value={legal} onChange={onLegal} />
    </section>
  );
}
