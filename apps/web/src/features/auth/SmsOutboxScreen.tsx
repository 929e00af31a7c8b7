import { useT } from '../../shared/i18n';
import { EmptyState, Header, Spinner } from '../../shared/ui';
import { useSmsOutbox } from './api/get-sms-outbox';
import './auth.css';

/** '/SmsOutbox' (demo only): the messages the console SMS provider sent, so a newcomer can finish sign-up. */
export function SmsOutboxScreen() {
  const t = useT();
  const outbox = useSmsOutbox({ refetchMs: 3000 });
  return (
    <div className="page">
      <Header title={t('screens.SmsOutbox')} />
      <main className="page__body join__body">
        <p className="join__lead">{t('auth.outbox.lead')}</p>
        {outbox.isPending ? (
          <Spinner label={t('common.loading')} center />
        ) : outbox.isError ? (
          <EmptyState title={t('auth.outbox.off')} />
        ) : outbox.data.messages.length === 0 ? (
          <EmptyState title={t('auth.outbox.empty')} />
        ) : (
          <ul className="outbox">
            {outbox.data.messages.map((m) => (
              <li key={m.sentAt + m.to} className="outbox__item">
                <div className="outbox__meta">
                  <span>{m.to}</span>
                  <time dateTime={m.sentAt}>{new Date(m.sentAt).toLocaleTimeString()}</time>
                </div>
                <p className="outbox__text">{m.text}</p>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
