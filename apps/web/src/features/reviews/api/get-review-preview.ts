import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session';
import { getReviewList } from './get-review-list';
import { keys } from '../../../shared/api/query-keys';

/** The product page's preview: the summary and the newest few reviews (GET products/{id}/reviews/list). */
export function useReviewPreview(prdtSysId: number, rows: number) {
  const { userSysId } = useSession();
  return useQuery({
    queryKey: keys.reviews.ofProduct(prdtSysId, 'preview', rows, userSysId ?? 0),
    queryFn: () => getReviewList(prdtSysId, 'all', 'newest', 0, rows),
  });
}
