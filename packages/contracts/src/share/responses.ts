import { z } from 'zod';

/*
 * The answers of the share routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET share/config */
export const getShareConfigResponse = z.object({
  kakaoAppKey: z.string().nullable(),
});
export type GetShareConfigResponse = z.infer<typeof getShareConfigResponse>;

/** POST firebase/shortlink */
export const postFirebaseShortlinkResponse = z.object({
  shortLink: z.string(),
  previewLink: z.string(),
});
export type PostFirebaseShortlinkResponse = z.infer<typeof postFirebaseShortlinkResponse>;

/** GET firebase/shortlink/:code */
export const getFirebaseShortlinkResponse = z.object({
  code: z.string(),
  target: z.string(),
  clicks: z.number(),
  createdAt: z.string(),
  lastClickAt: z.string().nullable(),
});
export type GetFirebaseShortlinkResponse = z.infer<typeof getFirebaseShortlinkResponse>;
