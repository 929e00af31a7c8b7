import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { RC, type adminClaimListQuery, type adminClaimListResponse } from '@lc/contracts';
import { claims, orderProducts, orders, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext } from '../../http/route.js';
import { esc, ownIn, type AdminOpsDeps } from './admin.ops.context.js';
import { presentClaimRow } from './admin.ops.presenters.js';

/** The claims queue and the scope and audit around a claims-service decision. */
export function createAdminClaimsQueue(deps: Pick<AdminOpsDeps, 'db'>) {
  const { db } = deps;

  async function claimBrand(claimSysId: number) {
    const [c] = await db
      .select({ brandSysId: products.brandSysId })
      .from(claims)
      .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
      .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
      .where(eq(claims.claimSysId, claimSysId));
    if (!c) throw new AppError(RC.CLAIM_NOT_FOUND);
    return c.brandSysId;
  }

  return {
    async claimsList(
      q: z.infer<typeof adminClaimListQuery>,
      admin: AdminContext,
      limit?: number,
    ): Promise<z.infer<typeof adminClaimListResponse>> {
      const w = and(
        ownIn(products.brandSysId, admin.brandFilter()),
        q.brandSysId ? eq(products.brandSysId, q.brandSysId) : undefined,
        q.type ? eq(claims.type, q.type) : undefined,
        q.status ? eq(claims.status, q.status) : undefined,
        q.q ? or(ilike(orders.orderNumber, esc(q.q)), ilike(orders.ordererName, esc(q.q))) : undefined,
      );
      const base = () =>
        db
          .select({
            c: claims,
            orderNumber: orders.orderNumber,
            lineStatus: orderProducts.status,
            name: orderProducts.name,
            brandSysId: products.brandSysId,
          })
          .from(claims)
          .innerJoin(orders, eq(orders.orderSysId, claims.orderSysId))
          .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
          .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId));
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await base()
        .where(w)
        .orderBy(dir(claims.createdAt), dir(claims.claimSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db
        .select({ n: count() })
        .from(claims)
        .innerJoin(orders, eq(orders.orderSysId, claims.orderSysId))
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(w);
      return { rows: rows.map(({ c, ...r }) => presentClaimRow(c, r)), totalCount: total?.n ?? 0 };
    },

    /** Runs a claims-service decision after the scope check; the audit row gets the claim before → after. */
    async claimDecision<T>(claimSysId: number, admin: AdminContext, run: () => Promise<T>): Promise<T> {
      admin.assertBrand(await claimBrand(claimSysId));
      const [before] = await db.select().from(claims).where(eq(claims.claimSysId, claimSysId));
      const out = await run();
      const [after] = await db.select().from(claims).where(eq(claims.claimSysId, claimSysId));
      admin.audit.targetType = 'claim';
      admin.audit.before = before ? { status: before.status, type: before.type } : null;
      admin.audit.after = after ? { status: after.status, type: after.type, denyReason: after.denyReason } : null;
      return out;
    },
  };
}
