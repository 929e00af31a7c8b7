import { z } from 'zod';

/*
 * The answers of the notifications routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `push` in several answers below */
const pushShape = z.object({
  couponPresentFlag: z.boolean(),
  eventFlag: z.boolean(),
  liveBroadcastFlag: z.boolean(),
  orderFlag: z.boolean(),
  nightFlag: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  nightConsentAt: z.string().nullable(),
});

/** GET users/:id/push/info */
export const getUsersPushInfoResponse = z.object({
  push: pushShape,
});
export type GetUsersPushInfoResponse = z.infer<typeof getUsersPushInfoResponse>;

/** PATCH users/:id/push/info */
export const patchUsersPushInfoResponse = getUsersPushInfoResponse;
export type PatchUsersPushInfoResponse = z.infer<typeof patchUsersPushInfoResponse>;
