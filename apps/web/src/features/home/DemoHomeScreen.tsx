import { RC, resultMessage } from '@lc/contracts';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { ButtonLink } from '../../shared/ui';
import { MainListSection } from './ProductSection';

/**
 * Demo home '/demo' (black): the demo notice, a prominent Login button, products to browse. A member who
 * is logged in (issue 19 #8) is greeted by name with the way to shop and to My page instead.
 */
export function DemoHomeScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { isLogin, nickName } = useSession();
  return (
    <div className="page demo">
      <header className="home__top">
        <h1 className="wordmark">
          <span className="wordmark__dot" aria-hidden="true" />
          {t('app.name')}
          <span className="chip chip--demo">DEMO</span>
        </h1>
      </header>
      <main className="page__body">
        <section className="demo-banner" aria-labelledby="demo-banner-title">
          <p className="demo-banner__eyebrow">{t('home.demo.eyebrow')}</p>
          {isLogin ? (
            <>
              <h2 className="demo-banner__title" id="demo-banner-title">
                {t('home.demo.memberTitle', { name: nickName ?? '' })}
              </h2>
              <p className="demo-banner__notice" role="note">
                {t('home.demo.memberNotice')}
              </p>
              <ButtonLink to="/" size="lg" block>
                {t('home.demo.toShop')}
              </ButtonLink>
              <ButtonLink to="/MyPage" variant="ghost" size="md" block>
                {t('screens.MyPage')}
              </ButtonLink>
            </>
          ) : (
            <>
              <h2 className="demo-banner__title" id="demo-banner-title">
                {t('home.demo.title')}
              </h2>
              <p className="demo-banner__notice" role="note">
                {resultMessage(RC.DEMO_RESTRICTED, locale)}
              </p>
              <ButtonLink to="/Login" size="lg" block>
                {t('auth.login')}
              </ButtonLink>
              <ButtonLink to="/RegStep00" variant="ghost" size="md" block>
                {t('home.demo.join')}
              </ButtonLink>
            </>
          )}
        </section>
        <MainListSection title={t('home.sections.browse')} />
      </main>
    </div>
  );
}
