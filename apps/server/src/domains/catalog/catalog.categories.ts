import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RC, type CategoriesResponse, type Lang } from '@lc/contracts';
import { categories } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { CatalogContext } from './catalog.context.js';

/** The category tree. */
export function createCatalogCategories(ctx: CatalogContext) {
  const { db, translation } = ctx;
  return {
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
  };
}
