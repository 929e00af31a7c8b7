import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import {
  RC,
  type PostAdminReportsResolveResponse,
  type adminAuditListQuery,
  type adminAuditListResponse,
  type adminReportListQuery,
  type adminReportListResponse,
} from '@lc/contracts';
import { adminAuditLog, userReports, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext, AdminDeps } from '../../http/route.js';
import { kstDayEnd, kstDayStart } from './admin.policy.js';
import { brandsOwnedBy } from '../../shared/brand-sellers.js';
import { iso, type AdminOpsDeps } from './admin.ops.context.js';

/** The router's needs: current role, brands of a brand seller, and the audit writer. */
export function createAdminRouterDeps(deps: Pick<AdminOpsDeps, 'db' | 'now'>): AdminDeps {
  const { db, now } = deps;
  return {
    async account(userSysId) {
      const [u] = await db
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      return u ?? null;
    },
    brandsOf: (userSysId) => brandsOwnedBy(db, userSysId),
    async audit(row) {
      await db.insert(adminAuditLog).values({ ...row, createdAt: now() });
    },
  };
}

/** Members' reports and their handling, and the audit log's reading. */
export function createAdminAudit(deps: Pick<AdminOpsDeps, 'db' | 'now'>) {
  const { db, now } = deps;
  return {
    async reports(q: z.infer<typeof adminReportListQuery>): Promise<z.infer<typeof adminReportListResponse>> {
      const w = q.status ? eq(userReports.status, q.status) : undefined;
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(userReports)
        .where(w)
        .orderBy(dir(userReports.createdAt), dir(userReports.reportSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db.select({ n: count() }).from(userReports).where(w);
      return {
        rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) })),
        totalCount: total?.n ?? 0,
      };
    },

    async resolveReport(
      reportSysId: number,
      status: string,
      admin: AdminContext,
    ): Promise<PostAdminReportsResolveResponse> {
      const [before] = await db.select().from(userReports).where(eq(userReports.reportSysId, reportSysId));
      if (!before) throw new AppError(RC.REPORT_NOT_FOUND);
      await db.update(userReports).set({ status, handledAt: now() }).where(eq(userReports.reportSysId, reportSysId));
      admin.audit.targetType = 'report';
      admin.audit.before = { status: before.status };
      admin.audit.after = { status };
      return { reportSysId, status };
    },

    async audit(
      q: z.infer<typeof adminAuditListQuery>,
      limit?: number,
    ): Promise<z.infer<typeof adminAuditListResponse>> {
      const w = and(
        q.actorUserSysId ? eq(adminAuditLog.actorUserSysId, q.actorUserSysId) : undefined,
        q.action ? eq(adminAuditLog.action, q.action) : undefined,
        q.targetType ? eq(adminAuditLog.targetType, q.targetType) : undefined,
        q.targetId ? eq(adminAuditLog.targetId, q.targetId) : undefined,
        q.from ? gte(adminAuditLog.createdAt, kstDayStart(q.from)) : undefined,
        q.to ? lt(adminAuditLog.createdAt, kstDayEnd(q.to)) : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(adminAuditLog)
        .where(w)
        .orderBy(dir(adminAuditLog.createdAt), dir(adminAuditLog.auditSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(adminAuditLog).where(w);
      return {
        rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        totalCount: total?.n ?? 0,
      };
    },
  };
}
