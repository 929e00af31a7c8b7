import { Link, useParams } from 'react-router';
import type { OrderResponse } from '@lc/contracts';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { isUnpaidPhase, orderPhase, phaseLabelKey } from '../../shared/order-phase';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { useOrder } from './api/get-order';
import { useOrderProduct } from './api/get-order-product';
import { ClaimLine } from './ClaimParts';
import { ClaimCard } from './detail/ClaimCard';
import { UnpaidOrderPanel } from './UnpaidOrderPanel';
import './claims.css';

/**
 * /ExchangeDetail/{orderSysId}[/{orderPrdtSysId}[/{sysId}/{reqType}]]: a cancel, exchange or return
 * request of one item — state, reason, photos, the goods sent back (invoice), the round-trip fee
 * and the refund. Without an item, the order's items to pick from.
 */
export function ExchangeDetailScreen() {
  const t = useT();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const pid = params.orderPrdtSysId ? Number(params.orderPrdtSysId) : null;
  const claimId = params.sysId ? Number(params.sysId) : null;
  const order = useOrder(orderSysId);
  const line = useOrderProduct(orderSysId, pid);

  if (order.isLoading || line.isLoading) return <Spinner label={t('common.loading')} />;
  if (!order.data) return <EmptyState title={t('claims.cancel.notFound')} />;
  if (pid === null) return <OrderDetail data={order.data} onChanged={() => void order.refetch()} />;
  const item = order.data.products.find((p) => p.orderPrdtSysId === pid);
  if (!item || !line.data) return <EmptyState title={t('claims.cancel.notFound')} />;
  const claims = [...line.data.claims].reverse().filter((c) => claimId === null || c.claimSysId === claimId);
  return (
    <Page title={t('screens.ExchangeDetail')} className="claimdetail">
      <ul className="claimreq__items claimdetail__item">
        <ClaimLine line={item} testId="detail-item" />
      </ul>
      <p className="claimdetail__state" data-testid="detail-line-status">
        {t(`orders.status.${line.data.status}`)}
      </p>
      {claims.length === 0 ? <EmptyState title={t('claims.detail.none')} /> : null}
      {claims.map((c) => (
        <ClaimCard key={c.claimSysId} claim={c} />
      ))}
      <Link className="claimdetail__back" to="/Exchange">
        {t('claims.detail.toList')}
      </Link>
    </Page>
  );
}

/**
 * /ExchangeDetail/{orderSysId}: the order itself — its state, items (each opening its claim detail),
 * the money summary from the server's amounts, and for an unpaid order the pay and cancel buttons.
 */
function OrderDetail({ data, onChanged }: { data: OrderResponse; onChanged: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const { order, payment, products } = data;
  const phase = orderPhase(order, payment);
  return (
    <Page title={t('claims.order.title')} className="claimdetail">
      <section className="claimorder__head" data-testid="order-detail" data-phase={phase}>
        <p>{t('claims.order.number', { number: order.orderNumber })}</p>
        <p>
          {new Date(order.createdAt).toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' })}
        </p>
        <strong data-testid="order-detail-state">{t(phaseLabelKey(phase))}</strong>
      </section>
      <ul className="claimlist__rows">
        {products
          .filter((p) => p.parentOrderPrdtSysId === null)
          .map((p) => (
            <li key={p.orderPrdtSysId}>
              <Link to={`/ExchangeDetail/${order.orderSysId}/${p.orderPrdtSysId}`}>
                <img src={p.squareImageUrl} alt="" width={56} height={56} />
                <div>
                  <span>{cutName(p.name)}</span>
                  {p.optionText ? <small>{p.optionText}</small> : null}
                  <small>
                    {formatWon(p.lineAmount, locale)} · {t('claims.qty', { qty: p.qty })}
                  </small>
                  <strong>{t(`orders.status.${p.status}`)}</strong>
                </div>
              </Link>
            </li>
          ))}
      </ul>
      <MoneySummary amounts={order.amounts} totalLabel={phase === 'paid' ? 'paid' : 'due'} />
      {order.payMethod && phase !== 'unpaid' ? (
        <p className="claimorder__method">
          {t('claims.order.method')} · {t(`checkout.method.${order.payMethod}`)}
        </p>
      ) : null}
      {isUnpaidPhase(phase) ? <UnpaidOrderPanel order={order} phase={phase} onCancelled={onChanged} /> : null}
      <Link className="claimdetail__back" to="/BuyHistory">
        {t('claims.order.toList')}
      </Link>
    </Page>
  );
}
