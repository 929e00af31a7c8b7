import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  brands,
  couponPolicies,
  eventProductRules,
  planProducts,
  plans,
  productOptions,
  products,
  userCoupons,
  users,
} from '../../db/schema/index.js';
import { login, signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import {
  makeMember,
  makeProduct,
  placeOrderViaApi,
  testOrderBody,
  userIdOf,
  type ApiOrderItem,
} from '../../../test/factories.js';
import { withTx } from '../../db/client.js';
import { createCouponsService } from './coupons.service.js';

const DAY = 86_400_000;
let t: TestContext;
let token: string;
let buyerId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, id: buyerId } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

/** A coupon policy and, unless `issue` is false, the buyer's coupon of it. */
async function coupon(
  p: Partial<typeof couponPolicies.$inferInsert>,
  opts: { issue?: boolean; userSysId?: number; expiresInDays?: number } = {},
) {
  const db = t.database.db;
  const [row] = await db
    .insert(couponPolicies)
    .values({
      kind: 'download',
      name: '테스트 쿠폰',
      nameEn: 'Test coupon',
      discountTypeCode: 'amount',
      discountAmount: 1000,
      validityDays: 30,
      ...p,
    })
    .returning();
  if (opts.issue === false) return { policyId: row!.couponPolicySysId, id: 0 };
  const [c] = await db
    .insert(userCoupons)
    .values({
      couponPolicySysId: row!.couponPolicySysId,
      userSysId: opts.userSysId ?? buyerId,
      issuedAt: new Date(t.clock.now),
      expiresAt: new Date(t.clock.now + (opts.expiresInDays ?? 30) * DAY),
    })
    .returning();
  return { policyId: row!.couponPolicySysId, id: c!.userCouponSysId };
}

/** null: as a guest */
const quote = (items: unknown[], coupons: unknown[], tok: string | null = token) =>
  t.request({ method: 'POST', url: 'orders/deliveries', token: tok ?? undefined, body: { items, coupons } });

/** the buyer's order of `items` with `coupons` placed through the API (quote, then order) */
const order = (items: ApiOrderItem[], coupons: unknown[], key?: string) =>
  placeOrderViaApi(t, { token, items, coupons, headers: key ? { 'idempotency-key': key } : {} });

