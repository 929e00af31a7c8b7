import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RC } from '@lc/contracts';
import { products } from '../../db/schema/index.js';
import { login, signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct } from '../../../test/factories.js';

/** Shopping §8 "live-only during broadcast hours" (issue 32): outside its live window it cannot be bought. */
let t: TestContext;
let token: string;
let buyerId: number;
let adminToken: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, id: buyerId } = await signIn(t, 'buyer@demo.kr'));
  adminToken = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

const quote = (prdtSysId: number) =>
  t.request({ method: 'POST', url: 'orders/deliveries', token, body: { items: [{ prdtSysId, qty: 1 }] } });
const addToCart = (prdtSysId: number) =>
  t.request({ method: 'POST', url: `users/${buyerId}/baskets`, token, body: { prdtSysId, basketQty: 1 } });
const detail = async (prdtSysId: number) =>
  (await t.request({ method: 'GET', url: `products/${prdtSysId}` })).json.product as Record<string, unknown>;

describe('live-only products (shopping §8)', () => {
  it('outside its broadcast hours: the page says so, the cart and the order refuse it with 3005; inside: it sells', async () => {
    const p = await makeProduct(t.database.db, { price: 20000, stock: 10 });
    const marked = await t.request({
      method: 'PATCH',
      url: `products/${p.prdtSysId}`,
      token: adminToken,
      body: { isLiveOnly: 1 },
    });
    expect(marked.status).toBe(200);
    expect(await detail(p.prdtSysId)).toMatchObject({ isLiveOnly: 1, liveOnlyClosed: 1 });
    const refused = await quote(p.prdtSysId);
    expect(refused.json.resultCode).toBe(RC.PRODUCT_LIVE_ONLY);
    expect((await addToCart(p.prdtSysId)).json.resultCode).toBe(RC.PRODUCT_LIVE_ONLY);

    // the show's hours: its live window is open now
    const at = t.clock.now;
    await t.database.db
      .update(products)
      .set({ livePrice: 18000, livePriceStartDate: new Date(at - HOUR), livePriceEndDate: new Date(at + HOUR) })
      .where(eq(products.prdtSysId, p.prdtSysId));
    await t.request({ method: 'PATCH', url: `products/${p.prdtSysId}`, token: adminToken, body: { stock: 10 } });
    expect(await detail(p.prdtSysId)).toMatchObject({ isLiveOnly: 1, liveOnlyClosed: 0 });
    expect((await quote(p.prdtSysId)).status).toBe(200);

    // after the show
    t.clock.advance(2 * HOUR);
    expect((await quote(p.prdtSysId)).json.resultCode).toBe(RC.PRODUCT_LIVE_ONLY);
  });
});
