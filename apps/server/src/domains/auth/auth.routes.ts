import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chkRsaRequest,
  demoLoginRequest,
  loginRequest,
  refreshRequest,
  REFRESH_COOKIE,
  TOKEN_TRANSPORT_HEADER,
  API_PREFIX,
  getAuthPublickeyResponse,
  postAuthChkrsaResponse,
  postAuthDemologinResponse,
  postAuthLoginResponse,
  postAuthLogoutResponse,
  postXResponse,
} from '@lc/contracts';
import type { Router } from '../../http/route.js';
import type { AuthService, IssuedTokens } from './auth.service.js';
import { AUTH_POLICY } from './auth.policy.js';

const COOKIE_PATH = `${API_PREFIX}/auth`;

/**
 * Browsers ask (header x-token-transport: cookie) for the refresh token as an HttpOnly cookie; the
 * JSON field is then null so page scripts never see it (docs/deviations.md). Other clients (native
 * shells, API users) get it in the body as the spec shows.
 */
function wantsCookie(req: FastifyRequest): boolean {
  return req.headers[TOKEN_TRANSPORT_HEADER] === 'cookie';
}

/** Hands issued tokens to the client: the refresh token as an HttpOnly cookie for browsers, else in the body. */
export function tokenDelivery(cookieSecure: boolean) {
  return <T extends IssuedTokens>(req: FastifyRequest, reply: FastifyReply, t: T) => {
    const { refreshToken, ...rest } = t;
    if (wantsCookie(req)) {
      reply.setCookie(REFRESH_COOKIE, refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: cookieSecure,
        path: COOKIE_PATH,
        maxAge: AUTH_POLICY.refreshCookieMaxAgeSeconds,
      });
      return { ...rest, refreshToken: null };
    }
    return { ...rest, refreshToken };
  };
}

export function authRoutes(r: Router, auth: AuthService, cookieSecure: boolean): void {
  const deliver = tokenDelivery(cookieSecure);
  const presented = (req: FastifyRequest, body: { refreshToken?: string | undefined }) =>
    body.refreshToken ?? req.cookies[REFRESH_COOKIE];
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });

  r.route({
    method: 'POST',
    path: 'auth/demologin',
    response: postAuthDemologinResponse,
    auth: 'public',
    rateLimit: { limit: 60, windowSeconds: 60 },
    body: demoLoginRequest,
    handler: () => auth.demoLogin(),
  });

  r.route({
    method: 'GET',
    path: 'auth/publickey',
    response: getAuthPublickeyResponse,
    auth: 'public',
    handler: async () => ({ publicKey: auth.publicKey() }),
  });

  r.route({
    method: 'POST',
    path: 'auth/chkrsa',
    response: postAuthChkrsaResponse,
    auth: 'public',
    rateLimit: { limit: 30, windowSeconds: 60 },
    body: chkRsaRequest,
    handler: async ({ body }) => {
      auth.checkRsa(body.rsaEncStr);
      return {};
    },
  });

  r.route({
    method: 'POST',
    path: 'auth/login',
    response: postAuthLoginResponse,
    auth: 'public',
    body: loginRequest,
    handler: async ({ req, reply, body }) => {
      const cookieName = auth.devices.cookieName(auth.loginId(body.userId));
      const { trustedDevice, ...t } = await auth.login(
        body.userId,
        body.password,
        { ip: req.ip, userAgent: req.headers['user-agent'] },
        req.cookies[cookieName],
      );
      // issue 18: this device is trusted for this account from now on (auth.device.ts)
      reply.setCookie(trustedDevice.name, trustedDevice.value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: cookieSecure,
        path: COOKIE_PATH,
        maxAge: auth.devices.maxAgeSeconds,
      });
      return deliver(req, reply, t);
    },
  });

  for (const [path, mode] of [
    ['auth/accesstoken', 'access'],
    ['auth/refresh', 'renew'],
  ] as const) {
    r.route({
      method: 'POST',
      path,
      response: postXResponse,
      auth: 'public',
      rateLimit: { limit: 120, windowSeconds: 60 },
      body: refreshRequest,
      handler: async ({ req, reply, body }) => {
        try {
          return deliver(
            req,
            reply,
            await auth.exchange(presented(req, body), mode, {
              ip: req.ip,
              userAgent: req.headers['user-agent'],
            }),
          );
        } catch (e) {
          if (wantsCookie(req)) clearCookie(reply);
          throw e;
        }
      },
    });
  }

  r.route({
    method: 'POST',
    path: 'auth/logout',
    response: postAuthLogoutResponse,
    auth: 'optional',
    body: refreshRequest,
    handler: async ({ req, reply, body, user }) => {
      await auth.logout(presented(req, body), user);
      clearCookie(reply);
      return {};
    },
  });
}
