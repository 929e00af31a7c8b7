/**
 * Cart, checkout and payment in real Chromium against the real server and its sandbox gateway:
 * guest cart → login merge → points → card approval → complete; virtual account → simulated
 * deposit → paid; a non-member buys and finds the order by number and phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, dialogSeen, recordDialogs, uiLogin, waitForPath, type E2eTest } from '../lib.js';
import { demoProducts, handOverToCheckout, type ProductDetail, shownSummary, stockedOptions } from '../orders.js';

const BUYER = { userId: 'buyer@demo.kr', password: 'demo1234!' };
const ADMIN = { userId: 'admin@demo.kr', password: 'demo1234!' };

type J = Record<string, unknown>;

/** Products of the demo data that are for sale with options, all of them in stock. */
async function optionProducts(baseUrl: string, n: number): Promise<ProductDetail[]> {
  const out = await demoProducts(baseUrl, n, (p) => p.optionGroups.length > 0);
  assert.equal(out.length, n, 'demo data has products with options');
  return out;
}
/** The first option in stock of each of the product's groups (what a shopper picks first). */
const firstOptions = (p: ProductDetail) => stockedOptions(p).map((o) => o!);

const memberToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') ?? undefined);

async function payOnSandbox(page: Page, approve = true) {
  await page.waitForURL((u) => u.pathname.startsWith('/api/v1/pg/sandbox/pay/'));
  await page.getByRole('button', { name: approve ? /결제 승인|Approve payment/ : /결제 거절|Decline payment/ }).click();
  await waitForPath(page, '/BuyComplete');
}

