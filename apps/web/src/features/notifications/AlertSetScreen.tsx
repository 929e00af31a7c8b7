import { MARKETING_PUSH_KINDS, type PushSettings } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Header, Spinner } from '../../shared/ui';
import { usePushInfo } from './api/get-push-info';
import { usePushMutation } from './api/patch-push-info';
import './notifications.css';

type Flag = 'couponPresentFlag' | 'eventFlag' | 'liveBroadcastFlag' | 'orderFlag' | 'nightFlag';
const ROWS: Flag[] = ['orderFlag', 'couponPresentFlag', 'eventFlag', 'liveBroadcastFlag'];

/** '/AlertSet' (black): push settings; marketing kinds need explicit opt-in, night-time its own consent. */
export function AlertSetScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const q = usePushInfo(userSysId);
  const save = usePushMutation(userSysId ?? 0);
  const p: PushSettings | undefined = q.data?.push;
  const anyMarketing = p ? MARKETING_PUSH_KINDS.some((k) => p[k]) : false;

  const row = (k: Flag, disabled = false) => (
    <li key={k} className="n-row">
      <label className="n-switch">
        <span className="n-switch__text">
          <strong>{t(`notifications.flags.${k}.title`)}</strong>
          <small>{t(`notifications.flags.${k}.desc`)}</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          name={k}
          checked={!!p?.[k]}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ [k]: e.target.checked })}
        />
      </label>
    </li>
  );

  return (
    <div className="page">
      <Header title={t('screens.AlertSet')} />
      <main className="page__body n-body">
        {!p ? (
          <Spinner label={t('common.loading')} center />
        ) : (
          <>
            <ul className="n-list">{ROWS.map((k) => row(k))}</ul>
            <h2 className="n-title">{t('notifications.nightTitle')}</h2>
            <ul className="n-list">{row('nightFlag', !anyMarketing)}</ul>
            <p className="n-note">
              {p.marketingConsentAt
                ? t('notifications.consentAt', { date: p.marketingConsentAt.slice(0, 10) })
                : t('notifications.noConsent')}
            </p>
          </>
        )}
      </main>
    </div>
  );
}
