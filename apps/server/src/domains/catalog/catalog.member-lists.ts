import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang, ProductCard } from '@lc/contracts';
import { brands, products, type productPicks, type productViews } from '../../db/schema/index.js';
import { productCardColumns as cardColumns } from '../../shared/product-cards.js';
import type { CatalogContext } from './catalog.context.js';

/** A member's own list of products and the column of when each came in: picks or recently viewed. */
export type MemberList =
  | { table: typeof productPicks; at: typeof productPicks.pickedAt }
  | { table: typeof productViews; at: typeof productViews.viewedAt };

/** Reading and removing a member's own product list (picks, recently viewed). */
export function memberProductList(ctx: CatalogContext, { table, at }: MemberList) {
  const { db, cards } = ctx;
  /** how many products the list holds */
  async function size(userSysId: number): Promise<number> {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userSysId, userSysId));
    return count?.n ?? 0;
  }
  return {
    size,

    /** a page newest first: each product's card with when it came in, and how many the list holds */
    async page(
      userSysId: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<{ entries: { card: ProductCard; at: Date }[]; totalCount: number }> {
      const rows = await db
        .select({ ...cardColumns, at })
        .from(table)
        .innerJoin(products, eq(products.prdtSysId, table.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(eq(table.userSysId, userSysId))
        .orderBy(desc(at), desc(table.prdtSysId))
        .limit(paging.rowCount)
        .offset(paging.startIndex);
      const list = await cards(rows, lang);
      return { entries: list.map((card, i) => ({ card, at: rows[i]!.at })), totalCount: await size(userSysId) };
    },

    /** removes the given products from the list, or all of them */
    async remove(userSysId: number, prdtSysIds: number[] | undefined): Promise<{ deletedCount: number }> {
      const where = prdtSysIds?.length
        ? and(eq(table.userSysId, userSysId), inArray(table.prdtSysId, prdtSysIds))
        : eq(table.userSysId, userSysId);
      const gone = await db.delete(table).where(where).returning({ id: table.prdtSysId });
      return { deletedCount: gone.length };
    },
  };
}
