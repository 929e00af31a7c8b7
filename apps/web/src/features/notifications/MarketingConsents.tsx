import { CONSENT_CHANNELS, type ConsentKind, type ConsentView } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { Spinner } from '../../shared/ui';
import { ApiError } from '../../shared/api/client';
import { useConsents } from './api/get-consents';
import { useConsentsMutation } from './api/patch-consents';
import '../../shared/ui/compliance.css';

const KINDS: ConsentKind[] = [...CONSENT_CHANNELS, 'night'];

/**
 * Advertising consents on /AlertSet (정보통신망법 제50조): push, SMS and e-mail each opt-in, the night
 * consent apart, each with the time it was given or refused, and when the 2-year reminder is due.
 */
export function MarketingConsents({ userSysId }: { userSysId: number }) {
  const t = useT();
  const [locale] = useLocale();
  const q = useConsents(userSysId);
  const save = useConsentsMutation(userSysId);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Seoul',
    });
  if (!q.data) return <Spinner label={t('common.loading')} />;
  const byKind = new Map<ConsentKind, ConsentView>(q.data.consents.map((c) => [c.kind, c]));
  const anyChannel = CONSENT_CHANNELS.some((k) => byKind.get(k)?.agreed);
  const stamp = (c: ConsentView | undefined) =>
    c?.agreed && c.agreedAt
      ? t('compliance.consents.agreedAt', { date: when(c.agreedAt) })
      : c?.changedAt
        ? t('compliance.consents.refusedAt', { date: when(c.changedAt) })
        : t('compliance.consents.never');
  const change = (kind: ConsentKind, agreed: boolean) =>
    save.mutate(
      { [kind]: agreed },
      {
        onError: (e) => notify(e instanceof ApiError ? e.message : t('common.loadFailed')),
      },
    );
  return (
    <section aria-labelledby="consents-h" data-testid="marketing-consents">
      <h2 id="consents-h" className="n-title">
        {t('compliance.consents.title')}
      </h2>
      <p className="legal-note">{t('compliance.consents.intro')}</p>
      <ul className="consent-list">
        {KINDS.map((k) => {
          const c = byKind.get(k);
          return (
            <li key={k}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={`consent-${k}`}
                  checked={!!c?.agreed}
                  disabled={save.isPending || (k === 'night' && !anyChannel && !c?.agreed)}
                  onChange={(e) => change(k, e.target.checked)}
                />
                <span>{t(`compliance.consents.kinds.${k}`)}</span>
              </label>
              <small data-testid={`consent-time-${k}`}>{stamp(c)}</small>
            </li>
          );
        })}
      </ul>
      <p className="legal-note">{t('compliance.consents.nightNote')}</p>
      {q.data.reconfirmDueAt ? (
        <p className="legal-note">{t('compliance.consents.reconfirm', { date: when(q.data.reconfirmDueAt) })}</p>
      ) : null}
    </section>
  );
}
