/**
 * Coupons in real Chromium: the coupon box (/Coupon) with its tabs, a coupon's products
 * (/CouponProductsList), the signup-coupon popup with "don't show for 7 days", and a coupon swap
 * offer on /BuyProduct — in Korean and English.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  apiCall,
  apiMember,
  randomMobile,
  randomTag,
  recordDialogs,
  uiLogin,
  waitForPath,
  type E2eContext,
  type E2eTest,
} from '../lib.js';
import { handOverToCheckout, productDetail } from '../orders.js';

/**
 * A member of these tests' own (the demo buyer's coupons are spent by the checkout spec, which runs
 * on the same server first): signed up through the API with the welcome coupon, then downloads the
 * order coupon and the brand coupon of the first demo product, as a shopper does on its page.
 */
const BUYER = { userId: '', password: 'Coupon12!' };
async function couponMember(baseUrl: string): Promise<void> {
  if (BUYER.userId) return;
  const userId = `coupons-${randomTag()}@demo.kr`;
  const joined = await apiMember(baseUrl, userId, BUYER.password, randomMobile());
  const token = joined.accessToken as string;
  const offered = (await apiCall(baseUrl, 'GET', 'coupons/policy/products?prdtSysId=1', undefined, token)).coupons as {
    couponPolicySysId: number;
    applyTypeCode: string;
    totalCap: number | null;
    name: string;
  }[];
  const wanted = [
    offered.find((c) => c.name === '전 상품 10% 장바구니 쿠폰'),
    offered.find((c) => c.name.endsWith('3,000원 상품 쿠폰')),
  ];
  for (const c of wanted) {
    assert.ok(c, `the first product offers ${JSON.stringify(offered.map((o) => o.name))}`);
    const got = await apiCall(baseUrl, 'POST', `coupons/${c.couponPolicySysId}`, undefined, token);
    assert.equal(got.resultCode, '0001', JSON.stringify(got));
  }
  BUYER.userId = userId;
}

async function login(page: Page, baseUrl: string, en = false) {
  await couponMember(baseUrl);
  await uiLogin(page, baseUrl, en ? 'en' : 'ko', BUYER.userId, BUYER.password);
}

/** The coupon member's coupon box (/Coupon) in a new page, its coupons shown; the dialogs it raised. */
async function openCouponBox({ baseUrl, newPage }: E2eContext, en: boolean) {
  const page = await newPage({ locale: en ? 'en' : 'ko' });
  const dialogs = recordDialogs(page);
  await login(page, baseUrl, en);
  await page.goto(`${baseUrl}/Coupon`);
  await page.getByTestId('coupon').first().waitFor();
  return { page, dialogs };
}

