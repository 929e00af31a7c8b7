import type { ReviewCreateRequest, ReviewWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST products/{id}/reviews: one review of one purchased order line. */
export const postReview = (prdtSysId: number, body: ReviewCreateRequest) =>
  api<ReviewWriteResponse>('POST', `products/${prdtSysId}/reviews`, body);
