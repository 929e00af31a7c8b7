import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { ButtonLink, HeaderLink, OperatorFooter } from '../../shared/ui';
import { Banners, Exhibitions, LiveBroadcasts, ReplayBroadcasts } from './HomeBlocks';
import { TabListSection } from './ProductSection';
import { HOME_TABS, homeTabOf, type HomeTab } from './tabs';
import './home.css';

/** Home '/': tabs live / best / ranking / benefit (shopping §1). The tab lives in ?tab= so links can open one. */
export function HomeScreen() {
  const t = useT();
  const { isLogin, nickName } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = homeTabOf(params.get('tab'));
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (next: HomeTab) => {
    setParams(next === 'live' ? {} : { tab: next }, { replace: true });
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = HOME_TABS.indexOf(tab);
    if (e.key === 'ArrowRight') select(HOME_TABS[(i + 1) % HOME_TABS.length] as HomeTab);
    else if (e.key === 'ArrowLeft') select(HOME_TABS[(i + HOME_TABS.length - 1) % HOME_TABS.length] as HomeTab);
  };

  return (
    <div className="page home">
      <header className="home__top">
        <h1 className="wordmark">
          <span className="wordmark__dot" aria-hidden="true" />
          {t('app.name')}
        </h1>
        <div className="home__icons">
          <HeaderLink screen="search" />
          <HeaderLink screen="cart" />
          <HeaderLink screen="MyPage" />
        </div>
      </header>

      <div className="tabs" role="tablist" aria-label={t('home.tabsLabel')} onKeyDown={onKeyDown}>
        {HOME_TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={tab === key ? 'tabs__tab is-active' : 'tabs__tab'}
            onClick={() => select(key)}
          >
            {t(`home.tabs.${key}`)}
          </button>
        ))}
      </div>

      <main className="page__body">
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
          {isLogin ? (
            <p className="greeting">{t('home.greeting', { name: nickName ?? '' })}</p>
          ) : (
            <div className="promo">
              <p className="promo__text">{t('home.guestPromo')}</p>
              <ButtonLink to="/Login" size="sm">
                {t('auth.login')}
              </ButtonLink>
            </div>
          )}

          <Banners />
          {tab === 'live' ? (
            <>
              <LiveBroadcasts />
              <ReplayBroadcasts />
              <TabListSection tab="live" title={t('home.sections.livePrice')} emptyTitle={t('home.noLivePrice')} />
              <Exhibitions />
            </>
          ) : null}
          {tab === 'best' ? <TabListSection tab="best" title={t('home.sections.best')} /> : null}
          {tab === 'ranking' ? <TabListSection tab="ranking" title={t('home.sections.ranking')} ranked /> : null}
          {tab === 'benefit' ? (
            <>
              <Exhibitions />
              <TabListSection tab="benefit" title={t('home.sections.benefit')} emptyTitle={t('home.noBenefit')} />
            </>
          ) : null}
        </div>
        <OperatorFooter />
      </main>
    </div>
  );
}
