import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Coupon policies (shopping §3 "Coupon policy"). Money is integer won; `discountAmount` is won for
 * 'amount' and a percent for 'percent' (capped by maxDiscountAmount). Issuing claims one unit of
 * `totalCap` with a conditional UPDATE (issuedCount < totalCap), so the cap holds under concurrency.
 */
export const couponPolicies = pgTable(
  'coupon_policies',
  {
    couponPolicySysId: serial('coupon_policy_sys_id').primaryKey(),
    /** join | download | live | event */
    kind: varchar('kind', { length: 12 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }),
    /** product: discounts one order line | cart: discounts the order (its eligible lines) */
    applyTypeCode: varchar('apply_type_code', { length: 8 }).notNull().default('cart'),
    /** what it is limited to; all null: every product */
    prdtSysId: integer('prdt_sys_id'),
    brandSysId: integer('brand_sys_id'),
    sellerSysId: integer('seller_sys_id'),
    /** amount | percent */
    discountTypeCode: varchar('discount_type_code', { length: 8 }).notNull(),
    discountAmount: integer('discount_amount').notNull(),
    maxDiscountAmount: integer('max_discount_amount'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    minProductAmount: integer('min_product_amount').notNull().default(0),
    maxProductQty: integer('max_product_qty'),
    /** a user coupon expires this many days after issue */
    validityDays: integer('validity_days').notNull(),
    /** null: unlimited */
    totalCap: integer('total_cap'),
    issuedCount: integer('issued_count').notNull().default(0),
    issuanceStartDate: ts('issuance_start_date'),
    issuanceEndDate: ts('issuance_end_date'),
    isUse: boolean('is_use').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_policies_kind_idx').on(t.kind)],
);

/** Coupons a member holds. One per policy and member. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userCouponSysId: serial('user_coupon_sys_id').primaryKey(),
    couponPolicySysId: integer('coupon_policy_sys_id')
      .notNull()
      .references(() => couponPolicies.couponPolicySysId),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    issuedAt: ts('issued_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** the order that used it (orders work) */
    orderSysId: integer('order_sys_id'),
  },
  (t) => [
    uniqueIndex('user_coupons_policy_user_idx').on(t.couponPolicySysId, t.userSysId),
    index('user_coupons_user_idx').on(t.userSysId),
  ],
);

/**
 * Event products (shopping §5): a product of an event plan (its plan_products row) bought straight
 * from the product page, with a per-member quantity limit, a minimum payment on the same brand and
 * an optional join-date window (members who joined within `joinWithinDays`).
 */
export const eventProductRules = pgTable('event_product_rules', {
  planPrdtSysId: integer('plan_prdt_sys_id').primaryKey(),
  maxQtyPerUser: integer('max_qty_per_user'),
  minBrandAmount: integer('min_brand_amount').notNull().default(0),
  joinWithinDays: integer('join_within_days'),
});

/** What each member has bought of an event product, claimed with one conditional upsert per order. */
export const eventPurchaseCounts = pgTable(
  'event_purchase_counts',
  {
    planPrdtSysId: integer('plan_prdt_sys_id').notNull(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planPrdtSysId, t.userSysId] })],
);
