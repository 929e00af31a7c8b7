import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HomeTab, ProductListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { nextStart } from '../../../shared/infinite';

/** How many products one page of a home list carries. */
export const MAIN_LIST_ROWS = 20;

/** GET products/mainlist?tab&startIndex&rowCount → { products: ProductCard[], totalCount } (shopping §7). */
export function getMainList(
  tab: HomeTab | undefined,
  startIndex = 0,
  rowCount = MAIN_LIST_ROWS,
): Promise<ProductListResponse> {
  return api<ProductListResponse>('GET', 'products/mainlist', { ...(tab ? { tab } : {}), startIndex, rowCount });
}

export const mainListKey = ['products', 'mainlist'] as const;

/** One page (the demo home's browse list). */
export function useMainList(rowCount = 40) {
  const [locale] = useLocale();
  // members' lists carry their picks (isPick): a sign-in or sign-out fetches again
  const { userSysId } = useSession();
  return useQuery({
    queryKey: [...mainListKey, 'all', rowCount, locale, userSysId ?? 0],
    queryFn: () => getMainList(undefined, 0, rowCount),
  });
}

/** A home tab's list, paged by infinite scroll; members' lists carry their picks (isPick), so the member is in the key. */
export const mainListPagesQuery = (tab: HomeTab, locale: string, userSysId: number | null | undefined) =>
  infiniteQueryOptions({
    queryKey: [...mainListKey, tab, locale, userSysId ?? 0],
    queryFn: ({ pageParam }) => getMainList(tab, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ProductListResponse) => p.products),
  });

export function useMainListPages(tab: HomeTab) {
  const [locale] = useLocale();
  const { userSysId } = useSession();
  return useInfiniteQuery(mainListPagesQuery(tab, locale, userSysId));
}
