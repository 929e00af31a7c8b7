import { z } from 'zod';

/*
 * The answers of the sanctions routes (users): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST operations/users/:id/sanctions */
export const postOperationsUsersSanctionsResponse = z.object({
  sanctionSysId: z.number(),
  kind: z.enum(['suspension', 'termination']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  endedSessions: z.number(),
});
export type PostOperationsUsersSanctionsResponse = z.infer<typeof postOperationsUsersSanctionsResponse>;
