/**
 * Orders and claims in real Chromium (issue 7): the operator dispatches a paid order, the buyer
 * tracks it and confirms the purchase; a paid order is cancelled and refunded; a change-of-mind
 * return with two photos pays its round trip on the gateway (/reqPay), gets its return invoice and
 * is refunded with the points; with the clock moved, an unpaid virtual-account order cancels itself.
 */
import assert from 'node:assert/strict';
import { apiCall, apiLogin, DEMO_USERS, dialogSeen, recordDialogs, uiLogin, type E2eTest } from '../lib.js';
import {
  dispatchedOrder,
  paidCardOrder as paidDemoCardOrder,
  placeDemoOrder,
  shownSummary,
  stockOf,
} from '../orders.js';

const placeOrder = (baseUrl: string, token: string, payMethod: 'card' | 'vbank', pointAmount = 0) =>
  placeDemoOrder(baseUrl, token, payMethod, { pointAmount });
const paidCardOrder = (baseUrl: string, token: string, pointAmount = 0) =>
  paidDemoCardOrder(baseUrl, token, [], pointAmount);

export const tests: E2eTest[] = [
  {
    name: 'orders: the operator dispatches, the buyer sees it shipping on /BuyHistory and confirms the purchase (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      for (const lang of ['ko', 'en'] as const) {
        const o = await dispatchedOrder(baseUrl, buyer.token, admin.token);

        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        await page.goto(`${baseUrl}/BuyHistory`);
        const shipping = lang === 'ko' ? '배송 중' : 'Shipping';
        await page.getByRole('button', { name: shipping, exact: true }).click();
        const line = page.getByTestId('order-line').first();
        await line
          .getByTestId('line-status')
          .getByText(lang === 'ko' ? '배송 중' : 'Dispatched', { exact: true })
          .waitFor();
        await shot(page, `orders-buyhistory-shipping-${lang}`);
        // tracking: carrier, invoice and the moves of the line
        await line.getByRole('link', { name: lang === 'ko' ? '배송 조회' : 'Track' }).click();
        await page.waitForURL((u) => u.pathname === `/Tracking/${o.orderSysId}/${o.pid}`);
        await page.getByTestId('tracking-invoice').getByText('123456789012').waitFor();
        await page
          .getByTestId('tracking-delivery')
          .getByText(lang === 'ko' ? 'CJ대한통운' : 'CJ Logistics')
          .waitFor();
        await page
          .getByTestId('tracking-history')
          .getByText(lang === 'ko' ? '배송 중' : 'Dispatched')
          .first()
          .waitFor();
        await shot(page, `orders-tracking-${lang}`);
        // /Tracking: what is on its way, each opening its tracking
        await page.goto(`${baseUrl}/Tracking`);
        await page.locator(`a[href="/Tracking/${o.orderSysId}/${o.pid}"]`).waitFor();
        await shot(page, `orders-tracking-list-${lang}`);
        await page.goto(`${baseUrl}/BuyHistory`);
        await page.getByRole('button', { name: shipping, exact: true }).click();
        await line.getByRole('button', { name: lang === 'ko' ? '구매 확정' : 'Confirm purchase' }).click();
        const done = lang === 'ko' ? '구매가 확정되었어요.' : 'Your purchase is confirmed.';
        await dialogSeen(dialogs, done);
        // the status filter (a line may carry a button of the same name)
        await page
          .getByRole('button', { name: lang === 'ko' ? '구매 확정' : 'Confirmed', exact: true })
          .and(page.locator('[aria-pressed]'))
          .click();
        await page
          .getByTestId('line-status')
          .getByText(lang === 'ko' ? '구매 확정' : 'Purchase confirmed')
          .first()
          .waitFor();
        await shot(page, `orders-buyhistory-confirmed-${lang}`);
        const detail = await apiCall(
          baseUrl,
          'GET',
          `orders/${o.orderSysId}/products/${o.pid}`,
          undefined,
          buyer.token,
        );
        assert.equal(detail.status, 6);
        await page.close();
      }
    },
  },
  {
    name: 'claims: the buyer requests a cancel on /CancelReq, the operator approves and the buyer sees it cancelled and refunded (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      for (const lang of ['ko', 'en'] as const) {
        const o = await paidCardOrder(baseUrl, buyer.token);
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        await page.goto(`${baseUrl}/BuyHistory`);
        await page.getByRole('button', { name: lang === 'ko' ? '결제 완료' : 'Paid', exact: true }).click();
        await page
          .getByTestId('order-line')
          .first()
          .getByRole('link', { name: lang === 'ko' ? '취소 신청' : 'Cancel' })
          .click();
        await page.waitForURL((u) => u.pathname.startsWith(`/CancelReq/${o.orderSysId}/`));
        await page.getByTestId('cancel-item').first().waitFor();
        // no reason: the form says so and nothing is sent
        await page.getByRole('button', { name: lang === 'ko' ? '취소 신청' : 'Request cancellation' }).click();
        await page
          .getByRole('alert')
          .getByText(lang === 'ko' ? '취소 사유를 선택하거나' : 'Please choose a reason')
          .waitFor();
        await page.getByLabel(lang === 'ko' ? '단순 변심' : 'Change of mind').check();
        await shot(page, `claims-cancelreq-${lang}`);
        await page.getByRole('button', { name: lang === 'ko' ? '취소 신청' : 'Request cancellation' }).click();
        await page.waitForURL((u) => u.pathname === '/BuyHistory');
        await dialogSeen(
          dialogs,
          lang === 'ko' ? '취소 신청이 접수되었어요.' : 'Your cancellation request has been received.',
        );
        const mine = await apiCall(baseUrl, 'GET', `users/${buyer.id}/orders/cancelOrders`, undefined, buyer.token);
        const claim = (mine.list as { claimSysId: number; orderSysId: number }[]).find(
          (c) => c.orderSysId === o.orderSysId,
        )!;
        const approved = await apiCall(
          baseUrl,
          'POST',
          `operations/claims/${claim.claimSysId}/approve`,
          undefined,
          admin.token,
        );
        assert.equal((approved.claim as { status: string }).status, 'done', JSON.stringify(approved));
        await page.reload();
        await page.getByRole('button', { name: lang === 'ko' ? '취소' : 'Cancellations', exact: true }).click();
        await page
          .getByTestId('line-status')
          .getByText(lang === 'ko' ? '취소 완료' : 'Cancelled', { exact: true })
          .first()
          .waitFor();
        await shot(page, `claims-cancelled-${lang}`);
        const pay = await apiCall(baseUrl, 'GET', `orders/pays/${o.orderSysId}`, undefined, buyer.token);
        assert.equal((pay.payment as { status: string }).status, 'cancelled');
        await page.close();
      }
    },
  },
  {
    name: 'claims: a return with two photos is approved, received and refunded, and the points come back',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const balance = async () =>
        (await apiCall(baseUrl, 'GET', `users/${buyer.id}/points/list?startIndex=0&rowCount=1`, undefined, buyer.token))
          .balance as number;
      const before = await balance();
      const o = await paidCardOrder(baseUrl, buyer.token, 1000);
      assert.equal(await balance(), before - 1000);
      for (const step of ['dispatch', 'delivered'])
        await apiCall(
          baseUrl,
          'POST',
          `operations/orders/${o.orderSysId}/products/${o.pid}/${step}`,
          step === 'dispatch' ? { deliveryCompanyCode: '04', invoiceNumber: '123456789012' } : undefined,
          admin.token,
        );
      const page = await newPage({ locale: 'ko' });
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl, 'ko');
      // the order's own request page offers a return and an exchange for the delivered item
      await page.goto(`${baseUrl}/ExchangeReq/${o.orderSysId}`);
      const pick = page.getByTestId('pick-line').first();
      await pick.getByText('배송 완료').waitFor();
      await pick.getByRole('link', { name: '교환 신청' }).waitFor();
      await shot(page, 'claims-exchangereq-order-ko');
      await pick.getByRole('link', { name: '반품 신청' }).click();
      await page.waitForURL((u) => u.pathname === `/ExchangeReq/${o.orderSysId}/${o.pid}/return`);
      await page.goto(`${baseUrl}/BuyHistory`);
      await page.getByRole('button', { name: '배송 완료', exact: true }).click();
      await page.getByTestId('order-line').first().getByRole('link', { name: '반품 신청' }).click();
      await page.waitForURL((u) => u.pathname === `/ExchangeReq/${o.orderSysId}/${o.pid}/return`);
      await page.getByLabel('단순 변심').check();
      await page.getByTestId('shipping-fee-note').waitFor();
      const sharp = (await import('sharp')).default;
      const photo = (color: string) =>
        sharp({ create: { width: 80, height: 60, channels: 3, background: color } })
          .jpeg()
          .toBuffer();
      await page.getByLabel(/사진 첨부/).setInputFiles([
        { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo('#c33') },
        { name: 'label.jpg', mimeType: 'image/jpeg', buffer: await photo('#36c') },
      ]);
      await page.getByTestId('photo-previews').locator('img').nth(1).waitFor();
      await shot(page, 'claims-return-photos-ko');
      await page.getByRole('button', { name: '반품 신청' }).click();
      // change of mind: the 5,000 won round trip is paid next, on the gateway as an order is
      await page.waitForURL((u) => u.pathname === `/reqPay/${o.orderSysId}/${o.pid}`);
      await dialogSeen(dialogs, '반품 신청이 접수되었어요.');
      await page.getByTestId('reqpay-amount').getByText('5,000원').waitFor();
      await shot(page, 'claims-reqpay-ko');
      await page.getByRole('button', { name: '5,000원 결제하기' }).click();
      await page.getByTestId('pg-amount').getByText('5,000원').waitFor();
      await page.getByRole('button', { name: /결제 승인/ }).click();
      await page.waitForURL((u) => u.pathname === `/reqPayComplete/${o.orderSysId}/${o.pid}`);
      await page.getByTestId('reqpay-complete').getByText('배송비 결제가 완료되었어요.').waitFor();
      await shot(page, 'claims-reqpay-complete-ko');
      // the goods go back: carrier and invoice number
      await page.getByRole('link', { name: '반송 송장 입력' }).click();
      await page.waitForURL((u) => u.pathname === `/ExchangeInvoice/${o.orderSysId}/${o.pid}`);
      await page.getByLabel('택배사').selectOption('05');
      await page.getByLabel('송장번호').fill('987654321098');
      await shot(page, 'claims-exchange-invoice-ko');
      await page.getByRole('button', { name: '송장 저장' }).click();
      await page.waitForURL((u) => u.pathname.startsWith(`/ExchangeDetail/${o.orderSysId}/${o.pid}/`));
      await page.getByTestId('claim-invoice').getByText('한진택배 987654321098').waitFor();
      await page.getByTestId('claim-fee').getByText('결제 완료', { exact: false }).waitFor();
      await shot(page, 'claims-exchange-detail-ko');
      const mine = await apiCall(baseUrl, 'GET', `users/${buyer.id}/orders/returnOrders`, undefined, buyer.token);
      const claim = (mine.list as { claimSysId: number; orderSysId: number; images: string[] }[]).find(
        (c) => c.orderSysId === o.orderSysId,
      )!;
      assert.equal(claim.images.length, 2);
      // issue 26: the photos are private; the member's answer carries signed links that open them
      for (const link of claim.images) {
        assert.match(link, /^\/files\/private\/claims\//);
        const photo = await fetch(`${baseUrl}${link}`);
        assert.equal(photo.status, 200);
        assert.equal(photo.headers.get('content-type'), 'image/jpeg');
        assert.equal((await fetch(`${baseUrl}${link.split('?')[0]}`)).status, 403);
      }
      for (const step of ['approve', 'receive', 'refund'])
        await apiCall(baseUrl, 'POST', `operations/claims/${claim.claimSysId}/${step}`, undefined, admin.token);
      assert.equal(await balance(), before);
      // the detail shows the refund; the list of requests shows it done
      await page.reload();
      await page.getByTestId('claim-refund').waitFor();
      await page.getByRole('link', { name: '전체 신청 내역' }).click();
      await page.waitForURL((u) => u.pathname === '/Exchange');
      await page.getByTestId('claim-row-status').getByText('반품 완료(환불 완료)').first().waitFor();
      await shot(page, 'claims-exchange-list-ko');
      await page.goto(`${baseUrl}/BuyHistory`);
      await page.getByRole('button', { name: '반품', exact: true }).click();
      await page.getByTestId('line-status').getByText('반품 완료(환불 완료)').first().waitFor();
      await shot(page, 'claims-returned-ko');
      await page.close();
    },
  },
  {
    name: 'claims: the request, fee, invoice and tracking screens in English',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const o = await paidCardOrder(baseUrl, buyer.token);
      for (const step of ['dispatch', 'delivered'])
        await apiCall(
          baseUrl,
          'POST',
          `operations/orders/${o.orderSysId}/products/${o.pid}/${step}`,
          step === 'dispatch' ? { deliveryCompanyCode: '08', invoiceNumber: '555566667777' } : undefined,
          admin.token,
        );
      const asked = await apiCall(
        baseUrl,
        'POST',
        `orders/${o.orderSysId}/products/${o.pid}/proposaling/exchange`,
        { reasonCode: 4, reasonDetail: 'I picked the wrong size.' },
        buyer.token,
      );
      const claim = asked.claim as { claimSysId: number; shippingFee: number };
      assert.equal(claim.shippingFee, 5000, JSON.stringify(asked));

      const page = await newPage({ locale: 'en' });
      await uiLogin(page, baseUrl, 'en');
      // with the exchange open, the order's request page offers nothing more for that item
      await page.goto(`${baseUrl}/ExchangeReq/${o.orderSysId}`);
      await page.getByText('No item of this order can be returned or exchanged now.').waitFor();
      await page.getByTestId('pick-status').getByText('Exchange requested').waitFor();
      assert.equal(await page.getByTestId('pick-line').getByRole('link').count(), 0);
      await shot(page, 'claims-exchangereq-order-en');
      await page.goto(`${baseUrl}/Tracking/${o.orderSysId}/${o.pid}`);
      await page.getByTestId('tracking-delivery').getByText('Lotte Global Logistics').waitFor();
      await page.getByTestId('tracking-status').getByText('Exchange requested').waitFor();
      await page.goto(`${baseUrl}/Exchange`);
      await page.getByRole('button', { name: 'Exchanges', exact: true }).click();
      await page.getByTestId('claim-row-status').getByText('Exchange requested').first().waitFor();
      await shot(page, 'claims-exchange-list-en');
      await page.getByTestId('claim-row').first().click();
      await page.waitForURL(
        (u) => u.pathname === `/ExchangeDetail/${o.orderSysId}/${o.pid}/${claim.claimSysId}/exchange`,
      );
      await page.getByTestId('claim-fee').getByText('not paid yet', { exact: false }).waitFor();
      await shot(page, 'claims-exchange-detail-en');
      await page.getByRole('link', { name: 'Pay shipping fee' }).click();
      await page.waitForURL((u) => u.pathname === `/reqPay/${o.orderSysId}/${o.pid}`);
      await page.getByText('Easy pay', { exact: true }).click();
      await page.getByLabel('Easy pay service').selectOption('tosspay');
      await shot(page, 'claims-reqpay-en');
      await page.getByRole('button', { name: 'Pay ₩5,000' }).click();
      await page.getByRole('button', { name: /Decline/ }).click();
      await page.waitForURL((u) => u.pathname === `/reqPayComplete/${o.orderSysId}/${o.pid}`);
      await page.getByTestId('reqpay-complete').getByText('The shipping fee was not paid.').waitFor();
      await shot(page, 'claims-reqpay-complete-en');
      await page.getByRole('link', { name: 'Enter return invoice' }).click();
      await page.getByLabel('Invoice number').fill('12');
      await page.getByRole('button', { name: 'Save invoice' }).click();
      await page.getByRole('alert').getByText('Enter the invoice number (8–20 digits).').waitFor();
      await shot(page, 'claims-exchange-invoice-en');
      await page.close();
    },
  },
  {
    name: 'orders: with the clock moved past the due time, an unpaid virtual-account order cancels itself and its stock returns',
    async run({ baseUrl, newPage, shot }) {
      let buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      let admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      // other specs' unpaid orders of the same products expire first (the clock move runs the due jobs),
      // so the stock below moves by this order alone
      await apiCall(baseUrl, 'POST', 'test/clock', { advanceSeconds: 3 * 86_400 }, admin.token);
      buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const o = await placeOrder(baseUrl, buyer.token, 'vbank');
      const before = await stockOf(baseUrl, o.prdtSysId, o.options);
      const pay = await apiCall(baseUrl, 'POST', `orders/${o.orderSysId}/pays`, { payMethod: 'vbank' }, buyer.token);
      assert.equal((pay.order as { status: number }).status, 1, JSON.stringify(pay));
      const orderNumber = (pay.order as { orderNumber: string }).orderNumber;
      // the order holds its stock while the deposit is awaited
      const held = await stockOf(baseUrl, o.prdtSysId, o.options);
      assert.deepEqual(held, before, 'stock is taken when the order is placed, before paying');

      const page = await newPage({ locale: 'ko' });
      await uiLogin(page, baseUrl, 'ko');
      await page.goto(`${baseUrl}/BuyHistory`);
      await page.getByRole('button', { name: '미결제', exact: true }).click();
      const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
      await card.getByTestId('line-status').getByText('입금 확인 중', { exact: true }).waitFor();
      await shot(page, 'orders-vbank-waiting-ko');

      const moved = await apiCall(baseUrl, 'POST', 'test/clock', { advanceSeconds: 3 * 86_400 }, admin.token);
      try {
        assert.equal(moved.resultCode, '0001', JSON.stringify(moved));
        buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
        admin = await apiLogin(baseUrl, DEMO_USERS.admin);
        const read = await apiCall(baseUrl, 'GET', `orders/${o.orderSysId}`, undefined, buyer.token);
        assert.equal((read.order as { status: number }).status, 102, JSON.stringify(read.order));
        const after = await stockOf(baseUrl, o.prdtSysId, o.options);
        assert.deepEqual(
          after,
          before.map((n) => n + 1),
          `stock back: before ${before.join(',')} after ${after.join(',')}`,
        );

        // the buyer sees it cancelled (signed in afresh: the old session's access token aged 3 days)
        await page.close();
        const later = await newPage({ locale: 'ko' });
        await uiLogin(later, baseUrl, 'ko');
        await later.goto(`${baseUrl}/BuyHistory`);
        await later.getByRole('button', { name: '취소', exact: true }).click();
        await later
          .getByTestId('order-card')
          .filter({ hasText: orderNumber })
          .getByTestId('line-status')
          .getByText('취소 완료', { exact: true })
          .waitFor();
        await shot(later, 'orders-vbank-expired-ko');
        await later.close();
      } finally {
        // later specs run on the same server: the clock goes back
        await apiCall(baseUrl, 'POST', 'test/clock', { advanceSeconds: -3 * 86_400 }, admin.token);
      }
    },
  },

  {
    name: 'BuyComplete reopened for a paid, a delivered and a cancelled order shows its state and links to the order, whose summary adds up (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const paid = await paidCardOrder(baseUrl, buyer.token);
      const delivered = await dispatchedOrder(baseUrl, buyer.token, admin.token);
      const dd = await apiCall(
        baseUrl,
        'POST',
        `operations/orders/${delivered.orderSysId}/products/${delivered.pid}/delivered`,
        undefined,
        admin.token,
      );
      assert.equal(dd.resultCode, '0001', JSON.stringify(dd));
      const cancelled = await placeOrder(baseUrl, buyer.token, 'card');
      const del = await apiCall(baseUrl, 'DELETE', `orders/${cancelled.orderSysId}`, undefined, buyer.token);
      assert.equal(del.resultCode, '0001', JSON.stringify(del));

      for (const lang of ['ko', 'en'] as const) {
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        const cases = [
          { o: paid, heading: lang === 'ko' ? '주문이 완료되었습니다' : 'Your order is complete', now: null },
          {
            o: delivered,
            heading: lang === 'ko' ? '주문이 완료되었습니다' : 'Your order is complete',
            now: lang === 'ko' ? '배송 완료' : 'Delivered',
          },
          { o: cancelled, heading: lang === 'ko' ? '취소된 주문입니다' : 'This order was cancelled', now: null },
        ];
        for (const c of cases) {
          await page.goto(`${baseUrl}/BuyComplete?orderSysId=${c.o.orderSysId}`);
          await page.getByRole('heading', { name: c.heading }).waitFor();
          assert.equal(
            await page.getByText(lang === 'ko' ? '결제가 완료되지 않았어요' : 'The payment was not completed').count(),
            0,
          );
          if (c.now) await page.getByTestId('complete-now').getByText(c.now).waitFor();
          const s = await shownSummary(page);
          assert.equal(
            s.rows.reduce((a, b) => a + b, 0),
            s.total,
            `rows ${s.rows.join(' ')} add up to ${s.total}`,
          );
          if (c.o === delivered) await shot(page, `orders-buycomplete-delivered-${lang}`);
        }
        // the link to the order: its detail, with the same server figures
        await page.goto(`${baseUrl}/BuyComplete?orderSysId=${delivered.orderSysId}`);
        await page.getByTestId('complete-order-link').click();
        await page.waitForURL((u) => u.pathname === `/ExchangeDetail/${delivered.orderSysId}`);
        await page.getByTestId('order-detail').waitFor();
        const read = await apiCall(baseUrl, 'GET', `orders/${delivered.orderSysId}`, undefined, buyer.token);
        const amounts = (read.order as { amounts: Record<string, number> }).amounts;
        const s = await shownSummary(page);
        assert.equal(s.total, amounts.payAmount);
        assert.equal(s.rows[0], amounts.prdtPrice! + amounts.discount!, 'the first row is the list price');
        assert.equal(
          s.rows.reduce((a, b) => a + b, 0),
          s.total,
        );
        await shot(page, `orders-detail-${lang}`);
        assert.deepEqual(dialogs, []);
        await page.close();
      }
    },
  },
  {
    name: 'an unpaid order: /BuyHistory offers pay and cancel, /CancelReq cancels it outright; an awaiting-deposit order shows its account (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      for (const lang of ['ko', 'en'] as const) {
        const unpaid = await placeOrder(baseUrl, buyer.token, 'card');
        const vbank = await placeOrder(baseUrl, buyer.token, 'vbank');
        const pay = await apiCall(
          baseUrl,
          'POST',
          `orders/${vbank.orderSysId}/pays`,
          { payMethod: 'vbank' },
          buyer.token,
        );
        assert.equal((pay.order as { status: number }).status, 1, JSON.stringify(pay));
        const numberOf = async (id: number) =>
          ((await apiCall(baseUrl, 'GET', `orders/${id}`, undefined, buyer.token)).order as { orderNumber: string })
            .orderNumber;

        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        await page.goto(`${baseUrl}/BuyHistory`);
        await page.getByRole('button', { name: lang === 'ko' ? '미결제' : 'Not paid', exact: true }).click();
        const card = page.getByTestId('order-card').filter({ hasText: await numberOf(unpaid.orderSysId) });
        await card
          .getByTestId('pay-unpaid')
          .getByText(lang === 'ko' ? '결제하기' : 'Pay now')
          .waitFor();
        await card.getByTestId('cancel-unpaid').waitFor();
        const vcard = page.getByTestId('order-card').filter({ hasText: await numberOf(vbank.orderSysId) });
        await vcard
          .getByTestId('pay-unpaid')
          .getByText(lang === 'ko' ? '입금 계좌 보기' : 'Deposit details')
          .waitFor();
        await vcard.getByTestId('cancel-unpaid').waitFor();
        await shot(page, `orders-buyhistory-unpaid-${lang}`);
        // the deposit details of the awaiting-deposit order
        await vcard.getByTestId('pay-unpaid').click();
        await page.waitForURL((u) => u.pathname === '/BuyComplete');
        await page.getByTestId('vbank-info').waitFor();
        await page.getByTestId('complete-cancel').waitFor();
        // pay: the unpaid card order continues on /BuyComplete with the payment methods
        await page.goto(`${baseUrl}/BuyHistory`);
        await page.getByRole('button', { name: lang === 'ko' ? '미결제' : 'Not paid', exact: true }).click();
        await card.getByTestId('pay-unpaid').click();
        await page.waitForURL((u) => u.pathname === '/BuyComplete');
        await page.getByRole('button', { name: lang === 'ko' ? '결제하기' : 'Pay now', exact: true }).waitFor();
        await shot(page, `orders-buycomplete-unpaid-${lang}`);

        // /CancelReq for the unpaid order: no "ask for a return", the order is cancelled outright
        await page.goto(`${baseUrl}/CancelReq/${unpaid.orderSysId}`);
        await page.getByTestId('unpaid-order').waitFor();
        assert.equal(await page.getByText(lang === 'ko' ? /반품을 신청해/ : /request a return/i).count(), 0);
        await shot(page, `claims-cancelreq-unpaid-${lang}`);
        await page.getByTestId('unpaid-cancel').click();
        await page.waitForURL((u) => u.pathname === '/BuyHistory');
        const read = await apiCall(baseUrl, 'GET', `orders/${unpaid.orderSysId}`, undefined, buyer.token);
        assert.equal((read.order as { status: number }).status, 102, JSON.stringify(read.order));
        // the awaiting-deposit order is cancelled from /BuyHistory
        await page.getByRole('button', { name: lang === 'ko' ? '미결제' : 'Not paid', exact: true }).click();
        await vcard.getByTestId('cancel-unpaid').click();
        await vcard.waitFor({ state: 'detached' });
        const vread = await apiCall(baseUrl, 'GET', `orders/${vbank.orderSysId}`, undefined, buyer.token);
        assert.equal((vread.order as { status: number }).status, 102, JSON.stringify(vread.order));
        assert.ok(dialogs.length >= 2, dialogs.join(' | '));
        await page.close();
      }
    },
  },
];
