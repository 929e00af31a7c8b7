import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z, ZodType } from 'zod';
import {
  RC,
  STAFF_ROLES,
  API_PREFIX,
  adminScope,
  isAdminRole,
  type AdminAction,
  type AdminRole,
  type AdminScope,
  type ResultCode,
  DOWNLOAD_REASON,
} from '@lc/contracts';
import type { AuthService } from '../domains/auth/auth.service.js';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import { sendOk, unwrapBody, validate } from './envelope.js';
import { AppError } from './errors.js';
import { hasNul } from './nul-guard.js';
import type { RateLimiter } from './rate-limit.js';

/**
 * public: anyone; optional: a token is read when present; user: a member token (not the demo guest);
 * owner: a member whose authSysId equals the `:id` path parameter, or staff; staff: manager or admin;
 * admin: a back-office call decided by the policy table (`ADMIN_POLICY[action][role]`, issue 15).
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'owner' | 'staff' | 'admin';

/** What the router hands an admin handler: the caller's role, its scope and (brand sellers) its brands. */
export interface AdminContext {
  userSysId: number;
  role: AdminRole;
  scope: AdminScope;
  /** the brands a brand seller runs (empty for admin and manager) */
  brandSysIds: number[];
  /** throws 9704 when the scope is ownBrand and the row's brand is not one of the caller's */
  assertBrand(brandSysId: number | null | undefined): void;
  /** the brand filter a list applies: undefined for every brand, else the caller's brands */
  brandFilter(): number[] | undefined;
  /** the audit row's target and before/after, set by the handler when the router cannot know them */
  audit: { targetType?: string; targetId?: string | null; before?: unknown; after?: unknown };
}

/** The back-office's needs from the rest of the app (set once with `router.useAdmin`). */
export interface AdminDeps {
  /** the caller's current role and status from the database (a token's role may be stale) */
  account(userSysId: number): Promise<{ role: string; status: string } | null>;
  brandsOf(userSysId: number): Promise<number[]>;
  audit(row: {
    actorUserSysId: number;
    actorRole: string;
    action: string;
    method: string;
    path: string;
    targetType: string | null;
    targetId: string | null;
    before: unknown;
    after: unknown;
    resultCode: string;
    ip: string;
  }): Promise<void>;
}

/**
 * The caller a handler gets, by the route's auth mode (issue 31 #4): a member for every mode that refuses
 * a caller without one, maybe nobody for public and optional routes.
 */
export type CallerOf<A extends AuthMode> = A extends 'public' | 'optional' ? AuthUser | undefined : AuthUser;

export interface RouteContext<B, Q, P, A extends AuthMode = AuthMode> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  user: CallerOf<A>;
  /** admin routes only: the caller's role, scope and brands (undefined on every other route) */
  admin: A extends 'admin' ? AdminContext : undefined;
}

export interface RouteSpec<
  BS extends ZodType | undefined,
  QS extends ZodType | undefined,
  PS extends ZodType | undefined,
  A extends AuthMode = AuthMode,