/** A member with the demo password, logged in. */
async function member(n: string) {
  const u = await makeMember(t.database.db, { userId: `${n}@test.kr`, nickName: n, name: '테스트' });
  const r = await login(t, u.userId, undefined, `10.9.${u.id % 250}.${Math.floor(u.id / 250)}`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return { id: u.id, token: r.json.accessToken as string };
}

describe('download coupons (coupons/policy/products, POST coupons/{policyId})', () => {
  it('lists the seeded coupons of a demo product with what the buyer holds, and refuses bad input', async () => {
    const [first] = await t.database.db
      .select({ id: products.prdtSysId, brand: products.brandSysId })
      .from(products)
      .orderBy(asc(products.prdtSysId))
      .limit(1);
    const res = await t.request({ method: 'GET', url: `coupons/policy/products?prdtSysId=${first!.id}`, token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const list = res.json.coupons as {
      name: string;
      isIssued: number;
      applyTypeCode: string;
      discountTypeCode: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.filter((c) => c.isIssued === 1)).toHaveLength(2);
    expect(new Set(list.map((c) => c.discountTypeCode))).toEqual(new Set(['amount', 'percent']));
    expect(new Set(list.map((c) => c.applyTypeCode))).toEqual(new Set(['product', 'cart']));
    // as a guest nothing is marked held; another product of no seeded brand gets only the store-wide ones
    const guest = await t.request({ method: 'GET', url: `coupons/policy/products?prdtSysId=${first!.id}` });
    expect((guest.json.coupons as { isIssued: number }[]).every((c) => c.isIssued === 0)).toBe(true);
    const mismatch = await t.request({
      method: 'GET',
      url: `coupons/policy/products?prdtSysId=${first!.id}&brandSysId=${first!.brand + 1000}`,
    });
    expect(mismatch.json.coupons).toEqual([]);
    expect((await t.request({ method: 'GET', url: 'coupons/policy/products?prdtSysId=abc' })).json.resultCode).toBe(
      '9422',
    );
    expect((await t.request({ method: 'GET', url: 'coupons/policy/products' })).json.resultCode).toBe('9422');
    const gone = await t.request({ method: 'GET', url: 'coupons/policy/products?prdtSysId=999999' });
    expect([gone.status, gone.json.resultCode]).toEqual([404, '3001']);
  });

  it('downloads once (6206 after), replays an Idempotency-Key, and refuses what cannot be issued', async () => {
    const { policyId } = await coupon({ name: '다운로드 쿠폰' }, { issue: false });
    const first = await t.request({
      method: 'POST',
      url: `coupons/${policyId}`,
      token,
      headers: { 'idempotency-key': 'dl-1' },
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: `coupons/${policyId}`,
      token,
      headers: { 'idempotency-key': 'dl-1' },
    });
    expect(again.json).toMatchObject({ userCouponSysId: first.json.userCouponSysId, replayed: true });
    const dup = await t.request({
      method: 'POST',
      url: `coupons/${policyId}`,
      token,
      headers: { 'accept-language': 'en' },
    });
    expect([dup.status, dup.json.resultCode, dup.json.message]).toEqual([409, '6206', 'You already have this coupon.']);
    const [p] = await t.database.db.select().from(couponPolicies).where(eq(couponPolicies.couponPolicySysId, policyId));
    expect(p!.issuedCount).toBe(1);

    const [join] = await t.database.db.select().from(couponPolicies).where(eq(couponPolicies.kind, 'join'));
    expect(
      (await t.request({ method: 'POST', url: `coupons/${join!.couponPolicySysId}`, token })).json.resultCode,
    ).toBe('6208');
    expect((await t.request({ method: 'POST', url: 'coupons/999999', token })).json.resultCode).toBe('6208');
    const closed = await coupon({ issuanceEndDate: new Date(t.clock.now - 1000) }, { issue: false });
    expect((await t.request({ method: 'POST', url: `coupons/${closed.policyId}`, token })).json.resultCode).toBe(
      '6208',
    );
    const full = await coupon({ totalCap: 3, issuedCount: 3 }, { issue: false });
    const all = await t.request({ method: 'POST', url: `coupons/${full.policyId}`, token });
    expect([all.status, all.json.resultCode, all.json.message]).toEqual([409, '6209', '쿠폰이 모두 발급되었습니다.']);
    const anon = await t.request({ method: 'POST', url: `coupons/${policyId}` });
    expect([anon.status, anon.json.resultCode]).toEqual([401, '1004']);
    expect((await t.request({ method: 'POST', url: 'coupons/abc', token })).json.resultCode).toBe('9422');
    const badKey = await t.request({
      method: 'POST',
      url: `coupons/${policyId}`,
      token,
      headers: { 'idempotency-key': 'ä' },
    });
    expect(badKey.json.resultCode).toBe('9422');
  });

  it('never issues a capped coupon past its cap under concurrency, nor twice to one member', async () => {
    const { policyId } = await coupon({ name: '선착순', totalCap: 5 }, { issue: false });
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < 16; i++) members.push(await member(`cap${i}`));
    const results = await Promise.all(
      members.map((m) => t.request({ method: 'POST', url: `coupons/${policyId}`, token: m.token })),
    );
    const codes = results.map((r) => r.json.resultCode);
    expect(codes.filter((c) => c === '0001')).toHaveLength(5);
    expect(codes.filter((c) => c === '6209')).toHaveLength(11);
    const [p] = await t.database.db.select().from(couponPolicies).where(eq(couponPolicies.couponPolicySysId, policyId));
    expect(p!.issuedCount).toBe(5);
    const held = await t.database.db.select().from(userCoupons).where(eq(userCoupons.couponPolicySysId, policyId));
    expect(held).toHaveLength(5);

    // one member pressing ten times at once gets one coupon and uses one unit of the cap
    const open = await coupon({ name: '중복', totalCap: 100 }, { issue: false });
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'POST', url: `coupons/${open.policyId}`, token: members[0]!.token }),
      ),
    );
    expect(same.filter((r) => r.json.resultCode === '0001')).toHaveLength(1);
    expect(same.filter((r) => r.json.resultCode === '6206')).toHaveLength(9);
    const [q] = await t.database.db
      .select()
      .from(couponPolicies)
      .where(eq(couponPolicies.couponPolicySysId, open.policyId));
    expect(q!.issuedCount).toBe(1);
  });
});

