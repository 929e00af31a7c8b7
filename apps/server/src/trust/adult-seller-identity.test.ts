import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/index.js';
import { accessTokens, signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { makeProduct, placeOrderViaApi, TEST_RECEIVER } from '../../test/factories.js';
import { enc, join } from '../domains/auth/account.fixtures.js';

/**
 * Issue 33, items 2 and 6. Alcohol: only 전통주 kinds are sold online, and 19+ is the birth date of the
 * 본인확인 provider, never the birthday a member types or edits. Seller identity (전자상거래법 제20조 ②):
 * a brand without it has its products left out of lists, product pages and checkout.
 */
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin] = await accessTokens(t, 'admin@demo.kr');
});
afterAll(async () => t?.close());

async function liquor(kind: 'folk' | 'regional' | 'other' | null) {
  const p = await makeProduct(t.database.db, { price: 9000, stock: 50, name: `테스트 주류 ${kind}` });
  await t.database.db
    .update(products)
    .set({ isAlcohol: 1, alcoholKind: kind })
    .where(eq(products.prdtSysId, p.prdtSysId));
  return [{ prdtSysId: p.prdtSysId, qty: 1 }];
}
const order = (token: string, items: { prdtSysId: number; qty: number }[]) =>
  placeOrderViaApi(t, { token, items, payMethod: 'vbank' });

/** A new member born on `birthday` (14+ to sign up), signed in. */
async function member(userId: string, birthday: string) {
  const joined = await join(t, { userId, birthday });
  expect(joined.json.resultCode, JSON.stringify(joined.json)).toBe('0001');
  return signIn(t, userId, 'newpass12!');
}

/** The member's 본인확인 with the sandbox provider, the window stating `birthday`. */
async function verify(m: { id: number; token: string }, birthday: string) {
  const started = await t.request({ method: 'POST', url: `users/${m.id}/identity`, token: m.token });
  expect(started.json).toMatchObject({ resultCode: '0001', provider: 'sandbox' });
  const requestId = started.json.requestId as string;
  expect(started.json.url).toBe(`/IdentitySandbox?requestId=${requestId}`);
  const early = await t.request({ method: 'POST', url: `users/${m.id}/identity/${requestId}`, token: m.token });
  expect(early.json.resultCode).toBe('1193');
  const answered = await t.request({
    method: 'POST',
    url: `identity/sandbox/${requestId}`,
    token: m.token,
    body: { name: '홍길동', birthday },
  });
  expect(answered.json.resultCode).toBe('0001');
  return {
    requestId,
    confirm: () => t.request({ method: 'POST', url: `users/${m.id}/identity/${requestId}`, token: m.token }),
  };
}

