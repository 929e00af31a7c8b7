import { currentBearer, ensureFreshToken } from './client';
import { ApiError, NETWORK_ERROR, apiUrl, baseHeaders, decodeAnswer, type ApiResult, type Method } from './http';

/**
 * An upload (multipart form or one raw file) that reports its progress (photos and videos of reviews and inquiries):
 * fetch cannot tell how much of a body has gone, XMLHttpRequest can. Same envelope, token and
 * language as `api()` (the one client's token check, headers and answer decoding); `onProgress` receives 0…1 while the body is being sent.
 */
export async function uploadWithProgress<T extends object = object>(
  method: Method,
  path: string,
  body: FormData | Blob,
  onProgress?: (fraction: number) => void,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  await ensureFreshToken(path);
  const bearer = currentBearer();
  return new Promise<ApiResult<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [k, v] of Object.entries(baseHeaders(bearer))) xhr.setRequestHeader(k, v);
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
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      try {
        const result = decodeAnswer<T>(parsed, xhr.status);
        onProgress?.(1);
        resolve(result);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    xhr.send(body);
  });
}
