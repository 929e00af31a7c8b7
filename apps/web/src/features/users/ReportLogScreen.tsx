import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Header, Spinner } from '../../shared/ui';
import { useReports } from './api/get-reports';
import './users.css';

/** '/ReportLog': the reports I made and how they were handled. */
export function ReportLogScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const q = useReports(userSysId);
  return (
    <div className="page">
      <Header title={t('screens.ReportLog')} />
      <main className="page__body u-body">
        {q.isPending ? (
          <Spinner label={t('common.loading')} center />
        ) : !q.data?.reports.length ? (
          <EmptyState title={t('users.reports.empty')} />
        ) : (
          <ul className="u-cards">
            {q.data.reports.map((r) => (
              <li key={r.reportSysId} className="u-card">
                <div className="u-card__head">
                  <strong>{r.targetNickName}</strong>
                  <span className={`chip u-status u-status--${r.status}`}>{t(`users.reports.status.${r.status}`)}</span>
                </div>
                <p>{t(`users.reports.reason.${r.reason}`)}</p>
                {r.detail ? <p className="u-muted">{r.detail}</p> : null}
                <time className="u-muted" dateTime={r.createdAt}>
                  {r.createdAt.slice(0, 10)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
