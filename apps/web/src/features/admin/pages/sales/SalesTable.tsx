import type { AdminSalesResponse } from '@lc/contracts';
import { useAdminT } from '../../i18n';

/** The days newest first, with the window's totals in the footer. */
export function SalesTable({ data, won }: { data: AdminSalesResponse; won: (n: number) => string }) {
  const t = useAdminT();
  return (
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
            {[...data.days].reverse().map((d) => (
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
              <th>{data.totals.orders}</th>
              <th>{data.totals.qty}</th>
              <th>{won(data.totals.gross)}</th>
              <th>{won(data.totals.refunded)}</th>
              <th>{won(data.totals.net)}</th>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
