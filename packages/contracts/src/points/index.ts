import { z } from 'zod';
import { pagingQuery } from '../common/paging.js';

/** Point entry kinds (shopping §3). */
export const POINT_KINDS = ['saved', 'used', 'deleted', 'expired', 'canceled'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** Points (shopping §9): valid one year, expiring at 23:59 on the due date (KST); history shows the last year. */
export const POINT_POLICY = { validDays: 365, expireHour: 23, expireMinute: 59, historyDays: 365 } as const;

/**
 * What a point entry is for: the key the server writes (translated on screen as points.reason.<key>).
 * Older entries carry the English text the server once wrote; `pointReasonKey` reads both. An
 * operator's grant carries the operator's own words (shown as typed, after "운영자 지급").
 */
export const POINT_REASONS = [
  'welcome',
  'signup',
  'orderUse',
  'orderCancel',
  'orderExpire',
  'expired',
  'purchaseConfirmed',
  'reviewWritten',
  'reviewDeleted',
  'refunded',
  'claimRefund',
  'liveGame',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

const LEGACY_POINT_REASONS: Record<string, PointReason> = {
  'purchase confirmed': 'purchaseConfirmed',
  'review written': 'reviewWritten',
  'review deleted': 'reviewDeleted',
};

/** The reason key of a stored point reason, or null for an operator's own words. */
export function pointReasonKey(reason: string): PointReason | null {
  if ((POINT_REASONS as readonly string[]).includes(reason)) return reason as PointReason;
  if (/^live game \d+$/.test(reason)) return 'liveGame';
  return LEGACY_POINT_REASONS[reason] ?? null;
}

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
