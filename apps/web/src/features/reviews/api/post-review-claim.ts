import type { ReviewReportRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST products/{id}/reviews/{reviewId}/claims: a report with a reason (it hides nothing by itself). */
export const reportReview = (prdtSysId: number, reviewId: number, body: ReviewReportRequest) =>
  api('POST', `products/${prdtSysId}/reviews/${reviewId}/claims`, body);
