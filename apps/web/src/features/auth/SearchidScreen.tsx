import { useState } from 'react';
import { AUTH_TYPES, type FoundId } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { ButtonLink, Header } from '../../shared/ui';
import { PhoneVerify } from './PhoneVerify';
import './auth.css';

/** '/Searchid': verify the phone, see the ids registered with it (masked). */
export function SearchidScreen() {
  const t = useT();
  const [mobile, setMobile] = useState('');
  const [found, setFound] = useState<FoundId[] | null>(null);
  return (
    <div className="page">
      <Header title={t('screens.Searchid')} />
      <main className="page__body join__body">
        <p className="join__lead">{t('auth.find.idLead')}</p>
        <PhoneVerify
          authType={AUTH_TYPES.findId}
          mobile={mobile}
          onMobile={setMobile}
          verified={found !== null}
          onVerified={(r) => setFound(r.userIds ?? [])}
        />
        {found ? (
          <section className="result" aria-labelledby="found-title">
            <h2 id="found-title" className="result__title">
              {t('auth.find.idResult')}
            </h2>
            <ul className="result__list">
              {found.map((f) => (
                <li key={f.userId + f.createdAt}>
                  <strong>{f.userId}</strong>
                  <span>
                    {f.snsType ? t(`auth.sns.${f.snsType}`) : t('auth.sns.0')} ·{' '}
                    {t('auth.find.joinedOn', { date: f.createdAt.slice(0, 10) })}
                  </span>
                </li>
              ))}
            </ul>
            <ButtonLink to="/Login" block size="lg">
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink to="/Searchpw" block variant="outline">
              {t('screens.Searchpw')}
            </ButtonLink>
          </section>
        ) : null}
      </main>
    </div>
  );
}
