import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config.js';
import { products, users } from '../../db/schema/index.js';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi, placeOrderViaApi, userIdOf } from '../../../test/factories.js';

let t: TestContext;
let buyer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

const order = (
  items: { prdtSysId: number; qty: number }[],
  extra: Record<string, unknown> = {},
  tok: string | undefined = buyer,
  payMethod: 'card' | 'vbank' = 'vbank',
) => placeOrderViaApi(t, { token: tok || undefined, items, payMethod, extra });

describe('marketplace duties', () => {
  it("answers the operator's identity from the settings (footer, terms, checkout)", async () => {
    const r = await t.request({ method: 'GET', url: 'operator' });
    expect(r.json.operator).toMatchObject({
      companyName: '(주)라이브커머스 데모',
      bizRegNo: '000-00-00000',
      mailOrderNo: expect.any(String),
      privacyOfficer: expect.any(String),
      ftcInfoUrl: expect.stringMatching(/^https:\/\/www\.ftc\.go\.kr\//),
      buyerProtection: 'escrow',
      insuranceText: null,
      testMode: false, // development on the sandbox: no TEST MODE banner (issue 25 N2)
    });
  });

  it('refuses to start in production mode without the operator identity, and accepts it complete', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/OPERATOR_COMPANY_NAME.*OPERATOR_FTC_INFO_URL/s);
    const full = {
      ...base,
      OPERATOR_COMPANY_NAME: '(주)예시상점',
      OPERATOR_REPRESENTATIVE: '김대표',
      OPERATOR_ADDRESS: '서울특별시 중구 세종대로 1',
      OPERATOR_PHONE: '02-000-0000',
      OPERATOR_EMAIL: 'cs@shop.example',
      OPERATOR_BIZ_REG_NO: '120-81-00002',
      OPERATOR_MAIL_ORDER_NO: '제2026-서울중구-0001호',
      OPERATOR_PRIVACY_OFFICER: '이보호 (privacy@shop.example)',
      OPERATOR_HOSTING_PROVIDER: '네이버클라우드 주식회사',
      OPERATOR_FTC_INFO_URL: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1208100002',
      AD_OPT_OUT_PHONE: '080-123-4567',
      PAYMENT_GATEWAY: 'sandbox',
      DATA_ENCRYPTION_KEY: 'k'.repeat(40),
    };
    expect(loadConfig(full).OPERATOR_COMPANY_NAME).toBe('(주)예시상점');
    const { OPERATOR_PRIVACY_OFFICER: _omit, ...missingOne } = full;
    expect(() => loadConfig(missingOne)).toThrow(/OPERATOR_PRIVACY_OFFICER/);
    // insurance instead of escrow needs the policy text; Toss needs its key and the public address
    expect(() => loadConfig({ BUYER_PROTECTION: 'insurance' })).toThrow(/BUYER_PROTECTION_INSURANCE/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'toss' })).toThrow(/TOSS_SECRET_KEY/);
  });

  it("shows the seller's identity, the total with the mandatory delivery fee and the alcohol flag on the product page", async () => {
    const paid = await makeProduct(t.database.db, { price: 12000, stock: 3, delivery: { type: 3, price: 3000 } });
    const r = await t.request({ method: 'GET', url: `products/${paid.prdtSysId}` });
    const p = r.json.product as Record<string, unknown>;
    expect(p).toMatchObject({ finalPrice: 12000, totalPrice: 15000, isAlcohol: 0 });
    expect(p.seller).toMatchObject({
      companyName: expect.any(String),
      representative: expect.any(String),
      address: expect.any(String),
      phone: expect.any(String),
      bizRegNo: expect.stringMatching(/^\d{3}-\d{2}-\d{5}$/),
      mailOrderNo: expect.any(String),
    });
    const freeAbove = await makeProduct(t.database.db, {
      price: 30000,
      stock: 3,
      delivery: { type: 2, price: 3000, freeMin: 30000 },
    });
    const f = (await t.request({ method: 'GET', url: `products/${freeAbove.prdtSysId}` })).json.product;
    expect(f).toMatchObject({ totalPrice: 30000 });
    const [liquor] = await t.database.db.select().from(products).where(eq(products.isAlcohol, 1));
    expect(liquor).toBeDefined();
    const l = (await t.request({ method: 'GET', url: `products/${liquor!.prdtSysId}` })).json.product;
    expect(l).toMatchObject({ isAlcohol: 1 });
  });
});

