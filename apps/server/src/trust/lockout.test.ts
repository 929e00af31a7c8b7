/**
 * Issue 18, finding 4: ten wrong passwords from anywhere locked the member out, their own device too.
 * A device that signed in before (trusted-device cookie) keeps its own failure count; guessing stays
 * limited everywhere, the trusted device included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, encryptPassword, startTestApp, type TestContext } from '../../test/harness.js';
import { makeMember } from '../../test/factories.js';

let t: TestContext;
let pk: string;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_ACCOUNT: '10', LOGIN_MAX_PER_IP: '1000' });
  pk = (await t.request({ method: 'GET', url: 'auth/publickey' })).json.publicKey as string;
});
afterAll(async () => t?.close());

async function member(): Promise<string> {
  return (await makeMember(t.database.db)).userId;
}

/** one login; `cookie` is the device's cookie header; answers the result code and the device cookie set */
async function attempt(userId: string, password: string, ip: string, cookie?: string) {
  const res = await t.request({
    method: 'POST',
    url: 'auth/login',
    ip,
    body: { userId, password: encryptPassword(pk, password), isRsa: true },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const set = [res.raw.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('lc_dev_'));
  return { code: res.json.resultCode as string, device: set?.split(';')[0], setCookie: set };
}

describe('lockout and the trusted device', () => {
  it('a successful login makes the device trusted (HttpOnly, SameSite=Strict, auth path only)', async () => {
    const userId = await member();
    const ok = await attempt(userId, DEMO_PASSWORD, '10.1.0.1');
    expect(ok.code).toBe('0001');
    expect(ok.setCookie).toMatch(/HttpOnly/i);
    expect(ok.setCookie).toMatch(/SameSite=Strict/i);
    expect(ok.setCookie).toMatch(/Path=\/api\/v1\/auth/);
  });

  it('another address’s wrong passwords do not lock out the member’s own device; others stay locked', async () => {
    const userId = await member();
    const mine = (await attempt(userId, DEMO_PASSWORD, '10.2.0.1')).device!;
    // someone else guesses from many addresses until the account is locked for them
    for (let i = 0; i < 10; i++)
      expect((await attempt(userId, 'wrong-pass!', `198.51.100.${i + 1}`)).code).toBe('1001');
    expect((await attempt(userId, 'wrong-pass!', '198.51.100.99')).code).toBe('1008');
    // the right password without the device cookie (a new device, or the guesser who learned it) waits
    expect((await attempt(userId, DEMO_PASSWORD, '203.0.113.5')).code).toBe('1008');
    // the member's own device gets in, from any address (home Wi-Fi, mobile data)
    expect((await attempt(userId, DEMO_PASSWORD, '10.2.0.1', mine)).code).toBe('0001');
    expect((await attempt(userId, DEMO_PASSWORD, '172.16.9.9', mine)).code).toBe('0001');
  });

  it('guessing from the trusted device is limited too', async () => {
    const userId = await member();
    const mine = (await attempt(userId, DEMO_PASSWORD, '10.3.0.1')).device!;
    for (let i = 0; i < 10; i++) expect((await attempt(userId, 'wrong-pass!', '10.3.0.1', mine)).code).toBe('1001');
    expect((await attempt(userId, DEMO_PASSWORD, '10.3.0.1', mine)).code).toBe('1008');
    // its failures were its own: a login without it is not held back by them
    expect((await attempt(userId, DEMO_PASSWORD, '10.3.0.2')).code).toBe('0001');
  });

  it('a forged, altered or other account’s device cookie is no trust', async () => {
    const victim = await member();
    const other = await member();
    const otherDevice = (await attempt(other, DEMO_PASSWORD, '10.4.0.1')).device!;
    const victimDevice = (await attempt(victim, DEMO_PASSWORD, '10.4.0.2')).device!;
    for (let i = 0; i < 10; i++) await attempt(victim, 'wrong-pass!', `192.0.2.${i + 1}`);
    const victimName = victimDevice.split('=')[0]!;
    const [issued, sig] = victimDevice.split('=')[1]!.split('.');
    const altered = `${victimName}=${Number(issued) + 1}.${sig}`;
    const flipped = `${victimName}=${issued}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const borrowed = `${victimName}=${otherDevice.split('=')[1]}`;
    for (const cookie of [altered, flipped, borrowed, `${victimName}=garbage`]) {
      expect((await attempt(victim, DEMO_PASSWORD, '203.0.113.77', cookie)).code, cookie).toBe('1008');
    }
    expect((await attempt(victim, DEMO_PASSWORD, '203.0.113.77', victimDevice)).code).toBe('0001');
  });

  it('a trusted device expires after 90 days without a login', async () => {
    const userId = await member();
    const mine = (await attempt(userId, DEMO_PASSWORD, '10.5.0.1')).device!;
    t.clock.advance(91 * 86_400_000);
    for (let i = 0; i < 10; i++) await attempt(userId, 'wrong-pass!', `192.0.2.${100 + i}`);
    expect((await attempt(userId, DEMO_PASSWORD, '10.5.0.1', mine)).code).toBe('1008');
  });
});
