/**
 * Issue 18 in real Chromium: a member downloads their own trade record from /BuyHistory (ko, en),
 * under the CSP (the runner fails the test on any violation).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { waitForPath, type E2eTest } from '../lib.js';

const LABELS = {
  ko: {
    id: '아이디(이메일)',
    password: '비밀번호',
    login: '로그인',
    button: '거래 기록 내려받기 (CSV)',
    header: '"주문번호"',
  },
  en: {
    id: 'ID (e-mail)',
    password: 'Password',
    login: 'Log in',
    button: 'Download my trade record (CSV)',
    header: '"Order no."',
  },
} as const;

export const tests: E2eTest[] = (['ko', 'en'] as const).map((locale) => ({
  name: `trade record: the buyer downloads their own orders as CSV from /BuyHistory (${locale})`,
  async run({ baseUrl, newPage, shot }) {
    const l = LABELS[locale];
    const page = await newPage({ locale });
    await page.goto(`${baseUrl}/BuyHistory`);
    await waitForPath(page, '/Login');
    await page.getByLabel(l.id).fill('buyer@demo.kr');
    await page.getByLabel(l.password).fill('demo1234!');
    await page.getByRole('button', { name: l.login, exact: true }).click();
    await waitForPath(page, '/BuyHistory');
    const button = page.getByRole('button', { name: l.button });
    await button.waitFor();
    await shot(page, `trust-buyhistory-records-${locale}`);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.match(download.suggestedFilename(), /^trade-records-\d{8}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith(`\uFEFF${l.header}`), csv.slice(0, 80));
    assert.ok(csv.split('\r\n').length >= 2);
  },
}));
