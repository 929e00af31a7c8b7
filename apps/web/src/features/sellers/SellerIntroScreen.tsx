import { SALLY_POLICY } from '@lc/contracts';
import { useSession } from '../../shared/session';
import { useT } from '../../shared/i18n';
import { ButtonLink, Page } from '../../shared/ui';
import { useChkSally } from './api/get-chk-sally';
import './sally.css';

/** live §5: the twelve content rules of the sellover terms (texts in locales/sellers.json). */
export const CONTENT_RULE_COUNT = 12;

export function ContentRules() {
  const t = useT();
  return (
    <section className="s-rules" aria-label={t('sellers.rulesTitle')}>
      <h3>{t('sellers.rulesTitle')}</h3>
      <ol>
        {Array.from({ length: CONTENT_RULE_COUNT }, (_, i) => (
          <li key={i}>{t(`sellers.rules.r${i + 1}`)}</li>
        ))}
      </ol>
      <p className="s-muted">{t('sellers.rulesNote')}</p>
    </section>
  );
}

/** '/seller/intro': what a sellover is, the terms with the twelve content rules, and the way in. */
export function SellerIntroScreen() {
  const t = useT();
  const { isLogin, userSysId } = useSession();
  const sally = useChkSally(isLogin ? userSysId : null).data?.sally;
  return (
    <Page title={t('screens.sellerIntro')}>
      <div className="sl-body">
        <section className="sl-hero">
          <h2>{t('sally.intro.title')}</h2>
          <p>{t('sally.intro.lead')}</p>
        </section>
        <section className="s-card">
          <h3 className="sl-h3">{t('sally.intro.whatTitle')}</h3>
          <ul className="sl-list">
            {(['w1', 'w2', 'w3', 'w4'] as const).map((k) => (
              <li key={k}>{t(`sally.intro.${k}`)}</li>
            ))}
          </ul>
        </section>
        <section className="s-card">
          <h3 className="sl-h3">{t('sally.intro.termsTitle')}</h3>
          <p className="s-muted">{t('sally.intro.effective', { date: SALLY_POLICY.termsEffectiveDate })}</p>
          <ul className="sl-list">
            {(['t1', 't2', 't3', 't4'] as const).map((k) => (
              <li key={k}>
                {t(`sally.intro.${k}`, { min: SALLY_POLICY.minAge, guardian: SALLY_POLICY.guardianUnderAge })}
              </li>
            ))}
          </ul>
        </section>
        <ContentRules />
        {sally ? (
          <ButtonLink to="/seller/sellerList" size="lg" block>
            {t('sally.intro.toList')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/seller/join" size="lg" block>
            {t('sally.intro.join')}
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}
