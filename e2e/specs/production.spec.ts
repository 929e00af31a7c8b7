/**
 * Issue 25 N2 and issue 32 #14 in Chromium: a production server that runs the sandbox gateway (set
 * explicitly) says TEST MODE on every page, its approval page answers only the buyer; the sandbox page
 * offers the easy-pay wallets and the wallet used is what the order shows.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { uiLogin, waitForPath, type E2eTest } from '../lib.js';
import { demoProducts, handOverToCheckout, type ProductDetail } from '../orders.js';
import { startE2eServer } from '../server.js';
import { OPERATOR_SETTINGS } from '../../apps/server/test/production-env.js';

/** The demo accounts' password of the production server: never the published one (issue 25 N1). */
const PROD_DEMO_PASSWORD = 'e2e-prod-demo-2026!';
/** A production start on the sandbox gateway, asked for explicitly, with demo data under its own password. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'e2e-production-secret-0123456789abcdef',
  PAYMENT_GATEWAY: 'sandbox',
  DATA_ENCRYPTION_KEY: 'e2e-production-data-key-0123456789abcdef',
  SEED_DEMO: 'true',
  DEMO_PASSWORD: PROD_DEMO_PASSWORD,
  ...OPERATOR_SETTINGS,
};

const BANNER = {
  ko: 'TEST MODE · 테스트 운영 중입니다',
  en: 'TEST MODE · This shop is running as a test',
};

async function bannerOn(page: Page, lang: 'ko' | 'en') {
  await page.getByTestId('test-mode-banner').filter({ hasText: BANNER[lang] }).waitFor();
}

/** Buy now of one in-stock demo product with options: /BuyProduct filled up to the pay button (member). */
async function toBuyProduct(page: Page, baseUrl: string, p: ProductDetail, lang: 'ko' | 'en') {
  await handOverToCheckout(page, p);
  await page.goto(`${baseUrl}/BuyProduct`);
  await page.getByTestId('pay-amount').waitFor();
  await page.getByText(lang === 'ko' ? '[필수] 주문 내용을 확인했으며' : '[Required] I have checked').click();
  await page.getByText(lang === 'ko' ? '[필수] 만 14세 이상입니다.' : '[Required] I am 14 or older.').click();
  await page
    .getByText(lang === 'ko' ? '[필수] 주문한 상품의 판매자에게 개인정보를' : '[Required] I agree to give my details')
    .click();
}

const withOptions = (p: ProductDetail) => p.optionGroups.length > 0;

