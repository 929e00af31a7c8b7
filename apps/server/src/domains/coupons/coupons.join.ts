import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { couponPolicies } from '../../db/schema/index.js';

/** Coupon policies in use whose issuance window holds `at` (a missing start or end leaves that side open). */
export const issuableAt = (at: Date) =>
  and(
    eq(couponPolicies.isUse, true),
    or(isNull(couponPolicies.issuanceStartDate), lte(couponPolicies.issuanceStartDate, at)),
    or(isNull(couponPolicies.issuanceEndDate), gt(couponPolicies.issuanceEndDate, at)),
  );

/** The active sign-up (join) coupon policy at `at`: in use and within its issuance window. */
export async function activeJoinPolicy(q: Queryable, at: Date) {
  const [p] = await q
    .select()
    .from(couponPolicies)
    .where(and(eq(couponPolicies.kind, 'join'), issuableAt(at)))
    .orderBy(asc(couponPolicies.couponPolicySysId))
    .limit(1);
  return p;
}

/** What the sign-up coupon takes off now (0 when there is none or its cap is reached): the home banner's figure. */
export async function joinCouponDiscount(q: Queryable, at: Date): Promise<number> {
  const p = await activeJoinPolicy(q, at);
  return p && (p.totalCap === null || p.issuedCount < p.totalCap) ? p.discountAmount : 0;
}
