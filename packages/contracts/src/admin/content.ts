import { z } from 'zod';
import { id, optText, text, won } from './fields.js';

// content: exhibitions/plans, banners, notices, FAQ, contents and terms
// ---- content (exhibitions/plans and their products, banners, notices, FAQ, contents and terms)
const isoDate = z.iso.datetime({ offset: true });
const windowOk = (p: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !p.startDate || !p.endDate || p.startDate < p.endDate;
const planFields = z.object({
  planType: z.enum(['plan', 'event']),
  title: text(200),
  titleEn: optText(200),
  briefComment: z.string().trim().max(300),
  briefCommentEn: optText(300),
  content: z.string().max(50_000),
  contentEn: z.string().max(50_000).nullable().optional(),
  bannerImageUrl: text(300),
  startDate: isoDate,
  endDate: isoDate,
  isMain: z.union([z.literal(0), z.literal(1)]),
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminPlanRequest = planFields
  .extend({
    planType: planFields.shape.planType.default('plan'),
    briefComment: planFields.shape.briefComment.default(''),
    content: planFields.shape.content.default(''),
    isMain: planFields.shape.isMain.default(1),
    sortOrder: planFields.shape.sortOrder.default(0),
  })
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
export const adminPlanUpdateRequest = planFields
  .partial()
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
/** Replaces a plan's products; an event product may carry its per-person limit and conditions. */
export const adminPlanProductsRequest = z.object({
  products: z
    .array(
      z.object({
        prdtSysId: id,
        /** event products: most a member may buy (null = no limit) */
        maxQtyPerUser: z.number().int().min(1).max(1000).nullable().default(null),
        /** event products: minimum same-brand payment (won) */
        minBrandAmount: won.default(0),
        /** event products: only members who joined within this many days (null = everyone) */
        joinWithinDays: z.number().int().min(1).max(3650).nullable().default(null),
      }),
    )
    .max(500),
});
const bannerFields = z.object({
  title: text(200),
  titleEn: optText(200),
  imageUrl: text(300),
  /** a route of the app, e.g. /planDetail/3 */
  linkUrl: z
    .string()
    .trim()
    .regex(/^\/[^\s]*$/)
    .max(300),
  startDate: isoDate,
  endDate: isoDate,
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminBannerRequest = bannerFields
  .extend({ sortOrder: bannerFields.shape.sortOrder.default(0) })
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
export const adminBannerUpdateRequest = bannerFields
  .partial()
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
const noticeFields = z.object({
  title: text(200),
  titleEn: optText(200),
  content: text(50_000),
  contentEn: z.string().max(50_000).nullable().optional(),
  isPinned: z.union([z.literal(0), z.literal(1)]),
});
export const adminNoticeRequest = noticeFields.extend({ isPinned: noticeFields.shape.isPinned.default(0) });
export const adminNoticeUpdateRequest = noticeFields.partial();
const faqFields = z.object({
  /** 1–9: the nine inquiry categories */
  categoryCode: z.number().int().min(1).max(9),
  question: text(300),
  questionEn: optText(300),
  answer: text(20_000),
  answerEn: z.string().max(20_000).nullable().optional(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminFaqRequest = faqFields.extend({ sortOrder: faqFields.shape.sortOrder.default(0) });
export const adminFaqUpdateRequest = faqFields.partial();
const chapters = z
  .array(
    z.object({
      title: z.string().trim().max(200),
      articles: z
        .array(z.object({ num: z.number().int().min(0), title: z.string().max(200), body: z.string().max(20_000) }))
        .max(200),
    }),
  )
  .max(100);
const contentsFields = z.object({
  /** page | terms | privacy | about */
  kind: z.enum(['page', 'terms', 'privacy', 'about']),
  title: text(200),
  titleEn: optText(200),
  imageUrl: optText(300),
  chapters,
  chaptersEn: chapters.nullable().optional(),
});
export const adminContentsRequest = contentsFields.extend({ kind: contentsFields.shape.kind.default('page') });
export const adminContentsUpdateRequest = contentsFields.partial();
export const ADMIN_CONTENT_KINDS = ['plans', 'banners', 'notices', 'faqs', 'contents'] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];
/** Content lists answer their rows as stored (the same fields as the requests, plus the id). */
export const adminContentListResponse = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number().int(),
});
