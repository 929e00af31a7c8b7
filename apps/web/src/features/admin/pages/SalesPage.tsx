import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { useSales } from '../api/sales';
import { useAdminT } from '../i18n';
import { addDays, kstDay } from '../ui/format';
import { SalesCards } from './sales/SalesCards';
import { SalesChart } from './sales/SalesChart';
import { SalesPeriod } from './sales/SalesPeriod';
import { SalesTable } from './sales/SalesTable';

/** Sales by KST day with totals, a chart and CSV (a brand seller sees its own brands' sales). */
export function SalesPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const [from, setFrom] = useState(() => addDays(kstDay(Date.now()), -13));
  const [to, setTo] = useState(() => kstDay(Date.now()));
  const q = useSales(from, to);
  const won = (n: number) => formatWon(n, locale);

  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.sales')}</h1>
      <p className="adm-hint">{t(role === 'brand' ? 'admin.sales.ownBrands' : 'admin.sales.allBrands')}</p>
      <SalesPeriod from={from} to={to} onFrom={setFrom} onTo={setTo} />
      {q.isLoading ? (
        <Spinner label={t('common.loading')} center />
      ) : !q.data ? (
        <p className="adm-error" role="alert">
          {q.error instanceof ApiError ? q.error.message : t('admin.error')}
        </p>
      ) : (
        <>
          <SalesCards totals={q.data.totals} won={won} />
          <SalesChart days={q.data.days} label={t('admin.sales.chart')} />
          <SalesTable data={q.data} won={won} />
        </>
      )}
    </section>
  );
}
