import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { orderProducts, orders, productAddingProductDetails } from '../../db/schema/index.js';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, stockOf } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('no overselling under concurrency', () => {
  it('200 concurrent checkouts on 50 units: 0 oversold, 0 negative, 0 lost or orphaned orders', async () => {
    const db = t.database.db;
    const p = await makeProduct(db, {
      price: 10000,
      stock: 50,
      options: [
        {
          group: '색상',
          values: [
            { name: 'A', stock: 25 },
            { name: 'B', stock: 25, addedPrice: 500 },
          ],
        },
      ],
      adding: [{ name: '추가 배터리', price: 3000, stock: 30 }],
    });
    const adding = p.addingIds['추가 배터리']!;
    // a deterministic mix: quantities 1–3, both options, every third with an adding product
    const plans = Array.from({ length: 200 }, (_, i) => ({
      qty: (i % 3) + 1,
      option: i % 2 === 0 ? 'A' : 'B',
      withAdding: i % 3 === 0,
    }));
    const unit = (o: string) => (o === 'A' ? 10000 : 10500);
    const results = await Promise.all(
      plans.map((pl, i) =>
        t.request({
          method: 'POST',
          url: 'orders',
          ip: `10.1.${Math.floor(i / 250)}.${i % 250}`,
          headers: { 'idempotency-key': `load-${i}` },
          body: {
            items: [
              {
                prdtSysId: p.prdtSysId,
                qty: pl.qty,
                options: [p.optionIds[pl.option]],
                addingProducts: pl.withAdding ? [{ prdtAddingProductDetailSysId: adding, addingQty: 1 }] : [],
              },
            ],
            orderer: { name: '비회원', phone: '01055556666' },
            receiver: { name: '받는이', phone: '01055556666', postNumber: '06236', address: '서울 강남구 1' },
            payMethod: 'card',
            pointAmount: 0,
            expectedPayAmount: unit(pl.option) * pl.qty + (pl.withAdding ? 3000 : 0),
            agreePayTerms: true,
            confirmAge14: true,
            agreeSellerProvision: true,
          },
        }),
      ),
    );
    const ok = results.flatMap((r, i) => (r.status === 200 ? [{ r, pl: plans[i]! }] : []));
    const refused = results.filter((r) => r.status !== 200);
    // every refusal is a stock answer, never a server error
    for (const r of refused) expect(['3003', '6005'], JSON.stringify(r.json)).toContain(r.json.resultCode);

    const sold = ok.reduce((s, x) => s + x.pl.qty, 0);
    const soldA = ok.filter((x) => x.pl.option === 'A').reduce((s, x) => s + x.pl.qty, 0);
    const soldAdding = ok.filter((x) => x.pl.withAdding).length;
    const after = await stockOf(db, p.prdtSysId);
    const [addingRow] = await db
      .select({ stock: productAddingProductDetails.stock })
      .from(productAddingProductDetails)
      .where(eq(productAddingProductDetails.prdtAddingProductDetailSysId, adding));
    expect(sold).toBeLessThanOrEqual(50);
    expect(after.stock).toBe(50 - sold);
    expect(after.options.A).toBe(25 - soldA);
    expect(after.options.B).toBe(25 - (sold - soldA));
    expect(addingRow!.stock).toBe(30 - soldAdding);
    expect(Math.min(after.stock, after.options.A!, after.options.B!, addingRow!.stock)).toBeGreaterThanOrEqual(0);
    // stock ran out: a few units at most are left (what a 2- or 3-unit request could not take)
    expect(sold).toBeGreaterThanOrEqual(45);

    // every answered order exists with its lines; no order exists that nobody was answered
    const ids = ok.map((x) => (x.r.json.order as { orderSysId: number }).orderSysId);
    const rows = await db.select({ id: orders.orderSysId }).from(orders).where(eq(orders.ordererPhone, '01055556666'));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const lineCounts = await db
      .select({
        id: orderProducts.orderSysId,
        n: sql<number>`count(*)::int`,
        q: sql<number>`sum(case when ${orderProducts.prdtAddingProductDetailSysId} is null then ${orderProducts.qty} else 0 end)::int`,
      })
      .from(orderProducts)
      .where(inArray(orderProducts.orderSysId, ids))
      .groupBy(orderProducts.orderSysId);
    expect(lineCounts).toHaveLength(ids.length);
    expect(lineCounts.reduce((s, l) => s + l.q, 0)).toBe(sold);
  }, 120_000);
});
