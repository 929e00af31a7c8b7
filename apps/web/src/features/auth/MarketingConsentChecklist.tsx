import { useState } from 'react';
import { useLocale, useT } from '../../shared/i18n';
import type { JoinTerms } from './join-terms';
import '../../shared/ui/compliance.css';

const ROWS = [
  { key: 'agreePush', kind: 'push' },
  { key: 'agreeSms', kind: 'sms' },
  { key: 'agreeEmail', kind: 'email' },
  { key: 'agreeNight', kind: 'night' },
] as const;

/**
 * The sign-up step's advertising consents (정보통신망법 제50조): one box per channel and the night
 * consent, all unticked; a ticked box shows when it was ticked (the join time is what is recorded).
 * Night needs a channel; unticking every channel unticks night too.
 */
export function MarketingConsentChecklist({
  value: v,
  onChange,
}: {
  value: JoinTerms;
  onChange: (v: JoinTerms) => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const [tickedAt, setTickedAt] = useState<Partial<Record<(typeof ROWS)[number]['key'], Date>>>({});
  const anyChannel = v.agreePush || v.agreeSms || v.agreeEmail;
  const set = (key: (typeof ROWS)[number]['key'], on: boolean) => {
    const next = { ...v, [key]: on };
    if (!(next.agreePush || next.agreeSms || next.agreeEmail)) next.agreeNight = false;
    setTickedAt((m) => ({ ...m, [key]: on ? new Date() : undefined }));
    onChange(next);
  };
  const when = (d: Date) =>
    d.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-GB', { timeStyle: 'short', dateStyle: 'short' });
  return (
    <section className="join-consents" aria-labelledby="join-consents-h" data-testid="join-marketing-consents">
      <h3 id="join-consents-h" className="join__subtitle">
        {t('compliance.consents.title')}
      </h3>
      <p className="legal-note">{t('compliance.consents.intro')}</p>
      <ul className="consent-list">
        {ROWS.map((r) => {
          const at = tickedAt[r.key];
          return (
            <li key={r.key}>
              <label>
                <input
                  type="checkbox"
                  name={r.key}
                  checked={v[r.key]}
                  disabled={r.kind === 'night' && !anyChannel}
                  onChange={(e) => set(r.key, e.target.checked)}
                />
                <span>
                  {t('auth.join.optional')} {t(`compliance.consents.kinds.${r.kind}`)}
                </span>
              </label>
              <small>
                {v[r.key] && at
                  ? t('compliance.consents.tickedAt', { date: when(at) })
                  : t('compliance.consents.never')}
              </small>
            </li>
          );
        })}
      </ul>
      <p className="legal-note">{t('compliance.consents.nightNote')}</p>
    </section>
  );
}
