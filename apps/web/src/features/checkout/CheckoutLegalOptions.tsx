import { validBizRegNo, validReceiptPhone, type CashReceiptInput, type PayMethod } from '@lc/contracts';
import { useOperator } from '../../shared/api/get-operator';
import { useT } from '../../shared/i18n';
import '../../shared/ui/compliance.css';

/** What the buyer chose for purchase safety and the cash receipt (issue 18). */
export interface LegalChoice {
  escrow: boolean;
  receipt: 'none' | 'income' | 'expense';
  identity: string;
}
/** nothing chosen: escrow off, no cash receipt (nothing pre-selected) */
export const NO_LEGAL_CHOICE: LegalChoice = { escrow: false, receipt: 'none', identity: '' };

/** Transfer and virtual account: where escrow and the cash receipt apply. */
const isCashMethod = (m: PayMethod | null) => m === 'transfer' || m === 'vbank';

/** The message key of what is wrong with the choice, or null. */
export function legalChoiceError(v: LegalChoice, m: PayMethod | null): string | null {
  if (!isCashMethod(m) || v.receipt === 'none') return null;
  if (v.receipt === 'income' && !validReceiptPhone(v.identity)) return 'compliance.checkout.receiptInvalidPhone';
  if (v.receipt === 'expense' && !validBizRegNo(v.identity)) return 'compliance.checkout.receiptInvalidBiz';
  return null;
}

/** The fields of POST orders this choice adds. */
export function legalChoiceBody(
  v: LegalChoice,
  m: PayMethod | null,
): { escrow: boolean; cashReceipt: CashReceiptInput | null } {
  const cash = isCashMethod(m);
  return {
    escrow: cash && v.escrow,
    cashReceipt: cash && v.receipt !== 'none' ? { type: v.receipt, identity: v.identity } : null,
  };
}

/**
 * Checkout: the purchase-safety service (escrow the buyer may choose, or the operator's consumer-damage
 * insurance; 전자상거래법 제24조) and the cash receipt (소득공제 with a mobile number, 지출증빙 with a
 * business registration number), both for transfer and virtual account only. Nothing starts selected.
 */
export function CheckoutLegalOptions({
  payMethod,
  value: v,
  onChange,
}: {
  payMethod: PayMethod | null;
  value: LegalChoice;
  onChange: (v: LegalChoice) => void;
}) {
  const t = useT();
  const op = useOperator().data?.operator;
  const cash = isCashMethod(payMethod);
  const error = legalChoiceError(v, payMethod);
  return (
    <div className="co-legal" data-testid="checkout-legal">
      <h3 className="field__label">{t('compliance.checkout.protectionTitle')}</h3>
      {op?.buyerProtection === 'insurance' ? (
        <p className="legal-note">{t('compliance.checkout.insurance', { text: op.insuranceText ?? '' })}</p>
      ) : cash ? (
        <>
          <label>
            <input
              type="checkbox"
              name="escrow"
              checked={v.escrow}
              onChange={(e) => onChange({ ...v, escrow: e.target.checked })}
            />
            {t('compliance.checkout.escrow')}
          </label>
          <p className="legal-note">{t('compliance.checkout.escrowHelp')}</p>
        </>
      ) : (
        <p className="legal-note">{t('compliance.checkout.escrowCardOnly')}</p>
      )}
      <h3 className="field__label">{t('compliance.checkout.receiptTitle')}</h3>
      {cash ? (
        <>
          <div className="co-legal__radios" role="radiogroup" aria-label={t('compliance.checkout.receiptTitle')}>
            {(['none', 'income', 'expense'] as const).map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="cashReceipt"
                  value={r}
                  checked={v.receipt === r}
                  onChange={() => onChange({ ...v, receipt: r, identity: '' })}
                />
                {t(`compliance.checkout.receipt${r === 'none' ? 'None' : r === 'income' ? 'Income' : 'Expense'}`)}
              </label>
            ))}
          </div>
          {v.receipt !== 'none' ? (
            <label>
              <input
                type={v.receipt === 'income' ? 'tel' : 'text'}
                inputMode="numeric"
                name="cashReceiptIdentity"
                aria-label={t(
                  v.receipt === 'income' ? 'compliance.checkout.receiptPhone' : 'compliance.checkout.receiptBiz',
                )}
                placeholder={t(
                  v.receipt === 'income' ? 'compliance.checkout.receiptPhone' : 'compliance.checkout.receiptBiz',
                )}
                value={v.identity}
                maxLength={13}
                onChange={(e) => onChange({ ...v, identity: e.target.value.replace(/[^\d-]/g, '') })}
              />
            </label>
          ) : null}
          {error && v.identity ? (
            <p className="co-legal__error" role="alert">
              {t(error)}
            </p>
          ) : null}
        </>
      ) : (
        <p className="legal-note">{t('compliance.checkout.receiptCardOnly')}</p>
      )}
    </div>
  );
}
