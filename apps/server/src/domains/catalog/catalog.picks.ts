import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RC, type Lang, type PicksResponse, type ProductCard } from '@lc/contracts';
import { brands, productPicks, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { PICK_MAX } from './catalog.policy.js';
import { productCardColumns as cardColumns } from '../../shared/product-cards.js';
import type { CatalogContext } from './catalog.context.js';

/** A member's picks (wish list), and the isPick flag on shared list answers. */
export function createCatalogPicks(ctx: CatalogContext) {
  const { db, now, cards, requireProduct, picksAmong } = ctx;
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
  };
}
