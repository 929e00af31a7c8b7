import { API_PREFIX, JSON_DATA_FIELD, OK, TOKEN_TRANSPORT_HEADER } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { errorMessage } from '../../../shared/api/http';
import { getLocale } from '../../../shared/i18n';
import { checkToken, getSession } from '../../../shared/session';

/**
 * POST admin/uploads (multipart: jsonData + `file1`) → `{ images: [{ url, … }] }`: one product/brand
 * image, checked and re-encoded by the server's uploads service. XMLHttpRequest, not fetch, because only it reports
 * the upload's progress (0–100 to `onProgress`).
 */
export async function postUpload(file: File, onProgress: (percent: number) => void): Promise<string> {
  await checkToken();
  const token = getSession().accessToken;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/admin/uploads`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    xhr.setRequestHeader(TOKEN_TRANSPORT_HEADER, 'cookie');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError('network', errorMessage('9500', undefined), 0));
    xhr.onload = () => {
      let data: { resultCode?: string; message?: string; images?: { url: string }[] } | undefined;
      try {
        data = (JSON.parse(xhr.responseText) as { jsonData?: typeof data }).jsonData;
      } catch {
        /* not our JSON */
      }
      const code = String(data?.resultCode ?? '9500');
      const url = data?.images?.[0]?.url;
      if (code === OK && url) {
        onProgress(100);
        resolve(url);
      } else reject(new ApiError(code, errorMessage(code, data?.message), xhr.status));
    };
    const fd = new FormData();
    fd.append(JSON_DATA_FIELD, '{}');
    fd.append('file1', file, file.name);
    xhr.send(fd);
  });
}
