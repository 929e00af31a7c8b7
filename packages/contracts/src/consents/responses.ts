import { z } from 'zod';

/*
 * The answers of the consents routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST operations/advertising/check */
export const postOperationsAdvertisingCheckResponse = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  message: z.object({
    title: z.string().nullable(),
    body: z.string(),
  }),
});
export type PostOperationsAdvertisingCheckResponse = z.infer<typeof postOperationsAdvertisingCheckResponse>;

/** `consents` in several answers below */
const consentShape = z.object({
  kind: z.enum(['push', 'email', 'sms', 'night']),
  agreed: z.boolean(),
  agreedAt: z.string().nullable(),
  changedAt: z.string().nullable(),
});

/** GET users/:id/consents */
export const getUsersConsentsResponse = z.object({
  consents: z.array(consentShape),
  reconfirmDueAt: z.string().nullable(),
});
export type GetUsersConsentsResponse = z.infer<typeof getUsersConsentsResponse>;

/** PATCH users/:id/consents */
export const patchUsersConsentsResponse = getUsersConsentsResponse;
export type PatchUsersConsentsResponse = z.infer<typeof patchUsersConsentsResponse>;

/** GET users/:id/consents/histories */
export const getUsersConsentsHistoriesResponse = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['push', 'email', 'sms', 'night']),
      agreed: z.boolean(),
      source: z.enum(['signup', 'settings', 'reconfirm']),
      at: z.string(),
    }),
  ),
});
export type GetUsersConsentsHistoriesResponse = z.infer<typeof getUsersConsentsHistoriesResponse>;

/** GET users/:id/notices */
export const getUsersNoticesResponse = z.object({
  items: z.array(
    z.object({
      memberNoticeSysId: z.number(),
      kind: z.literal('consentReconfirm'),
      consents: z.array(
        z.object({
          kind: z.enum(['push', 'email', 'sms', 'night']),
          agreedAt: z.string(),
        }),
      ),
      createdAt: z.string(),
    }),
  ),
});
export type GetUsersNoticesResponse = z.infer<typeof getUsersNoticesResponse>;
