import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewReportListResponse, ReviewReportState } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { REVIEW_PAGE_ROWS } from './get-review-list';
import { keys } from '../../../shared/api/query-keys';

/** GET operations/reviews/reports/list?state: reported reviews (staff). */
export const getReportList = (state: ReviewReportState, startIndex: number) =>
  api<ReviewReportListResponse>('GET', 'operations/reviews/reports/list', {
    state,
    startIndex,
    rowCount: REVIEW_PAGE_ROWS,
  });

export function useReportList(state: ReviewReportState) {
  return useInfiniteQuery({
    queryKey: keys.reviews.reports(state),
    queryFn: ({ pageParam }) => getReportList(state, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ReviewReportListResponse) => p.entries),
    retry: false,
  });
}
