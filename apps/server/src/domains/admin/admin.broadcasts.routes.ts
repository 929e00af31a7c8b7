import type { Router } from '../../http/route.js';
import {
  adminBroadcastCreateRequest,
  adminBroadcastListQuery,
  adminBroadcastUpdateRequest,
  adminIdParams,
  adminReasonRequest,
  adminScheduleListResponse,
  adminStreamKeyResponse,
  adminIssueStreamKeyRequest,
  streamKeyResponse,
  patchAdminBroadcastsResponse,
  postAdminBroadcastsBlockResponse,
  postAdminBroadcastsResponse,
  postAdminBroadcastsUnblockResponse,
} from '@lc/contracts';
import type { AdminRouteKit } from './admin.routes.js';

/** The back-office's broadcasts and their stream keys (issue 15): every route declares its policy action. */
export function adminBroadcastRoutes(r: Router, { deps, ops }: AdminRouteKit): void {
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
}
