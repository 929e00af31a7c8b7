import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { useT } from '../shared/i18n';
import { Spinner } from '../shared/ui';
import { TestModeBanner } from '../shared/ui/TestModeBanner';
import { registerNavigator } from '../shared/navigation';
import { AppLayout } from './AppLayout';
import { RequireAuth, RequireHost } from './guards';
import type { LazyScreen } from './lazy-screen';
import { prefetchRouteData } from './route-data';
import { RouteTable } from './route-table';
import { ROUTES, STANDALONE_ROUTES, type AppRoute } from './routes';

function element(route: AppRoute) {
  const Screen = route.screen;
  const screen = route.requiresHost ? (
    <RequireHost>
      <Screen />
    </RequireHost>
  ) : (
    <Screen />
  );
  return route.requiresAuth ? <RequireAuth>{screen}</RequireAuth> : screen;
}

function Standalone({ screen: Screen }: { screen: ComponentType }) {
  const t = useT();
  return (
    <>
      <TestModeBanner />
      <Suspense fallback={<Spinner label={t('common.loading')} center />}>
        <Screen />
      </Suspense>
    </>
  );
}

export const routeObjects: RouteObject[] = [
  ...STANDALONE_ROUTES.map<RouteObject>((r) => ({ path: r.path, element: <Standalone screen={r.screen} /> })),
  {
    element: (
      <RouteTable.Provider value={ROUTES}>
        <AppLayout />
      </RouteTable.Provider>
    ),
    children: [
      ...ROUTES.map<RouteObject>((r) => ({
        path: r.path,
        caseSensitive: r.caseSensitive,
        handle: r,
        element: element(r),
      })),
      // any unknown path goes to /404 (shopping §2, live §2)
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);

/**
 * Starts loading the screen a location renders (its chunk and what that imports) and, for the first
 * render, the data it opens with (app/route-data.ts), before rendering it.
 */
export function preloadRoute(location: { pathname: string; search?: string }, withData = false): Promise<unknown> {
  const match = (matchRoutes(routeObjects, location.pathname) ?? []).at(-1);
  const route = match?.route.handle as AppRoute | undefined;
  const screen = route?.screen as Partial<LazyScreen> | undefined;
  const chunk = screen?.preload?.() ?? Promise.resolve();
  if (!withData) return chunk;
  return Promise.all([
    chunk,
    prefetchRouteData(route?.path, { params: match?.params ?? {}, search: location.search ?? '' }),
  ]);
}

// Session code outside React (token watcher, logout) navigates through the router.
registerNavigator((to, opts) => void router.navigate(to, opts));
