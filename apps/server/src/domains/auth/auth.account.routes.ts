import { z } from 'zod';
import {
  RC,
  checkAuthRequest,
  joinRequest,
  resetPasswordRequest,
  sendAuthRequest,
  snsLoginRequest,
  snsTokenRequest,
  type SnsProvidersResponse,
  getAuthSmsOutboxResponse,
  getAuthSnsProvidersResponse,
  patchUsersPasswordResetResponse,
  postAuthChkauthmineResponse,
  postAuthJoinResponse,
  postAuthSendauthmineResponse,
  postAuthSnsTokenResponse,
  postAuthSnsloginResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import { validateFields } from '../../shared/account-rules.js';
import type { AccountService } from './auth.account.js';
import { tokenDelivery } from './auth.routes.js';
import type { SmsProvider } from './auth.sms.js';
import { fromThisMachine } from '../../http/loopback.js';
import type { SocialCodeExchange } from './auth.social-oauth.js';
import type { VerificationService } from './auth.verification.js';

const anyBody = z.unknown();

/** Sign-up, phone verification, social login, find id / password (issue 4). */
export function accountRoutes(
  r: Router,
  deps: {
    account: AccountService;
    verification: VerificationService;
    sms: SmsProvider;
    /** issue 18: the development outbox answers only with its own setting on, outside production */
    outbox: { enabled: boolean; production: boolean };
    cookieSecure: boolean;
    /** the web sign-in: providers offered (settings) and the code exchange */
    socialWeb: { providers: SnsProvidersResponse; exchange: SocialCodeExchange };
  },
): void {
  const { account, verification } = deps;
  const deliver = tokenDelivery(deps.cookieSecure);
  const client = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });

  r.route({
    method: 'POST',
    path: 'auth/sendauthmine',
    response: postAuthSendauthmineResponse,
    auth: 'public',
    rateLimit: { limit: 10, windowSeconds: 60 },
    body: anyBody,
    handler: async ({ req, body }) =>
      verification.send(validateFields(sendAuthRequest, body), { ip: req.ip, lang: requestLang(req) }),
  });
  r.route({
    method: 'POST',
    path: 'auth/chkauthmine',
    response: postAuthChkauthmineResponse,
    auth: 'public',
    rateLimit: { limit: 30, windowSeconds: 60 },
    body: anyBody,
    handler: async ({ body }) => verification.check(validateFields(checkAuthRequest, body)),
  });
  r.route({
    method: 'POST',
    path: 'auth/join',
    response: postAuthJoinResponse,
    auth: 'public',
    rateLimit: { limit: 10, windowSeconds: 60 },
    body: anyBody,
    handler: async ({ req, reply, body }) => {
      const t = await account.join(validateFields(joinRequest, body), client(req));
      return deliver(req, reply, t);
    },
  });
  r.route({
    method: 'POST',
    path: 'auth/snslogin',
    response: postAuthSnsloginResponse,
    auth: 'public',
    rateLimit: { limit: 30, windowSeconds: 60 },
    body: snsLoginRequest,
    handler: async ({ req, reply, body }) => {
      const out = await account.snsLogin(body, client(req));
      return out.needJoin ? out : deliver(req, reply, out);
    },
  });
  r.route({
    method: 'GET',
    path: 'auth/sns/providers',
    response: getAuthSnsProvidersResponse,
    auth: 'public',
    handler: async () => deps.socialWeb.providers,
  });
  r.route({
    method: 'POST',
    path: 'auth/sns/token',
    response: postAuthSnsTokenResponse,
    auth: 'public',
    rateLimit: { limit: 30, windowSeconds: 60 },
    body: snsTokenRequest,
    handler: async ({ body }) => deps.socialWeb.exchange(body),
  });
  r.route({
    method: 'PATCH',
    path: 'users/password',
    response: patchUsersPasswordResetResponse,
    auth: 'public',
    rateLimit: { limit: 10, windowSeconds: 60 },
    body: resetPasswordRequest,
    handler: async ({ body }) => {
      await account.resetPassword(body);
      return {};
    },
  });
  r.route({
    method: 'GET',
    path: 'auth/sms/outbox',
    response: getAuthSmsOutboxResponse,
    auth: 'public',
    rateLimit: { limit: 60, windowSeconds: 60 },
    handler: async ({ req }) => {
      // a development tool (issue 18): off unless SMS_OUTBOX is set, never in production, and only
      // for a caller on the server's own machine (a developer's browser or the tests)
      if (!deps.outbox.enabled || deps.outbox.production) throw new AppError(RC.NOT_FOUND);
      if (!fromThisMachine(req)) throw new AppError(RC.DEV_TOOL_LOCAL_ONLY);
      const messages = deps.sms.outbox?.();
      if (!messages) throw new AppError(RC.NOT_FOUND);
      return { messages };
    },
  });
}
