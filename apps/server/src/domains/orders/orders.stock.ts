import { and, eq, sql } from 'drizzle-orm';
import { RC } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { productAddingProductDetails, productOptions, products, type orderProducts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The units one order line holds: its product and chosen options, or, for an adding-product line
 * (`prdtAddingProductDetailSysId` set), that adding product alone.
 */
export type StockLine = Pick<
  typeof orderProducts.$inferSelect,
  'prdtSysId' | 'qty' | 'optionIds' | 'prdtAddingProductDetailSysId'
>;

/** Units per row of each stock table, summed over the lines (the same option on two lines counts twice). */
function unitsOf(lines: readonly StockLine[]) {
  const prod = new Map<number, number>();
  const opt = new Map<number, number>();
  const add = new Map<number, number>();
  const plus = (m: Map<number, number>, id: number, q: number) => m.set(id, (m.get(id) ?? 0) + q);
  for (const l of lines) {
    if (l.prdtAddingProductDetailSysId !== null) {
      plus(add, l.prdtAddingProductDetailSysId, l.qty);
      continue;
    }
    plus(prod, l.prdtSysId, l.qty);
    for (const o of l.optionIds) plus(opt, o, l.qty);
  }
  // a fixed order of rows in every transaction: two orders never wait for each other (no deadlocks)
  const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);
  return { prod: sorted(prod), opt: sorted(opt), add: sorted(add) };
}

/**
 * Takes order lines' units out of stock: one conditional UPDATE per product, option and adding
 * product (`stock >= n`), so two buyers never both get the last unit. `sold` lines also count as
 * sales and need the product on display and not sold out (an order); an exchange reservation (the
 * same goods held for a swap) is no sale. Refused with 6005 (the row named in `extra`) when a row
 * has too little: the caller's transaction rolls back every row taken before it. The one place stock
 * is taken: an order placed, an exchange approved.
 */
export async function takeStock(tx: Queryable, lines: readonly StockLine[], opts: { sold: boolean }) {
  const { prod, opt, add } = unitsOf(lines);
  for (const [id, q] of prod) {
    const r = await tx
      .update(products)
      .set(
        opts.sold
          ? { stock: sql`${products.stock} - ${q}`, saleCount: sql`${products.saleCount} + ${q}` }
          : { stock: sql`${products.stock} - ${q}` },
      )
      .where(
        and(
          eq(products.prdtSysId, id),
          sql`${products.stock} >= ${q}`,
          opts.sold ? and(eq(products.isDisplay, 1), eq(products.isSoldout, 0)) : undefined,
        ),
      )
      .returning({ id: products.prdtSysId });
    if (r.length === 0) throw new AppError(RC.STOCK_INSUFFICIENT, { extra: { prdtSysId: id } });
  }
  for (const [id, q] of opt) {
    const r = await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} - ${q}` })
      .where(and(eq(productOptions.prdtOptionSysId, id), sql`${productOptions.stock} >= ${q}`))
      .returning({ id: productOptions.prdtOptionSysId });
    if (r.length === 0) throw new AppError(RC.STOCK_INSUFFICIENT, { extra: { prdtOptionSysId: id } });
  }
  for (const [id, q] of add) {
    const r = await tx
      .update(productAddingProductDetails)
      .set({ stock: sql`${productAddingProductDetails.stock} - ${q}` })
      .where(
        and(
          eq(productAddingProductDetails.prdtAddingProductDetailSysId, id),
          sql`${productAddingProductDetails.stock} >= ${q}`,
        ),
      )
      .returning({ id: productAddingProductDetails.prdtAddingProductDetailSysId });
    if (r.length === 0) throw new AppError(RC.STOCK_INSUFFICIENT, { extra: { prdtAddingProductDetailSysId: id } });
  }
}

/**
 * Puts order lines' units back (the reverse of `takeStock`, rows in the same order). `sold` lines
 * also come off the product's sale count; an exchange reservation was never a sale. The one place
 * stock is given back: an unpaid order released, a cancel refunded, an exchange withdrawn.
 */
export async function giveBackStock(tx: Queryable, lines: readonly StockLine[], opts: { sold: boolean }) {
  const { prod, opt, add } = unitsOf(lines);
  for (const [id, q] of prod)
    await tx
      .update(products)
      .set(
        opts.sold
          ? { stock: sql`${products.stock} + ${q}`, saleCount: sql`greatest(${products.saleCount} - ${q}, 0)` }
          : { stock: sql`${products.stock} + ${q}` },
      )
      .where(eq(products.prdtSysId, id));
  for (const [id, q] of opt)
    await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} + ${q}` })
      .where(eq(productOptions.prdtOptionSysId, id));
  for (const [id, q] of add)
    await tx
      .update(productAddingProductDetails)
      .set({ stock: sql`${productAddingProductDetails.stock} + ${q}` })
      .where(eq(productAddingProductDetails.prdtAddingProductDetailSysId, id));
}

/** The stock lines of an order request's items: each item's product and options, then its adding products. */
export function stockLinesOf(
  items: readonly {
    prdtSysId: number;
    qty: number;
    options: number[];
    addingProducts: readonly { prdtAddingProductDetailSysId: number; addingQty: number }[];
  }[],
): StockLine[] {
  return items.flatMap((i) => [
    { prdtSysId: i.prdtSysId, qty: i.qty, optionIds: i.options, prdtAddingProductDetailSysId: null },
    ...i.addingProducts.map((a) => ({
      prdtSysId: i.prdtSysId,
      qty: a.addingQty,
      optionIds: [],
      prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
    })),
  ]);
}
