import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  broadcastStatus,
  RC,
  type AddingCostsResponse,
  type BrandBroadcastsResponse,
  type BrandResponse,
  type BrandSearchResponse,
  type CategoriesResponse,
  type Lang,
  type MainListQuery,
  type PicksResponse,
  type ProductCard,
  type ProductDetail,
  type ProductDetailInfo,
  type ProductListResponse,
  type ProductListsQuery,
  type SearchQuery,
  type SellerNoticeResponse,
  type SortOption,
  type ViewsResponse,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import {
  brands,
  broadcastProducts,
  broadcasts,
  broadcastSchedules,
  categories,
  planProducts,
  plans,
  productAddingProductDetails,
  productAddingProducts,
  productImages,
  productOptions,
  productPicks,
  products,
  productViews,
  sellerNotices,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Redis } from 'ioredis';
import type { TranslationService } from '../translation/translation.service.js';
import { redisInvalidationBus } from './catalog.bus.js';
import { ResponseCache } from './catalog.cache.js';
import { extraAreaOf } from './catalog.postal.js';
import {
  chosungOf,
  likeEscape,
  liveWindowEnded,
  livePriceApplies,
  parseKeyword,
  BRAND_CHANNEL_SCHEDULES_MAX,
  PICK_MAX,
  VIEW_LOG_MAX,
  type LivePriced,
} from './catalog.policy.js';
import { localizeTwo } from '../../shared/localize.js';
import { localizedCards, productCardColumns as cardColumns, type ProductCardRow } from '../../shared/product-cards.js';

export interface Caller {
  /** the member's id, or undefined for guests and the demo token */
  userSysId: number | undefined;
  lang: Lang;
}

/**
 * Products of the brand row being selected. Written out in full: in a single-table select drizzle
 * leaves column names unqualified, and an unqualified brand_sys_id inside the subquery would be the
 * product's own (counting every product).
 */
const brandProductCount = sql<number>`(select count(*)::int from products p where p.brand_sys_id = "brands"."brand_sys_id")`;

const discountRateSql = sql<number>`case when ${products.marketPrice} > 0 then ((${products.marketPrice} - ${products.price}) * 100) / ${products.marketPrice} else 0 end`;

/**
 * The delivery fee one piece at this price must pay (free, free above an amount, or always paid): the
 * product page shows the total with it on its first screen (전자상거래법 다크패턴 규정, 2025-02-14: 순차공개 가격책정 금지).
 */
export function mandatoryDeliveryFee(
  d: { deliveryPriceTypeCode: number; deliveryPrice: number; freeDeliveryMinAmount: number | null },
  amount: number,
): number {
  if (d.deliveryPriceTypeCode === 1) return 0;
  if (d.deliveryPriceTypeCode === 2 && d.freeDeliveryMinAmount !== null && amount >= d.freeDeliveryMinAmount) return 0;
  return d.deliveryPrice;
}

function sortOrder(sort: SortOption): SQL[] {
  if (sort === 'highPrice') return [desc(products.price), desc(products.prdtSysId)];
  if (sort === 'lowPrice') return [asc(products.price), desc(products.prdtSysId)];
  return [desc(products.createdAt), desc(products.prdtSysId)];
}

type BaseDetail = Omit<
  ProductDetail,
  | 'finalPrice'
  | 'livePriceApplied'
  | 'livePriceExpired'
  | 'isPick'
  | 'planPrdtSysId'
  | 'planTitle'
  | 'planType'
  | 'broadcastScheduleSysId'
  | 'isLivePrice'
  | 'totalPrice'
> & {
  live: LivePriced;
};

