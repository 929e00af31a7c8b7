import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Product reviews (issue 12). One review per purchased order line: the unique index on
 * order_prdt_sys_id is what makes two parallel posts end with one review (the other gets 4502).
 * A deleted review keeps its row (the line stays reviewed; points taken back once).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    prdtReviewSysId: serial('prdt_review_sys_id').primaryKey(),
    prdtSysId: integer('prdt_sys_id').notNull(),
    orderSysId: integer('order_sys_id').notNull(),
    orderPrdtSysId: integer('order_prdt_sys_id').notNull(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    oneLine: varchar('one_line', { length: 100 }),
    content: text('content').notNull(),
    optionText: varchar('option_text', { length: 300 }).notNull().default(''),
    photos: jsonb('photos').$type<{ url: string; width: number; height: number }[]>().notNull().default([]),
    videoKey: varchar('video_key', { length: 40 }),
    /** visible | hidden | deleted */
    state: varchar('state', { length: 10 }).notNull().default('visible'),
    /** author | operator, when deleted */
    deletedBy: varchar('deleted_by', { length: 10 }),
    moderationReason: varchar('moderation_reason', { length: 500 }),
    /** none | open | kept | hidden | deleted: where the reports on it stand */
    reportState: varchar('report_state', { length: 10 }).notNull().default('none'),
    reportCnt: integer('report_cnt').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('product_reviews_line_unique').on(t.orderPrdtSysId),
    index('product_reviews_product_idx').on(t.prdtSysId, t.state, t.createdAt),
    // highest/lowest sorts of a popular product (bench/reviews/list: 1.1–2.3× at 50,000 reviews)
    index('product_reviews_score_idx').on(t.prdtSysId, t.state, t.score, t.createdAt),
    index('product_reviews_user_idx').on(t.userSysId, t.createdAt),
    index('product_reviews_report_idx').on(t.reportState, t.updatedAt),
  ],
);

/** Reports on a review (POST …/claims): one per member and review; they hide nothing by themselves. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reportSysId: serial('report_sys_id').primaryKey(),
    prdtReviewSysId: integer('prdt_review_sys_id')
      .notNull()
      .references(() => productReviews.prdtReviewSysId, { onDelete: 'cascade' }),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    reasonCode: smallint('reason_code').notNull(),
    reasonText: varchar('reason_text', { length: 300 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('review_reports_unique').on(t.prdtReviewSysId, t.userSysId)],
);

/** Visible-review count and score sum per product, recomputed from product_reviews on every change. */
export const productReviewStats = pgTable('product_review_stats', {
  prdtSysId: integer('prdt_sys_id').primaryKey(),
  reviewCnt: integer('review_cnt').notNull().default(0),
  scoreSum: integer('score_sum').notNull().default(0),
});

/**
 * Files members uploaded for reviews and inquiries (POST cdzn/images, kinx/midbus): a review or an
 * inquiry may only point at its writer's own uploads. A video row starts as an unused upload token
 * (hash kept), becomes `processing` when the file arrived and passed ffprobe, then `ready` (MP4 +
 * poster) or `failed`.
 */
export const memberUploads = pgTable(
  'member_uploads',
  {
    uploadSysId: serial('upload_sys_id').primaryKey(),
    /** public id of a video (videoKey); the url for images */
    uploadKey: varchar('upload_key', { length: 40 }).notNull(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** image | video */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** review | inquiry */
    usage: varchar('usage', { length: 10 }).notNull(),
    url: varchar('url', { length: 300 }),
    posterUrl: varchar('poster_url', { length: 300 }),
    width: integer('width'),
    height: integer('height'),
    durationSec: real('duration_sec'),
    bytes: integer('bytes'),
    /** token | processing | ready | failed | stored (images) */
    status: varchar('status', { length: 12 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }),
    tokenExpiresAt: ts('token_expires_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_uploads_key_unique').on(t.uploadKey),
    uniqueIndex('member_uploads_token_unique').on(t.tokenHash),
    index('member_uploads_user_idx').on(t.userSysId, t.kind),
    index('member_uploads_url_idx').on(t.url),
  ],
);

/** Product Q&A and 1:1 inquiries (issue 12): kind product | order | consulting | personal. */
export const questions = pgTable(
  'questions',
  {
    questionSysId: serial('question_sys_id').primaryKey(),
    /** the inquiry number of /RecieveCors/{corsNum}: yyMMdd (KST) + the id, zero-padded */
    corsNum: varchar('cors_num', { length: 24 }),
    kind: varchar('kind', { length: 12 }).notNull(),
    /** null for a guest's personal inquiry */
    userSysId: integer('user_sys_id').references(() => users.userSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id'),
    /** the product's brand when asked: who (besides staff) may answer */
    brandSysId: integer('brand_sys_id'),
    orderSysId: integer('order_sys_id'),
    orderPrdtSysId: integer('order_prdt_sys_id'),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id'),
    questionTypeCode: smallint('question_type_code').notNull().default(0),
    categoryCode: smallint('category_code'),
    title: varchar('title', { length: 100 }),
    content: text('content').notNull(),
    isSecret: boolean('is_secret').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contactName: varchar('contact_name', { length: 50 }),
    contact: varchar('contact', { length: 100 }),
    /** waiting | answered */
    state: varchar('state', { length: 10 }).notNull().default('waiting'),
    answer: text('answer'),
    /** seller | staff */
    answerBy: varchar('answer_by', { length: 8 }),
    answererUserSysId: integer('answerer_user_sys_id'),
    answeredAt: ts('answered_at'),
    /** when the asker opened the answer */
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('questions_cors_num_unique').on(t.corsNum),
    index('questions_product_idx').on(t.prdtSysId, t.createdAt),
    index('questions_user_idx').on(t.userSysId, t.createdAt),
    index('questions_state_idx').on(t.state, t.createdAt),
    index('questions_brand_idx').on(t.brandSysId, t.state),
  ],
);

/**
 * Points earned (issue 12): one row per source (purchase line or review), so each is given once and
 * taken back once (a conditional UPDATE of taken_back_at).
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    earningSysId: serial('earning_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** purchase | review */
    source: varchar('source', { length: 10 }).notNull(),
    /** orderPrdtSysId for a purchase, prdtReviewSysId for a review */
    sourceId: integer('source_id').notNull(),
    orderSysId: integer('order_sys_id'),
    orderPrdtSysId: integer('order_prdt_sys_id').notNull(),
    amount: integer('amount').notNull(),
    earnedAt: ts('earned_at').notNull(),
    takenBackAt: ts('taken_back_at'),
    takenBackAmount: integer('taken_back_amount'),
  },
  (t) => [
    uniqueIndex('point_earnings_source_unique').on(t.source, t.sourceId),
    index('point_earnings_line_idx').on(t.orderPrdtSysId),
  ],
);
