/**
 * Issue 18 in real Chromium: the checkout's agreement boxes, escrow and cash receipt start unticked and
 * what the buyer ticks is stored with the order; cancelling an order, withdrawing a request and leaving
 * take no more steps than joining; the home pop-up stays away after "don't show"; the consent, seller,
 * footer and checkout screens in Korean and English.
 */
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  apiMember,
  DEMO_USERS,
  dialogSeen,
  outboxCode,
  randomMobile,
  randomTag,
  recordDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eTest,
} from '../lib.js';
import { demoProducts, handOverToCheckout, paidCardOrder, type ProductDetail } from '../orders.js';

/** A demo product for sale, not alcohol (no 19+ step at checkout), whose option groups all have stock. */
async function optionProduct(baseUrl: string): Promise<ProductDetail> {
  const [p] = await demoProducts(baseUrl, 1, (d) => !d.isAlcohol);
  if (!p) throw new Error('no demo product with options in stock');
  return p;
}

/** Counts what the user does: every click, check or selection is one step (typing is not). */
function stepCounter() {
  let n = 0;
  return {
    get count() {
      return n;
    },
    async click(l: Locator) {
      n++;
      await l.click();
    },
    async check(l: Locator) {
      n++;
      await l.check();
    },
  };
}

export const tests: E2eTest[] = [
  {
    name: 'checkout: payment terms, 14+, escrow and cash receipt start unticked; the choices are stored with the order (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      for (const lang of ['ko', 'en'] as const) {
        const ko = lang === 'ko';
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        await handOverToCheckout(page, await optionProduct(baseUrl));
        await page.goto(`${baseUrl}/BuyProduct`);
        await page.getByTestId('pay-amount').waitFor();
        const terms = page.getByLabel(ko ? /주문 내용을 확인했으며/ : /I have checked the order/);
        const age = page.getByLabel(ko ? /만 14세 이상입니다/ : /I am 14 or older/);
        assert.equal(await terms.isChecked(), false, 'payment terms start unchecked');
        assert.equal(await age.isChecked(), false, '14+ starts unchecked');
        await page.getByText(ko ? '가상계좌' : 'Virtual account', { exact: true }).click();
        const legal = page.getByTestId('checkout-legal');
        const escrow = legal.getByLabel(ko ? /구매안전\(에스크로\)/ : /purchase-safety \(escrow\)/);
        assert.equal(await escrow.isChecked(), false, 'escrow is not pre-selected');
        assert.equal(
          await legal.getByLabel(ko ? '신청 안 함' : 'None', { exact: true }).isChecked(),
          true,
          'no cash receipt is pre-selected',
        );
        // paying with nothing ticked is refused on the page
        await page.getByRole('button', { name: ko ? /결제하기$/ : /^Pay/ }).click();
        await waitUntil(() => dialogs.length >= 1, 'the unticked payment terms stop the order', 10_000);
        assert.equal(new URL(page.url()).pathname, '/BuyProduct');

        await escrow.check();
        await legal.getByLabel(ko ? '소득공제용' : 'Income deduction', { exact: true }).check();
        const idField = legal.getByLabel(ko ? '휴대폰 번호' : 'Mobile number');
        await idField.fill('0212345678');
        await legal.getByRole('alert').waitFor();
        await idField.fill('010-5555-6666');
        await terms.check();
        await age.check();
        await page
          .getByLabel(ko ? /판매자에게 개인정보를 제공하는 데 동의합니다/ : /give my details to the seller/)
          .check();
        await shot(page, `compliance-checkout-${lang}`);
        await page.getByRole('button', { name: ko ? /결제하기$/ : /^Pay/ }).click();
        await waitForPath(page, '/BuyComplete');
        const orderSysId = Number(new URL(page.url()).searchParams.get('orderSysId'));
        const { token } = await apiLogin(baseUrl, DEMO_USERS.buyer);
        const order = (await apiCall(baseUrl, 'GET', `orders/${orderSysId}`, undefined, token)).order as {
          escrow: boolean;
          cashReceipt: { type: string; identity: string } | null;
          payTermsAgreedAt: string | null;
          age14ConfirmedAt: string | null;
        };
        assert.equal(order.escrow, true);
        assert.deepEqual(order.cashReceipt, { type: 'income', identity: '01055556666' });
        assert.ok(order.payTermsAgreedAt && order.age14ConfirmedAt, JSON.stringify(order));
        await page.close();
      }
    },
  },
  {
    name: 'cancelling an order, withdrawing a request and leaving take no more steps than joining',
    async run({ baseUrl, newPage, shot }) {
      // joining, through the screens
      const join = stepCounter();
      const page = await newPage();
      const dialogs = recordDialogs(page);
      await page.goto(`${baseUrl}/RegStep00`);
      await join.check(page.getByLabel('(필수) 서비스 이용약관 동의'));
      await join.check(page.getByLabel('(필수) 개인정보 수집·이용 동의'));
      await join.click(page.getByRole('button', { name: '다음' }));
      await waitForPath(page, '/RegStep04');
      const userId = `steps-${randomTag()}@demo.kr`;
      const password = 'Steps12!!';
      const mobile = randomMobile();
      await page.getByLabel('아이디(이메일)').fill(userId);
      await page.getByLabel('비밀번호', { exact: true }).fill(password);
      await page.getByLabel('비밀번호 확인').fill(password);
      await page.getByLabel('닉네임').fill(`단계${randomTag().slice(0, 4)}`);
      await page.getByLabel('이름').fill('김단계');
      await page.getByLabel('생년월일 (8자리)').fill('19900101');
      await page.getByLabel('휴대폰 번호').fill(mobile);
      await join.click(page.getByRole('button', { name: '인증번호 받기' }));
      await page.getByLabel('인증번호 6자리').fill(await outboxCode(baseUrl, mobile));
      await join.click(page.getByRole('button', { name: '확인', exact: true }));
      await page.getByText('휴대폰 인증이 완료되었어요.').waitFor();
      await join.click(page.getByRole('button', { name: '가입하기' }));
      await waitForPath(page, '/MyPage');

      // cancelling a paid order from the order history
      const { token } = await apiLogin(baseUrl, userId, password);
      const { orderSysId } = await paidCardOrder(baseUrl, token);
      const cancel = stepCounter();
      await page.goto(`${baseUrl}/BuyHistory`);
      await cancel.click(page.getByTestId('order-line').first().getByRole('link', { name: '취소 신청' }));
      await page.waitForURL((u) => u.pathname.startsWith(`/CancelReq/${orderSysId}/`));
      await cancel.check(page.getByLabel('단순 변심'));
      await cancel.click(page.getByRole('button', { name: '취소 신청' }));
      await waitForPath(page, '/BuyHistory');

      // withdrawing that request on /Exchange (one tap and its confirmation)
      const withdraw = stepCounter();
      await page.goto(`${baseUrl}/Exchange`);
      await withdraw.click(page.getByTestId('claim-row').first().getByRole('button', { name: '신청 철회' }));
      const confirmedWithdraw = 1; // the confirmation dialog, answered by recordDialogs
      await page
        .getByTestId('claim-row')
        .first()
        .getByRole('button', { name: '신청 철회' })
        .waitFor({ state: 'detached' });
      await shot(page, 'compliance-exchange-withdrawn-ko');

      // leaving the service (a member without open orders: the law lets those finish first)
      const leaverId = `leave-${randomTag()}@demo.kr`;
      await apiMember(baseUrl, leaverId, 'Leave12!!', randomMobile());
      const lp = await newPage();
      recordDialogs(lp);
      await uiLogin(lp, baseUrl, 'ko', leaverId, 'Leave12!!');
      const leave = stepCounter();
      await lp.goto(`${baseUrl}/MypageSetting`);
      await leave.click(lp.getByRole('link', { name: '회원 탈퇴' }));
      await waitForPath(lp, '/Withdraw');
      await leave.check(lp.getByLabel('위 내용을 모두 확인했으며 탈퇴에 동의합니다.'));
      await lp.getByLabel("확인을 위해 '회원탈퇴'를 입력해 주세요").fill('회원탈퇴');
      await leave.click(lp.getByRole('button', { name: '탈퇴하기' }));
      await waitForPath(lp, '/demo');

      const steps = {
        join: join.count,
        cancel: cancel.count + 1, // its confirmation or receipt dialog
        withdraw: withdraw.count + confirmedWithdraw,
        leave: leave.count + 1,
      };
      console.log(`  steps: ${JSON.stringify(steps)}`);
      assert.ok(steps.cancel <= steps.join, JSON.stringify(steps));
      assert.ok(steps.withdraw <= steps.join, JSON.stringify(steps));
      assert.ok(steps.leave <= steps.join, JSON.stringify(steps));
      await dialogSeen(dialogs, '신청을 철회');
    },
  },
  {
    name: 'the home pop-up stays away after "don\'t show for 7 days"',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/`);
      const popup = page.getByRole('dialog');
      await popup.waitFor();
      await popup.getByRole('button', { name: '7일간 보지 않기' }).click();
      await popup.waitFor({ state: 'detached' });
      for (let i = 0; i < 2; i++) {
        await page.reload();
        await page.getByTestId('operator-footer').waitFor();
        assert.equal(await page.getByRole('dialog').count(), 0, 'no pop-up again');
      }
    },
  },
  {
    name: 'consents on /AlertSet and at sign-up, the seller block and the operator footer (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const userId = `consent-${randomTag()}@demo.kr`;
      await apiMember(baseUrl, userId, 'Consent1!!', randomMobile());
      for (const lang of ['ko', 'en'] as const) {
        const ko = lang === 'ko';
        const page = await newPage({ locale: lang });
        recordDialogs(page);
        await page.goto(`${baseUrl}/RegStep00`);
        const box = page.getByTestId('join-marketing-consents');
        await box.waitFor();
        assert.equal(await box.getByRole('checkbox', { checked: true }).count(), 0, 'no consent pre-ticked');
        await box.getByLabel(ko ? /문자\(SMS\) 광고 수신/ : /Advertising text messages/).check();
        await box.getByText(ko ? /선택 .*가입 시각으로/ : /Ticked .*recorded at the time you join/).waitFor();
        await shot(page, `compliance-regstep00-${lang}`);

        await uiLogin(page, baseUrl, lang, userId, 'Consent1!!');
        await page.goto(`${baseUrl}/AlertSet`);
        const consents = page.getByTestId('marketing-consents');
        await consents.waitFor();
        assert.equal(
          await consents.getByRole('switch', { checked: true }).count(),
          0,
          'a new member agreed to nothing',
        );
        const night = consents.getByLabel(ko ? /야간\(21시~08시\)/ : /at night/);
        assert.equal(await night.isDisabled(), true, 'night needs a channel first');
        await consents.getByLabel(ko ? /이메일 광고 수신/ : /Advertising e-mail/).click();
        await consents
          .getByTestId('consent-time-email')
          .getByText(ko ? /^동의 / : /^Agreed /)
          .waitFor();
        await shot(page, `compliance-alertset-${lang}`);
        await consents.getByLabel(ko ? /이메일 광고 수신/ : /Advertising e-mail/).click();
        await consents
          .getByTestId('consent-time-email')
          .getByText(ko ? /^거부 / : /^Declined /)
          .waitFor();

        const p = await optionProduct(baseUrl);
        await page.goto(`${baseUrl}/Product/${p.prdtSysId}`);
        await page.getByTestId('total-price').waitFor();
        await shot(page, `compliance-product-top-${lang}`);
        const seller = page.getByTestId('seller-identity');
        await seller.scrollIntoViewIfNeeded();
        await seller.getByText(ko ? /통신판매중개자/ : /intermediary/).waitFor();
        await shot(page, `compliance-product-seller-${lang}`);

        await page.goto(`${baseUrl}/MyPage`);
        const footer = page.getByTestId('operator-footer');
        await footer.scrollIntoViewIfNeeded();
        await footer.getByText(ko ? /통신판매중개자/ : /intermediary/).waitFor();
        await shot(page, `compliance-footer-${lang}`);
        await page.close();
      }
    },
  },
];
