import { IDEMPOTENCY_HEADER, RC } from '@lc/contracts';
import { getSession, setDemoToken } from '../session/store';
import { secondsLeft } from '../session/jwt';
import { checkToken } from '../session/token-watcher';
import { notifyDemoRestricted } from '../session/demo';
import {
  ApiError,
  NETWORK_ERROR,
  apiUrl,
  baseHeaders,
  decodeAnswer,
  errorMessage,
  request,
  type ApiResult,
  type Method,
} from './http';

export { ApiError, NETWORK_ERROR, type ApiResult, type Method } from './http';

/** Per-call extras: an `Idempotency-Key` (a retried submit replays the first answer) and other headers. */
export interface CallOptions {
  idempotencyKey?: string;
  /** e.g. a non-member's `x-order-token` */
  headers?: Record<string, string>;
}

/** Paths that manage the session themselves and must not trigger the token watcher. */
const isAuthPath = (path: string) => /^\/?auth\//.test(path);

/** The bearer of a call: the member's access token, else a live demo token, else none. */
export function currentBearer(): string | null {
  const { accessToken, demoToken } = getSession();
  if (accessToken) return accessToken;
  // an expired demo token is dropped: public calls work without it
  if (demoToken && secondsLeft(demoToken, Date.now()) <= 0) setDemoToken(null);
  return getSession().demoToken;
}

/**
 * A member's token checked first (at most once a second, renewed when near its end). A renewal that
 * failed has signed the user out and is on its way to /demo: the call is refused rather than made as a guest.
 */
export async function ensureFreshToken(path = ''): Promise<boolean> {
  const member = getSession().isLogin && !isAuthPath(path);
  if (member && !(await checkToken())) {
    throw new ApiError(RC.LOGIN_REQUIRED, errorMessage(RC.LOGIN_REQUIRED, undefined), 401);
  }
  return member;
}

/** A fresh idempotency key (RFC 4122 v4 where available), one per user action. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The API client (spec §7), the web's only one: `api<T>(method, path, body?, options?)` against /api/v1/<path>.
 * Bodies travel as the form field jsonData; the answer's jsonData resolves when resultCode is RC.OK,
 * anything else throws ApiError { code, message, status, data }. Member calls check the token first
 * and carry it as a bearer; a member call answered ACCESS_TOKEN_INVALID renews once and retries
 * (with the same Idempotency-Key). An answer DEMO_RESTRICTED also shows the demo notice.
 */
export async function api<T extends object = object>(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const member = await ensureFreshToken(path);
  const extra = { ...options.headers };
  if (options.idempotencyKey) extra[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  try {
    return await request<T>(method, path, body, currentBearer(), extra);
  } catch (e) {
    if (member && e instanceof ApiError && e.code === RC.ACCESS_TOKEN_INVALID && getSession().isLogin) {
      if (await checkToken({ force: true })) return request<T>(method, path, body, currentBearer(), extra);
    }
    // A restricted feature in demo mode shows the demo notice wherever it was called from.
    if (e instanceof ApiError && e.code === RC.DEMO_RESTRICTED) notifyDemoRestricted();
    throw e;
  }
}

/**
 * A GET answered with a file rather than jsonData (CSV exports, the trade record): same token and
 * language; a refusal still comes as jsonData and throws its ApiError. `accept` names the file's type.
 */
export async function apiFile(
  path: string,
  query: Record<string, unknown> | undefined,
  accept: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  await ensureFreshToken(path);
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), {
      headers: baseHeaders(currentBearer(), accept),
      credentials: 'same-origin',
    });
  } catch (e) {
    throw new ApiError(NETWORK_ERROR, e instanceof Error ? e.message : 'network error', 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    decodeAnswer(await res.json().catch(() => undefined), res.status);
    throw new ApiError(RC.INTERNAL, errorMessage(RC.INTERNAL, undefined), res.status);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}
