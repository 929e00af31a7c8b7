import { expect } from 'vitest';
import { encryptPassword, type TestContext } from '../../../test/harness.js';

/** Test helpers for accounts: codes are read from the demo SMS outbox, as a newcomer would. */
let ipSeq = 1;
/** a fresh client address per flow, so per-address limits of one test do not leak into another */
export const freshIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let phoneSeq = 0;
/** a mobile number no other test uses */
export const freshMobile = () => `0109${String(1000000 + phoneSeq++ * 37).slice(-7)}`;

export async function publicKey(t: TestContext): Promise<string> {
  const pk = await t.request({ method: 'GET', url: 'auth/publickey' });
  return pk.json.publicKey as string;
}
export async function enc(t: TestContext, password: string): Promise<string> {
  return encryptPassword(await publicKey(t), password);
}

export async function latestCode(t: TestContext, maskedTail: string): Promise<string> {
  const res = await t.request({ method: 'GET', url: 'auth/sms/outbox' });
  expect(res.json.resultCode).toBe('0001');
  const msgs = res.json.messages as { to: string; text: string }[];
  const m = msgs.find((x) => x.to.endsWith(maskedTail));
  expect(m, `an SMS to …${maskedTail}`).toBeTruthy();
  return /\d{6}/.exec(m!.text)![0];
}

export async function sendCode(
  t: TestContext,
  authType: number,
  mobile: string,
  opts: { userId?: string; ip?: string } = {},
) {
  return t.request({
    method: 'POST',
    url: 'auth/sendauthmine',
    form: true,
    ip: opts.ip ?? freshIp(),
    body: { authType, authWay: 1, authWayValue: mobile, ...(opts.userId ? { userId: opts.userId } : {}) },
  });
}

export async function checkCode(
  t: TestContext,
  authType: number,
  mobile: string,
  requestId: string,
  authNo: string,
  opts: { userId?: string; ip?: string } = {},
) {
  const { ip, ...rest } = opts;
  return t.request({
    method: 'POST',
    url: 'auth/chkauthmine',
    form: true,
    // a fresh address, as for sending: the per-address window of a Redis limiter runs on the real
    // clock, not the test clock, so one address would run out across the tests of this file
    ip: ip ?? freshIp(),
    body: { authType, authWay: 1, authWayValue: mobile, requestId, authNo, ...rest },
  });
}

/** send → read the outbox → check; returns the chkauthmine answer */
export async function verifyPhone(t: TestContext, authType: number, mobile: string, opts: { userId?: string } = {}) {
  const sent = await sendCode(t, authType, mobile, opts);
  expect(sent.json.resultCode, JSON.stringify(sent.json)).toBe('0001');
  const code = await latestCode(t, mobile.slice(-4));
  const res = await checkCode(t, authType, mobile, sent.json.requestId as string, code, opts);
  expect(res.json.resultCode, JSON.stringify(res.json)).toBe('0001');
  return res.json;
}

let nickSeq = 0;
export interface JoinInput {
  userId: string;
  password?: string;
  nickName?: string;
  name?: string;
  mobile?: string;
  birthday?: string;
  extra?: Record<string, unknown>;
  /** skip the phone verification and send this authToken */
  authToken?: string;
}

export async function join(t: TestContext, input: JoinInput) {
  const mobile = input.mobile ?? freshMobile();
  const authToken = input.authToken ?? ((await verifyPhone(t, 1, mobile)).authToken as string);
  return t.request({
    method: 'POST',
    url: 'auth/join',
    form: true,
    ip: freshIp(),
    body: {
      userId: input.userId,
      password: await enc(t, input.password ?? 'newpass12!'),
      isRsa: true,
      nickName: input.nickName ?? `새회원${nickSeq++}`,
      name: input.name ?? '홍길동',
      mobile,
      birthday: input.birthday ?? '1995-03-15',
      authToken,
      agreeService: true,
      agreePrivacy: true,
      ...input.extra,
    },
  });
}
