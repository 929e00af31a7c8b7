import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { couponPolicies, userCoupons } from '../../db/schema/index.js';

/** A member's coupons not used and not expired at `at`, each with its policy, soonest expiry first. */
export function usableCouponsOf(q: Queryable, userSysId: number, at: Date) {
  return q
    .select({ c: userCoupons, p: couponPolicies })
    .from(userCoupons)
    .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
    .where(and(eq(userCoupons.userSysId, userSysId), isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, at)))
    .orderBy(asc(userCoupons.expiresAt));
}

/** The policies among `policyIds` the member already holds a coupon of (used or not). */
export async function heldPoliciesOf(q: Queryable, userSysId: number, policyIds: number[]): Promise<Set<number>> {
  if (policyIds.length === 0) return new Set();
  const rows = await q
    .select({ id: userCoupons.couponPolicySysId })
    .from(userCoupons)
    .where(and(eq(userCoupons.userSysId, userSysId), inArray(userCoupons.couponPolicySysId, policyIds)));
  return new Set(rows.map((r) => r.id));
}
