import assert from 'node:assert/strict';
import { constants, publicEncrypt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { BroadcastCard, MainListsResponse } from '@lc/contracts';
import type { LocalPushService } from '../apps/server/test/push-service.js';
import type { PageOptions } from './browsers.js';

export interface E2eContext {
  baseUrl: string;
  /**
   * a fresh browser context (own cookies, storage and service workers) with a 390×844 viewport (and a user
   * agent, e.g. a native shell's); `fakeMedia`: Chromium's fake camera and microphone, permission granted
   * (without it the browser has no camera); `persistent`: a Chromium of its own with a profile on disk
   */
  newPage(opts?: PageOptions): Promise<Page>;
  /** the local push service the server may send web pushes to (issue 16) */
  pushService: LocalPushService;
  /** saves a screenshot under e2e/out/<name>.png */
  shot(page: Page, name: string): Promise<void>;
  /**
   * Content-Security-Policy violations seen in this test's pages so far (issue 18); whatever is left in
   * it when the test ends fails the test. A spec that provokes one on purpose removes it after checking.
   */
  cspViolations: string[];
}

export interface E2eTest {
  name: string;
  run(ctx: E2eContext): Promise<void>;
}

/** Waits until the page path (without query) equals `path`. */
/**
 * The page's path becomes `path`. Polls `location.pathname` in the page: a client-side navigation
 * (history.pushState) is not always reported to `waitForURL` in time, and a full load is not needed.
 */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((p) => location.pathname === p, path, { timeout, polling: 100 });
}

// the app's alerts and confirms are its own dialogs (issue 19 #12): e2e/dialogs.ts
export { appDialog, dialogSeen, expectDialog, manualDialogs, nativeDialogs, recordDialogs } from './dialogs.js';
// beside this module: products and orders through the API (e2e/orders.ts), sellovers (e2e/sellovers.ts),
// a server of a spec's own (e2e/server.ts)

/** Six random letters and digits, for names of the tests' own (user ids, nicknames). */
export const randomTag = () => Math.random().toString(36).slice(2, 8);