> {
  method: HTTPMethods;
  /** path below /api/v1, e.g. 'users/:id' */
  path: string;
  auth: A;
  /** fixed-window limit per client address */
  rateLimit?: { limit: number; windowSeconds: number };
  body?: BS;
  query?: QS;
  params?: PS;
  /** admin routes: the policy-table action that decides who may call it */
  action?: AdminAction;
  /**
   * The success answer's data (what is merged into `jsonData` after `resultCode: '0001'`), a schema in
   * `@lc/contracts`: the OpenAPI document is generated from it and every HTTP test checks each answer
   * against it. `'raw'`: the handler answers itself (a file, a stream, a redirect, CSV, a page).
   */
  response: RouteResponse;
  /** one line for the OpenAPI document */
  summary?: string;
  /** admin routes: the audit row's target type (the `:id`/`:claimId` parameter is its id) */
  target?: string;
  /**
   * issue 33 (안전성 확보조치 기준 제8조): its download (`format=csv`, or every answer of a `'raw'` route)
   * holds personal data: the caller gives a `reason` (9714 without) and the staff access log keeps it
   */
  personalData?: true;
  /** returns the data merged into `jsonData` after `resultCode: '0001'`; or handles the reply itself */
  handler: (
    ctx: RouteContext<
      BS extends ZodType ? z.output<BS> : undefined,
      QS extends ZodType ? z.output<QS> : undefined,
      PS extends ZodType ? z.output<PS> : undefined,
      A
    >,
  ) => Promise<object | FastifyReply | void>;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

/** A route's answer: a contract schema of its data, or `'raw'` when the handler answers itself. */
export type RouteResponse = ZodType | 'raw';

/** A registered route as data (the policy walk test and the OpenAPI document read these). */
export interface RouteEntry {
  method: HTTPMethods;
  path: string;
  auth: AuthMode;
  action?: AdminAction;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response: RouteResponse;
  summary?: string;
}

export interface Router {
  readonly routes: RouteEntry[];
  useAdmin(deps: AdminDeps): void;
  route<
    BS extends ZodType | undefined = undefined,
    QS extends ZodType | undefined = undefined,
    PS extends ZodType | undefined = undefined,
    A extends AuthMode = AuthMode,
  >(
    spec: RouteSpec<BS, QS, PS, A>,
  ): void;
}

function unwrapQuietly(body: unknown): unknown {
  try {
    return unwrapBody(body);
  } catch {
    return undefined;
  }
}

/** Thin routes: rate limit → auth → validate → one service call, answered in the envelope. */
/** One back-office call (issue 18: staff access log). */
export interface StaffCall {
  staffUserSysId: number;
  method: string;
  route: string;
  path: string;
  ip: string;
  status: number;
  /** issue 33: why personal data was downloaded (only on personal-data downloads) */
  reason?: string | null;
}

/** Issue 33: the reason a personal-data download needs (undefined when the call is no such download). */
function downloadReason(spec: { personalData?: true; response: unknown }, query: unknown): string | undefined {
  if (!spec.personalData) return undefined;
  const q = (query ?? {}) as { format?: unknown; reason?: unknown };
  if (spec.response !== 'raw' && q.format !== 'csv') return undefined;
  const reason = typeof q.reason === 'string' ? q.reason.trim() : '';
  if (reason.length < DOWNLOAD_REASON.minLength) throw new AppError(RC.DOWNLOAD_REASON_REQUIRED);
  return reason.slice(0, DOWNLOAD_REASON.maxLength);
}

export function createRouter(
  app: FastifyInstance,
  auth: AuthService,
  rate: RateLimiter,
  /** issue 18: told of every call to a staff route once it is answered */
  onStaffCall?: (call: StaffCall) => void,
): Router {
  const routes: RouteEntry[] = [];
  let adminDeps: AdminDeps | undefined;
  return {
    routes,
    useAdmin(deps) {
      adminDeps = deps;
    },
    route(spec) {
      if (spec.auth === 'admin' && !spec.action) throw new Error(`admin route ${spec.path} declares no action`);
      routes.push({
        method: spec.method,
        path: spec.path,
        auth: spec.auth,
        action: spec.action,
        body: spec.body,
        query: spec.query,
        params: spec.params,
        response: spec.response,
        summary: spec.summary,
      });
      app.route({
        method: spec.method,
        url: `${API_PREFIX}/${spec.path}`,
        handler: async (req, reply) => {
          // issue 18: a NUL inside the spec's `jsonData` form field (JSON text) shows once unwrapped
          if (typeof req.body === 'object' && req.body !== null && hasNul(unwrapQuietly(req.body))) {
            throw new AppError(RC.NUL_BYTE);
          }
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
          if (spec.auth === 'admin') return adminCall(spec, req, reply, token);
          let user: AuthUser | undefined;
          if (spec.auth === 'optional' && token) user = await auth.authenticate(token).catch(() => undefined);
          else if (spec.auth !== 'public' && token) user = await auth.authenticate(token);
          if (spec.auth === 'user' || spec.auth === 'owner' || spec.auth === 'staff') {
            if (!user) throw new AppError(RC.LOGIN_REQUIRED);
            if (user.role === 'guest') throw new AppError(RC.DEMO_RESTRICTED);
          }
          if (spec.auth === 'staff' && user && !STAFF_ROLES.includes(user.role)) throw new AppError(RC.FORBIDDEN);
          // issue 33: a personal-data download's reason, known once the query is read
          const download: { reason?: string | undefined } = {};
          if (spec.auth === 'staff' && user) logStaffCall(req, reply, spec.path, user.authSysId, () => download.reason);
          const params = spec.params ? validate(spec.params, req.params) : undefined;
          if (spec.auth === 'owner' && user) {
            const id = Number((req.params as Record<string, string>).id);
            if (!STAFF_ROLES.includes(user.role) && id !== user.authSysId) throw new AppError(RC.OTHER_USER);
          }
          const query = spec.query ? validate(spec.query, req.query) : undefined;
          download.reason = downloadReason(spec, query);
          const body = spec.body ? validate(spec.body, unwrapBody(req.body)) : undefined;
          const out = await spec.handler({ req, reply, body, query, params, user } as never);
          if (reply.sent || out === reply) return reply;
          return sendOk(reply, (out as object | undefined) ?? {});
        },
      });
    },
  };

  /**
   * An admin call: the caller's current role (read from the database) must have a scope for the
   * route's action in the policy table; the call, allowed or refused, is written to the audit log
   * (who, role, action, target, before → after, result code, address) after it ran.
   */
  /** Issue 18: tells the access log of a staff call once it is answered (issue 33: with its download reason). */
  function logStaffCall(
    req: FastifyRequest,
    reply: FastifyReply,
    route: string,
    staff: number,
    reason: () => string | undefined,
  ) {
    if (!onStaffCall) return;
    const log = onStaffCall;
    reply.raw.once('finish', () =>
      log({
        staffUserSysId: staff,
        method: req.method,
        route,
        path: req.url.split('?')[0]!.slice(0, 500),
        ip: req.ip,
        status: reply.statusCode,
        reason: reason() ?? null,
      }),
    );
  }

  async function adminCall(
    spec: RouteSpec<ZodType | undefined, ZodType | undefined, ZodType | undefined>,
    req: FastifyRequest,
    reply: FastifyReply,
    token: string | undefined,
  ) {
    if (!adminDeps) throw new Error('router.useAdmin was not called');
    const deps = adminDeps;
    if (!token) throw new AppError(RC.LOGIN_REQUIRED);
    const user = await auth.authenticate(token);
    if (user.role === 'guest') throw new AppError(RC.DEMO_RESTRICTED);
    const account = await deps.account(user.authSysId);
    const role = account && account.status === 'active' ? account.role : 'none';
    const rawParams = (req.params ?? {}) as Record<string, string>;
    const audit: AdminContext['audit'] = {
      targetType: spec.target,
      targetId: rawParams.claimId ?? rawParams.id ?? null,
    };
    let code: string = RC.OK;
    try {
      if (!isAdminRole(role)) throw new AppError(RC.ADMIN_ONLY);
      const scope = adminScope(spec.action!, role);
      if (!scope) throw new AppError(RC.ADMIN_ACTION_FORBIDDEN);
      const brandSysIds = scope === 'ownBrand' ? await deps.brandsOf(user.authSysId) : [];
      const admin: AdminContext = {
        userSysId: user.authSysId,
        role,
        scope,
        brandSysIds,
        audit,
        assertBrand(brandSysId) {
          if (scope === 'all') return;
          if (brandSysId === null || brandSysId === undefined || !brandSysIds.includes(brandSysId)) {
            throw new AppError(RC.ADMIN_OTHER_BRAND);
          }
        },
        brandFilter: () => (scope === 'all' ? undefined : brandSysIds),
      };
      const params = spec.params ? validate(spec.params, req.params) : undefined;
      const query = spec.query ? validate(spec.query, req.query) : undefined;
      // issue 33: a personal-data download is written to the staff access log with its reason
      const reason = downloadReason(spec, query);
      if (reason) logStaffCall(req, reply, spec.path, user.authSysId, () => reason);
      const body = spec.body ? validate(spec.body, unwrapBody(req.body)) : undefined;
      const out = await spec.handler({ req, reply, body, query, params, user: { ...user, role }, admin } as never);
      if (reply.sent || out === reply) return reply;
      return sendOk(reply, (out as object | undefined) ?? {});
    } catch (e) {
      code = e instanceof AppError ? e.code : (RC.INTERNAL as ResultCode);
      throw e;
    } finally {
      await deps
        .audit({
          actorUserSysId: user.authSysId,
          actorRole: role,
          action: spec.action!,
          method: spec.method as string,
          path: req.url.split('?')[0]!.slice(API_PREFIX.length + 1, API_PREFIX.length + 301),
          targetType: audit.targetType ?? null,
          targetId: audit.targetId ?? null,
          before: audit.before ?? null,
          after: audit.after ?? null,
          resultCode: code,
          ip: req.ip,
        })
        .catch((err: unknown) => req.log.error({ err }, 'audit write failed'));
    }
  }
}
