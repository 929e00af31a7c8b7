import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  RC,
  adminContentListResponse,
  adminCouponIssueRequest,
  adminCouponListQuery,
  adminCouponRequest,
  adminCouponUpdateRequest,
  adminIdParams,
  patchAdminCouponsResponse,
  postAdminCouponsIssueResponse,
  postAdminCouponsResponse,
} from '@lc/contracts';
import { withTx, type Db } from '../../db/client.js';
import { couponPolicies, userCoupons, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';

const DAY = 86_400_000;
const dates = (b: { issuanceStartDate?: string | null | undefined; issuanceEndDate?: string | null | undefined }) => ({
  ...(b.issuanceStartDate !== undefined
    ? { issuanceStartDate: b.issuanceStartDate ? new Date(b.issuanceStartDate) : null }
    : {}),
  ...(b.issuanceEndDate !== undefined
    ? { issuanceEndDate: b.issuanceEndDate ? new Date(b.issuanceEndDate) : null }
    : {}),
});

function strip<T extends { issuanceStartDate?: unknown; issuanceEndDate?: unknown }>(b: T) {
  const { issuanceStartDate: _s, issuanceEndDate: _e, ...rest } = b;
  return rest;
}

/** Coupon policies and issuing (issue 15): reading is operations, writing is a money setting (admin). */
export function adminCouponRoutes(r: Router, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  async function policy(id: number) {
    const [p] = await db.select().from(couponPolicies).where(eq(couponPolicies.couponPolicySysId, id));
    if (!p) throw new AppError(RC.COUPON_UNAVAILABLE);
    return p;
  }

  r.route({
    method: 'GET',
    path: 'admin/coupons',
    auth: 'admin',
    action: 'coupons.read',
    query: adminCouponListQuery,
    response: adminContentListResponse,
    summary: 'Coupon policies',
    handler: async ({ query }) => {
      const w = query.kind ? eq(couponPolicies.kind, query.kind) : undefined;
      const rows = await db
        .select()
        .from(couponPolicies)
        .where(w)
        .orderBy(desc(couponPolicies.createdAt), desc(couponPolicies.couponPolicySysId))
        .limit(query.rowCount)
        .offset(query.startIndex);
      const [total] = await db.select({ n: count() }).from(couponPolicies).where(w);
      return { rows, totalCount: total?.n ?? 0 };
    },
  });
  r.route({
    method: 'POST',
    path: 'admin/coupons',
    response: postAdminCouponsResponse,
    auth: 'admin',
    action: 'coupons.write',
    body: adminCouponRequest,
    summary: 'Create a coupon policy',
    handler: async ({ body, admin }) => {
      const [row] = await db
        .insert(couponPolicies)
        .values({ ...strip(body), ...dates(body), createdAt: now() })
        .returning();
      admin.audit.targetType = 'coupon';
      admin.audit.targetId = String(row!.couponPolicySysId);
      admin.audit.after = row;
      return { couponPolicySysId: row!.couponPolicySysId };
    },
  });
  r.route({
    method: 'PATCH',
    path: 'admin/coupons/:id',
    response: patchAdminCouponsResponse,
    auth: 'admin',
    action: 'coupons.write',
    target: 'coupon',
    params: adminIdParams,
    body: adminCouponUpdateRequest,
    summary: 'Change a coupon policy (isUse false stops issuing)',
    handler: async ({ params, body, admin }) => {
      const before = await policy(params.id);
      const [after] = await db
        .update(couponPolicies)
        .set({ ...strip(body), ...dates(body) })
        .where(eq(couponPolicies.couponPolicySysId, params.id))
        .returning();
      admin.audit.before = before;
      admin.audit.after = after;
      return { couponPolicySysId: params.id };
    },
  });
  r.route({
    method: 'POST',
    path: 'admin/coupons/:id/issue',
    response: postAdminCouponsIssueResponse,
    auth: 'admin',
    action: 'coupons.write',
    target: 'coupon',
    params: adminIdParams,
    body: adminCouponIssueRequest,
    summary: 'Issue a coupon to members (the total cap holds; holders are skipped)',
    handler: async ({ params, body, admin }) => {
      const p = await policy(params.id);
      const ids = [...new Set(body.userSysIds)];
      const found = await db.select({ id: users.userSysId }).from(users).where(inArray(users.userSysId, ids));
      if (found.length !== ids.length) throw new AppError(RC.MEMBER_NOT_FOUND);
      const at = now();
      const issued = await withTx(db, async (tx) => {
        const fresh = await tx
          .insert(userCoupons)
          .values(
            ids.map((u) => ({
              couponPolicySysId: p.couponPolicySysId,
              userSysId: u,
              issuedAt: at,
              expiresAt: new Date(at.getTime() + p.validityDays * DAY),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: userCoupons.userCouponSysId });
        // the cap is one conditional UPDATE: over it, nothing is issued
        const ok = await tx
          .update(couponPolicies)
          .set({ issuedCount: sql`${couponPolicies.issuedCount} + ${fresh.length}` })
          .where(
            and(
              eq(couponPolicies.couponPolicySysId, p.couponPolicySysId),
              sql`(${couponPolicies.totalCap} is null or ${couponPolicies.issuedCount} + ${fresh.length} <= ${couponPolicies.totalCap})`,
            ),
          )
          .returning({ n: couponPolicies.issuedCount });
        if (!ok.length) throw new AppError(RC.COUPON_ALL_ISSUED);
        return fresh.length;
      });
      admin.audit.after = { issued, userSysIds: ids };
      return { issued, skipped: ids.length - issued };
    },
  });
}
