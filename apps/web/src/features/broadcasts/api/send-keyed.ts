import { IDEMPOTENCY_HEADER, OK } from '@lc/contracts';
import { ApiError, apiUrl, encodeBody, errorMessage, NETWORK_ERROR, type ApiResult } from '../../../shared/api/http';
import { getLocale } from '../../../shared/i18n';
import { checkToken, getSession } from '../../../shared/session';

/**
 * A member POST carrying an `Idempotency-Key` (the shared client sends no extra headers): a retried
 * tap replays the first answer instead of acting twice. Same envelope rules as the shared client.
 */
export async function postKeyed<T extends object>(path: string, body: unknown, key: string): Promise<ApiResult<T>> {
  if (getSession().isLogin) await checkToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLocale(),
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    [IDEMPOTENCY_HEADER]: key,
  };
  const token = getSession().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { method: 'POST', headers, credentials: 'same-origin', body: encodeBody(body) });
  } catch (e) {
    throw new ApiError(NETWORK_ERROR, e instanceof Error ? e.message : 'network error', 0);
  }
  const data = ((await res.json().catch(() => null)) as { jsonData?: ApiResult<T> } | null)?.jsonData;
  if (!data) throw new ApiError('9500', errorMessage('9500', undefined), res.status);
  if (String(data.resultCode) === OK) return data;
  throw new ApiError(String(data.resultCode), errorMessage(String(data.resultCode), data.message), res.status);
}

/** A fresh idempotency key per tap. */
export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
