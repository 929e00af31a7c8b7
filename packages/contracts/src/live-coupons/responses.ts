import { z } from 'zod';

/*
 * The answers of the live-coupons routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `coupons` in several answers below */
const couponShape = z.object({
  liveCouponSysId: z.number(),
  room: z.number(),
  couponPolicySysId: z.number(),
  name: z.string(),
  discountPolicy: z.union([z.literal(1), z.literal(2)]),
  discountPolicyFigures: z.number(),
  maxDiscountAmount: z.number().nullable(),
  minOrderAmount: z.number(),
  cap: z.number(),
  issuedCnt: z.number(),
  endsAt: z.string(),
  claimed: z.boolean().optional(),
});

/** shape of the server's `LiveCouponsResponse` */
export const liveCouponsResponseData = z.object({
  coupons: z.array(couponShape),
});
export type LiveCouponsResponseData = z.infer<typeof liveCouponsResponseData>;

/** GET broadcasts/live-coupons/:room */
export const getBroadcastsLiveCouponsResponse = liveCouponsResponseData;
export type GetBroadcastsLiveCouponsResponse = z.infer<typeof getBroadcastsLiveCouponsResponse>;

/** shape of the server's `LiveCouponClaimResponse` */
export const liveCouponClaimResponseData = z.object({
  userCouponSysId: z.number(),
  expiresAt: z.string(),
  alreadyClaimed: z.boolean(),
});
export type LiveCouponClaimResponseData = z.infer<typeof liveCouponClaimResponseData>;

/** POST broadcasts/live-coupons/:room/:id/claim */
export const postBroadcastsLiveCouponsClaimResponse = liveCouponClaimResponseData;
export type PostBroadcastsLiveCouponsClaimResponse = z.infer<typeof postBroadcastsLiveCouponsClaimResponse>;

/** shape of the server's `LiveCouponOptionsResponse` */
export const liveCouponOptionsResponseData = z.object({
  policies: z.array(
    z.object({
      couponPolicySysId: z.number(),
      name: z.string(),
      discountPolicy: z.union([z.literal(1), z.literal(2)]),
      discountPolicyFigures: z.number(),
      maxDiscountAmount: z.number().nullable(),
      minOrderAmount: z.number(),
    }),
  ),
  issued: z.array(couponShape),
});
export type LiveCouponOptionsResponseData = z.infer<typeof liveCouponOptionsResponseData>;

/** GET broadcasts/console/:room/live-coupons */
export const getBroadcastsConsoleLiveCouponsResponse = liveCouponOptionsResponseData;
export type GetBroadcastsConsoleLiveCouponsResponse = z.infer<typeof getBroadcastsConsoleLiveCouponsResponse>;

/** POST broadcasts/console/:room/live-coupon */
export const postBroadcastsConsoleLiveCouponResponse = z.object({
  replayed: z.literal(true).optional(),
  liveCouponSysId: z.number(),
  room: z.number(),
  couponPolicySysId: z.number(),
  name: z.string(),
  discountPolicy: z.union([z.literal(1), z.literal(2)]),
  discountPolicyFigures: z.number(),
  maxDiscountAmount: z.number().nullable(),
  minOrderAmount: z.number(),
  cap: z.number(),
  issuedCnt: z.number(),
  endsAt: z.string(),
  claimed: z.boolean().optional(),
});
export type PostBroadcastsConsoleLiveCouponResponse = z.infer<typeof postBroadcastsConsoleLiveCouponResponse>;
