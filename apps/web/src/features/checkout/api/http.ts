import { OK } from '@lc/contracts';
import {
  ApiError,
  apiUrl,
  encodeBody,
  errorMessage,
  NETWORK_ERROR,
  type ApiResult,
  type Method,
} from '../../../shared/api/http';
import { getLocale } from '../../../shared/i18n';
import { checkToken, getSession } from '../../../shared/session';

/**
 * Order and payment calls carry headers the shared client does not send: `Idempotency-Key` (a
 * retried submit replays the first answer) and a non-member's `x-order-token`. Same envelope rules.
 */
export async function send<T extends object>(
  method: Method,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
): Promise<ApiResult<T> & { extra?: Record<string, unknown> }> {
  if (getSession().isLogin) await checkToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale(), ...extra };
  const token = getSession().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined && method !== 'GET') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = encodeBody(body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path), init);
  } catch (e) {
    throw new ApiError(NETWORK_ERROR, e instanceof Error ? e.message : 'network error', 0);
  }
  const parsed = (await res.json().catch(() => null)) as { jsonData?: ApiResult<T> } | null;
  const data = parsed?.jsonData;
  if (!data) throw new ApiError('9500', errorMessage('9500', undefined), res.status);
  if (String(data.resultCode) === OK) return data;
  throw Object.assign(
    new ApiError(String(data.resultCode), errorMessage(String(data.resultCode), data.message), res.status),
    {
      data,
    },
  );
}

/** A fresh idempotency key (RFC 4122 v4 where available). */
export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
