import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH products/{id}/reviews/{reviewId}/deleted: the writer deletes the review. */
export const deleteReview = (prdtSysId: number, reviewId: number) =>
  api('PATCH', `products/${prdtSysId}/reviews/${reviewId}/deleted`, {});

/** The delete as a mutation: every review query is refetched after it. */
export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ prdtSysId, reviewId }: { prdtSysId: number; reviewId: number }) => deleteReview(prdtSysId, reviewId),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.reviews.all }),
  });
}
