/** Media upload calls of shopping §7 (issue 12): images for reviews and inquiries, one video per review. */
import { z } from 'zod';

/** what an uploaded image is for (its folder and who may attach it) */
export const IMAGE_USAGES = ['review', 'inquiry'] as const;
export type ImageUsage = (typeof IMAGE_USAGES)[number];

/** POST cdzn/images: multipart; text field `usage` (default review), files in their field order */
export const imageUploadFields = z.object({ usage: z.enum(IMAGE_USAGES).default('review') });
export const uploadedImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImage>;
export const imageUploadResponse = z.object({ images: z.array(uploadedImage) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

/** GET kinx/midbus/token: the project's own single-use upload token for one video */
export const videoTokenResponse = z.object({
  token: z.string(),
  /** path below the API prefix to POST the raw file to, e.g. `kinx/midbus/upload/<token>` */
  uploadPath: z.string(),
  expiresAt: z.string(),
  maxMb: z.number(),
  maxSeconds: z.number().int(),
  extensions: z.array(z.string()),
});
export type VideoTokenResponse = z.infer<typeof videoTokenResponse>;

/** POST kinx/midbus/upload/:token answers once the file is checked (ffprobe); transcoding runs after */
export const videoUploadResponse = z.object({
  videoKey: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  durationSec: z.number(),
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponse>;

export const videoStatusResponse = z.object({
  videoKey: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
});
export type VideoStatusResponse = z.infer<typeof videoStatusResponse>;
