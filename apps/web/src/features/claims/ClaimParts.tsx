import { useState, type FormEvent } from 'react';
import {
  CLAIM_POLICY,
  CLAIM_REASONS,
  claimReasonsFor,
  VBANK_BANKS,
  type ClaimType,
  type OrderProductView,
  type RefundAccount,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { NamedCodeSelect, TextField } from '../../shared/ui';

/** The reason (one of the spec's seven or a detail text) and the refund account of a claim form. */
export function useClaimForm(needsAccount: boolean) {
  const t = useT();
  const [reasonCode, setReasonCode] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [bankCode, setBankCode] = useState<string>(VBANK_BANKS[0].code);
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** the form's own checks; an error message, or null when it can be sent */
  const invalid = (): string | null => {
    if (!reasonCode && !detail.trim()) return t('claims.cancel.reasonRequired');
    if (reasonCode === 7 && !detail.trim()) return t('claims.cancel.detailRequired');
    if (needsAccount && (!accountNumber.trim() || !holder.trim())) return t('claims.cancel.accountRequired');
    return null;
  };
  return {
    reasonCode,
    setReasonCode,
    detail,
    setDetail,
    account: { bankCode, setBankCode, accountNumber, setAccountNumber, holder, setHolder },
    error,
    setError,
    busy,
    setBusy,
    invalid,
    body() {
      const refundAccount: RefundAccount | null = needsAccount ? { bankCode, accountNumber, holder } : null;
      return { reasonCode, reasonDetail: detail, refundAccount };
    },
    /**
     * The form's submit: its own checks first, then `send` with the button busy; a refusal is shown
     * as the form's error (the server's message, or "the request failed").
     */
    async submit(e: FormEvent, send: () => Promise<void>) {
      e.preventDefault();
      const problem = invalid();
      if (problem) return setError(problem);
      setBusy(true);
      setError(null);
      try {
        await send();
      } catch (err) {
        setError(err instanceof ApiError ? err.message : t('claims.cancel.failed'));
      } finally {
        setBusy(false);
      }
    },
  };
}
export type ClaimForm = ReturnType<typeof useClaimForm>;

/** The reason radios (the spec's list) and the detail text, with the 5,000 won note for customer-fault reasons. */
export function ReasonFields({
  form,
  legend,
  feeNote,
  type,
  sellerFaultOnly = false,
}: {
  form: ClaimForm;
  legend: string;
  feeNote: boolean;
  /** the request's type: a return or an exchange also offers the seller's faults (defective, damaged, wrong item) */
  type: ClaimType;
  /** only the seller's faults (a return after the purchase was confirmed) */
  sellerFaultOnly?: boolean;
}) {
  const t = useT();
  const [locale] = useLocale();
  const chosen = CLAIM_REASONS.find((r) => r.code === form.reasonCode);
  const fault = chosen?.customerFault ?? false;
  return (
    <>
      <fieldset className="claimreq__reasons">
        <legend>{legend}</legend>
        {claimReasonsFor(type)
          .filter((r) => !sellerFaultOnly || r.sellerFault)
          .map((r) => (
            <label key={r.code}>
              <input
                type="radio"
                name="reason"
                checked={form.reasonCode === r.code}
                onChange={() => form.setReasonCode(r.code)}
              />
              {locale === 'en' ? r.en : r.ko}
            </label>
          ))}
      </fieldset>
      {feeNote && fault ? (
        <p className="claimreq__note" data-testid="shipping-fee-note">
          {t('claims.feeNote', { fee: formatWon(CLAIM_POLICY.customerFaultShippingFee, locale) })}
        </p>
      ) : null}
      {feeNote && chosen?.sellerFault ? (
        <p className="claimreq__note" data-testid="seller-pays-note">
          {t('claims.sellerPaysNote')}
        </p>
      ) : null}
      <label className="claimreq__detail">
        {t('claims.cancel.detail')}
        <textarea
          value={form.detail}
          maxLength={CLAIM_POLICY.reasonDetailMax}
          rows={4}
          placeholder={t('claims.cancel.detailPlaceholder')}
          onChange={(e) => form.setDetail(e.target.value)}
        />
      </label>
    </>
  );
}

/** The refund account of a cash (virtual-account) refund: bank, number and holder. */
export function RefundAccountFields({ form }: { form: ClaimForm }) {
  const t = useT();
  const a = form.account;
  return (
    <section>
      <h2>{t('claims.cancel.account')}</h2>
      <label className="claimreq__detail">
        {t('claims.cancel.bank')}
        <NamedCodeSelect options={VBANK_BANKS} value={a.bankCode} onCode={a.setBankCode} />
      </label>
      <TextField
        label={t('claims.cancel.accountNumber')}
        inputMode="numeric"
        value={a.accountNumber}
        onChange={(e) => a.setAccountNumber(e.target.value.replace(/[^\d-]/g, ''))}
      />
      <TextField label={t('claims.cancel.holder')} value={a.holder} onChange={(e) => a.setHolder(e.target.value)} />
    </section>
  );
}

/** One order line as the claim screens show it: image, name, option, amount and quantity. */
export function ClaimLine({ line, testId }: { line: OrderProductView; testId: string }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <li data-testid={testId}>
      <img src={line.squareImageUrl} alt="" width={56} height={56} />
      <div>
        <span>{cutName(line.name)}</span>
        {line.optionText ? <small>{line.optionText}</small> : null}
        <small>
          {formatWon(line.lineAmount, locale)} · {t('claims.qty', { qty: line.qty })}
        </small>
      </div>
    </li>
  );
}
