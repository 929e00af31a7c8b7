import { desc, eq, sql } from 'drizzle-orm';
import type { ProductListResponse } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { brands, products } from '../../db/schema/index.js';
import { presentProductCard } from './catalog.presenter.js';

export function createCatalogService(db: Db, now: () => Date) {
  const cardColumns = {
    prdtSysId: products.prdtSysId,
    name: products.name,
    brandSysId: products.brandSysId,
    brandName: brands.name,
    squareImageUrl: products.squareImageUrl,
    bigImageUrl: products.bigImageUrl,
    marketPrice: products.marketPrice,
    price: products.price,
    isDisplay: products.isDisplay,
    isSoldout: products.isSoldout,
    stock: products.stock,
    deliveryPriceTypeCode: products.deliveryPriceTypeCode,
    livePrice: products.livePrice,
    livePriceStartDate: products.livePriceStartDate,
    livePriceEndDate: products.livePriceEndDate,
  };
  return {
    /** products/mainlist: the home list, newest first. */
    async mainList(startIndex: number, rowCount: number): Promise<ProductListResponse> {
      const rows = await db
        .select(cardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .orderBy(desc(products.createdAt), desc(products.prdtSysId))
        .limit(rowCount)
        .offset(startIndex);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      const t = now();
      return { products: rows.map((r) => presentProductCard(r, t)), totalCount: count?.n ?? 0 };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