describe('checkout agreements, escrow and cash receipt', () => {
  it('stores the payment-terms and 14+ ticks with the order, and refuses unticked boxes', async () => {
    const p = await makeProduct(t.database.db, { price: 5000, stock: 5 });
    const items = [{ prdtSysId: p.prdtSysId, qty: 1 }];
    expect((await order(items, { agreePayTerms: false })).json.resultCode).toBe('6110');
    expect((await order(items, { confirmAge14: false })).json.resultCode).toBe('6111');
    const at = new Date(t.clock.now).toISOString();
    const ok = await order(items);
    expect(ok.json.order).toMatchObject({
      payTermsAgreedAt: at,
      age14ConfirmedAt: at,
      escrow: false,
      cashReceipt: null,
    });
  });

  it('takes escrow and a validated cash receipt for transfer and virtual account, not for card', async () => {
    const p = await makeProduct(t.database.db, { price: 7000, stock: 10 });
    const items = [{ prdtSysId: p.prdtSysId, qty: 1 }];
    const card = await order(items, { escrow: true }, buyer, 'card');
    expect([card.status, card.json.resultCode]).toEqual([422, '6133']);
    for (const cashReceipt of [
      { type: 'income', identity: '0212345678' },
      { type: 'expense', identity: '120-81-00001' },
      { type: 'expense', identity: '010-1234-5678' },
    ]) {
      const bad = await order(items, { cashReceipt });
      expect(bad.json.resultCode, JSON.stringify(cashReceipt)).toBe('6132');
    }
    const ok = await order(items, { escrow: true, cashReceipt: { type: 'expense', identity: '120-81-00002' } });
    expect(ok.json.order).toMatchObject({ escrow: true, cashReceipt: { type: 'expense', identity: '1208100002' } });
    const phone = await order(items, { cashReceipt: { type: 'income', identity: '010-2222-3333' } });
    expect(phone.json.order).toMatchObject({ cashReceipt: { type: 'income', identity: '01022223333' } });
    // with card the receipt is not kept (the card slip is the proof)
    const c2 = await order(items, { cashReceipt: { type: 'income', identity: '01022223333' } }, buyer, 'card');
    expect(c2.json.order).toMatchObject({ cashReceipt: null, escrow: false });
    // paying an escrow order by card later is refused too
    const id = (ok.json.order as { orderSysId: number }).orderSysId;
    const pay = await t.request({
      method: 'POST',
      url: `orders/${id}/pays`,
      token: buyer,
      body: { payMethod: 'card' },
    });
    expect(pay.json.resultCode).toBe('6133');
  });
});

describe('alcohol (청소년 보호법, 주류 통신판매 고시)', () => {
  it('needs a member whose 본인확인 birth date shows 19 or older', async () => {
    const liquor = await makeProduct(t.database.db, { price: 16900, stock: 20, name: '테스트 막걸리' });
    await t.database.db
      .update(products)
      .set({ isAlcohol: 1, alcoholKind: 'folk' })
      .where(eq(products.prdtSysId, liquor.prdtSysId));
    const items = [{ prdtSysId: liquor.prdtSysId, qty: 2 }];
    const guest = await order(items, {}, '');
    expect([guest.status, guest.json.resultCode]).toEqual([401, '6131']);

    // the demo buyer: 본인확인 born 1990-05-15 → adult (issue 33: the identity birth date, not the profile's)
    const ok = await order(items);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);

    // 18 years and 364 days today (Korea time) → refused; on the 19th birthday → accepted
    const buyerId = await userIdOf(t.database.db, 'buyer@demo.kr');
    const kst = new Date(t.clock.now + 9 * 3_600_000);
    const ymd = (y: number, dayShift: number) => {
      const d = new Date(Date.UTC(kst.getUTCFullYear() - y, kst.getUTCMonth(), kst.getUTCDate() + dayShift));
      return d.toISOString().slice(0, 10);
    };
    await t.database.db
      .update(users)
      .set({ identityBirthday: ymd(19, 1) })
      .where(eq(users.userSysId, buyerId));
    const young = await order(items);
    expect([young.status, young.json.resultCode]).toEqual([403, '6130']);
    await t.database.db
      .update(users)
      .set({ identityBirthday: ymd(19, 0) })
      .where(eq(users.userSysId, buyerId));
    expect((await order(items)).status).toBe(200);
    await t.database.db.update(users).set({ identityBirthday: null }).where(eq(users.userSysId, buyerId));
    expect((await order(items)).json.resultCode).toBe('6130');
    await t.database.db.update(users).set({ identityBirthday: '1990-05-15' }).where(eq(users.userSysId, buyerId));
  });

  it("exports the quarter's paid alcohol order lines as CSV for administrators only", async () => {
    const liquor = await makeProduct(t.database.db, { price: 20000, stock: 20, name: '테스트 "청주", 750ml' });
    await t.database.db
      .update(products)
      .set({ isAlcohol: 1, alcoholKind: 'regional' })
      .where(eq(products.prdtSysId, liquor.prdtSysId));
    const other = await makeProduct(t.database.db, { price: 3000, stock: 20, name: '보리차' });
    const { orderNumber } = await paidCardOrderViaApi(t, buyer, [
      { prdtSysId: liquor.prdtSysId, qty: 3 },
      { prdtSysId: other.prdtSysId, qty: 1 },
    ]);

    const kst = new Date(t.clock.now + 9 * 3_600_000);
    const year = kst.getUTCFullYear();
    const quarter = Math.floor(kst.getUTCMonth() / 3) + 1;
    const get = (tok: string | undefined, q = `year=${year}&quarter=${quarter}`, reason = '국세청 분기 신고') =>
      t.app.fastify.inject({
        method: 'GET',
        url: `/api/v1/operations/tax/alcohol?${q}&reason=${encodeURIComponent(reason)}`,
        headers: tok ? { authorization: `Bearer ${tok}` } : {},
      });
    expect((await get(buyer)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(admin, 'year=2026&quarter=5')).statusCode).toBe(422);
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`alcohol-${year}-Q${quarter}.csv`);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('주문번호');
    const mine = rows.filter((r) => r.startsWith(orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('"테스트 ""청주"", 750ml"');
    expect(mine[0]).toContain(',3,20000,60000,');
    // the unpaid orders of the test above are not reported; another quarter is empty
    const prev = quarter === 1 ? `year=${year - 1}&quarter=4` : `year=${year}&quarter=${quarter - 1}`;
    expect(
      (await get(admin, prev)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
