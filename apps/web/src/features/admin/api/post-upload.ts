import { JSON_DATA_FIELD, RC } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { errorMessage } from '../../../shared/api/http';
import { uploadWithProgress } from '../../../shared/api/upload';

/**
 * POST admin/uploads (multipart: jsonData + `file1`) → `{ images: [{ url, … }] }`: one product/brand
 * image, checked and re-encoded by the server's uploads service, sent through the one client's upload
 * (XMLHttpRequest: only it reports the upload's progress, 0–100 to `onProgress`).
 */
export async function postUpload(file: File, onProgress: (percent: number) => void): Promise<string> {
  const fd = new FormData();
  fd.append(JSON_DATA_FIELD, '{}');
  fd.append('file1', file, file.name);
  const r = await uploadWithProgress<{ images?: { url: string }[] }>('POST', 'admin/uploads', fd, (f) =>
    onProgress(Math.round(f * 100)),
  );
  const url = r.images?.[0]?.url;
  if (!url) throw new ApiError(RC.INTERNAL, errorMessage(RC.INTERNAL, undefined), 200);
  return url;
}
