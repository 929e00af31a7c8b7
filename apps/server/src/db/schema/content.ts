import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Plans: planning exhibitions (기획전) and events, shown between their dates. */
export const plans = pgTable('plans', {
  planSysId: serial('plan_sys_id').primaryKey(),
  /** plan | event */
  planType: varchar('plan_type', { length: 8 }).notNull().default('plan'),
  title: varchar('title', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }),
  briefComment: varchar('brief_comment', { length: 300 }).notNull().default(''),
  briefCommentEn: varchar('brief_comment_en', { length: 300 }),
  content: text('content').notNull().default(''),
  contentEn: text('content_en'),
  bannerImageUrl: varchar('banner_image_url', { length: 300 }).notNull(),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  /** shown on the home's exhibition list */
  isMain: smallint('is_main').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const planProducts = pgTable(
  'plan_products',
  {
    planPrdtSysId: serial('plan_prdt_sys_id').primaryKey(),
    planSysId: integer('plan_sys_id')
      .notNull()
      .references(() => plans.planSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('plan_products_plan_idx').on(t.planSysId)],
);

/** Home banners; each links to a route of the app. */
export const banners = pgTable('banners', {
  bannerSysId: serial('banner_sys_id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }),
  imageUrl: varchar('image_url', { length: 300 }).notNull(),
  linkUrl: varchar('link_url', { length: 300 }).notNull(),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    faqSysId: serial('faq_sys_id').primaryKey(),
    /** 1–9: the nine inquiry categories */
    categoryCode: smallint('category_code').notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    questionEn: varchar('question_en', { length: 300 }),
    answer: text('answer').notNull(),
    answerEn: text('answer_en'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faqs_category_idx').on(t.categoryCode)],
);

export const notices = pgTable('notices', {
  noticeSysId: serial('notice_sys_id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }),
  content: text('content').notNull(),
  contentEn: text('content_en'),
  isPinned: smallint('is_pinned').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ContentChapters = { title: string; articles: { num: number; title: string; body: string }[] }[];

/** Contents pages and the legal texts (terms, privacy, about), in Korean and English. */
export const contents = pgTable('contents', {
  contentsSysId: serial('contents_sys_id').primaryKey(),
  /** page | terms | privacy | about */
  kind: varchar('kind', { length: 12 }).notNull().default('page'),
  title: varchar('title', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }),
  imageUrl: varchar('image_url', { length: 300 }),
  chapters: jsonb('chapters').$type<ContentChapters>().notNull(),
  chaptersEn: jsonb('chapters_en').$type<ContentChapters>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
