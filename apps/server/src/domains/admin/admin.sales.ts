import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  ADMIN_SALES_MAX_DAYS,
  CONTRACT_STATUS,
  ORDER_STATUS,
  RC,
  type AdminSalesDay,
  type adminContractListQuery,
  type adminSalesQuery,
  type AdminSalesResponse,
  type adminContractListResponse,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { brands, orderProducts, orders, products, sallies, sallyContracts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext } from '../../http/route.js';
import { daysBetween, kstDayEnd, kstDayStart } from './admin.policy.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** lines whose money went back to the buyer */
const REFUNDED: number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.returnComplete];

/** Sales by KST day (issue 15 gap 1) and the vendor side of sellover contract requests (gap 3). */
export function createAdminSales(deps: {
  db: Db;
  /** the sellers' state-table move, as the vendor (sellers.service.ts moveContract) */
  moveContract: (contractSysId: number, to: number, byUserSysId: number) => Promise<object>;
}) {
  const { db } = deps;

  return {
    /**
     * Lines paid in the window, grouped by the KST day of the payment: orders, units, gross paid
     * amount (line amount less its coupon share), what was since cancelled or refunded, and net.
     * A brand seller sees only its own brands' lines (and is refused another brand: 9704).
     */
    async sales(q: z.infer<typeof adminSalesQuery>, admin: AdminContext): Promise<AdminSalesResponse> {
      if (q.to < q.from || daysBetween(q.from, q.to) > ADMIN_SALES_MAX_DAYS)
        throw new AppError(RC.ADMIN_RANGE_TOO_LONG);
      if (q.brandSysId) admin.assertBrand(q.brandSysId);
      const own = admin.brandFilter();
      const amount = sql`(${orderProducts.lineAmount} - ${orderProducts.couponAmount})`;
      const day = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          orders: sql<number>`count(distinct ${orders.orderSysId})::int`,
          qty: sql<number>`coalesce(sum(${orderProducts.qty}), 0)::int`,
          gross: sql<number>`coalesce(sum(${amount}), 0)::int`,
          refunded: sql<number>`coalesce(sum(case when ${inArray(orderProducts.status, REFUNDED)} then ${amount} else 0 end), 0)::int`,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(
          and(
            gte(orders.paidAt, kstDayStart(q.from)),
            lt(orders.paidAt, kstDayEnd(q.to)),
            own ? (own.length ? inArray(products.brandSysId, own) : sql`false`) : undefined,
            q.brandSysId ? eq(products.brandSysId, q.brandSysId) : undefined,
          ),
        )
        .groupBy(day)
        .orderBy(day);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const days: AdminSalesDay[] = [];
      for (let t = Date.parse(`${q.from}T00:00:00Z`); t <= Date.parse(`${q.to}T00:00:00Z`); t += 86_400_000) {
        const d = new Date(t).toISOString().slice(0, 10);
        const r = byDay.get(d);
        const gross = r?.gross ?? 0;
        const refunded = r?.refunded ?? 0;
        days.push({ day: d, orders: r?.orders ?? 0, qty: r?.qty ?? 0, gross, refunded, net: gross - refunded });
      }
      const sum = (k: 'orders' | 'qty' | 'gross' | 'refunded' | 'net') => days.reduce((a, d) => a + d[k], 0);
      return {
        from: q.from,
        to: q.to,
        days,
        totals: {
          orders: sum('orders'),
          qty: sum('qty'),
          gross: sum('gross'),
          refunded: sum('refunded'),
          net: sum('net'),
        },
      };
    },

    /** Contract requests and contracts of the caller's brands (every brand for an admin). */
    async contracts(
      q: z.infer<typeof adminContractListQuery>,
      admin: AdminContext,
      limit?: number,
    ): Promise<z.infer<typeof adminContractListResponse>> {
      if (q.brandSysId) admin.assertBrand(q.brandSysId);
      const own = admin.brandFilter();
      const w = and(
        own ? (own.length ? inArray(sallyContracts.brandSysId, own) : sql`false`) : undefined,
        q.brandSysId ? eq(sallyContracts.brandSysId, q.brandSysId) : undefined,
        q.status !== undefined ? eq(sallyContracts.status, q.status) : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select({
          c: sallyContracts,
          sallyName: sallies.sallyName,
          userSysId: sallies.userSysId,
          brandName: brands.name,
        })
        .from(sallyContracts)
        .innerJoin(sallies, eq(sallies.sallySysId, sallyContracts.sallySysId))
        .innerJoin(brands, eq(brands.brandSysId, sallyContracts.brandSysId))
        .where(w)
        .orderBy(dir(sallyContracts.requestedAt), dir(sallyContracts.contractSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(sallyContracts).where(w);
      return {
        rows: rows.map(({ c, ...r }) => ({
          contractSysId: c.contractSysId,
          status: c.status,
          sallySysId: c.sallySysId,
          sallyName: r.sallyName,
          userSysId: r.userSysId,
          brandSysId: c.brandSysId,
          brandName: r.brandName,
          requestedAt: c.requestedAt.toISOString(),
          signedAt: iso(c.signedAt),
          withdrawnAt: iso(c.withdrawnAt),
        })),
        totalCount: total?.n ?? 0,
      };
    },

    /** Accept (→ complete) or refuse / end (→ withdrawn) a contract of the caller's brand, by the state table. */
    async decideContract(contractSysId: number, accept: boolean, admin: AdminContext) {
      const [c] = await db.select().from(sallyContracts).where(eq(sallyContracts.contractSysId, contractSysId));
      if (!c) throw new AppError(RC.SALLY_CONTRACT_MOVE_REFUSED);
      admin.assertBrand(c.brandSysId);
      const to = accept ? CONTRACT_STATUS.complete : CONTRACT_STATUS.withdrawn;
      const out = await deps.moveContract(contractSysId, to, admin.userSysId);
      admin.audit.targetType = 'contract';
      admin.audit.before = { status: c.status };
      admin.audit.after = { status: to };
      return out;
    },
  };
}
