import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import {
  DELIVERY_COMPANIES,
  FAQ_CATEGORIES,
  RC,
  type BannersResponse,
  type BanksResponse,
  type ContentsResponse,
  type DeliveryCompaniesResponse,
  type Faq,
  type FaqsResponse,
  type Lang,
  type NoticesResponse,
  type PlanDetailResponse,
  type PlansResponse,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { banners, brands, contents, faqs, notices, planProducts, plans, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { likeEscape } from '../catalog/catalog.policy.js';
import { joinCouponDiscount } from '../coupons/coupons.join.js';
import { localizeTwo } from '../../shared/localize.js';
import { localizedCards, productCardColumns } from '../../shared/product-cards.js';
import type { TranslationService } from '../translation/translation.service.js';
import { BANKS } from './content.policy.js';
import { withGeneratedArticles, type GeneratedArticle } from '../compliance/privacy-policy.js';
import { buyerVisible } from '../../shared/displayable.js';

const planCount = sql<number>`(select count(*)::int from ${planProducts} where ${planProducts.planSysId} = ${plans.planSysId})`;

export function createContentService(deps: {
  db: Db;
  now: () => Date;
  translation: TranslationService;
  /** issue 33: the privacy policy's articles written from the settings (`privacyArticles`) */
  privacyArticles?: (lang: Lang) => GeneratedArticle[];
}) {
  const { db, now, translation, privacyArticles } = deps;

  type PlanRow = typeof plans.$inferSelect & { productCount: number };
  async function presentPlans(rows: PlanRow[], lang: Lang) {
    const texts = await localizeTwo(translation, rows, lang, (r) => [
      { ko: r.title, en: r.titleEn },
      { ko: r.briefComment, en: r.briefCommentEn },
    ]);
    return rows.map((r, i) => ({
      planSysId: r.planSysId,
      planType: r.planType === 'event' ? ('event' as const) : ('plan' as const),
      title: texts[i]![0],
      briefComment: texts[i]![1],
      bannerImageUrl: r.bannerImageUrl,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      productCount: r.productCount,
    }));
  }

  async function presentFaqs(rows: (typeof faqs.$inferSelect)[], lang: Lang): Promise<Faq[]> {
    const texts = await localizeTwo(translation, rows, lang, (r) => [
      { ko: r.question, en: r.questionEn },
      { ko: r.answer, en: r.answerEn },
    ]);
    return rows.map((r, i) => ({
      faqSysId: r.faqSysId,
      categoryCode: r.categoryCode,
      categoryName: FAQ_CATEGORIES.find((c) => c.code === r.categoryCode)?.[lang] ?? '',
      question: texts[i]![0],
      answer: texts[i]![1],
    }));
  }

  return {
    /** operations/plans/mainlist: exhibitions and events running now, in their order. */
    async plansMain(q: { startIndex: number; rowCount: number }, lang: Lang): Promise<PlansResponse> {
      const t = now();
      const where = and(eq(plans.isMain, 1), lte(plans.startDate, t), gt(plans.endDate, t));
      const rows = await db
        .select({ ...getColumns(), productCount: planCount })
        .from(plans)
        .where(where)
        .orderBy(asc(plans.sortOrder), desc(plans.planSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(plans)
        .where(where);
      return { plans: await presentPlans(rows, lang), totalCount: count?.n ?? 0 };
    },

    /** operations/bannerplans/main/lists: home banners running now, and the join coupon's amount. */
    async bannersMain(lang: Lang): Promise<BannersResponse> {
      const t = now();
      const rows = await db
        .select()
        .from(banners)
        .where(and(lte(banners.startDate, t), gt(banners.endDate, t)))
        .orderBy(asc(banners.sortOrder), asc(banners.bannerSysId));
      const titles = await translation.localize(
        rows.map((r) => ({ ko: r.title, en: r.titleEn })),
        lang,
      );
      return {
        banners: rows.map((r, i) => ({
          bannerSysId: r.bannerSysId,
          title: titles[i]!,
          imageUrl: r.imageUrl,
          linkUrl: r.linkUrl,
        })),
        // the sign-up coupon's live figure, from the coupon policy (coupons/user/join answers the same)
        joinCoupon: { discountAmount: await joinCouponDiscount(db, t) },
      };
    },

    /** operations/bannerplan/{id}: one exhibition or event with its products (ended ones still open from old links). */
    async plan(id: number, lang: Lang): Promise<PlanDetailResponse> {
      const [row] = await db
        .select({ ...getColumns(), productCount: planCount })
        .from(plans)
        .where(eq(plans.planSysId, id));
      if (!row) throw new AppError(RC.PLAN_NOT_FOUND);
      const [summary] = await presentPlans([row], lang);
      const [content] = await translation.localize([{ ko: row.content, en: row.contentEn }], lang);
      const rows = await db
        .select({ planPrdtSysId: planProducts.planPrdtSysId, ...productCardColumns })
        .from(planProducts)
        .innerJoin(products, eq(products.prdtSysId, planProducts.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(and(eq(planProducts.planSysId, id), buyerVisible))
        .orderBy(asc(planProducts.sortOrder), asc(planProducts.planPrdtSysId));
      const cards = await localizedCards(translation, rows, lang, now());
      return {
        plan: { ...summary!, content: content ?? row.content },
        products: rows.map((r, i) => ({ ...cards[i]!, planPrdtSysId: r.planPrdtSysId })),
      };
    },

    /** operations/faqs?categoryCode&keyword: FAQ by category and/or keyword (question and answer, in the reader's language). */
    async faqs(
      q: { startIndex: number; rowCount: number; categoryCode?: number | undefined; keyword?: string | undefined },
      lang: Lang,
    ): Promise<FaqsResponse> {
      const kw = q.keyword?.trim().toLowerCase() ?? '';
      const like = `%${likeEscape(kw)}%`;
      const byKeyword = kw
        ? lang === 'en'
          ? or(
              sql`lower(coalesce(${faqs.questionEn}, ${faqs.question})) like ${like}`,
              sql`lower(coalesce(${faqs.answerEn}, ${faqs.answer})) like ${like}`,
            )
          : or(sql`lower(${faqs.question}) like ${like}`, sql`lower(${faqs.answer}) like ${like}`)
        : undefined;
      const where = and(q.categoryCode ? eq(faqs.categoryCode, q.categoryCode) : undefined, byKeyword);
      const rows = await db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(asc(faqs.categoryCode), asc(faqs.sortOrder), asc(faqs.faqSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(faqs)
        .where(where);
      return { faqs: await presentFaqs(rows, lang), totalCount: count?.n ?? 0 };
    },

    async faq(id: number, lang: Lang): Promise<{ faq: Faq }> {
      const [row] = await db.select().from(faqs).where(eq(faqs.faqSysId, id));
      if (!row) throw new AppError(RC.FAQ_NOT_FOUND);
      const [faq] = await presentFaqs([row], lang);
      return { faq: faq! };
    },

    /** operations/contents/{id}: a page or a legal text, chapters of articles. */
    async contents(id: number, lang: Lang): Promise<ContentsResponse> {
      const [row] = await db.select().from(contents).where(eq(contents.contentsSysId, id));
      if (!row) throw new AppError(RC.CONTENTS_NOT_FOUND);
      const kind = (['page', 'terms', 'privacy', 'about'] as const).find((k) => k === row.kind) ?? 'page';
      let chapters = row.chapters;
      let title = row.title;
      if (lang !== 'ko') {
        if (row.chaptersEn) chapters = row.chaptersEn;
        else {
          const flat = row.chapters.flatMap((c) => [c.title, ...c.articles.flatMap((a) => [a.title, a.body])]);
          const tr = await translation.localize(
            flat.map((ko) => ({ ko })),
            lang,
          );
          let k = 0;
          chapters = row.chapters.map((c) => ({
            title: tr[k++]!,
            articles: c.articles.map((a) => ({ num: a.num, title: tr[k++]!, body: tr[k++]! })),
          }));
        }
        const [t] = await translation.localize([{ ko: row.title, en: row.titleEn }], lang);
        title = t ?? row.title;
      }
      if (kind === 'privacy' && privacyArticles) chapters = withGeneratedArticles(chapters, privacyArticles(lang));
      return {
        contents: {
          contentsSysId: row.contentsSysId,
          kind,
          title,
          imageUrl: row.imageUrl,
          chapters,
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },

    /** operations/notices/list?startIndex&rowCount: pinned first, then newest. */
    async notices(q: { startIndex: number; rowCount: number }, lang: Lang): Promise<NoticesResponse> {
      const rows = await db
        .select()
        .from(notices)
        .orderBy(desc(notices.isPinned), desc(notices.createdAt), desc(notices.noticeSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notices);
      const texts = await localizeTwo(translation, rows, lang, (r) => [
        { ko: r.title, en: r.titleEn },
        { ko: r.content, en: r.contentEn },
      ]);
      return {
        notices: rows.map((r, i) => ({
          noticeSysId: r.noticeSysId,
          title: texts[i]![0],
          content: texts[i]![1],
          isPinned: r.isPinned ? 1 : 0,
          createdAt: r.createdAt.toISOString(),
        })),
        totalCount: count?.n ?? 0,
      };
    },

    deliveryCompanys(lang: Lang): DeliveryCompaniesResponse {
      return {
        deliveryCompanys: DELIVERY_COMPANIES.map((d) => ({ code: d.code, name: d[lang], trackingUrl: d.trackingUrl })),
      };
    },

    banks(lang: Lang): BanksResponse {
      return { banks: BANKS.map((b) => ({ code: b.code, name: b[lang] })) };
    },
  };
}

function getColumns() {
  return {
    planSysId: plans.planSysId,
    planType: plans.planType,
    title: plans.title,
    titleEn: plans.titleEn,
    briefComment: plans.briefComment,
    briefCommentEn: plans.briefCommentEn,
    content: plans.content,
    contentEn: plans.contentEn,
    bannerImageUrl: plans.bannerImageUrl,
    startDate: plans.startDate,
    endDate: plans.endDate,
    isMain: plans.isMain,
    sortOrder: plans.sortOrder,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
