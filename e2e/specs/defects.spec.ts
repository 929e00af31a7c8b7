/**
 * Issue 19: defects a new user met in the shell (8 /demo for a member, 9 /modifyProfile without the
 * password re-check, 10 a buyer on the seller streaming screens, 11 a guest on /Tracking, 13 a product
 * grid touching the screen edge), in real Chromium at 390×844, Korean and English.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { josa } from '@lc/contracts';
import {
  DEMO_USERS,
  apiMember,
  randomMobile,
  randomTag,
  recordDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eTest,
} from '../lib.js';

type Lang = 'ko' | 'en';
const L = {
  ko: {
    guestDemo: '로그인 없이 둘러보는 중이에요',
    memberDemo: '님, 로그인되어 있어요',
    toShop: '쇼핑하러 가기',
    login: '로그인',
    password: '비밀번호',
    confirm: '확인',
    nickName: '닉네임',
    hostOnly: '셀로버만 이용할 수 있는 화면이에요. 셀로버 안내로 이동할게요.',
    rules: '방송 운영 정책',
    consent: '방송 운영 정책을 확인했으며 이에 동의합니다.',
    intro: '셀로버 소개',
    trackingTitle: '로그인하고 배송 상황을 확인하세요',
    lookup: '비회원 주문 조회',
  },
  en: {
    guestDemo: 'You are browsing without an account',
    memberDemo: 'You are logged in, ',
    toShop: 'Go shopping',
    login: 'Log in',
    password: 'Password',
    confirm: 'Confirm',
    nickName: 'Nickname',
    hostOnly: 'Only sellovers can open this screen. Here is how to become one.',
    rules: 'Broadcasting rules',
    consent: 'I have read the broadcasting rules and agree to them.',
    intro: 'Become a sellover',
    trackingTitle: 'Log in to follow your deliveries',
    lookup: 'Guest order lookup',
  },
} as const;

/** A message the app showed: in its dialog (recorded by recordDialogs) or on the page. */
async function shown(page: Page, dialogs: string[], text: string): Promise<void> {
  await waitUntil(
    async () => dialogs.some((d) => d.includes(text)) || (await page.getByText(text).count()) > 0,
    `the message "${text}" (alerts: ${dialogs.join(' | ')})`,
  );
}

