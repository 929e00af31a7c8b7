import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { freshMobile, verifyPhone } from './account.fixtures.js';

/**
 * Each verifier against a local HTTP server that answers as the provider documents:
 * Kakao /v1/user/access_token_info, Naver /v1/nid/verify + /v1/nid/me, Google /tokeninfo,
 * Facebook /debug_token, Apple /auth/keys (JWKS) with RS256 identity tokens.
 */
const APP = {
  kakao: '111222',
  naver: 'naver-client-id',
  google: 'google-client.apps.googleusercontent.com',
  fbId: 'fb-app-id',
  fbSecret: 'fb-secret',
  apple: 'kr.example.livecommerce',
  kakaoRest: 'kakao-rest-key',
  kakaoSecret: 'kakao-secret',
  naverSecret: 'naver-secret',
  googleSecret: 'google-secret',
};
/** PKCE (RFC 7636): the verifier the tests send and the challenge the provider stored with the code */
const VERIFIER = 'v'.repeat(43) + '-._~0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const REDIRECT = (kind: string) => `http://shop.example/SnsCallback/${kind}`;
const tokenRequests: Record<string, string>[] = [];

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(raw))));
  });
}
/** The provider's token endpoint: the code, our client, the redirect URI and (where used) PKCE must match. */
async function tokenEndpoint(req: IncomingMessage, res: ServerResponse, url: URL) {
  const f = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
  tokenRequests.push({ path: url.pathname, ...f });
  const pkceOk = f.code_verifier && createHash('sha256').update(f.code_verifier).digest('base64url') === CHALLENGE;
  switch (url.pathname) {
    case '/oauth/token':
      if (f.code === 'kakao-down') return json(res, 502, {});
      if (f.client_id !== APP.kakaoRest || f.client_secret !== APP.kakaoSecret || !pkceOk)
        return json(res, 401, { error: 'invalid_client', error_code: 'KOE010' });
      if (f.grant_type !== 'authorization_code' || f.redirect_uri !== REDIRECT('kakao') || f.code !== 'kakao-code')
        return json(res, 400, { error: 'invalid_grant', error_code: 'KOE320' });
      return json(res, 200, { token_type: 'bearer', access_token: 'kakao-ours', expires_in: 21599 });
    case '/oauth2.0/token':
      if (
        f.client_id !== APP.naver ||
        f.client_secret !== APP.naverSecret ||
        f.code !== 'naver-code' ||
        f.state !== 'st'
      )
        return json(res, 200, { error: 'invalid_request', error_description: 'no valid data in session' });
      return json(res, 200, {
        access_token: 'naver-ours',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: '3600',
      });
    case '/token':
      if (f.client_id !== APP.google || f.client_secret !== APP.googleSecret || !pkceOk || f.code !== 'google-code')
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return json(res, 200, {
        access_token: 'ya29.x',
        id_token: 'google-ours',
        expires_in: 3599,
        token_type: 'Bearer',
      });
    case '/v19.0/oauth/access_token':
      if (f.client_id !== APP.fbId || f.client_secret !== APP.fbSecret || !pkceOk || f.code !== 'fb-code')
        return json(res, 400, { error: { message: 'Invalid verification code format.', code: 100 } });
      if (f.redirect_uri !== REDIRECT('facebook'))
        return json(res, 400, { error: { message: 'redirect_uri', code: 100 } });
      return json(res, 200, { access_token: 'fb-ours', token_type: 'bearer', expires_in: 5183944 });
  }
}

