import { useState } from 'react';
import { adminDispatchRequest, DELIVERY_COMPANIES, type AdminOrderRow } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { useOrderMoves } from '../api/post-order-moves';
import { useAdminT } from '../i18n';
import { FormActions, validate, type FieldErrors } from './form';
import { NamedCodeSelect } from '../../../shared/ui';

/** What the dialog shows of a line (an order row, or a claim's line for an exchange re-dispatch). */
export type DispatchLine = Pick<AdminOrderRow, 'orderPrdtSysId' | 'orderNumber' | 'name' | 'optionText' | 'qty'>;

/** Dispatch one or many lines: one carrier, an invoice number per line; all move or none. */
export function DispatchDialog({
  lines,
  onDone,
  title,
}: {
  lines: DispatchLine[];
  onDone: () => void;
  /** the heading (default: "dispatch n lines") */
  title?: string;
}) {
  const t = useAdminT();
  const { dispatch } = useOrderMoves();
  const [carrier, setCarrier] = useState<string>(DELIVERY_COMPANIES[0].code);
  const [invoices, setInvoices] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const body = {
      lines: lines.map((l) => ({
        orderPrdtSysId: l.orderPrdtSysId,
        deliveryCompanyCode: carrier,
        invoiceNumber: invoices[l.orderPrdtSysId] ?? '',
      })),
    };
    const v = validate(adminDispatchRequest, body);
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    dispatch.mutate(v.data, {
      onSuccess: onDone,
      onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
    });
  };

  return (
    <div className="adm-dialog" role="dialog" aria-modal="true" aria-label={t('admin.orders.dispatch')}>
      <div className="adm-dialog__box">
        <h2>{title ?? t('admin.orders.dispatchTitle', { count: lines.length })}</h2>
        <label className="adm-field">
          <span>{t('admin.orders.carrier')}</span>
          <NamedCodeSelect
            options={DELIVERY_COMPANIES}
            value={carrier}
            onCode={setCarrier}
            data-testid="dispatch-carrier"
          />
        </label>
        <ul className="adm-dispatch">
          {lines.map((l, i) => (
            <li key={l.orderPrdtSysId}>
              <span>
                {l.orderNumber} · {l.name} {l.optionText ? `(${l.optionText})` : ''} {l.qty ? `×${l.qty}` : ''}
              </span>
              <input
                aria-label={t('admin.orders.invoice')}
                placeholder={t('admin.orders.invoice')}
                inputMode="numeric"
                data-testid="dispatch-invoice"
                value={invoices[l.orderPrdtSysId] ?? ''}
                onChange={(e) => setInvoices((s) => ({ ...s, [l.orderPrdtSysId]: e.target.value }))}
              />
              {errors[`lines.${i}.invoiceNumber`] ? (
                <small className="adm-field__error" role="alert">
                  {t('admin.orders.invoiceInvalid')}
                </small>
              ) : null}
            </li>
          ))}
        </ul>
        <FormActions
          error={serverError}
          onCancel={onDone}
          saving={dispatch.isPending}
          onSave={submit}
          saveLabel={t('admin.orders.dispatch')}
        />
      </div>
    </div>
  );
}