export const tests: E2eTest[] = [
  {
    name: 'coupon box: usable coupons with their terms, the eligible products, used/expired tabs (ko, en)',
    async run(ctx) {
      for (const en of [false, true]) {
        const { page, dialogs } = await openCouponBox(ctx, en);
        assert.ok((await page.getByTestId('coupon').count()) >= 3, 'the welcome coupon and the two downloaded');
        await page
          .getByText(en ? 'On orders of ₩30,000 or more' : '30,000원 이상 주문 시')
          .first()
          .waitFor();
        await ctx.shot(page, `coupons-box-${en ? 'en' : 'ko'}`);
        await page.getByRole('button', { name: en ? 'Product coupons' : '상품 쿠폰' }).click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=coupon]').length === 1);
        await page.getByRole('link', { name: en ? /Eligible products/ : /적용 상품 보기/ }).click();
        await waitForPath(page, '/CouponProductsList');
        await page.locator('.couponproducts__grid li').first().waitFor();
        await ctx.shot(page, `coupons-products-${en ? 'en' : 'ko'}`);
        await page.goBack();
        await page.getByRole('tab', { name: en ? 'Expired' : '기간 만료' }).click();
        await page.getByText(en ? 'No coupons expired recently' : '최근 만료된 쿠폰이 없어요').waitFor();
        assert.deepEqual(dialogs, []);
      }
    },
  },
  {
    name: 'MyPage names each coupon with the same conditions as /Coupon (issue 19: "0원 이상" vs "20,000원 이상") (ko, en)',
    async run(ctx) {
      const { baseUrl, shot } = ctx;
      for (const en of [false, true]) {
        const { page, dialogs } = await openCouponBox(ctx, en);
        const box = await page.getByTestId('coupon').evaluateAll((els) =>
          els.map((e) => ({
            name: e.querySelector('h3')?.firstChild?.textContent ?? '',
            terms: Array.from(e.querySelectorAll('.coupon__body ul li, .coupon__none'), (x) => x.textContent ?? ''),
          })),
        );
        await page.goto(`${baseUrl}/MyPage`);
        await page.locator('.mp-coupon').first().waitFor();
        const mine = await page.locator('.mp-coupon').evaluateAll((els) =>
          els.map((e) => ({
            name: e.querySelector('.mp-coupon__name')?.textContent ?? '',
            terms: e.querySelector('.mp-coupon__terms')?.textContent ?? '',
          })),
        );
        assert.ok(mine.length > 0);
        for (const m of mine) {
          const same = box.find((b) => b.name === m.name);
          assert.ok(same, `${m.name} is in the coupon box`);
          // every condition the coupon box shows, and nothing like "0원 이상" / "₩0 or more"
          for (const term of same.terms) assert.ok(m.terms.includes(term), `${m.name}: "${m.terms}" has "${term}"`);
          assert.doesNotMatch(m.terms, en ? /₩0 or more/ : /(^|\D)0원 이상/);
        }
        // the brand coupon's minimum product amount shows on both
        const brand = mine.find((m) => /3,000/.test(m.name));
        assert.ok(brand, 'the brand coupon (minimum product amount 20,000 won) is among the first three');
        assert.match(brand.terms, en ? /₩20,000/ : /20,000원/);
        await page.locator('.mp-coupons').scrollIntoViewIfNeeded();
        await shot(page, `coupons-mypage-${en ? 'en' : 'ko'}`);
        assert.deepEqual(dialogs, []);
      }
    },
  },
  {
    name: 'signup-coupon popup for guests on Home; "don\'t show for 7 days" keeps it closed (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const join = (await apiCall(baseUrl, 'GET', 'coupons/user/join')).coupon as { discountAmount: number } | null;
      assert.ok(join && join.discountAmount > 0, 'the demo has a signup coupon');
      for (const en of [false, true]) {
        const page = await newPage({ locale: en ? 'en' : 'ko' });
        await page.goto(`${baseUrl}/`);
        const dialog = page.getByRole('dialog');
        await dialog.getByText(en ? 'Join now for ₩3,000 off' : '지금 가입하면 3,000원 할인').waitFor();
        await shot(page, `coupons-join-popup-${en ? 'en' : 'ko'}`);
        await dialog.getByRole('button', { name: en ? "Don't show for 7 days" : '7일간 보지 않기' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.reload();
        await page.waitForLoadState('networkidle');
        assert.equal(await page.getByRole('dialog').count(), 0, 'hidden for 7 days');
        if (!en) {
          // a week later it shows again
          await page.evaluate(() =>
            localStorage.setItem('joinCouponPopupHiddenAt', String(Date.now() - 7 * 86_400_000 - 1000)),
          );
          await page.evaluate(() => sessionStorage.removeItem('popVisible'));
          await page.reload();
          await page.getByRole('dialog').waitFor();
          await page.getByRole('dialog').getByRole('button', { name: '회원가입하고 쿠폰 받기' }).click();
          await waitForPath(page, '/RegStep00');
        }
      }
    },
  },
  {
    name: 'BuyProduct in English with the product coupon and the order coupon applied',
    async run({ baseUrl, newPage, shot }) {
      const page = await newPage({ locale: 'en' });
      recordDialogs(page);
      await login(page, baseUrl, true);
      // the first demo product (the brand coupon and the product coupon are for it), 2 of one option set
      const list = (await apiCall(baseUrl, 'GET', 'coupons/policy/products?prdtSysId=1')).coupons as unknown[];
      assert.ok(list.length >= 4);
      await handOverToCheckout(page, await productDetail(baseUrl, 1), 2);
      await page.goto(`${baseUrl}/BuyProduct`);
      await page.getByTestId('pay-amount').waitFor();
      const productSelect = page.locator('[data-testid=coupons] select').first();
      const value = await productSelect.locator('option:not([disabled])').nth(1).getAttribute('value');
      assert.ok(value, 'a product coupon applies');
      await productSelect.selectOption(value);
      await page.getByTestId('coupon-total').waitFor();
      const cart = page.getByLabel('Order coupon');
      const cartValue = await cart.locator('option:not([disabled])').nth(1).getAttribute('value');
      if (cartValue) {
        await cart.selectOption(cartValue);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=coupons] select').length >= 2);
      }
      await page.getByText('Coupon discount').first().waitFor();
      await page.locator('#buy-coupons').scrollIntoViewIfNeeded();
      await shot(page, 'coupons-buyproduct-en');
    },
  },
];
