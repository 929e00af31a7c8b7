import { useState } from 'react';
import { ask } from '../../../../shared/dialog';
import { useLocale } from '../../../../shared/i18n';
import { issueStreamKey, streamKeys, type AdminSchedule, type StreamKeyStatus } from '../../api/broadcasts';
import { useAdminT, type AdminT } from '../../i18n';
import { kstDateTime } from '../../ui/format';

const keyState = (k: StreamKeyStatus, t: AdminT) =>
  k.revokedAt
    ? t('admin.broadcasts.keyRevoked')
    : k.endedAt
      ? t('admin.broadcasts.keyEnded')
      : k.firstPublishAt
        ? t('admin.broadcasts.keyLive')
        : t('admin.broadcasts.keyUnused');

/** The show's stream keys: issue one (shown once), list them with their state, revoke them. */
export function StreamKeys({ s, fail }: { s: AdminSchedule; fail: (e: unknown) => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const [keys, setKeys] = useState<StreamKeyStatus[] | null>(null);
  const [issued, setIssued] = useState<{ ingestUrl: string; streamKey: string } | null>(null);
  return (
    <div>
      <button
        type="button"
        className="adm-primary"
        data-testid="stream-key-issue"
        onClick={async () => {
          if (!(await ask(t('admin.broadcasts.issueAsk')))) return;
          issueStreamKey(s.broadcastSysId, s.broadcastScheduleSysId).then(
            (k) => setIssued({ ingestUrl: k.ingestUrl, streamKey: k.streamKey }),
            fail,
          );
        }}
      >
        {t('admin.broadcasts.issueKey')}
      </button>{' '}
      <button type="button" onClick={() => streamKeys(s.broadcastSysId, false).then((r) => setKeys(r.keys), fail)}>
        {t('admin.broadcasts.showKey')}
      </button>{' '}
      <button
        type="button"
        onClick={async () => {
          if (await ask(t('admin.broadcasts.revokeAsk')))
            streamKeys(s.broadcastSysId, true).then((r) => setKeys(r.keys), fail);
        }}
      >
        {t('admin.broadcasts.revoke')}
      </button>
      {issued ? (
        <dl className="adm-keys" data-testid="stream-key-issued">
          <dt>{t('admin.broadcasts.ingestUrl')}</dt>
          <dd>
            <code data-testid="admin-ingest-url">{issued.ingestUrl}</code>
          </dd>
          <dt>{t('admin.broadcasts.streamKey')}</dt>
          <dd>
            <code data-testid="admin-stream-key">{issued.streamKey}</code>
          </dd>
          <dd className="adm-hint">{t('admin.broadcasts.keyOnce')}</dd>
        </dl>
      ) : null}
      {keys ? (
        keys.length === 0 ? (
          <p className="adm-hint">{t('admin.broadcasts.noKey')}</p>
        ) : (
          <ul className="adm-list" data-testid="stream-keys">
            {keys.map((k) => (
              <li key={k.streamKeySysId}>
                #{k.streamKeySysId} · {t('admin.broadcasts.keyIssued', { at: kstDateTime(k.createdAt, locale) })} ·{' '}
                {keyState(k, t)}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
