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
  const banner = isLogin
    ? {
        title: t('home.demo.memberTitle', { name: nickName ?? '' }),
        notice: t('home.demo.memberNotice'),
        primary: { to: '/', label: t('home.demo.toShop') },
        secondary: { to: '/MyPage', label: t('screens.MyPage') },
      }
    : {
        title: t('home.demo.title'),
        notice: resultMessage(RC.DEMO_RESTRICTED, locale),
        primary: { to: '/Login', label: t('auth.login') },
        secondary: { to: '/RegStep00', label: t('home.demo.join') },
      };
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
          <h2 className="demo-banner__title" id="demo-banner-title">
            {banner.title}
          </h2>
          <p className="demo-banner__notice" role="note">
            {banner.notice}
          </p>
          <ButtonLink to={banner.primary.to} size="lg" block>
            {banner.primary.label}
          </ButtonLink>
          <ButtonLink to={banner.secondary.to} variant="ghost" size="md" block>
            {banner.secondary.label}
          </ButtonLink>
        </section>
        <MainListSection title={t('home.sections.browse')} />
      </main>
    </div>
  );
}
