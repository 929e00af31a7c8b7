import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewFilter, ReviewListResponse, ReviewSort } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { useSession } from '../../../shared/session';
import { keys } from '../../../shared/api/query-keys';

export const REVIEW_PAGE_ROWS = 20;

/** GET products/{id}/reviews/list?filter&sort&startIndex&rowCount: summary and one page of reviews. */
export const getReviewList = (
  prdtSysId: number,
  filter: ReviewFilter,
  sort: ReviewSort,
  startIndex: number,
  rowCount = REVIEW_PAGE_ROWS,
) => api<ReviewListResponse>('GET', `products/${prdtSysId}/reviews/list`, { filter, sort, startIndex, rowCount });

export function useReviewList(prdtSysId: number, filter: ReviewFilter, sort: ReviewSort) {
  // isMine/reported depend on the viewer
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.reviews.ofProduct(prdtSysId, 'list', filter, sort, userSysId ?? 0),
    queryFn: ({ pageParam }) => getReviewList(prdtSysId, filter, sort, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ReviewListResponse) => p.reviews),
    enabled: Number.isFinite(prdtSysId),
  });
}
