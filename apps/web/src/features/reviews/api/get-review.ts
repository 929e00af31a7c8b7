import { useQuery } from '@tanstack/react-query';
import type { ReviewDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useSession } from '../../../shared/session';
import { keys } from '../../../shared/api/query-keys';

/** GET products/{id}/reviews/{reviewId}: one review with its product. */
export const getReview = (prdtSysId: number, reviewId: number) =>
  api<ReviewDetailResponse>('GET', `products/${prdtSysId}/reviews/${reviewId}`);

export function useReview(prdtSysId: number, reviewId: number) {
  const { userSysId } = useSession();
  return useQuery({
    queryKey: keys.reviews.ofProduct(prdtSysId, 'one', reviewId, userSysId ?? 0),
    queryFn: () => getReview(prdtSysId, reviewId),
    enabled: Number.isFinite(prdtSysId) && Number.isFinite(reviewId),
    // a processing video becomes playable: look again every few seconds until it is
    refetchInterval: (q) => (q.state.data?.review.video?.status === 'processing' ? 4000 : false),
    retry: false,
  });
}
