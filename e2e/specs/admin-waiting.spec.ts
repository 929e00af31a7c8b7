/**
 * The back-office dashboard's "questions waiting" is the questions page's own count (issue 32 item 6):
 * one meaning of "waiting", seen on both screens (ko, en; desktop).
 */
import assert from 'node:assert/strict';
import { DEMO_USERS, uiLogin, waitForPath, type E2eTest } from '../lib.js';

const WORDS = {
  ko: { card: '답변 대기 문의', summary: (n: number) => `답변대기 ${n}건` },
  en: { card: 'Questions waiting', summary: (n: number) => `${n} waiting` },
} as const;

export const tests: E2eTest[] = (['ko', 'en'] as const).map((locale) => ({
  name: `admin: the dashboard's questions waiting is the number the questions page lists as waiting (${locale})`,
  async run({ baseUrl, newPage, shot }) {
    const w = WORDS[locale];
    const page = await newPage({ locale });
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLogin(page, baseUrl, locale, DEMO_USERS.admin, undefined, '/admin');
    const figure = page.getByTestId(`dash-${w.card}`);
    await figure.waitFor();
    const n = Number((await figure.innerText()).replace(/\D/g, ''));
    assert.ok(n > 0, `the demo data has questions waiting, the dashboard says ${n}`);
    await shot(page, `admin-dashboard-waiting-${locale}`);
    await figure.getByRole('link').click();
    await waitForPath(page, '/admin/questions');
    await page
      .getByTestId('queue-summary')
      .filter({ hasText: w.summary(n) })
      .waitFor();
    await shot(page, `admin-questions-waiting-${locale}`);
  },
}));
