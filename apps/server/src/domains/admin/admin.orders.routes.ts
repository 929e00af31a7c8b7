import type { Router } from '../../http/route.js';
import {
  adminBulkResponse,
  adminClaimListQuery,
  adminClaimListResponse,
  adminClaimParams,
  adminDepositListQuery,
  adminDepositListResponse,
  adminDispatchRequest,
  adminIdParams,
  adminLineIdsRequest,
  adminOrderDetailResponse,
  adminOrderListQuery,
  adminOrderListResponse,
  adminLineParams,
  adminOperatorCancelRequest,
  denyClaimRequest,
  postAdminOperatorMoveResponse,
  postAdminClaimsApproveResponse,
  postAdminClaimsDenyResponse,
  postAdminClaimsReceiveResponse,
  postAdminClaimsRefundResponse,
} from '@lc/contracts';
import { listDeposits } from './admin.orders.js';
import type { AdminRouteKit } from './admin.routes.js';
import { listOrCsv } from './admin.list-or-csv.js';

/** The back-office's orders, deposits and claims (issue 15): every route declares its policy action. */
export function adminOrderRoutes(r: Router, { deps, ordersSvc, ops, claims }: AdminRouteKit): void {
  // ---- orders
  r.route({
    personalData: true,
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
    handler: async ({ body, admin }) => {
      const out = await ordersSvc.dispatch(body, admin);
      // escrow orders: the deliveries are registered with the escrow provider (issue 33)
      await claims.registerEscrowDeliveries(body.lines.map((l) => l.orderPrdtSysId));
      return out;
    },
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
    method: 'POST',
    path: 'admin/orders/:id/lines/:pid/cancel',
    auth: 'admin',
    action: 'claims.refund',
    target: 'order',
    params: adminLineParams,
    body: adminOperatorCancelRequest,
    response: postAdminOperatorMoveResponse,
    summary: 'The operator cancels a paid line before dispatch (2/3 → 102) with a reason and refunds it at once',
    handler: ({ params, body, user }) => claims.operatorCancel(params.id, params.pid, body, user),
  });
  r.route({
    personalData: true,
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
    personalData: true,
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
      ops.claimDecision(params.claimId, admin, () => claims.approve(params.claimId, user)),
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
        claims.deny(params.claimId, user, body.reason, body.exceptionReason ?? null, body.exceptionCode ?? null),
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
      ops.claimDecision(params.claimId, admin, () => claims.receive(params.claimId, user)),
  });
  r.route({
    method: 'POST',
    path: 'admin/claims/:claimId/to-return',
    response: postAdminOperatorMoveResponse,
    auth: 'admin',
    action: 'claims.decide',
    target: 'claim',
    params: adminClaimParams,
    summary: 'An approved exchange whose goods cannot be sent becomes a return (105 → 112, 106 → 113)',
    handler: ({ params, admin, user }) =>
      ops.claimDecision(params.claimId, admin, () => claims.exchangeToReturn(params.claimId, user)),
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
      ops.claimDecision(params.claimId, admin, () => claims.completeRefund(params.claimId, user)),
  });
}
