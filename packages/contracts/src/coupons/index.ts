import { z } from 'zod';

/** Coupon discount types: a won amount, or a percent capped by maxDiscountAmount. */
export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** Coupon policy kinds. Only 'join' is issued so far (at sign-up). */
export const COUPON_KINDS = ['join', 'download', 'live', 'event'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** GET coupons/user/join: the signup coupon, for the join-coupon banner (shown when discountAmount > 0). */
export const joinCouponResponse = z.object({
  coupon: z
    .object({
      name: z.string(),
      discountTypeCode: z.enum(DISCOUNT_TYPES),
      discountAmount: z.number().int(),
      maxDiscountAmount: z.number().int().nullable(),
      minOrderAmount: z.number().int(),
      validityDays: z.number().int(),
    })
    .nullable(),
});
export type JoinCouponResponse = z.infer<typeof joinCouponResponse>;

const sysId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Where a coupon applies: a product coupon (상품 쿠폰) discounts one order line; a cart coupon
 * (장바구니/주문 쿠폰) discounts the whole order (its eligible lines), allocated across them.
 */
export const COUPON_APPLY_TYPES = ['product', 'cart'] as const;
export type CouponApplyType = (typeof COUPON_APPLY_TYPES)[number];

/** Coupon rules the spec leaves open (docs/decisions.md). */
export const COUPON_POLICY = {
  /** at most one cart coupon per order; one product coupon per line */
  maxCartCouponsPerOrder: 1,
  /** a coupon given back on a refund gets this many more days (shopping §9, live §9) */
  refundExtensionDays: 3,
  /** the coupon box shows used and expired coupons of the last this many days */
  historyDays: 180,
} as const;

/**
 * The sign-up (join) coupon as the demo data and a fresh install create it: 3,000 won off an order
 * of 15,000 won or more, valid 30 days, for the first 10,000 members (docs/decisions.md). The live
 * figures are the server's coupon policy row (coupons/user/join); every text that names the amount
 * (seeded notices included) is built from this one constant.
 */
export const JOIN_COUPON_POLICY = {
  name: '신규가입 축하 쿠폰',
  nameEn: 'Welcome coupon',
  discountTypeCode: 'amount',
  discountAmount: 3000,
  maxDiscountAmount: null,
  minOrderAmount: 15000,
  validityDays: 30,
  totalCap: 10000,
} as const;

/** The signup-coupon popup: "don't show for 7 days" stores the time in localStorage under this key. */
export const JOIN_COUPON_POPUP = { hideDays: 7, storageKey: 'joinCouponPopupHiddenAt' } as const;

/** A coupon policy as a shopper sees it (download list, coupon box). */
export const couponPolicyView = z.object({
  couponPolicySysId: z.number().int(),
  kind: z.enum(COUPON_KINDS),
  applyTypeCode: z.enum(COUPON_APPLY_TYPES),
  name: z.string(),
  discountTypeCode: z.enum(DISCOUNT_TYPES),
  /** won for 'amount', percent for 'percent' */
  discountAmount: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  minProductAmount: z.number().int(),
  maxProductQty: z.number().int().nullable(),
  validityDays: z.number().int(),
  /** what it is limited to (null: every product) */
  prdtSysId: z.number().int().nullable(),
  brandSysId: z.number().int().nullable(),
  sellerSysId: z.number().int().nullable(),
  issuanceEndDate: z.string().nullable(),
});
export type CouponPolicyView = z.infer<typeof couponPolicyView>;

/**
 * GET coupons/policy/products?prdtSysId&sellerSysId&brandSysId(&planSysId): download coupons offered on a
 * product page (prdtSysId), a brand page (brandSysId alone: coupons usable on some product of the brand)
 * or an exhibition/event page (planSysId: coupons usable on some product of the plan). One of the three.
 */
export const couponPolicyProductsQuery = z
  .object({
    prdtSysId: sysId.optional(),
    sellerSysId: sysId.optional(),
    brandSysId: sysId.optional(),
    planSysId: sysId.optional(),
  })
  .refine((q) => q.prdtSysId !== undefined || q.brandSysId !== undefined || q.planSysId !== undefined, {
    message: 'prdtSysId, brandSysId or planSysId',
  });
export type CouponPolicyProductsQuery = z.infer<typeof couponPolicyProductsQuery>;
export const downloadableCoupon = couponPolicyView.extend({
  /** 1 when the caller already holds it */
  isIssued: z.union([z.literal(0), z.literal(1)]),
  /** 1 when every coupon of a capped policy has been issued */
  isAllIssued: z.union([z.literal(0), z.literal(1)]),
});
export type DownloadableCoupon = z.infer<typeof downloadableCoupon>;
export const couponPolicyProductsResponse = z.object({ coupons: z.array(downloadableCoupon) });
export type CouponPolicyProductsResponse = z.infer<typeof couponPolicyProductsResponse>;

/** POST coupons/{policyId} (download; Idempotency-Key). */
export const couponPolicyParams = z.object({ id: sysId });
export const couponDownloadResponse = z.object({
  userCouponSysId: z.number().int(),
  couponPolicySysId: z.number().int(),
  expiresAt: z.string(),
});
export type CouponDownloadResponse = z.infer<typeof couponDownloadResponse>;

/**
 * GET coupons/users/{id}?searchTypeCode&useTypeCode (/Coupon): useTypeCode 1 usable, 2 used,
 * 3 expired; searchTypeCode 0 every coupon, 1 product coupons, 2 cart coupons.
 */
export const COUPON_USE_TYPES = { usable: 1, used: 2, expired: 3 } as const;
export const COUPON_SEARCH_TYPES = { all: 0, product: 1, cart: 2 } as const;
export const couponBoxQuery = z.object({
  searchTypeCode: z.coerce.number().int().min(0).max(2).default(0),
  useTypeCode: z.coerce.number().int().min(1).max(3).default(1),
});
export const userCouponView = couponPolicyView.extend({
  userCouponSysId: z.number().int(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  orderSysId: z.number().int().nullable(),
});
export type UserCouponView = z.infer<typeof userCouponView>;
export const couponBoxResponse = z.object({
  coupons: z.array(userCouponView),
  /** usable coupons held (for the tab badge) */
  usableCount: z.number().int(),
});
export type CouponBoxResponse = z.infer<typeof couponBoxResponse>;

/** GET coupons/{id}/products?prdtSysIds=1,2&startIndex&rowCount (/CouponProductsList): id is the policy. */
export const couponProductsQuery = z.object({
  prdtSysIds: z
    .string()
    .max(2000)
    .optional()
    .transform((v): unknown[] | undefined =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(sysId).max(100).optional()),
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
});
export const couponProduct = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  marketPrice: z.number().int(),
  price: z.number().int(),
  discountRate: z.number().int(),
  isSoldout: z.union([z.literal(0), z.literal(1)]),
});
export type CouponProduct = z.infer<typeof couponProduct>;
export const couponProductsResponse = z.object({
  coupon: couponPolicyView,
  products: z.array(couponProduct),
  totalCount: z.number().int(),
});
export type CouponProductsResponse = z.infer<typeof couponProductsResponse>;

