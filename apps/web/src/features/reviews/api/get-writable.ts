import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_ROW_COUNT, type WritableListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { REVIEW_PAGE_ROWS } from './get-review-list';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{authSysId}/reviews/writeable/list: confirmed purchases of the last 6 months still open to a review. */
export const getWritable = (userSysId: number, startIndex: number) =>
  api<WritableListResponse>('GET', `users/${userSysId}/reviews/writeable/list`, {
    startIndex,
    rowCount: REVIEW_PAGE_ROWS,
  });

export function useWritable(userSysId: number | null) {
  return useInfiniteQuery({
    queryKey: keys.reviews.writable(userSysId),
    queryFn: ({ pageParam }) => getWritable(userSysId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: WritableListResponse) => p.items),
    enabled: userSysId !== null,
  });
}

/** One writable line (the write screen's product and the check that it is still open), looked up page by page. */
export function useWritableItem(userSysId: number | null, orderPrdtSysId: number) {
  return useQuery({
    queryKey: keys.reviews.writable(userSysId, 'item', orderPrdtSysId),
    queryFn: async () => {
      for (let start = 0; ; start += MAX_ROW_COUNT) {
        const page = await api<WritableListResponse>('GET', `users/${userSysId}/reviews/writeable/list`, {
          startIndex: start,
          rowCount: MAX_ROW_COUNT,
        });
        const found = page.items.find((i) => i.orderPrdtSysId === orderPrdtSysId);
        // the member's account has no verified phone number: writing is refused (4518)
        if (found) return { ...found, phoneRequired: page.phoneRequired === 1 };
        if (start + page.items.length >= page.totalCount || page.items.length === 0) return null;
      }
    },
    enabled: userSysId !== null && Number.isFinite(orderPrdtSysId),
  });
}
