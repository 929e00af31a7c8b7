import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListResponse, SortOption } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { nextStart } from '../../../shared/infinite';
import { PAGE_ROWS } from './get-product-lists';
import { keys } from '../../../shared/api/query-keys';

/** GET products/searchlists?keyword&userSysId&startIndex&rowCount (&sort; relevance when absent) */
export function getSearchLists(q: { keyword: string; userSysId?: number; sort?: SortOption; startIndex: number }) {
  return api<ProductListResponse & { keyword: string }>('GET', 'products/searchlists', { ...q, rowCount: PAGE_ROWS });
}

export function useSearchLists(q: { keyword: string; userSysId?: number; sort?: SortOption }) {
  const [locale] = useLocale();
  // members' lists carry their picks (isPick): a sign-in or sign-out fetches again
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.catalog.products.list('search', q, locale, userSysId ?? 0),
    queryFn: ({ pageParam }) => getSearchLists({ ...q, startIndex: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextStart(pages, (p: ProductListResponse) => p.products),
    enabled: q.keyword !== '',
    retry: false,
  });
}