/** A random 010 mobile number that no seeded member has. */
export const randomMobile = () => `0107${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** One API call with a JSON body (none: no content type); answers the `jsonData` of the response. */
export async function apiCall(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await res.json()) as { jsonData: Record<string, unknown> }).jsonData;
}

/** GET broadcasts/mainlists: the shows on air, scheduled and replays, as the contract types them. */
export async function mainLists(baseUrl: string): Promise<MainListsResponse> {
  return (await apiCall(baseUrl, 'GET', 'broadcasts/mainlists')) as unknown as MainListsResponse;
}

/**
 * The show on air (the demo data's live show: the first of the main lists) and its ids as the screens'
 * paths carry them (`<broadcastSysId>/<broadcastScheduleSysId>`: /Vod/…, /seller/console/…).
 */
export async function showOnAir(baseUrl: string): Promise<{ live: BroadcastCard; ids: string }> {
  const live = (await mainLists(baseUrl)).liveList[0];
  assert.ok(live, 'a show is on air');
  return { live, ids: `${live.broadcastSysId}/${live.broadcastScheduleSysId}` };
}

/**
 * The 6-digit code last sent to `mobile`, read the way a developer reads it: from the development SMS
 * outbox, which answers only with SMS_OUTBOX on and only to a caller on the server's machine (issue 18).
 */
export async function outboxCode(baseUrl: string, mobile: string): Promise<string> {
  // the send may still be on its way (a click in the page): look again for up to 10 s
  const until = Date.now() + 10_000;
  for (;;) {
    const box = await apiCall(baseUrl, 'GET', 'auth/sms/outbox');
    assert.equal(
      box.resultCode,
      '0001',
      `the local SMS outbox answers (SMS_OUTBOX on, same machine): ${JSON.stringify(box)}`,
    );
    const m = (box.messages as { to: string; text: string }[]).find((x) => x.to.endsWith(mobile.slice(-4)));
    if (m) return /\d{6}/.exec(m.text)![0];
    assert.ok(Date.now() < until, 'the code is in the SMS outbox');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A member made through the API (what the sign-up screen does), for the flows that start signed up. */
export async function apiMember(baseUrl: string, userId: string, password: string, mobile: string) {
  const sent = await apiCall(baseUrl, 'POST', 'auth/sendauthmine', { authType: 1, authWay: 1, authWayValue: mobile });
  assert.equal(sent.resultCode, '0001', JSON.stringify(sent));
  const code = await outboxCode(baseUrl, mobile);
  const checked = await apiCall(baseUrl, 'POST', 'auth/chkauthmine', {
    authType: 1,
    authWay: 1,
    authWayValue: mobile,
    requestId: sent.requestId,
    authNo: code,
  });
  const pk = (await apiCall(baseUrl, 'GET', 'auth/publickey')).publicKey as string;
  const cipher = publicEncrypt(
    { key: pk, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const joined = await apiCall(baseUrl, 'POST', 'auth/join', {
    userId,
    password: cipher,
    isRsa: true,
    nickName: `e2e${randomTag()}`,
    name: '김테스트',
    mobile,
    birthday: '1990-01-01',
    authToken: checked.authToken,
    agreeService: true,
    agreePrivacy: true,
  });
  assert.equal(joined.resultCode, '0001', JSON.stringify(joined));
  return joined;
}

/** The seeded demo accounts (password `DEMO_PASSWORD`). */
export const DEMO_USERS = { buyer: 'buyer@demo.kr', seller: 'seller@demo.kr', admin: 'admin@demo.kr' } as const;
export const DEMO_PASSWORD = 'demo1234!';

/** Logs an account in through the API (RSA-OAEP password, as the login screen sends it). */
export async function apiLogin(
  baseUrl: string,
  userId: string,
  password: string = DEMO_PASSWORD,
): Promise<{ token: string; id: number }> {
  const pk = (await apiCall(baseUrl, 'GET', 'auth/publickey')).publicKey as string;
  const cipher = publicEncrypt(
    { key: pk, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const r = await apiCall(baseUrl, 'POST', 'auth/login', { userId, password: cipher, isRsa: true });
  assert.equal(r.resultCode, '0001', JSON.stringify(r));
  return { token: r.accessToken as string, id: r.authSysId as number };
}

/** Logs an account in through the login screen (ko or en labels), waits for the session, then opens `to`. */
export async function uiLogin(
  page: Page,
  baseUrl: string,
  lang: 'ko' | 'en' = 'ko',
  userId: string = DEMO_USERS.buyer,
  password: string = DEMO_PASSWORD,
  to?: string,
): Promise<void> {
  await loginAttempt(page, baseUrl, lang, userId, password);
  await page.waitForFunction(() => !!sessionStorage.getItem('accessToken'), undefined, { timeout: 30_000 });
  if (to !== undefined) await page.goto(`${baseUrl}${to}`);
}

/** Opens the login screen and submits it, without waiting for the outcome (the flows that expect a refusal). */
export async function loginAttempt(
  page: Page,
  baseUrl: string,
  lang: 'ko' | 'en',
  userId: string,
  password: string,
): Promise<void> {
  // the form is there before the page's load event (which a slow image can hold back on a loaded machine)
  await page.goto(`${baseUrl}/Login`, { waitUntil: 'domcontentloaded' });
  await submitLogin(page, lang, userId, password);
}

/**
 * Fills the login screen already open (ko or en labels) and presses the login button; for the flows
 * that arrive at it from elsewhere (a screen that asks to log in first) and check where it leads.
 */
export async function submitLogin(
  page: Page,
  lang: 'ko' | 'en' = 'ko',
  userId: string = DEMO_USERS.buyer,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel(lang === 'ko' ? '아이디(이메일)' : 'ID (e-mail)').fill(userId);
  await page.getByLabel(lang === 'ko' ? '비밀번호' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: lang === 'ko' ? '로그인' : 'Log in', exact: true }).click();
}

/** Polls `check` until it answers a value (not undefined/false), failing with `what` after `timeout` ms. */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeout = 15_000,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    assert.ok(Date.now() < until, `timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A small solid-colour JPEG (for photo uploads). */
export async function jpegPhoto(color: string, width = 320, height = 240): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Scrolls an infinite list down until `target` is there (new pages load near the bottom). */
export async function scrollUntilVisible(page: Page, target: Locator, what: string, timeout = 30_000): Promise<void> {
  await waitUntil(
    async () => {
      if ((await target.count()) > 0) return true;
      await page.mouse.wheel(0, 4000);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return false;
    },
    what,
    timeout,
  );
  await target.first().scrollIntoViewIfNeeded();
}
