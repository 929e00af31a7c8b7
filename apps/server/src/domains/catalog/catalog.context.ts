import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RC, type Lang, type ProductCard, type ProductListResponse, type SortOption } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { brands, productPicks, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Redis } from 'ioredis';
import type { TranslationService } from '../translation/translation.service.js';
import { redisInvalidationBus } from './catalog.bus.js';
import { ResponseCache } from './catalog.cache.js';
import { localizedCards, productCardColumns as cardColumns, type ProductCardRow } from '../../shared/product-cards.js';
import { buyerVisible } from '../../shared/displayable.js';

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
export const brandProductCount = sql<number>`(select count(*)::int from products p where p.brand_sys_id = "brands"."brand_sys_id")`;

export const discountRateSql = sql<number>`case when ${products.marketPrice} > 0 then ((${products.marketPrice} - ${products.price}) * 100) / ${products.marketPrice} else 0 end`;

export function sortOrder(sort: SortOption): SQL[] {
  if (sort === 'highPrice') return [desc(products.price), desc(products.prdtSysId)];
  if (sort === 'lowPrice') return [asc(products.price), desc(products.prdtSysId)];
  return [desc(products.createdAt), desc(products.prdtSysId)];
}

/** What the catalog service is built from. */
export interface CatalogDeps {
  db: Db;
  now: () => Date;
  translation: TranslationService;
  /** with several nodes: cache invalidations are published on Redis so every node drops its cache */
  redis?: Redis | undefined;
  redisPrefix?: string;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * The pieces every catalog part shares: the response cache and its invalidation (local and, with
 * Redis, on every node), the product-card list query and the product lookup.
 */
export function createCatalogContext(deps: CatalogDeps) {
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
      .where(and(buyerVisible, where))
      .orderBy(...order)
      .limit(rowCount)
      .offset(startIndex);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(and(buyerVisible, where));
    return { products: await cards(rows, lang), totalCount: count?.n ?? 0 };
  }

  async function requireProduct(id: number) {
    const [row] = await db
      .select({ ...cardColumns, nameChosung: products.nameChosung })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(and(eq(products.prdtSysId, id), buyerVisible));
    if (!row) throw new AppError(RC.PRODUCT_NOT_FOUND);
    return row;
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
    db,
    now,
    translation,
    objects,
    cards,
    listWhere,
    requireProduct,
    picksAmong,
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
  };
}

export type CatalogContext = ReturnType<typeof createCatalogContext>;
