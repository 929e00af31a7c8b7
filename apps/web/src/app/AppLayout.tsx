import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { SESSION_KEYS } from '@lc/contracts';
import { checkToken } from '../shared/session';
import { useT } from '../shared/i18n';
import { session, WEB_SESSION_KEYS } from '../shared/storage';
import { ScreenContext, type ScreenInfo } from '../shared/route-context';
import { ChunkFallback } from '../shared/ui/ChunkFallback';
import { UpdatePrompt } from '../shared/ui/UpdatePrompt';
import { TestModeBanner } from '../shared/ui/TestModeBanner';
import { useNativeBridge } from '../shared/native/useNativeBridge';
import { useDockedPlayer } from '../features/broadcasts/player/player-dock';
import { BottomNav } from './BottomNav';
import { shouldClearSearchState, showsBottomNav } from './route-logic';
import type { AppRoute } from './routes';

/** The signup-coupon popup, on Home only (coupons feature). */
const JoinCouponPopup = lazy(() =>
  import('../features/coupons/JoinCouponPopup').then((m) => ({ default: m.JoinCouponPopup })),
);

/** The live/replay player, kept over the routes (full on its route, the mini player elsewhere: issue 19). */
const PlayerHost = lazy(() =>
  import('../features/broadcasts/player/PlayerHost').then((m) => ({ default: m.PlayerHost })),
);

function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as AppRoute | undefined;
  return handle && typeof handle === 'object' && 'path' in handle ? handle : null;
}

/** Work done on every route change (shopping §2 routing rules, §4 token watcher). */
function useRouteChangeRules(route: AppRoute | null) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{ route: AppRoute | null; pathname: string } | null>(null);

  useEffect(() => {
    const prev = previous.current;
    previous.current = { route, pathname: location.pathname };
    if (prev && prev.pathname === location.pathname) return;

    void checkToken();

    if (shouldClearSearchState(prev?.route ?? null)) session.remove(WEB_SESSION_KEYS.searchState);

    // Browser back from My page without an access token goes to /demo.
    if (navigationType === 'POP' && prev?.route?.name === 'MyPage' && !session.get(SESSION_KEYS.accessToken)) {
      void navigate('/demo', { replace: true });
    }
  }, [location.pathname, navigationType, navigate, route]);
}

export function AppLayout() {
  const t = useT();
  const route = useCurrentRoute();
  useRouteChangeRules(route);

  const background = route?.background ?? 'white';
  useEffect(() => {
    document.body.dataset.bg = background;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', background === 'black' ? '#000000' : '#ffffff');
  }, [background]);

  const title = route?.name ? t(`screens.${route.name}`) : null;
  useEffect(() => {
    document.title = title && route?.name !== 'Home' ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title, route?.name, t]);

  const screen = useMemo<ScreenInfo>(
    () => ({ name: route?.name ?? null, path: route?.path ?? '', comingSoon: route?.comingSoon ?? null }),
    [route],
  );
  const withNav = showsBottomNav(route);
  const docked = useDockedPlayer();
  // issue 16: the native shells hear the page, its bottom-bar visibility and send their messages
  useNativeBridge(withNav);

  return (
    <ScreenContext.Provider value={screen}>
      <div className={withNav ? 'app app--with-nav' : 'app'} data-bg={background}>
        <TestModeBanner />
        <Suspense fallback={<ChunkFallback />}>
          <Outlet />
        </Suspense>
        {docked ? (
          <Suspense fallback={null}>
            <PlayerHost />
          </Suspense>
        ) : null}
        <UpdatePrompt />
        {withNav ? <BottomNav current={route} /> : null}
        {route?.name === 'Home' ? (
          <Suspense fallback={null}>
            <JoinCouponPopup />
          </Suspense>
        ) : null}
      </div>
      <ScrollRestoration />
    </ScreenContext.Provider>
  );
}
