import { OK, RC, TOKEN_TRANSPORT_HEADER } from '@lc/contracts';
import { getLocale } from '../i18n/locale';
import { getSession } from '../session/store';
import { checkToken } from '../session/token-watcher';
import { ApiError, NETWORK_ERROR, apiUrl, errorMessage, type ApiResult, type Method } from './http';

/**
 * An upload (multipart form or one raw file) that reports its progress (photos and videos of reviews and inquiries):
 * fetch cannot tell how much of a body has gone, XMLHttpRequest can. Same envelope, token and
 * language as `api()`; `onProgress` receives 0…1 while the body is being sent.
 */
export async function uploadWithProgress<T extends object = object>(
  method: Method,
  path: string,
  body: FormData | Blob,
  onProgress?: (fraction: number) => void,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const member = getSession().isLogin;
  if (member && !(await checkToken())) {
    throw new ApiError(RC.LOGIN_REQUIRED, errorMessage(RC.LOGIN_REQUIRED, undefined), 401);
  }
  const { accessToken, demoToken } = getSession();
  const bearer = accessToken ?? demoToken;
  return new Promise<ApiResult<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    xhr.setRequestHeader(TOKEN_TRANSPORT_HEADER, 'cookie');
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    // a raw file (a video) travels as itself with its own type; FormData sets its boundary
    if (!(body instanceof FormData)) xhr.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    for (const [k, v] of Object.entries(extraHeaders)) xhr.setRequestHeader(k, v);
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
      };
    }
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 'network error', 0));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = (JSON.parse(xhr.responseText) as { jsonData?: unknown }).jsonData;
      } catch {
        return reject(
          new ApiError(xhr.status >= 500 ? NETWORK_ERROR : '9500', errorMessage('9500', undefined), xhr.status),
        );
      }
      if (!data || typeof data !== 'object') {
        return reject(new ApiError('9500', errorMessage('9500', undefined), xhr.status));
      }
      const result = data as ApiResult<T>;
      const code = String(result.resultCode ?? '');
      if (code === OK) {
        onProgress?.(1);
        resolve(result);
      } else reject(new ApiError(code || '9500', errorMessage(code, result.message), xhr.status));
    };
    xhr.send(body);
  });
}
