import { matchRoutes } from 'react-router';
import type { AppRoute } from './routes';

/** The table entry react-router would render for a pathname (same ranking), or null (→ /404). */
export function findRoute(routes: readonly AppRoute[], pathname: string): AppRoute | null {
  const objects = routes.map((r, i) => ({ id: String(i), path: r.path, caseSensitive: r.caseSensitive }));
  const matches = matchRoutes(objects, pathname);
  const last = matches?.[matches.length - 1];
  return last ? (routes[Number(last.route.id)] ?? null) : null;
}

/** Names /routeQuery may target: named routes without parameters (a named route needing params cannot be reached with one query pair). */
export function routeQueryTargets(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((r) => r.name !== null && !r.path.includes(':') && !r.path.includes('*'));
}

/**
 * /routeQuery/:routeName/:key/:value → the named route with ?key=value, or null (→ /404).
 * Names match exactly first, then ignoring case.
 */
export function resolveRouteQuery(
  routes: readonly AppRoute[],
  routeName: string | undefined,
  key: string | undefined,
  value: string | undefined,
): string | null {
  if (!routeName || !key || value === undefined) return null;
  const targets = routeQueryTargets(routes);
  const target =
    targets.find((r) => r.name === routeName) ?? targets.find((r) => r.name?.toLowerCase() === routeName.toLowerCase());
  if (!target) return null;
  return `${target.path}?${new URLSearchParams({ [key]: value }).toString()}`;
}

/** /LiveInfo/:bcId/:scheduleId → /Vod/:bcId/:scheduleId/live; null (→ /404) when a parameter is missing. */
export function liveInfoTarget(
  broadcastSysId: string | undefined,
  broadcastScheduleSysId: string | undefined,
): string | null {
  const ok = (v: string | undefined): v is string => !!v && v.trim() !== '';
  if (!ok(broadcastSysId) || !ok(broadcastScheduleSysId)) return null;
  return `/Vod/${encodeURIComponent(broadcastSysId)}/${encodeURIComponent(broadcastScheduleSysId)}/live`;
}

/** Leaving these screens keeps the stored search state (shopping §2 routing rules). */
export const KEEP_SEARCH_STATE_FROM: readonly string[] = [
  'search',
  'Product',
  'ProductPlan',
  'ProductLive',
  'ProductLiveList',
  'ProductLivePin',
  'Planning',
];

export function shouldClearSearchState(previous: AppRoute | null): boolean {
  if (!previous) return false;
  return !(previous.name !== null && KEEP_SEARCH_STATE_FROM.includes(previous.name));
}

/** The bottom navigation shows unless the route hides it or has no name. */
export function showsBottomNav(route: AppRoute | null): boolean {
  return !!route && route.name !== null && !route.hideBottomNav;
}

/** Background of a pathname; unknown paths (about to become /404) are white. */
export function backgroundOf(routes: readonly AppRoute[], pathname: string): 'black' | 'white' {
  return findRoute(routes, pathname)?.background ?? 'white';
}

export interface BottomNavItem {
  key: 'home' | 'category' | 'pick' | 'my' | 'recent';
  to: string;
  /** route names on which the item shows as current */
  activeOn: readonly string[];
}

/** Home, Category, Pick (basket), My page, Last viewed (shopping §1; native route numbers 1, 2, 3, 4, 5 in §2). */
export const BOTTOM_NAV: readonly BottomNavItem[] = [
  { key: 'home', to: '/', activeOn: ['Home', 'demo'] },
  { key: 'category', to: '/category/0/0', activeOn: ['Category'] },
  { key: 'pick', to: '/Basket', activeOn: ['Basket'] },
  { key: 'my', to: '/MyPage', activeOn: ['MyPage', 'MypageSetting'] },
  { key: 'recent', to: '/ViewLog', activeOn: ['ViewLog'] },
];

/**
 * The Last-viewed thumbnail from sessionStorage botNavPrdt: a recent-view item
 * ({ squareImageUrl, bigImageUrl }, shopping §3) or a plain image URL.
 */
export function botNavThumbnail(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const v = JSON.parse(text) as { squareImageUrl?: unknown; bigImageUrl?: unknown };
      const url = typeof v.squareImageUrl === 'string' && v.squareImageUrl ? v.squareImageUrl : v.bigImageUrl;
      return typeof url === 'string' && url ? url : null;
    } catch {
      return null;
    }
  }
  return /^(https?:\/\/|\/)/.test(text) ? text : null;
}
