import { z } from 'zod';

/*
 * The answers of the compliance routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET operator */
export const getOperatorResponse = z.object({
  operator: z.object({
    companyName: z.string(),
    representative: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    bizRegNo: z.string(),
    mailOrderNo: z.string(),
    privacyOfficer: z.string(),
    hostingProvider: z.string(),
    ftcInfoUrl: z.string(),
    buyerProtection: z.enum(['escrow', 'insurance']),
    insuranceText: z.string().nullable(),
    escrowProvider: z.enum(['sandbox', 'toss']).nullable(),
    /** issue 25 N2: production on the sandbox gateway: every page shows a TEST MODE banner */
    testMode: z.boolean(),
  }),
});
export type GetOperatorResponse = z.infer<typeof getOperatorResponse>;