describe('download coupons on brand and exhibition pages (issue 19 defect 16)', () => {
  type Offered = { couponPolicySysId: number; brandSysId: number | null; prdtSysId: number | null; isIssued: number };
  const offered = async (qs: string, tok?: string) => {
    const r = await t.request({ method: 'GET', url: `coupons/policy/products?${qs}`, token: tok });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r.json.coupons as Offered[];
  };

  it('a brand page offers the brand coupons and store-wide ones; another brand does not get them', async () => {
    const db = t.database.db;
    const [first] = await db
      .select({ id: products.prdtSysId, brand: products.brandSysId })
      .from(products)
      .orderBy(asc(products.prdtSysId))
      .limit(1);
    const [otherP] = await db
      .select({ brand: products.brandSysId })
      .from(products)
      .where(ne(products.brandSysId, first!.brand))
      .limit(1);
    const mine = await offered(`brandSysId=${first!.brand}`, token);
    // the brand coupon, the first product's own coupon (a product of this brand) and store-wide ones
    expect(mine.some((c) => c.brandSysId === first!.brand)).toBe(true);
    expect(mine.some((c) => c.prdtSysId === first!.id)).toBe(true);
    expect(mine.some((c) => c.brandSysId === null && c.prdtSysId === null)).toBe(true);
    expect(mine.filter((c) => c.isIssued === 1).length).toBeGreaterThanOrEqual(2);
    const other = await offered(`brandSysId=${otherP!.brand}`);
    expect(other.some((c) => c.brandSysId === first!.brand || c.prdtSysId === first!.id)).toBe(false);
    expect(other.some((c) => c.brandSysId === null && c.prdtSysId === null)).toBe(true);
    const gone = await t.request({ method: 'GET', url: 'coupons/policy/products?brandSysId=999999' });
    expect([gone.status, gone.json.resultCode]).toEqual([404, '3020']);
  });

  it('an exhibition page offers the coupons usable on its products; a downloaded one shows as held and in the box', async () => {
    const db = t.database.db;
    const [pp] = await db
      .select({ planSysId: planProducts.planSysId, prdtSysId: planProducts.prdtSysId, brand: products.brandSysId })
      .from(planProducts)
      .innerJoin(products, eq(products.prdtSysId, planProducts.prdtSysId))
      .orderBy(asc(planProducts.planPrdtSysId))
      .limit(1);
    const { policyId } = await coupon({ name: '기획전 상품 쿠폰', prdtSysId: pp!.prdtSysId }, { issue: false });
    const elsewhere = await coupon({ name: '다른 상품 쿠폰', prdtSysId: 999_999 }, { issue: false }).catch(() => null);
    const m = await member('planfan');
    const list = await offered(`planSysId=${pp!.planSysId}`, m.token);
    const mine = list.find((c) => c.couponPolicySysId === policyId);
    expect(mine).toMatchObject({ isIssued: 0 });
    if (elsewhere) expect(list.some((c) => c.couponPolicySysId === elsewhere.policyId)).toBe(false);
    const got = await t.request({ method: 'POST', url: `coupons/${policyId}`, token: m.token });
    expect(got.json.resultCode).toBe('0001');
    expect(
      (await offered(`planSysId=${pp!.planSysId}`, m.token)).find((c) => c.couponPolicySysId === policyId),
    ).toMatchObject({ isIssued: 1 });
    const again = await t.request({ method: 'POST', url: `coupons/${policyId}`, token: m.token });
    expect([again.status, again.json.resultCode, again.json.message]).toEqual([
      409,
      '6206',
      '이미 발급받은 쿠폰입니다.',
    ]);
    const box = await t.request({ method: 'GET', url: `coupons/users/${m.id}`, token: m.token });
    expect((box.json.coupons as { couponPolicySysId: number }[]).map((c) => c.couponPolicySysId)).toContain(policyId);
    // a guest is asked to log in
    expect((await t.request({ method: 'POST', url: `coupons/${policyId}` })).json.resultCode).toBe('1004');
    const none = await t.request({ method: 'GET', url: 'coupons/policy/products?planSysId=999999' });
    expect([none.status, none.json.resultCode]).toEqual([404, '3101']);
  });
});