let provider: Server;
let t: TestContext;
let appleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let appleJwk: JWK;
const calls: string[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function appleToken(claims: { aud?: string; iss?: string; sub?: string; expSeconds?: number }) {
  const iat = Math.floor(t.clock.now / 1000);
  return new SignJWT({ email: 'apple-user@privaterelay.appleid.com', email_verified: 'true' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(claims.iss ?? 'https://appleid.apple.com')
    .setAudience(claims.aud ?? APP.apple)
    .setSubject(claims.sub ?? '001234.apple.5678')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (claims.expSeconds ?? 600))
    .sign(appleKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  appleKey = pair.privateKey;
  appleJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    calls.push(url.pathname);
    if (['/oauth/token', '/oauth2.0/token', '/token', '/v19.0/oauth/access_token'].includes(url.pathname))
      return void tokenEndpoint(req, res, url);
    switch (url.pathname) {
      case '/v1/user/access_token_info':
        if (bearer === 'kakao-down') return json(res, 500, { msg: 'internal', code: -1 });
        if (bearer === 'kakao-ours')
          return json(res, 200, { id: 1234567, expires_in: 7199, app_id: Number(APP.kakao) });
        if (bearer === 'kakao-other') return json(res, 200, { id: 1234567, expires_in: 7199, app_id: 999 });
        return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      case '/v1/nid/verify':
        if (bearer.startsWith('naver-'))
          return json(res, 200, {
            resultcode: '00',
            message: 'success',
            response: {
              token: bearer,
              expire_date: '2099-01-01 00:00:00',
              allowed_profile: 'id,email',
              client_id: bearer === 'naver-ours' ? APP.naver : 'someone-else',
            },
          });
        return json(res, 401, { resultcode: '024', message: 'Authentication failed' });
      case '/v1/nid/me':
        return json(res, 200, {
          resultcode: '00',
          message: 'success',
          response: { id: 'nv-abc', email: 'nv@naver.com' },
        });
      case '/tokeninfo': {
        const tok = url.searchParams.get('id_token');
        const exp = String(Math.floor(t.clock.now / 1000) + 600);
        if (tok === 'google-ours' || tok === 'google-other')
          return json(res, 200, {
            iss: 'https://accounts.google.com',
            aud: tok === 'google-ours' ? APP.google : 'other.apps.googleusercontent.com',
            sub: '1098765',
            email: 'g@gmail.com',
            email_verified: 'true',
            exp,
          });
        return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      }
      case '/debug_token': {
        if (url.searchParams.get('access_token') !== `${APP.fbId}|${APP.fbSecret}`)
          return json(res, 400, { error: { message: 'Invalid OAuth access token', code: 190 } });
        const tok = url.searchParams.get('input_token');
        if (tok === 'fb-ours' || tok === 'fb-other')
          return json(res, 200, {
            data: {
              app_id: tok === 'fb-ours' ? APP.fbId : 'another-app',
              type: 'USER',
              application: 'Live',
              expires_at: 4102444800,
              is_valid: true,
              issued_at: 1700000000,
              scopes: ['email', 'public_profile'],
              user_id: '10001',
            },
          });
        return json(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Malformed access token' } } });
      }
      case '/auth/keys':
        return json(res, 200, { keys: [appleJwk] });
      default:
        return json(res, 404, { error: 'not found' });
    }
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const port = (provider.address() as { port: number }).port;
  t = await startTestApp({
    KAKAO_APP_ID: APP.kakao,
    NAVER_CLIENT_ID: APP.naver,
    GOOGLE_CLIENT_ID: APP.google,
    FACEBOOK_APP_ID: APP.fbId,
    FACEBOOK_APP_SECRET: APP.fbSecret,
    APPLE_CLIENT_ID: APP.apple,
    KAKAO_REST_API_KEY: APP.kakaoRest,
    KAKAO_CLIENT_SECRET: APP.kakaoSecret,
    NAVER_CLIENT_SECRET: APP.naverSecret,
    GOOGLE_CLIENT_SECRET: APP.googleSecret,
    SOCIAL_API_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => provider?.close(r));
});

const sns = (body: Record<string, unknown>) => t.request({ method: 'POST', url: 'auth/snslogin', form: true, body });

describe('social login verifiers', () => {
  it.each([
    [1, 'kakao-ours', 'kakao-other', 'kakao-bad', undefined],
    [2, 'naver-ours', 'naver-other', 'bad', 'nv@naver.com'],
    [3, 'google-ours', 'google-other', 'bad', 'g@gmail.com'],
    [4, 'fb-ours', 'fb-other', 'bad', undefined],
  ])('platform %i: ours asks to join, another app is 1171, a bad token 1170', async (type, ours, other, bad, email) => {
    const ok = await sns({ snsType: type, snsToken: ours, ...(type === 4 ? { facebookUserId: '10001' } : {}) });
    expect(ok.json, JSON.stringify(ok.json)).toMatchObject({ resultCode: '0001', needJoin: true, snsType: type });
    if (email) expect(ok.json.email).toBe(email);
    expect(typeof ok.json.snsJoinToken).toBe('string');
    const o = await sns({ snsType: type, snsToken: other, ...(type === 4 ? { facebookUserId: '10001' } : {}) });
    expect([o.status, o.json.resultCode]).toEqual([401, '1171']);
    const b = await sns({ snsType: type, snsToken: bad });
    expect([b.status, b.json.resultCode]).toEqual([401, '1170']);
  });

  it('Facebook: the token must belong to the facebookUserId sent', async () => {
    const r = await sns({ snsType: 4, snsToken: 'fb-ours', facebookUserId: '99999' });
    expect(r.json.resultCode).toBe('1170');
  });

  it('Apple: checks the signature with Apple keys, the issuer, the audience and the expiry', async () => {
    const ok = await sns({ snsType: 5, snsToken: await appleToken({}) });
    expect(ok.json).toMatchObject({ resultCode: '0001', needJoin: true, email: 'apple-user@privaterelay.appleid.com' });
    expect((await sns({ snsType: 5, snsToken: await appleToken({ aud: 'com.other.app' }) })).json.resultCode).toBe(
      '1171',
    );
    expect(
      (await sns({ snsType: 5, snsToken: await appleToken({ iss: 'https://evil.example' }) })).json.resultCode,
    ).toBe('1170');
    expect((await sns({ snsType: 5, snsToken: await appleToken({ expSeconds: -10 }) })).json.resultCode).toBe('1170');
    const forged = (await appleToken({})).slice(0, -4) + 'AAAA';
    expect((await sns({ snsType: 5, snsToken: forged })).json.resultCode).toBe('1170');
  });

  it('answers 1172 when the provider is down and 9422 for an unknown platform', async () => {
    const down = await sns({ snsType: 1, snsToken: 'kakao-down' });
    expect([down.status, down.json.resultCode]).toEqual([503, '1172']);
    expect((await sns({ snsType: 0, snsToken: 'x' })).json.resultCode).toBe('9422');
    expect((await sns({ snsType: 7, snsToken: 'x' })).json.resultCode).toBe('9422');
  });
});

describe('first social sign-in → join → later sign-ins → withdrawal', () => {
  it('asks for the missing fields (birthday for the age rule), then signs the member in; a withdrawn one gets 1006', async () => {
    const first = await sns({ snsType: 1, snsToken: 'kakao-ours' });
    const ticket = first.json.snsJoinToken as string;
    const mobile = freshMobile();
    const v = await verifyPhone(t, 1, mobile);
    const body = {
      userId: 'kakao-user@demo.kr',
      snsJoinToken: ticket,
      nickName: '카카오회원',
      name: '카카오',
      mobile,
      birthday: '2000-01-01',
      authToken: v.authToken,
      agreeService: true,
      agreePrivacy: true,
    };
    const young = await t.request({
      method: 'POST',
      url: 'auth/join',
      body: { ...body, birthday: `${new Date(t.clock.now).getUTCFullYear() - 10}-01-01` },
    });
    expect(young.json.resultCode).toBe('1107');
    const forged = await t.request({ method: 'POST', url: 'auth/join', body: { ...body, snsJoinToken: `${ticket}x` } });
    expect(forged.json.resultCode).toBe('1170');
    const joined = await t.request({ method: 'POST', url: 'auth/join', body });
    expect(joined.json, JSON.stringify(joined.json)).toMatchObject({ resultCode: '0001', nickName: '카카오회원' });
    const me = await t.request({
      method: 'GET',
      url: `users/${joined.json.authSysId}`,
      token: joined.json.accessToken as string,
    });
    expect(me.json.user).toMatchObject({ snsType: 1, hasPassword: false });

    const again = await sns({ snsType: 1, snsToken: 'kakao-ours' });
    expect(again.json).toMatchObject({ resultCode: '0001', needJoin: false, authSysId: joined.json.authSysId });
    expect(typeof again.json.accessToken).toBe('string');

    const drop = await t.request({
      method: 'PATCH',
      url: `users/${joined.json.authSysId}/drop`,
      token: again.json.accessToken as string,
      body: { confirmWord: 'WITHDRAW', agree: true },
    });
    expect(drop.json.resultCode).toBe('0001');
    const back = await sns({ snsType: 1, snsToken: 'kakao-ours' });
    expect([back.status, back.json.resultCode]).toEqual([403, '1006']);
    // an old ticket of that identity cannot create a new account either
    t.clock.advance(31_000);
    const v2 = await verifyPhone(t, 1, freshMobile());
    const rejoin = await t.request({
      method: 'POST',
      url: 'auth/join',
      body: { ...body, userId: 'kakao-again@demo.kr', nickName: '카카오둘', authToken: v2.authToken },
    });
    expect(rejoin.json.resultCode).toBe('1006');
  });
});

describe('web sign-in: providers and the code exchange', () => {
  const exchange = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: 'auth/sns/token', ip: '10.77.0.1', body });

  it('lists the configured providers with their authorisation pages (at the emulator), client ids and PKCE', async () => {
    const r = await t.request({ method: 'GET', url: 'auth/sns/providers' });
    expect(r.json.resultCode).toBe('0001');
    const providers = r.json.providers as Record<string, unknown>[];
    expect(providers.map((p) => [p.snsType, p.kind, p.clientId, p.pkce])).toEqual([
      [1, 'kakao', APP.kakaoRest, true],
      [2, 'naver', APP.naver, false],
      [3, 'google', APP.google, true],
      [4, 'facebook', APP.fbId, true],
      [5, 'apple', APP.apple, false],
    ]);
    const base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
    expect(providers[0]!.authorizeUrl).toBe(`${base}/oauth/authorize`);
    expect(providers[4]).toMatchObject({ responseType: 'code id_token', responseMode: 'fragment' });
    // secrets never leave the server
    expect(JSON.stringify(r.json)).not.toMatch(/secret/);
  });

  it.each([
    // the Kakao identity withdrew above: its token is verified and answered 1006
    [1, 'kakao', 'kakao-code', VERIFIER, undefined, '1006'],
    [2, 'naver', 'naver-code', undefined, 'st', '0001'],
    [3, 'google', 'google-code', VERIFIER, undefined, '0001'],
    [4, 'facebook', 'fb-code', VERIFIER, undefined, '0001'],
  ])('platform %i: code → token (secret and PKCE sent) → snslogin', async (type, kind, code, cv, state, answer) => {
    const r = await exchange({ snsType: type, code, redirectUri: REDIRECT(kind), codeVerifier: cv, state });
    expect(r.json, JSON.stringify(r.json)).toMatchObject({ resultCode: '0001' });
    const s = await sns({ snsType: type, snsToken: r.json.snsToken });
    expect(s.json.resultCode).toBe(answer);
    if (answer === '0001') expect(s.json).toMatchObject({ needJoin: true, snsType: type });
  });

  it('refuses a wrong code or verifier (1170), a foreign redirect path or no verifier (9422), Apple (no exchange) and a provider down (1172)', async () => {
    const ok = { snsType: 1, code: 'kakao-code', redirectUri: REDIRECT('kakao'), codeVerifier: VERIFIER };
    const bad = await exchange({ ...ok, code: 'stolen' });
    expect([bad.status, bad.json.resultCode]).toEqual([401, '1170']);
    expect((await exchange({ ...ok, codeVerifier: 'w'.repeat(43) })).json.resultCode).toBe('1170');
    expect((await exchange({ ...ok, redirectUri: 'http://shop.example/elsewhere' })).json.resultCode).toBe('9422');
    expect((await exchange({ ...ok, codeVerifier: undefined })).json.resultCode).toBe('9422');
    expect((await exchange({ ...ok, codeVerifier: 'short' })).json.resultCode).toBe('9422');
    const naverRefused = await exchange({ snsType: 2, code: 'naver-code', redirectUri: REDIRECT('naver'), state: 'x' });
    expect(naverRefused.json.resultCode).toBe('1170');
    expect((await exchange({ snsType: 5, code: 'c', redirectUri: REDIRECT('apple') })).json.resultCode).toBe('1172');
    const down = await exchange({ ...ok, code: 'kakao-down' });
    expect([down.status, down.json.resultCode]).toEqual([503, '1172']);
    const last = tokenRequests.filter((q) => q.path === '/oauth/token').at(-1)!;
    expect(last).toMatchObject({ client_id: APP.kakaoRest, grant_type: 'authorization_code' });
  });
});
