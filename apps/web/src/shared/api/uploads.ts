import type { ImageUploadResponse } from '@lc/contracts';
import { uploadWithProgress } from './upload';

/**
 * POST cdzn/images (multipart): photos of a review (`usage` review) or attachments of an inquiry
 * (`usage` inquiry), re-encoded by the server and answered with their urls in order.
 */
export function postImages(usage: 'review' | 'inquiry', files: File[], onProgress: (fraction: number) => void) {
  const fd = new FormData();
  fd.append('usage', usage);
  files.forEach((f, i) => fd.append(`file${i + 1}`, f, f.name));
  return uploadWithProgress<ImageUploadResponse>('POST', 'cdzn/images', fd, onProgress);
}
