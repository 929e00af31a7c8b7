import { Link, useNavigate, useParams } from 'react-router';
import { DELIVERY_COMPANIES, ORDER_STATUS } from '@lc/contracts';
import { cutName } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { Button, ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useOrderList } from './api/get-order-list';
import { useTracking } from './api/get-tracking';
import './orders.css';

const S = ORDER_STATUS;
/** The delivery steps shown as a progress bar, and the line states that reach each one. */
const STEPS = [
  { key: 'paid', reached: [S.paid, S.preparing, S.dispatched, S.delivered, S.purchaseConfirmed] },
  { key: 'preparing', reached: [S.preparing, S.dispatched, S.delivered, S.purchaseConfirmed] },
  { key: 'dispatched', reached: [S.dispatched, S.delivered, S.purchaseConfirmed, S.exchangeDispatched] },
  { key: 'delivered', reached: [S.delivered, S.purchaseConfirmed, S.exchangeDelivered, S.exchangeComplete] },
] as const;

const useDateTime = () => {
  const [locale] = useLocale();
  return (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
};

/** /Tracking/{orderSysId}/{orderPrdtSysId}: the carrier, invoice number and every move of one order line. */
export function TrackingScreen() {
  const params = useParams();
  const { userSysId } = useSession();
  // issue 19 #11: a guest gets a screen of its own (log in, or look a guest order up), never a bare error
  if (userSysId === null) return <GuestTracking />;
  if (!params.orderSysId) return <TrackingListScreen userSysId={userSysId} />;
  return <TrackingLine orderSysId={Number(params.orderSysId)} orderPrdtSysId={Number(params.orderPrdtSysId)} />;
}

function TrackingLine({ orderSysId, orderPrdtSysId }: { orderSysId: number; orderPrdtSysId: number }) {
  const t = useT();
  const [locale] = useLocale();
  const when = useDateTime();
  const q = useTracking(orderSysId, orderPrdtSysId);
  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  const item = q.data?.order.products.find((p) => p.orderPrdtSysId === orderPrdtSysId);
  if (!q.data || !item)
    return (
      <Page title={t('screens.TrackingProduct')} className="tracking">
        <EmptyState title={t('orders.tracking.notFound')} />
        <Link className="tracking__back" to="/BuyHistory">
          {t('orders.tracking.toHistory')}
        </Link>
      </Page>
    );
  const { line, order } = q.data;
  const d = line.delivery;
  const company = d ? DELIVERY_COMPANIES.find((c) => c.code === d.deliveryCompanyCode) : undefined;
  return (
    <Page title={t('screens.TrackingProduct')} className="tracking">
      <section className="tracking__item" data-testid="tracking-item">
        <img src={item.squareImageUrl} alt="" width={64} height={64} />
        <div>
          <strong data-testid="tracking-status">{t(`orders.status.${line.status}`)}</strong>
          <span>{cutName(item.name)}</span>
          <small>{t('orders.lookup.result', { number: order.order.orderNumber })}</small>
        </div>
      </section>
      <ol className="tracking__steps" aria-label={t('orders.tracking.progress')}>
        {STEPS.map((s) => (
          <li key={s.key} data-done={(s.reached as readonly number[]).includes(line.status) ? 'true' : 'false'}>
            {t(`orders.tracking.steps.${s.key}`)}
          </li>
        ))}
      </ol>
      <section className="tracking__box">
        <h2>{t('orders.tracking.delivery')}</h2>
        {d ? (
          <dl data-testid="tracking-delivery">
            <dt>{t('orders.tracking.company')}</dt>
            <dd>{company ? (locale === 'en' ? company.en : company.ko) : d.deliveryCompanyName}</dd>
            <dt>{t('orders.tracking.invoice')}</dt>
            <dd data-testid="tracking-invoice">{d.invoiceNumber}</dd>
            <dt>{t('orders.tracking.dispatchedAt')}</dt>
            <dd>{when(d.dispatchedAt)}</dd>
            <dt>{t('orders.tracking.deliveredAt')}</dt>
            <dd>{d.deliveredAt ? when(d.deliveredAt) : t('orders.tracking.onTheWay')}</dd>
          </dl>
        ) : (
          <p className="tracking__none">{t('orders.tracking.notDispatched')}</p>
        )}
      </section>
      <section className="tracking__box">
        <h2>{t('orders.tracking.history')}</h2>
        <ul className="tracking__history" data-testid="tracking-history">
          {[...line.history].reverse().map((h, i) => (
            <li key={`${h.createdAt}-${i}`}>
              <time dateTime={h.createdAt}>{when(h.createdAt)}</time>
              <span>{t(`orders.status.${h.toStatus}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link className="tracking__back" to="/BuyHistory">
        {t('orders.tracking.toHistory')}
      </Link>
    </Page>
  );
}

/** Any /Tracking address for a guest: log in (and come back here), or look a guest order up. */
function GuestTracking() {
  const t = useT();
  const navigate = useNavigate();
  const login = () => {
    rememberLandingPage(window.location.pathname + window.location.search);
    void navigate('/Login');
  };
  return (
    <Page title={t('screens.Tracking')} className="tracking">
      <EmptyState
        title={t('orders.tracking.guestTitle')}
        description={t('orders.tracking.guestLookup')}
        action={
          <div className="tracking__guest">
            <Button size="lg" block onClick={login}>
              {t('auth.login')}
            </Button>
            <ButtonLink to="/nonMemberOrder" variant="outline" size="lg" block>
              {t('screens.nonMemberOrder')}
            </ButtonLink>
          </div>
        }
      />
    </Page>
  );
}

/** /Tracking and /Tracking/delivery: the member's items on their way, each opening its tracking. */
function TrackingListScreen({ userSysId }: { userSysId: number }) {
  const t = useT();
  const q = useOrderList(userSysId, 'shipping');
  const lines = (q.data?.list ?? []).flatMap(({ order, products }) =>
    products.filter((p) => p.parentOrderPrdtSysId === null).map((p) => ({ order, p })),
  );
  return (
    <Page title={t('screens.Tracking')} className="tracking">
      {q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : lines.length === 0 ? (
        <EmptyState title={t('orders.tracking.nothing')} />
      ) : (
        <ul className="tracking__list">
          {lines.map(({ order, p }) => (
            <li key={p.orderPrdtSysId}>
              <Link to={`/Tracking/${order.orderSysId}/${p.orderPrdtSysId}`}>
                <img src={p.squareImageUrl} alt="" width={48} height={48} />
                <span>{cutName(p.name)}</span>
                <strong>{t(`orders.status.${p.status}`)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
