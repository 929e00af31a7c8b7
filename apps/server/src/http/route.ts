import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z, ZodType } from 'zod';
import { RC, STAFF_ROLES, API_PREFIX } from '@lc/contracts';
import type { AuthService } from '../domains/auth/auth.service.js';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import { sendOk, unwrapBody, validate } from './envelope.js';
import { AppError } from './errors.js';
import type { RateLimiter } from './rate-limit.js';

/**
 * public: anyone; optional: a token is read when present; user: a member token (not the demo guest);
 * owner: a member whose authSysId equals the `:id` path parameter, or staff; staff: manager or admin.
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'owner' | 'staff';

export interface RouteContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  user: AuthUser | undefined;
}

export interface RouteSpec<
  BS extends ZodType | undefined,
  QS extends ZodType | undefined,
  PS extends ZodType | undefined,
> {
  method: HTTPMethods;
  /** path below /api/v1, e.g. 'users/:id' */
  path: string;
  auth: AuthMode;
  /** fixed-window limit per client address */
  rateLimit?: { limit: number; windowSeconds: number };
  body?: BS;
  query?: QS;
  params?: PS;
  /** returns the data merged into `jsonData` after `resultCode: '0001'`; or handles the reply itself */
  handler: (
    ctx: RouteContext<
      BS extends ZodType ? z.output<BS> : undefined,
      QS extends ZodType ? z.output<QS> : undefined,
      PS extends ZodType ? z.output<PS> : undefined
    >,
  ) => Promise<object | FastifyReply | void>;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

export interface Router {
  route<
    BS extends ZodType | undefined = undefined,
    QS extends ZodType | undefined = undefined,
    PS extends ZodType | undefined = undefined,
  >(
    spec: RouteSpec<BS, QS, PS>,
  ): void;
}

/** Thin routes: rate limit → auth → validate → one service call, answered in the envelope. */
export function createRouter(app: FastifyInstance, auth: AuthService, rate: RateLimiter): Router {
  return {
    route(spec) {
      app.route({
        method: spec.method,
        url: `${API_PREFIX}/${spec.path}`,
        handler: async (req, reply) => {
          if (spec.rateLimit) {
            const r = await rate.hit(
              `route:${spec.method}:${spec.path}:${req.ip}`,
              spec.rateLimit.limit,
              spec.rateLimit.windowSeconds,
            );
            if (!r.allowed) {
              reply.header('retry-after', String(r.retryAfterSeconds));
              throw new AppError(RC.RATE_LIMITED, { extra: { retryAfterSeconds: r.retryAfterSeconds } });
            }
          }
          const token = bearerToken(req);
          let user: AuthUser | undefined;
          if (spec.auth === 'optional' && token) user = await auth.authenticate(token).catch(() => undefined);
          else if (spec.auth !== 'public' && token) user = await auth.authenticate(token);
          if (spec.auth === 'user' || spec.auth === 'owner' || spec.auth === 'staff') {
            if (!user) throw new AppError(RC.LOGIN_REQUIRED);
            if (user.role === 'guest') throw new AppError(RC.DEMO_RESTRICTED);
          }
          if (spec.auth === 'staff' && user && !STAFF_ROLES.includes(user.role)) throw new AppError(RC.FORBIDDEN);
          const params = spec.params ? validate(spec.params, req.params) : undefined;
          if (spec.auth === 'owner' && user) {
            const id = Number((req.params as Record<string, string>).id);
            if (!STAFF_ROLES.includes(user.role) && id !== user.authSysId) throw new AppError(RC.OTHER_USER);
          }
          const query = spec.query ? validate(spec.query, req.query) : undefined;
          const body = spec.body ? validate(spec.body, unwrapBody(req.body)) : undefined;
          const out = await spec.handler({ req, reply, body, query, params, user } as never);
          if (reply.sent || out === reply) return reply;
          return sendOk(reply, (out as object | undefined) ?? {});
        },
      });
    },
  };
}
