import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListResponse, SortOption } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { nextStart } from '../../../shared/infinite';
import { keys } from '../../../shared/api/query-keys';

export const PAGE_ROWS = 20;

/** GET products/lists?categorySysId|brandSysId&sort&startIndex&rowCount */
export function getProductLists(q: {
  categorySysId?: number;
  brandSysId?: number;
  sort: SortOption;
  startIndex: number;
}) {
  return api<ProductListResponse>('GET', 'products/lists', { ...q, rowCount: PAGE_ROWS });
}

export function useProductLists(q: { categorySysId?: number; brandSysId?: number; sort: SortOption }, enabled = true) {
  const [locale] = useLocale();
  // members' lists carry their picks (isPick): a sign-in or sign-out fetches again
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.catalog.products.list('lists', q, locale, userSysId ?? 0),
    queryFn: ({ pageParam }) => getProductLists({ ...q, startIndex: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextStart(pages, (p: ProductListResponse) => p.products),
    enabled,
  });
}
