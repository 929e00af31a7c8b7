import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { productAddingProductDetails, productOptions, products, type orderProducts } from '../../db/schema/index.js';

type StockLine = Pick<
  typeof orderProducts.$inferSelect,
  'orderPrdtSysId' | 'prdtSysId' | 'qty' | 'optionIds' | 'prdtAddingProductDetailSysId'
>;

/**
 * Puts order lines' units back: the product and each chosen option, or the adding product of an
 * adding-product line, in line-id order. `sold` lines also come off the product's sale count; an
 * exchange reservation (goods held for a swap) was never a sale. The one place stock is given back:
 * an unpaid order released, a cancel refunded, an exchange withdrawn.
 */
export async function giveBackStock(tx: Queryable, lines: readonly StockLine[], opts: { sold: boolean }) {
  for (const l of [...lines].sort((a, b) => a.orderPrdtSysId - b.orderPrdtSysId)) {
    if (l.prdtAddingProductDetailSysId !== null) {
      await tx
        .update(productAddingProductDetails)
        .set({ stock: sql`${productAddingProductDetails.stock} + ${l.qty}` })
        .where(eq(productAddingProductDetails.prdtAddingProductDetailSysId, l.prdtAddingProductDetailSysId));
      continue;
    }
    await tx
      .update(products)
      .set(
        opts.sold
          ? {
              stock: sql`${products.stock} + ${l.qty}`,
              saleCount: sql`greatest(${products.saleCount} - ${l.qty}, 0)`,
            }
          : { stock: sql`${products.stock} + ${l.qty}` },
      )
      .where(eq(products.prdtSysId, l.prdtSysId));
    for (const id of l.optionIds)
      await tx
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} + ${l.qty}` })
        .where(eq(productOptions.prdtOptionSysId, id));
  }
}
