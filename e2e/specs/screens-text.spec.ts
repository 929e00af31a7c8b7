/**
 * What a person reads (issue 32 items 4, 5, 13): no translation key and none of the server's stored
 * English on the points history, the back-office members page and an order's detail (its history
 * reasons, carrier names, payment states); the back-office order's money adds up like the shopper's;
 * one label for an order state on the shopper's order list and its detail. Korean and English; the
 * shopper's screens at 390×844, the back-office at 1280×800.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ORDER_HISTORY_REASONS } from '@lc/contracts';
import {
  apiCall,
  apiLogin,
  appDialog,
  DEMO_USERS,
  manualDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eTest,
} from '../lib.js';
import { dispatchedOrder, paidCardOrder, placeDemoOrder, shownSummary, stockOfAtLeast } from '../orders.js';
import { repoRoot } from '../server.js';

const DESKTOP = { width: 1280, height: 800 };

/** The locale namespaces (file names): a text starting with one of them and a dot is a key shown raw. */
const NAMESPACES = readdirSync(path.join(repoRoot, 'apps/web/src/locales/ko')).map((f) => f.replace(/\.json$/, ''));
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_ ]+)*`, 'g');
/** What the server stores in English (order history reasons, point reasons, payment states). */
const SERVER_ENGLISH = [
  ...Object.values(ORDER_HISTORY_REASONS),
  'review written',
  'waitingDeposit',
  ' · paid · ',
  'dispatched 04',
];

/**
 * The raw texts a page shows: translation keys, the server's stored English, a carrier shown by its
 * code ("04 1234…"), and in Korean any two lowercase English words in a row.
 */
async function rawTexts(page: Page, lang: 'ko' | 'en'): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = [...text.matchAll(RAW_KEY)].map((m) => m[0]);
  for (const s of SERVER_ENGLISH) if (text.includes(s)) found.push(s);
  found.push(...[...text.matchAll(/(?:^|\s)0\d \d{8,}/g)].map((m) => m[0].trim()));
  if (lang === 'ko') found.push(...[...text.matchAll(/\b[a-z]{3,} [a-z]{3,}\b/g)].map((m) => m[0]));
  return found;
}

/** The buyer confirms the purchase of a line (API). */
async function confirmPurchase(baseUrl: string, buyer: { token: string; id: number }, pid: number) {
  const done = await apiCall(
    baseUrl,
    'PATCH',
    `users/${buyer.id}/orders/${pid}/completedPurcharse`,
    undefined,
    buyer.token,
  );
  assert.equal(done.resultCode, '0001', JSON.stringify(done));
}

async function setLang(page: Page, lang: 'ko' | 'en') {
  await page.evaluate((l) => localStorage.setItem('locale', l), lang);
  await page.reload();
}

export const tests: E2eTest[] = [
  {
    name: 'screens text: points history, members and an order in the back-office show no raw key or stored English',
    async run({ baseUrl, newPage, shot }) {
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      // a delivered-in-transit order the buyer confirms: purchase points, and a history with a dispatch
      const o = await dispatchedOrder(baseUrl, buyer.token, admin.token);
      await confirmPurchase(baseUrl, buyer, o.pid);

      const shopper = await newPage({ locale: 'ko' });
      await uiLogin(shopper, baseUrl, 'ko', DEMO_USERS.buyer, undefined, '/MyPoint');
      for (const lang of ['ko', 'en'] as const) {
        await setLang(shopper, lang);
        await shopper.locator('.mypoint__list li').first().waitFor();
        assert.match(
          await shopper.locator('.mypoint__list').innerText(),
          lang === 'ko' ? /구매확정 적립/ : /Points for confirming order/,
        );
        assert.deepEqual(await rawTexts(shopper, lang), [], `/MyPoint (${lang}) shows raw text`);
        await shot(shopper, `screens-text-mypoint-${lang}`);
      }

      const page = await newPage({ locale: 'ko' });
      await page.setViewportSize(DESKTOP);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.admin, undefined, '/admin/members');
      for (const lang of ['ko', 'en'] as const) {
        await setLang(page, lang);
        await page.getByTestId('admin-row').first().waitFor();
        assert.deepEqual(await rawTexts(page, lang), [], `/admin/members (${lang}) shows raw text`);
        await shot(page, `screens-text-admin-members-${lang}`);
      }
      await page.goto(`${baseUrl}/admin/orders/${o.orderSysId}`);
      for (const lang of ['ko', 'en'] as const) {
        await setLang(page, lang);
        await page.getByTestId('history-reason').first().waitFor();
        const reasons = await page.getByTestId('history-reason').allInnerTexts();
        assert.ok(
          reasons.some((r) => r.includes(lang === 'ko' ? 'CJ대한통운' : 'CJ Logistics')),
          `the dispatch names its carrier: ${JSON.stringify(reasons)}`,
        );
        assert.deepEqual(await rawTexts(page, lang), [], `the order's detail (${lang}) shows raw text`);
        await shot(page, `screens-text-admin-order-${lang}`);
      }
    },
  },
  {
    name: "screens text: the back-office order's money adds up to what was paid, as the shopper's summary does",
    async run({ baseUrl, newPage, shot }) {
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      // a demo product sold below its list price (a product discount) and paid with points
      // (picked by that: which product lists first depends on what the specs before this one changed)
      const o = await placeDemoOrder(baseUrl, buyer.token, 'vbank', {
        pointAmount: 1000,
        accept: (p) => p.marketPrice > p.price,
      });
      const detail = await apiCall(baseUrl, 'GET', `admin/orders/${o.orderSysId}`, undefined, admin.token);
      const order = detail.order as { payAmount: number; discount: number; pointAmount: number };
      assert.ok(order.discount > 0 && order.pointAmount === 1000, JSON.stringify(order));
      const page = await newPage({ locale: 'ko' });
      await page.setViewportSize(DESKTOP);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.admin, undefined, `/admin/orders/${o.orderSysId}`);
      for (const lang of ['ko', 'en'] as const) {
        await setLang(page, lang);
        const shown = await shownSummary(page);
        assert.equal(
          shown.rows.reduce((s, r) => s + r, 0),
          shown.total,
          `the rows add up to the total: ${JSON.stringify(shown.texts)}`,
        );
        assert.equal(shown.total, order.payAmount, 'the total is the amount to pay');
        await shot(page, `screens-text-admin-order-money-${lang}`);
      }
    },
  },
  {
    name: "screens text: a return for a defective item offers the seller's faults, asks no shipping fee, and stays open after confirmation",
    async run({ baseUrl, newPage, shot }) {
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const delivered = await dispatchedOrder(baseUrl, buyer.token, admin.token);
      const d = await apiCall(
        baseUrl,
        'POST',
        `operations/orders/${delivered.orderSysId}/products/${delivered.pid}/delivered`,
        undefined,
        admin.token,
      );
      assert.equal(d.resultCode, '0001', JSON.stringify(d));
      const page = await newPage({ locale: 'ko' });
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.buyer, undefined, '/BuyHistory');
      const form = `/ExchangeReq/${delivered.orderSysId}/${delivered.pid}/return`;
      for (const lang of ['en', 'ko'] as const) {
        await setLang(page, lang);
        await page.goto(`${baseUrl}${form}`);
        const defective = page.getByLabel(lang === 'ko' ? '상품 불량' : 'Defective item', { exact: true });
        await defective.check();
        await page.getByTestId('seller-pays-note').waitFor();
        assert.equal(await page.getByTestId('shipping-fee-note').count(), 0, 'no shipping fee for a defect');
        assert.equal(await page.getByLabel(lang === 'ko' ? '배송 중 파손' : 'Damaged in delivery').count(), 1);
        await shot(page, `screens-text-defect-return-${lang}`);
      }
      await page.getByRole('button', { name: '반품 신청', exact: true }).click();
      // nothing to pay: straight back to the order list, not to the shipping payment
      await waitForPath(page, '/BuyHistory');
      const claims = await apiCall(baseUrl, 'GET', `users/${buyer.id}/orders/returnOrders`, undefined, buyer.token);
      assert.ok(JSON.stringify(claims).includes('"reasonCode":8'), JSON.stringify(claims).slice(0, 400));

      // a confirmed purchase found defective: the order list offers the return, with the seller's faults only
      const confirmed = await dispatchedOrder(baseUrl, buyer.token, admin.token, [delivered.prdtSysId]);
      await confirmPurchase(baseUrl, buyer, confirmed.pid);
      await page.goto(`${baseUrl}/BuyHistory`);
      const line = page
        .getByTestId('order-line')
        .filter({ has: page.getByTestId('defect-return') })
        .first();
      await line.getByTestId('defect-return').click();
      await page.locator('.claimreq__reasons input').first().waitFor();
      assert.equal(await page.locator('.claimreq__reasons input').count(), 3, 'only the seller-fault reasons');
      await shot(page, 'screens-text-defect-return-confirmed-ko');
    },
  },
  {
    name: 'back-office: the operator cancels a paid line with a reason and it is refunded (2 → 102), in Korean and English',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const o = await paidCardOrder(baseUrl, buyer.token);
      const page = await newPage({ locale: 'ko' });
      await page.setViewportSize(DESKTOP);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.admin, undefined, `/admin/orders/${o.orderSysId}`);
      await setLang(page, 'en');
      await page.getByTestId('line-cancel').waitFor();
      await shot(page, 'screens-text-admin-order-cancel-en');
      await setLang(page, 'ko');
      manualDialogs(page);
      await page.getByTestId('line-cancel').click();
      await appDialog(page).getByRole('textbox').fill('공급처 품절로 발송 불가');
      await appDialog(page).getByRole('button', { name: '확인' }).click();
      await appDialog(page).getByText('취소하고 환불했어요.').waitFor();
      await appDialog(page).getByRole('button', { name: '확인' }).click();
      await page.getByTestId('detail-line-state').filter({ hasText: '취소 완료' }).waitFor();
      const reasons = await page.getByTestId('history-reason').allInnerTexts();
      assert.ok(reasons.includes('운영자 직권 취소 (환불): 공급처 품절로 발송 불가'), JSON.stringify(reasons));
      assert.deepEqual(await rawTexts(page, 'ko'), []);
      await shot(page, 'screens-text-admin-order-cancelled-ko');
    },
  },
  {
    name: 'back-office: an approved exchange whose goods cannot be sent is turned into a return from the claims queue (105 → 112)',
    async run({ baseUrl, newPage, shot }) {
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      // the exchange takes a second piece from stock: a product the earlier specs of the lane sold down
      // to its last piece (product level) would turn the exchange into a return at approval
      const o = await dispatchedOrder(baseUrl, buyer.token, admin.token, [], stockOfAtLeast(2));
      const ok = (r: Record<string, unknown>) => assert.equal(r.resultCode, '0001', JSON.stringify(r));
      ok(await apiCall(baseUrl, 'POST', 'admin/orders/delivered', { orderPrdtSysIds: [o.pid] }, admin.token));
      const asked = await apiCall(
        baseUrl,
        'POST',
        `orders/${o.orderSysId}/products/${o.pid}/proposaling/exchange`,
        { reasonCode: 9 },
        buyer.token,
      );
      ok(asked);
      const claimId = (asked.claim as { claimSysId: number }).claimSysId;
      const approved = await apiCall(baseUrl, 'POST', `admin/claims/${claimId}/approve`, {}, admin.token);
      ok(approved);
      assert.equal(approved.convertedToReturn, false, `approved as an exchange: ${JSON.stringify(approved)}`);
      const page = await newPage({ locale: 'ko' });
      await page.setViewportSize(DESKTOP);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.admin, undefined, '/admin/claims');
      for (const lang of ['en', 'ko'] as const) {
        await setLang(page, lang);
        await page.getByRole('button', { name: lang === 'ko' ? '교환' : 'Exchange', exact: true }).click();
        await page.getByLabel(lang === 'ko' ? '처리 상태' : 'Status').selectOption('approved');
        await page.getByTestId('to-return').first().waitFor();
        await shot(page, `screens-text-admin-claims-to-return-${lang}`);
      }
      manualDialogs(page);
      await page.getByTestId('to-return').first().click();
      await appDialog(page).getByRole('button', { name: '확인' }).click();
      await appDialog(page).getByRole('button', { name: '확인' }).click();
      const line = async () =>
        (await apiCall(baseUrl, 'GET', `orders/${o.orderSysId}/products/${o.pid}`, undefined, buyer.token)).status;
      await waitUntil(async () => (await line()) === 112, 'the exchange became a return on its way back');
    },
  },
  {
    name: 'screens text: an order awaiting its deposit has one state label on the order list and on its detail',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const o = await placeDemoOrder(baseUrl, buyer.token, 'vbank');
      const pay = await apiCall(baseUrl, 'POST', `orders/${o.orderSysId}/pays`, { payMethod: 'vbank' }, buyer.token);
      assert.equal(pay.resultCode, '0001', JSON.stringify(pay));
      const page = await newPage({ locale: 'ko' });
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.buyer, undefined, '/BuyHistory');
      for (const lang of ['ko', 'en'] as const) {
        await setLang(page, lang);
        await page.goto(`${baseUrl}/BuyHistory`);
        const card = page.getByTestId('order-card').filter({ hasText: o.orderNumber });
        const listed = (await card.getByTestId('line-status').first().innerText()).trim();
        await shot(page, `screens-text-buyhistory-vbank-${lang}`);
        await page.goto(`${baseUrl}/ExchangeDetail/${o.orderSysId}`);
        await waitForPath(page, `/ExchangeDetail/${o.orderSysId}`);
        const detailed = (await page.getByTestId('order-detail-state').innerText()).trim();
        assert.equal(detailed, listed, 'the list and the detail name the state alike');
        assert.equal(listed, lang === 'ko' ? '입금 확인 중' : 'Checking deposit');
        await shot(page, `screens-text-order-detail-vbank-${lang}`);
      }
    },
  },
];
