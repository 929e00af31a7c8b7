import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { broadcastProducts, broadcastSchedules, products } from '../../db/schema/index.js';
import { login, signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, stockOf } from '../../../test/factories.js';
import { postOrder, postQuote, quoteAndOrder } from './checkout.fixtures.js';

const HOUR = 3_600_000;
let t: TestContext;
let token: string;
let buyerId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, id: buyerId } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

/** Moves the clock and signs in again (the access token is short-lived) for the duration of `fn`. */
async function later(ms: number, fn: () => Promise<void>) {
  const relogin = async () => {
    token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  };
  t.clock.advance(ms);
  try {
    await relogin();
    await fn();
  } finally {
    t.clock.advance(-ms);
    await relogin();
  }
}

type Line = { unitPrice: number; isLivePrice: number };
/** `tok` null: a guest */
const quote = (items: unknown[], tok: string | null = token, lang = 'ko') =>
  postQuote(t, tok ?? undefined, items, lang);
const order = (items: unknown[], expectedPayAmount: number) => postOrder(t, token, items, expectedPayAmount);

describe('live price at checkout (shopping §4, live §3): checked against the broadcast when the order is priced', () => {
  let id: number;
  let carrying: number; // a schedule whose broadcast sells the product
  let other: number; // a schedule of another broadcast
  const line = (s: number | null, qty = 1) => ({ prdtSysId: id, qty, broadcastScheduleSysId: s });

  beforeAll(async () => {
    const db = t.database.db;
    const p = await makeProduct(db, { price: 10_000, marketPrice: 12_000, stock: 20 });
    id = p.prdtSysId;
    const at = t.clock.now;
    await db
      .update(products)
      .set({ livePrice: 8_000, livePriceStartDate: new Date(at - HOUR), livePriceEndDate: new Date(at + HOUR) })
      .where(eq(products.prdtSysId, id));
    const [s] = await db
      .select({ s: broadcastSchedules.broadcastScheduleSysId, b: broadcastSchedules.broadcastSysId })
      .from(broadcastSchedules)
      .limit(1);
    carrying = s!.s;
    await db.insert(broadcastProducts).values({ broadcastSysId: s!.b, prdtSysId: id });
    const [o] = await db
      .select({ s: broadcastSchedules.broadcastScheduleSysId })
      .from(broadcastSchedules)
      .where(ne(broadcastSchedules.broadcastSysId, s!.b))
      .limit(1);
    other = o!.s;
  });

  it('a member from a broadcast that carries the product pays the live price, and the order keeps it', async () => {
    const q = await quote([line(carrying, 2)]);
    expect(q.status, JSON.stringify(q.json)).toBe(200);
    expect((q.json.lines as Line[])[0]).toMatchObject({ unitPrice: 8_000, isLivePrice: 1 });
    const pay = (q.json.amounts as { payAmount: number }).payAmount;
    expect(pay).toBe(16_000);
    const o = await order([line(carrying, 2)], pay);
    expect(o.status, JSON.stringify(o.json)).toBe(200);
    expect((o.json.order as { amounts: { payAmount: number } }).amounts.payAmount).toBe(16_000);
    expect((o.json.products as { unitPrice: number }[])[0]!.unitPrice).toBe(8_000);
  });

  it('a schedule that does not carry the product, an unknown one, no schedule, or a guest: the normal price', async () => {
    for (const s of [other, 999_999, null]) {
      const q = await quote([line(s)]);
      expect(q.status, String(s)).toBe(200);
      expect((q.json.lines as Line[])[0], String(s)).toMatchObject({ unitPrice: 10_000, isLivePrice: 0 });
    }
    const guest = await quote([line(carrying)], null);
    expect((guest.json.lines as Line[])[0]).toMatchObject({ unitPrice: 10_000, isLivePrice: 0 });
    // a forged schedule cannot buy at the live price: the live total is refused as a changed price
    const forged = await order([line(other)], 8_000);
    expect([forged.status, forged.json.resultCode]).toEqual([409, '6105']);
  });

  it('after the window: 3004 "reload" (ko/en) for the broadcast line, nothing reserved; a plain line buys normally', async () => {
    const before = (await stockOf(t.database.db, id)).stock;
    const q = await quote([line(carrying)]);
    const livePay = (q.json.amounts as { payAmount: number }).payAmount;
    await later(2 * HOUR, async () => {
      const ko = await quote([line(carrying)]);
      expect([ko.status, ko.json.resultCode, ko.json.message]).toEqual([
        409,
        '3004',
        '라이브 특가 시간이 종료되었습니다. 상품 정보를 새로고침해 주세요.',
      ]);
      const en = await quote([line(carrying)], token, 'en');
      expect(en.json.message).toBe('The live price has expired. Please reload the product.');
      // the order page still holding the live total: refused with 3004, no stock taken
      const late = await order([line(carrying)], livePay);
      expect([late.status, late.json.resultCode]).toEqual([409, '3004']);
      expect((await stockOf(t.database.db, id)).stock).toBe(before);
      // after the reload the page passes no schedule: the normal price is charged
      const plain = await quote([line(null)]);
      expect((plain.json.lines as Line[])[0]).toMatchObject({ unitPrice: 10_000, isLivePrice: 0 });
      const ok = await order([line(null)], (plain.json.amounts as { payAmount: number }).payAmount);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      // a schedule that never carried it is a plain line, not an expired one
      expect((await quote([line(other)])).status).toBe(200);
    });
  });

  it('the cart keeps the broadcast while the live price runs and drops it after the window', async () => {
    const url = `users/${buyerId}/baskets`;
    const add = await t.request({
      method: 'POST',
      url,
      token,
      body: { prdtSysId: id, basketQty: 1, broadcastScheduleSysId: carrying },
    });
    expect(add.status, JSON.stringify(add.json)).toBe(200);
    type B = { prdtSysId: number; price: number; isLivePrice: number; broadcastScheduleSysId: number | null };
    const mine = async () =>
      ((await t.request({ method: 'GET', url: `${url}/list`, token })).json.baskets as B[]).find(
        (b) => b.prdtSysId === id,
      )!;
    expect(await mine()).toMatchObject({ price: 8_000, isLivePrice: 1, broadcastScheduleSysId: carrying });
    await later(2 * HOUR, async () => {
      const after = await mine();
      expect(after).toMatchObject({ price: 10_000, isLivePrice: 0, broadcastScheduleSysId: null });
      // what the cart screen sends on is bought at the normal price
      const q = await quote([line(after.broadcastScheduleSysId)]);
      expect((q.json.lines as Line[])[0]).toMatchObject({ unitPrice: 10_000 });
    });
  });
});

