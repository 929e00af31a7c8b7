import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODES } from '@lc/contracts';
import { products } from '../../db/schema/index.js';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi, userIdOf } from '../../../test/factories.js';

/**
 * Issue 17: the claims' state table refuses a move it does not list (7017, in the reader's
 * language) and changes nothing. Issue 19 defect 7: in English, order and claim screens show the
 * product's current English name; the order line keeps the Korean name it was bought under.
 */
let t: TestContext;
let buyer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

/** A card order of one product, paid through the sandbox (the buyer's, or a guest's). */
const paidOrder = (prdtSysId: number, guest = false) =>
  paidCardOrderViaApi(t, guest ? undefined : buyer, [{ prdtSysId, qty: 1 }]);

const op = (path: string, lang: 'ko' | 'en' = 'ko') =>
  t.request({ method: 'POST', url: `operations/${path}`, token: admin, headers: { 'accept-language': lang } });

describe('the claims state table on the wire', () => {
  it('refuses a decision on a withdrawn claim with 7017 in the reader language, and changes nothing', async () => {
    const p = await makeProduct(t.database.db, { price: 7000, stock: 3 });
    const o = await paidOrder(p.prdtSysId);
    const base = `orders/${o.orderSysId}/products/${o.pid}/proposaling`;
    const req = await t.request({ method: 'POST', url: `${base}/cancel`, token: buyer, body: { reasonCode: 1 } });
    expect(req.status, JSON.stringify(req.json)).toBe(200);
    const claimId = (req.json.claim as { claimSysId: number }).claimSysId;
    const w = await t.request({ method: 'DELETE', url: `${base}/${claimId}`, token: buyer });
    expect(w.json.claim).toMatchObject({ status: 'withdrawn' });

    // withdrawn is final: approving, denying or withdrawing again are moves outside the table
    const approve = await op(`claims/${claimId}/approve`, 'en');
    expect(approve.status).toBe(409);
    expect(approve.json).toMatchObject({
      resultCode: '7017',
      message: RESULT_CODES['7017'].en,
      from: 'withdrawn',
      to: 'approved',
    });
    const deny = await t.request({
      method: 'POST',
      url: `operations/claims/${claimId}/deny`,
      token: admin,
      body: { reason: '확인 불가' },
    });
    expect(deny.json).toMatchObject({ resultCode: '7017', message: RESULT_CODES['7017'].ko });
    expect((await t.request({ method: 'DELETE', url: `${base}/${claimId}`, token: buyer })).json.resultCode).toBe(
      '7017',
    );
    // nothing moved: the line is paid again (2), the claim still withdrawn, and the stock untouched
    const line = await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer });
    expect(line.json.status).toBe(2);
    expect(line.json.claims).toMatchObject([{ claimSysId: claimId, status: 'withdrawn' }]);
    const [row] = await t.database.db.select().from(products).where(eq(products.prdtSysId, p.prdtSysId));
    expect(row!.stock).toBe(2);
  });
});

