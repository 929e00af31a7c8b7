import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  ADMIN_ACTIONS,
  ADMIN_CSV_MAX_ROWS,
  adminScope,
  adminAuditListQuery,
  adminAuditListResponse,
  adminBrandListQuery,
  adminBrandListResponse,
  adminBrandRequest,
  adminBrandUpdateRequest,
  adminBroadcastCreateRequest,
  adminBroadcastListQuery,
  adminBroadcastUpdateRequest,
  adminBulkResponse,
  adminCategoryListResponse,
  adminCategoryRequest,
  adminCategoryUpdateRequest,
  adminClaimListQuery,
  adminClaimListResponse,
  adminClaimParams,
  adminDashboardResponse,
  adminDepositListQuery,
  adminDepositListResponse,
  adminDispatchRequest,
  adminIdParams,
  adminLineIdsRequest,
  adminListQuery,
  adminMeResponse,
  adminMemberDetailResponse,
  adminMemberListQuery,
  adminMemberListResponse,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  adminPointGrantRequest,
  adminProductCreateRequest,
  adminProductDetail,
  adminProductListQuery,
  adminProductListResponse,
  adminProductUpdateRequest,
  adminReasonRequest,
  adminReportListQuery,
  adminReportListResponse,
  adminReportResolveRequest,
  adminRoleRequest,
  adminSanctionParams,
  adminSanctionRequest,
  adminScheduleListResponse,
  denyClaimRequest,
  adminUploadResponse,
  adminStreamKeyResponse,
  adminSalesQuery,
  adminSalesResponse,
  adminContractListQuery,
  adminContractListResponse,
  adminIssueStreamKeyRequest,
  streamKeyResponse,
  ADMIN_UPLOAD_MAX_FILES,
  RC,
  patchAdminBrandsResponse,
  patchAdminBroadcastsResponse,
  patchAdminCategoriesResponse,
  patchAdminMembersRoleResponse,
  patchAdminProductsResponse,
  postAdminBrandsResponse,
  postAdminBroadcastsBlockResponse,
  postAdminBroadcastsResponse,
  postAdminBroadcastsUnblockResponse,
  postAdminCategoriesResponse,
  postAdminClaimsApproveResponse,
  postAdminClaimsDenyResponse,
  postAdminClaimsReceiveResponse,
  postAdminClaimsRefundResponse,
  postAdminMembersSanctionsLiftResponse,
  postAdminMembersSanctionsResponse,
  postAdminPointsGrantsResponse,
  postAdminProductsResponse,
  postAdminReportsResolveResponse,
  postAdminSelloversContractDecisionResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import type { Router } from '../../http/route.js';
import type { ClaimsService } from '../claims/claims.service.js';
import type { PointsService } from '../points/points.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { createAdminCatalog } from './admin.catalog.js';
import { adminContentRoutes } from './admin.content.js';
import { adminCouponRoutes } from './admin.coupons.js';
import { createAdminOps } from './admin.ops.js';
import { createAdminOrders, listDeposits } from './admin.orders.js';
import { toCsv } from './admin.policy.js';
import { createAdminSales } from './admin.sales.js';
import type { SanctionEffects } from '../../shared/sanctions.js';

/** A list answered as JSON, or (format=csv) as a CSV download of up to ADMIN_CSV_MAX_ROWS rows. */
async function listOrCsv<R extends Record<string, unknown>>(
  reply: FastifyReply,
  format: 'json' | 'csv',
  name: string,
  load: (limit?: number) => Promise<{ rows: R[]; totalCount: number }>,
) {
  if (format === 'json') return load();
  const { rows } = await load(ADMIN_CSV_MAX_ROWS);
  const columns = rows[0] ? Object.keys(rows[0]).filter((k) => k !== 'history') : ['empty'];
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(toCsv(rows, columns));
}

