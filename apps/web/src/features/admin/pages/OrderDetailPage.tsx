import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_STATUS, type AdminOrderDetailResponse } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { askText, notify } from '../../../shared/dialog';
import { invoiceText } from '../../../shared/carrier';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { MoneySummary } from '../../../shared/ui/MoneySummary';
import { useAdminOrder } from '../api/get-order';
import { useOperatorCancel, useOrderMoves } from '../api/post-order-moves';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { DispatchDialog } from '../ui/DispatchDialog';
import { kstDateTime } from '../ui/format';
import { LineHistory } from './orders/LineHistory';

type Line = AdminOrderDetailResponse['lines'][number];

/** One order: orderer, receiver, amounts, payments, and every line with its state history. */
export function OrderDetailPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const id = Number(useParams().orderSysId);
  const q = useAdminOrder(id);
  const moves = useOrderMoves();
  const cancel = useOperatorCancel();
  const [dispatching, setDispatching] = useState<Line[] | null>(null);
  if (q.isLoading) return <Spinner label={t('common.loading')} center />;
  if (!q.data) return <p className="adm-error">{q.error instanceof ApiError ? q.error.message : t('admin.error')}</p>;
  const { order, lines, payments } = q.data;
  const fulfil = can(role, 'orders.fulfil');
  const move = (kind: 'prepare' | 'delivered', line: Line) =>
    moves[kind].mutate([line.orderPrdtSysId], {
      onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
    });

  // the operator's own cancel of a paid line before dispatch, refunded at once (2/3 → 102); a virtual-account
  // order is cancelled through the buyer's request, which carries the refund account
  const cancellable = (l: Line) =>
    can(role, 'claims.refund') &&
    order.payMethod !== 'vbank' &&
    l.parentOrderPrdtSysId === null &&
    (l.lineStatus === ORDER_STATUS.paid || l.lineStatus === ORDER_STATUS.preparing);
  const cancelLine = async (l: Line) => {
    const reason = await askText(t('admin.orders.cancelReason'));
    if (reason === null) return;
    if (!reason.trim()) return void notify(t('admin.claims.denyReasonRequired'));
    cancel.mutate(
      { orderSysId: order.orderSysId, orderPrdtSysId: l.orderPrdtSysId, reason: reason.trim() },
      {
        onSuccess: () => void notify(t('admin.orders.cancelled')),
        onError: (e) => void notify(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };

  return (
    <section>
      <p>
        <Link to="/admin/orders">← {t('admin.nav.orders')}</Link>
      </p>
      <h1 className="adm-h1">
        {t('admin.orders.detailTitle', { number: order.orderNumber })}{' '}
        <small data-testid="order-state">{t(`orders.status.${order.status}`)}</small>
      </h1>
      <div className="adm-grid2">
        <dl className="adm-dl">
          <dt>{t('admin.orders.orderer')}</dt>
          <dd>
            {order.ordererName} · {order.ordererPhone} {order.ordererEmail ?? ''}{' '}
            {order.isMember && order.userSysId ? (
              <Link to={`/admin/members/${order.userSysId}`}>{t('admin.orders.member')}</Link>
            ) : (
              t('admin.orders.guest')
            )}
          </dd>
          <dt>{t('admin.orders.receiver')}</dt>
          <dd>
            {order.receiverName} · {order.receiverPhone}
            <br />({order.postNumber}) {order.address} {order.addressDetail}
            {order.deliveryMemo ? (
              <>
                <br />
                {order.deliveryMemo}
              </>
            ) : null}
          </dd>
          <dt>{t('admin.orders.date')}</dt>
          <dd>{kstDateTime(order.createdAt, locale)}</dd>
          <dt>{t('admin.orders.paidAt')}</dt>
          <dd>{kstDateTime(order.paidAt, locale) || '-'}</dd>
        </dl>
        <dl className="adm-dl">
          <dt>{t('admin.orders.amount')}</dt>
          <dd>
            <MoneySummary amounts={order} totalLabel={order.paidAt ? 'paid' : 'due'} className="money-summary--flat" />
          </dd>
          <dt>{t('admin.orders.payments')}</dt>
          <dd>
            {payments.map((p) => (
              <div key={p.paySysId}>
                {t(`admin.payMethods.${p.payMethod}`)} · {t(`admin.payStatuses.${p.status}`)} ·{' '}
                {formatWon(p.amount, locale)}
                {p.cancelledAmount ? ` (-${formatWon(p.cancelledAmount, locale)})` : ''}
              </div>
            ))}
          </dd>
        </dl>
      </div>
      <h2 className="adm-h2">{t('admin.orders.lines')}</h2>
      {lines.map((l) => (
        <article key={l.orderPrdtSysId} className="adm-line" data-testid="detail-line">
          <header>
            <b>
              {l.name} {l.optionText ? `(${l.optionText})` : ''} ×{l.qty}
            </b>
            <span data-testid="detail-line-state">{t(`orders.status.${l.lineStatus}`)}</span>
            <span>{formatWon(l.lineAmount, locale)}</span>
            {l.invoiceNumber ? (
              <span>
                {t('admin.orders.invoice')}: {invoiceText(l.deliveryCompanyCode, l.invoiceNumber, locale)}
              </span>
            ) : null}
            {fulfil && l.lineStatus === ORDER_STATUS.paid ? (
              <button type="button" onClick={() => move('prepare', l)} data-testid="line-prepare">
                {t('admin.orders.prepare')}
              </button>
            ) : null}
            {cancellable(l) ? (
              <button type="button" onClick={() => void cancelLine(l)} data-testid="line-cancel">
                {t('admin.orders.cancelLine')}
              </button>
            ) : null}
            {fulfil && l.lineStatus === ORDER_STATUS.preparing ? (
              <button type="button" onClick={() => setDispatching([l])} data-testid="line-dispatch">
                {t('admin.orders.dispatch')}
              </button>
            ) : null}
            {fulfil && l.lineStatus === ORDER_STATUS.dispatched ? (
              <button type="button" onClick={() => move('delivered', l)} data-testid="line-delivered">
                {t('admin.orders.delivered')}
              </button>
            ) : null}
          </header>
          <LineHistory history={l.history} />
        </article>
      ))}
      {dispatching ? <DispatchDialog lines={dispatching} onDone={() => setDispatching(null)} /> : null}
    </section>
  );
}