describe('English product names on order and claim screens (issue 19, defect 7)', () => {
  it('shows the current English name in English and the Korean snapshot otherwise, falling back to the snapshot', async () => {
    const named = await makeProduct(t.database.db, { price: 6000, stock: 5, name: '한글 이름 상품' });
    const plain = await makeProduct(t.database.db, { price: 5000, stock: 5, name: '영문 없는 상품' });
    await t.database.db.update(products).set({ nameEn: null }).where(eq(products.prdtSysId, plain.prdtSysId));
    const a = await paidOrder(named.prdtSysId);
    const b = await paidOrder(plain.prdtSysId);
    const nameIn = async (url: string, lang: 'ko' | 'en', headers: Record<string, string> = {}, tok = buyer) => {
      const r = await t.request({ method: 'GET', url, token: tok, headers: { 'accept-language': lang, ...headers } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return r.json;
    };
    type Line = { name: string };
    // order detail
    expect(((await nameIn(`orders/${a.orderSysId}`, 'en')).products as Line[])[0]!.name).toBe('Test product');
    expect(((await nameIn(`orders/${a.orderSysId}`, 'ko')).products as Line[])[0]!.name).toBe('한글 이름 상품');
    expect(((await nameIn(`orders/${b.orderSysId}`, 'en')).products as Line[])[0]!.name).toBe('영문 없는 상품');
    // order lists (the ?lang query works as the header does)
    const me = await userIdOf(t.database.db, 'buyer@demo.kr');
    const list = (await nameIn(`users/${me}/orders/list?lang=en&rowCount=50`, 'ko')).list as {
      order: { orderSysId: number };
      products: Line[];
    }[];
    expect(list.find((x) => x.order.orderSysId === a.orderSysId)!.products[0]!.name).toBe('Test product');
    expect(list.find((x) => x.order.orderSysId === b.orderSysId)!.products[0]!.name).toBe('영문 없는 상품');
    const lines = (await nameIn(`users/${me}/orders/products/list?rowCount=50`, 'en')).list as (Line & {
      orderSysId: number;
    })[];
    expect(lines.find((x) => x.orderSysId === a.orderSysId)!.name).toBe('Test product');
    // claim screens
    const ask = await t.request({
      method: 'POST',
      url: `orders/${a.orderSysId}/products/${a.pid}/proposaling/cancel`,
      token: buyer,
      body: { reasonCode: 1 },
    });
    expect(ask.status, JSON.stringify(ask.json)).toBe(200);
    for (const path of ['requests', 'cancelOrders']) {
      const en = (await nameIn(`users/${me}/orders/${path}`, 'en')).list as (Line & { orderSysId: number })[];
      expect(en.find((x) => x.orderSysId === a.orderSysId)!.name).toBe('Test product');
      const ko = (await nameIn(`users/${me}/orders/${path}`, 'ko')).list as (Line & { orderSysId: number })[];
      expect(ko.find((x) => x.orderSysId === a.orderSysId)!.name).toBe('한글 이름 상품');
    }
    // a guest's lookup by number and phone
    const g = await paidOrder(named.prdtSysId, true);
    const lookup = `orders/nonUser/product?orderNumber=${g.orderNumber}&phone=010-1234-5678`;
    const guestEn = await t.request({ method: 'GET', url: lookup, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(guestEn.status, JSON.stringify(guestEn.json)).toBe(200);
    expect((guestEn.json.products as Line[])[0]!.name).toBe('Test product');
    const guestKo = await t.request({ method: 'GET', url: lookup });
    expect((guestKo.json.products as Line[])[0]!.name).toBe('한글 이름 상품');
  });
});

describe('the claim request lists and a product without a square image', () => {
  it("shows the product's big image, as its cards do, so the answer keeps to the contract's string", async () => {
    const p = await makeProduct(t.database.db, { price: 4000, stock: 3 });
    await t.database.db.update(products).set({ squareImageUrl: '' }).where(eq(products.prdtSysId, p.prdtSysId));
    const o = await paidOrder(p.prdtSysId);
    const ask = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/cancel`,
      token: buyer,
      body: { reasonCode: 1 },
    });
    expect(ask.status, JSON.stringify(ask.json)).toBe(200);
    const me = await userIdOf(t.database.db, 'buyer@demo.kr');
    for (const path of ['requests', 'cancelOrders']) {
      // the harness checks each answer against its route's schema (squareImageUrl: a string)
      const r = await t.request({ method: 'GET', url: `users/${me}/orders/${path}`, token: buyer });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const row = (r.json.list as { orderSysId: number; squareImageUrl: string }[]).find(
        (x) => x.orderSysId === o.orderSysId,
      );
      expect(row!.squareImageUrl).toBe('/uploads/seed/p1-big.svg');
    }
  });
});
