import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewModerationRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH operations/reviews/{reviewId}/moderation: keep, hide (with a reason) or delete (with a reason). */
export const patchModeration = (reviewId: number, body: ReviewModerationRequest) =>
  api('PATCH', `operations/reviews/${reviewId}/moderation`, body);

/** The moderation as a mutation: every review query (lists, reports) is refetched after it. */
export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReviewModerationRequest }) =>
      patchModeration(reviewId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.reviews.all }),
  });
}
