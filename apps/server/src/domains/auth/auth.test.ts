import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as ioClient } from 'socket.io-client';
import { users } from '../../db/schema/index.js';
import { decodeJwt, encryptPassword, login, startTestApp, type TestContext } from '../../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_PER_ACCOUNT: '5',
    LOGIN_MAX_PER_IP: '12',
    ACCESS_TOKEN_TTL_SECONDS: '900',
    // request lines are debug since issue 19 #14; the log test below reads them
    LOG_LEVEL: 'debug',
  });
});
afterAll(async () => t?.close());

const buyerId = async () => {
  const [u] = await t.database.db.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
  return u!.userSysId;
};

describe('public key and RSA check', () => {
  it('serves a PEM SPKI RSA key that a client can encrypt with', async () => {
    const res = await t.request({ method: 'GET', url: 'auth/publickey' });
    expect(res.status).toBe(200);
    expect(res.json.resultCode).toBe('0001');
    const pem = res.json.publicKey as string;
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(createPublicKey(pem).asymmetricKeyType).toBe('rsa');
    const ok = await t.request({ method: 'POST', url: 'auth/chkrsa', body: { rsaEncStr: encryptPassword(pem, 'x') } });
    expect(ok.json.resultCode).toBe('0001');
  });

  it('answers 1002 for a ciphertext that does not decrypt', async () => {
    const bad = await t.request({
      method: 'POST',
      url: 'auth/chkrsa',
      body: { rsaEncStr: Buffer.from('garbage').toString('base64') },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.resultCode).toBe('1002');
    expect(bad.json.message).toContain('암호화');
  });
});

describe('login', () => {
  it('signs the demo buyer in with the spec login response, via the jsonData form field', async () => {
    const res = await login(t, 'buyer@demo.kr');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ resultCode: '0001', nickName: '데모구매자', groupIds: '0', role: 'buyer' });
    expect(typeof res.json.accessToken).toBe('string');
    expect(typeof res.json.refreshToken).toBe('string');
    expect(res.json.authSysId).toBe(await buyerId());
    expect(decodeJwt(res.json.accessToken as string).authSysId).toBe(await buyerId());
  });

  it('accepts plain JSON bodies and a case-insensitive id', async () => {
    const pk = await t.request({ method: 'GET', url: 'auth/publickey' });
    const res = await t.request({
      method: 'POST',
      url: 'auth/login',
      body: {
        userId: 'Seller@Demo.kr',
        password: encryptPassword(pk.json.publicKey as string, 'demo1234!'),
        isRsa: true,
      },
    });
    expect(res.json).toMatchObject({ resultCode: '0001', role: 'sellover' });
  });

  it('rejects missing fields with 9422 and the fields named, in the caller language', async () => {
    const res = await t.request({
      method: 'POST',
      url: 'auth/login',
      form: true,
      body: { userId: '' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(422);
    expect(res.json.resultCode).toBe('9422');
    expect(res.json.message).toBe('Please check what you entered.');
    const paths = (res.json.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['userId', 'password', 'isRsa']));
  });

  it('refuses an unencrypted password (isRsa false)', async () => {
    const res = await t.request({
      method: 'POST',
      url: 'auth/login',
      body: { userId: 'buyer@demo.kr', password: 'ZGVtbzEyMzQh', isRsa: false },
    });
    expect(res.json.resultCode).toBe('9422');
  });

  it('answers 9400 for a jsonData field that is not JSON, never 500', async () => {
    const raw = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'jsonData=%7Bnot-json',
    });
    expect(raw.statusCode).toBe(400);
    expect(JSON.parse(raw.body).jsonData.resultCode).toBe('9400');
    const weird = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(weird.statusCode).toBe(400);
    expect(JSON.parse(weird.body).jsonData.resultCode).toBe('9400');
  });

  it('answers the generic mismatch 1001 for a wrong password and for an unknown id alike', async () => {
    const wrong = await login(t, 'buyer@demo.kr', 'wrong-pass1!', '10.1.0.1');
    expect(wrong.status).toBe(401);
    expect(wrong.json.resultCode).toBe('1001');
    const unknown = await login(t, 'nobody@demo.kr', 'demo1234!', '10.1.0.1');
    expect(unknown.json.resultCode).toBe('1001');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('answers 1002 for a login payload that does not decrypt', async () => {
    const res = await t.request({
      method: 'POST',
      url: 'auth/login',
      body: { userId: 'buyer@demo.kr', password: 'AAAA', isRsa: true },
    });
    expect(res.json.resultCode).toBe('1002');
  });

  it('answers 1006 for a withdrawn id', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(users.userId, 'admin@demo.kr'));
    const res = await login(t, 'admin@demo.kr', 'demo1234!', '10.1.0.2');
    expect(res.status).toBe(403);
    expect(res.json.resultCode).toBe('1006');
    await t.database.db
      .update(users)
      .set({ status: 'active', withdrawnAt: null })
      .where(eq(users.userId, 'admin@demo.kr'));
  });

  it('rate limits failed attempts per account (1008, 429), whatever the address', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await login(t, 'seller@demo.kr', `bad-${i}!a`, `10.2.0.${i}`);
      expect(r.json.resultCode).toBe('1001');
    }
    const blocked = await login(t, 'seller@demo.kr', 'demo1234!', '10.2.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.json.resultCode).toBe('1008');
    expect(blocked.json.retryAfterSeconds).toBeGreaterThan(0);
    if (t.app.rate.kind === 'memory') {
      // the in-memory window follows the injectable clock; Redis keeps its own time (TTL)
      t.clock.advance(11 * 60_000);
      const after = await login(t, 'seller@demo.kr', 'demo1234!', '10.2.0.99');
      expect(after.json.resultCode).toBe('0001');
    } else {
      await t.app.rate.reset('login:acct:seller@demo.kr');
      const after = await login(t, 'seller@demo.kr', 'demo1234!', '10.2.0.99');
      expect(after.json.resultCode).toBe('0001');
    }
  });

  it('rate limits attempts per address', async () => {
    let last;
    for (let i = 0; i < 13; i++) last = await login(t, `user${i}@demo.kr`, 'x-pass1!', '10.3.0.1');
    expect(last!.json.resultCode).toBe('1008');
  });
});

