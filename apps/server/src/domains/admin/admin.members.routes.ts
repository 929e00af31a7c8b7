import type { Router } from '../../http/route.js';
import {
  adminAuditListQuery,
  adminAuditListResponse,
  adminIdParams,
  adminMemberDetailResponse,
  adminMemberListQuery,
  adminMemberListResponse,
  adminPointGrantRequest,
  adminReportListQuery,
  adminReportListResponse,
  adminReportResolveRequest,
  adminRoleRequest,
  adminSanctionParams,
  adminSanctionRequest,
  patchAdminMembersRoleResponse,
  postAdminMembersSanctionsLiftResponse,
  postAdminMembersSanctionsResponse,
  postAdminPointsGrantsResponse,
  postAdminReportsResolveResponse,
} from '@lc/contracts';
import type { AdminRouteKit } from './admin.routes.js';
import { listOrCsv } from './admin.list-or-csv.js';

/** The back-office's members, sanctions, reports, point grants and the audit log (issue 15): every route declares its policy action. */
export function adminMemberRoutes(r: Router, { ops }: AdminRouteKit): void {
  // ---- members, sanctions, reports
  r.route({
    personalData: true,
    method: 'GET',
    path: 'admin/members',
    auth: 'admin',
    action: 'members.read',
    query: adminMemberListQuery,
    response: adminMemberListResponse,
    summary: 'Member search (e-mail, nickname, name, phone)',
    handler: ({ query, reply }) => listOrCsv(reply, query.format, 'members', (limit) => ops.members(query, limit)),
  });
  r.route({
    method: 'GET',
    path: 'admin/members/:id',
    auth: 'admin',
    action: 'members.read',
    target: 'member',
    params: adminIdParams,
    response: adminMemberDetailResponse,
    summary: 'A member with orders, points, coupons and sanctions',
    handler: ({ params }) => ops.member(params.id),
  });
  r.route({
    method: 'POST',
    path: 'admin/members/:id/sanctions',
    response: postAdminMembersSanctionsResponse,
    auth: 'admin',
    action: 'members.sanction',
    target: 'member',
    params: adminIdParams,
    body: adminSanctionRequest,
    summary: 'Chat ban, forced exit or permanent exit with reason and period',
    handler: ({ params, body, admin }) => ops.sanction(params.id, body, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/members/:id/sanctions/:sanctionId/lift',
    response: postAdminMembersSanctionsLiftResponse,
    auth: 'admin',
    action: 'members.sanction',
    target: 'member',
    params: adminSanctionParams,
    summary: 'End a sanction now',
    handler: ({ params, admin }) => ops.lift(params.id, params.sanctionId, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/members/:id/role',
    response: patchAdminMembersRoleResponse,
    auth: 'admin',
    action: 'members.role',
    target: 'member',
    params: adminIdParams,
    body: adminRoleRequest,
    summary: 'Change a member’s role (admin only)',
    handler: ({ params, body, admin }) => ops.setRole(params.id, body.role, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/reports',
    auth: 'admin',
    action: 'reports.read',
    query: adminReportListQuery,
    response: adminReportListResponse,
    summary: 'The reports queue',
    handler: ({ query }) => ops.reports(query),
  });
  r.route({
    method: 'POST',
    path: 'admin/reports/:id/resolve',
    response: postAdminReportsResolveResponse,
    auth: 'admin',
    action: 'reports.resolve',
    target: 'report',
    params: adminIdParams,
    body: adminReportResolveRequest,
    summary: 'Mark a report reviewing, actioned or rejected',
    handler: ({ params, body, admin }) => ops.resolveReport(params.id, body.status, admin),
  });
  // ---- points and the audit log
  r.route({
    method: 'POST',
    path: 'admin/points/grants',
    response: postAdminPointsGrantsResponse,
    auth: 'admin',
    action: 'points.grant',
    body: adminPointGrantRequest,
    summary: 'Grant points to a member with a reason (admin only)',
    handler: ({ body, admin }) => ops.grantPoints(body, admin),
  });
  r.route({
    personalData: true,
    method: 'GET',
    path: 'admin/audit',
    auth: 'admin',
    action: 'audit.read',
    query: adminAuditListQuery,
    response: adminAuditListResponse,
    summary: 'The audit log with filters; format=csv exports',
    handler: ({ query, reply }) => listOrCsv(reply, query.format, 'audit', (limit) => ops.audit(query, limit)),
  });
}