/** The operator back-office under /api/v1/admin (issue 15): every route declares its policy action. */
export function adminRoutes(
  r: Router,
  deps: {
    db: Db;
    now: () => Date;
    claims: ClaimsService;
    points: PointsService;
    uploads: UploadsService;
    endLive: (scheduleId: number) => Promise<unknown>;
    sanctionEffects: SanctionEffects;
    /** the sellers' contract move as the vendor (sellers.service.ts) */
    moveContract: (contractSysId: number, to: number, byUserSysId: number) => Promise<object>;
    /** the media pipeline's key issue for a schedule, as staff (undefined: no media role here → 8xxx) */
    issueStreamKey: (
      body: { broadcastSysId: number; broadcastScheduleSysId: number },
      byUserSysId: number,
      requestHost: string | undefined,
    ) => Promise<z.infer<typeof streamKeyResponse>>;
  },
) {
  const ordersSvc = createAdminOrders(deps);
  const catalog = createAdminCatalog(deps);
  const ops = createAdminOps(deps);
  r.useAdmin(ops.routerDeps);
  const claims = deps.claims;

  r.route({
    method: 'GET',
    path: 'admin/me',
    auth: 'admin',
    action: 'dashboard.read',
    response: adminMeResponse,
    summary: 'The caller’s back-office role, brands and allowed actions',
    handler: ({ admin }) =>
      ops.me(
        admin,
        ADMIN_ACTIONS.filter((a) => adminScope(a, admin.role) !== null),
      ),
  });
  r.route({
    method: 'GET',
    path: 'admin/dashboard',
    auth: 'admin',
    action: 'dashboard.read',
    response: adminDashboardResponse,
    summary: 'Today’s orders and revenue, live shows, claims, deposits and reports waiting',
    handler: ({ admin }) => ops.dashboard(admin),
  });

  // ---- orders
  r.route({
    method: 'GET',
    path: 'admin/orders',
    auth: 'admin',
    action: 'orders.read',
    query: adminOrderListQuery,
    response: adminOrderListResponse,
    summary: 'Order lines with filters (state, date, payment, member, brand, search); format=csv exports',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'orders', (limit) => ordersSvc.list(query, admin, limit)),
  });
  r.route({
    method: 'GET',
    path: 'admin/orders/:id',
    auth: 'admin',
    action: 'orders.read',
    target: 'order',
    params: adminIdParams,
    response: adminOrderDetailResponse,
    summary: 'One order with its lines, their state history and payments',
    handler: ({ params, admin }) => ordersSvc.detail(params.id, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/orders/prepare',
    auth: 'admin',
    action: 'orders.fulfil',
    body: adminLineIdsRequest,
    response: adminBulkResponse,
    summary: 'Paid lines → merchandise being prepared (3); all or nothing',
    handler: ({ body, admin }) => ordersSvc.move('prepare', body.orderPrdtSysIds, body.reason, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/orders/dispatch',
    auth: 'admin',
    action: 'orders.fulfil',
    body: adminDispatchRequest,
    response: adminBulkResponse,
    summary: 'Dispatch up to 500 lines with carrier and invoice number in one transaction',
    handler: ({ body, admin }) => ordersSvc.dispatch(body, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/orders/delivered',
    auth: 'admin',
    action: 'orders.fulfil',
    body: adminLineIdsRequest,
    response: adminBulkResponse,
    summary: 'Dispatched lines → delivered; all or nothing',
    handler: ({ body, admin }) => ordersSvc.move('delivered', body.orderPrdtSysIds, body.reason, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/deposits',
    auth: 'admin',
    action: 'deposits.read',
    query: adminDepositListQuery,
    response: adminDepositListResponse,
    summary: 'Virtual-account payments waiting for a deposit, or matched',
    handler: ({ query, reply }) =>
      listOrCsv(reply, query.format, 'deposits', (limit) => listDeposits(deps.db, query, limit)),
  });

  // ---- claims (decisions through the claims service)
  r.route({
    method: 'GET',
    path: 'admin/claims',
    auth: 'admin',
    action: 'claims.read',
    query: adminClaimListQuery,
    response: adminClaimListResponse,
    summary: 'Cancel / return / exchange queues',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'claims', (limit) => ops.claimsList(query, admin, limit)),
  });
  r.route({
    method: 'POST',
    path: 'admin/claims/:claimId/approve',
    response: postAdminClaimsApproveResponse,
    auth: 'admin',
    action: 'claims.decide',
    target: 'claim',
    params: adminClaimParams,
    summary: 'Approve a claim (a cancel is refunded at once)',
    handler: ({ params, admin, user }) =>
      ops.claimDecision(params.claimId, admin, () => claims.approve(params.claimId, user!)),
  });
  r.route({
    method: 'POST',
    path: 'admin/claims/:claimId/deny',
    response: postAdminClaimsDenyResponse,
    auth: 'admin',
    action: 'claims.decide',
    target: 'claim',
    params: adminClaimParams,
    body: denyClaimRequest,
    summary: 'Deny a claim with a reason',
    handler: ({ params, body, admin, user }) =>
      ops.claimDecision(params.claimId, admin, () =>
        claims.deny(params.claimId, user!, body.reason, body.exceptionReason ?? null),
      ),
  });
  r.route({
    method: 'POST',
    path: 'admin/claims/:claimId/receive',
    response: postAdminClaimsReceiveResponse,
    auth: 'admin',
    action: 'claims.decide',
    target: 'claim',
    params: adminClaimParams,
    summary: 'Returned goods received',
    handler: ({ params, admin, user }) =>
      ops.claimDecision(params.claimId, admin, () => claims.receive(params.claimId, user!)),
  });
  r.route({
    method: 'POST',
    path: 'admin/claims/:claimId/refund',
    response: postAdminClaimsRefundResponse,
    auth: 'admin',
    action: 'claims.refund',
    target: 'claim',
    params: adminClaimParams,
    summary: 'Refund a received return through the gateway',
    handler: ({ params, admin, user }) =>
      ops.claimDecision(params.claimId, admin, () => claims.completeRefund(params.claimId, user!)),
  });

  // ---- catalog
  r.route({
    method: 'GET',
    path: 'admin/products',
    auth: 'admin',
    action: 'products.read',
    query: adminProductListQuery,
    response: adminProductListResponse,
    summary: 'Products with filters; format=csv exports',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'products', (limit) => catalog.listProducts(query, admin, limit)),
  });
  r.route({
    method: 'GET',
    path: 'admin/products/:id',
    auth: 'admin',
    action: 'products.read',
    target: 'product',
    params: adminIdParams,
    response: adminProductDetail,
    summary: 'One product with options, adding products and images',
    handler: ({ params, admin }) => catalog.product(params.id, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/products',
    response: postAdminProductsResponse,
    auth: 'admin',
    action: 'products.write',
    body: adminProductCreateRequest,
    summary: 'Create a product (options, adding products, images, live price window)',
    handler: ({ body, admin }) => catalog.createProduct(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/products/:id',
    response: patchAdminProductsResponse,
    auth: 'admin',
    action: 'products.write',
    target: 'product',
    params: adminIdParams,
    body: adminProductUpdateRequest,
    summary: 'Change a product (display and sold-out switches, stock, prices, lists)',
    handler: ({ params, body, admin }) => catalog.updateProduct(params.id, body, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/brands',
    auth: 'admin',
    action: 'brands.read',
    query: adminBrandListQuery,
    response: adminBrandListResponse,
    summary: 'Brands (a brand seller sees its own)',
    handler: ({ query, admin }) => catalog.listBrands(query, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/brands',
    response: postAdminBrandsResponse,
    auth: 'admin',
    action: 'brands.write',
    body: adminBrandRequest,
    summary: 'Create a brand',
    handler: ({ body, admin }) => catalog.createBrand(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/brands/:id',
    response: patchAdminBrandsResponse,
    auth: 'admin',
    action: 'brands.write',
    target: 'brand',
    params: adminIdParams,
    body: adminBrandUpdateRequest,
    summary: 'Change a brand',
    handler: ({ params, body, admin }) => catalog.updateBrand(params.id, body, admin),
  });
  r.route({
    method: 'GET',
    path: 'admin/categories',
    auth: 'admin',
    action: 'categories.read',
    response: adminCategoryListResponse,
    summary: 'The category tree',
    handler: () => catalog.listCategories(),
  });
  r.route({
    method: 'POST',
    path: 'admin/categories',
    response: postAdminCategoriesResponse,
    auth: 'admin',
    action: 'categories.write',
    body: adminCategoryRequest,
    summary: 'Create a category (two levels)',
    handler: ({ body, admin }) => catalog.createCategory(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/categories/:id',
    response: patchAdminCategoriesResponse,
    auth: 'admin',
    action: 'categories.write',
    target: 'category',
    params: adminIdParams,
    body: adminCategoryUpdateRequest,
    summary: 'Change a category',
    handler: ({ params, body, admin }) => catalog.updateCategory(params.id, body, admin),
  });

  // ---- broadcasts
  r.route({
    method: 'GET',
    path: 'admin/broadcasts',
    auth: 'admin',
    action: 'broadcasts.read',
    query: adminBroadcastListQuery,
    response: adminScheduleListResponse,
    summary: 'Schedules between two dates (the calendar)',
    handler: ({ query, admin }) => ops.schedules(query, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/broadcasts',
    response: postAdminBroadcastsResponse,
    auth: 'admin',
    action: 'broadcasts.write',
    body: adminBroadcastCreateRequest,
    summary: 'Create a broadcast with its schedules, sellover and products',
    handler: ({ body, admin }) => ops.createBroadcast(body, admin),
  });
  r.route({
    method: 'PATCH',
    path: 'admin/broadcasts/:id',
    response: patchAdminBroadcastsResponse,
    auth: 'admin',
    action: 'broadcasts.write',
    target: 'broadcast',
    params: adminIdParams,
    body: adminBroadcastUpdateRequest,
    summary: 'Change a broadcast: sellover, products, added schedules, highlights',
    handler: ({ params, body, admin }) => ops.updateBroadcast(params.id, body, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/broadcasts/:id/block',
    response: postAdminBroadcastsBlockResponse,
    auth: 'admin',
    action: 'broadcasts.block',
    target: 'broadcast',
    params: adminIdParams,
    body: adminReasonRequest,
    summary: 'Block a broadcast (hidden and not playable)',
    handler: ({ params, body, admin }) => ops.block(params.id, true, body.reason, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/broadcasts/:id/unblock',
    response: postAdminBroadcastsUnblockResponse,
    auth: 'admin',
    action: 'broadcasts.block',
    target: 'broadcast',
    params: adminIdParams,
    summary: 'Lift a broadcast’s block',
    handler: ({ params, admin }) => ops.block(params.id, false, null, admin),
  });

  // ---- members, sanctions, reports
  r.route({
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
    method: 'GET',
    path: 'admin/audit',
    auth: 'admin',
    action: 'audit.read',
    query: adminAuditListQuery,
    response: adminAuditListResponse,
    summary: 'The audit log with filters; format=csv exports',
    handler: ({ query, reply }) => listOrCsv(reply, query.format, 'audit', (limit) => ops.audit(query, limit)),
  });
  void adminListQuery;
  adminContentRoutes(r, deps);
  r.route({
    method: 'GET',
    path: 'admin/broadcasts/:id/stream-keys',
    auth: 'admin',
    action: 'broadcasts.streamKey',
    target: 'broadcast',
    params: adminIdParams,
    response: adminStreamKeyResponse,
    summary: 'The stream keys issued for a broadcast’s schedules (status only)',
    handler: ({ params, admin }) => ops.streamKeys(params.id, admin, false),
  });
  r.route({
    method: 'POST',
    path: 'admin/broadcasts/:id/stream-keys',
    auth: 'admin',
    action: 'broadcasts.streamKey',
    target: 'broadcast',
    params: adminIdParams,
    body: adminIssueStreamKeyRequest,
    response: streamKeyResponse,
    summary: 'Issue a stream key for one of the broadcast’s schedules (the ingest URL and the key, shown once)',
    handler: async ({ req, params, body, admin }) => {
      await ops.streamKeys(params.id, admin, false);
      const out = await deps.issueStreamKey(
        { broadcastSysId: params.id, broadcastScheduleSysId: body.broadcastScheduleSysId },
        admin.userSysId,
        req.headers.host,
      );
      admin.audit.targetType = 'broadcast';
      // the secret is not written to the audit log
      admin.audit.after = { broadcastScheduleSysId: out.broadcastScheduleSysId, expiresAt: out.expiresAt };
      return out;
    },
  });
  r.route({
    method: 'POST',
    path: 'admin/broadcasts/:id/stream-keys/revoke',
    auth: 'admin',
    action: 'broadcasts.streamKey',
    target: 'broadcast',
    params: adminIdParams,
    response: adminStreamKeyResponse,
    summary: 'Revoke the broadcast’s open stream keys (a leaked key stops working)',
    handler: ({ params, admin }) => ops.streamKeys(params.id, admin, true),
  });
  r.route({
    method: 'POST',
    path: 'admin/uploads',
    auth: 'admin',
    action: 'uploads.write',
    response: adminUploadResponse,
    summary: 'Upload images (multipart fields file1..file10) for products, brands, banners and plans',
    handler: async ({ req, admin }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const files = Object.entries(body)
        .map(([k, v]) => ({ n: /^file(\d{1,2})$/.exec(k)?.[1], v }))
        .filter((x): x is { n: string; v: Buffer } => x.n !== undefined && Buffer.isBuffer(x.v))
        .sort((a, b) => Number(a.n) - Number(b.n));
      if (files.length === 0) throw new AppError(RC.UPLOAD_EMPTY);
      if (files.length > ADMIN_UPLOAD_MAX_FILES) throw new AppError(RC.UPLOAD_TOO_MANY);
      const images = [];
      for (const f of files) images.push(await deps.uploads.storeImage(f.v, 'admin'));
      admin.audit.targetType = 'upload';
      admin.audit.after = images.map((i) => i.url);
      return { images };
    },
  });
  adminCouponRoutes(r, deps);

  // ---- sales by day (issue 15 gap 1) and sellover contract requests (gap 3)
  const sales = createAdminSales(deps);
  r.route({
    method: 'GET',
    path: 'admin/sales',
    auth: 'admin',
    action: 'sales.read',
    query: adminSalesQuery,
    response: adminSalesResponse,
    summary: 'Sales by KST day with totals (a brand seller: its own brands); format=csv exports',
    handler: async ({ query, admin, reply }) => {
      const out = await sales.sales(query, admin);
      if (query.format === 'json') return out;
      const rows = [...out.days, { day: 'total', ...out.totals }];
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${query.from}-${query.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(rows, ['day', 'orders', 'qty', 'gross', 'refunded', 'net']));
    },
  });
  r.route({
    method: 'GET',
    path: 'admin/sellovers/contracts',
    auth: 'admin',
    action: 'sellovers.read',
    query: adminContractListQuery,
    response: adminContractListResponse,
    summary: 'Sellover contract requests and contracts of the caller’s brands; format=csv exports',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'contracts', (limit) => sales.contracts(query, admin, limit)),
  });
  r.route({
    method: 'POST',
    path: 'admin/sellovers/contracts/:id/accept',
    response: postAdminSelloversContractDecisionResponse,
    auth: 'admin',
    action: 'sellovers.decide',
    target: 'contract',
    params: adminIdParams,
    summary: 'Accept a sellover’s contract request (standby → complete)',
    handler: ({ params, admin }) => sales.decideContract(params.id, true, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/sellovers/contracts/:id/refuse',
    response: postAdminSelloversContractDecisionResponse,
    auth: 'admin',
    action: 'sellovers.decide',
    target: 'contract',
    params: adminIdParams,
    summary: 'Refuse a request or end a contract (→ withdrawn)',
    handler: ({ params, admin }) => sales.decideContract(params.id, false, admin),
  });
}
