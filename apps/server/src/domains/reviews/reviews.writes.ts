import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RC,
  REVIEW_REPORT_REASON_CODES,
  REVIEW_REPORT_TEXT_MAX,
  type ReviewWriteResponse,
  type reviewReportRequest,
  type PatchProductsReviewsDeletedResponse,
  type PostProductsReviewsClaimsResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { orderProducts, orders, productReviews, reviewReports } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { uniqueViolation } from '../../shared/account-rules.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { reviewPointsOf } from '../points/points.earnings.js';
import { CONFIRMED_STATES, insideWindow } from './reviews.policy.js';
import { presentReview } from './reviews.presenter.js';
import { confirmedAtOf, isStaff, type CreateBody, type ReviewsContext, type UpdateBody } from './reviews.context.js';

/** Writing, editing, deleting and reporting a review. */
export function createReviewsWrites(ctx: ReviewsContext) {
  const { db, now, earnings, changed, view, refreshStats, lacksPhone, checkContent, rowById } = ctx;
  return {
    async create(prdtSysId: number, body: CreateBody, user: AuthUser): Promise<ReviewWriteResponse> {
      const [line] = await db
        .select({
          id: orderProducts.orderPrdtSysId,
          orderSysId: orderProducts.orderSysId,
          prdtSysId: orderProducts.prdtSysId,
          parent: orderProducts.parentOrderPrdtSysId,
          status: orderProducts.status,
          optionText: orderProducts.optionText,
          userSysId: orders.userSysId,
          confirmedAt: confirmedAtOf(orderProducts.orderPrdtSysId),
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .where(
          and(eq(orderProducts.orderPrdtSysId, body.orderPrdtSysId), eq(orderProducts.orderSysId, body.orderSysId)),
        );
      if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      if (line.userSysId !== user.authSysId) throw new AppError(RC.OTHER_USER);
      if (line.prdtSysId !== prdtSysId || line.parent !== null) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      const confirmedAt = line.confirmedAt ? new Date(line.confirmedAt) : null;
      if (!CONFIRMED_STATES.includes(line.status) || !confirmedAt) throw new AppError(RC.REVIEW_NOT_CONFIRMED);
      if (!insideWindow(confirmedAt, now())) throw new AppError(RC.REVIEW_WINDOW_PASSED);
      const [existing] = await db
        .select({ id: productReviews.prdtReviewSysId })
        .from(productReviews)
        .where(eq(productReviews.orderPrdtSysId, line.id));
      if (existing) throw new AppError(RC.REVIEW_EXISTS, { extra: { prdtReviewSysId: existing.id } });
      if (await lacksPhone(user.authSysId)) throw new AppError(RC.REVIEW_PHONE_REQUIRED);
      const c = await checkContent(user.authSysId, body);
      const at = now();
      let id: number;
      let earned: number;
      try {
        ({ id, earned } = await withTx(db, async (tx) => {
          const [ins] = await tx
            .insert(productReviews)
            .values({
              prdtSysId,
              orderSysId: line.orderSysId,
              orderPrdtSysId: line.id,
              userSysId: user.authSysId,
              score: c.score,
              oneLine: c.oneLine,
              content: c.content,
              optionText: line.optionText,
              photos: c.photos,
              videoKey: c.videoKey,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: productReviews.prdtReviewSysId });
          const got = await earnings.onReview(tx, {
            userSysId: user.authSysId,
            prdtReviewSysId: ins!.id,
            orderSysId: line.orderSysId,
            orderPrdtSysId: line.id,
            amount: reviewPointsOf({ photos: c.photos.length, video: !!c.videoKey }),
          });
          await refreshStats(tx, prdtSysId);
          return { id: ins!.id, earned: got };
        }));
      } catch (err) {
        if (uniqueViolation(err)) throw new AppError(RC.REVIEW_EXISTS);
        throw err;
      }
      changed();
      const r = await rowById(db, prdtSysId, id);
      return { review: presentReview(r!, user.authSysId, false, view), earnedPoints: earned };
    },

    /** PUT: the writer edits a visible review (4511 not theirs, 4515 hidden or deleted). */
    async update(prdtSysId: number, id: number, body: UpdateBody, user: AuthUser): Promise<ReviewWriteResponse> {
      const r = await rowById(db, prdtSysId, id);
      if (!r || r.state === 'deleted') throw new AppError(RC.REVIEW_NOT_FOUND);
      if (r.userSysId !== user.authSysId) throw new AppError(RC.REVIEW_NOT_MINE);
      if (r.state !== 'visible') throw new AppError(RC.REVIEW_NOT_VISIBLE);
      if (await lacksPhone(user.authSysId)) throw new AppError(RC.REVIEW_PHONE_REQUIRED);
      const c = await checkContent(user.authSysId, body);
      await withTx(db, async (tx) => {
        await tx
          .update(productReviews)
          .set({ ...c, updatedAt: now() })
          .where(and(eq(productReviews.prdtReviewSysId, id), eq(productReviews.state, 'visible')));
        await refreshStats(tx, prdtSysId);
      });
      changed();
      const after = await rowById(db, prdtSysId, id);
      return { review: presentReview(after!, user.authSysId, false, view), earnedPoints: 0 };
    },

    /**
     * PATCH …/deleted: the writer or staff. The line stays reviewed (no second review); the points
     * the review earned are taken back once.
     */
    /** `moderator`: the caller's right to moderate this review was checked (a brand seller's own brand). */
    async remove(
      prdtSysId: number,
      id: number,
      user: AuthUser,
      reason: string | null = null,
      moderator = false,
    ): Promise<PatchProductsReviewsDeletedResponse> {
      const r = await rowById(db, prdtSysId, id);
      if (!r || r.state === 'deleted') throw new AppError(RC.REVIEW_NOT_FOUND);
      const staff = isStaff(user) || moderator;
      if (r.userSysId !== user.authSysId && !staff) throw new AppError(RC.REVIEW_NOT_MINE);
      const by = r.userSysId === user.authSysId ? 'author' : 'operator';
      await withTx(db, async (tx) => {
        const done = await tx
          .update(productReviews)
          .set({
            state: 'deleted',
            deletedBy: by,
            moderationReason: by === 'operator' ? reason : null,
            reportState: r.reportState === 'none' ? 'none' : 'deleted',
            updatedAt: now(),
          })
          .where(and(eq(productReviews.prdtReviewSysId, id), ne(productReviews.state, 'deleted')))
          .returning({ id: productReviews.prdtReviewSysId });
        if (done.length === 0) throw new AppError(RC.REVIEW_NOT_FOUND);
        await earnings.reviewDeleted(tx, id);
        await refreshStats(tx, prdtSysId);
      });
      changed();
      return { prdtReviewSysId: id, state: 'deleted' as const };
    },

    /** POST …/claims: a report with a reason; one per member (4512); never of one's own (4514). */
    async report(
      prdtSysId: number,
      id: number,
      body: z.output<typeof reviewReportRequest>,
      user: AuthUser,
    ): Promise<PostProductsReviewsClaimsResponse> {
      const r = await rowById(db, prdtSysId, id);
      if (!r || r.state === 'deleted') throw new AppError(RC.REVIEW_NOT_FOUND);
      if (r.userSysId === user.authSysId) throw new AppError(RC.REVIEW_REPORT_OWN);
      if (!(REVIEW_REPORT_REASON_CODES as number[]).includes(body.reasonCode))
        throw new AppError(RC.REVIEW_REPORT_REASON);
      const text = body.reasonText?.trim() || null;
      if (body.reasonCode === 9 && !text) throw new AppError(RC.REVIEW_REPORT_REASON);
      if (text && [...text].length > REVIEW_REPORT_TEXT_MAX) throw new AppError(RC.VALIDATION);
      try {
        await withTx(db, async (tx) => {
          await tx.insert(reviewReports).values({
            prdtReviewSysId: id,
            userSysId: user.authSysId,
            reasonCode: body.reasonCode,
            reasonText: text,
            createdAt: now(),
          });
          await tx
            .update(productReviews)
            .set({
              reportCnt: sql`${productReviews.reportCnt} + 1`,
              // a new report reopens a review an operator kept; hidden/deleted ones stay decided
              reportState: sql`case when ${productReviews.reportState} in ('none', 'kept') then 'open' else ${productReviews.reportState} end`,
            })
            .where(eq(productReviews.prdtReviewSysId, id));
        });
      } catch (err) {
        if (uniqueViolation(err)) throw new AppError(RC.REVIEW_ALREADY_REPORTED);
        throw err;
      }
      return { prdtReviewSysId: id, reported: true };
    },

    /** GET users/{id}/reviews/list: the member's reviews (hidden ones too, with the reason), newest first. */
  };
}
