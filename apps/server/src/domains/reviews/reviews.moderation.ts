import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RC,
  type Lang,
  type ReviewReportListResponse,
  type ReviewReportState,
  type reviewModerationRequest,
  type reviewReportListQuery,
  type PatchOperationsReviewsModerationResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { productReviews, products, reviewReports, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { brandsOfSeller } from '../../shared/brand-sellers.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { presentReview } from './reviews.presenter.js';
import { createReviewsWrites } from './reviews.writes.js';
import { baseSelect, isStaff, productOf, type ReviewsContext, type Row } from './reviews.context.js';

/** Moderation (staff, and the brand seller for its own brands' products). */
export function createReviewsModeration(ctx: ReviewsContext) {
  const { db, now, changed, refreshStats, view } = ctx;
  const writes = createReviewsWrites(ctx);
  return {
    async reports(
      q: z.output<typeof reviewReportListQuery>,
      lang: Lang,
      user: AuthUser,
    ): Promise<ReviewReportListResponse> {
      // staff see every report; a brand seller those of its own brands' products
      const scope = isStaff(user) ? undefined : await brandsOfSeller(db, user);
      if (scope && scope.length === 0) throw new AppError(RC.FORBIDDEN);
      const where = and(
        eq(productReviews.reportState, q.state),
        scope
          ? inArray(
              productReviews.prdtSysId,
              db.select({ id: products.prdtSysId }).from(products).where(inArray(products.brandSysId, scope)),
            )
          : undefined,
      );
      const rows = (await baseSelect(db, true)
        .where(where)
        .orderBy(desc(productReviews.reportCnt), asc(productReviews.updatedAt))
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      const ids = rows.map((r) => r.prdtReviewSysId);
      const reps = ids.length
        ? await db
            .select({
              id: reviewReports.prdtReviewSysId,
              reasonCode: reviewReports.reasonCode,
              reasonText: reviewReports.reasonText,
              nick: users.nickName,
              createdAt: reviewReports.createdAt,
            })
            .from(reviewReports)
            .innerJoin(users, eq(users.userSysId, reviewReports.userSysId))
            .where(inArray(reviewReports.prdtReviewSysId, ids))
            .orderBy(desc(reviewReports.createdAt))
        : [];
      return {
        entries: rows.map((r) => ({
          review: { ...presentReview(r, undefined, false, view, true), product: productOf(r, lang) },
          reports: reps
            .filter((x) => x.id === r.prdtReviewSysId)
            .map((x) => ({
              reasonCode: x.reasonCode,
              reasonText: x.reasonText,
              reporterNickName: x.nick,
              createdAt: x.createdAt.toISOString(),
            })),
          reportCnt: r.reportCnt,
          state: r.reportState as ReviewReportState,
          moderationReason: r.moderationReason,
        })),
        totalCount: total?.n ?? 0,
      };
    },

    /** keep (reports closed), hide (reason, shown to the writer) or delete (reason, points taken back). */
    async moderate(
      id: number,
      body: z.output<typeof reviewModerationRequest>,
      user: AuthUser,
    ): Promise<PatchOperationsReviewsModerationResponse> {
      const [r] = await db
        .select({ prdtSysId: productReviews.prdtSysId, state: productReviews.state, brandSysId: products.brandSysId })
        .from(productReviews)
        .innerJoin(products, eq(products.prdtSysId, productReviews.prdtSysId))
        .where(eq(productReviews.prdtReviewSysId, id));
      if (!r || r.state === 'deleted') throw new AppError(RC.REVIEW_NOT_FOUND);
      if (!isStaff(user) && !(await brandsOfSeller(db, user)).includes(r.brandSysId)) {
        throw new AppError(RC.FORBIDDEN);
      }
      const reason = body.reason?.trim() || null;
      if (body.action !== 'keep' && !reason) throw new AppError(RC.REVIEW_MODERATION_REASON);
      if (body.action === 'delete') {
        await writes.remove(r.prdtSysId, id, user, reason, true);
        await db.update(productReviews).set({ reportState: 'deleted' }).where(eq(productReviews.prdtReviewSysId, id));
        return { prdtReviewSysId: id, state: 'deleted' as const };
      }
      await withTx(db, async (tx) => {
        await tx
          .update(productReviews)
          .set(
            body.action === 'keep'
              ? { state: 'visible', reportState: 'kept', moderationReason: null, updatedAt: now() }
              : { state: 'hidden', reportState: 'hidden', moderationReason: reason, updatedAt: now() },
          )
          .where(and(eq(productReviews.prdtReviewSysId, id), ne(productReviews.state, 'deleted')));
        await refreshStats(tx, r.prdtSysId);
      });
      changed();
      return { prdtReviewSysId: id, state: body.action === 'keep' ? ('visible' as const) : ('hidden' as const) };
    },
  };
}
