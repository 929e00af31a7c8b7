import assert from 'node:assert/strict';
import { constants, publicEncrypt } from 'node:crypto';
import type { Page } from 'playwright-core';

export interface E2eContext {
  baseUrl: string;
  /** a fresh browser profile (own storage) with a 390×844 viewport */
  newPage(opts?: { locale?: 'ko' | 'en' }): Promise<Page>;
  /** saves a screenshot under e2e/out/<name>.png */
  shot(page: Page, name: string): Promise<void>;
}

export interface E2eTest {
  name: string;
  run(ctx: E2eContext): Promise<void>;
}

/** Waits until the page path (without query) equals `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === path, { timeout });
  assert.equal(new URL(page.url()).pathname, path);
}

/** Collects dialogs (alert/confirm) and answers them: accept by default. */
export function recordDialogs(page: Page, answer: (message: string) => boolean = () => true): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void (answer(d.message()) ? d.accept() : d.dismiss());
  });
  return seen;
}

const rnd = () => Math.random().toString(36).slice(2, 8);

/** A random 010 mobile number that no seeded member has. */
export const randomMobile = () => `0107${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** One API call with a JSON body; answers the `jsonData` of the response. */
export async function apiCall(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { jsonData: Record<string, unknown> }).jsonData;
}

/** The 6-digit code last sent to `mobile`, read from the demo SMS outbox. */
export async function outboxCode(baseUrl: string, mobile: string): Promise<string> {
  // the send may still be on its way (a click in the page): look again for up to 10 s
  const until = Date.now() + 10_000;
  for (;;) {
    const box = await apiCall(baseUrl, 'GET', 'auth/sms/outbox');
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
    nickName: `e2e${rnd()}`,
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
