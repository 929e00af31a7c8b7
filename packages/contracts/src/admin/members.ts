import { z } from 'zod';
import { USER_STATUSES } from '../users/index.js';
import { dateOnly, id, list, text } from './fields.js';
import { adminListQuery } from './lists.js';

// members, sanctions, reports, points, audit
// ---- members, sanctions, reports
export const ADMIN_SANCTION_KINDS = ['chatBan', 'forcedExit', 'permanentExit'] as const;
export type AdminSanctionKind = (typeof ADMIN_SANCTION_KINDS)[number];
export const adminMemberListQuery = adminListQuery.extend({
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  role: z.enum(['buyer', 'sellover', 'manager', 'admin', 'brand']).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export const adminMemberRow = z.object({
  userSysId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const adminMemberListResponse = list(adminMemberRow);
export const adminSanctionView = z.object({
  sanctionSysId: z.number().int(),
  kind: z.string(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export const adminMemberDetailResponse = z.object({
  member: adminMemberRow,
  pointBalance: z.number().int(),
  coupons: z.array(z.object({ name: z.string(), usedAt: z.string().nullable(), expiresAt: z.string().nullable() })),
  orders: z.array(
    z.object({
      orderSysId: z.number().int(),
      orderNumber: z.string(),
      status: z.number().int(),
      payAmount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  sanctions: z.array(adminSanctionView),
});
/**
 * chatBan: no chat in any room for the period; forcedExit: out of every room and no login for the
 * period; permanentExit: no login and no chat for good (`days` ignored).
 */
export const adminSanctionRequest = z.object({
  kind: z.enum(ADMIN_SANCTION_KINDS),
  reason: text(300),
  /** length in days; null = until lifted (permanentExit is always until lifted) */
  days: z.number().int().min(1).max(3650).nullable().default(null),
});
export const adminRoleRequest = z.object({ role: z.enum(['buyer', 'sellover', 'manager', 'admin', 'brand']) });
export const adminReportListQuery = adminListQuery.extend({
  status: z.enum(['received', 'reviewing', 'actioned', 'rejected']).optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export const adminReportRow = z.object({
  reportSysId: z.number().int(),
  reporterSysId: z.number().int(),
  targetUserSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int().nullable(),
  reason: z.string(),
  detail: z.string(),
  status: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export const adminReportListResponse = list(adminReportRow);
export const adminReportResolveRequest = z.object({ status: z.enum(['reviewing', 'actioned', 'rejected']) });

// ---- points
export const adminPointGrantRequest = z.object({
  userSysId: id,
  /** points granted (saved, valid one year like every saving) */
  amount: z.number().int().min(1).max(10_000_000),
  reason: text(200),
});

// ---- audit
export const adminAuditListQuery = adminListQuery.extend({
  actorUserSysId: id.optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(60).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export const adminAuditRow = z.object({
  auditSysId: z.number().int(),
  actorUserSysId: z.number().int(),
  actorRole: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  resultCode: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export const adminAuditListResponse = list(adminAuditRow);
export type AdminAuditRow = z.infer<typeof adminAuditRow>;
