import { ADMIN_SALES_MAX_DAYS } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { notify } from '../../../../shared/dialog';
import { fetchCsv } from '../../api/list';
import { useAdminT } from '../../i18n';
import { downloadCsv } from '../../ui/csv';

/** The window's from / to (KST days) and the server's CSV of it. */
export function SalesPeriod({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const t = useAdminT();
  const csv = () => {
    fetchCsv('sales', { page: 1, size: 1, from, to }).then(
      (body) => downloadCsv(`sales-${from}-${to}.csv`, body),
      (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error')),
    );
  };
  return (
    <div className="adm-filters">
      <label className="adm-field adm-field--inline">
        <span>{t('admin.sales.from')}</span>
        <input type="date" value={from} max={to} onChange={(e) => e.target.value && onFrom(e.target.value)} />
      </label>
      <label className="adm-field adm-field--inline">
        <span>{t('admin.sales.to')}</span>
        <input type="date" value={to} min={from} onChange={(e) => e.target.value && onTo(e.target.value)} />
      </label>
      <button type="button" onClick={csv} data-testid="sales-csv">
        {t('admin.table.csv')}
      </button>
      <small className="adm-hint">{t('admin.sales.window', { days: ADMIN_SALES_MAX_DAYS })}</small>
    </div>
  );
}
