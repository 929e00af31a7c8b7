/**
 * Issue 33 item 4 (개인정보 보호법 제30조, 제17조, 제28조의8): the served privacy policy is written from
 * the settings (processors, transfers abroad, destruction, the privacy officer), and the buyer's data
 * reaches the order's sellers only with the consent ticked at checkout, kept with the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENTS_IDS, SELLER_PROVISION } from '@lc/contracts';
import { loadConfig } from '../config.js';
import { brands, orders } from '../db/schema/index.js';
import { privacyArticles } from '../domains/compliance/privacy-policy.js';
import { signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { makeMember, makeProduct, testOrderBody } from '../../test/factories.js';

/** the served policy in `lang` as "title: body" lines */
async function servedPolicy(t: TestContext, lang: 'ko' | 'en'): Promise<string> {
  const r = await t.request({
    method: 'GET',
    url: `operations/contents/${CONTENTS_IDS.privacy}`,
    headers: { 'accept-language': lang },
  });
  const c = r.json.contents as { chapters: { articles: { num: number; title: string; body: string }[] }[] };
  const articles = c.chapters.flatMap((ch) => ch.articles);
  expect(articles.map((a) => a.num)).toEqual(articles.map((_, i) => i + 1));
  return articles.map((a) => `${a.title}: ${a.body}`).join('\n');
}

const CONFIGURED = {
  OPERATOR_HOSTING_PROVIDER: '네이버클라우드 주식회사',
  OPERATOR_PRIVACY_OFFICER: '이보호 (privacy@shop.example)',
  PAYMENT_GATEWAY: 'toss',
  TOSS_SECRET_KEY: 'test_sk_0000000000000000',
  PUBLIC_URL: 'https://shop.example',
  SMS_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'NCSTESTKEY0000001',
  SOLAPI_API_SECRET: 'TESTSECRET0123456789ABCDEFGHIJKL',
  SOLAPI_SENDER: '0212345678',
  GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
  APPLE_CLIENT_ID: 'kr.example.shop',
  TRANSLATE_URL: 'http://127.0.0.1:9/translate',
};

let configured: TestContext;
beforeAll(async () => {
  configured = await startTestApp(CONFIGURED);
}, 300_000);
afterAll(async () => configured?.close());

/** the generated articles for settings `env` (the defaults otherwise), as the served policy joins them */
const generated = (env: Record<string, string>, lang: 'ko' | 'en' = 'ko') =>
  privacyArticles(loadConfig(env), lang)
    .map(([title, body]) => `${title}: ${body}`)
    .join('\n');

describe('the privacy policy is written from the settings', () => {
  it('names every configured processor, the transfers abroad, the destruction and the officer (ko, en)', async () => {
    const ko = await servedPolicy(configured, 'ko');
    for (const part of [
      '처리 위탁: ',
      '네이버클라우드 주식회사: 서버 운영과 데이터 보관(호스팅)',
      '토스페이먼츠 주식회사: 결제 처리',
      '주식회사 누리고(SOLAPI): 인증번호와 알림 문자 발송',
      '번역 서비스 127.0.0.1',
      'CJ대한통운',
      '국외 이전: ',
      'Google LLC (Firebase Cloud Messaging)(미국)',
      'Mozilla Corporation (Mozilla Push Service)(미국)',
      'Apple Inc. (Apple Push Notification service)(미국)',
      'Google LLC (Google 로그인)(미국)',
      'Apple Inc. (Apple로 로그인)(미국)',
      '거부 방법: ',
      '파기 절차 및 방법: ',
      '개인정보 보호책임자: 개인정보 보호책임자: 이보호 (privacy@shop.example)',
      `제3자 제공: 주문할 때 동의를 받아, 주문한 상품의 판매자(입점 브랜드)에게 ${SELLER_PROVISION.items.ko}`,
      '보유 기간: 회원 정보',
    ])
      expect(ko).toContain(part);
    expect(ko).not.toContain('Meta Platforms');
    const en = await servedPolicy(configured, 'en');
    for (const part of [
      'Processors: ',
      'Toss Payments Co., Ltd.: payment processing',
      'NURIGO Inc. (SOLAPI)',
      'CJ Logistics',
      'Transfers abroad: ',
      'Google LLC (Sign in with Google) (United States)',
      'How data is destroyed: ',
      'Privacy officer: Privacy officer: 이보호 (privacy@shop.example)',
      'Sharing: With the consent asked at checkout',
    ])
      expect(en).toContain(part);
  });

  it('changes when a provider setting changes', async () => {
    const ko = generated({});
    expect(ko).toContain('데모 호스팅 (Demo hosting): 서버 운영과 데이터 보관(호스팅)');
    expect(ko).toContain('김개인 (privacy@example.kr)');
    // the sandbox gateway, the console SMS and no overseas sign-in: none of them named
    for (const absent of ['토스페이먼츠', 'SOLAPI', 'Google 로그인', 'Apple로 로그인', '번역 서비스', '이보호'])
      expect(ko).not.toContain(absent);
    // web push is always on: the push services are named in both
    expect(ko).toContain('Google LLC (Firebase Cloud Messaging)(미국)');
    const served = await servedPolicy(configured, 'ko');
    // what is served is what the settings write; the processors differ with the settings
    for (const line of generated(CONFIGURED).split('\n')) expect(served).toContain(line);
    const processors = (text: string) => text.split('\n').find((l) => l.startsWith('처리 위탁: '))!;
    expect(processors(served)).not.toBe(processors(ko));
    expect(generated({ ...CONFIGURED, OPERATOR_HOSTING_PROVIDER: 'Amazon Web Services Korea LLC' })).toContain(
      'Amazon Web Services Korea LLC: 서버 운영과 데이터 보관(호스팅)',
    );
  });

  it('an object store abroad is a transfer; one in Seoul is a processor only', () => {
    const text = (env: Record<string, string>) => generated({ S3_BUCKET: 'shop-files', ...env });
    const virginia = text({ S3_REGION: 'us-east-1' });
    expect(virginia).toContain('Amazon Web Services, Inc. (S3, us-east-1): 회원이 올린 파일');
    expect(virginia).toMatch(/Amazon Web Services, Inc\. \(S3, us-east-1\)\(미국\) — 이전 항목: 회원이 올린 파일/);
    const seoul = text({ S3_REGION: 'ap-northeast-2' });
    expect(seoul).toContain('Amazon Web Services, Inc. (S3, ap-northeast-2): 회원이 올린 파일');
    expect(seoul).not.toMatch(/ap-northeast-2\)\(/);
    const r2 = text({ S3_ENDPOINT: 'https://acc0123.r2.cloudflarestorage.com', S3_REGION: 'auto' });
    expect(r2).toContain('Cloudflare, Inc. (R2)(미국)');
  });

  it('the footer names the hosting provider; production needs it set', async () => {
    const r = await configured.request({ method: 'GET', url: 'operator' });
    expect((r.json.operator as { hostingProvider: string }).hostingProvider).toBe('네이버클라우드 주식회사');
    const { PRODUCTION_SETTINGS } = await import('../../test/production-env.js');
    const { OPERATOR_HOSTING_PROVIDER: _omit, ...without } = PRODUCTION_SETTINGS;
    expect(() => loadConfig(without)).toThrow(/OPERATOR_HOSTING_PROVIDER/);
    expect(() => loadConfig(PRODUCTION_SETTINGS)).not.toThrow();
  });
});