describe('alcohol: 전통주 kinds only, 19+ from 본인확인', () => {
  it('a member who edits the birthday in the profile cannot buy alcohol; the identity check decides', async () => {
    const items = await liquor('regional');
    const teen = await member('teen33@demo.kr', '2010-04-01');
    // the profile's birthday is the member's to edit (after the password check)
    await t.request({
      method: 'POST',
      url: `users/${teen.id}/chkpw`,
      token: teen.token,
      form: true,
      body: { password: await enc(t, 'newpass12!'), isRsa: true },
    });
    const edited = await t.request({
      method: 'PATCH',
      url: `users/${teen.id}/myinfo`,
      token: teen.token,
      body: { birthday: '1990-04-01' },
    });
    expect(edited.json.resultCode).toBe('0001');
    const refused = await order(teen.token, items);
    expect([refused.status, refused.json.resultCode]).toEqual([403, '6130']);

    // 본인확인 gives the true birth date: still a minor
    const v = await verify(teen, '2010-04-01');
    expect((await v.confirm()).json.identity).toMatchObject({ adult: false });
    expect((await order(teen.token, items)).json.resultCode).toBe('6130');
    // a request confirms once
    expect((await v.confirm()).json.resultCode).toBe('1192');
    const state = await t.request({ method: 'GET', url: `users/${teen.id}/identity`, token: teen.token });
    expect(state.json.identity).toMatchObject({ adult: false, available: true, verifiedAt: expect.any(String) });
  });

  it('a verified adult can buy; nobody answers or confirms another member’s request', async () => {
    const items = await liquor('folk');
    const adult = await member('adult33@demo.kr', '1988-02-02');
    const before = await order(adult.token, items);
    expect(before.json.resultCode).toBe('6130');
    const started = await t.request({ method: 'POST', url: `users/${adult.id}/identity`, token: adult.token });
    const requestId = started.json.requestId as string;
    const stranger = await member('stranger33@demo.kr', '1980-01-01');
    const foreign = await t.request({
      method: 'POST',
      url: `identity/sandbox/${requestId}`,
      token: stranger.token,
      body: { name: '남남', birthday: '1980-01-01' },
    });
    expect(foreign.json.resultCode).toBe('1192');
    const theirs = await t.request({
      method: 'POST',
      url: `users/${adult.id}/identity/${requestId}`,
      token: stranger.token,
    });
    expect(theirs.json.resultCode).toBe('1007');
    const v = await verify(adult, '1988-02-02');
    expect((await v.confirm()).json.identity).toMatchObject({ adult: true });
    const ok = await order(adult.token, items);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('an alcohol kind not sold online (or none) is neither shown nor ordered', async () => {
    const [buyer] = await accessTokens(t, 'buyer@demo.kr');
    for (const kind of ['other', null] as const) {
      const items = await liquor(kind);
      const refused = await order(buyer, items);
      expect([refused.status, refused.json.resultCode], String(kind)).toEqual([403, '6134']);
      const page = await t.request({ method: 'GET', url: `products/${items[0]!.prdtSysId}` });
      expect(page.json.resultCode).toBe('3001');
      const row = await t.request({ method: 'GET', url: `admin/products/${items[0]!.prdtSysId}`, token: admin });
      expect(row.json).toMatchObject({ isAlcohol: 1, alcoholKind: kind, displayBlocks: ['alcoholKind'] });
    }
    // the operator sets the kind in the back-office: then it is on sale (the demo buyer passed 본인확인)
    const items = await liquor(null);
    const set = await t.request({
      method: 'PATCH',
      url: `admin/products/${items[0]!.prdtSysId}`,
      token: admin,
      body: { isAlcohol: 1, alcoholKind: 'regional' },
    });
    expect(set.json.product).toMatchObject({ alcoholKind: 'regional', displayBlocks: [] });
    expect((await order(buyer, items)).status).toBe(200);
  });
});

describe('seller identity (전자상거래법 제20조 ②): no identity, no display', () => {
  it('hides a brand’s products from lists, the product page and checkout until its identity is complete', async () => {
    const brand = await t.request({
      method: 'POST',
      url: 'admin/brands',
      token: admin,
      body: { name: '신원없는브랜드', sellerSysId: 0, sellerCompanyName: '(주)반쪽' },
    });
    const brandSysId = brand.json.brandSysId as number;
    const p = await makeProduct(t.database.db, { price: 4000, stock: 9, brandSysId });
    const list = () => t.request({ method: 'GET', url: `products/lists?brandSysId=${brandSysId}&rowCount=50` });
    const hidden = await list();
    expect(hidden.json.totalCount).toBe(0);
    expect((await t.request({ method: 'GET', url: `products/${p.prdtSysId}` })).json.resultCode).toBe('3001');
    const quote = await t.request({
      method: 'POST',
      url: 'orders/deliveries',
      token: admin,
      body: { items: [{ prdtSysId: p.prdtSysId, qty: 1 }], postNumber: TEST_RECEIVER.postNumber, pointAmount: 0 },
    });
    expect(quote.json.resultCode).toBe('3002');

    // the back-office says why
    const brands = await t.request({ method: 'GET', url: 'admin/brands?q=신원없는브랜드', token: admin });
    expect((brands.json.rows as Record<string, unknown>[])[0]).toMatchObject({
      sellerIdentityMissing: ['representative', 'address', 'phone', 'email', 'bizRegNo', 'mailOrderNo'],
    });
    const row = await t.request({ method: 'GET', url: `admin/products/${p.prdtSysId}`, token: admin });
    expect(row.json).toMatchObject({ displayBlocks: ['sellerIdentity'] });

    const identity = {
      sellerRepresentative: '김대표',
      sellerAddress: '서울특별시 중구 세종대로 1',
      sellerPhone: '02-123-4567',
      sellerEmail: 'cs@half.example',
      sellerBizRegNo: '120-81-00002',
      sellerMailOrderNo: '제2026-서울중구-0009호',
    };
    // blank counts as missing
    await t.request({
      method: 'PATCH',
      url: `admin/brands/${brandSysId}`,
      token: admin,
      body: { ...identity, sellerEmail: '  ' },
    });
    expect((await t.request({ method: 'GET', url: `products/${p.prdtSysId}` })).json.resultCode).toBe('3001');
    await t.request({ method: 'PATCH', url: `admin/brands/${brandSysId}`, token: admin, body: identity });
    const page = await t.request({ method: 'GET', url: `products/${p.prdtSysId}` });
    expect(page.json.product).toMatchObject({
      seller: { companyName: '(주)반쪽', representative: '김대표', mailOrderNo: '제2026-서울중구-0009호' },
    });
  });

  it('every demo brand has the full identity', async () => {
    const res = await t.request({ method: 'GET', url: 'admin/brands?rowCount=100', token: admin });
    const rows = res.json.rows as { name: string; sellerIdentityMissing: string[] }[];
    const demo = rows.filter((r) => r.name !== '신원없는브랜드');
    expect(demo.length).toBeGreaterThan(0);
    for (const r of demo) expect(r.sellerIdentityMissing, r.name).toEqual([]);
  });
});
