import { eq, sql } from 'drizzle-orm';
import { type Lang, type ViewsResponse } from '@lc/contracts';
import { products, productViews } from '../../db/schema/index.js';
import { VIEW_LOG_MAX } from './catalog.policy.js';
import type { CatalogContext } from './catalog.context.js';
import { memberProductList } from './catalog.member-lists.js';

/** A member's recently viewed products. */
export function createCatalogViews(ctx: CatalogContext) {
  const { db, now, requireProduct, picksAmong } = ctx;
  const views = memberProductList(ctx, { table: productViews, at: productViews.viewedAt });
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
      const { entries, totalCount } = await views.page(userSysId, paging, lang);
      const picked = await picksAmong(
        userSysId,
        entries.map((e) => e.card.prdtSysId),
      );
      return {
        views: entries.map(({ card, at }) => ({
          ...card,
          isPick: picked.has(card.prdtSysId) ? 1 : 0,
          viewedAt: at.toISOString(),
        })),
        totalCount,
      };
    },

    /** DELETE prdtviews/list {prdtSysIds?}: removes the given views, or all of them. */
    deleteViews: (userSysId: number, prdtSysIds: number[] | undefined) => views.remove(userSysId, prdtSysIds),
  };
}
