import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BroadcastSales } from '@lc/contracts';
import { formatWon } from '../../shared/format';
import { useT, type Locale } from '../../shared/i18n';

const hhmm = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

/** The sales charts of a show (recharts; loaded only by the sales screen). */
export default function SalesCharts({ sales, locale }: { sales: BroadcastSales; locale: Locale }) {
  const t = useT();
  const viewers = sales.viewers.map((p) => ({ at: hhmm(p.at), value: p.value }));
  const revenue = sales.revenueSeries.map((p) => ({ at: hhmm(p.at), value: p.value }));
  const products = sales.products.slice(0, 8).map((p) => ({ name: p.name.slice(0, 10), units: p.unitCnt }));
  const won = (v: number) => formatWon(v, locale);
  return (
    <>
      <section className="s-card sl-chart" aria-label={t('sally.sales.viewersChart')}>
        <h3 className="sl-h3">{t('sally.sales.viewersChart')}</h3>
        {viewers.length ? (
          <ResponsiveContainer width="100%" height={180}>
            <AreaChart data={viewers} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="at" fontSize={11} minTickGap={24} />
              <YAxis fontSize={11} allowDecimals={false} />
              <Tooltip formatter={(v) => [String(v), t('sally.sales.viewers')]} />
              <Area
                type="monotone"
                dataKey="value"
                stroke="#ff3b5c"
                fill="#ff3b5c"
                fillOpacity={0.25}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        ) : (
          <p className="s-muted">{t('sally.sales.noData')}</p>
        )}
      </section>
      <section className="s-card sl-chart" aria-label={t('sally.sales.revenueChart')}>
        <h3 className="sl-h3">{t('sally.sales.revenueChart')}</h3>
        {revenue.length ? (
          <ResponsiveContainer width="100%" height={180}>
            <LineChart data={revenue} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="at" fontSize={11} minTickGap={24} />
              <YAxis fontSize={11} tickFormatter={(v: number) => `${Math.round(v / 1000)}k`} />
              <Tooltip formatter={(v) => [won(Number(v)), t('sally.sales.revenue')]} />
              <Line type="stepAfter" dataKey="value" stroke="#3867ff" dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        ) : (
          <p className="s-muted">{t('sally.sales.noOrders')}</p>
        )}
      </section>
      <section className="s-card sl-chart" aria-label={t('sally.sales.productsChart')}>
        <h3 className="sl-h3">{t('sally.sales.productsChart')}</h3>
        {products.length ? (
          <ResponsiveContainer width="100%" height={Math.max(120, products.length * 32)}>
            <BarChart data={products} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
              <XAxis type="number" fontSize={11} allowDecimals={false} />
              <YAxis type="category" dataKey="name" fontSize={11} width={90} />
              <Tooltip formatter={(v) => [String(v), t('sally.sales.units')]} />
              <Bar dataKey="units" fill="#ff8a00" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        ) : (
          <p className="s-muted">{t('sally.sales.noOrders')}</p>
        )}
      </section>
    </>
  );
}
