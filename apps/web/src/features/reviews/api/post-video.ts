import type { VideoUploadResponse } from '@lc/contracts';
import { uploadWithProgress } from '../../../shared/api/upload';

/** POST kinx/midbus/upload/{token} (the path the token call gave): the raw file, checked before transcoding. */
export const postVideo = (uploadPath: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<VideoUploadResponse>('POST', uploadPath, file, onProgress);
