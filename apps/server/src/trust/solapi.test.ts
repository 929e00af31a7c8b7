/**
 * Issue 18: the SOLAPI adapter behind the SMS interface, against a local server answering as SOLAPI's
 * messages API v4 does (HMAC-SHA256 API-key authentication checked the way SOLAPI documents it).
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { checkCode, freshMobile, sendCode } from '../domains/auth/account.fixtures.js';
import { solapiAuthorization } from '../domains/auth/auth.sms.js';

const KEY = 'NCSTESTKEY0000001';
const SECRET = 'TESTSECRET0123456789ABCDEFGHIJKL';
const SENDER = '0212345678';

interface Received {
  auth: string;
  body: { message: { to: string; from: string; text: string } };
}
const received: Received[] = [];
let refuse = false;
let server: Server;
let t: TestContext;

/** What SOLAPI checks: the scheme, the key, a fresh date, a salt, and HMAC-SHA256(date + salt) with the secret. */
function signatureOk(auth: string): boolean {
  const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return false;
  const [, apiKey, date, salt, signature] = m;
  if (apiKey !== KEY || salt!.length < 12 || salt!.length > 64 || Number.isNaN(Date.parse(date!))) return false;
  return createHmac('sha256', SECRET).update(`${date}${salt}`).digest('hex') === signature;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const auth = req.headers.authorization ?? '';
      if (req.method !== 'POST' || req.url !== '/messages/v4/send') {
        res.statusCode = 404;
        return res.end(JSON.stringify({ errorCode: 'NotFound', errorMessage: 'Not Found' }));
      }
      if (refuse || !signatureOk(auth)) {
        res.statusCode = 403;
        return res.end(
          JSON.stringify({ errorCode: 'SignatureDoesNotMatch', errorMessage: '서명이 일치하지 않습니다.' }),
        );
      }
      const body = JSON.parse(raw) as Received['body'];
      received.push({ auth, body });
      res.end(
        JSON.stringify({
          groupId: 'G4V20240101000000TESTGROUP',
          messageId: 'M4V20240101000000TESTMESSAGE',
          to: body.message.to,
          from: body.message.from,
          type: 'SMS',
          country: '82',
          statusCode: '2000',
          statusMessage: '정상 접수(이통사로 접수 예정) ',
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  t = await startTestApp({
    SMS_PROVIDER: 'solapi',
    SOLAPI_API_KEY: KEY,
    SOLAPI_API_SECRET: SECRET,
    SOLAPI_SENDER: SENDER,
    SOLAPI_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

describe('SOLAPI SMS provider', () => {
  it('signs as documented (a known vector)', () => {
    const h = solapiAuthorization('KEY', 'SECRET', '2019-07-01T00:41:48Z', 'jqsba2jxjnrjor');
    const expected = createHmac('sha256', 'SECRET').update('2019-07-01T00:41:48Zjqsba2jxjnrjor').digest('hex');
    expect(h).toBe(`HMAC-SHA256 apiKey=KEY, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, signature=${expected}`);
  });

  it('sends the verification code from the registered number, and the code verifies', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(t, 1, mobile);
    expect(sent.json.resultCode, JSON.stringify(sent.json)).toBe('0001');
    const msg = received.find((r) => r.body.message.to === mobile);
    expect(msg?.body.message.from).toBe(SENDER);
    const code = /\d{6}/.exec(msg!.body.message.text)![0];
    const checked = await checkCode(t, 1, mobile, sent.json.requestId as string, code);
    expect(checked.json.resultCode).toBe('0001');
    // the development outbox is not this provider's: nothing to read there
    const box = await t.request({ method: 'GET', url: 'auth/sms/outbox' });
    expect(box.json.resultCode).toBe('9404');
  });

  it('a refusal is 1180 and the member may try again at once (no cooldown from an unsent code)', async () => {
    const mobile = freshMobile();
    refuse = true;
    const failed = await sendCode(t, 1, mobile);
    expect([failed.status, failed.json.resultCode]).toEqual([503, '1180']);
    expect(t.logs.join('')).toMatch(/SignatureDoesNotMatch/);
    refuse = false;
    const again = await sendCode(t, 1, mobile);
    expect(again.json.resultCode, JSON.stringify(again.json)).toBe('0001');
    expect(received.filter((r) => r.body.message.to === mobile)).toHaveLength(1);
  });
});
