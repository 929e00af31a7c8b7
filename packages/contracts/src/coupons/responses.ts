import { z } from 'zod';

/*
 * The answers of the coupons routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET coupons/user/join */
export const getCouponsUserJoinResponse = z.object({
  coupon: z
    .object({
      name: z.string(),
      discountTypeCode: z.enum(['amount', 'percent']),
      discountAmount: z.number(),
      maxDiscountAmount: z.number().nullable(),
      minOrderAmount: z.number(),
      validityDays: z.number(),
    })
    .nullable(),
});
export type GetCouponsUserJoinResponse = z.infer<typeof getCouponsUserJoinResponse>;

/** GET coupons/policy/products */
export const getCouponsPolicyProductsResponse = z.object({
  coupons: z.array(
    z.object({
      couponPolicySysId: z.number(),
      kind: z.enum(['join', 'download', 'live', 'event']),
      applyTypeCode: z.enum(['product', 'cart']),
      name: z.string(),
      discountTypeCode: z.enum(['amount', 'percent']),
      discountAmount: z.number(),
      maxDiscountAmount: z.number().nullable(),
      minOrderAmount: z.number(),
      minProductAmount: z.number(),
      maxProductQty: z.number().nullable(),
      validityDays: z.number(),
      prdtSysId: z.number().nullable(),
      brandSysId: z.number().nullable(),
      sellerSysId: z.number().nullable(),
      issuanceEndDate: z.string().nullable(),
      isIssued: z.union([z.literal(0), z.literal(1)]),
      isAllIssued: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
});
export type GetCouponsPolicyProductsResponse = z.infer<typeof getCouponsPolicyProductsResponse>;

/** GET coupons/users/:id */
export const getCouponsUsersResponse = z.object({
  coupons: z.array(
    z.object({
      couponPolicySysId: z.number(),
      kind: z.enum(['join', 'download', 'live', 'event']),
      applyTypeCode: z.enum(['product', 'cart']),
      name: z.string(),
      discountTypeCode: z.enum(['amount', 'percent']),
      discountAmount: z.number(),
      maxDiscountAmount: z.number().nullable(),
      minOrderAmount: z.number(),
      minProductAmount: z.number(),
      maxProductQty: z.number().nullable(),
      validityDays: z.number(),
      prdtSysId: z.number().nullable(),
      brandSysId: z.number().nullable(),
      sellerSysId: z.number().nullable(),
      issuanceEndDate: z.string().nullable(),
      userCouponSysId: z.number(),
      issuedAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      orderSysId: z.number().nullable(),
    }),
  ),
  usableCount: z.number(),
});
export type GetCouponsUsersResponse = z.infer<typeof getCouponsUsersResponse>;

/** GET coupons/:id/products */
export const getCouponsProductsResponse = z.object({
  coupon: z.object({
    couponPolicySysId: z.number(),
    kind: z.enum(['join', 'download', 'live', 'event']),
    applyTypeCode: z.enum(['product', 'cart']),
    name: z.string(),
    discountTypeCode: z.enum(['amount', 'percent']),
    discountAmount: z.number(),
    maxDiscountAmount: z.number().nullable(),
    minOrderAmount: z.number(),
    minProductAmount: z.number(),
    maxProductQty: z.number().nullable(),
    validityDays: z.number(),
    prdtSysId: z.number().nullable(),
    brandSysId: z.number().nullable(),
    sellerSysId: z.number().nullable(),
    issuanceEndDate: z.string().nullable(),
  }),
  products: z.array(
    z.object({
      prdtSysId: z.number(),
      name: z.string(),
      brandName: z.string(),
      squareImageUrl: z.string(),
      marketPrice: z.number(),
      price: z.number(),
      discountRate: z.number(),
      isSoldout: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
  totalCount: z.number(),
});
export type GetCouponsProductsResponse = z.infer<typeof getCouponsProductsResponse>;

/** POST coupons/:id */
export const postCouponsResponse = z.object({
  replayed: z.literal(true).optional(),
  userCouponSysId: z.number(),
  couponPolicySysId: z.number(),
  expiresAt: z.string(),
});
export type PostCouponsResponse = z.infer<typeof postCouponsResponse>;

/** POST operations/eventplans/chkvalid */
export const postOperationsEventplansChkvalidResponse = z.object({
  isEvent: z.union([z.literal(0), z.literal(1)]),
  rule: z
    .object({
      planPrdtSysId: z.number(),
      planSysId: z.number(),
      prdtSysId: z.number(),
      maxQtyPerUser: z.number().nullable(),
      minBrandAmount: z.number(),
      joinWithinDays: z.number().nullable(),
    })
    .nullable(),
  boughtQty: z.number(),
  brandPaidAmount: z.number(),
  basketBrandAmount: z.number().optional(),
  refusedCode: z.string().nullable().optional(),
  refusedMessage: z.string().nullable().optional(),
});
export type PostOperationsEventplansChkvalidResponse = z.infer<typeof postOperationsEventplansChkvalidResponse>;
