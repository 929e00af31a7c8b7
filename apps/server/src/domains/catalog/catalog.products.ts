import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RC,
  type Lang,
  type MainListQuery,
  type ProductDetail,
  type ProductDetailInfo,
  type ProductListResponse,
  type ProductListsQuery,
  type GetProductsBundleshippingListResponse,
} from '@lc/contracts';
import {
  brands,
  broadcastProducts,
  broadcastSchedules,
  categories,
  planProducts,
  plans,
  productImages,
  productPicks,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { liveOnlyClosed, liveWindowEnded, livePriceApplies, type LivePriced } from './catalog.policy.js';
import { discountRateSql, sortOrder, type Caller, type CatalogContext } from './catalog.context.js';
import { createDetailReader } from './catalog.detail.js';
import { GUIDES, mandatoryDeliveryFee } from './catalog.delivery.js';
import { assertShowableReturnExceptions } from '../../shared/return-exceptions.js';

/** Product lists (home tabs, category and brand lists, bundles), the product page, and the staff patch. */
export function createCatalogProducts(ctx: CatalogContext) {
  const { db, now, translation, cards, listWhere, requireProduct } = ctx;
  const baseDetail = createDetailReader(ctx);
  return {
    /** products/mainlist: the home lists by tab (live: open live prices; best: sales; ranking: views and sales; benefit: discounts). */
    mainList(q: MainListQuery, lang: Lang): Promise<ProductListResponse> {
      const [where, first] = mainTab(q.tab, now());
      return listWhere(where, [first, desc(products.prdtSysId)], q.startIndex, q.rowCount, lang);
    },

    /** products/lists?categorySysId|brandSysId&sort */
    async lists(q: ProductListsQuery, lang: Lang): Promise<ProductListResponse> {
      const conds: SQL[] = [];
      if (q.categorySysId) {
        const [cat] = await db
          .select({ level: categories.categoryLevel })
          .from(categories)
          .where(eq(categories.categorySysId, q.categorySysId));
        if (!cat) throw new AppError(RC.CATEGORY_NOT_FOUND);
        conds.push(
          cat.level === 1
            ? inArray(
                products.categorySysId,
                db
                  .select({ id: categories.categorySysId })
                  .from(categories)
                  .where(
                    or(eq(categories.parentSysId, q.categorySysId), eq(categories.categorySysId, q.categorySysId)),
                  ),
              )
            : eq(products.categorySysId, q.categorySysId),
        );
      }
      if (q.brandSysId) {
        const [b] = await db.select({ id: brands.brandSysId }).from(brands).where(eq(brands.brandSysId, q.brandSysId));
        if (!b) throw new AppError(RC.BRAND_NOT_FOUND);
        conds.push(eq(products.brandSysId, q.brandSysId));
      }
      return listWhere(conds.length ? and(...conds) : undefined, sortOrder(q.sort), q.startIndex, q.rowCount, lang);
    },

    /**
     * The broadcast a product page was reached from (shopping §4, live §2): a schedule id from the
     * list links, or a broadcast product id from the pinned product (resolved to the schedule on air,
     * else the latest one of its broadcast). It counts only when that broadcast carries the product.
     */
    async broadcastContext(
      prdtSysId: number,
      q: { broadcastScheduleSysId?: number | undefined; broadcastProductSysId?: number | undefined },
    ): Promise<number | null> {
      const by = q.broadcastScheduleSysId
        ? eq(broadcastSchedules.broadcastScheduleSysId, q.broadcastScheduleSysId)
        : q.broadcastProductSysId
          ? eq(broadcastProducts.broadcastProductSysId, q.broadcastProductSysId)
          : undefined;
      if (!by) return null;
      // a pinned product's broadcast has several schedules: the one on air, else the latest
      const [row] = await db
        .select({ id: broadcastSchedules.broadcastScheduleSysId })
        .from(broadcastProducts)
        .innerJoin(broadcastSchedules, eq(broadcastSchedules.broadcastSysId, broadcastProducts.broadcastSysId))
        .where(and(by, eq(broadcastProducts.prdtSysId, prdtSysId)))
        .orderBy(
          desc(sql`case when ${broadcastSchedules.liveFlag} = 1 then 1 else 0 end`),
          desc(broadcastSchedules.startDate),
          desc(broadcastSchedules.startTime),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** products/{id}: the product with options, adding products, delivery terms and the caller's price. */
    async product(
      id: number,
      caller: Caller,
      q: {
        broadcastScheduleSysId?: number | undefined;
        broadcastProductSysId?: number | undefined;
        planPrdtSysId?: number | undefined;
      },
    ): Promise<{ product: ProductDetail }> {
      const base = await baseDetail(id, caller.lang);
      const t = now();
      const scheduleId = await this.broadcastContext(id, q);
      const applies = livePriceApplies(base.live, {
        member: caller.userSysId !== undefined,
        broadcastScheduleSysId: scheduleId,
        now: t,
      });
      let isPick = 0;
      if (caller.userSysId !== undefined) {
        const [p] = await db
          .select({ id: productPicks.prdtSysId })
          .from(productPicks)
          .where(and(eq(productPicks.userSysId, caller.userSysId), eq(productPicks.prdtSysId, id)));
        isPick = p ? 1 : 0;
      }
      let planTitle: string | null = null;
      let planPrdtSysId: number | null = null;
      let planType: 'plan' | 'event' | null = null;
      if (q.planPrdtSysId) {
        const [pp] = await db
          .select({ title: plans.title, titleEn: plans.titleEn, planType: plans.planType })
          .from(planProducts)
          .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
          .where(and(eq(planProducts.planPrdtSysId, q.planPrdtSysId), eq(planProducts.prdtSysId, id)));
        if (!pp) throw new AppError(RC.PRODUCT_NOT_FOUND);
        planPrdtSysId = q.planPrdtSysId;
        planType = pp.planType === 'event' ? 'event' : 'plan';
        const [title] = await translation.localize([{ ko: pp.title, en: pp.titleEn }], caller.lang);
        planTitle = title ?? pp.title;
      }
      const { live, ...rest } = base;
      const finalPrice = applies && live.livePrice !== null ? live.livePrice : base.price;
      const deliveryFee = mandatoryDeliveryFee(base.delivery, finalPrice);
      return {
        product: {
          ...rest,
          isLivePrice: liveWindowEndedOrOpen(live, t),
          finalPrice,
          deliveryFee,
          totalPrice: finalPrice + deliveryFee,
          livePriceApplied: applies ? 1 : 0,
          livePriceExpired: liveWindowEnded(live, t) ? 1 : 0,
          liveOnlyClosed: liveOnlyClosed(live, t) ? 1 : 0,
          isPick: isPick as 0 | 1,
          planPrdtSysId,
          planTitle,
          planType,
          broadcastScheduleSysId: scheduleId,
        },
      };
    },

    /** products/{id}/detail: description, detail images, 상품정보제공고시, delivery and return guides. */
    async detailInfo(id: number, lang: Lang): Promise<{ detail: ProductDetailInfo }> {
      const [row] = await db
        .select({
          description: products.description,
          descriptionEn: products.descriptionEn,
          infoNotice: products.infoNotice,
          deliveryPriceTypeCode: products.deliveryPriceTypeCode,
        })
        .from(products)
        .where(eq(products.prdtSysId, id));
      if (!row) throw new AppError(RC.PRODUCT_NOT_FOUND);
      const images = await db
        .select({ url: productImages.url })
        .from(productImages)
        .where(and(eq(productImages.prdtSysId, id), eq(productImages.kind, 'detail')))
        .orderBy(asc(productImages.sortOrder));
      const notice = row.infoNotice ?? [];
      const texts = await translation.localize(
        [
          { ko: row.description ?? '', en: row.descriptionEn },
          ...notice.flatMap((n) => [
            { ko: n.label, en: n.labelEn },
            { ko: n.value, en: n.valueEn },
          ]),
        ],
        lang,
      );
      return {
        detail: {
          prdtSysId: id,
          description: texts[0] ?? '',
          detailImages: images.map((i) => i.url),
          infoNotice: notice.map((_, i) => ({ label: texts[1 + 2 * i]!, value: texts[2 + 2 * i]! })),
          deliveryGuide: GUIDES[lang].delivery,
          returnGuide: GUIDES[lang].returns,
        },
      };
    },

    /** products/{id}/bundleshipping/list: products the same seller ships in one parcel with this one. */
    async bundle(
      id: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<GetProductsBundleshippingListResponse> {
      const p = await requireProduct(id);
      const out = await listWhere(
        and(eq(products.brandSysId, p.brandSysId), eq(products.isDisplay, 1), sql`${products.prdtSysId} <> ${id}`),
        sortOrder('newest'),
        paging.startIndex,
        paging.rowCount,
        lang,
      );
      const [base] = await cards([p], lang);
      return { baseProduct: base!, ...out };
    },

    /** PATCH products/{id} (staff): price, market price, display, sold-out, stock, return exceptions; drops the caches. */
    async patchProduct(
      id: number,
      body: Partial<{
        price: number;
        marketPrice: number;
        isDisplay: 0 | 1;
        isSoldout: 0 | 1;
        stock: number;
        isLiveOnly: 0 | 1;
        returnExceptions: number[];
      }>,
    ): Promise<{ prdtSysId: number }> {
      assertShowableReturnExceptions(body.returnExceptions);
      const { isLiveOnly, ...cols } = body;
      const set: Record<string, unknown> = {
        ...cols,
        ...(isLiveOnly === undefined ? {} : { liveOnly: isLiveOnly === 1 }),
        updatedAt: now(),
      };
      const done = await db
        .update(products)
        .set(set)
        .where(eq(products.prdtSysId, id))
        .returning({ id: products.prdtSysId });
      if (done.length === 0) throw new AppError(RC.PRODUCT_NOT_FOUND);
      ctx.invalidate();
      return { prdtSysId: id };
    },
  };
}

/** isLivePrice on the detail: 1 while the window is open (same as lists). */
function liveWindowEndedOrOpen(live: LivePriced, t: Date): 0 | 1 {
  return live.livePrice !== null &&
    live.livePriceStartDate !== null &&
    live.livePriceEndDate !== null &&
    live.livePriceStartDate <= t &&
    t < live.livePriceEndDate
    ? 1
    : 0;
}

/** A home tab's filter and first sort key (newest id breaks ties in every tab). */
function mainTab(tab: MainListQuery['tab'], t: Date): [SQL | undefined, SQL] {
  switch (tab) {
    case 'live':
      return [
        and(
          sql`${products.livePrice} is not null`,
          sql`${products.livePriceStartDate} <= ${t.toISOString()}`,
          sql`${products.livePriceEndDate} > ${t.toISOString()}`,
        ),
        asc(products.livePriceEndDate),
      ];
    case 'best':
      return [eq(products.isDisplay, 1), desc(products.saleCount)];
    case 'ranking':
      return [eq(products.isDisplay, 1), desc(sql`${products.saleCount} * 10 + ${products.viewCount}`)];
    case 'benefit':
      return [and(eq(products.isDisplay, 1), gt(products.marketPrice, products.price)), desc(discountRateSql)];
    default:
      // the newest first, as sortOrder('newest')
      return [undefined, desc(products.createdAt)];
  }
}
