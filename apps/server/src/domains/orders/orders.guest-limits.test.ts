import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, ORDER_LIMITS } from '@lc/contracts';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, placeOrderViaApi, stockOf, testOrderBody } from '../../../test/factories.js';

/**
 * Issue 25 (N5): a guest cannot empty a product's stock — guest orders are limited per address and
 * per device, one order holds at most ORDER_LIMITS.maxQtyPerProduct units of a product (members
 * too), and delivery quotes are limited per address.
 */
let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const device = (n: number) => `device${String(n).padStart(12, '0')}`;

/** a guest's order of one unit of `prdtSysId` from `ip` (and `dev` when given) */
const guestOrder = (prdtSysId: number, ip: string, dev?: string) =>
  placeOrderViaApi(t, {
    items: [{ prdtSysId, qty: 1 }],
    ip,
    headers: dev ? { [DEVICE_ID_HEADER]: dev } : {},
  });

describe('guest orders per address and per device', () => {
  it('the N+1th guest order from one address is refused with 6150 and holds nothing; a member there is not affected', async () => {
    const { limit } = ORDER_LIMITS.guestPerAddress;
    const p = await makeProduct(t.database.db, { price: 1000, stock: 40 });
    const ip = '10.25.1.1';
    // all at once, as the probe sent them: exactly `limit` go through
    const answers = await Promise.all(Array.from({ length: limit + 2 }, () => guestOrder(p.prdtSysId, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.json.resultCode).toBe('6150');
      expect(Number(r.raw.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(40 - limit);

    // the message in the caller's language
    const en = await t.request({
      method: 'POST',
      url: 'orders',
      ip,
      headers: { 'accept-language': 'en' },
      body: testOrderBody([{ prdtSysId: p.prdtSysId, qty: 1 }], 'card', 1000),
    });
    expect(en.json.resultCode).toBe('6150');
    expect(en.json.message).toMatch(/Too many guest orders/);

    // a member on the same address orders as before; another address is not counted
    const member = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }], ip });
    expect(member.status, JSON.stringify(member.json)).toBe(200);
    expect((await guestOrder(p.prdtSysId, '10.25.1.2')).status).toBe(200);

    // the window ends: the address may order again
    t.clock.advance(ORDER_LIMITS.guestPerAddress.windowSeconds * 1000 + 1000);
    expect((await guestOrder(p.prdtSysId, ip)).status).toBe(200);
  });

  it('one device is limited across addresses; another device on the same address is not', async () => {
    const { limit } = ORDER_LIMITS.guestPerDevice;
    const p = await makeProduct(t.database.db, { price: 1000, stock: 40 });
    for (let i = 0; i < limit; i++) {
      const ok = await guestOrder(p.prdtSysId, `10.25.2.${i + 1}`, device(1));
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    }
    const refused = await guestOrder(p.prdtSysId, '10.25.2.100', device(1));
    expect(refused.status).toBe(429);
    expect(refused.json.resultCode).toBe('6150');
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(40 - limit);
    expect((await guestOrder(p.prdtSysId, '10.25.2.100', device(2))).status).toBe(200);
    t.clock.advance(HOUR);
  });
});

describe('one cap on the units of a product in one order (members and guests alike)', () => {
  it('a guest order above the cap is refused with 6004 and holds nothing; a member quote above it too; the cap itself is fine', async () => {
    ({ token } = await signIn(t, 'buyer@demo.kr'));
    const max = ORDER_LIMITS.maxQtyPerProduct;
    const p = await makeProduct(t.database.db, {
      price: 2000,
      stock: 40,
      options: [{ group: '색상', values: [{ name: '빨강', stock: 40 }] }],
    });
    const option = p.optionIds['빨강']!;
    const over = await t.request({
      method: 'POST',
      url: 'orders',
      ip: '10.25.3.1',
      body: testOrderBody([{ prdtSysId: p.prdtSysId, qty: 40, options: [option] }], 'card', 80_000),
    });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ resultCode: '6004', prdtSysId: p.prdtSysId, max });
    // two lines of the same product add up
    const split = await t.request({
      method: 'POST',
      url: 'orders/deliveries',
      ip: '10.25.3.1',
      body: {
        items: [
          { prdtSysId: p.prdtSysId, qty: max, options: [option] },
          { prdtSysId: p.prdtSysId, qty: 1, options: [option] },
        ],
      },
    });
    expect(split.json.resultCode).toBe('6004');
    expect(await stockOf(t.database.db, p.prdtSysId)).toEqual({ stock: 40, options: { 빨강: 40 } });

    const memberQuote = await t.request({
      method: 'POST',
      url: 'orders/deliveries',
      token,
      body: { items: [{ prdtSysId: p.prdtSysId, qty: max + 1, options: [option] }] },
    });
    expect(memberQuote.json.resultCode).toBe('6004');

    const atCap = await placeOrderViaApi(t, {
      items: [{ prdtSysId: p.prdtSysId, qty: max, options: [option] }],
      ip: '10.25.3.1',
    });
    expect(atCap.status, JSON.stringify(atCap.json)).toBe(200);
    expect(await stockOf(t.database.db, p.prdtSysId)).toEqual({ stock: 40 - max, options: { 빨강: 40 - max } });
  });
});

describe('delivery quotes per address', () => {
  it('quotes above the limit from one address are refused with 9429 (members too); another address is not counted', async () => {
    ({ token } = await signIn(t, 'buyer@demo.kr'));
    const { limit, windowSeconds } = ORDER_LIMITS.quotesPerAddress;
    const p = await makeProduct(t.database.db, { price: 3000, stock: 5 });
    const body = { items: [{ prdtSysId: p.prdtSysId, qty: 1 }], postNumber: '06236' };
    const ip = '10.25.4.1';
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        t.request({ method: 'POST', url: 'orders/deliveries', ip, body, ...(i % 2 ? { token } : {}) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.json.resultCode).toBe('9429');
    expect((await t.request({ method: 'POST', url: 'orders/deliveries', ip: '10.25.4.2', body })).status).toBe(200);
    t.clock.advance(windowSeconds * 1000 + 1000);
    expect((await t.request({ method: 'POST', url: 'orders/deliveries', ip, body })).status).toBe(200);
  });
});