/** A coupon chosen on /BuyProduct: a product coupon names the line (index into items); a cart coupon does not. */
export const couponSelection = z.object({
  userCouponSysId: sysId,
  lineIndex: z.coerce.number().int().min(0).max(99).nullable().optional(),
});
export type CouponSelection = z.input<typeof couponSelection>;

/** A coupon the quote applied, with its server-computed discount. */
export const appliedCoupon = z.object({
  userCouponSysId: z.number().int(),
  name: z.string(),
  applyTypeCode: z.enum(COUPON_APPLY_TYPES),
  lineIndex: z.number().int().nullable(),
  discount: z.number().int(),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

/**
 * A usable coupon of the buyer and what it would do to this order on its own: per line for a
 * product coupon, for the order for a cart coupon (discount, or the result code that stops it).
 */
export const couponOption = userCouponView.extend({
  targets: z.array(
    z.object({
      lineIndex: z.number().int().nullable(),
      discount: z.number().int(),
      blockedCode: z.string().nullable(),
    }),
  ),
});
export type CouponOption = z.infer<typeof couponOption>;

/** Event products (shopping §5): per-member quantity, minimum same-brand payment, join-date window. */
export const eventRuleView = z.object({
  planPrdtSysId: z.number().int(),
  planSysId: z.number().int(),
  prdtSysId: z.number().int(),
  maxQtyPerUser: z.number().int().nullable(),
  minBrandAmount: z.number().int(),
  joinWithinDays: z.number().int().nullable(),
});
export type EventRuleView = z.infer<typeof eventRuleView>;

/** POST operations/eventplans/chkvalid: may the member buy this event product now (login required). */
export const eventCheckRequest = z.object({
  planPrdtSysId: sysId,
  prdtSysId: sysId.optional(),
  qty: z.coerce.number().int().min(1).max(999).default(1),
  /**
   * 1: the product page's view — a broken rule is answered in the body (refusedCode, refusedMessage) with
   * the rule and the member's counts, instead of refusing with its code
   */
  report: z.coerce.number().int().min(0).max(1).optional(),
});
export const eventCheckResponse = z.object({
  /** 1: an event product the member may buy; 0: not an event product (an ordinary purchase) */
  isEvent: z.union([z.literal(0), z.literal(1)]),
  rule: eventRuleView.nullable(),
  /** what the member has already bought of it (orders not cancelled) */
  boughtQty: z.number().int(),
  /** what the member has paid for the brand within the event (orders not cancelled) */
  brandPaidAmount: z.number().int(),
  /** the same brand's orderable lines in the member's cart (other products), counted towards the minimum */
  basketBrandAmount: z.number().int().optional(),
  /** with report=1: the first broken rule (6010 join date, 6008 per-person limit, 6009 same-brand minimum), or null */
  refusedCode: z.string().nullable().optional(),
  refusedMessage: z.string().nullable().optional(),
});
export type EventCheckResponse = z.infer<typeof eventCheckResponse>;
export * from './responses.js';
