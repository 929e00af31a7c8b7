import { useState } from 'react';
import { Link } from 'react-router';
import {
  ORDER_STATUS,
  ORDER_STATUS_FILTERS,
  SHOPPER_CANCELLABLE,
  SHOPPER_EXCHANGEABLE,
  SHOPPER_RETURNABLE,
  type OrderStatusFilter,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { isUnpaidPhase, orderPhase } from '../../shared/order-phase';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useOrderList } from './api/get-order-list';
import { downloadTradeRecords } from './api/get-trade-records';
import { useConfirmPurchase } from './api/patch-completed-purchase';
import { useCancelUnpaidOrder } from '../../shared/api/orders';
import './orders.css';

const FILTERS = Object.keys(ORDER_STATUS_FILTERS) as OrderStatusFilter[];
const CANCELLABLE: readonly number[] = SHOPPER_CANCELLABLE;
const CONFIRMABLE: number[] = [ORDER_STATUS.dispatched, ORDER_STATUS.delivered, ORDER_STATUS.exchangeDelivered];
const RETURNABLE: readonly number[] = SHOPPER_RETURNABLE;
const EXCHANGEABLE: readonly number[] = SHOPPER_EXCHANGEABLE;
const TRACKABLE: number[] = [
  ORDER_STATUS.dispatched,
  ORDER_STATUS.delivered,
  ORDER_STATUS.purchaseConfirmed,
  ORDER_STATUS.exchangeDispatched,
  ORDER_STATUS.exchangeDelivered,
];
/** line states with a cancel, exchange or return request (100–114): its detail opens (not for an unpaid order that expired) */
const inClaim = (status: number) => status >= ORDER_STATUS.cancelRequested;

