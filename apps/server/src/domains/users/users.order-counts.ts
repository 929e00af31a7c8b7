import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MYPAGE_ORDER_BUCKETS, ORDER_STATUS, type MyPageOrderBucket, type MyPageOrderCounts } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { orderProducts, orders } from '../../db/schema/index.js';

const BUCKETS = Object.entries(MYPAGE_ORDER_BUCKETS) as [MyPageOrderBucket, readonly number[]][];

/** A line's state: its own once paid; before that the order's (deposit checking is kept on the order). */
const lineStatus = sql<number>`case when ${orderProducts.status} = ${sql.raw(String(ORDER_STATUS.awaitingPayment))} then ${orders.status} else ${orderProducts.status} end`;

/**
 * My page's order status board: the member's order lines (adding products not counted) by state,
 * grouped into MYPAGE_ORDER_BUCKETS, in one grouped query.
 */
export function orderCountsSource(db: Queryable) {
  return async (userSysId: number): Promise<MyPageOrderCounts> => {
    const rows = await db
      .select({ status: lineStatus, n: sql<number>`count(*)::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
      .where(
        and(
          eq(orders.userSysId, userSysId),
          isNull(orderProducts.parentOrderPrdtSysId),
          inArray(lineStatus, [...new Set(BUCKETS.flatMap(([, codes]) => codes))]),
        ),
      )
      .groupBy(lineStatus);
    const byStatus = new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
    const out = Object.fromEntries(
      BUCKETS.map(([bucket, codes]) => [bucket, codes.reduce((s, c) => s + (byStatus.get(c) ?? 0), 0)]),
    );
    return out as MyPageOrderCounts;
  };
}
