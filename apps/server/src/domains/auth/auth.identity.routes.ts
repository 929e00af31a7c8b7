import { z } from 'zod';
import {
  RC,
  identityRequestParams,
  identitySandboxParams,
  identitySandboxRequest,
  identityStateResponse,
  postUsersIdentityResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import type { IdentityService, SandboxIdentityProvider } from './auth.identity.js';

const userParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Issue 33: the member's 본인확인 (start, confirm, state) and the sandbox provider's window answer. */
export function identityRoutes(
  r: Router,
  deps: { identity: IdentityService; sandbox: SandboxIdentityProvider | undefined },
) {
  const { identity } = deps;
  r.route({
    method: 'GET',
    path: 'users/:id/identity',
    response: identityStateResponse,
    auth: 'owner',
    params: userParams,
    summary: "The member's identity verification (본인확인) state: verified, adult for alcohol",
    handler: ({ params }) => identity.status(params.id),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/identity',
    response: postUsersIdentityResponse,
    auth: 'owner',
    params: userParams,
    rateLimit: { limit: 10, windowSeconds: 600 },
    summary: 'Starts an identity verification with the configured provider; the browser opens `url`',
    handler: ({ params, user }) => {
      if (user.authSysId !== params.id) throw new AppError(RC.OTHER_USER);
      return identity.start(params.id);
    },
  });
  r.route({
    method: 'POST',
    path: 'users/:id/identity/:requestId',
    response: identityStateResponse,
    auth: 'owner',
    params: identityRequestParams,
    summary: "Confirms a finished identity verification: the provider's birth date is kept for the adult check",
    handler: ({ params, user }) => {
      if (user.authSysId !== params.id) throw new AppError(RC.OTHER_USER);
      return identity.confirm(params.id, params.requestId);
    },
  });
  r.route({
    method: 'POST',
    path: 'identity/sandbox/:requestId',
    response: z.object({}),
    auth: 'user',
    params: identitySandboxParams,
    body: identitySandboxRequest,
    summary: "Test mode only (IDENTITY_PROVIDER=sandbox): the sandbox provider's window states the person",
    handler: async ({ params, body, user }) => {
      if (!deps.sandbox) throw new AppError(RC.NOT_FOUND);
      await deps.sandbox.answer(user.authSysId, params.requestId, body);
      return {};
    },
  });
}
