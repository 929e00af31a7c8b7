import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Header, Spinner } from '../../shared/ui';
import { useSanctions } from './api/get-sanctions';
import './users.css';

/** '/SanctionLog': restrictions placed on my account (chat bans, forced exits, suspensions). */
export function SanctionLogScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const q = useSanctions(userSysId);
  return (
    <div className="page">
      <Header title={t('screens.SanctionLog')} />
      <main className="page__body u-body">
        {q.isPending ? (
          <Spinner label={t('common.loading')} center />
        ) : !q.data?.sanctions.length ? (
          <EmptyState title={t('users.sanctions.empty')} />
        ) : (
          <ul className="u-cards">
            {q.data.sanctions.map((s) => (
              <li key={s.sanctionSysId} className="u-card">
                <div className="u-card__head">
                  <strong>{t(`users.sanctions.kind.${s.kind}`)}</strong>
                </div>
                <p>{s.reason}</p>
                <p className="u-muted">
                  {s.startsAt.slice(0, 10)} ~ {s.endsAt ? s.endsAt.slice(0, 10) : t('users.sanctions.permanent')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