describe('coupon box and coupon products', () => {
  it('lists usable, used and expired coupons by kind, and only for the owner', async () => {
    const prod = await coupon({ name: '상품쿠폰', applyTypeCode: 'product' });
    await coupon({ name: '만료쿠폰' }, { expiresInDays: -1 });
    const usable = await t.request({ method: 'GET', url: `coupons/users/${buyerId}?useTypeCode=1`, token });
    expect(usable.status, JSON.stringify(usable.json)).toBe(200);
    const ids = (usable.json.coupons as { userCouponSysId: number }[]).map((c) => c.userCouponSysId);
    expect(ids).toContain(prod.id);
    expect(usable.json.usableCount).toBe(ids.length);
    const productOnly = await t.request({
      method: 'GET',
      url: `coupons/users/${buyerId}?useTypeCode=1&searchTypeCode=1`,
      token,
    });
    expect((productOnly.json.coupons as { applyTypeCode: string }[]).every((c) => c.applyTypeCode === 'product')).toBe(
      true,
    );
    expect((productOnly.json.coupons as unknown[]).length).toBeGreaterThan(0);
    const expired = await t.request({ method: 'GET', url: `coupons/users/${buyerId}?useTypeCode=3`, token });
    expect((expired.json.coupons as { name: string }[]).map((c) => c.name)).toContain('만료쿠폰');
    expect(
      (await t.request({ method: 'GET', url: `coupons/users/${buyerId}?useTypeCode=9`, token })).json.resultCode,
    ).toBe('9422');
    const other = await t.request({ method: 'GET', url: `coupons/users/${buyerId + 1}`, token });
    expect([other.status, other.json.resultCode]).toEqual([403, '1007']);
  });

  it('lists the products a coupon applies to, or which of the given ones it does', async () => {
    const a = await makeProduct(t.database.db, { price: 10000, stock: 5, name: '쿠폰 대상' });
    const b = await makeProduct(t.database.db, { price: 10000, stock: 5 });
    const only = await coupon({ prdtSysId: a.prdtSysId }, { issue: false });
    const res = await t.request({ method: 'GET', url: `coupons/${only.policyId}/products` });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((res.json.products as { prdtSysId: number }[]).map((p) => p.prdtSysId)).toEqual([a.prdtSysId]);
    const all = await coupon({}, { issue: false });
    const some = await t.request({
      method: 'GET',
      url: `coupons/${all.policyId}/products?prdtSysIds=${a.prdtSysId},${b.prdtSysId}`,
    });
    expect(some.json.totalCount).toBe(2);
    expect(
      (await t.request({ method: 'GET', url: `coupons/${all.policyId}/products?prdtSysIds=x` })).json.resultCode,
    ).toBe('9422');
    expect((await t.request({ method: 'GET', url: 'coupons/999999/products' })).json.resultCode).toBe('6200');
  });
});

