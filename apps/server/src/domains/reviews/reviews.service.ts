import { createReviewsContext, type ReviewsDeps } from './reviews.context.js';
import { createReviewsModeration } from './reviews.moderation.js';
import { createReviewsReads } from './reviews.reads.js';
import { createReviewsWrites } from './reviews.writes.js';

export type { ReviewsDeps } from './reviews.context.js';

/** Reviews (issue 12): write once per confirmed line within 180 days, lists, reports, moderation. */
export function createReviewsService(deps: ReviewsDeps) {
  const ctx = createReviewsContext(deps);
  return {
    refreshStats: ctx.refreshStats,
    summary: ctx.summaryOf,
    ...createReviewsReads(ctx),
    ...createReviewsWrites(ctx),
    ...createReviewsModeration(ctx),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
