import { and, asc, count, desc, eq, gte, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EARN_POINT_POLICY,
  RC,
  REVIEW_FILTER_KIND,
  REVIEW_POLICY,
  REVIEW_REPORT_REASON_CODES,
  REVIEW_REPORT_TEXT_MAX,
  STAFF_ROLES,
  type Lang,
  type MyReviewListResponse,
  type ReviewDetailResponse,
  type ReviewListResponse,
  type ReviewReportListResponse,
  type ReviewReportState,
  type ReviewSummary,
  type ReviewWriteResponse,
  type WritableListResponse,
  type reviewCreateRequest,
  type reviewListQuery,
  type reviewModerationRequest,
  type reviewReportListQuery,
  type reviewReportRequest,
  type reviewUpdateRequest,
  hasSpecialCharacters,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  brands,
  memberUploads,
  orderProductHistory,
  orderProducts,
  orders,
  productReviewStats,
  productReviews,
  products,
  reviewReports,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { brandsOfSeller } from '../../shared/brand-sellers.js';
import { uniqueViolation } from '../../shared/account-rules.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { reviewPointsOf, type PointEarnings } from '../points/points.earnings.js';
import {
  CONFIRMED_STATES,
  daysLeft,
  insideWindow,
  textLength,
  writableListSince,
  writableUntil,
} from './reviews.policy.js';
import { presentReview, type ReviewRow } from './reviews.presenter.js';

type CreateBody = z.output<typeof reviewCreateRequest>;
type UpdateBody = z.output<typeof reviewUpdateRequest>;

const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);

/** The confirmation time of a line: its latest move into purchase confirmed / exchange complete. */
const confirmedAtOf = (lineId: SQL | typeof orderProducts.orderPrdtSysId) =>
  sql<Date | null>`(select max(h.created_at) from ${orderProductHistory} h where h.order_prdt_sys_id = ${lineId} and h.to_status in (${sql.join(
    CONFIRMED_STATES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/** Reviews (issue 12): write once per confirmed line within 180 days, lists, reports, moderation. */
export function createReviewsService(deps: {
  db: Db;
  now: () => Date;
  earnings: PointEarnings;
  /** after a committed change of a product's visible reviews (the catalog drops its cached cards) */
  onStatsChanged?: () => void;
}) {
  const { db, now, earnings } = deps;
  const changed = () => deps.onStatsChanged?.();

  const reviewColumns = {
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
  };
  const productColumns = {
    pName: products.name,
    pNameEn: products.nameEn,
    pBrandName: brands.name,
    pBrandNameEn: brands.nameEn,
    pImage: products.squareImageUrl,
    pBigImage: products.bigImageUrl,
  };
  const baseSelect = (q: Queryable, withProduct = false) => {
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
  type Row = ReviewRow & {
    pName?: string;
    pNameEn?: string | null;
    pBrandName?: string;
    pBrandNameEn?: string | null;
    pImage?: string;
    pBigImage?: string;
  };
  const productOf = (r: Row, lang: Lang) => ({
    prdtSysId: r.prdtSysId,
    name: (lang === 'en' && r.pNameEn) || r.pName || '',
    brandName: (lang === 'en' && r.pBrandNameEn) || r.pBrandName || '',
    squareImageUrl: r.pImage || r.pBigImage || '',
  });

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
    if (videoKey) {
      const [v] = await db
        .select({ status: memberUploads.status })
        .from(memberUploads)
        .where(
          and(
            eq(memberUploads.uploadKey, videoKey),
            eq(memberUploads.userSysId, userSysId),
            eq(memberUploads.kind, 'video'),
            inArray(memberUploads.status, ['processing', 'ready']),
          ),
        );
      if (!v) throw new AppError(RC.REVIEW_MEDIA_UNKNOWN);
    }
    return { score: b.score, oneLine, content: b.content.trim(), photos, videoKey };
  }

  async function rowById(q: Queryable, prdtSysId: number, id: number): Promise<Row | undefined> {
    const [r] = await baseSelect(q, true).where(
      and(eq(productReviews.prdtReviewSysId, id), eq(productReviews.prdtSysId, prdtSysId)),
    );
    return r as Row | undefined;
  }

  const service = {
    refreshStats,
    summary: summaryOf,

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
        reviews: rows.map((r) => presentReview(r, viewer?.authSysId, reported.has(r.prdtReviewSysId))),
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
        review: presentReview(r, viewer?.authSysId, reported.has(r.prdtReviewSysId)),
        product: productOf(r, lang),
      };
    },

    /**
     * POST products/{id}/reviews. The line must be the member's (1007), of this product (7002), a
     * confirmed purchase (4504), inside the window (4503); one review per line, enforced by the
     * unique index (4502 for the loser of a race). Points are given in the same transaction.
     */
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
      return { review: presentReview(r!, user.authSysId, false), earnedPoints: earned };
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
      return { review: presentReview(after!, user.authSysId, false), earnedPoints: 0 };
    },

    /**
     * PATCH …/deleted: the writer or staff. The line stays reviewed (no second review); the points
     * the review earned are taken back once.
     */
    /** `moderator`: the caller's right to moderate this review was checked (a brand seller's own brand). */
    async remove(prdtSysId: number, id: number, user: AuthUser, reason: string | null = null, moderator = false) {
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
    async report(prdtSysId: number, id: number, body: z.output<typeof reviewReportRequest>, user: AuthUser) {
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
        reviews: rows.map((r) => ({ ...presentReview(r, userSysId, false), product: productOf(r, lang) })),
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

    // ---- moderation (staff, and the brand seller for its own brands' products) ----

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
          review: { ...presentReview(r, undefined, false, true), product: productOf(r, lang) },
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
    async moderate(id: number, body: z.output<typeof reviewModerationRequest>, user: AuthUser) {
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
        await service.remove(r.prdtSysId, id, user, reason, true);
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
  return service;
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