describe('catalog cache and stock moved by orders (issue 3: sold-out shows at once)', () => {
  it('the last unit ordered: products/{id} and the search list answer sold out; cancelling brings it back', async () => {
    const name = '캐시확인전용상품';
    const p = await makeProduct(t.database.db, { price: 5_000, stock: 1, name });
    const detail = async () =>
      (await t.request({ method: 'GET', url: `products/${p.prdtSysId}` })).json.product as {
        isSoldout: number;
        stock: number;
      };
    const listed = async () =>
      (
        (await t.request({ method: 'GET', url: `products/searchlists?keyword=${encodeURIComponent(name)}` })).json
          .products as { prdtSysId: number; isSoldout: number }[]
      ).find((c) => c.prdtSysId === p.prdtSysId)!;
    // both answers are cached now
    expect(await detail()).toMatchObject({ isSoldout: 0, stock: 1 });
    expect((await listed()).isSoldout).toBe(0);
    expect((await detail()).isSoldout).toBe(0);
    const o = await quoteAndOrder(t, token, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
    expect(o.status, JSON.stringify(o.json)).toBe(200);
    expect(await detail()).toMatchObject({ isSoldout: 1, stock: 0 });
    expect((await listed()).isSoldout).toBe(1);
    // DELETE orders/{id} gives the unit back: on sale again
    const orderSysId = (o.json.order as { orderSysId: number }).orderSysId;
    const cancel = await t.request({ method: 'DELETE', url: `orders/${orderSysId}`, token });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    expect(await detail()).toMatchObject({ isSoldout: 0, stock: 1 });
    expect((await listed()).isSoldout).toBe(0);
  });
});
