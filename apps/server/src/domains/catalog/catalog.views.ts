import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Lang, type ViewsResponse } from '@lc/contracts';
import { brands, products, productViews } from '../../db/schema/index.js';
import { VIEW_LOG_MAX } from './catalog.policy.js';
import { productCardColumns as cardColumns } from '../../shared/product-cards.js';
import type { CatalogContext } from './catalog.context.js';

/** A member's recently viewed products. */
export function createCatalogViews(ctx: CatalogContext) {
  const { db, now, cards, requireProduct, picksAmong } = ctx;
  return {
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
  };
}
