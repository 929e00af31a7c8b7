import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basketItems } from '../../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct } from '../../../test/factories.js';

let t: TestContext;
let token: string;
let buyerId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ token, id: buyerId } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

describe('cart limit (shopping §5: at most 100 items)', () => {
  it('adds the 100th item, refuses the 101st with 6001 (ko/en) and still adds to an existing line', async () => {
    const url = `users/${buyerId}/baskets`;
    /** the product put in the buyer's cart (answered in `lang`, the default language without) */
    const addToCart = (prdtSysId: number, basketQty: number, lang?: string) =>
      t.request({
        method: 'POST',
        url,
        token,
        ...(lang ? { headers: { 'accept-language': lang } } : {}),
        body: { prdtSysId, basketQty },
      });
    const products: { prdtSysId: number }[] = [];
    for (let i = 0; i < 101; i++) products.push(await makeProduct(t.database.db, { price: 1000 + i, stock: 50 }));
    // 99 lines written directly (fast), the 100th through the API
    const at = new Date(t.clock.now);
    await t.database.db.insert(basketItems).values(
      products.slice(0, 99).map((p) => ({
        userSysId: buyerId,
        prdtSysId: p.prdtSysId,
        basketQty: 1,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const hundredth = await addToCart(products[99]!.prdtSysId, 1);
    expect(hundredth.status, JSON.stringify(hundredth.json)).toBe(200);
    expect(hundredth.json.totalCount).toBe(100);
    const full = await addToCart(products[100]!.prdtSysId, 1);
    expect([full.status, full.json.resultCode, full.json.message]).toEqual([
      409,
      '6001',
      '장바구니에는 최대 100개까지 담을 수 있습니다.',
    ]);
    const en = await addToCart(products[100]!.prdtSysId, 1, 'en');
    expect(en.json.message).toBe('Your cart can hold up to 100 items.');
    // the same product again lands on its line, so it is not refused
    const more = await addToCart(products[0]!.prdtSysId, 2);
    expect(more.status, JSON.stringify(more.json)).toBe(200);
    const rows = await t.database.db.select().from(basketItems).where(eq(basketItems.userSysId, buyerId));
    expect(rows).toHaveLength(100);
    expect(rows.find((r) => r.prdtSysId === products[0]!.prdtSysId)!.basketQty).toBe(3);
    // a guest-cart merge past the limit reports the extra item as skipped, losing nothing already there
    const merge = await t.request({
      method: 'POST',
      url,
      token,
      body: { items: [{ prdtSysId: products[100]!.prdtSysId, basketQty: 1 }] },
    });
    expect(merge.json).toMatchObject({
      basketSysIds: [],
      skipped: [{ index: 0, resultCode: '6001' }],
      totalCount: 100,
    });
  });
});
