import { z } from 'zod';
import { pagingQuery } from '../common/paging.js';

/** Point entry kinds (shopping §3). */
export const POINT_KINDS = ['saved', 'used', 'deleted', 'expired', 'canceled'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** Points (shopping §9): valid one year, expiring at 23:59 on the due date (KST); history shows the last year. */
export const POINT_POLICY = { validDays: 365, expireHour: 23, expireMinute: 59, historyDays: 365 } as const;

export const pointEntry = z.object({
  pointSysId: z.number().int(),
  kind: z.enum(POINT_KINDS),
  /** signed: + saved/canceled (returned), − used/deleted/expired */
  amount: z.number().int(),
  reason: z.string(),
  orderSysId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;

export const pointHistoryQuery = pagingQuery.extend({ kind: z.enum(POINT_KINDS).optional() });
export const pointHistoryResponse = z.object({
  balance: z.number().int(),
  /** points that expire within the next 30 days */
  expiringSoon: z.number().int(),
  entries: z.array(pointEntry),
  totalCount: z.number().int(),
});
export type PointHistoryResponse = z.infer<typeof pointHistoryResponse>;
export * from './responses.js';
