import { z } from 'zod';

/**
 * Live coupons (live §3 "Live coupon", §4 claim 5 s after it appears, §9; issue 13 item 2). The host
 * hands out one of the show's coupon policies (kind 'live', for every product or the show's brand or
 * one of its products) with a cap; viewers in the room get `liveCoupon`; members claim it into their
 * coupon box (`/Coupon`), at most once each, never past the cap.
 */

export const LIVE_COUPON_POLICY = {
  /** live §9: the player claims a coupon this long after it appears */
  claimDelayMs: 5_000,
  /** how long a handed-out coupon stays claimable (also from the replay) unless the host says otherwise */
  defaultClaimableMinutes: 7 * 24 * 60,
  maxClaimableMinutes: 30 * 24 * 60,
  minClaimableMinutes: 1,
  maxCap: 100_000,
} as const;

/** live §3 discountPolicy: 1 = amount (won), 2 = percent */
export const DISCOUNT_POLICY = { amount: 1, percent: 2 } as const;

export const liveCoupon = z.object({
  liveCouponSysId: z.number().int(),
  room: z.number().int(),
  couponPolicySysId: z.number().int(),
  name: z.string(),
  discountPolicy: z.union([z.literal(1), z.literal(2)]),
  /** won for an amount, percent for a percent coupon */
  discountPolicyFigures: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  cap: z.number().int(),
  issuedCnt: z.number().int(),
  /** claimable until (ISO) */
  endsAt: z.string(),
  /** the caller already holds it (only for a member's request) */
  claimed: z.boolean().optional(),
});
export type LiveCoupon = z.infer<typeof liveCoupon>;
/** The socket event `liveCoupon`: a coupon appeared, or changed (sold out: issuedCnt = cap). */
export type LiveCouponEvent = LiveCoupon;

/** An issuable policy, for the console's picker. */
export const liveCouponPolicyOption = z.object({
  couponPolicySysId: z.number().int(),
  name: z.string(),
  discountPolicy: z.union([z.literal(1), z.literal(2)]),
  discountPolicyFigures: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
});
export type LiveCouponPolicyOption = z.infer<typeof liveCouponPolicyOption>;

export const liveCouponRoomParams = z.object({ room: z.coerce.number().int().positive().max(2_147_483_647) });
export const liveCouponClaimParams = liveCouponRoomParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const issueLiveCouponBody = z.object({
  couponPolicySysId: z.number().int().positive(),
  cap: z.number().int().min(1).max(LIVE_COUPON_POLICY.maxCap),
  claimableMinutes: z
    .number()
    .int()
    .min(LIVE_COUPON_POLICY.minClaimableMinutes)
    .max(LIVE_COUPON_POLICY.maxClaimableMinutes)
    .default(LIVE_COUPON_POLICY.defaultClaimableMinutes),
});

export interface LiveCouponsResponse {
  /** the show's coupons still claimable (live and replay) */
  coupons: LiveCoupon[];
}
export interface LiveCouponOptionsResponse {
  policies: LiveCouponPolicyOption[];
  /** every coupon handed out in this show, newest first */
  issued: LiveCoupon[];
}
export interface LiveCouponClaimResponse {
  userCouponSysId: number;
  expiresAt: string;
  /** true when the member already had it (a repeat claim) */
  alreadyClaimed: boolean;
}
export * from './responses.js';