export const tests: E2eTest[] = [
  {
    name: 'production on the sandbox gateway: every page shows TEST MODE (ko, en), only the buyer can approve on the sandbox page',
    async run({ baseUrl, newPage, shot }) {
      // the runner's (development) server shows no banner
      const dev = await newPage();
      await dev.goto(`${baseUrl}/`);
      await dev.getByTestId('operator-footer').waitFor();
      assert.equal(await dev.getByTestId('test-mode-banner').count(), 0, 'no banner in development');

      const server = await startE2eServer('e2e-production', PRODUCTION_ENV);
      try {
        const base = server.baseUrl;
        const ko = await newPage();
        for (const [path, name] of [
          ['/', 'home'],
          ['/Login', 'login'],
          ['/cart', 'cart'],
          ['/admin', 'admin'],
        ] as const) {
          await ko.goto(`${base}${path}`);
          await bannerOn(ko, 'ko');
          if (name === 'home') await shot(ko, `production-testmode-${name}-ko`);
        }
        const en = await newPage({ locale: 'en' });
        for (const path of ['/', '/Login', '/admin']) {
          await en.goto(`${base}${path}`);
          await bannerOn(en, 'en');
        }
        await en.goto(`${base}/`);
        await bannerOn(en, 'en');
        await shot(en, 'production-testmode-home-en');

        // the demo buyer (its own password) pays by card on the sandbox page
        const [p] = await demoProducts(base, 1, withOptions);
        await uiLogin(ko, base, 'ko', 'buyer@demo.kr', PROD_DEMO_PASSWORD);
        await toBuyProduct(ko, base, p!, 'ko');
        await bannerOn(ko, 'ko');
        await ko.getByText('신용/체크카드').click();
        await ko.getByRole('button', { name: /결제하기$/ }).click();
        await ko.waitForURL((u) => u.pathname.startsWith('/api/v1/pg/sandbox/pay/'));
        await ko.getByText('TEST MODE · 테스트 결제').waitFor();
        const pageUrl = ko.url();

        // another browser (not the buyer's) opening the same page is refused, and nothing is paid
        const stranger = await newPage();
        const refused = await stranger.goto(pageUrl);
        assert.equal(refused?.status(), 403);
        await stranger.getByText('이 결제를 시작한 구매자만 승인하거나 거절할 수 있습니다.').waitFor();
        await stranger.getByText('결과 코드 6140').waitFor();
        await shot(stranger, 'production-sandbox-refused-ko');

        await ko.getByRole('button', { name: '결제 승인' }).click();
        await waitForPath(ko, '/BuyComplete');
        await ko.getByText('주문이 완료되었습니다').waitFor();
        await bannerOn(ko, 'ko');
      } finally {
        await server.stop();
      }
    },
  },
  {
    name: 'the sandbox page offers the card and the easy-pay wallets; the wallet used is what the order shows (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const [a, b] = await demoProducts(baseUrl, 2, withOptions);
      // Korean: paid by card at checkout, switched to 네이버페이 on the PG page
      const ko = await newPage();
      await uiLogin(ko, baseUrl, 'ko');
      await toBuyProduct(ko, baseUrl, a!, 'ko');
      await ko.getByText('신용/체크카드').click();
      await ko.getByRole('button', { name: /결제하기$/ }).click();
      await ko.waitForURL((u) => u.pathname.startsWith('/api/v1/pg/sandbox/pay/'));
      const choices = ko.getByTestId('pg-choices');
      for (const w of ['신용/체크카드', '카카오페이', '네이버페이', '토스페이', '페이코'])
        await choices.getByLabel(w, { exact: true }).waitFor();
      assert.equal(await choices.getByLabel('신용/체크카드', { exact: true }).isChecked(), true);
      await choices.getByLabel('네이버페이', { exact: true }).check();
      await shot(ko, 'sandbox-page-wallets-ko');
      await ko.getByRole('button', { name: '결제 승인' }).click();
      await waitForPath(ko, '/BuyComplete');
      await ko.getByTestId('paid-method').getByText('간편결제 · 네이버페이').waitFor();
      await shot(ko, 'sandbox-paid-wallet-ko');

      // English: easy pay with TossPay chosen at checkout, kept on the PG page
      const en = await newPage({ locale: 'en' });
      await uiLogin(en, baseUrl, 'en');
      await toBuyProduct(en, baseUrl, b!, 'en');
      await en.getByText('Easy pay', { exact: true }).click();
      await en.getByLabel('Easy-pay wallet').selectOption('tosspay');
      await en.getByRole('button', { name: /^Pay / }).click();
      await en.waitForURL((u) => u.pathname.startsWith('/api/v1/pg/sandbox/pay/'));
      const enChoices = en.getByTestId('pg-choices');
      assert.equal(await enChoices.getByLabel('TossPay', { exact: true }).isChecked(), true);
      assert.equal(await enChoices.getByLabel('Credit/debit card', { exact: true }).count(), 0);
      await en.getByText('Pay with').waitFor();
      await shot(en, 'sandbox-page-wallets-en');
      await en.getByRole('button', { name: 'Approve payment' }).click();
      await waitForPath(en, '/BuyComplete');
      await en.getByTestId('paid-method').getByText('Easy pay · TossPay').waitFor();
      await shot(en, 'sandbox-paid-wallet-en');
    },
  },
];
