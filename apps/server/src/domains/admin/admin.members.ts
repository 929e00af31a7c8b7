import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  RC,
  STAFF_ROLES,
  type AdminMemberDetailResponse,
  type AdminMemberListResponse,
  type PatchAdminMembersRoleResponse,
  type PostAdminMembersSanctionsLiftResponse,
  type PostAdminMembersSanctionsResponse,
  type PostAdminPointsGrantsResponse,
  type adminMemberListQuery,
  type adminSanctionRequest,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { couponPolicies, orders, userCoupons, userSanctions, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext } from '../../http/route.js';
import { activeSanctions, imposeSanction, liftSanction, type SanctionKind } from '../../shared/sanctions.js';
import { esc, iso, type AdminOpsDeps } from './admin.ops.context.js';
import { presentMember } from './admin.ops.presenters.js';

/** Members: the list, a member's page, sanctions and their lifting, roles and point grants. */
export function createAdminMembers(deps: AdminOpsDeps) {
  const { db, now, points } = deps;
  return {
    async members(q: z.infer<typeof adminMemberListQuery>, limit?: number): Promise<AdminMemberListResponse> {
      const digits = q.q?.replace(/\D/g, '') ?? '';
      const w = and(
        q.role ? eq(users.role, q.role) : undefined,
        q.status ? eq(users.status, q.status) : undefined,
        q.q
          ? or(
              ilike(users.userId, esc(q.q)),
              ilike(users.nickName, esc(q.q)),
              ilike(users.name, esc(q.q)),
              digits.length >= 4 ? ilike(users.mobile, `%${digits}%`) : undefined,
            )
          : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(users)
        .where(w)
        .orderBy(dir(q.sort === 'name' ? users.nickName : users.createdAt), dir(users.userSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(users).where(w);
      return { rows: rows.map(presentMember), totalCount: total?.n ?? 0 };
    },

    async member(userSysId: number): Promise<AdminMemberDetailResponse> {
      const [u] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      const ords = await db
        .select()
        .from(orders)
        .where(eq(orders.userSysId, userSysId))
        .orderBy(desc(orders.createdAt))
        .limit(50);
      const cps = await db
        .select({ name: couponPolicies.name, usedAt: userCoupons.usedAt, expiresAt: userCoupons.expiresAt })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(eq(userCoupons.userSysId, userSysId))
        .orderBy(desc(userCoupons.issuedAt))
        .limit(100);
      const sanctions = await db
        .select()
        .from(userSanctions)
        .where(eq(userSanctions.userSysId, userSysId))
        .orderBy(desc(userSanctions.createdAt), desc(userSanctions.sanctionSysId));
      const at = now();
      return {
        member: presentMember(u),
        pointBalance: await points.balance(db, userSysId),
        coupons: cps.map((c) => ({ name: c.name, usedAt: iso(c.usedAt), expiresAt: iso(c.expiresAt) })),
        orders: ords.map((o) => ({
          orderSysId: o.orderSysId,
          orderNumber: o.orderNumber,
          status: o.status,
          payAmount: o.payAmount,
          createdAt: o.createdAt.toISOString(),
        })),
        sanctions: sanctions.map((s) => ({
          sanctionSysId: s.sanctionSysId,
          kind: s.kind,
          reason: s.reason,
          startsAt: s.startsAt.toISOString(),
          endsAt: iso(s.endsAt),
          active: s.startsAt <= at && (s.endsAt === null || s.endsAt > at),
        })),
      };
    },

    async sanction(
      userSysId: number,
      body: z.infer<typeof adminSanctionRequest>,
      admin: AdminContext,
    ): Promise<PostAdminMembersSanctionsResponse> {
      const [u] = await db
        .select({ id: users.userSysId, role: users.role })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      // operators are not sanctioned (a manager could otherwise lock an admin out)
      if ((STAFF_ROLES as readonly string[]).includes(u.role)) throw new AppError(RC.FORBIDDEN);
      const row = await imposeSanction(db, {
        userSysId,
        kind: body.kind,
        reason: body.reason,
        days: body.kind === 'permanentExit' ? null : body.days,
        at: now(),
      });
      // live at once: the chat mutes or kicks the open sockets; a forced/permanent exit ends every session
      const endedSessions = await deps.sanctionEffects.enforce(userSysId, body.kind, row.endsAt);
      admin.audit.targetType = 'member';
      admin.audit.after = { ...row, endedSessions };
      return { sanctionSysId: row.sanctionSysId, endedSessions };
    },

    async lift(
      userSysId: number,
      sanctionSysId: number,
      admin: AdminContext,
    ): Promise<PostAdminMembersSanctionsLiftResponse> {
      const done = await liftSanction(db, userSysId, sanctionSysId, now());
      if (!done) throw new AppError(RC.SANCTION_NOT_ACTIVE);
      // a trust-call suspension also set the account suspended: lifted (and no other lock), it is active again
      if (done.kind === 'suspension' && !(await activeSanctions(db, userSysId, now())).locked) {
        await db
          .update(users)
          .set({ status: 'active', updatedAt: now() })
          .where(and(eq(users.userSysId, userSysId), eq(users.status, 'suspended')));
      }
      await deps.sanctionEffects.lifted(userSysId, done.kind as SanctionKind);
      admin.audit.targetType = 'member';
      admin.audit.after = { sanctionSysId, endsAt: done.endsAt?.toISOString() ?? null };
      return { sanctionSysId };
    },

    async setRole(userSysId: number, role: string, admin: AdminContext): Promise<PatchAdminMembersRoleResponse> {
      const [u] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      await db.update(users).set({ role, updatedAt: now() }).where(eq(users.userSysId, userSysId));
      admin.audit.targetType = 'member';
      admin.audit.before = { role: u.role };
      admin.audit.after = { role };
      return { userSysId, role };
    },

    async grantPoints(
      body: { userSysId: number; amount: number; reason: string },
      admin: AdminContext,
    ): Promise<PostAdminPointsGrantsResponse> {
      const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userSysId, body.userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      const before = await points.balance(db, body.userSysId);
      await withTx(db, (tx) => points.save(tx, body.userSysId, body.amount, body.reason));
      const after = await points.balance(db, body.userSysId);
      admin.audit.targetType = 'member';
      admin.audit.targetId = String(body.userSysId);
      admin.audit.before = { balance: before };
      admin.audit.after = { balance: after, reason: body.reason };
      return { userSysId: body.userSysId, balance: after };
    },
  };
}
