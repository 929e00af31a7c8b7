import type { AdminSalesResponse } from '@lc/contracts';
import { useAdminT } from '../../i18n';

/** The window's totals as cards: net, gross, refunded, orders. */
export function SalesCards({ totals, won }: { totals: AdminSalesResponse['totals']; won: (n: number) => string }) {
  const t = useAdminT();
  return (
    <div className="adm-cards">
      <div className="adm-card">
        <span>{t('admin.sales.net')}</span>
        <b data-testid="sales-net">{won(totals.net)}</b>
      </div>
      <div className="adm-card">
        <span>{t('admin.sales.gross')}</span>
        <b>{won(totals.gross)}</b>
      </div>
      <div className="adm-card">
        <span>{t('admin.sales.refunded')}</span>
        <b>{won(totals.refunded)}</b>
      </div>
      <div className="adm-card">
        <span>{t('admin.sales.orders')}</span>
        <b>{totals.orders}</b>
      </div>
    </div>
  );
}
