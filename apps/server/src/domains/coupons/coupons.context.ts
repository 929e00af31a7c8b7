import { and, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ORDER_STATUS, type Lang } from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import type { userCoupons } from '../../db/schema/index.js';
import {
  couponPolicies,
  eventProductRules,
  eventPurchaseCounts,
  orderProducts,
  orders,
  planProducts,
  plans,
  products,
} from '../../db/schema/index.js';
import { activeJoinPolicy } from './coupons.join.js';
import { type CouponRule } from './coupons.policy.js';
import { couponTermsOf } from './coupons.presenter.js';

export const DAY_MS = 86_400_000;
export type PolicyRow = typeof couponPolicies.$inferSelect;

/** Orders that count as bought (paid and on; not unpaid, not cancelled). */
export const BOUGHT = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.dispatched,
  ORDER_STATUS.delivered,
  ORDER_STATUS.purchaseConfirmed,
];

/** What the coupon parts share: the join policy, the cap claim, the coupon rules and the event-product figures. */
export function createCouponsContext(db: Db, now: () => Date) {
  /** the active join policy within its issuance window */
  const joinPolicy = (q: Queryable) => activeJoinPolicy(q, now());

  /** one conditional UPDATE claims a unit of the cap: never issued past it, whatever the concurrency */
  async function claimUnit(q: Queryable, couponPolicySysId: number): Promise<boolean> {
    const claimed = await q
      .update(couponPolicies)
      .set({ issuedCount: sql`${couponPolicies.issuedCount} + 1` })
      .where(
        and(
          eq(couponPolicies.couponPolicySysId, couponPolicySysId),
          or(isNull(couponPolicies.totalCap), sql`${couponPolicies.issuedCount} < ${couponPolicies.totalCap}`),
        ),
      )
      .returning({ id: couponPolicies.couponPolicySysId });
    return claimed.length > 0;
  }

  const ruleOf = (c: typeof userCoupons.$inferSelect, p: PolicyRow, lang: Lang): CouponRule => ({
    userCouponSysId: c.userCouponSysId,
    ...couponTermsOf(p, lang),
    used: c.usedAt !== null,
    expiresAt: c.expiresAt,
  });

  /** the event rule of a plan product, when it is a product of an event plan running now */
  async function eventRuleOf(q: Queryable, planPrdtSysId: number, prdtSysId?: number) {
    const at = now();
    const [r] = await q
      .select({
        planPrdtSysId: planProducts.planPrdtSysId,
        planSysId: planProducts.planSysId,
        prdtSysId: planProducts.prdtSysId,
        brandSysId: products.brandSysId,
        planStart: plans.startDate,
        maxQtyPerUser: eventProductRules.maxQtyPerUser,
        minBrandAmount: eventProductRules.minBrandAmount,
        joinWithinDays: eventProductRules.joinWithinDays,
      })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .innerJoin(products, eq(products.prdtSysId, planProducts.prdtSysId))
      .leftJoin(eventProductRules, eq(eventProductRules.planPrdtSysId, planProducts.planPrdtSysId))
      .where(
        and(
          eq(planProducts.planPrdtSysId, planPrdtSysId),
          eq(plans.planType, 'event'),
          lte(plans.startDate, at),
          gt(plans.endDate, at),
        ),
      );
    if (!r || (prdtSysId !== undefined && r.prdtSysId !== prdtSysId)) return null;
    return { ...r, minBrandAmount: r.minBrandAmount ?? 0 };
  }

  async function boughtQtyOf(q: Queryable, planPrdtSysId: number, userSysId: number): Promise<number> {
    const [r] = await q
      .select({ qty: eventPurchaseCounts.qty })
      .from(eventPurchaseCounts)
      .where(and(eq(eventPurchaseCounts.planPrdtSysId, planPrdtSysId), eq(eventPurchaseCounts.userSysId, userSysId)));
    return r?.qty ?? 0;
  }

  /** what the member paid for the brand's products since the plan started (orders paid and not cancelled) */
  async function brandPaidOf(q: Queryable, userSysId: number, brandSysId: number, since: Date): Promise<number> {
    const [r] = await q
      .select({ n: sql<number>`coalesce(sum(${orderProducts.lineAmount} - ${orderProducts.couponAmount}), 0)::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
      .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
      .where(
        and(
          eq(orders.userSysId, userSysId),
          inArray(orders.status, BOUGHT),
          inArray(orderProducts.status, [0, ...BOUGHT]),
          eq(products.brandSysId, brandSysId),
          gte(orders.createdAt, since),
          isNull(orderProducts.planPrdtSysId),
        ),
      );
    return r?.n ?? 0;
  }

  return { db, now, joinPolicy, claimUnit, ruleOf, eventRuleOf, boughtQtyOf, brandPaidOf };
}

export type CouponsContext = ReturnType<typeof createCouponsContext>;
