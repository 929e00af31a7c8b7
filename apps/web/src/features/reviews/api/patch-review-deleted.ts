import { api } from '../../../shared/api/client';

/** PATCH products/{id}/reviews/{reviewId}/deleted: the writer deletes the review. */
export const deleteReview = (prdtSysId: number, reviewId: number) =>
  api('PATCH', `products/${prdtSysId}/reviews/${reviewId}/deleted`, {});
