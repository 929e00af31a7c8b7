import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { StreamKeyResponse } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, Header } from '../../shared/ui';
import { useBroadcastIntro } from './api/get-broadcast-intro';
import { useStreamState } from './api/get-stream-state';
import { useStreamKeyMutation } from './api/post-stream-key';
import { GoLivePanel } from './golive/GoLivePanel';
import './sellers.css';

/** live §5: the twelve content rules a host agrees to before streaming. */
const RULE_COUNT = 12;

function useIds() {
  const p = useParams();
  return { broadcastSysId: Number(p.broadcastSysId) || 0, scheduleId: Number(p.broadcastScheduleSysId) || 0 };
}

function BroadcastSummary({ broadcastSysId, scheduleId }: { broadcastSysId: number; scheduleId: number }) {
  const t = useT();
  const intro = useBroadcastIntro(broadcastSysId, scheduleId);
  const b = intro.data?.broadcast;
  if (intro.isError) return <p className="s-error">{t('sellers.noBroadcast')}</p>;
  if (!b) return <div className="s-card s-card--loading" aria-busy="true" />;
  return (
    <section className="s-card" aria-label={t('sellers.broadcast')}>
      <p className="s-card__brand">{b.brandName}</p>
      <h2 className="s-card__title">{b.title}</h2>
      <p className="s-card__time">
        {b.startDate} {b.startTime}–{b.endTime}
      </p>
    </section>
  );
}

function Consent({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const t = useT();
  return (
    <label className="s-consent">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t('sellers.consentLabel')}</span>
    </label>
  );
}

/** '/seller/streamTerm/:broadcastSysId/:broadcastScheduleSysId': the content rules and the consent. */
export function StreamTermScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { broadcastSysId, scheduleId } = useIds();
  const [agree, setAgree] = useState(false);
  const next = () => {
    if (!agree) return notify(t('sellers.consentRequired'));
    void navigate(`/seller/streamSelect/${broadcastSysId}/${scheduleId}`, { state: { agreed: true } });
  };
  return (
    <div className="page">
      <Header title={t('screens.streamTerm')} />
      <main className="page__body s-body">
        <BroadcastSummary broadcastSysId={broadcastSysId} scheduleId={scheduleId} />
        <section className="s-rules" aria-label={t('sellers.rulesTitle')}>
          <h3>{t('sellers.rulesTitle')}</h3>
          <ol>
            {Array.from({ length: RULE_COUNT }, (_, i) => (
              <li key={i}>{t(`sellers.rules.r${i + 1}`)}</li>
            ))}
          </ol>
          <p className="s-muted">{t('sellers.rulesNote')}</p>
        </section>
        <Consent checked={agree} onChange={setAgree} />
        <Button size="lg" block onClick={next}>
          {t('sellers.next')}
        </Button>
      </main>
    </div>
  );
}

function CopyRow({ label, value, secret }: { label: string; value: string; secret?: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(!secret);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => notify(t('sellers.copied', { what: label })),
      () => undefined,
    );
  };
  return (
    <div className="s-copy">
      <dt>{label}</dt>
      <dd>
        <code data-testid={secret ? 'stream-key' : 'ingest-url'}>{shown ? value : '•'.repeat(16)}</code>
        <span className="s-copy__actions">
          {secret && (
            <Button size="sm" variant="ghost" onClick={() => setShown((s) => !s)}>
              {shown ? t('sellers.hide') : t('sellers.show')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={copy}>
            {t('sellers.copy')}
          </Button>
        </span>
      </dd>
    </div>
  );
}

/**
 * '/seller/streamSelect/:broadcastSysId/:broadcastScheduleSysId': how to stream. A browser with a
 * camera and MediaRecorder goes live from the page (GoLivePanel, issue 14); elsewhere the phone camera
 * streams only in the app (live §2); an encoder (OBS, PRISM) gets the ingest URL and a stream key.
 */
export function StreamSelectScreen() {
  const t = useT();
  const location = useLocation();
  const { broadcastSysId, scheduleId } = useIds();
  const [agree, setAgree] = useState((location.state as { agreed?: boolean } | null)?.agreed === true);
  const [appOnly, setAppOnly] = useState(false);
  const [key, setKey] = useState<StreamKeyResponse | null>(null);
  const issue = useStreamKeyMutation();
  const state = useStreamState(scheduleId, key !== null);

  const needConsent = () => {
    if (agree) return false;
    void notify(t('sellers.consentRequired'));
    return true;
  };
  const onApp = () => {
    if (needConsent()) return;
    setAppOnly(true);
    void notify(t('sellers.appOnly'));
  };
  const onEncoder = async () => {
    if (needConsent()) return;
    try {
      setKey(await issue.mutateAsync({ broadcastSysId, broadcastScheduleSysId: scheduleId, isAgree: 1 }));
    } catch (e) {
      void notify(e instanceof ApiError && !e.isNetwork ? e.message : t('sellers.failed'));
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.streamSelect')} />
      <main className="page__body s-body">
        <BroadcastSummary broadcastSysId={broadcastSysId} scheduleId={scheduleId} />
        <Consent checked={agree} onChange={setAgree} />
        <section className="s-option">
          <h3>{t('sellers.phoneTitle')}</h3>
          <p className="s-muted">{t('sellers.phoneText')}</p>
          <GoLivePanel
            broadcastSysId={broadcastSysId}
            scheduleId={scheduleId}
            consented={agree}
            fallback={
              <>
                <Button block variant="secondary" onClick={onApp}>
                  {t('sellers.phoneStart')}
                </Button>
                {appOnly && (
                  <p className="s-notice" role="status">
                    {t('sellers.appOnly')}
                  </p>
                )}
              </>
            }
          />
        </section>
        <section className="s-option">
          <h3>{t('sellers.encoderTitle')}</h3>
          <p className="s-muted">{t('sellers.encoderText')}</p>
          {key ? (
            <>
              <dl className="s-facts">
                <CopyRow label={t('sellers.ingestUrl')} value={key.ingestUrl} />
                <CopyRow label={t('sellers.streamKey')} value={key.streamKey} secret />
              </dl>
              <p className="s-muted">
                {t('sellers.expires', { at: new Date(key.expiresAt).toLocaleString(t('sellers.dateLocale')) })}
              </p>
              <p className={`s-state s-state--${state.data?.state ?? 'idle'}`} role="status" data-testid="stream-state">
                {t(`sellers.state.${state.data?.state ?? 'idle'}`)}
              </p>
              <p className="s-muted">{t('sellers.keyWarning')}</p>
            </>
          ) : (
            <Button block busy={issue.isPending} disabled={issue.isPending} onClick={() => void onEncoder()}>
              {t('sellers.issueKey')}
            </Button>
          )}
        </section>
      </main>
    </div>
  );
}