describe("giving the buyer's data to the sellers (제3자 제공)", () => {
  it('an order without the consent is refused (6160, ko and en); with it the time and the sellers are kept', async () => {
    const t = configured;
    const db = t.database.db;
    const email = 'provision-buyer@demo.kr';
    const { id } = await makeMember(db, { userId: email, name: '김동의', mobile: '01033334444' });
    const { token } = await signIn(t, email);
    const p = await makeProduct(db, { price: 4000, stock: 5, delivery: { type: 1 } });
    const body = testOrderBody([{ prdtSysId: p.prdtSysId, qty: 1 }], 'card', 4000);
    const { agreeSellerProvision: _omit, ...unticked } = body;
    for (const [lang, message] of [
      ['ko', '판매자에게 주문자·수령인 정보를 제공하는 데 동의해 주세요.'],
      ['en', "Please agree to give the orderer's and receiver's details to the seller"],
    ] as const) {
      for (const b of [unticked, { ...body, agreeSellerProvision: false }]) {
        const r = await t.request({
          method: 'POST',
          url: 'orders',
          token,
          body: b,
          headers: { 'accept-language': lang },
        });
        expect([r.status, r.json.resultCode]).toEqual([422, '6160']);
        expect(String(r.json.message)).toContain(message);
      }
    }
    expect(await db.select().from(orders).where(eq(orders.userSysId, id))).toHaveLength(0);

    const at = new Date(t.clock.now).toISOString();
    const ok = await t.request({ method: 'POST', url: 'orders', token, body });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const view = ok.json.order as { orderSysId: number; sellerProvisionAgreedAt: string | null };
    expect(view.sellerProvisionAgreedAt).toBe(at);
    const [row] = await db.select().from(orders).where(eq(orders.orderSysId, view.orderSysId));
    const [brand] = await db.select({ name: brands.name }).from(brands).limit(1);
    expect(row!.sellerProvisionTo).toEqual([brand!.name]);
  });
});

describe('issue 33 item 10: lists show the total with the mandatory delivery fee (다크패턴 지침, first screen)', () => {
  it("each card carries the fee one piece pays and the total, by the product page's rule", async () => {
    const db = configured.database.db;
    const paid = await makeProduct(db, {
      name: '총액표시 유료배송',
      price: 12000,
      stock: 3,
      delivery: { type: 3, price: 3000 },
    });
    const under = await makeProduct(db, {
      name: '총액표시 조건부 미달',
      price: 20000,
      stock: 3,
      delivery: { type: 2, price: 2500, freeMin: 30000 },
    });
    const above = await makeProduct(db, {
      name: '총액표시 조건부 무료',
      price: 30000,
      stock: 3,
      delivery: { type: 2, price: 2500, freeMin: 30000 },
    });
    const free = await makeProduct(db, { name: '총액표시 무료배송', price: 9000, stock: 3, delivery: { type: 1 } });
    const r = await configured.request({
      method: 'GET',
      url: `products/searchlists?keyword=${encodeURIComponent('총액표시')}`,
    });
    const cards = new Map(
      (r.json.products as { prdtSysId: number; deliveryFee: number; totalPrice: number }[]).map((c) => [
        c.prdtSysId,
        c,
      ]),
    );
    expect(cards.get(paid.prdtSysId)).toMatchObject({ deliveryFee: 3000, totalPrice: 15000 });
    expect(cards.get(under.prdtSysId)).toMatchObject({ deliveryFee: 2500, totalPrice: 22500 });
    expect(cards.get(above.prdtSysId)).toMatchObject({ deliveryFee: 0, totalPrice: 30000 });
    expect(cards.get(free.prdtSysId)).toMatchObject({ deliveryFee: 0, totalPrice: 9000 });
    // the product page says the same
    const page = (await configured.request({ method: 'GET', url: `products/${paid.prdtSysId}` })).json.product;
    expect(page).toMatchObject({ deliveryFee: 3000, totalPrice: 15000 });
  });
});