export function createCatalogService(deps: {
  db: Db;
  now: () => Date;
  translation: TranslationService;
  /** with several nodes: cache invalidations are published on Redis so every node drops its cache */
  redis?: Redis | undefined;
  redisPrefix?: string;
  log?: (msg: string, err?: unknown) => void;
}) {
  const { db, now, translation } = deps;
  const objects = new ResponseCache<unknown>(() => now().getTime());
  const listeners: (() => void)[] = [];
  /** drops this node's caches (a local write, or another node's) */
  const dropLocal = () => {
    objects.clear();
    listeners.forEach((fn) => fn());
  };
  const bus = deps.redis
    ? redisInvalidationBus({
        redis: deps.redis,
        channel: `${deps.redisPrefix ?? ''}catalog:invalidate`,
        onRemote: dropLocal,
        log: deps.log ?? (() => undefined),
      })
    : undefined;

  const cards = (rows: ProductCardRow[], lang: Lang): Promise<ProductCard[]> =>
    localizedCards(translation, rows, lang, now());

  async function listWhere(
    where: SQL | undefined,
    order: SQL[],
    startIndex: number,
    rowCount: number,
    lang: Lang,
  ): Promise<ProductListResponse> {
    const rows = await db
      .select(cardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(where)
      .orderBy(...order)
      .limit(rowCount)
      .offset(startIndex);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(where);
    return { products: await cards(rows, lang), totalCount: count?.n ?? 0 };
  }

  async function requireProduct(id: number) {
    const [row] = await db
      .select({ ...cardColumns, nameChosung: products.nameChosung })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(eq(products.prdtSysId, id));
    if (!row) throw new AppError(RC.PRODUCT_NOT_FOUND);
    return row;
  }

  async function baseDetail(id: number, lang: Lang): Promise<BaseDetail> {
    const key = `detail:${id}:${lang}`;
    const gen = objects.gen;
    const hit = objects.get(key) as BaseDetail | undefined;
    if (hit) return hit;
    const [row] = await db
      .select({
        ...cardColumns,
        categorySysId: products.categorySysId,
        categoryName: categories.name,
        categoryNameEn: categories.nameEn,
        parentCategorySysId: categories.parentSysId,
        brandImageUrl: brands.imageUrl,
        sellerSysId: brands.sellerSysId,
        optionTypeCode: products.optionTypeCode,
        deliveryPrice: products.deliveryPrice,
        freeDeliveryMinAmount: products.freeDeliveryMinAmount,
        jejuAddingCost: products.jejuAddingCost,
        islandAddingCost: products.islandAddingCost,
        isAlcohol: products.isAlcohol,
        sellerCompanyName: brands.sellerCompanyName,
        sellerRepresentative: brands.sellerRepresentative,
        sellerAddress: brands.sellerAddress,
        sellerPhone: brands.sellerPhone,
        sellerEmail: brands.sellerEmail,
        sellerBizRegNo: brands.sellerBizRegNo,
        sellerMailOrderNo: brands.sellerMailOrderNo,
      })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .leftJoin(categories, eq(categories.categorySysId, products.categorySysId))
      .where(eq(products.prdtSysId, id));
    if (!row) throw new AppError(RC.PRODUCT_NOT_FOUND);
    const [options, images, adding] = await Promise.all([
      db
        .select()
        .from(productOptions)
        .where(eq(productOptions.prdtSysId, id))
        .orderBy(asc(productOptions.sortOrder), asc(productOptions.prdtOptionSysId)),
      db
        .select({ url: productImages.url })
        .from(productImages)
        .where(and(eq(productImages.prdtSysId, id), eq(productImages.kind, 'gallery')))
        .orderBy(asc(productImages.sortOrder)),
      db
        .select({
          id: productAddingProducts.prdtAddingProductSysId,
          name: productAddingProducts.name,
          detailId: productAddingProductDetails.prdtAddingProductDetailSysId,
          detailName: productAddingProductDetails.name,
          price: productAddingProductDetails.price,
          stock: productAddingProductDetails.stock,
        })
        .from(productAddingProducts)
        .innerJoin(
          productAddingProductDetails,
          eq(productAddingProductDetails.prdtAddingProductSysId, productAddingProducts.prdtAddingProductSysId),
        )
        .where(eq(productAddingProducts.prdtSysId, id))
        .orderBy(asc(productAddingProducts.sortOrder), asc(productAddingProductDetails.sortOrder)),
    ]);
    const [card] = await cards([row], lang);
    const [categoryName] = row.categoryName
      ? await translation.localize([{ ko: row.categoryName, en: row.categoryNameEn }], lang)
      : [null];
    const groups = new Map<string, BaseDetail['optionGroups'][number]>();
    for (const o of options) {
      let g = groups.get(o.optionGroup);
      if (!g) groups.set(o.optionGroup, (g = { name: o.optionGroup, productOptions: [] }));
      g.productOptions.push({
        prdtOptionSysId: o.prdtOptionSysId,
        optionKeyName: o.optionKeyName,
        name: o.optionKeyName,
        price: o.addedPrice,
        count: o.stock,
        isSoldout: o.stock <= 0 ? 1 : 0,
      });
    }
    const addingMap = new Map<number, BaseDetail['addingProducts'][number]>();
    for (const a of adding) {
      let g = addingMap.get(a.id);
      if (!g) addingMap.set(a.id, (g = { prdtAddingProductSysId: a.id, name: a.name, details: [] }));
      g.details.push({
        prdtAddingProductDetailSysId: a.detailId,
        name: a.detailName,
        price: a.price,
        count: a.stock,
        isSoldout: a.stock <= 0 ? 1 : 0,
      });
    }
    const type = card!.deliveryPriceTypeCode;
    const base: BaseDetail = {
      ...card!,
      categorySysId: row.categorySysId,
      categoryName,
      parentCategorySysId: row.parentCategorySysId,
      brandImageUrl: row.brandImageUrl,
      sellerSysId: row.sellerSysId,
      images: [row.bigImageUrl, ...images.map((i) => i.url)],
      stock: row.stock,
      optionTypeCode: groups.size > 0 ? 1 : 0,
      isOption: groups.size > 0 ? 1 : 0,
      optionGroups: [...groups.values()],
      isAddingProduct: addingMap.size > 0 ? 1 : 0,
      addingProducts: [...addingMap.values()],
      delivery: {
        deliveryPriceTypeCode: type,
        deliveryPrice: type === 1 ? 0 : row.deliveryPrice,
        freeDeliveryMinAmount: type === 2 ? row.freeDeliveryMinAmount : null,
        jejuAddingCost: row.jejuAddingCost,
        islandAddingCost: row.islandAddingCost,
      },
      live: {
        livePrice: row.livePrice,
        livePriceStartDate: row.livePriceStartDate,
        livePriceEndDate: row.livePriceEndDate,
      },
      isAlcohol: row.isAlcohol === 1 ? 1 : 0,
      seller: {
        companyName: row.sellerCompanyName,
        representative: row.sellerRepresentative,
        address: row.sellerAddress,
        phone: row.sellerPhone,
        email: row.sellerEmail,
        bizRegNo: row.sellerBizRegNo,
        mailOrderNo: row.sellerMailOrderNo,
      },
    };
    objects.set(key, base, gen);
    return base;
  }

  /** The ids among `ids` that the member has picked. */
  async function picksAmong(userSysId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: productPicks.prdtSysId })
      .from(productPicks)
      .where(and(eq(productPicks.userSysId, userSysId), inArray(productPicks.prdtSysId, [...new Set(ids)])));
    return new Set(rows.map((r) => r.id));
  }

  return {
    /**
     * A list answer for a signed-in member: the shared (cached) answer with `isPick` set on the
     * products this member picked (one query over the listed ids). Answers without products pass through.
     */
    async withPicks<T extends object>(data: T, userSysId: number | undefined): Promise<T> {
      const list = (data as { products?: unknown }).products;
      if (userSysId === undefined || !Array.isArray(list) || list.length === 0) return data;
      const cards = list as ProductCard[];
      const picked = await picksAmong(
        userSysId,
        cards.map((c) => c.prdtSysId),
      );
      if (picked.size === 0) return data;
      return { ...data, products: cards.map((c) => (picked.has(c.prdtSysId) ? { ...c, isPick: 1 } : c)) };
    },

    /** Drops every cached list and detail, here and (with Redis) on every other node; call after each catalog write commits. */
    invalidate(): void {
      dropLocal();
      bus?.publish();
    },
    /** Stops listening for other nodes' invalidations. */
    async close(): Promise<void> {
      await bus?.close();
    },
    onInvalidate(fn: () => void): void {
      listeners.push(fn);
    },

    /** products/mainlist: the home lists by tab (live: open live prices; best: sales; ranking: views and sales; benefit: discounts). */
    mainList(q: MainListQuery, lang: Lang): Promise<ProductListResponse> {
      const t = now();
      switch (q.tab) {
        case 'live':
          return listWhere(
            and(
              sql`${products.livePrice} is not null`,
              sql`${products.livePriceStartDate} <= ${t.toISOString()}`,
              sql`${products.livePriceEndDate} > ${t.toISOString()}`,
            ),
            [asc(products.livePriceEndDate), desc(products.prdtSysId)],
            q.startIndex,
            q.rowCount,
            lang,
          );
        case 'best':
          return listWhere(
            eq(products.isDisplay, 1),
            [desc(products.saleCount), desc(products.prdtSysId)],
            q.startIndex,
            q.rowCount,
            lang,
          );
        case 'ranking':
          return listWhere(
            eq(products.isDisplay, 1),
            [desc(sql`${products.saleCount} * 10 + ${products.viewCount}`), desc(products.prdtSysId)],
            q.startIndex,
            q.rowCount,
            lang,
          );
        case 'benefit':
          return listWhere(
            and(eq(products.isDisplay, 1), gt(products.marketPrice, products.price)),
            [desc(discountRateSql), desc(products.prdtSysId)],
            q.startIndex,
            q.rowCount,
            lang,
          );
        default:
          return listWhere(undefined, sortOrder('newest'), q.startIndex, q.rowCount, lang);
      }
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
     * products/searchlists: partial matches in product and brand names (spaces optional), 초성 queries,
     * English names; ranked exact > prefix > contains > brand > 초성, then on-sale, in-stock, sales.
     * The matching brands are found first (a small table), so every condition on products is on one
     * of its own indexed expressions (trigram indexes where pg_trgm is installed, migration 0009).
     */
    async search(q: SearchQuery, lang: Lang): Promise<ProductListResponse & { keyword: string }> {
      const kw = parseKeyword(q.keyword);
      const like = `%${likeEscape(kw.text)}%`;
      const compactLike = `%${likeEscape(kw.compact)}%`;
      const nameCompact = sql`replace(lower(${products.name}), ' ', '')`;
      const brandCompact = sql`replace(lower(${brands.name}), ' ', '')`;
      const chosungLike = kw.chosung ? `%${likeEscape(kw.chosung)}%` : null;
      // brand score: spaceless name 60 > 초성 (or syllables with bare consonants) 45 > English name 35
      const brandScoreSql = sql<number>`case when ${brandCompact} like ${compactLike} then 60
        ${kw.mixedPattern ? sql`when ${brandCompact} ~ ${kw.mixedPattern} then 45` : sql``}
        ${!kw.mixedPattern && chosungLike ? sql`when ${brands.nameChosung} like ${chosungLike} then 45` : sql``}
        when lower(coalesce(${brands.nameEn}, '')) like ${like} then 35 else 0 end`;
      const brandHits = await db
        .select({ id: brands.brandSysId, score: brandScoreSql })
        .from(brands)
        .where(sql`${brandScoreSql} > 0`);
      const matches: SQL[] = [
        sql`lower(${products.name}) like ${like}`,
        sql`${nameCompact} like ${compactLike}`,
        sql`lower(coalesce(${products.nameEn}, '')) like ${like}`,
      ];
      if (brandHits.length > 0)
        matches.push(
          inArray(
            products.brandSysId,
            brandHits.map((b) => b.id),
          ),
        );
      let chosungScore = sql`0`;
      if (kw.mixedPattern) {
        // 캠ㅍ: syllables must match as typed, bare consonants stand for their syllables
        matches.push(sql`${nameCompact} ~ ${kw.mixedPattern}`);
        chosungScore = sql`case when ${nameCompact} ~ ${kw.mixedPattern} then 55 else 0 end`;
      } else if (kw.chosung) {
        matches.push(sql`${products.nameChosung} like ${chosungLike}`);
        chosungScore = sql`case when ${products.nameChosung} like ${`${likeEscape(kw.chosung)}%`} then 55
          when ${products.nameChosung} like ${chosungLike} then 50 else 0 end`;
      }
      const brandScore =
        brandHits.length > 0
          ? sql`case ${products.brandSysId} ${sql.join(
              brandHits.map((b) => sql`when ${b.id} then ${sql.raw(String(Number(b.score)))}`),
              sql` `,
            )} else 0 end`
          : sql`0`;
      const score = sql<number>`greatest(
        case when lower(${products.name}) = ${kw.text} then 100
             when lower(${products.name}) like ${`${likeEscape(kw.text)}%`} then 90
             when lower(${products.name}) like ${like} then 80
             when ${nameCompact} like ${compactLike} then 70
             when lower(coalesce(${products.nameEn}, '')) like ${like} then 40
             else 0 end, ${chosungScore}, ${brandScore})`;
      const where = or(...matches);
      const order: SQL[] = q.sort
        ? sortOrder(q.sort)
        : [
            desc(score),
            desc(products.isDisplay),
            asc(sql`case when ${products.isSoldout} = 1 or ${products.stock} <= 0 then 1 else 0 end`),
            desc(products.saleCount),
            desc(products.prdtSysId),
          ];
      const out = await listWhere(where, order, q.startIndex, q.rowCount, lang);
      return { ...out, keyword: kw.text };
    },

    /** brands/searchlists?keyword: partial and 초성 matches in brand names (Korean and English). */
    async brandSearch(q: SearchQuery, lang: Lang): Promise<BrandSearchResponse> {
      const kw = parseKeyword(q.keyword);
      const compactLike = `%${likeEscape(kw.compact)}%`;
      const conds: SQL[] = [
        sql`replace(lower(${brands.name}), ' ', '') like ${compactLike}`,
        sql`lower(coalesce(${brands.nameEn}, '')) like ${`%${likeEscape(kw.text)}%`}`,
      ];
      if (kw.chosung) conds.push(sql`${brands.nameChosung} like ${`%${likeEscape(kw.chosung)}%`}`);
      const where = or(...conds);
      const rows = await db
        .select({
          brandSysId: brands.brandSysId,
          name: brands.name,
          nameEn: brands.nameEn,
          imageUrl: brands.imageUrl,
          productCount: brandProductCount,
        })
        .from(brands)
        .where(where)
        .orderBy(
          desc(sql`case when lower(${brands.name}) like ${`${likeEscape(kw.text)}%`} then 1 else 0 end`),
          asc(brands.name),
        )
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(brands)
        .where(where);
      const names = await translation.localize(
        rows.map((r) => ({ ko: r.name, en: r.nameEn })),
        lang,
      );
      return {
        brands: rows.map((r, i) => ({
          brandSysId: r.brandSysId,
          name: names[i]!,
          imageUrl: r.imageUrl,
          productCount: r.productCount,
        })),
        totalCount: count?.n ?? 0,
      };
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
      if (q.broadcastScheduleSysId) {
        const [row] = await db
          .select({ id: broadcastSchedules.broadcastScheduleSysId })
          .from(broadcastSchedules)
          .innerJoin(broadcastProducts, eq(broadcastProducts.broadcastSysId, broadcastSchedules.broadcastSysId))
          .where(
            and(
              eq(broadcastSchedules.broadcastScheduleSysId, q.broadcastScheduleSysId),
              eq(broadcastProducts.prdtSysId, prdtSysId),
            ),
          )
          .limit(1);
        return row?.id ?? null;
      }
      if (q.broadcastProductSysId) {
        const [row] = await db
          .select({ id: broadcastSchedules.broadcastScheduleSysId })
          .from(broadcastProducts)
          .innerJoin(broadcastSchedules, eq(broadcastSchedules.broadcastSysId, broadcastProducts.broadcastSysId))
          .where(
            and(
              eq(broadcastProducts.broadcastProductSysId, q.broadcastProductSysId),
              eq(broadcastProducts.prdtSysId, prdtSysId),
            ),
          )
          .orderBy(
            desc(sql`case when ${broadcastSchedules.liveFlag} = 1 then 1 else 0 end`),
            desc(broadcastSchedules.startDate),
            desc(broadcastSchedules.startTime),
          )
          .limit(1);
        return row?.id ?? null;
      }
      return null;
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
      return {
        product: {
          ...rest,
          isLivePrice: liveWindowEndedOrOpen(live, t),
          finalPrice,
          totalPrice: finalPrice + mandatoryDeliveryFee(base.delivery, finalPrice),
          livePriceApplied: applies ? 1 : 0,
          livePriceExpired: liveWindowEnded(live, t) ? 1 : 0,
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
    async bundle(id: number, paging: { startIndex: number; rowCount: number }, lang: Lang) {
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

    /** brands/{id} */
    async brand(id: number, lang: Lang): Promise<BrandResponse> {
      const [row] = await db
        .select({
          brandSysId: brands.brandSysId,
          name: brands.name,
          nameEn: brands.nameEn,
          imageUrl: brands.imageUrl,
          description: brands.description,
          descriptionEn: brands.descriptionEn,
          sellerSysId: brands.sellerSysId,
          productCount: brandProductCount,
        })
        .from(brands)
        .where(eq(brands.brandSysId, id));
      if (!row) throw new AppError(RC.BRAND_NOT_FOUND);
      const [name, description] = await translation.localize(
        [
          { ko: row.name, en: row.nameEn },
          { ko: row.description ?? '', en: row.descriptionEn },
        ],
        lang,
      );
      return {
        brand: {
          brandSysId: row.brandSysId,
          name: name!,
          imageUrl: row.imageUrl,
          productCount: row.productCount,
          description: row.description ? description! : null,
          sellerSysId: row.sellerSysId,
        },
      };
    },

    /**
     * brands/{id}/broadcasts: the brand channel's airings (blocked broadcasts left out): on air first,
     * then upcoming soonest first, then past ones newest first. Reads the broadcasts tables.
     */
    async brandBroadcasts(
      id: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<BrandBroadcastsResponse> {
      const [b] = await db.select({ id: brands.brandSysId }).from(brands).where(eq(brands.brandSysId, id));
      if (!b) throw new AppError(RC.BRAND_NOT_FOUND);
      const rows = await db
        .select({
          broadcastSysId: broadcasts.broadcastSysId,
          broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
          title: broadcasts.title,
          titleEn: broadcasts.titleEn,
          briefComment: broadcasts.briefComment,
          briefCommentEn: broadcasts.briefCommentEn,
          thumnailLiveUrl: broadcasts.thumnailLiveUrl,
          startDate: broadcastSchedules.startDate,
          startTime: broadcastSchedules.startTime,
          endTime: broadcastSchedules.endTime,
          liveFlag: broadcastSchedules.liveFlag,
          highlightUrl: broadcastSchedules.highlightUrl,
          viewCnt: broadcastSchedules.viewCnt,
          prdtTotalCnt: sql<number>`(select count(*)::int from ${broadcastProducts} where ${broadcastProducts.broadcastSysId} = ${broadcasts.broadcastSysId})`,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(and(eq(broadcasts.brandSysId, id), isNull(broadcasts.blockedAt)))
        .orderBy(desc(broadcastSchedules.startDate), desc(broadcastSchedules.startTime))
        .limit(BRAND_CHANNEL_SCHEDULES_MAX);
      const t = now();
      const rank = { live: 0, ready: 1, vod: 2, ended: 2 } as const;
      const all = rows
        .map((r) => ({ ...r, status: broadcastStatus(r, t), at: `${r.startDate} ${r.startTime}` }))
        .sort((x, y) =>
          rank[x.status] !== rank[y.status]
            ? rank[x.status] - rank[y.status]
            : x.status === 'ready'
              ? x.at.localeCompare(y.at)
              : y.at.localeCompare(x.at),
        );
      const page = all.slice(paging.startIndex, paging.startIndex + paging.rowCount);
      const texts = await translation.localize(
        page.flatMap((r) => [
          { ko: r.title, en: r.titleEn },
          { ko: r.briefComment, en: r.briefCommentEn },
        ]),
        lang,
      );
      return {
        broadcasts: page.map((r, i) => ({
          broadcastSysId: r.broadcastSysId,
          broadcastScheduleSysId: r.broadcastScheduleSysId,
          title: texts[2 * i]!,
          briefComment: texts[2 * i + 1]!,
          thumnailLiveUrl: r.thumnailLiveUrl,
          startDate: r.startDate,
          startTime: r.startTime,
          endTime: r.endTime,
          status: r.status,
          viewCnt: r.viewCnt,
          prdtTotalCnt: r.prdtTotalCnt,
        })),
        totalCount: all.length,
      };
    },

    /** categories?categoryLevel&parentSysId: the two-level tree with product counts. */
    async categories(
      q: { categoryLevel: number; parentSysId?: number | undefined },
      lang: Lang,
    ): Promise<CategoriesResponse> {
      if (q.parentSysId) {
        const [parent] = await db
          .select({ id: categories.categorySysId })
          .from(categories)
          .where(eq(categories.categorySysId, q.parentSysId));
        if (!parent) throw new AppError(RC.CATEGORY_NOT_FOUND);
      }
      const conds: SQL[] = [eq(categories.categoryLevel, q.categoryLevel)];
      if (q.parentSysId) conds.push(eq(categories.parentSysId, q.parentSysId));
      else if (q.categoryLevel === 1) conds.push(isNull(categories.parentSysId));
      const child = sql.raw('c2');
      const self = sql.raw('"categories"."category_sys_id"');
      const rows = await db
        .select({
          categorySysId: categories.categorySysId,
          parentSysId: categories.parentSysId,
          categoryLevel: categories.categoryLevel,
          name: categories.name,
          nameEn: categories.nameEn,
          productCount: sql<number>`(select count(*)::int from products p where p.category_sys_id = ${self}
            or p.category_sys_id in (select ${child}.category_sys_id from categories ${child} where ${child}.parent_sys_id = ${self}))`,
        })
        .from(categories)
        .where(and(...conds))
        .orderBy(asc(categories.sortOrder), asc(categories.categorySysId));
      const names = await translation.localize(
        rows.map((r) => ({ ko: r.name, en: r.nameEn })),
        lang,
      );
      return {
        categories: rows.map((r, i) => ({
          categorySysId: r.categorySysId,
          parentSysId: r.parentSysId,
          categoryLevel: r.categoryLevel,
          name: names[i]!,
          productCount: r.productCount,
        })),
      };
    },

    /** sellers/{id}/notice?brandSysId */
    async sellerNotice(sellerSysId: number, brandSysId: number | undefined, lang: Lang): Promise<SellerNoticeResponse> {
      const rows = await db
        .select()
        .from(sellerNotices)
        .where(
          and(
            eq(sellerNotices.sellerSysId, sellerSysId),
            brandSysId ? or(eq(sellerNotices.brandSysId, brandSysId), isNull(sellerNotices.brandSysId)) : undefined,
          ),
        )
        .orderBy(desc(sellerNotices.createdAt), desc(sellerNotices.sellerNoticeSysId));
      const texts = await localizeTwo(translation, rows, lang, (r) => [
        { ko: r.title, en: r.titleEn },
        { ko: r.content, en: r.contentEn },
      ]);
      return {
        notices: rows.map((r, i) => ({
          sellerNoticeSysId: r.sellerNoticeSysId,
          title: texts[i]![0],
          content: texts[i]![1],
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** operations/deliveries/addingCosts?postNumber&prdtSysIds: extra fee for Jeju and island/mountain areas. */
    async addingCosts(postNumberRaw: string, prdtSysIdsRaw: string, lang: Lang): Promise<AddingCostsResponse> {
      const postNumber = postNumberRaw.replace(/[\s-]/g, '');
      if (!/^\d{5}$/.test(postNumber)) throw new AppError(RC.POST_NUMBER_INVALID);
      const ids = prdtSysIdsRaw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (ids.length === 0 || ids.length > 100 || !ids.every((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)) {
        throw new AppError(RC.VALIDATION, { errors: [{ path: 'prdtSysIds', message: 'comma-separated product ids' }] });
      }
      const uniq = [...new Set(ids.map(Number))];
      const rows = await db
        .select({
          prdtSysId: products.prdtSysId,
          jeju: products.jejuAddingCost,
          island: products.islandAddingCost,
          brandSysId: products.brandSysId,
        })
        .from(products)
        .where(inArray(products.prdtSysId, uniq));
      if (rows.length !== uniq.length) throw new AppError(RC.PRODUCT_NOT_FOUND);
      const area = extraAreaOf(postNumber);
      const per = rows.map((r) => ({
        prdtSysId: r.prdtSysId,
        brandSysId: r.brandSysId,
        cost: area ? (area.type === 'jeju' ? r.jeju : r.island) : 0,
      }));
      // one parcel per seller (brand): the extra fee is charged once per parcel, the highest of its lines
      const perBrand = new Map<number, number>();
      for (const p of per) perBrand.set(p.brandSysId, Math.max(perBrand.get(p.brandSysId) ?? 0, p.cost));
      return {
        postNumber,
        areaType: area?.type ?? 'none',
        areaName: area ? area[lang] : null,
        addDeliveryCost: [...perBrand.values()].reduce((s, v) => s + v, 0),
        products: uniq.map((id) => ({ prdtSysId: id, addDeliveryCost: per.find((p) => p.prdtSysId === id)!.cost })),
      };
    },

    // ---- recent views ----

    /** POST users/{id}/prdtviews {prdtSysId}: records (or refreshes) a view; keeps the latest VIEW_LOG_MAX. */
    async addView(userSysId: number, prdtSysId: number): Promise<{ viewedAt: string }> {
      await requireProduct(prdtSysId);
      const t = now();
      await db
        .insert(productViews)
        .values({ userSysId, prdtSysId, viewedAt: t })
        .onConflictDoUpdate({ target: [productViews.userSysId, productViews.prdtSysId], set: { viewedAt: t } });
      await db
        .update(products)
        .set({ viewCount: sql`${products.viewCount} + 1` })
        .where(eq(products.prdtSysId, prdtSysId));
      await db.execute(sql`delete from ${productViews} where ${productViews.userSysId} = ${userSysId}
        and ${productViews.prdtSysId} not in (select v.prdt_sys_id from product_views v where v.user_sys_id = ${userSysId}
        order by v.viewed_at desc, v.prdt_sys_id desc limit ${VIEW_LOG_MAX})`);
      return { viewedAt: t.toISOString() };
    },

    /** GET users/{id}/prdtviews?startIndex&rowCount → {views} newest first. */
    async views(
      userSysId: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<ViewsResponse> {
      const rows = await db
        .select({ ...cardColumns, viewedAt: productViews.viewedAt })
        .from(productViews)
        .innerJoin(products, eq(products.prdtSysId, productViews.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(eq(productViews.userSysId, userSysId))
        .orderBy(desc(productViews.viewedAt), desc(productViews.prdtSysId))
        .limit(paging.rowCount)
        .offset(paging.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productViews)
        .where(eq(productViews.userSysId, userSysId));
      const list = await cards(rows, lang);
      const picked = await picksAmong(
        userSysId,
        rows.map((r) => r.prdtSysId),
      );
      return {
        views: list.map((c, i) => ({
          ...c,
          isPick: picked.has(c.prdtSysId) ? 1 : 0,
          viewedAt: rows[i]!.viewedAt.toISOString(),
        })),
        totalCount: count?.n ?? 0,
      };
    },

    /** DELETE prdtviews/list {prdtSysIds?}: removes the given views, or all of them. */
    async deleteViews(userSysId: number, prdtSysIds: number[] | undefined): Promise<{ deletedCount: number }> {
      const where = prdtSysIds?.length
        ? and(eq(productViews.userSysId, userSysId), inArray(productViews.prdtSysId, prdtSysIds))
        : eq(productViews.userSysId, userSysId);
      const gone = await db.delete(productViews).where(where).returning({ id: productViews.prdtSysId });
      return { deletedCount: gone.length };
    },

    // ---- pick (wish list) ----

    /** POST users/{id}/prdtpick {prdtSysId}: a product not for sale cannot be picked (3002). Idempotent. */
    async addPick(userSysId: number, prdtSysId: number): Promise<{ isPick: 1; pickCount: number }> {
      const p = await requireProduct(prdtSysId);
      if (p.isDisplay === 0) throw new AppError(RC.PRODUCT_NOT_FOR_SALE);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productPicks)
        .where(eq(productPicks.userSysId, userSysId));
      if ((count?.n ?? 0) >= PICK_MAX) throw new AppError(RC.CONFLICT);
      await db.insert(productPicks).values({ userSysId, prdtSysId, pickedAt: now() }).onConflictDoNothing();
      const [after] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productPicks)
        .where(eq(productPicks.userSysId, userSysId));
      return { isPick: 1, pickCount: after?.n ?? 0 };
    },

    /** GET users/{id}/prdtpick?prdtSysId → {isPick} */
    async isPicked(userSysId: number, prdtSysId: number): Promise<{ prdtSysId: number; isPick: 0 | 1 }> {
      await requireProduct(prdtSysId);
      const [p] = await db
        .select({ id: productPicks.prdtSysId })
        .from(productPicks)
        .where(and(eq(productPicks.userSysId, userSysId), eq(productPicks.prdtSysId, prdtSysId)));
      return { prdtSysId, isPick: p ? 1 : 0 };
    },

    /** GET users/{id}/prdtpick/list */
    async picks(
      userSysId: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<PicksResponse> {
      const rows = await db
        .select({ ...cardColumns, pickedAt: productPicks.pickedAt })
        .from(productPicks)
        .innerJoin(products, eq(products.prdtSysId, productPicks.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(eq(productPicks.userSysId, userSysId))
        .orderBy(desc(productPicks.pickedAt), desc(productPicks.prdtSysId))
        .limit(paging.rowCount)
        .offset(paging.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productPicks)
        .where(eq(productPicks.userSysId, userSysId));
      const list = await cards(rows, lang);
      return {
        picks: list.map((c, i) => ({ ...c, isPick: 1 as const, pickedAt: rows[i]!.pickedAt.toISOString() })),
        totalCount: count?.n ?? 0,
      };
    },

    /** DELETE users/{id}/prdtpick {prdtSysId} and DELETE …/list {prdtSysIds} */
    async deletePicks(userSysId: number, prdtSysIds: number[] | undefined): Promise<{ deletedCount: number }> {
      const where = prdtSysIds?.length
        ? and(eq(productPicks.userSysId, userSysId), inArray(productPicks.prdtSysId, prdtSysIds))
        : eq(productPicks.userSysId, userSysId);
      const gone = await db.delete(productPicks).where(where).returning({ id: productPicks.prdtSysId });
      return { deletedCount: gone.length };
    },

    /** PATCH products/{id} (staff): price, market price, display, sold-out, stock; drops the caches. */
    async patchProduct(
      id: number,
      body: Partial<{ price: number; marketPrice: number; isDisplay: 0 | 1; isSoldout: 0 | 1; stock: number }>,
    ): Promise<{ prdtSysId: number }> {
      const set: Record<string, unknown> = { ...body, updatedAt: now() };
      const done = await db
        .update(products)
        .set(set)
        .where(eq(products.prdtSysId, id))
        .returning({ id: products.prdtSysId });
      if (done.length === 0) throw new AppError(RC.PRODUCT_NOT_FOUND);
      this.invalidate();
      return { prdtSysId: id };
    },

    /** 초성 of a name, for writers of product and brand rows (seed, admin). */
    chosungOf,
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

const GUIDES: Record<Lang, { delivery: string[]; returns: string[] }> = {
  ko: {
    delivery: [
      '평일 18시 이전 주문은 당일 출고되며, 배송은 출고 후 2~5일(주말·공휴일 제외) 걸립니다.',
      '판매자는 결제 후 3영업일 이내에 상품을 발송합니다.',
      '제주 및 도서산간 지역은 추가 배송비가 부과됩니다.',
    ],
    returns: [
      '교환·반품은 상품 수령 후 7일 이내에 신청할 수 있습니다.',
      '고객 사유의 교환·반품은 왕복 배송비 5,000원이 부과됩니다.',
      '취소 승인 후 환불은 다음 영업일에 입금되며, 카드 결제는 즉시 취소됩니다.',
    ],
  },
  en: {
    delivery: [
      'Orders placed before 18:00 on weekdays ship the same day; delivery takes 2–5 days after dispatch (weekends and holidays excluded).',
      'The seller ships within 3 business days of payment.',
      'Jeju and island/mountain areas carry an extra delivery fee.',
    ],
    returns: [
      'Exchanges and returns can be requested within 7 days of delivery.',
      'A round-trip delivery fee of 5,000 won applies when the customer is at fault.',
      'Refunds are deposited the next business day after cancellation is approved; card payments are cancelled immediately.',
    ],
  },
};

export type CatalogService = ReturnType<typeof createCatalogService>;
