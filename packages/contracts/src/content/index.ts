import { z } from 'zod';
import { pagingQuery } from '../common/paging.js';
import { productCard } from '../catalog/index.js';

/** The nine inquiry categories (shopping §9), FAQ category codes 1–9. */
export const FAQ_CATEGORIES = [
  { code: 1, ko: '아이디/비밀번호', en: 'ID / password' },
  { code: 2, ko: '회원정보', en: 'Member info' },
  { code: 3, ko: '배송', en: 'Delivery' },
  { code: 4, ko: '상품', en: 'Products' },
  { code: 5, ko: '반품/교환/취소/환불', en: 'Return / exchange / cancel / refund' },
  { code: 6, ko: '주문/결제', en: 'Order / payment' },
  { code: 7, ko: '포인트/쿠폰', en: 'Points / coupons' },
  { code: 8, ko: '방송/시청', en: 'Broadcast / viewing' },
  { code: 9, ko: '서비스/기타', en: 'Service / other' },
] as const;

/** Customer-service hours (shopping §9). */
export const CS_HOURS = { open: '09:00', close: '18:00', lunchStart: '12:00', lunchEnd: '13:00' } as const;

/** Plan (exhibition) kinds: a planning exhibition or an event. */
export const PLAN_TYPES = ['plan', 'event'] as const;

export const planSummary = z.object({
  planSysId: z.number().int(),
  planType: z.enum(PLAN_TYPES),
  title: z.string(),
  briefComment: z.string(),
  bannerImageUrl: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  productCount: z.number().int(),
});
export type PlanSummary = z.infer<typeof planSummary>;
export const plansResponse = z.object({ plans: z.array(planSummary), totalCount: z.number().int() });
export type PlansResponse = z.infer<typeof plansResponse>;

export const banner = z.object({
  bannerSysId: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** where a tap goes: a route path of the app */
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannersResponse = z.object({
  banners: z.array(banner),
  joinCoupon: z.object({ discountAmount: z.number().int() }),
});
export type BannersResponse = z.infer<typeof bannersResponse>;

export const planProduct = productCard.extend({ planPrdtSysId: z.number().int() });
export type PlanProduct = z.infer<typeof planProduct>;
export const planDetailResponse = z.object({
  plan: planSummary.extend({ content: z.string() }),
  products: z.array(planProduct),
});
export type PlanDetailResponse = z.infer<typeof planDetailResponse>;

export const faqQuery = pagingQuery.extend({
  categoryCode: z.coerce.number().int().min(1).max(9).optional(),
  keyword: z.string().max(50).optional(),
});
export const faq = z.object({
  faqSysId: z.number().int(),
  categoryCode: z.number().int(),
  categoryName: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faq>;
export const faqsResponse = z.object({ faqs: z.array(faq), totalCount: z.number().int() });
export type FaqsResponse = z.infer<typeof faqsResponse>;
export const faqResponse = z.object({ faq });

export const notice = z.object({
  noticeSysId: z.number().int(),
  title: z.string(),
  content: z.string(),
  isPinned: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticesResponse = z.object({ notices: z.array(notice), totalCount: z.number().int() });
export type NoticesResponse = z.infer<typeof noticesResponse>;

/** Contents pages: free pages and the legal texts (terms, privacy). */
export const CONTENT_KINDS = ['page', 'terms', 'privacy', 'about'] as const;
export const contents = z.object({
  contentsSysId: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** chapters of articles; a free page has one untitled chapter */
  chapters: z.array(
    z.object({
      title: z.string(),
      articles: z.array(z.object({ num: z.number().int(), title: z.string(), body: z.string() })),
    }),
  ),
  updatedAt: z.string(),
});
export type Contents = z.infer<typeof contents>;
export const contentsResponse = z.object({ contents });
export type ContentsResponse = z.infer<typeof contentsResponse>;
/** Well-known contents ids of the seeded legal texts. */
export const CONTENTS_IDS = { terms: 1, privacy: 2, about: 3 } as const;
/** The terms have chapters 1–4 and articles 1–31 (issue 3). */
export const TERMS_SHAPE = { chapters: 4, articles: 31 } as const;

export const deliveryCompany = z.object({ code: z.string(), name: z.string(), trackingUrl: z.string() });
export const deliveryCompaniesResponse = z.object({ deliveryCompanys: z.array(deliveryCompany) });
export type DeliveryCompaniesResponse = z.infer<typeof deliveryCompaniesResponse>;
export const bank = z.object({ code: z.string(), name: z.string() });
export const banksResponse = z.object({ banks: z.array(bank) });
export type BanksResponse = z.infer<typeof banksResponse>;
export * from './responses.js';
