/**
 * Issue 19 defect 12: every alert and confirm is the app's own dialog — modal, labelled, focus trapped
 * and given back, Escape cancels, Enter answers the focused (primary) button — and the browser's
 * blocking window.alert / window.confirm never opens. Keyboard only, 390×844, Korean and English.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  appDialog,
  DEMO_USERS,
  expectDialog,
  manualDialogs,
  nativeDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eContext,
  type E2eTest,
} from '../lib.js';

const T = {
  ko: {
    ok: '확인',
    cancel: '취소',
    pick: '찜하기',
    pickAsk: '찜하기는 로그인이 필요한 서비스입니다. 로그인하시겠습니까?',
    special: '검색어에는 특수문자를 사용할 수 없습니다.',
    empty: '검색어를 입력해 주세요.',
  },
  en: {
    ok: 'OK',
    cancel: 'Cancel',
    pick: 'Pick',
    pickAsk: 'Login is required to pick products. Do you want to log in?',
    special: 'Special characters cannot be used in a search.',
    empty: 'Enter a search keyword.',
  },
} as const;

/** The text of the focused element, and whether it is inside the open dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return { text: el?.textContent ?? '', inDialog: !!el?.closest('.app-dialog__panel') };
  });
}

/** The page behind an open dialog is inert and hidden from assistive technology. */
async function pageIsInert(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && root.hasAttribute('inert') && root.getAttribute('aria-hidden') === 'true';
  });
}

/** The dialog's accessible wiring: role, aria-modal, a title and the message as its description. */
async function wiring(page: Page) {
  return appDialog(page).evaluate((el) => ({
    role: el.getAttribute('role'),
    modal: el.getAttribute('aria-modal'),
    title: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    message: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  }));
}

/** A page in `locale` whose app dialogs the test answers (by keyboard), and the native dialogs it opens. */
async function keyboardPage(newPage: E2eContext['newPage'], locale: 'ko' | 'en') {
  const page = await newPage({ locale });
  manualDialogs(page);
  return { page, native: nativeDialogs(page) };
}

async function tab(page: Page, key: 'Tab' | 'Shift+Tab', expected: string) {
  await page.keyboard.press(key);
  assert.deepEqual(await focused(page), { text: expected, inDialog: true }, `${key} stays inside the dialog`);
}

