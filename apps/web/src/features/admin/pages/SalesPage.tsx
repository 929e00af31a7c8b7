import { useState } from 'react';
import { ADMIN_SALES_MAX_DAYS, type AdminSalesDay } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { fetchCsv } from '../api/list';
import { useSales } from '../api/sales';
import { useAdminT } from '../i18n';
import { downloadCsv } from '../ui/csv';
import { addDays, kstDay } from '../ui/format';

/** One bar per day (net sales), drawn in SVG: no chart library in the admin bundle for one picture. */
function SalesChart({ days, label }: { days: AdminSalesDay[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.net));
  const w = 100 / Math.max(1, days.length);
  return (
    <svg className="adm-chart" viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={label}>
      {days.map((d, i) => {
        const h = (Math.max(0, d.net) / max) * 38;
        return (
          <rect key={d.day} x={i * w + w * 0.15} width={w * 0.7} y={40 - h} height={h}>
            <title>{`${d.day} ${d.net}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** Sales by KST day with totals, a chart and CSV (a brand seller sees its own brands' sales). */
export function SalesPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const [from, setFrom] = useState(() => addDays(kstDay(Date.now()), -13));
  const [to, setTo] = useState(() => kstDay(Date.now()));
  const q = useSales(from, to);
  const won = (n: number) => formatWon(n, locale);

  const csv = () => {
    fetchCsv('sales', { page: 1, size: 1, from, to }).then(
      (body) => downloadCsv(`sales-${from}-${to}.csv`, body),
      (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error')),
    );
  };

  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.sales')}</h1>
      <p className="adm-hint">{t(role === 'brand' ? 'admin.sales.ownBrands' : 'admin.sales.allBrands')}</p>
      <div className="adm-filters">
        <label className="adm-field adm-field--inline">
          <span>{t('admin.sales.from')}</span>
          <input type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label className="adm-field adm-field--inline">
          <span>{t('admin.sales.to')}</span>
          <input type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
        <button type="button" onClick={csv} data-testid="sales-csv">
          {t('admin.table.csv')}
        </button>
        <small className="adm-hint">{t('admin.sales.window', { days: ADMIN_SALES_MAX_DAYS })}</small>
      </div>
      {q.isLoading ? (
        <Spinner label={t('common.loading')} center />
      ) : !q.data ? (
        <p className="adm-error" role="alert">
          {q.error instanceof ApiError ? q.error.message : t('admin.error')}
        </p>
      ) : (
        <>
          <div className="adm-cards">
            <div className="adm-card">
              <span>{t('admin.sales.net')}</span>
              <b data-testid="sales-net">{won(q.data.totals.net)}</b>
            </div>
            <div className="adm-card">
              <span>{t('admin.sales.gross')}</span>
              <b>{won(q.data.totals.gross)}</b>
            </div>
            <div className="adm-card">
              <span>{t('admin.sales.refunded')}</span>
              <b>{won(q.data.totals.refunded)}</b>
            </div>
            <div className="adm-card">
              <span>{t('admin.sales.orders')}</span>
              <b>{q.data.totals.orders}</b>
            </div>
          </div>
          <SalesChart days={q.data.days} label={t('admin.sales.chart')} />
          <div className="adm-table">
            <div className="adm-table__scroll">
              <table data-testid="sales-table">
                <thead>
                  <tr>
                    <th>{t('admin.sales.day')}</th>
                    <th>{t('admin.sales.orders')}</th>
                    <th>{t('admin.sales.qty')}</th>
                    <th>{t('admin.sales.gross')}</th>
                    <th>{t('admin.sales.refunded')}</th>
                    <th>{t('admin.sales.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...q.data.days].reverse().map((d) => (
                    <tr key={d.day}>
                      <td>{d.day}</td>
                      <td>{d.orders}</td>
                      <td>{d.qty}</td>
                      <td>{won(d.gross)}</td>
                      <td>{won(d.refunded)}</td>
                      <td>{won(d.net)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th>{t('admin.sales.total')}</th>
                    <th>{q.data.totals.orders}</th>
                    <th>{q.data.totals.qty}</th>
                    <th>{won(q.data.totals.gross)}</th>
                    <th>{won(q.data.totals.refunded)}</th>
                    <th>{won(q.data.totals.net)}</th>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
