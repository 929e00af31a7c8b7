import { useEffect, useState } from 'react';
import type { PushSettings } from '@lc/contracts';
import { currentSubscription, enableWebPush, pushSupport } from '../../shared/push/push';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Header, Spinner } from '../../shared/ui';
import { usePushInfo } from './api/get-push-info';
import { usePushMutation } from './api/patch-push-info';
import { MarketingConsents } from './MarketingConsents';
import './notifications.css';

type Flag = 'couponPresentFlag' | 'eventFlag' | 'liveBroadcastFlag' | 'orderFlag';
const ROWS: Flag[] = ['orderFlag', 'couponPresentFlag', 'eventFlag', 'liveBroadcastFlag'];

/** '/AlertSet' (black): push settings; marketing kinds need explicit opt-in, night-time its own consent. */
export function AlertSetScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const q = usePushInfo(userSysId);
  const save = usePushMutation(userSysId ?? 0);
  const p: PushSettings | undefined = q.data?.push;

  const row = (k: Flag) => (
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
          disabled={save.isPending}
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
            {userSysId ? <DevicePush userSysId={userSysId} /> : null}
            <p className="n-note">
              {p.marketingConsentAt
                ? t('notifications.consentAt', { date: p.marketingConsentAt.slice(0, 10) })
                : t('notifications.noConsent')}
            </p>
            {userSysId ? <MarketingConsents userSysId={userSysId} /> : null}
          </>
        )}
      </main>
    </div>
  );
}

/** This browser's web push: subscribe it (asks for permission) and register it for the member. */
function DevicePush({ userSysId }: { userSysId: number }) {
  const t = useT();
  const [state, setState] = useState<'unknown' | 'on' | 'off' | 'busy' | 'failed'>('unknown');
  const support = pushSupport();
  useEffect(() => {
    let alive = true;
    if (support !== 'supported') return;
    void currentSubscription()
      .then((s) => alive && setState(s ? 'on' : 'off'))
      .catch(() => alive && setState('off'));
    return () => {
      alive = false;
    };
  }, [support]);
  const enable = async () => {
    setState('busy');
    const ok = await enableWebPush(userSysId).catch(() => false);
    setState(ok ? 'on' : 'failed');
  };
  return (
    <section className="n-device" data-testid="device-push">
      <strong>{t('reach.device.title')}</strong>
      <p>
        {support === 'unsupported'
          ? t('reach.device.unsupported')
          : support === 'denied'
            ? t('reach.device.denied')
            : state === 'on'
              ? t('reach.device.on')
              : state === 'failed'
                ? t('reach.device.failed')
                : t('reach.device.desc')}
      </p>
      {support === 'supported' && state !== 'on' ? (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={state === 'busy' || state === 'unknown'}
          onClick={() => void enable()}
        >
          {t('reach.device.title')}
        </button>
      ) : null}
    </section>
  );
}
