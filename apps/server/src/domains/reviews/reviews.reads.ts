import { and, asc, count, desc, eq, gte, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EARN_POINT_POLICY,
  RC,
  REVIEW_FILTER_KIND,
  type Lang,
  type MyReviewListResponse,
  type ReviewDetailResponse,
  type ReviewListResponse,
  type WritableListResponse,
  type reviewListQuery,
} from '@lc/contracts';
import { brands, orderProducts, orders, productReviews, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { CONFIRMED_STATES, daysLeft, insideWindow, writableListSince, writableUntil } from './reviews.policy.js';
import { presentReview } from './reviews.presenter.js';
import { baseSelect, confirmedAtOf, isStaff, productOf, type ReviewsContext, type Row } from './reviews.context.js';

/** Review lists, a review, the member's own reviews and what they may still review. */
export function createReviewsReads(ctx: ReviewsContext) {
  const { db, now, view, reportedBy, summaryOf, lacksPhone, rowById } = ctx;
  return {
    async list(
      prdtSysId: number,
      q: z.output<typeof reviewListQuery>,
      viewer: AuthUser | undefined,
    ): Promise<ReviewListResponse> {
      const filters: SQL[] = [eq(productReviews.prdtSysId, prdtSysId), eq(productReviews.state, 'visible')];
      if (q.filter === 'photo') filters.push(sql`jsonb_array_length(${productReviews.photos}) > 0`);
      if (q.filter === 'video') filters.push(sql`${productReviews.videoKey} is not null`);
      if (q.filter === 'media')
        filters.push(sql`(jsonb_array_length(${productReviews.photos}) > 0 or ${productReviews.videoKey} is not null)`);
      const where = and(...filters);
      const order =
        q.sort === 'highest'
          ? [desc(productReviews.score), desc(productReviews.createdAt), desc(productReviews.prdtReviewSysId)]
          : q.sort === 'lowest'
            ? [asc(productReviews.score), desc(productReviews.createdAt), desc(productReviews.prdtReviewSysId)]
            : [desc(productReviews.createdAt), desc(productReviews.prdtReviewSysId)];
      const rows = (await baseSelect(db)
        .where(where)
        .orderBy(...order)
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      const reported = await reportedBy(
        viewer?.authSysId,
        rows.map((r) => r.prdtReviewSysId),
      );
      return {
        kind: REVIEW_FILTER_KIND[q.filter],
        summary: await summaryOf(prdtSysId),
        reviews: rows.map((r) => presentReview(r, viewer?.authSysId, reported.has(r.prdtReviewSysId), view)),
        totalCount: total?.n ?? 0,
      };
    },

    /** One review: visible to all; hidden to its writer and staff; deleted to nobody. */
    async detail(
      prdtSysId: number,
      id: number,
      viewer: AuthUser | undefined,
      lang: Lang,
    ): Promise<ReviewDetailResponse> {
      const r = await rowById(db, prdtSysId, id);
      if (!r || r.state === 'deleted') throw new AppError(RC.REVIEW_NOT_FOUND);
      if (r.state !== 'visible' && r.userSysId !== viewer?.authSysId && !isStaff(viewer))
        throw new AppError(RC.REVIEW_NOT_FOUND);
      const reported = await reportedBy(viewer?.authSysId, [r.prdtReviewSysId]);
      return {
        review: presentReview(r, viewer?.authSysId, reported.has(r.prdtReviewSysId), view),
        product: productOf(r, lang),
      };
    },

    /**
     * POST products/{id}/reviews. The line must be the member's (1007), of this product (7002), a
     * confirmed purchase (4504), inside the window (4503); one review per line, enforced by the
     * unique index (4502 for the loser of a race). Points are given in the same transaction.
     */
    async mine(
      userSysId: number,
      q: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<MyReviewListResponse> {
      const where = and(eq(productReviews.userSysId, userSysId), ne(productReviews.state, 'deleted'));
      const rows = (await baseSelect(db, true)
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.prdtReviewSysId))
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      return {
        reviews: rows.map((r) => ({ ...presentReview(r, userSysId, false, view), product: productOf(r, lang) })),
        totalCount: total?.n ?? 0,
      };
    },

    /**
     * GET users/{authSysId}/reviews/writeable/list: confirmed lines of orders from the last 6 months,
     * not reviewed yet, still inside their 180 days; the ones closest to their end first.
     */
    async writable(
      userSysId: number,
      q: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<WritableListResponse> {
      const at = now();
      const confirmed = confirmedAtOf(orderProducts.orderPrdtSysId);
      // confirmed no earlier than 180 days before the start of today (KST) — the exact edge is checked below
      const earliest = new Date(writableListSince(at).getTime());
      const where = and(
        eq(orders.userSysId, userSysId),
        gte(orders.createdAt, earliest),
        inArray(orderProducts.status, CONFIRMED_STATES),
        isNull(orderProducts.parentOrderPrdtSysId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(productReviews)
            .where(eq(productReviews.orderPrdtSysId, orderProducts.orderPrdtSysId)),
        ),
      );
      const rows = await db
        .select({
          orderSysId: orderProducts.orderSysId,
          orderPrdtSysId: orderProducts.orderPrdtSysId,
          orderNumber: orders.orderNumber,
          prdtSysId: orderProducts.prdtSysId,
          name: orderProducts.name,
          nameEn: products.nameEn,
          brandName: orderProducts.brandName,
          brandNameEn: brands.nameEn,
          squareImageUrl: orderProducts.squareImageUrl,
          optionText: orderProducts.optionText,
          qty: orderProducts.qty,
          confirmedAt: confirmed,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .leftJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .leftJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(where)
        .orderBy(asc(confirmed), asc(orderProducts.orderPrdtSysId));
      // the window edge in KST days is exact here (a few dozen lines per member at most)
      const open = rows
        .map((r) => ({ ...r, confirmedAt: r.confirmedAt ? new Date(r.confirmedAt) : null }))
        .filter((r): r is typeof r & { confirmedAt: Date } => !!r.confirmedAt && insideWindow(r.confirmedAt, at));
      const page = open.slice(q.startIndex, q.startIndex + q.rowCount);
      return {
        items: page.map((r) => ({
          orderSysId: r.orderSysId,
          orderPrdtSysId: r.orderPrdtSysId,
          orderNumber: r.orderNumber,
          product: {
            prdtSysId: r.prdtSysId,
            name: (lang === 'en' && r.nameEn) || r.name,
            brandName: (lang === 'en' && r.brandNameEn) || r.brandName,
            squareImageUrl: r.squareImageUrl,
          },
          optionName: r.optionText || null,
          qty: r.qty,
          confirmedAt: r.confirmedAt.toISOString(),
          writableUntil: writableUntil(r.confirmedAt).toISOString(),
          daysLeft: daysLeft(r.confirmedAt, at),
          points: {
            text: EARN_POINT_POLICY.reviewText,
            photo: EARN_POINT_POLICY.reviewPhoto,
            video: EARN_POINT_POLICY.reviewVideo,
          },
        })),
        totalCount: open.length,
        phoneRequired: (await lacksPhone(userSysId)) ? 1 : 0,
      };
    },
  };
}