describe('coupons at checkout (the server computes every discount)', () => {
  it('applies a product coupon and a cart coupon, allocating the cart coupon over the lines', async () => {
    const a = await makeProduct(t.database.db, { price: 30000, stock: 10 });
    const b = await makeProduct(t.database.db, { price: 12000, stock: 10 });
    const p = await coupon({ applyTypeCode: 'product', discountAmount: 3000 });
    const c = await coupon({ discountTypeCode: 'percent', discountAmount: 10 });
    const items = [
      { prdtSysId: a.prdtSysId, qty: 1 },
      { prdtSysId: b.prdtSysId, qty: 1 },
    ];
    const q = await quote(items, [{ userCouponSysId: p.id, lineIndex: 0 }, { userCouponSysId: c.id }]);
    expect(q.status, JSON.stringify(q.json)).toBe(200);
    expect(q.json.amounts).toMatchObject({ prdtPrice: 42000, couponAmount: 6900, payAmount: 35100 });
    expect((q.json.lines as { couponAmount: number }[]).map((l) => l.couponAmount)).toEqual([5700, 1200]);
    expect(q.json.coupons).toHaveLength(2);
    const options = q.json.couponOptions as { userCouponSysId: number; targets: { discount: number }[] }[];
    expect(options.find((o) => o.userCouponSysId === p.id)!.targets.map((x) => x.discount)).toEqual([3000, 3000]);
  });

  it('refuses every broken coupon rule with its code and message', async () => {
    const a = await makeProduct(t.database.db, { price: 10000, stock: 10 });
    const items = [{ prdtSysId: a.prdtSysId, qty: 3 }];
    const check = async (
      p: Partial<typeof couponPolicies.$inferInsert>,
      code: string,
      o: { expiresInDays?: number } = {},
    ) => {
      const c = await coupon({ applyTypeCode: 'product', ...p }, o);
      const r = await quote(items, [{ userCouponSysId: c.id, lineIndex: 0 }]);
      expect([r.status, r.json.resultCode], JSON.stringify(r.json)).toEqual([409, code]);
      expect(typeof r.json.message).toBe('string');
    };
    await check({ minProductAmount: 30001 }, '6210');
    await check({ maxProductQty: 2 }, '6204');
    await check({ discountAmount: 30001 }, '6203');
    await check({ prdtSysId: a.prdtSysId + 1 }, '6211');
    await check({}, '6201', { expiresInDays: -1 });
    await check({ minOrderAmount: 30001 }, '6205');
    // a percent coupon is capped by its maximum discount (20% of 30,000 = 6,000 → 4,000)
    const capped = await coupon({
      applyTypeCode: 'product',
      discountTypeCode: 'percent',
      discountAmount: 20,
      maxDiscountAmount: 4000,
    });
    const ok = await quote(items, [{ userCouponSysId: capped.id, lineIndex: 0 }]);
    expect((ok.json.amounts as { couponAmount: number }).couponAmount).toBe(4000);

    const cart = await coupon({});
    const cart2 = await coupon({});
    const twice = await quote(items, [{ userCouponSysId: cart.id }, { userCouponSysId: cart.id }]);
    expect(twice.json.resultCode).toBe('6200');
    expect((await quote(items, [{ userCouponSysId: cart.id }, { userCouponSysId: cart2.id }])).json.resultCode).toBe(
      '6200',
    );
    const noLine = await coupon({ applyTypeCode: 'product' });
    expect((await quote(items, [{ userCouponSysId: noLine.id }])).json.resultCode).toBe('6200');
    const others = await coupon({}, { userSysId: await userIdOf(t.database.db, 'seller@demo.kr') });
    expect((await quote(items, [{ userCouponSysId: others.id }])).json.resultCode).toBe('6200');
    expect((await quote(items, [{ userCouponSysId: cart.id }], null)).json.resultCode).toBe('6200');
    expect((await quote(items, [{ userCouponSysId: 'x' }])).json.resultCode).toBe('9422');
  });

  it('offers to cancel the applied coupon when the minimum order amount fails because of it', async () => {
    const a = await makeProduct(t.database.db, { price: 30000, stock: 10 });
    const items = [{ prdtSysId: a.prdtSysId, qty: 1 }];
    const p = await coupon({ applyTypeCode: 'product', discountAmount: 5000 });
    const c = await coupon({ discountAmount: 2000, minOrderAmount: 28000 });
    const r = await quote(items, [{ userCouponSysId: p.id, lineIndex: 0 }, { userCouponSysId: c.id }]);
    expect([r.status, r.json.resultCode]).toEqual([409, '6205']);
    expect(r.json).toMatchObject({ userCouponSysId: c.id, conflicts: [p.id] });
    const swapped = await quote(items, [{ userCouponSysId: c.id }]);
    expect((swapped.json.amounts as { couponAmount: number }).couponAmount).toBe(2000);
  });

  it('marks the coupons used in the order, refuses them again, and gives them back on cancel', async () => {
    const a = await makeProduct(t.database.db, { price: 20000, stock: 10 });
    const items = [{ prdtSysId: a.prdtSysId, qty: 1 }];
    const c = await coupon({ discountAmount: 2500 });
    const made = await order(items, [{ userCouponSysId: c.id }]);
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const o = made.json.order as { orderSysId: number; amounts: { couponAmount: number; payAmount: number } };
    expect(o.amounts).toMatchObject({ couponAmount: 2500, payAmount: 17500 });
    expect((made.json.products as { couponAmount: number }[])[0]!.couponAmount).toBe(2500);
    const used = await t.request({ method: 'GET', url: `coupons/users/${buyerId}?useTypeCode=2`, token });
    expect(
      (used.json.coupons as { userCouponSysId: number; orderSysId: number }[]).find((x) => x.userCouponSysId === c.id),
    ).toMatchObject({ orderSysId: o.orderSysId });
    expect((await quote(items, [{ userCouponSysId: c.id }])).json.resultCode).toBe('6200');
    const del = await t.request({ method: 'DELETE', url: `orders/${o.orderSysId}`, token });
    expect(del.status).toBe(200);
    expect((await quote(items, [{ userCouponSysId: c.id }])).status).toBe(200);
  });

  it('lets two orders racing for one coupon use it once', async () => {
    const a = await makeProduct(t.database.db, { price: 20000, stock: 20 });
    const items = [{ prdtSysId: a.prdtSysId, qty: 1 }];
    const c = await coupon({ discountAmount: 1000 });
    const q = await quote(items, [{ userCouponSysId: c.id }]);
    const pay = (q.json.amounts as { payAmount: number }).payAmount;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: 'POST',
          url: 'orders',
          token,
          body: { ...testOrderBody(items, 'card', pay), coupons: [{ userCouponSysId: c.id }] },
        }),
      ),
    );
    expect(results.filter((r) => r.json.resultCode === '0001')).toHaveLength(1);
    expect(results.filter((r) => r.json.resultCode === '6200')).toHaveLength(5);
  });

  it('restores a refunded order coupon 3 more days (the refund of issue 7 calls it)', async () => {
    const a = await makeProduct(t.database.db, { price: 20000, stock: 10 });
    const c = await coupon({ discountAmount: 1000 }, { expiresInDays: 1 });
    const made = await order([{ prdtSysId: a.prdtSysId, qty: 1 }], [{ userCouponSysId: c.id }]);
    const orderSysId = (made.json.order as { orderSysId: number }).orderSysId;
    const svc = createCouponsService(t.database.db, () => new Date(t.clock.now));
    const [before] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.userCouponSysId, c.id));
    expect(await withTx(t.database.db, (tx) => svc.restoreForRefund(tx, orderSysId))).toBe(1);
    const [after] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.userCouponSysId, c.id));
    expect(after!.usedAt).toBeNull();
    expect(after!.orderSysId).toBeNull();
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime() + 3 * DAY);
  });
});

