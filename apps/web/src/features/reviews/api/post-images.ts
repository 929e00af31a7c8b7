import type { ImageUploadResponse } from '@lc/contracts';
import { uploadWithProgress } from '../../../shared/api/upload';

/** POST cdzn/images (multipart, usage review): re-encoded photos, answered with their urls in order. */
export function postReviewImages(files: File[], onProgress: (fraction: number) => void) {
  const fd = new FormData();
  fd.append('usage', 'review');
  files.forEach((f, i) => fd.append(`file${i + 1}`, f, f.name));
  return uploadWithProgress<ImageUploadResponse>('POST', 'cdzn/images', fd, onProgress);
}
