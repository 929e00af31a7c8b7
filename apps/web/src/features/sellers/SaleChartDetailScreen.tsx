import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { BroadcastSales } from '@lc/contracts';
import { formatWon, withThousands } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useSales } from './api/get-sales';
import { useScheduleType } from './api/get-schedule-type';
import { useSalesFeed } from './sales-socket';
import './sally.css';

// the charting library loads with this screen's charts only, never with other routes
const SalesCharts = lazy(() => import('./SalesCharts'));

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="sl-tile">
      <span className="s-muted">{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

/** '/seller/saleChartDetail/:broadcastSysId/:broadcastScheduleSysId': the show's sales, live while it is on. */
export function SaleChartDetailScreen() {
  const t = useT();
  const [locale] = useLocale();
  const scheduleId = Number(useParams().broadcastScheduleSysId) || 0;
  const show = useScheduleType(scheduleId);
  const fetched = useSales(scheduleId);
  const [pushed, setPushed] = useState<BroadcastSales | null>(null);
  const live = show.data?.broadcast.scheduleType === 1;
  useSalesFeed(scheduleId, live, setPushed);
  const s =
    pushed && fetched.data && pushed.updatedAt >= fetched.data.sales.updatedAt
      ? pushed
      : (fetched.data?.sales ?? pushed);
  const b = show.data?.broadcast;

  if (fetched.isPending && !pushed)
    return (
      <Page title={t('screens.sellerSaleChartDetail')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!s)
    return (
      <Page title={t('screens.sellerSaleChartDetail')}>
        <EmptyState
          title={t('sellers.noBroadcast')}
          action={<ButtonLink to="/seller/sellerList">{t('sally.backToList')}</ButtonLink>}
        />
      </Page>
    );
  const n = (v: number) => withThousands(v);
  return (
    <Page title={t('screens.sellerSaleChartDetail')}>
      <div className="sl-body">
        {b ? (
          <section className="s-card">
            <p className="s-card__brand">{b.brandName}</p>
            <h2 className="s-card__title">{b.title}</h2>
            <p className="s-card__time">
              {b.startDate} {b.startTime}–{b.endTime}{' '}
              {live ? <span className="sl-badge sl-badge--live">LIVE</span> : null}
            </p>
            {live ? <p className="s-muted">{t('sally.sales.liveNote')}</p> : null}
          </section>
        ) : null}
        <div className="sl-tiles" aria-label={t('sally.sales.summary')}>
          <Tile label={t('sally.sales.revenue')} value={formatWon(s.revenue, locale)} />
          <Tile label={t('sally.sales.orders')} value={n(s.orderCnt)} />
          <Tile label={t('sally.sales.units')} value={n(s.unitCnt)} />
          <Tile label={t('sally.sales.refunded')} value={formatWon(s.refundedAmount, locale)} />
          <Tile label={t('sally.sales.views')} value={n(s.viewCnt)} />
          <Tile label={t('sally.sales.peak')} value={n(s.peakViewers)} />
          <Tile label={t('sally.sales.likes')} value={n(s.likeCnt)} />
          <Tile label={t('sally.sales.chats')} value={n(s.chatCnt)} />
          <Tile label={t('sally.sales.conversion')} value={`${(s.conversionBp / 100).toFixed(2)}%`} />
        </div>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <SalesCharts sales={s} locale={locale} />
        </Suspense>
      </div>
    </Page>
  );
}