export const tests: E2eTest[] = [
  {
    name: 'a confirm by keyboard only: Tab cycles inside, Escape cancels, Enter confirms, focus returns; no native dialog',
    async run({ baseUrl, newPage, shot }) {
      for (const locale of ['ko', 'en'] as const) {
        const t = T[locale];
        const { page, native } = await keyboardPage(newPage, locale);
        await page.goto(`${baseUrl}/Product/3`);
        const heart = page.getByRole('button', { name: t.pick, exact: true });
        await heart.focus();
        await page.keyboard.press('Enter');

        await appDialog(page).waitFor();
        const w = await wiring(page);
        assert.equal(w.role, 'alertdialog');
        assert.equal(w.modal, 'true');
        assert.ok(w.title.length > 0, 'the dialog has a title for screen readers');
        assert.equal(w.message, t.pickAsk);
        assert.ok(await pageIsInert(page), 'the page behind is inert while the dialog is open');
        assert.deepEqual(await focused(page), { text: t.ok, inDialog: true }, 'focus starts on the primary button');
        await shot(page, `dialog-confirm-${locale}`);

        await tab(page, 'Tab', t.cancel);
        await tab(page, 'Tab', t.ok);
        await tab(page, 'Shift+Tab', t.cancel);
        await tab(page, 'Shift+Tab', t.ok);

        await page.keyboard.press('Escape');
        await appDialog(page).waitFor({ state: 'detached' });
        assert.equal(new URL(page.url()).pathname, '/Product/3', 'Escape cancels: no login');
        assert.ok(!(await pageIsInert(page)), 'the page is usable again');
        assert.ok(await heart.evaluate((el) => el === document.activeElement), 'focus is back on the heart');

        // by pointer: Cancel keeps the page, and so does a tap on the dimmed backdrop
        await heart.click();
        assert.equal(await expectDialog(page, t.pickAsk, { answer: 'cancel' }), t.pickAsk);
        await heart.click();
        await appDialog(page).waitFor();
        await page.mouse.click(8, 8);
        await appDialog(page).waitFor({ state: 'detached' });
        assert.equal(new URL(page.url()).pathname, '/Product/3');

        // the same question again by keyboard; Enter answers the focused primary button: login
        await heart.focus();
        await page.keyboard.press('Enter');
        await appDialog(page).filter({ hasText: t.pickAsk }).waitFor();
        await page.keyboard.press('Enter');
        await waitForPath(page, '/Login');
        assert.equal(await appDialog(page).count(), 0);
        assert.deepEqual(native, [], 'no native alert/confirm');
      }
    },
  },
  {
    name: 'an alert by keyboard only: raised from a field by Enter it stays open, Escape closes, focus returns to the field',
    async run({ baseUrl, newPage, shot }) {
      for (const locale of ['ko', 'en'] as const) {
        const t = T[locale];
        const { page, native } = await keyboardPage(newPage, locale);
        await page.goto(`${baseUrl}/search`);
        const box = page.getByRole('searchbox');
        await box.focus();
        await page.keyboard.type('코트!');
        // the Enter that submits the search opens the alert: its own keypress must not close it
        await page.keyboard.press('Enter');
        await appDialog(page).waitFor();
        const w = await wiring(page);
        assert.equal(w.role, 'dialog');
        assert.equal(w.modal, 'true');
        assert.equal(w.message, t.special);
        assert.equal(await appDialog(page).getByRole('button').count(), 1, 'an alert has OK only');
        assert.deepEqual(await focused(page), { text: t.ok, inDialog: true });
        await shot(page, `dialog-alert-${locale}`);
        await tab(page, 'Tab', t.ok);
        await tab(page, 'Shift+Tab', t.ok);

        await page.keyboard.press('Escape');
        await appDialog(page).waitFor({ state: 'detached' });
        assert.ok(await box.evaluate((el) => el === document.activeElement), 'focus is back in the search field');

        // an empty search: another alert, closed by Enter on OK
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        await page.keyboard.press('Enter');
        await appDialog(page).filter({ hasText: t.empty }).waitFor();
        await page.keyboard.press('Enter');
        await appDialog(page).waitFor({ state: 'detached' });
        await waitUntil(() => box.evaluate((el) => el === document.activeElement), 'focus back in the field');
        assert.deepEqual(native, [], 'no native alert');
      }
    },
  },
  {
    name: 'a prompt in the back-office: focus in its field, Escape cancels, typed member numbers and Enter issue a coupon',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const page = await newPage({ locale: 'ko' });
      await page.setViewportSize({ width: 1280, height: 800 });
      const native = nativeDialogs(page);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.admin);
      manualDialogs(page); // answered here
      await page.goto(`${baseUrl}/admin/coupons`);
      const issue = page.getByRole('button', { name: '회원에게 발급' }).first();
      await issue.click();
      const prompt = appDialog(page).filter({ hasText: '발급할 회원번호' });
      await prompt.waitFor();
      assert.equal(await prompt.getAttribute('role'), 'dialog');
      assert.equal(await prompt.getAttribute('aria-modal'), 'true');
      const inField = () => page.evaluate(() => document.activeElement?.classList.contains('app-dialog__input'));
      assert.equal(await inField(), true, 'focus starts in the field');
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });
      assert.equal(await appDialog(page).count(), 0, 'cancelled: nothing issued, no message');

      await issue.click();
      await prompt.waitFor();
      await page.keyboard.type(String(buyer.id));
      await shot(page, 'dialog-prompt-ko');
      await page.keyboard.press('Enter');
      await expectDialog(page, '발급했습니다.');
      assert.deepEqual(native, [], 'no native prompt or alert');
    },
  },
];
