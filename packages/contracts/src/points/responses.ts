import { z } from 'zod';

/*
 * The answers of the points routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET users/:id/points/list */
export const getUsersPointsListResponse = z.object({
  balance: z.number(),
  expiringSoon: z.number(),
  entries: z.array(
    z.object({
      pointSysId: z.number(),
      kind: z.enum(['saved', 'used', 'deleted', 'expired', 'canceled']),
      amount: z.number(),
      reason: z.string(),
      orderSysId: z.number().nullable(),
      orderNumber: z.string().nullable(),
      expiresAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});
export type GetUsersPointsListResponse = z.infer<typeof getUsersPointsListResponse>;
