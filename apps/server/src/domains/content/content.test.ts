import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENTS_IDS, FAQ_CATEGORIES, JOIN_COUPON_POLICY } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, lang?: 'en') =>
  t.request({ method: 'GET', url, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

describe('exhibitions, events and banners', () => {
  it('plans/mainlist lists running plans and events only, in order', async () => {
    const r = await get('operations/plans/mainlist');
    expect(r.json.resultCode).toBe('0001');
    const plans = r.json.plans as { title: string; planType: string; endDate: string; productCount: number }[];
    expect(plans.length).toBe(5);
    expect(plans.some((p) => p.planType === 'event')).toBe(true);
    expect(plans.every((p) => new Date(p.endDate).getTime() > t.clock.now)).toBe(true);
    expect(plans[0]!.productCount).toBeGreaterThan(0);
    const en = await get('operations/plans/mainlist', 'en');
    expect((en.json.plans as { title: string }[])[0]!.title).toBe('Winter outerwear');
    // after the first plan ends it drops off
    t.clock.advance(21 * 86_400_000);
    const later = await get('operations/plans/mainlist');
    t.clock.advance(-21 * 86_400_000);
    expect((later.json.plans as unknown[]).length).toBeLessThan(5);
  });
  it('bannerplans/main/lists: running banners and the join coupon amount', async () => {
    const r = await get('operations/bannerplans/main/lists');
    const banners = r.json.banners as { linkUrl: string }[];
    expect(banners.length).toBe(4);
    expect(banners[0]!.linkUrl).toBe('/PlanningEvent/1');
    // issue 19: one figure for the sign-up coupon — the banner's is the coupon policy's (was 5,000 vs 3,000)
    const join = await get('coupons/user/join');
    const coupon = join.json.coupon as { discountAmount: number; minOrderAmount: number };
    expect(r.json.joinCoupon).toEqual({ discountAmount: coupon.discountAmount });
    expect(coupon.discountAmount).toBe(JOIN_COUPON_POLICY.discountAmount);
  });
  it('the seeded sign-up coupon notice names the coupon policy figures (ko, en)', async () => {
    const fmt = (n: number) => n.toLocaleString('en-US');
    const join = (await get('coupons/user/join')).json.coupon as { discountAmount: number; minOrderAmount: number };
    for (const lang of [undefined, 'en'] as const) {
      const list = (await get('operations/notices/list?startIndex=0&rowCount=100', lang)).json.notices as {
        title: string;
        content: string;
      }[];
      const n = list.find((x) => /가입 쿠폰|Welcome coupon/.test(x.title));
      expect(n, 'the sign-up coupon notice').toBeTruthy();
      const amounts = [...n!.content.matchAll(/\d{1,3}(?:,\d{3})+/g)].map((m) => m[0]);
      expect(amounts.sort()).toEqual([fmt(join.discountAmount), fmt(join.minOrderAmount)].sort());
    }
  });
  it('bannerplan/{id}: a plan with its products; unknown 3101', async () => {
    const r = await get('operations/bannerplan/1');
    expect((r.json.plan as { title: string }).title).toBe('겨울 아우터 기획전');
    expect((r.json.products as { planPrdtSysId: number }[]).length).toBe(6);
    const missing = await get('operations/bannerplan/999');
    expect(missing.status).toBe(404);
    expect(missing.json.resultCode).toBe('3101');
    expect((await get('operations/bannerplan/x')).status).toBe(422);
  });
  it('bannerplan/{id}: the signed-in member sees the hearts of the products they picked', async () => {
    const a = await login(t, 'buyer@demo.kr');
    const token = a.json.accessToken as string;
    const id = a.json.authSysId as number;
    type P = { prdtSysId: number; isPick: number; isDisplay: number };
    const products = (await get('operations/bannerplan/1')).json.products as P[];
    const target = products.find((p) => p.isDisplay === 1)!;
    const pick = await t.request({
      method: 'POST',
      url: `users/${id}/prdtpick`,
      token,
      body: { prdtSysId: target.prdtSysId },
    });
    expect(pick.json.resultCode).toBe('0001');
    const mine = (await t.request({ method: 'GET', url: 'operations/bannerplan/1', token })).json.products as P[];
    expect(mine.filter((p) => p.isPick === 1).map((p) => p.prdtSysId)).toEqual([target.prdtSysId]);
    const guest = (await get('operations/bannerplan/1')).json.products as P[];
    expect(guest.every((p) => p.isPick === 0)).toBe(true);
  });
});

describe('FAQ, notices, contents', () => {
  it('FAQ covers the nine inquiry categories and filters by category and keyword', async () => {
    const all = await get('operations/faqs?rowCount=100');
    const faqs = all.json.faqs as { categoryCode: number; question: string; answer: string }[];
    expect(new Set(faqs.map((f) => f.categoryCode)).size).toBe(FAQ_CATEGORIES.length);
    const delivery = await get('operations/faqs?categoryCode=3');
    expect((delivery.json.faqs as { categoryCode: number }[]).every((f) => f.categoryCode === 3)).toBe(true);
    const kw = await get(`operations/faqs?keyword=${encodeURIComponent('제주')}`);
    const hits = kw.json.faqs as { question: string; answer: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((f) => (f.question + f.answer).includes('제주'))).toBe(true);
    const en = await get('operations/faqs?keyword=refund', 'en');
    expect((en.json.faqs as unknown[]).length).toBeGreaterThan(0);
    expect((await get('operations/faqs?categoryCode=10')).status).toBe(422);
    expect((await get('operations/faqs?keyword=%25%25')).json.totalCount).toBe(0);
  });
  it('faqs/{id}; unknown 3102', async () => {
    const one = await get('operations/faqs/1');
    expect((one.json.faq as { categoryName: string }).categoryName).toBe('아이디/비밀번호');
    expect((await get('operations/faqs/9999')).json.resultCode).toBe('3102');
  });
  it('notices/list pages, pinned first', async () => {
    const r = await get('operations/notices/list?startIndex=0&rowCount=3');
    const list = r.json.notices as { isPinned: number }[];
    expect(list).toHaveLength(3);
    expect(list[0]!.isPinned).toBe(1);
    expect(r.json.totalCount).toBe(6);
    expect((await get('operations/notices/list?rowCount=1000')).status).toBe(422);
  });
  it('contents/{id}: terms chapters 1-4 with articles 1-31 in Korean and English', async () => {
    const ko = await get(`operations/contents/${CONTENTS_IDS.terms}`);
    const c = ko.json.contents as { chapters: { title: string; articles: { num: number }[] }[] };
    expect(c.chapters).toHaveLength(4);
    const nums = c.chapters.flatMap((ch) => ch.articles.map((a) => a.num));
    expect(nums).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const en = await get(`operations/contents/${CONTENTS_IDS.terms}`, 'en');
    expect((en.json.contents as { chapters: { title: string }[] }).chapters[0]!.title).toMatch(/^Chapter 1/);
    expect((await get(`operations/contents/${CONTENTS_IDS.privacy}`)).json.resultCode).toBe('0001');
    expect((await get('operations/contents/999')).json.resultCode).toBe('3103');
  });
  it('delivery companies and banks', async () => {
    const d = await get('preferences/deliveryCompanys');
    expect((d.json.deliveryCompanys as { name: string }[]).map((x) => x.name)).toContain('CJ대한통운');
    const b = await get('preferences/banks', 'en');
    expect((b.json.banks as { name: string }[]).map((x) => x.name)).toContain('KakaoBank');
  });
});
