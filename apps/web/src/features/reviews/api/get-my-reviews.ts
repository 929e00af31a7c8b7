import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyReviewListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { REVIEW_PAGE_ROWS } from './get-review-list';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/reviews/list: the member's reviews, newest first. */
export const getMyReviews = (userSysId: number, startIndex: number) =>
  api<MyReviewListResponse>('GET', `users/${userSysId}/reviews/list`, { startIndex, rowCount: REVIEW_PAGE_ROWS });

export function useMyReviews(userSysId: number | null) {
  return useInfiniteQuery({
    queryKey: keys.reviews.mine(userSysId),
    queryFn: ({ pageParam }) => getMyReviews(userSysId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: MyReviewListResponse) => p.reviews),
    enabled: userSysId !== null,
  });
}
