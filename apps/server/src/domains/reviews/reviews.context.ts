import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RC,
  REVIEW_POLICY,
  STAFF_ROLES,
  type Lang,
  type ReviewSummary,
  type reviewCreateRequest,
  type reviewUpdateRequest,
  hasSpecialCharacters,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import type { orderProducts } from '../../db/schema/index.js';
import {
  brands,
  memberUploads,
  orderProductHistory,
  productReviewStats,
  productReviews,
  products,
  reviewReports,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { type PointEarnings } from '../points/points.earnings.js';
import { memberVideo } from './reviews.media.js';
import { CONFIRMED_STATES, textLength } from './reviews.policy.js';
import { type ReviewRow } from './reviews.presenter.js';

export type CreateBody = z.output<typeof reviewCreateRequest>;
export type UpdateBody = z.output<typeof reviewUpdateRequest>;

export const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);

/** The confirmation time of a line: its latest move into purchase confirmed / exchange complete. */
export const confirmedAtOf = (lineId: SQL | typeof orderProducts.orderPrdtSysId) =>
  sql<Date | null>`(select max(h.created_at) from ${orderProductHistory} h where h.order_prdt_sys_id = ${lineId} and h.to_status in (${sql.join(
    CONFIRMED_STATES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

export const reviewColumns = {
  prdtReviewSysId: productReviews.prdtReviewSysId,
  prdtSysId: productReviews.prdtSysId,
  orderSysId: productReviews.orderSysId,
  orderPrdtSysId: productReviews.orderPrdtSysId,
  userSysId: productReviews.userSysId,
  nickName: users.nickName,
  score: productReviews.score,
  oneLine: productReviews.oneLine,
  content: productReviews.content,
  optionText: productReviews.optionText,
  photos: productReviews.photos,
  videoKey: productReviews.videoKey,
  videoStatus: memberUploads.status,
  videoUrl: memberUploads.url,
  videoPosterUrl: memberUploads.posterUrl,
  videoDuration: memberUploads.durationSec,
  state: productReviews.state,
  moderationReason: productReviews.moderationReason,
  reportState: productReviews.reportState,
  reportCnt: productReviews.reportCnt,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  // issue 33 item 5 (추천·보증 심사지침): points were given for it (a rewarded review is labelled)
  rewarded: sql<boolean>`exists(select 1 from point_earnings pe where pe.source = 'review' and pe.source_id = ${productReviews.prdtReviewSysId})`,
};
export const productColumns = {
  pName: products.name,
  pNameEn: products.nameEn,
  pBrandName: brands.name,
  pBrandNameEn: brands.nameEn,
  pImage: products.squareImageUrl,
  pBigImage: products.bigImageUrl,
};
export const baseSelect = (q: Queryable, withProduct = false) => {
  const s = q
    .select(withProduct ? { ...reviewColumns, ...productColumns } : reviewColumns)
    .from(productReviews)
    .innerJoin(users, eq(users.userSysId, productReviews.userSysId))
    .leftJoin(memberUploads, eq(memberUploads.uploadKey, productReviews.videoKey));
  return withProduct
    ? s
        .innerJoin(products, eq(products.prdtSysId, productReviews.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    : s;
};
export type Row = ReviewRow & {
  pName?: string;
  pNameEn?: string | null;
  pBrandName?: string;
  pBrandNameEn?: string | null;
  pImage?: string;
  pBigImage?: string;
};
export const productOf = (r: Row, lang: Lang) => ({
  prdtSysId: r.prdtSysId,
  name: (lang === 'en' && r.pNameEn) || r.pName || '',
  brandName: (lang === 'en' && r.pBrandNameEn) || r.pBrandName || '',
  squareImageUrl: r.pImage || r.pBigImage || '',
});

export interface ReviewsDeps {
  db: Db;
  now: () => Date;
  earnings: PointEarnings;
  /** after a committed change of a product's visible reviews (the catalog drops its cached cards) */
  onStatsChanged?: () => void;
  /** review videos are private objects: readers get short-lived signed links (issue 26) */
  fileView: (stored: string) => string;
}

/** What the review parts share: the stats refresh, the summary, the content checks and the row lookup. */
export function createReviewsContext(deps: ReviewsDeps) {
  const { db, now, earnings } = deps;
  const changed = () => deps.onStatsChanged?.();

  async function reportedBy(viewer: number | undefined, ids: number[]): Promise<Set<number>> {
    if (!viewer || ids.length === 0) return new Set();
    const rows = await db
      .select({ id: reviewReports.prdtReviewSysId })
      .from(reviewReports)
      .where(and(eq(reviewReports.userSysId, viewer), inArray(reviewReports.prdtReviewSysId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** Recomputes a product's visible-review count and score sum (cards and detail read them). */
  async function refreshStats(q: Queryable, prdtSysId: number) {
    await q.execute(sql`insert into ${productReviewStats} (prdt_sys_id, review_cnt, score_sum)
      select ${prdtSysId}, count(*)::int, coalesce(sum(score), 0)::int from ${productReviews}
      where prdt_sys_id = ${prdtSysId} and state = 'visible'
      on conflict (prdt_sys_id) do update set review_cnt = excluded.review_cnt, score_sum = excluded.score_sum`);
  }

  async function summaryOf(prdtSysId: number): Promise<ReviewSummary> {
    const [s] = await db
      .select({
        cnt: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${productReviews.score}), 0)::int`,
        photo: sql<number>`count(*) filter (where jsonb_array_length(${productReviews.photos}) > 0)::int`,
        video: sql<number>`count(*) filter (where ${productReviews.videoKey} is not null)::int`,
        s1: sql<number>`count(*) filter (where ${productReviews.score} = 1)::int`,
        s2: sql<number>`count(*) filter (where ${productReviews.score} = 2)::int`,
        s3: sql<number>`count(*) filter (where ${productReviews.score} = 3)::int`,
        s4: sql<number>`count(*) filter (where ${productReviews.score} = 4)::int`,
        s5: sql<number>`count(*) filter (where ${productReviews.score} = 5)::int`,
      })
      .from(productReviews)
      .where(and(eq(productReviews.prdtSysId, prdtSysId), eq(productReviews.state, 'visible')));
    const cnt = Number(s?.cnt ?? 0);
    return {
      prdtSysId,
      reviewScore: cnt > 0 ? Math.round((Number(s!.sum) / cnt) * 10) / 10 : 0,
      reviewCnt: cnt,
      photoCnt: Number(s?.photo ?? 0),
      videoCnt: Number(s?.video ?? 0),
      scoreCounts: [s?.s1, s?.s2, s?.s3, s?.s4, s?.s5].map((n) => Number(n ?? 0)),
    };
  }

  /** Checks score, texts and counts (4505–4509, 4518) and resolves the member's own uploads (4510). */
  /** true when the member's account holds no (verified) phone number: reviews are refused with 4518 */
  async function lacksPhone(userSysId: number): Promise<boolean> {
    const [u] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.userSysId, userSysId));
    return !u?.mobile;
  }

  async function checkContent(userSysId: number, b: UpdateBody) {
    if (!Number.isInteger(b.score) || b.score < REVIEW_POLICY.scoreMin || b.score > REVIEW_POLICY.scoreMax)
      throw new AppError(RC.REVIEW_SCORE);
    // the web's rule, from the same contracts function (shopping §8 special characters)
    if (hasSpecialCharacters(b.content) || hasSpecialCharacters(b.oneLine ?? ''))
      throw new AppError(RC.REVIEW_SPECIAL_CHARS);
    const len = textLength(b.content);
    if (len < REVIEW_POLICY.minTextLength)
      throw new AppError(RC.REVIEW_TOO_SHORT, { extra: { min: REVIEW_POLICY.minTextLength } });
    if (len > REVIEW_POLICY.maxTextLength)
      throw new AppError(RC.REVIEW_TOO_LONG, { extra: { max: REVIEW_POLICY.maxTextLength } });
    const oneLine = b.oneLine?.trim() || null;
    if (oneLine && [...oneLine].length > REVIEW_POLICY.oneLineMaxLength)
      throw new AppError(RC.REVIEW_ONE_LINE_TOO_LONG, { extra: { max: REVIEW_POLICY.oneLineMaxLength } });
    const urls = [...new Set(b.photos)];
    if (urls.length > REVIEW_POLICY.maxPhotos)
      throw new AppError(RC.REVIEW_TOO_MANY_PHOTOS, { extra: { max: REVIEW_POLICY.maxPhotos } });
    let photos: { url: string; width: number; height: number }[] = [];
    if (urls.length > 0) {
      const rows = await db
        .select({ url: memberUploads.url, width: memberUploads.width, height: memberUploads.height })
        .from(memberUploads)
        .where(
          and(
            eq(memberUploads.userSysId, userSysId),
            eq(memberUploads.kind, 'image'),
            eq(memberUploads.usage, 'review'),
            inArray(memberUploads.url, urls),
          ),
        );
      const byUrl = new Map(rows.map((r) => [r.url!, r]));
      if (urls.some((u) => !byUrl.has(u))) throw new AppError(RC.REVIEW_MEDIA_UNKNOWN);
      photos = urls.map((u) => ({ url: u, width: byUrl.get(u)!.width ?? 0, height: byUrl.get(u)!.height ?? 0 }));
    }
    const videoKey = b.videoKey || null;
    if (videoKey && !(await memberVideo(db, userSysId, videoKey, ['processing', 'ready']))) {
      throw new AppError(RC.REVIEW_MEDIA_UNKNOWN);
    }
    return { score: b.score, oneLine, content: b.content.trim(), photos, videoKey };
  }

  async function rowById(q: Queryable, prdtSysId: number, id: number): Promise<Row | undefined> {
    const [r] = await baseSelect(q, true).where(
      and(eq(productReviews.prdtReviewSysId, id), eq(productReviews.prdtSysId, prdtSysId)),
    );
    return r as Row | undefined;
  }

  const view = deps.fileView;
  return { db, now, earnings, changed, view, reportedBy, refreshStats, summaryOf, lacksPhone, checkContent, rowById };
}

export type ReviewsContext = ReturnType<typeof createReviewsContext>;
