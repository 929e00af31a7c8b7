import { useInfiniteQuery } from '@tanstack/react-query';
import type { ViewsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { nextStart } from '../../../shared/infinite';
import { PAGE_ROWS } from './get-product-lists';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/prdtviews?startIndex&rowCount */
export function getViews(userSysId: number, startIndex: number) {
  return api<ViewsResponse>('GET', `users/${userSysId}/prdtviews`, { startIndex, rowCount: PAGE_ROWS });
}

export const viewsKey = (userSysId: number) => keys.users.sub(userSysId, 'prdtviews');

export function useViews(userSysId: number | null) {
  const [locale] = useLocale();
  return useInfiniteQuery({
    queryKey: [...viewsKey(userSysId ?? 0), locale],
    queryFn: ({ pageParam }) => getViews(userSysId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ViewsResponse) => p.views),
    enabled: !!userSysId,
  });
}
