import type { ReviewUpdateRequest, ReviewWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** PUT products/{id}/reviews/{reviewId}: the whole review again (the writer only). */
export const putReview = (prdtSysId: number, reviewId: number, body: ReviewUpdateRequest) =>
  api<ReviewWriteResponse>('PUT', `products/${prdtSysId}/reviews/${reviewId}`, body);
