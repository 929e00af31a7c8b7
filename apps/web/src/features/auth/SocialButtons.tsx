import { useState } from 'react';
import type { SnsProvider } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSnsProviders } from './api/get-sns-providers';
import { SnsMark } from './SnsMark';
import { snsAuthorizeUrl } from './sns-flow';
import './auth.css';

/** Login: one button per social sign-in the server offers (auth/sns/providers); none when nothing is configured. */
export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const t = useT();
  const providers = useSnsProviders();
  const [going, setGoing] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (!list.length) return null;

  const start = async (p: SnsProvider) => {
    setGoing(p.kind);
    try {
      window.location.assign(await snsAuthorizeUrl(p));
    } catch {
      // no WebCrypto (not a secure context) or storage disabled
      setGoing(null);
      void notify(t('auth.sns.unavailable'));
    }
  };

  return (
    <section className="sns" aria-labelledby="sns-title">
      <h2 id="sns-title" className="sns__title">
        <span>{t('auth.sns.title')}</span>
      </h2>
      <ul className="sns__list">
        {list.map((p) => (
          <li key={p.kind}>
            <button
              type="button"
              className={`sns__btn sns__btn--${p.kind}`}
              aria-label={t('auth.sns.loginWith', { provider: t(`auth.sns.${p.snsType}`) })}
              disabled={disabled || going !== null}
              aria-busy={going === p.kind}
              onClick={() => void start(p)}
            >
              <SnsMark kind={p.kind} />
            </button>
            <span className="sns__label" aria-hidden="true">
              {t(`auth.sns.${p.snsType}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