export const tests: E2eTest[] = [
  {
    name: 'guest cart of two option products → login merges it → order coupon and 1,000 points → card approved → order complete',
    async run({ baseUrl, newPage, shot }) {
      const [a, b] = await optionProducts(baseUrl, 2);
      const page = await newPage();
      const dialogs = recordDialogs(page);
      await page.goto(`${baseUrl}/`);
      // the guest cart of the page session (what adding from a product page keeps)
      await page.evaluate(
        (lines) => sessionStorage.setItem('guestCart', JSON.stringify(lines)),
        [a!, b!].map((p, i) => ({
          key: `g${i}`,
          prdtSysId: p.prdtSysId,
          qty: 1,
          options: firstOptions(p).map((o) => o.prdtOptionSysId),
          addingProducts: [],
          broadcastScheduleSysId: null,
          name: p.name,
          brandName: p.brandName,
          squareImageUrl: p.squareImageUrl,
          unitPrice: p.price,
          optionText: firstOptions(p)
            .map((o) => o.optionKeyName)
            .join(' / '),
        })),
      );
      await page.goto(`${baseUrl}/cart`);
      await page.getByTestId('cart-line').nth(1).waitFor();
      await shot(page, 'checkout-cart-guest-ko');

      await uiLogin(page, baseUrl);
      await page.goto(`${baseUrl}/cart`);
      await page.waitForFunction(() => !sessionStorage.getItem('guestCart'));
      await page
        .getByTestId('cart-line')
        .nth(1)
        .waitFor()
        .catch(async (e: unknown) => {
          // say why: the merge answers the lines it skipped in a dialog (recorded here)
          const lines = await page.getByTestId('cart-line').count();
          const picked = [a!, b!].map((p) => p.prdtSysId).join(', ');
          throw new Error(
            `merged cart shows ${lines} lines (products ${picked}); dialogs: ${JSON.stringify(dialogs)}`,
            {
              cause: e,
            },
          );
        });
      assert.equal(await page.getByTestId('cart-line').count(), 2, 'the guest cart was merged into the member cart');
      await page.getByTestId('cart-total').filter({ hasNotText: /^0원$/ }).waitFor();
      await shot(page, 'checkout-cart-member-ko');
      await page.getByRole('button', { name: /상품 주문하기/ }).click();
      await waitForPath(page, '/cartOrder');
      // issue 19: the /cartOrder rows (list price, − product discount, delivery) add up to the total shown,
      // and they are the server's quote for the same lines
      // the order-form button is enabled once the quote is in (the cart's own summary is gone by then)
      await page.locator('button:not([disabled])', { hasText: '주문서 작성' }).waitFor();
      const shown = await shownSummary(page);
      assert.equal(
        shown.rows.reduce((x, y) => x + y, 0),
        shown.total,
        `${shown.texts.join(' | ')} adds up to the total`,
      );
      const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('orderDraft') ?? '{}') as J);
      const quoted = (
        await apiCall(baseUrl, 'POST', 'orders/deliveries', { items: draft.items }, await memberToken(page))
      ).amounts as Record<string, number>;
      assert.equal(shown.total, quoted.payAmount);
      assert.equal(shown.rows[0], quoted.prdtPrice! + quoted.discount!, 'the first row is the list price');
      assert.ok(quoted.discount! > 0, 'the demo products are sold below their list price');
      assert.match(shown.texts[1]!, /^−[\d,]+원$/, 'the product discount carries a minus sign');
      await shot(page, 'checkout-cartorder-ko');
      await page.getByRole('button', { name: '주문서 작성' }).click();
      await waitForPath(page, '/BuyProduct');
      await page.getByTestId('pay-amount').waitFor();
      // the order coupon the demo buyer holds (10%, from 30,000 won, at most 5,000 won)
      const cartCoupon = page.getByLabel('장바구니 쿠폰');
      const couponValue = await cartCoupon
        .locator('option', { hasText: '전 상품 10% 장바구니 쿠폰' })
        .getAttribute('value');
      assert.ok(couponValue, 'the demo buyer holds the order coupon');
      const noCoupon = await page.getByTestId('pay-amount').textContent();
      await cartCoupon.selectOption(couponValue);
      await page.getByTestId('coupon-total').waitFor();
      await page.waitForFunction(
        (b) => document.querySelector('[data-testid=pay-amount]')?.textContent !== b,
        noCoupon,
      );
      const before = await page.getByTestId('pay-amount').textContent();
      await page.getByLabel('사용할 포인트').fill('1000');
      await page.waitForFunction((b) => document.querySelector('[data-testid=pay-amount]')?.textContent !== b, before);
      // the order form's summary: coupon and points as minus rows, all adding up to the total to pay
      const form = await shownSummary(page);
      assert.equal(
        form.rows.reduce((x, y) => x + y, 0),
        form.total,
        form.texts.join(' | '),
      );
      assert.ok(form.rows.includes(-1000), `the 1,000 points row: ${form.texts.join(' | ')}`);
      assert.ok(form.rows.filter((r) => r < 0).length >= 3, 'product discount, coupon and points rows');
      await page.getByText('신용/체크카드').click();
      await page.getByText('[필수] 주문 내용을 확인했으며').click();
      await page.getByText('[필수] 만 14세 이상입니다.').click();
      await page.getByText('[필수] 주문한 상품의 판매자에게 개인정보를').click();
      await shot(page, 'checkout-buyproduct-ko');
      await page.getByRole('button', { name: /결제하기$/ }).click();
      await payOnSandbox(page);
      await page.getByText('주문이 완료되었습니다').waitFor();
      await shot(page, 'checkout-complete-ko');
      assert.deepEqual(dialogs, []);

      await page.goto(`${baseUrl}/MyPoint`);
      await page.getByText('4,000P').waitFor();
      await shot(page, 'checkout-mypoint-ko');
      // the coupon was used by this order, on the server's numbers
      const token = (await apiLogin(baseUrl, BUYER.userId)).token;
      const userSysId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).authSysId as number;
      const used = (await apiCall(baseUrl, 'GET', `coupons/users/${userSysId}?useTypeCode=2`, undefined, token))
        .coupons as { name: string; orderSysId: number }[];
      const usedCoupon = used.find((c) => c.name === '전 상품 10% 장바구니 쿠폰');
      assert.ok(usedCoupon, 'the order coupon is marked used');
      const order = (await apiCall(baseUrl, 'GET', `orders/${usedCoupon.orderSysId}`, undefined, token)).order as {
        amounts: { couponAmount: number; pointAmount: number };
        status: number;
      };
      assert.ok(order.amounts.couponAmount > 0 && order.amounts.couponAmount <= 5000, JSON.stringify(order.amounts));
      assert.equal(order.amounts.pointAmount, 1000);
      assert.equal(order.status, 2);
    },
  },
  {
    name: 'a guest in English: /cart and /cartOrder show the list price, − the product discount and delivery adding up to the quote',
    async run({ baseUrl, newPage, shot }) {
      const [p] = await optionProducts(baseUrl, 1);
      const page = await newPage({ locale: 'en' });
      const dialogs = recordDialogs(page);
      await page.goto(`${baseUrl}/`);
      const options = firstOptions(p!).map((o) => o.prdtOptionSysId);
      await page.evaluate((line) => sessionStorage.setItem('guestCart', JSON.stringify([line])), {
        key: 'g0',
        prdtSysId: p!.prdtSysId,
        qty: 2,
        options,
        addingProducts: [],
        broadcastScheduleSysId: null,
        name: p!.name,
        brandName: p!.brandName,
        squareImageUrl: p!.squareImageUrl,
        unitPrice: p!.price,
        optionText: '',
      });
      const quoted = (
        await apiCall(baseUrl, 'POST', 'orders/deliveries', {
          items: [{ prdtSysId: p!.prdtSysId, qty: 2, options, addingProducts: [], broadcastScheduleSysId: null }],
        })
      ).amounts as Record<string, number>;
      await page.goto(`${baseUrl}/cart`);
      await page.getByTestId('cart-total').waitFor();
      const cart = await shownSummary(page);
      await shot(page, 'checkout-cart-guest-en');
      await page.getByRole('button', { name: /^Order 1 item/ }).click();
      await waitForPath(page, '/cartOrder');
      await page.locator('button:not([disabled])', { hasText: 'Continue to checkout' }).waitFor();
      const order = await shownSummary(page);
      await shot(page, 'checkout-cartorder-en');
      for (const s of [cart, order]) {
        assert.equal(s.total, quoted.payAmount, s.texts.join(' | '));
        assert.equal(
          s.rows.reduce((x, y) => x + y, 0),
          s.total,
          s.texts.join(' | '),
        );
        assert.equal(s.rows[0], quoted.prdtPrice! + quoted.discount!);
      }
      assert.match(order.texts[1]!, /^−₩[\d,]+$/, 'the product discount carries a minus sign');
      assert.deepEqual(dialogs, []);
    },
  },
  {
    name: 'virtual account: deposit details on /BuyComplete → a simulated deposit → the order shows as paid',
    async run({ baseUrl, newPage, shot }) {
      const [p] = await optionProducts(baseUrl, 1);
      const page = await newPage();
      recordDialogs(page);
      await uiLogin(page, baseUrl);
      await handOverToCheckout(page, p!);
      await page.goto(`${baseUrl}/BuyProduct`);
      await page.getByTestId('pay-amount').waitFor();
      await page.getByText('가상계좌').click();
      await page.getByText('[필수] 주문 내용을 확인했으며').click();
      await page.getByText('[필수] 만 14세 이상입니다.').click();
      await page.getByText('[필수] 주문한 상품의 판매자에게 개인정보를').click();
      await page.getByRole('button', { name: /결제하기$/ }).click();
      await waitForPath(page, '/BuyComplete');
      await page.getByTestId('vbank-info').waitFor();
      await shot(page, 'checkout-vbank-ko');
      const account = (await page.getByTestId('vbank-account').textContent())!;
      const amount = Number((await page.locator('.box .total').last().textContent())!.replace(/\D/g, ''));
      const depositor = (await page.evaluate(() => document.querySelectorAll('.box dd')[3]?.textContent)) ?? '';
      const admin = (await apiLogin(baseUrl, ADMIN.userId)).token;
      const wrong = await apiCall(
        baseUrl,
        'POST',
        'payments/sandbox/deposits',
        { accountNumber: account, depositorName: '다른사람', amount },
        admin,
      );
      assert.equal(wrong.matched, false);
      const right = await apiCall(
        baseUrl,
        'POST',
        'payments/sandbox/deposits',
        { accountNumber: account, depositorName: depositor, amount },
        admin,
      );
      assert.equal(right.matched, true, JSON.stringify(right));
      await page.reload();
      await page.getByText('주문이 완료되었습니다').waitFor();
    },
  },
  {
    name: 'a non-member buys (manual address, English) and finds the order by number and phone',
    async run({ baseUrl, newPage, shot }) {
      const [p] = await optionProducts(baseUrl, 1);
      const page = await newPage({ locale: 'en' });
      recordDialogs(page);
      await page.goto(`${baseUrl}/`);
      await handOverToCheckout(page, p!);
      await page.goto(`${baseUrl}/BuyProduct`);
      await page.getByTestId('pay-amount').waitFor();
      await page.getByLabel('Name', { exact: true }).fill('홍길동');
      await page.getByLabel('Mobile number', { exact: true }).fill('01077778888');
      await page.getByText('Same as the orderer').click();
      await page.getByRole('button', { name: 'Find address' }).click();
      await waitForPath(page, '/BuyProduct/searchPost');
      await page.getByLabel('Postal code').fill('63100');
      await page.getByLabel('Address', { exact: true }).fill('제주특별자치도 제주시 첨단로 242');
      await shot(page, 'checkout-searchpost-en');
      await page.getByRole('button', { name: 'Use this address' }).click();
      await waitForPath(page, '/BuyProduct');
      await page.getByTestId('extra-area').waitFor();
      await page.getByText('Credit/debit card').click();
      await page.getByText('[Required] I have checked').click();
      await page.getByText('[Required] I am 14 or older.').click();
      await page.getByText('[Required] I agree to give my details').click();
      await shot(page, 'checkout-buyproduct-en');
      await page.getByRole('button', { name: /^Pay / }).click();
      await payOnSandbox(page);
      await page.getByText('Your order is complete').waitFor();
      await shot(page, 'checkout-complete-en');
      const number = (await page.getByText(/^Order number \d{16}$/).textContent())!.replace(/\D/g, '');

      const other = await newPage({ locale: 'en' });
      await other.goto(`${baseUrl}/nonMemberOrder`);
      await other.getByLabel('Order number').fill(number);
      await other.getByLabel("Orderer's mobile number").fill('010-7777-8888');
      await other.getByRole('button', { name: 'Find order' }).click();
      await other.getByTestId('non-member-status').filter({ hasText: 'Paid' }).waitFor();
      await shot(other, 'checkout-nonmember-en');
    },
  },
  {
    name: "iOS in-app browser: another app's wallet is not available (a message by the wallet, no order on submit; ko, en; issue 32)",
    async run({ baseUrl, newPage, shot }) {
      const [p] = await optionProducts(baseUrl, 1);
      const kakaoTalkIos =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5';
      const texts = {
        ko: {
          easy: '간편결제',
          wallet: '간편결제 선택',
          message: 'iOS 앱 안의 브라우저에서는 네이버페이를 사용할 수 없습니다.',
        },
        en: {
          easy: 'Easy pay',
          wallet: 'Easy-pay wallet',
          message: "NaverPay is not available in an app's built-in browser on iOS.",
        },
      } as const;
      for (const locale of ['ko', 'en'] as const) {
        const page = await newPage({ locale, userAgent: kakaoTalkIos });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, locale);
        await handOverToCheckout(page, p!);
        await page.goto(`${baseUrl}/BuyProduct`);
        await page.getByTestId('pay-amount').waitFor();
        await page.locator('label.choice').filter({ hasText: texts[locale].easy }).click();
        const wallet = page.getByLabel(texts[locale].wallet);
        // KakaoTalk's own wallet opens from its browser: no message
        await wallet.selectOption('kakaopay');
        assert.equal(await page.getByTestId('wallet-in-app').count(), 0);
        await wallet.selectOption('naverpay');
        const alert = page.getByTestId('wallet-in-app');
        assert.ok((await alert.innerText()).startsWith(texts[locale].message), await alert.innerText());
        await alert.scrollIntoViewIfNeeded();
        await shot(page, `checkout-wallet-in-app-${locale}`);
        if (locale === 'ko') {
          const { token, id } = await apiLogin(baseUrl, 'buyer@demo.kr');
          const count = async () =>
            (await apiCall(baseUrl, 'GET', `users/${id}/orders/list?rowCount=1`, undefined, token)).totalCount;
          const before = await count();
          await page.getByText('[필수] 주문 내용을 확인했으며').click();
          await page.getByText('[필수] 만 14세 이상입니다.').click();
          await page.getByText('[필수] 주문한 상품의 판매자에게 개인정보를').click();
          await page.getByRole('button', { name: /결제하기$/ }).click();
          await dialogSeen(dialogs, texts.ko.message);
          assert.equal(new URL(page.url()).pathname, '/BuyProduct');
          assert.equal(await count(), before, 'no order was made');
        }
      }
    },
  },
];
