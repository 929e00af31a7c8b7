import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/client';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { Page, Spinner } from '../../shared/ui';
import { postPaysDeliveries } from './api/delivery-pay';
import './claims.css';
import { keys } from '../../shared/api/query-keys';

/**
 * /reqPayComplete/{orderSysId}/{orderPrdtSysId}: back from the gateway; the server asks the gateway
 * itself (POST …/pays/deliveries) and the page shows whether the round-trip fee is paid.
 */
export function ReqPayCompleteScreen() {
  const t = useT();
  const [locale] = useLocale();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const pid = Number(params.orderPrdtSysId);
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: keys.claims.sub('reqpay-complete', orderSysId, pid),
    queryFn: async () => {
      const r = await postPaysDeliveries(orderSysId, pid);
      // what the fee and the request screens read before the payment is out of date now
      qc.removeQueries({ queryKey: keys.claims.deliveryPay() });
      qc.removeQueries({ queryKey: keys.claims.line() });
      return r;
    },
    retry: false,
  });
  if (q.isLoading)
    return (
      <Page title={t('screens.reqPayComplete')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  const paid = q.data?.pays.find((p) => p.status === 'paid' && p.claimSysId === q.data?.claim?.claimSysId);
  const claim = q.data?.claim;
  return (
    <Page title={t('screens.reqPayComplete')} className="claimreq">
      <div className="claimdone" data-testid="reqpay-complete" data-paid={paid ? 'true' : 'false'}>
        {q.error ? (
          <p role="alert">{q.error instanceof ApiError ? q.error.message : t('claims.pay.failed')}</p>
        ) : paid ? (
          <>
            <h2>{t('claims.pay.done')}</h2>
            <p>{t('claims.pay.doneAmount', { amount: formatWon(paid.amount, locale) })}</p>
            <p className="claimreq__guide">{t('claims.pay.next')}</p>
          </>
        ) : (
          <>
            <h2>{t('claims.pay.notDone')}</h2>
            <Link className="claimdetail__back" to={`/reqPay/${orderSysId}/${pid}`}>
              {t('claims.pay.retry')}
            </Link>
          </>
        )}
        {claim ? (
          <div className="claimdetail__actions">
            <Link to={`/ExchangeInvoice/${orderSysId}/${pid}`}>{t('claims.detail.enterInvoice')}</Link>
            <Link to={`/ExchangeDetail/${orderSysId}/${pid}/${claim.claimSysId}/${claim.type}`}>
              {t('claims.pay.toDetail')}
            </Link>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
