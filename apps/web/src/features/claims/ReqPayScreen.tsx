import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_PAY_METHODS, EASY_PAY_PROVIDERS, type EasyPayProvider } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { Button, EmptyState, FormError, Page, Spinner } from '../../shared/ui';
import { getDeliveryPay, postDeliveryPay } from './api/delivery-pay';
import { useOrder } from './api/get-order';
import { ClaimLine } from './ClaimParts';
import './claims.css';
import { keys } from '../../shared/api/query-keys';

type Method = (typeof DELIVERY_PAY_METHODS)[number];

/**
 * /reqPay/{orderSysId}/{orderPrdtSysId}: the 5,000 won round trip of a customer-fault exchange or
 * return, paid on the payment gateway's approval page exactly as an order is; the gateway sends the
 * buyer back to /reqPayComplete.
 */
export function ReqPayScreen() {
  const t = useT();
  const [locale] = useLocale();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const pid = Number(params.orderPrdtSysId);
  const order = useOrder(orderSysId);
  const info = useQuery({
    queryKey: keys.claims.deliveryPay(orderSysId, pid),
    queryFn: () => getDeliveryPay(orderSysId, pid),
  });
  const [method, setMethod] = useState<Method>('card');
  const [provider, setProvider] = useState<EasyPayProvider>('kakaopay');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (order.isLoading || info.isLoading) return <Spinner label={t('common.loading')} />;
  const item = order.data?.products.find((p) => p.orderPrdtSysId === pid);
  const claim = info.data?.claim;
  if (!item || !info.data || !claim) return <EmptyState title={t('claims.pay.nothing')} />;
  const detail = `/ExchangeDetail/${orderSysId}/${pid}/${claim.claimSysId}/${claim.type}`;

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await postDeliveryPay(orderSysId, pid, {
        payMethod: method,
        easyPayProvider: method === 'easypay' ? provider : null,
      });
      if (r.redirectUrl) window.location.assign(r.redirectUrl);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('claims.pay.failed'));
      setBusy(false);
    }
  };

  return (
    <Page title={t('screens.reqPay')} className="claimreq">
      <form onSubmit={(e) => void pay(e)} noValidate>
        <ul className="claimreq__items">
          <ClaimLine line={item} testId="reqpay-item" />
        </ul>
        <p className="claimreq__guide">{t(`claims.pay.guide.${claim.type === 'exchange' ? 'exchange' : 'return'}`)}</p>
        <dl className="claimreq__sum">
          <dt>{t('claims.pay.fee')}</dt>
          <dd data-testid="reqpay-amount">{formatWon(claim.shippingFee, locale)}</dd>
        </dl>
        {info.data.paid ? (
          <>
            <p className="claimreq__note" data-testid="reqpay-paid">
              {t('claims.pay.already')}
            </p>
            <Link className="claimdetail__back" to={detail}>
              {t('claims.pay.toDetail')}
            </Link>
          </>
        ) : (
          <>
            <fieldset className="claimreq__reasons">
              <legend>{t('claims.pay.method')}</legend>
              {DELIVERY_PAY_METHODS.map((m) => (
                <label key={m}>
                  <input type="radio" name="method" checked={method === m} onChange={() => setMethod(m)} />
                  {t(`claims.pay.methods.${m}`)}
                </label>
              ))}
            </fieldset>
            {method === 'easypay' ? (
              <label className="claimreq__detail">
                {t('claims.pay.provider')}
                <select value={provider} onChange={(e) => setProvider(e.target.value as EasyPayProvider)}>
                  {EASY_PAY_PROVIDERS.map((p) => (
                    <option key={p} value={p}>
                      {t(`claims.pay.providers.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <FormError message={error} className="claimreq__error" />
            <Button type="submit" block size="lg" busy={busy}>
              {t('claims.pay.submit', { amount: formatWon(info.data.amount, locale) })}
            </Button>
          </>
        )}
      </form>
    </Page>
  );
}
