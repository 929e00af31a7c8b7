import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { RC, type ResultCode } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { orderProducts, orders } from '../../db/schema/index.js';

/**
 * Order-product states after which nothing is open any more (shopping §4): purchase confirmed,
 * cancellation complete, exchange complete, return complete. Every other state — awaiting payment,
 * deposit being checked, paid, preparing, dispatched, delivered (refund and exchange still possible),
 * and any claim in progress or denied — counts as an ongoing order.
 */
export const CLOSED_ORDER_PRODUCT_STATES = [6, 102, 109, 114] as const;

/**
 * The withdrawal check of shopping §5 ("no ongoing orders or payment requests"): a member with an
 * open order line answers 1142. Orders cancelled or expired before payment are closed.
 */
export function openOrdersWithdrawalCheck(db: Db) {
  return async (userSysId: number): Promise<ResultCode | undefined> => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
      .where(
        and(
          eq(orders.userSysId, userSysId),
          isNull(orders.cancelledAt),
          notInArray(orderProducts.status, [...CLOSED_ORDER_PRODUCT_STATES]),
        ),
      );
    return (row?.n ?? 0) > 0 ? RC.WITHDRAW_OPEN_ORDERS : undefined;
  };
}
