import { Link, useParams } from 'react-router';
import { SHOPPER_EXCHANGEABLE, SHOPPER_RETURNABLE } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useOrder } from './api/get-order';
import { ClaimLine } from './ClaimParts';
import './claims.css';

const RETURNABLE: readonly number[] = SHOPPER_RETURNABLE;
const EXCHANGEABLE: readonly number[] = SHOPPER_EXCHANGEABLE;

/**
 * /ExchangeReq/{orderSysId}: the order's items, each with the return or exchange it can take now
 * (a return once dispatched, an exchange once delivered; the server checks the 7-day window), leading
 * to /ExchangeReq/{orderSysId}/{orderPrdtSysId}/{type}. Items in another state show that state.
 */
export function ExchangeReqOrderScreen() {
  const t = useT();
  const orderSysId = Number(useParams().orderSysId);
  const q = useOrder(orderSysId);

  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  if (!q.data) return <EmptyState title={t('claims.cancel.notFound')} />;
  const lines = q.data.products.filter((p) => p.parentOrderPrdtSysId === null);
  const any = lines.some((p) => RETURNABLE.includes(p.status) || EXCHANGEABLE.includes(p.status));

  return (
    <Page title={t('screens.ExchangeReq')} className="claimreq">
      <p className="claimreq__intro">{t(any ? 'claims.pick.intro' : 'claims.pick.none')}</p>
      <div className="claimreq__pick">
        {lines.map((p) => (
          <div key={p.orderPrdtSysId} className="claimreq__pickline" data-testid="pick-line">
            <ul className="claimreq__items">
              <ClaimLine line={p} testId="claim-item" />
            </ul>
            <div className="claimreq__pickactions">
              <small data-testid="pick-status">{t(`orders.status.${p.status}`)}</small>
              {RETURNABLE.includes(p.status) ? (
                <Link to={`/ExchangeReq/${orderSysId}/${p.orderPrdtSysId}/return`}>{t('claims.pick.return')}</Link>
              ) : null}
              {EXCHANGEABLE.includes(p.status) ? (
                <Link to={`/ExchangeReq/${orderSysId}/${p.orderPrdtSysId}/exchange`}>{t('claims.pick.exchange')}</Link>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <Link className="claimreq__back" to="/BuyHistory">
        {t('claims.pick.history')}
      </Link>
    </Page>
  );
}
