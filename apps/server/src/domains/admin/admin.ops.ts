import { createAdminAudit, createAdminRouterDeps } from './admin.audit.js';
import { createAdminBroadcasts } from './admin.broadcasts.js';
import { createAdminClaimsQueue } from './admin.claims-queue.js';
import { createAdminDashboard } from './admin.dashboard.js';
import { createAdminMembers } from './admin.members.js';
import type { AdminOpsDeps } from './admin.ops.context.js';

export type { AdminOpsDeps } from './admin.ops.context.js';

/**
 * Dashboard, claims queue, broadcasts, members and sanctions, reports, points, audit: one object
 * composed of a file per job (admin.dashboard.ts, admin.claims-queue.ts, admin.broadcasts.ts,
 * admin.members.ts, admin.audit.ts) sharing admin.ops.context.ts.
 */
export function createAdminOps(deps: AdminOpsDeps) {
  return {
    /** The router's needs: current role, brands of a brand seller, and the audit writer. */
    routerDeps: createAdminRouterDeps(deps),
    ...createAdminDashboard(deps),
    ...createAdminClaimsQueue(deps),
    ...createAdminBroadcasts(deps),
    ...createAdminMembers(deps),
    ...createAdminAudit(deps),
  };
}

export type AdminOps = ReturnType<typeof createAdminOps>;