describe('tokens and owner checks', () => {
  it('lets a member read their own profile and refuses another user (403), no token (401), a tampered token (401)', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const token = me.json.accessToken as string;
    const id = me.json.authSysId as number;
    const own = await t.request({ method: 'GET', url: `users/${id}`, token });
    expect(own.status).toBe(200);
    expect((own.json.user as { userId: string }).userId).toBe('buyer@demo.kr');

    const other = await t.request({ method: 'GET', url: `users/${id + 1}`, token });
    expect(other.status).toBe(403);
    expect(other.json.resultCode).toBe('1007');

    const none = await t.request({ method: 'GET', url: `users/${id}` });
    expect(none.status).toBe(401);
    expect(none.json.resultCode).toBe('1004');

    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), authSysId: id + 1 })).toString('base64url');
    const tampered = await t.request({ method: 'GET', url: `users/${id + 1}`, token: `${h}.${forged}.${s}` });
    expect(tampered.status).toBe(401);
    expect(tampered.json.resultCode).toBe('1005');
    expect(p).toBeTruthy();
  });

  it('refuses an expired access token with 1005', async () => {
    const me = await login(t, 'buyer@demo.kr');
    t.clock.advance(901_000);
    const res = await t.request({
      method: 'GET',
      url: `users/${me.json.authSysId}`,
      token: me.json.accessToken as string,
    });
    expect(res.status).toBe(401);
    expect(res.json.resultCode).toBe('1005');
  });

  it('gives the demo login a guest token that member routes refuse with the demo notice', async () => {
    const demo = await t.request({ method: 'POST', url: 'auth/demologin', form: true, body: { demoType: 0 } });
    expect(demo.json).toMatchObject({ resultCode: '0001', isDemo: true, authSysId: 0 });
    const res = await t.request({
      method: 'GET',
      url: `users/${await buyerId()}`,
      token: demo.json.accessToken as string,
    });
    expect(res.status).toBe(403);
    expect(res.json.resultCode).toBe('1010');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and a reused old token revokes the whole family (1003)', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const r1 = me.json.refreshToken as string;
    const a = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: r1 } });
    expect(a.json).toMatchObject({ resultCode: '0001', refreshAge: 0 });
    const r2 = a.json.refreshToken as string;
    expect(r2).not.toBe(r1);
    const b = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: r2 } });
    const r3 = b.json.refreshToken as string;
    const access = b.json.accessToken as string;

    const reuse = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: r1 } });
    expect(reuse.status).toBe(401);
    expect(reuse.json.resultCode).toBe('1003');
    // the newest token of the family and its access token are dead too
    const next = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: r3 } });
    expect(next.json.resultCode).toBe('1003');
    const profile = await t.request({ method: 'GET', url: `users/${me.json.authSysId}`, token: access });
    expect(profile.json.resultCode).toBe('1005');
  });

  it('answers 1003 for an unknown or missing refresh token', async () => {
    expect(
      (await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: 'nope' } })).json.resultCode,
    ).toBe('1003');
    expect((await t.request({ method: 'POST', url: 'auth/refresh', body: {} })).json.resultCode).toBe('1003');
  });

  it('answers refresh age 14 after two weeks, renews with auth/refresh, and ends a session idle for 30 days (1009)', async () => {
    const me = await login(t, 'buyer@demo.kr');
    t.clock.advance(15 * 86_400_000);
    const a = await t.request({
      method: 'POST',
      url: 'auth/accesstoken',
      body: { refreshToken: me.json.refreshToken },
    });
    expect(a.json).toMatchObject({ resultCode: '0001', refreshAge: 14 });
    const renewed = await t.request({
      method: 'POST',
      url: 'auth/refresh',
      body: { refreshToken: a.json.refreshToken },
    });
    expect(renewed.json).toMatchObject({ resultCode: '0001', refreshAge: 0 });
    const again = await t.request({
      method: 'POST',
      url: 'auth/accesstoken',
      body: { refreshToken: renewed.json.refreshToken },
    });
    expect(again.json.refreshAge).toBe(0);

    t.clock.advance(31 * 86_400_000);
    const idle = await t.request({
      method: 'POST',
      url: 'auth/accesstoken',
      body: { refreshToken: again.json.refreshToken },
    });
    expect(idle.status).toBe(401);
    expect(idle.json).toMatchObject({ resultCode: '1009', refreshAge: 30 });
  });

  it('keeps the refresh token in an HttpOnly cookie for browsers', async () => {
    const pk = await t.request({ method: 'GET', url: 'auth/publickey' });
    const res = await t.request({
      method: 'POST',
      url: 'auth/login',
      headers: { 'x-token-transport': 'cookie' },
      body: {
        userId: 'buyer@demo.kr',
        password: encryptPassword(pk.json.publicKey as string, 'demo1234!'),
        isRsa: true,
      },
    });
    expect(res.json.refreshToken).toBeNull();
    const cookie = res.raw.cookies.find((c) => c.name === 'lc_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    const a = await t.request({
      method: 'POST',
      url: 'auth/accesstoken',
      body: {},
      headers: { 'x-token-transport': 'cookie', cookie: `lc_rt=${cookie!.value}` },
    });
    expect(a.json).toMatchObject({ resultCode: '0001', refreshToken: null });
    expect(a.raw.cookies.find((c) => c.name === 'lc_rt')!.value).not.toBe(cookie!.value);
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const out = await t.request({ method: 'POST', url: 'auth/logout', body: {}, token: me.json.accessToken as string });
    expect(out.json.resultCode).toBe('0001');
    expect(
      (await t.request({ method: 'GET', url: `users/${me.json.authSysId}`, token: me.json.accessToken as string })).json
        .resultCode,
    ).toBe('1005');
    expect(
      (await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: me.json.refreshToken } })).json
        .resultCode,
    ).toBe('1003');
  });
});