describe('event products (operations/eventplans/chkvalid and orders)', () => {
  async function eventPlanProduct(title: string) {
    const [r] = await t.database.db
      .select({ planPrdtSysId: planProducts.planPrdtSysId, prdtSysId: planProducts.prdtSysId })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .where(and(eq(plans.planType, 'event'), eq(plans.titleEn, title)))
      .orderBy(asc(planProducts.sortOrder))
      .limit(1);
    return r!;
  }
  /** one in-stock value of each option group */
  async function optionsOf(prdtSysId: number): Promise<number[]> {
    const rows = await t.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.prdtSysId, prdtSysId))
      .orderBy(asc(productOptions.sortOrder));
    const picked = new Map<string, number>();
    for (const o of rows) if (o.stock > 5 && !picked.has(o.optionGroup)) picked.set(o.optionGroup, o.prdtOptionSysId);
    return [...picked.values()];
  }
  const chk = (body: unknown, tok: string | null = token) =>
    t.request({ method: 'POST', url: 'operations/eventplans/chkvalid', token: tok ?? undefined, body });

  it('checks login, the per-member limit (also under concurrency) and gives the count back on cancel', async () => {
    const ev = await eventPlanProduct('Welcome event');
    const first = await chk({ planPrdtSysId: ev.planPrdtSysId, prdtSysId: ev.prdtSysId });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ isEvent: 1, boughtQty: 0, rule: { maxQtyPerUser: 1, joinWithinDays: 30 } });
    expect((await chk({ planPrdtSysId: ev.planPrdtSysId }, null)).json.resultCode).toBe('1004');
    expect((await chk({ planPrdtSysId: 'x' })).json.resultCode).toBe('9422');
    const [plain] = await t.database.db
      .select({ id: planProducts.planPrdtSysId })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .where(eq(plans.planType, 'plan'))
      .limit(1);
    expect((await chk({ planPrdtSysId: plain!.id })).json).toMatchObject({ isEvent: 0 });

    const items = [
      { prdtSysId: ev.prdtSysId, qty: 1, planPrdtSysId: ev.planPrdtSysId, options: await optionsOf(ev.prdtSysId) },
    ];
    const q = await quote(items, []);
    expect(q.status, JSON.stringify(q.json)).toBe(200);
    const pay = (q.json.amounts as { payAmount: number }).payAmount;
    const body = testOrderBody(items, 'card', pay);
    const two = await t.request({
      method: 'POST',
      url: 'orders/deliveries',
      token,
      body: { items: [{ ...items[0], qty: 2 }] },
    });
    expect(two.json.resultCode).toBe('6008');
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => t.request({ method: 'POST', url: 'orders', token, body })),
    );
    const ok = racing.filter((r) => r.json.resultCode === '0001');
    expect(ok).toHaveLength(1);
    expect(racing.filter((r) => r.json.resultCode === '6008')).toHaveLength(4);
    const limit = await chk({ planPrdtSysId: ev.planPrdtSysId }, token);
    expect([limit.status, limit.json.resultCode]).toEqual([409, '6008']);
    const orderSysId = (ok[0]!.json.order as { orderSysId: number }).orderSysId;
    await t.request({ method: 'DELETE', url: `orders/${orderSysId}`, token });
    expect((await chk({ planPrdtSysId: ev.planPrdtSysId })).json).toMatchObject({ isEvent: 1, boughtQty: 0 });
    // a guest cannot buy it; it cannot come from the cart
    expect((await quote(items, [], null)).json.resultCode).toBe('1004');
    expect((await quote([{ ...items[0], basketSysId: 1 }], [])).json.resultCode).toBe('6006');
  });

  it('answers 6010 when the join date has passed and 6009 below the same-brand minimum', async () => {
    const ev = await eventPlanProduct('Welcome event');
    await t.database.db
      .update(eventProductRules)
      .set({ joinWithinDays: 0 })
      .where(eq(eventProductRules.planPrdtSysId, ev.planPrdtSysId));
    t.clock.advance(60_000);
    const late = await chk({ planPrdtSysId: ev.planPrdtSysId }, token);
    expect([late.status, late.json.resultCode]).toEqual([409, '6010']);
    await t.database.db
      .update(eventProductRules)
      .set({ joinWithinDays: 30 })
      .where(eq(eventProductRules.planPrdtSysId, ev.planPrdtSysId));

    const camp = await eventPlanProduct('Camping season opening');
    const low = await chk({ planPrdtSysId: camp.planPrdtSysId }, token);
    expect([low.status, low.json.resultCode]).toEqual([409, '6009']);
    // 30,000 won of the same brand in the same order meets it
    const [p] = await t.database.db.select().from(products).where(eq(products.prdtSysId, camp.prdtSysId));
    const same = await makeProduct(t.database.db, { price: 30000, stock: 5 });
    await t.database.db
      .update(products)
      .set({ brandSysId: p!.brandSysId })
      .where(eq(products.prdtSysId, same.prdtSysId));
    const ev2 = {
      prdtSysId: camp.prdtSysId,
      qty: 1,
      planPrdtSysId: camp.planPrdtSysId,
      options: await optionsOf(camp.prdtSysId),
    };
    expect((await quote([ev2], [])).json.resultCode).toBe('6009');
    const both = await quote([ev2, { prdtSysId: same.prdtSysId, qty: 1 }], []);
    expect(both.status, JSON.stringify(both.json)).toBe(200);
  });

  it('chkvalid counts the same brand in the member cart towards the minimum (defect 17)', async () => {
    const camp = await eventPlanProduct('Camping season opening');
    const [p] = await t.database.db.select().from(products).where(eq(products.prdtSysId, camp.prdtSysId));
    const m = await member('campfan');
    const low = await chk({ planPrdtSysId: camp.planPrdtSysId, prdtSysId: camp.prdtSysId }, m.token);
    expect([low.status, low.json.resultCode, low.json.message]).toEqual([
      409,
      '6009',
      '이벤트 상품은 같은 브랜드 상품 최소 결제 금액 이상일 때 구매할 수 있습니다.',
    ]);
    expect(low.json).toMatchObject({ minBrandAmount: 30000, brandPaidAmount: 0, sameBrandAmount: 0 });
    // 20,000 won of another brand and 15,000 of the same brand: still short
    const sameA = await makeProduct(t.database.db, { price: 15000, stock: 9 });
    const sameB = await makeProduct(t.database.db, { price: 15000, stock: 9 });
    const otherBrand = await makeProduct(t.database.db, { price: 20000, stock: 9 });
    await t.database.db
      .update(products)
      .set({ brandSysId: p!.brandSysId })
      .where(inArray(products.prdtSysId, [sameA.prdtSysId, sameB.prdtSysId]));
    const [elsewhere] = await t.database.db
      .select({ id: brands.brandSysId })
      .from(brands)
      .where(ne(brands.brandSysId, p!.brandSysId))
      .limit(1);
    await t.database.db
      .update(products)
      .set({ brandSysId: elsewhere!.id })
      .where(eq(products.prdtSysId, otherBrand.prdtSysId));
    const add = (prdtSysId: number) =>
      t.request({ method: 'POST', url: `users/${m.id}/baskets`, token: m.token, body: { prdtSysId, basketQty: 1 } });
    expect((await add(otherBrand.prdtSysId)).json.resultCode).toBe('0001');
    expect((await add(sameA.prdtSysId)).json.resultCode).toBe('0001');
    const short = await chk({ planPrdtSysId: camp.planPrdtSysId }, m.token);
    expect([short.json.resultCode, short.json.sameBrandAmount]).toEqual(['6009', 15000]);
    // a second same-brand line in the cart meets 30,000
    expect((await add(sameB.prdtSysId)).json.resultCode).toBe('0001');
    const ok = await chk({ planPrdtSysId: camp.planPrdtSysId }, m.token);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ isEvent: 1, basketBrandAmount: 30000, brandPaidAmount: 0, boughtQty: 0 });
    // the per-member limit (2) still holds
    const three = await chk({ planPrdtSysId: camp.planPrdtSysId, qty: 3 }, m.token);
    expect([three.status, three.json.resultCode]).toEqual([409, '6008']);
    // a sold-out line of the brand does not count
    await t.database.db.update(products).set({ isSoldout: 1 }).where(eq(products.prdtSysId, sameB.prdtSysId));
    expect((await chk({ planPrdtSysId: camp.planPrdtSysId }, m.token)).json.resultCode).toBe('6009');
  });

  it("the product page's view (report=1) names each broken rule with its message, and the cart refuses event products", async () => {
    const camp = await eventPlanProduct('Camping season opening');
    const welcome = await eventPlanProduct('Welcome event');
    const m = await member('evview');
    const view = async (body: Record<string, unknown>, lang = 'ko') =>
      (
        await t.request({
          method: 'POST',
          url: `operations/eventplans/chkvalid?lang=${lang}`,
          token: m.token,
          body: { ...body, report: 1 },
        })
      ).json;
    // login
    const guest = await t.request({
      method: 'POST',
      url: 'operations/eventplans/chkvalid',
      body: { planPrdtSysId: camp.planPrdtSysId, report: 1 },
    });
    expect([guest.status, guest.json.resultCode]).toEqual([401, '1004']);
    // minimum same-brand payment
    const min = await view({ planPrdtSysId: camp.planPrdtSysId, prdtSysId: camp.prdtSysId });
    expect(min).toMatchObject({
      resultCode: '0001',
      isEvent: 1,
      rule: { maxQtyPerUser: 2, minBrandAmount: 30000 },
      boughtQty: 0,
      brandPaidAmount: 0,
      basketBrandAmount: 0,
      refusedCode: '6009',
      refusedMessage: '이벤트 상품은 같은 브랜드 상품 최소 결제 금액 이상일 때 구매할 수 있습니다.',
    });
    expect((await view({ planPrdtSysId: camp.planPrdtSysId }, 'en')).refusedMessage).toBe(
      'This event product needs a minimum payment on products of the same brand.',
    );
    // per-person limit (checked before the minimum)
    expect((await view({ planPrdtSysId: camp.planPrdtSysId, qty: 3 })).refusedCode).toBe('6008');
    // the join date: a member who joined 31 days ago
    const ok = await view({ planPrdtSysId: welcome.planPrdtSysId });
    expect(ok).toMatchObject({ isEvent: 1, refusedCode: null, refusedMessage: null, rule: { joinWithinDays: 30 } });
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now - 31 * DAY) })
      .where(eq(users.userSysId, m.id));
    expect(await view({ planPrdtSysId: welcome.planPrdtSysId })).toMatchObject({
      refusedCode: '6010',
      refusedMessage: '가입일이 지나 이벤트 대상이 아닙니다.',
    });
    // single order only: the cart refuses an event product
    const cart = await t.request({
      method: 'POST',
      url: `users/${m.id}/baskets`,
      token: m.token,
      body: { prdtSysId: welcome.prdtSysId, planPrdtSysId: welcome.planPrdtSysId, basketQty: 1 },
    });
    expect([cart.status, cart.json.resultCode]).toEqual([409, '6006']);
  });
});
