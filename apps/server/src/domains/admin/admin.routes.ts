import type { z } from 'zod';
import type { streamKeyResponse } from '@lc/contracts';
import {
  ADMIN_ACTIONS,
  adminScope,
  adminDashboardResponse,
  adminListQuery,
  adminMeResponse,
  adminUploadResponse,
  ADMIN_UPLOAD_MAX_FILES,
  RC,
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
import { createAdminOrders } from './admin.orders.js';
import { createAdminSales } from './admin.sales.js';
import type { SanctionEffects } from '../../shared/sanctions.js';
import { adminBroadcastRoutes } from './admin.broadcasts.routes.js';
import { adminCatalogRoutes } from './admin.catalog.routes.js';
import { adminMemberRoutes } from './admin.members.routes.js';
import { adminOrderRoutes } from './admin.orders.routes.js';
import { adminSalesRoutes } from './admin.sales.routes.js';
import { adminGamePrizeRoutes } from './admin.game-prizes.js';

/** What the back-office routes need from the rest of the app. */
export interface AdminRouteDeps {
  db: Db;
  now: () => Date;
  claims: ClaimsService;
  points: PointsService;
  uploads: UploadsService;
  endLive: (scheduleId: number) => Promise<unknown>;
  /** drops the buyers' catalog caches after a back-office catalog write (the catalog service's invalidate) */
  invalidateCatalog: () => void;
  sanctionEffects: SanctionEffects;
  /** the sellers' contract move as the vendor (sellers.service.ts) */
  moveContract: (contractSysId: number, to: number, byUserSysId: number) => Promise<object>;
  /** the media pipeline's key issue for a schedule, as staff (undefined: no media role here → 8xxx) */
  issueStreamKey: (
    body: { broadcastSysId: number; broadcastScheduleSysId: number },
    byUserSysId: number,
    requestHost: string | undefined,
  ) => Promise<z.infer<typeof streamKeyResponse>>;
}

/** The services the back-office's route files share (built once in `adminRoutes`). */
export interface AdminRouteKit {
  deps: AdminRouteDeps;
  ordersSvc: ReturnType<typeof createAdminOrders>;
  catalog: ReturnType<typeof createAdminCatalog>;
  ops: ReturnType<typeof createAdminOps>;
  claims: ClaimsService;
  sales: ReturnType<typeof createAdminSales>;
}

/** The operator back-office under /api/v1/admin (issue 15): every route declares its policy action. */
export function adminRoutes(r: Router, deps: AdminRouteDeps) {
  const ordersSvc = createAdminOrders(deps);
  const catalog = createAdminCatalog(deps);
  const ops = createAdminOps(deps);
  r.useAdmin(ops.routerDeps);
  const claims = deps.claims;
  const sales = createAdminSales(deps);
  const kit: AdminRouteKit = { deps, ordersSvc, catalog, ops, claims, sales };
  adminOrderRoutes(r, kit);
  adminCatalogRoutes(r, kit);
  adminBroadcastRoutes(r, kit);
  adminMemberRoutes(r, kit);
  adminSalesRoutes(r, kit);
  adminGamePrizeRoutes(r, deps);

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

  void adminListQuery;
  adminContentRoutes(r, deps);
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
}
