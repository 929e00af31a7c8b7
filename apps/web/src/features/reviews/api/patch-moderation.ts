import type { ReviewModerationRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** PATCH operations/reviews/{reviewId}/moderation: keep, hide (with a reason) or delete (with a reason). */
export const patchModeration = (reviewId: number, body: ReviewModerationRequest) =>
  api('PATCH', `operations/reviews/${reviewId}/moderation`, body);
