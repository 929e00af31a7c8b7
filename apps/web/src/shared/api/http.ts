import {
  API_PREFIX,
  JSON_DATA_FIELD,
  OK,
  RC,
  TOKEN_TRANSPORT_HEADER,
  isResultCode,
  resultMessage,
} from '@lc/contracts';
import { getLocale } from '../i18n/locale';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Answered code 'network' when the request never got a readable answer. */
export const NETWORK_ERROR = 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the server could not be reached */
    readonly status: number,
    /** the whole jsonData of a coded refusal (e.g. checkout's changed prices), when there was one */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
  get isNetwork(): boolean {
    return this.code === NETWORK_ERROR;
  }
}

/** The body of every answer: `{ jsonData: { resultCode, message?, … } }` (spec §7). */
export type ApiResult<T> = T & { resultCode: string; message?: string };

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  let url = `${API_PREFIX}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** The spec's body convention: one form field `jsonData` holding the JSON. */
export function encodeBody(body: unknown): URLSearchParams {
  return new URLSearchParams({ [JSON_DATA_FIELD]: JSON.stringify(body ?? {}) });
}

/** The server's message (already in the request's Accept-Language), else the catalogue's. */
export function errorMessage(code: string, serverMessage: string | undefined): string {
  if (serverMessage) return serverMessage;
  return resultMessage(isResultCode(code) ? code : RC.INTERNAL, getLocale());
}

/** The headers every call carries: JSON answers, the reader's language, the refresh token kept in a cookie. */
export function baseHeaders(bearer: string | null, accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': getLocale(),
    [TOKEN_TRANSPORT_HEADER]: 'cookie',
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}

/**
 * Decodes an answer's `{ jsonData }` (spec §7): its jsonData when resultCode is OK, else an ApiError
 * with the code, the server's message (or the catalogue's) and the refusal's data. `parsed` is
 * undefined when the body was not JSON.
 */
export function decodeAnswer<T>(parsed: unknown, status: number): ApiResult<T> {
  if (parsed === undefined) {
    // Not our JSON (a proxy error page, the server down behind the dev proxy…)
    throw new ApiError(
      status >= 500 || status === 0 ? NETWORK_ERROR : RC.INTERNAL,
      errorMessage(RC.INTERNAL, undefined),
      status,
    );
  }
  const data = (parsed as { jsonData?: unknown } | null)?.jsonData;
  if (!data || typeof data !== 'object') throw new ApiError(RC.INTERNAL, errorMessage(RC.INTERNAL, undefined), status);
  const result = data as ApiResult<T>;
  const code = String(result.resultCode ?? '');
  if (code === OK) return result;
  throw new ApiError(
    code || RC.INTERNAL,
    errorMessage(code, result.message),
    status,
    result as Record<string, unknown>,
  );
}

/**
 * One request, no token logic: used by the api client and by the token watcher itself.
 * GET bodies become the query string; `extra` headers (Idempotency-Key, a guest's order token) are added.
 */
export async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  bearer: string | null,
  extra: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const headers = { ...baseHeaders(bearer), ...extra };
  const isGet = method === 'GET';
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (!isGet && body instanceof FormData) {
    // multipart (photos): jsonData is one of its fields; the browser sets the boundary
    init.body = body;
  } else if (!isGet && body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = encodeBody(body);
  }
  const url = apiUrl(path, isGet && body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined);

  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new ApiError(NETWORK_ERROR, e instanceof Error ? e.message : 'network error', 0);
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  return decodeAnswer<T>(parsed, res.status);
}