/** /BuyHistory: the member's orders, filtered by state, with each line's next step. */
export function BuyHistoryScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [filter, setFilter] = useState<OrderStatusFilter>('all');
  const q = useOrderList(userSysId, filter);
  const confirm = useConfirmPurchase(userSysId);
  const cancelUnpaid = useCancelUnpaidOrder();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });

  const [downloading, setDownloading] = useState(false);
  const onDownload = async () => {
    if (userSysId === null) return;
    setDownloading(true);
    try {
      await downloadTradeRecords(userSysId);
    } catch (e) {
      void notify(e instanceof ApiError && e.message ? e.message : t('orders.history.recordsFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const onConfirm = async (orderPrdtSysId: number) => {
    if (!(await ask(t('orders.history.confirmAsk')))) return;
    confirm.mutate(orderPrdtSysId, {
      onSuccess: () => notify(t('orders.history.confirmed')),
      onError: (e) => notify(e instanceof ApiError ? e.message : t('orders.history.failed')),
    });
  };

  const onCancelUnpaid = async (orderSysId: number) => {
    if (!(await ask(t('orders.history.cancelUnpaidAsk')))) return;
    cancelUnpaid.mutate(orderSysId, {
      onSuccess: () => notify(t('orders.history.cancelledUnpaid')),
      onError: (e) => notify(e instanceof ApiError ? e.message : t('orders.history.failed')),
    });
  };

  return (
    <Page title={t('screens.BuyHistory')} className="buyhistory">
      <Link className="buyhistory__claims" to="/Exchange">
        {t('orders.history.claims')}
      </Link>
      {/* issue 18: the member's own trade record, kept 5 years */}
      <div className="buyhistory__records">
        <button
          type="button"
          className="buyhistory__records-btn"
          disabled={downloading || userSysId === null}
          onClick={() => void onDownload()}
        >
          {t('orders.history.records')}
        </button>
        <p className="buyhistory__records-note">{t('orders.history.recordsNote')}</p>
      </div>
      <div className="buyhistory__tabs" role="group" aria-label={t('orders.history.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`orders.history.filters.${f}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : !q.data || q.data.list.length === 0 ? (
        <EmptyState title={t('orders.history.empty')} />
      ) : (
        <ul className="buyhistory__orders">
          {q.data.list.map(({ order, products }) => (
            <li key={order.orderSysId} data-testid="order-card">
              <header>
                <span>{date(order.createdAt)}</span>
                <Link to={`/ExchangeDetail/${order.orderSysId}`} data-testid="order-detail-link">
                  {t('orders.lookup.result', { number: order.orderNumber })} ›
                </Link>
              </header>
              {products
                .filter((p) => p.parentOrderPrdtSysId === null)
                .map((p) => (
                  <div key={p.orderPrdtSysId} className="buyhistory__line" data-testid="order-line">
                    <img src={p.squareImageUrl} alt="" width={64} height={64} />
                    <div className="buyhistory__info">
                      <strong data-testid="line-status">{t(`orders.status.${p.status}`)}</strong>
                      <span>{cutName(p.name)}</span>
                      {p.optionText ? <small>{p.optionText}</small> : null}
                      <small>
                        {formatWon(p.lineAmount, locale)} · {t('orders.history.qty', { qty: p.qty })}
                      </small>
                    </div>
                    <div className="buyhistory__actions">
                      {TRACKABLE.includes(p.status) ? (
                        <Link to={`/Tracking/${order.orderSysId}/${p.orderPrdtSysId}`}>
                          {t('orders.history.track')}
                        </Link>
                      ) : null}
                      {inClaim(p.status) && (p.status !== ORDER_STATUS.cancelled || order.paidAt !== null) ? (
                        <Link to={`/ExchangeDetail/${order.orderSysId}/${p.orderPrdtSysId}`}>
                          {t('orders.history.claimDetail')}
                        </Link>
                      ) : null}
                      {CANCELLABLE.includes(p.status) ? (
                        <Link to={`/CancelReq/${order.orderSysId}/${p.orderPrdtSysId}`}>
                          {t('orders.history.cancel')}
                        </Link>
                      ) : null}
                      {RETURNABLE.includes(p.status) ? (
                        <Link to={`/ExchangeReq/${order.orderSysId}/${p.orderPrdtSysId}/return`}>
                          {t('orders.history.return')}
                        </Link>
                      ) : null}
                      {p.status === ORDER_STATUS.purchaseConfirmed ? (
                        // a defective, damaged or wrong item: returnable for 3 months, after confirmation too
                        <Link
                          to={`/ExchangeReq/${order.orderSysId}/${p.orderPrdtSysId}/return`}
                          data-testid="defect-return"
                        >
                          {t('orders.history.defectReturn')}
                        </Link>
                      ) : null}
                      {EXCHANGEABLE.includes(p.status) ? (
                        <Link to={`/ExchangeReq/${order.orderSysId}/${p.orderPrdtSysId}/exchange`}>
                          {t('orders.history.exchange')}
                        </Link>
                      ) : null}
                      {(p.status === ORDER_STATUS.purchaseConfirmed || p.status === ORDER_STATUS.exchangeComplete) &&
                      p.isAddingProduct === 0 ? (
                        // the review screen tells when the 180-day window is over or the review is written
                        <Link to={`/ReviewWrite/${p.prdtSysId}/${order.orderSysId}/${p.orderPrdtSysId}`}>
                          {t('orders.history.review')}
                        </Link>
                      ) : null}
                      {CONFIRMABLE.includes(p.status) ? (
                        <button type="button" disabled={confirm.isPending} onClick={() => onConfirm(p.orderPrdtSysId)}>
                          {t('orders.history.confirm')}
                        </button>
                      ) : null}
                    </div>
                  </div>
                ))}
              <footer>
                {t(isUnpaidPhase(orderPhase(order)) ? 'money.total.due' : 'orders.lookup.total')}{' '}
                <b>{formatWon(order.amounts.payAmount, locale)}</b>
                {isUnpaidPhase(orderPhase(order)) ? (
                  <span className="buyhistory__unpaid">
                    <Link
                      className="buyhistory__pay"
                      to={`/BuyComplete?orderSysId=${order.orderSysId}`}
                      data-testid="pay-unpaid"
                    >
                      {t(
                        order.status === ORDER_STATUS.depositChecking
                          ? 'orders.history.depositInfo'
                          : 'orders.history.payNow',
                      )}
                    </Link>
                    <button
                      type="button"
                      className="buyhistory__cancel-unpaid"
                      disabled={cancelUnpaid.isPending}
                      onClick={() => onCancelUnpaid(order.orderSysId)}
                      data-testid="cancel-unpaid"
                    >
                      {t('orders.history.cancelUnpaid')}
                    </button>
                  </span>
                ) : null}
              </footer>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
