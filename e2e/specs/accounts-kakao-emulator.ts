/**
 * A local Kakao-type provider for the browser tests, answering as Kakao documents its REST login:
 * GET /oauth/authorize (the account's consent page) → redirect_uri?code&state (or error=access_denied),
 * POST /oauth/token (client id and secret, redirect URI, single-use code, PKCE S256) → access_token,
 * GET /v1/user/access_token_info (Bearer) → { id, expires_in, app_id }.
 * Apps are registered with their REST API key, numeric app id, secret and redirect URIs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

interface KakaoApp {
  restKey: string;
  appId: number;
  secret: string;
  redirectUris: string[];
}
interface IssuedCode {
  restKey: string;
  redirectUri: string;
  challenge: string | null;
  kakaoId: number;
  used: boolean;
}

export interface KakaoEmulator {
  baseUrl: string;
  register(app: KakaoApp): void;
  /** every authorize request the emulator saw (to check state and PKCE were sent) */
  authorizeRequests: URL[];
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => resolve(new URLSearchParams(raw)));
  });
}

/** Kakao's member number for an account: stable per e-mail. */
const kakaoIdOf = (email: string) =>
  1_000_000 + (createHash('sha256').update(email).digest().readUInt32BE(0) % 9_000_000);

export async function startKakaoEmulator(): Promise<KakaoEmulator> {
  const apps = new Map<string, KakaoApp>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { kakaoId: number; appId: number }>();
  const authorizeRequests: URL[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://emulator');
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        authorizeRequests.push(url);
        const app = apps.get(url.searchParams.get('client_id') ?? '');
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (!app) return json(res, 400, { error: 'invalid_client', error_code: 'KOE101' });
        if (!app.redirectUris.includes(redirectUri))
          return json(res, 400, { error: 'invalid_request', error_code: 'KOE006' });
        if (url.searchParams.get('response_type') !== 'code')
          return json(res, 400, { error: 'unsupported_response_type' });
        const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method']
          .map((k) => `<input type="hidden" name="${k}" value="${esc(url.searchParams.get(k) ?? '')}">`)
          .join('');
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`<!doctype html><html lang="ko"><meta name="viewport" content="width=device-width">
<title>카카오계정으로 로그인 (emulator)</title>
<body style="font-family:sans-serif;padding:24px">
<h1>카카오계정으로 로그인</h1>
<form method="post" action="/oauth/authorize/consent">${hidden}
<label>카카오계정 (이메일) <input name="email" type="email" required></label>
<p><button name="decision" value="agree">동의하고 계속하기</button>
<button name="decision" value="cancel" formnovalidate>취소</button></p>
</form></body></html>`);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/authorize/consent') {
        const f = await readBody(req);
        const app = apps.get(f.get('client_id') ?? '');
        const redirectUri = f.get('redirect_uri') ?? '';
        if (!app || !app.redirectUris.includes(redirectUri)) return json(res, 400, { error: 'invalid_request' });
        const back = new URL(redirectUri);
        if (f.get('state')) back.searchParams.set('state', f.get('state')!);
        if (f.get('decision') !== 'agree') {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'User denied access');
        } else {
          const code = randomBytes(24).toString('base64url');
          const challenge = f.get('code_challenge') || null;
          if (challenge && f.get('code_challenge_method') !== 'S256')
            return json(res, 400, { error: 'invalid_request' });
          codes.set(code, {
            restKey: app.restKey,
            redirectUri,
            challenge,
            kakaoId: kakaoIdOf(f.get('email') ?? ''),
            used: false,
          });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const f = await readBody(req);
        const app = apps.get(f.get('client_id') ?? '');
        if (!app || f.get('client_secret') !== app.secret)
          return json(res, 401, { error: 'invalid_client', error_code: 'KOE010' });
        const c = codes.get(f.get('code') ?? '');
        const verifier = f.get('code_verifier');
        const pkceOk =
          !c?.challenge || (!!verifier && createHash('sha256').update(verifier).digest('base64url') === c.challenge);
        if (
          f.get('grant_type') !== 'authorization_code' ||
          !c ||
          c.used ||
          c.restKey !== app.restKey ||
          c.redirectUri !== f.get('redirect_uri') ||
          !pkceOk
        )
          return json(res, 400, { error: 'invalid_grant', error_code: 'KOE320' });
        c.used = true;
        const access = randomBytes(32).toString('base64url');
        tokens.set(access, { kakaoId: c.kakaoId, appId: app.appId });
        return json(res, 200, { token_type: 'bearer', access_token: access, expires_in: 21599 });
      }
      if (req.method === 'GET' && url.pathname === '/v1/user/access_token_info') {
        const tok = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!tok) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
        return json(res, 200, { id: tok.kakaoId, expires_in: 21000, app_id: tok.appId });
      }
      json(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    register: (app) => apps.set(app.restKey, app),
    authorizeRequests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
