import { useInfiniteQuery } from '@tanstack/react-query';
import type { PicksResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { nextStart } from '../../../shared/infinite';
import { PAGE_ROWS } from './get-product-lists';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/prdtpick/list */
export function getPicks(userSysId: number, startIndex: number) {
  return api<PicksResponse>('GET', `users/${userSysId}/prdtpick/list`, { startIndex, rowCount: PAGE_ROWS });
}

export function usePicks(userSysId: number | null) {
  const [locale] = useLocale();
  return useInfiniteQuery({
    queryKey: keys.users.sub(userSysId ?? 0, 'prdtpick', locale),
    queryFn: ({ pageParam }) => getPicks(userSysId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: PicksResponse) => p.picks),
    enabled: !!userSysId,
  });
}
