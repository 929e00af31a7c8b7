import type { z } from 'zod';
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AdminDashboardResponse, adminMeResponse } from '@lc/contracts';
import {
  broadcastSchedules,
  broadcasts,
  claims,
  orderProducts,
  orders,
  payments,
  products,
  userReports,
} from '../../db/schema/index.js';
import type { AdminContext } from '../../http/route.js';
import { waitingQuestionCount } from '../questions/questions.queue.js';
import { kstDay, kstDayEnd, kstDayStart } from './admin.policy.js';
import { ownIn, type AdminOpsDeps } from './admin.ops.context.js';

/** The caller's back-office identity and today's figures (a brand seller sees its own brands'). */
export function createAdminDashboard(deps: Pick<AdminOpsDeps, 'db' | 'now'>) {
  const { db, now } = deps;
  return {
    async me(admin: AdminContext, actions: string[]): Promise<z.infer<typeof adminMeResponse>> {
      return { userSysId: admin.userSysId, role: admin.role, brandSysIds: admin.brandSysIds, actions };
    },

    async dashboard(admin: AdminContext): Promise<AdminDashboardResponse> {
      const own = admin.brandFilter();
      const day = kstDay(now());
      const start = kstDayStart(day);
      const end = kstDayEnd(day);
      const paidStates = [2, 3, 4, 5, 6];
      const [today] = await db
        .select({
          orders: sql<number>`count(distinct ${orders.orderSysId})::int`,
          revenue: sql<number>`coalesce(sum(${orderProducts.lineAmount} - ${orderProducts.couponAmount}), 0)::int`,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(
          and(
            gte(orders.paidAt, start),
            lt(orders.paidAt, end),
            inArray(orderProducts.status, paidStates),
            ownIn(products.brandSysId, own),
          ),
        );
      const live = await db
        .select({
          broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
          broadcastSysId: broadcasts.broadcastSysId,
          title: broadcasts.title,
          viewers: broadcastSchedules.viewCnt,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(
          and(eq(broadcastSchedules.liveFlag, 1), isNull(broadcasts.blockedAt), ownIn(broadcasts.brandSysId, own)),
        );
      const waiting = await db
        .select({ type: claims.type, n: count() })
        .from(claims)
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(and(eq(claims.status, 'pending'), ownIn(products.brandSysId, own)))
        .groupBy(claims.type);
      const n = (t: string) => waiting.find((w) => w.type === t)?.n ?? 0;
      const [deposits] = own
        ? [{ n: 0 }]
        : await db
            .select({ n: count() })
            .from(payments)
            .where(and(eq(payments.payMethod, 'vbank'), eq(payments.status, 'waitingDeposit')));
      const [reports] = own
        ? [{ n: 0 }]
        : await db.select({ n: count() }).from(userReports).where(eq(userReports.status, 'received'));
      return {
        day,
        todayOrders: today?.orders ?? 0,
        todayRevenue: today?.revenue ?? 0,
        liveNow: live,
        claimsWaiting: { cancel: n('cancel'), return: n('return'), exchange: n('exchange') },
        // the answer queue's own count (/admin/questions), in the caller's scope
        questionsWaiting: await waitingQuestionCount(db, own),
        depositsWaiting: deposits?.n ?? 0,
        reportsWaiting: reports?.n ?? 0,
      };
    },
  };
}
