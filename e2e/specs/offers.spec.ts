/**
 * Offers in real Chromium (issue 19 defects 16 and 17): "쿠폰 받기" on the product page (the coupon
 * reaches /Coupon, a second tap says already issued; a guest is asked to log in), the same offer on the
 * brand and exhibition pages, and an event product's rule message on its page before checkout.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  apiCall,
  apiMember,
  randomMobile,
  randomTag,
  recordDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eTest,
} from '../lib.js';

const PASSWORD = 'Offers12!';

/** A fresh member of this spec (signed up through the API, so it holds only the welcome coupon). */
async function freshMember(baseUrl: string): Promise<{ userId: string; token: string }> {
  const userId = `offers-${randomTag()}@demo.kr`;
  const joined = await apiMember(baseUrl, userId, PASSWORD, randomMobile());
  return { userId, token: joined.accessToken as string };
}

/** The first demo product's own coupon (seeded): its name in the page's language. */
const PRODUCT_COUPON = { ko: '단독 상품 15% 쿠폰 (최대 2개)', en: '15% off this product (up to 2)' } as const;

/** Waits for the n-th dialog and answers its text. */
async function nthDialog(dialogs: string[], n: number, what: string): Promise<string> {
  return waitUntil(() => dialogs[n - 1], what);
}

/** Scrolls a block to the middle of the screen (above the buy bar) for its screenshot. */
const center = (l: Locator) => l.evaluate((el) => el.scrollIntoView({ block: 'center' }));

async function openOffers(page: Page, en: boolean) {
  const bar = page.getByTestId('coupon-download');
  await bar.waitFor();
  await bar.getByRole('button', { name: en ? 'Get coupons' : '쿠폰 받기', exact: true }).click();
  await bar.getByTestId('coupon-offer').first().waitFor();
}

/** The event plan named `titleEn` and its first product (the one the seeded event rule is on). */
async function eventProduct(baseUrl: string, titleEn: string) {
  for (let id = 1; id <= 12; id++) {
    const r = await apiCall(baseUrl, 'GET', `operations/bannerplan/${id}?lang=en`);
    const plan = r.plan as { title: string; planSysId: number } | undefined;
    if (plan?.title === titleEn) {
      const first = (r.products as { prdtSysId: number; planPrdtSysId: number }[])[0]!;
      return { planSysId: plan.planSysId, ...first };
    }
  }
  throw new Error(`no plan ${titleEn}`);
}

export const tests: E2eTest[] = [
  {
    name: 'a member gets a coupon on the product page, finds it in /Coupon, and a second tap says already issued (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      for (const en of [false, true]) {
        const lang = en ? 'en' : 'ko';
        const m = await freshMember(baseUrl);
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang, m.userId, PASSWORD);
        await page.goto(`${baseUrl}/Product/1`);
        await openOffers(page, en);
        const name = PRODUCT_COUPON[lang];
        const get = page.getByRole('button', { name: `${name}: ${en ? 'Get' : '받기'}`, exact: true });
        await center(page.getByTestId('coupon-download'));
        await shot(page, `offers-product-coupons-${lang}`);
        await get.click();
        const done = await nthDialog(dialogs, 1, 'the download notice');
        assert.ok(done.includes(name), done);
        // the offer now says held; tapping it again asks the server, which says already issued
        const held = page.getByRole('button', { name: `${name}: ${en ? 'Got it' : '받은 쿠폰'}`, exact: true });
        await held.waitFor();
        await held.click();
        assert.equal(
          await nthDialog(dialogs, 2, 'the already-issued notice'),
          en ? 'You already have this coupon.' : '이미 발급받은 쿠폰입니다.',
        );
        await shot(page, `offers-product-coupon-held-${lang}`);
        await page.goto(`${baseUrl}/Coupon`);
        await page.getByTestId('coupon').filter({ hasText: name }).waitFor();
        await shot(page, `offers-coupon-box-${lang}`);
        assert.equal(dialogs.length, 2, JSON.stringify(dialogs));
        await page.close();
      }
    },
  },
  {
    name: 'a guest is asked to log in before getting a coupon; brand and exhibition pages offer coupons too',
    async run({ baseUrl, newPage, shot }) {
      const page = await newPage({ locale: 'ko' });
      const dialogs = recordDialogs(page);
      await page.goto(`${baseUrl}/Product/1`);
      await openOffers(page, false);
      await page.getByRole('button', { name: `${PRODUCT_COUPON.ko}: 받기`, exact: true }).click();
      assert.equal(
        await nthDialog(dialogs, 1, 'the login question'),
        '쿠폰을 받으려면 로그인이 필요해요. 로그인하시겠어요?',
      );
      await waitForPath(page, '/Login');
      // the first product's brand page and an exhibition holding store-wide coupons
      const product = (await apiCall(baseUrl, 'GET', 'products/1')).product as { brandSysId: number };
      for (const en of [false, true]) {
        const lang = en ? 'en' : 'ko';
        const p = await newPage({ locale: lang });
        await p.goto(`${baseUrl}/BrandChannel/${product.brandSysId}`);
        await openOffers(p, en);
        await shot(p, `offers-brand-channel-${lang}`);
        await p.goto(`${baseUrl}/Planning/brandList/${product.brandSysId}`);
        await openOffers(p, en);
        await shot(p, `offers-brand-planning-${lang}`);
        const ev = await eventProduct(baseUrl, 'Camping season opening');
        await p.goto(`${baseUrl}/PlanningEvent/${ev.planSysId}`);
        await openOffers(p, en);
        await shot(p, `offers-exhibition-${lang}`);
        await p.close();
      }
    },
  },
  {
    name: 'an event product page shows its rules before checkout: login for guests, the refused rule for a member (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const ev = await eventProduct(baseUrl, 'Camping season opening');
      for (const en of [false, true]) {
        const lang = en ? 'en' : 'ko';
        const guest = await newPage({ locale: lang });
        await guest.goto(`${baseUrl}/Product/${ev.prdtSysId}/${ev.planPrdtSysId}`);
        const rules = guest.getByTestId('event-rules');
        await rules.getByText(en ? 'Login is required for this service.' : '로그인이 필요한 서비스입니다.').waitFor();
        await center(rules);
        await shot(guest, `offers-event-guest-${lang}`);
        await guest.close();

        // a new member has paid nothing on the brand: the minimum same-brand payment refuses
        const m = await freshMember(baseUrl);
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang, m.userId, PASSWORD);
        await page.goto(`${baseUrl}/Product/${ev.prdtSysId}/${ev.planPrdtSysId}`);
        const refused = page.getByTestId('event-refused');
        await refused.waitFor();
        assert.equal(
          await refused.textContent(),
          en
            ? 'This event product needs a minimum payment on products of the same brand.'
            : '이벤트 상품은 같은 브랜드 상품 최소 결제 금액 이상일 때 구매할 수 있습니다.',
        );
        await page
          .getByTestId('event-rules')
          .getByText(en ? /Up to 2 per person/ : /1인 2개까지/)
          .waitFor();
        await center(page.getByTestId('event-rules'));
        await shot(page, `offers-event-member-${lang}`);
        assert.deepEqual(dialogs, []);
        await page.close();
      }
    },
  },
];
