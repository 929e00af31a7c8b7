import { z } from 'zod';

/*
 * The answers of the push routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET push/vapidkey */
export const getPushVapidkeyResponse = z.object({
  publicKey: z.string(),
});
export type GetPushVapidkeyResponse = z.infer<typeof getPushVapidkeyResponse>;

/** POST users/:id/push/topics */
export const postUsersPushTopicsResponse = z.object({
  subscriptionSysId: z.number(),
  devices: z.number(),
});
export type PostUsersPushTopicsResponse = z.infer<typeof postUsersPushTopicsResponse>;

/** GET users/:id/push/topics */
export const getUsersPushTopicsResponse = z.object({
  devices: z.array(
    z.object({
      platform: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type GetUsersPushTopicsResponse = z.infer<typeof getUsersPushTopicsResponse>;

/** DELETE users/:id/push/topics */
export const deleteUsersPushTopicsResponse = z.object({
  removed: z.number(),
});
export type DeleteUsersPushTopicsResponse = z.infer<typeof deleteUsersPushTopicsResponse>;

/** GET users/:id/alerts/list */
export const getUsersAlertsListResponse = z.object({
  alerts: z.array(
    z.object({
      alertSysId: z.number(),
      type: z.string(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      url: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  totalCount: z.number(),
});
export type GetUsersAlertsListResponse = z.infer<typeof getUsersAlertsListResponse>;

/** PATCH users/:id/alerts/read */
export const patchUsersAlertsReadResponse = z.object({
  read: z.number(),
});
export type PatchUsersAlertsReadResponse = z.infer<typeof patchUsersAlertsReadResponse>;

/** POST push/events */
export const postPushEventsResponse = z.object({
  campaignSysId: z.number(),
  queued: z.number(),
});
export type PostPushEventsResponse = z.infer<typeof postPushEventsResponse>;
