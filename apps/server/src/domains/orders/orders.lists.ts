import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ORDER_STATUS_FILTERS,
  orderListQuery,
  orderSearchParams,
  orderSearchQuery,
  RC,
  type Lang,
  type OrderListQuery,
  getOrdersSearchResponse,
  getUsersOrdersListResponse,
  getUsersOrdersProductsListResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import { orderProducts, orders } from '../../db/schema/index.js';
import type { Router } from '../../http/route.js';
import { requestLang } from '../../http/lang.js';
import { englishNamesOf, presentOrder, presentOrderProduct } from './orders.presenter.js';

type Query = z.output<typeof orderListQuery>;

function statesOf(q: Query): number[] {
  if (q.status !== undefined) return [q.status];
  return [...ORDER_STATUS_FILTERS[q.filter]];
}

/**
 * The shopper's order history (issue 7): users/{id}/orders/list (orders with their lines, newest
 * first) and users/{id}/orders/products/list (one row per line), both filtered by line state.
 */
export function createOrderListsService(db: Db) {
  /** The orders with their lines (one query for the lines of the whole page), in the orders' order. */
  async function withLines(rows: (typeof orders.$inferSelect)[], lang: Lang) {
    const lines = rows.length
      ? await db
          .select()
          .from(orderProducts)
          .where(
            inArray(
              orderProducts.orderSysId,
              rows.map((r) => r.orderSysId),
            ),
          )
          .orderBy(asc(orderProducts.orderPrdtSysId))
      : [];
    const en = await englishNamesOf(db, lines, lang);
    return rows.map((o) => ({
      order: presentOrder(o),
      products: lines.filter((l) => l.orderSysId === o.orderSysId).map((l) => presentOrderProduct(l, en)),
    }));
  }

  return {
    async orders(userSysId: number, query: OrderListQuery | Query, lang: Lang = 'ko') {
      const q = orderListQuery.parse(query);
      const states = statesOf(q);
      const where = and(
        eq(orders.userSysId, userSysId),
        states.length
          ? sql`exists (select 1 from ${orderProducts} where ${orderProducts.orderSysId} = ${orders.orderSysId} and ${inArray(orderProducts.status, states)})`
          : undefined,
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderSysId))
        .offset(q.startIndex)
        .limit(q.rowCount);
      return { totalCount: count?.n ?? 0, list: await withLines(rows, lang) };
    },

    /** GET orders/search/{searchType}?value: the caller's orders whose number or one of whose product names matches. */
    async search(
      userSysId: number,
      searchType: 'orderNumber' | 'productName',
      q: { value: string; startIndex: number; rowCount: number },
      lang: Lang = 'ko',
    ) {
      const like = `%${q.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match =
        searchType === 'orderNumber'
          ? ilike(orders.orderNumber, like)
          : sql`exists (select 1 from ${orderProducts} where ${orderProducts.orderSysId} = ${orders.orderSysId} and ${ilike(orderProducts.name, like)})`;
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userSysId, userSysId), match))
        .orderBy(desc(orders.createdAt), desc(orders.orderSysId))
        .offset(q.startIndex)
        .limit(q.rowCount);
      return { list: await withLines(rows, lang) };
    },

    async products(userSysId: number, query: OrderListQuery | Query, lang: Lang = 'ko') {
      const q = orderListQuery.parse(query);
      const states = statesOf(q);
      const where = and(
        eq(orders.userSysId, userSysId),
        states.length ? inArray(orderProducts.status, states) : undefined,
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .where(where);
      const rows = await db
        .select({ line: orderProducts, order: orders })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .where(where)
        .orderBy(desc(orders.createdAt), asc(orderProducts.orderPrdtSysId))
        .offset(q.startIndex)
        .limit(q.rowCount);
      const en = await englishNamesOf(
        db,
        rows.map((r) => r.line),
        lang,
      );
      return {
        totalCount: count?.n ?? 0,
        list: rows.map((r) => ({
          ...presentOrderProduct(r.line, en),
          orderSysId: r.order.orderSysId,
          orderNumber: r.order.orderNumber,
          orderedAt: r.order.createdAt.toISOString(),
          payMethod: r.order.payMethod,
        })),
      };
    },
  };
}
export type OrderListsService = ReturnType<typeof createOrderListsService>;

const userParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function orderListsRoutes(r: Router, s: OrderListsService) {
  r.route({
    method: 'GET',
    path: 'orders/search/:searchType',
    response: getOrdersSearchResponse,
    auth: 'user',
    params: orderSearchParams,
    query: orderSearchQuery,
    handler: ({ req, params, query, user }) => {
      if (!user) throw new AppError(RC.LOGIN_REQUIRED);
      return s.search(user.authSysId, params.searchType, query, requestLang(req));
    },
  });
  r.route({
    method: 'GET',
    path: 'users/:id/orders/list',
    response: getUsersOrdersListResponse,
    auth: 'owner',
    params: userParams,
    query: orderListQuery,
    handler: ({ req, params, query }) => s.orders(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/orders/products/list',
    response: getUsersOrdersProductsListResponse,
    auth: 'owner',
    params: userParams,
    query: orderListQuery,
    handler: ({ req, params, query }) => s.products(params.id, query, requestLang(req)),
  });
}
