import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CLAIM_REASONS, DELIVERY_COMPANIES, type ClaimView, type OrderResponse } from '@lc/contracts';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { isUnpaidPhase, orderPhase } from '../../shared/order-phase';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { getDeliveryPay } from './api/delivery-pay';
import { useWithdrawClaim } from './api/delete-claim';
import { useOrder } from './api/get-order';
import { useOrderProduct } from './api/get-order-product';
import { ClaimLine } from './ClaimParts';
import { UnpaidOrderPanel } from './UnpaidOrderPanel';
import './claims.css';
import { keys } from '../../shared/api/query-keys';

const OPEN = ['pending', 'approved'];

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
        <strong data-testid="order-detail-state">{t(`claims.order.phase.${phase}`)}</strong>
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

function ClaimCard({ claim: c }: { claim: ClaimView }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const fee = useQuery({
    queryKey: keys.claims.deliveryPay(c.orderSysId, c.orderPrdtSysId),
    queryFn: () => getDeliveryPay(c.orderSysId, c.orderPrdtSysId),
    enabled: c.shippingFee > 0 && c.type !== 'cancel',
  });
  const reason = CLAIM_REASONS.find((r) => r.code === c.reasonCode);
  const company = DELIVERY_COMPANIES.find((d) => d.code === c.returnCompanyCode);
  const open = OPEN.includes(c.status);
  const feePaid = fee.data?.pays.some((p) => p.claimSysId === c.claimSysId && p.status === 'paid') ?? false;
  const base = `${c.orderSysId}/${c.orderPrdtSysId}`;
  const withdraw = useWithdrawClaim();
  const onWithdraw = async () => {
    if (!(await ask(t('claims.detail.withdrawAsk')))) return;
    withdraw.mutate(
      { orderSysId: c.orderSysId, orderPrdtSysId: c.orderPrdtSysId, claimSysId: c.claimSysId },
      {
        onSuccess: () => notify(t('claims.detail.withdrawn')),
        onError: (e) => notify(e instanceof ApiError ? e.message : t('claims.detail.withdrawFailed')),
      },
    );
  };
  return (
    <section className="claimdetail__card" data-testid="claim-card" data-claim={c.claimSysId}>
      <header>
        <strong>{t(`claims.types.${c.type}`)}</strong>
        <span data-testid="claim-status">{t(`claims.status.${c.status}`)}</span>
        {c.status === 'pending' ? (
          <button
            type="button"
            className="claimdetail__withdraw"
            disabled={withdraw.isPending}
            onClick={onWithdraw}
            data-testid="claim-withdraw"
          >
            {t('claims.detail.withdraw')}
          </button>
        ) : null}
      </header>
      <dl>
        <dt>{t('claims.detail.reason')}</dt>
        <dd>{reason ? (locale === 'en' ? reason.en : reason.ko) : '-'}</dd>
        {c.reasonDetail ? (
          <>
            <dt>{t('claims.cancel.detail')}</dt>
            <dd>{c.reasonDetail}</dd>
          </>
        ) : null}
        {c.denyReason ? (
          <>
            <dt>{t('claims.detail.denied')}</dt>
            <dd>{c.denyReason}</dd>
          </>
        ) : null}
        {c.type !== 'cancel' ? (
          <>
            <dt>{t('claims.detail.sentBack')}</dt>
            <dd data-testid="claim-invoice">
              {c.returnInvoice
                ? `${company ? (locale === 'en' ? company.en : company.ko) : ''} ${c.returnInvoice}`.trim()
                : t('claims.detail.noInvoice')}
            </dd>
          </>
        ) : null}
        {c.shippingFee > 0 ? (
          <>
            <dt>{t('claims.detail.fee')}</dt>
            <dd data-testid="claim-fee">
              {won(c.shippingFee)} ·{' '}
              {feePaid
                ? t('claims.detail.feePaid')
                : t(c.type === 'exchange' ? 'claims.detail.feeUnpaidExchange' : 'claims.detail.feeUnpaid')}
            </dd>
          </>
        ) : null}
        {c.refundedAt ? (
          <>
            <dt>{t('claims.detail.refund')}</dt>
            <dd data-testid="claim-refund">
              {won(c.refundAmount)}
              {c.refundPoints ? ` + ${t('claims.detail.points', { n: c.refundPoints })}` : ''}
              {c.refundMethod && c.refundMethod !== 'none' ? ` (${t(`claims.detail.method.${c.refundMethod}`)})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {c.images.length ? (
        <div className="claimreq__photos">
          {c.images.map((u) => (
            <img key={u} src={u} alt="" width={64} height={64} />
          ))}
        </div>
      ) : null}
      {open && c.type !== 'cancel' ? (
        <div className="claimdetail__actions">
          {c.shippingFee > 0 && fee.data && !feePaid ? (
            <Link to={`/reqPay/${base}`}>{t('claims.detail.payFee')}</Link>
          ) : null}
          <Link to={`/ExchangeInvoice/${base}`}>
            {c.returnInvoice ? t('claims.detail.editInvoice') : t('claims.detail.enterInvoice')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
