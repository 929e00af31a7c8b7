import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { Deposits } from './orders/Deposits';
import { OrderLines } from './orders/OrderLines';

/** Orders: one row per line, filters, bulk prepare → dispatch → delivered; deposits awaiting and matched. */
export function OrdersPage() {
  const t = useAdminT();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'deposits' && can(role, 'deposits.read') ? 'deposits' : 'lines';
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.orders')}</h1>
      <nav className="adm-subnav">
        <button type="button" aria-pressed={tab === 'lines'} onClick={() => setParams({})}>
          {t('admin.orders.lines')}
        </button>
        {can(role, 'deposits.read') ? (
          <button type="button" aria-pressed={tab === 'deposits'} onClick={() => setParams({ tab: 'deposits' })}>
            {t('admin.orders.deposits')}
          </button>
        ) : null}
      </nav>
      {tab === 'lines' ? <OrderLines /> : <Deposits />}
    </section>
  );
}