describe('sockets', () => {
  it('accepts a valid token in the handshake, refuses a bad one, and closes sockets of an ended session', async () => {
    await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.fastify.server.address() as { port: number }).port;
    const url = `http://127.0.0.1:${port}`;
    const bad = ioClient(url, {
      transports: ['websocket'],
      auth: { token: 'x.y.z' },
      forceNew: true,
      reconnection: false,
    });
    const err = await new Promise<Error>((resolve) => bad.on('connect_error', resolve));
    expect(err.message).toBe('unauthorized');
    bad.close();

    const me = await login(t, 'buyer@demo.kr');
    const sock = ioClient(url, {
      transports: ['websocket'],
      auth: { token: me.json.accessToken },
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      sock.on('connect', () => resolve());
      sock.on('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => sock.on('disconnect', (reason) => resolve(reason)));
    await t.app.auth.revokeOtherSessions(me.json.authSysId as number, undefined, 'test');
    expect(await closed).toBe('io server disconnect');
  });
});

describe('logs', () => {
  it('never contain passwords, ciphertexts, tokens or phone numbers', async () => {
    const me = await login(t, 'buyer@demo.kr');
    await t.request({
      method: 'GET',
      url: `users/${me.json.authSysId}?mobile=01099998888&token=secret-token-value`,
      token: me.json.accessToken as string,
    });
    const all = t.logs.join('\n');
    expect(all).toContain('/api/v1/users/');
    expect(all).not.toContain(me.json.accessToken as string);
    expect(all).not.toContain(me.json.refreshToken as string);
    expect(all).not.toContain('01099998888');
    expect(all).not.toContain('secret-token-value');
    expect(all).not.toContain('demo1234!');
    t.app.fastify.log.info({ password: 'p@ss', user: { mobile: '01011112222', refreshToken: 'rt' } }, 'structured');
    const last = t.logs.join('\n');
    expect(last).not.toContain('p@ss');
    expect(last).not.toContain('01011112222');
  });
});
