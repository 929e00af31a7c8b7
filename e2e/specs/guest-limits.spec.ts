/**
 * Issue 25 (N5) in real Chromium: a guest whose device has used up its guest orders is told why on the
 * order page, in Korean and in English, and nothing is held. (The e2e server lifts the per-address
 * limits, the whole suite runs from one address; the per-device limit is the one that binds here.)
 */
import assert from 'node:assert/strict';
import { DEVICE_ID_HEADER, ORDER_LIMITS } from '@lc/contracts';
import { expectDialog, manualDialogs, waitForPath, type E2eTest } from '../lib.js';
import { demoProducts, handOverToCheckout, stockedOptions, stockOf } from '../orders.js';

type J = Record<string, unknown>;

/** The checkout form's words in each language (the guest form filled by the limit test). */
const FORM = {
  ko: {
    name: '이름',
    phone: '휴대폰 번호',
    same: '주문자 정보와 동일',
    find: '주소 검색',
    post: '우편번호',
    address: '주소',
    use: '이 주소 사용',
    card: '신용/체크카드',
    terms: '[필수] 주문 내용을 확인했으며',
    age: '[필수] 만 14세 이상입니다.',
    provision: '[필수] 주문한 상품의 판매자에게 개인정보를',
    pay: /결제하기$/,
    limit: '비회원 주문 가능 횟수를 초과했습니다',
  },
  en: {
    name: 'Name',
    phone: 'Mobile number',
    same: 'Same as the orderer',
    find: 'Find address',
    post: 'Postal code',
    address: 'Address',
    use: 'Use this address',
    card: 'Credit/debit card',
    terms: '[Required] I have checked',
    age: '[Required] I am 14 or older.',
    provision: '[Required] I agree to give my details',
    pay: /^Pay /,
    limit: 'Too many guest orders from this connection or device',
  },
} as const;

export const tests: E2eTest[] = [
  {
    name: 'issue 25: a guest over the per-device order limit is told why (Korean and English) and nothing is held',
    async run({ baseUrl, newPage, shot }) {
      const [p] = await demoProducts(baseUrl, 1, (d) => d.optionGroups.length > 0);
      assert.ok(p, 'demo data has a product with options');
      const options = stockedOptions(p).map((o) => o!.prdtOptionSysId);
      for (const lang of ['ko', 'en'] as const) {
        const w = FORM[lang];
        const page = await newPage({ locale: lang });
        // the test answers the dialogs itself (it looks at the limit's message before answering)
        manualDialogs(page);
        await page.goto(`${baseUrl}/`);
        // this browser's device id, as the web keeps it (shared/device-id.ts)
        const device = await page.evaluate(() => {
          const id = `e2e${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
          localStorage.setItem('deviceId', id);
          return id;
        });
        // the device's guest orders are used up by attempts refused for their amount (6105: nothing held)
        for (let i = 0; i < ORDER_LIMITS.guestPerDevice.limit; i++) {
          const res: Response = await fetch(`${baseUrl}/api/v1/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [DEVICE_ID_HEADER]: device },
            body: JSON.stringify({
              items: [{ prdtSysId: p.prdtSysId, qty: 1, options }],
              orderer: { name: '홍길동', phone: '01077778888' },
              receiver: {
                name: '홍길동',
                phone: '01077778888',
                postNumber: '06236',
                address: '서울 강남구 테헤란로 1',
              },
              payMethod: 'card',
              expectedPayAmount: 1,
              agreePayTerms: true,
              confirmAge14: true,
              agreeSellerProvision: true,
            }),
          });
          assert.equal(((await res.json()) as { jsonData: J }).jsonData.resultCode, '6105');
        }
        const before = await stockOf(baseUrl, p.prdtSysId, options);
        await handOverToCheckout(page, p);
        await page.goto(`${baseUrl}/BuyProduct`);
        await page.getByTestId('pay-amount').waitFor();
        await page.getByLabel(w.name, { exact: true }).fill('홍길동');
        await page.getByLabel(w.phone, { exact: true }).fill('01077778888');
        await page.getByText(w.same).click();
        await page.getByRole('button', { name: w.find }).click();
        await waitForPath(page, '/BuyProduct/searchPost');
        await page.getByLabel(w.post).fill('06236');
        await page.getByLabel(w.address, { exact: true }).fill('서울 강남구 테헤란로 1');
        await page.getByRole('button', { name: w.use }).click();
        await waitForPath(page, '/BuyProduct');
        await page.getByText(w.card).click();
        await page.getByText(w.terms).click();
        await page.getByText(w.age).click();
        await page.getByText(w.provision).click();
        await page.getByRole('button', { name: w.pay }).click();
        const dialog = page.locator('.app-dialog__panel[aria-modal="true"]').filter({ hasText: w.limit });
        await dialog.waitFor();
        // the picture once the dialog has finished fading in
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        await shot(page, `checkout-guest-limit-${lang}`);
        await expectDialog(page, w.limit);
        // still on the order page, nothing held
        await waitForPath(page, '/BuyProduct');
        assert.deepEqual(await stockOf(baseUrl, p.prdtSysId, options), before);
        await page.close();
      }
    },
  },
];