export const tests: E2eTest[] = [
  {
    name: '#8 /demo greets a logged-in member by name, not as a guest browsing without logging in',
    async run({ baseUrl, newPage, shot }) {
      for (const lang of ['ko', 'en'] as Lang[]) {
        const t = L[lang];
        const page = await newPage({ locale: lang });
        recordDialogs(page);
        await page.goto(`${baseUrl}/demo`);
        await page.getByRole('heading', { name: t.guestDemo }).waitFor();
        await uiLogin(page, baseUrl, lang, DEMO_USERS.buyer);
        await page.goto(`${baseUrl}/demo`);
        await page.getByRole('heading', { name: new RegExp(t.memberDemo) }).waitFor();
        assert.equal(await page.getByText(t.guestDemo).count(), 0, 'no "browsing without logging in" for a member');
        assert.equal(await page.getByRole('link', { name: t.login, exact: true }).count(), 0, 'no login button');
        await shot(page, `defects-demo-member-${lang}`);
        await page.getByRole('link', { name: t.toShop }).click();
        await waitForPath(page, '/');
      }
    },
  },
  {
    name: '#9 a typed /modifyProfile goes through /ChkPw and comes back; the check lasts for a reload',
    async run({ baseUrl, newPage, shot }) {
      for (const lang of ['ko', 'en'] as Lang[]) {
        const t = L[lang];
        const userId = `defects-${randomTag()}@e2e.kr`;
        const password = 'e2eDefect12!';
        await apiMember(baseUrl, userId, password, randomMobile());
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang, userId, password);
        await page.goto(`${baseUrl}/modifyProfile`);
        await waitForPath(page, '/ChkPw');
        assert.equal(await page.getByLabel(t.nickName).count(), 0, 'the profile form is not shown before the check');
        await shot(page, `defects-chkpw-${lang}`);
        await page.getByLabel(t.password, { exact: true }).fill(password);
        await page.getByRole('button', { name: t.confirm, exact: true }).click();
        await waitForPath(page, '/modifyProfile');
        await page.getByLabel(t.nickName).waitFor();
        await shot(page, `defects-modify-profile-${lang}`);
        // within the check's lifetime a reload stays on the form
        await page.reload();
        await page.getByLabel(t.nickName).waitFor();
        assert.equal(new URL(page.url()).pathname, '/modifyProfile');
        assert.deepEqual(dialogs, []);
      }
    },
  },
  {
    name: '#10 a buyer is told the seller streaming screens are for sellovers and sent to the introduction',
    async run({ baseUrl, newPage, shot }) {
      for (const lang of ['ko', 'en'] as Lang[]) {
        const t = L[lang];
        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang, DEMO_USERS.buyer);
        for (const screen of ['streamTerm', 'streamSelect', 'console']) {
          dialogs.length = 0;
          await page.goto(`${baseUrl}/seller/${screen}/1/1`);
          await shown(page, dialogs, t.hostOnly);
          await waitForPath(page, '/seller/intro');
          await page.getByRole('heading', { name: t.intro }).waitFor();
          assert.equal(await page.getByText(t.consent).count(), 0, `${screen}: no streaming consent for a buyer`);
        }
        await shot(page, `defects-buyer-on-stream-${lang}`);
      }
      // the demo sellover still opens them
      const seller = await newPage();
      const sellerDialogs = recordDialogs(seller);
      await uiLogin(seller, baseUrl, 'ko', DEMO_USERS.seller);
      await seller.goto(`${baseUrl}/seller/streamTerm/1/1`);
      await seller.getByRole('heading', { name: L.ko.rules }).waitFor();
      await seller.getByText(L.ko.consent).waitFor();
      assert.equal(new URL(seller.url()).pathname, '/seller/streamTerm/1/1');
      assert.ok(!sellerDialogs.includes(L.ko.hostOnly));
    },
  },
  {
    name: '#11 a guest on /Tracking gets a screen to log in or look a guest order up, never a bare error',
    async run({ baseUrl, newPage, shot }) {
      for (const lang of ['ko', 'en'] as Lang[]) {
        const t = L[lang];
        const page = await newPage({ locale: lang });
        recordDialogs(page);
        for (const path of ['/Tracking', '/Tracking/delivery', '/Tracking/1/1']) {
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('heading', { name: t.trackingTitle }).waitFor();
          await page.getByRole('button', { name: t.login, exact: true }).waitFor();
          await page.getByRole('link', { name: t.lookup }).waitFor();
        }
        await shot(page, `defects-tracking-guest-${lang}`);
        await page.getByRole('link', { name: t.lookup }).click();
        await waitForPath(page, '/nonMemberOrder');
        // logging in from there comes back to the tracking address
        await page.goto(`${baseUrl}/Tracking/delivery`);
        await page.getByRole('button', { name: t.login, exact: true }).click();
        await waitForPath(page, '/Login');
        assert.equal(await page.evaluate(() => sessionStorage.getItem('landingPage')), '/Tracking/delivery');
      }
    },
  },
  {
    name: '#13 product grids keep their side padding at 390 px (the brand channel grid touched the edges)',
    async run({ baseUrl, newPage, shot }) {
      const page = await newPage();
      recordDialogs(page);
      for (const path of [
        '/BrandChannel/1',
        '/Store',
        '/category/0/0',
        `/search?keyword=${encodeURIComponent('코트')}`,
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('.pgrid .pcard').first().waitFor();
        const edges = await page.$$eval('.pgrid .pcard', (cards) =>
          cards.slice(0, 8).map((c) => {
            const r = c.getBoundingClientRect();
            return { left: r.left, right: r.right };
          }),
        );
        for (const e of edges) {
          assert.ok(e.left >= 8, `${path}: a card starts ${e.left}px from the left edge`);
          assert.ok(e.right <= 390 - 8, `${path}: a card ends ${390 - e.right}px from the right edge`);
        }
        if (path === '/BrandChannel/1') {
          await page.locator('.pgrid').first().scrollIntoViewIfNeeded();
          await shot(page, 'defects-brand-grid-ko');
        }
      }
      const en = await newPage({ locale: 'en' });
      await en.goto(`${baseUrl}/BrandChannel/1`);
      await en.locator('.pgrid .pcard').first().scrollIntoViewIfNeeded();
      await shot(en, 'defects-brand-grid-en');
    },
  },
  {
    name: '#13 a name inserted in Korean takes the particle its last sound needs (‘코트’와, not ‘코트’과)',
    async run({ baseUrl, newPage, shot }) {
      const page = await newPage();
      recordDialogs(page);
      const seen = new Set<string>();
      for (const id of [1, 2, 3, 4, 5, 6]) {
        await page.goto(`${baseUrl}/Binding/${id}`);
        const intro = page.getByText(/함께 묶음배송되는 상품이에요/);
        await intro.waitFor();
        const text = (await intro.textContent())!;
        const m = /‘(.+)’(과|와) 함께/.exec(text);
        assert.ok(m, text);
        assert.equal(m[2], josa(m[1]!, '과/와'), text);
        seen.add(m[2]!);
        if (id === 1) await shot(page, 'defects-binding-ko');
      }
      assert.ok(seen.has('와'), 'a name ending in a vowel was among them (the case that read "과")');
      const en = await newPage({ locale: 'en' });
      await en.goto(`${baseUrl}/Binding/1`);
      await en.locator('.pgrid .pcard').first().waitFor();
      await shot(en, 'defects-binding-en');
    },
  },
];
