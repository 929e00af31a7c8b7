import type { QueryClient } from '@tanstack/react-query';
import type { BannersResponse } from '@lc/contracts';
import { preloadImage } from '../../shared/preload-image';
import { joinCouponQuery } from '../../shared/api/coupons';
import { getLocale } from '../../shared/i18n';
import { getSession } from '../../shared/session';
import { bannersQuery } from './api/get-banners';
import { broadcastMainListsQuery } from './api/get-broadcast-mainlists';
import { mainListPagesQuery } from './api/get-main-list';
import { plansMainQuery } from './api/get-plans-main';
import { homeTabOf } from './tabs';

/**
 * The home screen's data for its first frame (issue 19 "Speed"): the same queries its sections run,
 * started with the screen's chunk (app/route-data.ts) so that the first render has them — the
 * sections then appear at once, in their final place (no spinner moved down by a late banner).
 */
export function prefetchHome(qc: QueryClient, search: string): Promise<unknown> {
  const locale = getLocale();
  const tab = homeTabOf(new URLSearchParams(search).get('tab'));
  const { userSysId, isLogin } = getSession();
  const banners = bannersQuery(locale);
  const lists: Promise<unknown>[] = [
    // the first banner is the home's largest picture (its LCP element): fetched as soon as the list is here
    qc
      .prefetchQuery(banners)
      .then(() => preloadImage(qc.getQueryData<BannersResponse>(banners.queryKey)?.banners[0]?.imageUrl)),
  ];
  if (!isLogin) lists.push(qc.prefetchQuery(joinCouponQuery(locale)));
  if (tab === 'live') lists.push(qc.prefetchQuery(broadcastMainListsQuery(locale)));
  if (tab === 'live' || tab === 'benefit') lists.push(qc.prefetchQuery(plansMainQuery(locale)));
  lists.push(qc.prefetchInfiniteQuery(mainListPagesQuery(tab, locale, userSysId)));
  return Promise.all(lists);
}
