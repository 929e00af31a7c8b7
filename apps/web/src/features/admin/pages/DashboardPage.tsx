import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { useDashboard } from '../api/get-dashboard';
import { useAdminT } from '../i18n';
import { can } from '../nav';

/** Today at a glance: orders and revenue, shows on air, what waits for an operator. */
export function DashboardPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const q = useDashboard();
  if (q.isLoading) return <Spinner label={t('common.loading')} center />;
  if (!q.data) return <p className="adm-error">{q.error instanceof ApiError ? q.error.message : t('admin.error')}</p>;
  const d = q.data;
  const card = (label: string, value: string, to?: string) => (
    <div className="adm-card" key={label}>
      <span>{label}</span>
      <b data-testid={`dash-${label}`}>{to ? <Link to={to}>{value}</Link> : value}</b>
    </div>
  );
  return (
    <section>
      <h1 className="adm-h1">
        {t('admin.nav.dashboard')} <small>{d.day}</small>
      </h1>
      <div className="adm-cards">
        {card(t('admin.dashboard.todayOrders'), String(d.todayOrders), '/admin/orders')}
        {card(t('admin.dashboard.todayRevenue'), formatWon(d.todayRevenue, locale))}
        {card(
          t('admin.dashboard.claimsWaiting'),
          `${d.claimsWaiting.cancel} / ${d.claimsWaiting.return} / ${d.claimsWaiting.exchange}`,
          '/admin/claims',
        )}
        {card(t('admin.dashboard.questionsWaiting'), String(d.questionsWaiting), '/admin/questions')}
        {can(role, 'deposits.read')
          ? card(t('admin.dashboard.depositsWaiting'), String(d.depositsWaiting), '/admin/orders?tab=deposits')
          : null}
        {can(role, 'reports.read')
          ? card(t('admin.dashboard.reportsWaiting'), String(d.reportsWaiting), '/admin/members?tab=reports')
          : null}
      </div>
      <h2 className="adm-h2">{t('admin.dashboard.liveNow')}</h2>
      {d.liveNow.length === 0 ? (
        <p className="adm-empty">{t('admin.dashboard.noLive')}</p>
      ) : (
        <ul className="adm-list">
          {d.liveNow.map((l) => (
            <li key={l.broadcastScheduleSysId}>
              <b>{l.title}</b> · {t('admin.dashboard.viewers', { count: l.viewers })} ·{' '}
              <a href={`/seller/console/${l.broadcastSysId}/${l.broadcastScheduleSysId}`}>
                {t('admin.broadcasts.console')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
