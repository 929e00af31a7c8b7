import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DELIVERY_COMPANIES } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, EmptyState, FormError, NamedCodeSelect, Page, Spinner, TextField } from '../../shared/ui';
import { useOrderProduct } from './api/get-order-product';
import { usePatchReturnInvoiceMutation } from './api/patch-invoice';

import './claims.css';

const INVOICE = /^[0-9-]{8,20}$/;

/**
 * /ExchangeInvoice/{orderSysId}/{orderPrdtSysId}: the buyer sends the goods of an open exchange or
 * return back and enters the carrier and the invoice number.
 */
export function ExchangeInvoiceScreen() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const pid = Number(params.orderPrdtSysId);
  const q = useOrderProduct(orderSysId, pid);
  const sendInvoice = usePatchReturnInvoiceMutation(orderSysId, pid);
  const [company, setCompany] = useState<string>(DELIVERY_COMPANIES[0].code);
  const [invoice, setInvoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  const claim = [...(q.data?.claims ?? [])]
    .reverse()
    .find((c) => c.type !== 'cancel' && (c.status === 'pending' || c.status === 'approved'));
  if (!q.data || !claim) return <EmptyState title={t('claims.invoice.none')} />;
  const type = claim.type === 'exchange' ? 'exchange' : 'return';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!INVOICE.test(invoice.trim())) return setError(t('claims.invoice.invalid'));
    setBusy(true);
    setError(null);
    try {
      await sendInvoice.mutateAsync({
        type,
        claimSysId: claim.claimSysId,
        body: { deliveryCompanyCode: company, invoiceNumber: invoice.trim() },
      });
      void notify(t('claims.invoice.done'));
      void navigate(`/ExchangeDetail/${orderSysId}/${pid}/${claim.claimSysId}/${type}`, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('claims.cancel.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('screens.ExchangeInvoice')} className="claimreq">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="claimreq__guide">{t(`claims.invoice.guide.${type}`)}</p>
        <label className="claimreq__detail">
          {t('claims.invoice.company')}
          <NamedCodeSelect options={DELIVERY_COMPANIES} value={company} onCode={setCompany} />
        </label>
        <TextField
          label={t('claims.invoice.number')}
          inputMode="numeric"
          value={invoice}
          placeholder="123456789012"
          onChange={(e) => setInvoice(e.target.value.replace(/[^\d-]/g, ''))}
        />
        <FormError message={error} className="claimreq__error" />
        <Button type="submit" block size="lg" busy={busy}>
          {t('claims.invoice.submit')}
        </Button>
      </form>
    </Page>
  );
}
