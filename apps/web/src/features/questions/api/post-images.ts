import type { ImageUploadResponse } from '@lc/contracts';
import { uploadWithProgress } from '../../../shared/api/upload';

/** POST cdzn/images (multipart, usage inquiry): attachments of an inquiry, answered with their urls in order. */
export function postInquiryImages(files: File[], onProgress: (fraction: number) => void) {
  const fd = new FormData();
  fd.append('usage', 'inquiry');
  files.forEach((f, i) => fd.append(`file${i + 1}`, f, f.name));
  return uploadWithProgress<ImageUploadResponse>('POST', 'cdzn/images', fd, onProgress);
}
