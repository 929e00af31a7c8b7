import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUS,
  RC,
  dispatchedReason,
  findTransition,
  type AdminDispatchRequest,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type OrderStatusCode,
  type adminOrderListResponse,
  type AdminOrderDetailResponse,
  type adminBulkResponse,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import { orderDeliveries, orderProducts, orders, payments, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext } from '../../http/route.js';
import { historyOf, transitionLines, type TransitionInput, type TransitionResult } from '../orders/orders.lifecycle.js';
import { kstDayEnd, kstDayStart } from './admin.policy.js';

const lineColumns = {
  orderSysId: orders.orderSysId,
  orderNumber: orders.orderNumber,
  orderPrdtSysId: orderProducts.orderPrdtSysId,
  parentOrderPrdtSysId: orderProducts.parentOrderPrdtSysId,
  createdAt: orders.createdAt,
  lineStatus: orderProducts.status,
  orderStatus: orders.status,
  payMethod: orders.payMethod,
  payAmount: orders.payAmount,
  lineAmount: orderProducts.lineAmount,
  qty: orderProducts.qty,
  name: orderProducts.name,
  optionText: orderProducts.optionText,
  brandSysId: products.brandSysId,
  brandName: orderProducts.brandName,
  userSysId: orders.userSysId,
  ordererName: orders.ordererName,
  ordererPhone: orders.ordererPhone,
  receiverName: orders.receiverName,
  deliveryCompanyCode: orderDeliveries.deliveryCompanyCode,
  invoiceNumber: orderDeliveries.invoiceNumber,
};
type LineSel = {
  [K in keyof typeof lineColumns]:
    (typeof lineColumns)[K]['_']['data'] | (K extends 'deliveryCompanyCode' | 'invoiceNumber' ? null : never);
};

function presentLine(r: LineSel): AdminOrderRow {
  const { userSysId, createdAt, ...rest } = r;
  return { ...rest, createdAt: createdAt.toISOString(), isMember: userSysId !== null };
}

function lines(q: Queryable) {
  return q
    .select(lineColumns)
    .from(orderProducts)
    .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
    .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderPrdtSysId, orderProducts.orderPrdtSysId));
}

const ACTION_TARGET: Record<'prepare' | 'delivered', (from: number) => OrderStatusCode | null> = {
  prepare: (from) => (from === ORDER_STATUS.paid || from === ORDER_STATUS.cancelDenied ? ORDER_STATUS.preparing : null),
  delivered: (from) =>
    from === ORDER_STATUS.dispatched
      ? ORDER_STATUS.delivered
      : from === ORDER_STATUS.exchangeDispatched
        ? ORDER_STATUS.exchangeDelivered
        : null,
};

/** Orders for the back-office: lists, detail, and bulk moves that are all or nothing. */
export function createAdminOrders(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  function where(q: AdminOrderListQuery, admin: AdminContext): SQL | undefined {
    const brands = admin.brandFilter();
    const c: (SQL | undefined)[] = [];
    if (brands) c.push(brands.length ? inArray(products.brandSysId, brands) : sql`false`);
    if (q.brandSysId) c.push(eq(products.brandSysId, q.brandSysId));
    if (q.status?.length) c.push(inArray(orderProducts.status, q.status));
    if (q.from) c.push(gte(orders.createdAt, kstDayStart(q.from)));
    if (q.to) c.push(lt(orders.createdAt, kstDayEnd(q.to)));
    if (q.payMethod) c.push(eq(orders.payMethod, q.payMethod));
    if (q.member === 'member') c.push(isNotNull(orders.userSysId));
    if (q.member === 'guest') c.push(isNull(orders.userSysId));
    if (q.q) {
      const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const phone = q.q.replace(/\D/g, '');
      const f = q.searchField;
      c.push(
        or(
          !f || f === 'orderNumber' ? ilike(orders.orderNumber, like) : undefined,
          !f || f === 'name' ? ilike(orders.ordererName, like) : undefined,
          (!f || f === 'phone') && phone.length >= 4 ? ilike(orders.ordererPhone, `%${phone}%`) : undefined,
        ) ?? sql`false`,
      );
    }
    return and(...c);
  }

  return {
    async list(
      q: AdminOrderListQuery,
      admin: AdminContext,
      limit?: number,
    ): Promise<z.infer<typeof adminOrderListResponse>> {
      const w = where(q, admin);
      const sortCol = { createdAt: orders.createdAt, payAmount: orders.payAmount, orderNumber: orders.orderNumber }[
        q.sort
      ];
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await lines(db)
        .where(w)
        .orderBy(dir(sortCol), dir(orderProducts.orderPrdtSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db
        .select({ n: count() })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(w);
      return { rows: rows.map((r) => presentLine(r as LineSel)), totalCount: total?.n ?? 0 };
    },

    async detail(orderSysId: number, admin: AdminContext): Promise<AdminOrderDetailResponse> {
      const [o] = await db.select().from(orders).where(eq(orders.orderSysId, orderSysId));
      if (!o) throw new AppError(RC.ORDER_NOT_FOUND);
      let rows = (await lines(db)
        .where(eq(orderProducts.orderSysId, orderSysId))
        .orderBy(asc(orderProducts.orderPrdtSysId))) as LineSel[];
      const brands = admin.brandFilter();
      if (brands) {
        // a brand seller sees its own lines of the order, and only orders that have one
        rows = rows.filter((r) => brands.includes(r.brandSysId));
        if (rows.length === 0) throw new AppError(RC.ADMIN_OTHER_BRAND);
      }
      const withHistory = [];
      for (const r of rows) withHistory.push({ ...presentLine(r), history: await historyOf(db, r.orderPrdtSysId) });
      const pays = await db
        .select()
        .from(payments)
        .where(eq(payments.orderSysId, orderSysId))
        .orderBy(asc(payments.paySysId));
      return {
        order: {
          orderSysId: o.orderSysId,
          orderNumber: o.orderNumber,
          status: o.status,
          payMethod: o.payMethod,
          isMember: o.userSysId !== null,
          userSysId: o.userSysId,
          ordererName: o.ordererName,
          ordererPhone: o.ordererPhone,
          ordererEmail: o.ordererEmail,
          receiverName: o.receiverName,
          receiverPhone: o.receiverPhone,
          postNumber: o.postNumber,
          address: o.address,
          addressDetail: o.addressDetail,
          deliveryMemo: o.deliveryMemo,
          prdtPrice: o.prdtPrice,
          discount: o.discount,
          couponAmount: o.couponAmount,
          pointAmount: o.pointAmount,
          deliveryPrice: o.deliveryPrice,
          addDeliveryCost: o.addDeliveryCost,
          payAmount: o.payAmount,
          createdAt: o.createdAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
        },
        lines: withHistory,
        payments: brands
          ? []
          : pays.map((p) => ({
              paySysId: p.paySysId,
              payMethod: p.payMethod,
              status: p.status,
              amount: p.amount,
              cancelledAmount: p.cancelledAmount,
              approvedAt: p.approvedAt?.toISOString() ?? null,
            })),
      };
    },

    /** prepare (2/101 → 3) or delivered (4 → 5, 107 → 108) for many lines: all of them or none. */
    async move(
      kind: 'prepare' | 'delivered',
      ids: number[],
      reason: string,
      admin: AdminContext,
    ): Promise<z.infer<typeof adminBulkResponse>> {
      const at = now();
      const out = await bulk(
        ids.map((id) => ({ orderPrdtSysId: id })),
        admin,
        (from) => ACTION_TARGET[kind](from),
        () => reason || (kind === 'prepare' ? 'merchandise being prepared' : 'delivered'),
        async (tx, moved) => {
          if (kind !== 'delivered') return;
          await tx
            .update(orderDeliveries)
            .set({ deliveredAt: at })
            .where(
              inArray(
                orderDeliveries.orderPrdtSysId,
                moved.map((m) => m.orderPrdtSysId),
              ),
            );
        },
      );
      return out;
    },

    /** dispatch (2/3/101 → 4, exchange goods 106 → 107) with carrier and invoice: all lines or none. */
    async dispatch(body: AdminDispatchRequest, admin: AdminContext) {
      const at = now();
      const byLine = new Map(body.lines.map((l) => [l.orderPrdtSysId, l]));
      return bulk(
        body.lines,
        admin,
        (from) =>
          from === ORDER_STATUS.exchangePreparing
            ? ORDER_STATUS.exchangeDispatched
            : from === ORDER_STATUS.paid || from === ORDER_STATUS.preparing || from === ORDER_STATUS.cancelDenied
              ? ORDER_STATUS.dispatched
              : null,
        (input) => dispatchedReason(input.deliveryCompanyCode, input.invoiceNumber),
        async (tx, moved) => {
          const values = moved
            .filter((m) => byLine.has(m.orderPrdtSysId))
            .map((m) => {
              const l = byLine.get(m.orderPrdtSysId)!;
              return {
                orderPrdtSysId: m.orderPrdtSysId,
                orderSysId: m.orderSysId,
                deliveryCompanyCode: l.deliveryCompanyCode,
                invoiceNumber: l.invoiceNumber,
                dispatchedAt: at,
                reminderSentAt: null,
                deliveredAt: null,
              };
            });
          await tx
            .insert(orderDeliveries)
            .values(values)
            .onConflictDoUpdate({
              target: orderDeliveries.orderPrdtSysId,
              set: {
                deliveryCompanyCode: sql`excluded.delivery_company_code`,
                invoiceNumber: sql`excluded.invoice_number`,
                dispatchedAt: sql`excluded.dispatched_at`,
                reminderSentAt: null,
                deliveredAt: null,
              },
            });
        },
      );
    },
  };

  /**
   * One bulk move inside ONE transaction: every line is checked first (missing, another brand's, or
   * in a state the step cannot move → 9705 naming its index and id, nothing changed), then all of
   * them (with their adding lines in the same state) move through `transitionLines`.
   */
  async function bulk<I extends { orderPrdtSysId: number }>(
    inputs: I[],
    admin: AdminContext,
    target: (from: number) => OrderStatusCode | null,
    reasonOf: (input: I) => string,
    after: (tx: Queryable, moved: TransitionResult[]) => Promise<void>,
  ) {
    const ids = inputs.map((i) => i.orderPrdtSysId);
    if (new Set(ids).size !== ids.length) throw new AppError(RC.VALIDATION, { extra: { duplicate: true } });
    const at = now();
    const brands = admin.brandFilter();
    const moved = await withTx(db, async (tx) => {
      const found = await tx
        .select({
          orderPrdtSysId: orderProducts.orderPrdtSysId,
          orderSysId: orderProducts.orderSysId,
          status: orderProducts.status,
          parent: orderProducts.parentOrderPrdtSysId,
          brandSysId: products.brandSysId,
        })
        .from(orderProducts)
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(inArray(orderProducts.orderPrdtSysId, ids))
        .orderBy(asc(orderProducts.orderPrdtSysId))
        .for('update', { of: orderProducts });
      const byId = new Map(found.map((f) => [f.orderPrdtSysId, f]));
      const moves: TransitionInput[] = [];
      const mains: { id: number; status: number; to: OrderStatusCode; reason: string }[] = [];
      for (const [index, input] of inputs.entries()) {
        const line = byId.get(input.orderPrdtSysId);
        const refuse = (code: string) =>
          new AppError(RC.ADMIN_BULK_REFUSED, { extra: { index, orderPrdtSysId: input.orderPrdtSysId, cause: code } });
        if (!line) throw refuse(RC.ORDER_PRODUCT_NOT_FOUND);
        if (brands && !brands.includes(line.brandSysId)) throw refuse(RC.ADMIN_OTHER_BRAND);
        const to = target(line.status);
        if (to === null || !findTransition(line.status, to, 'operator')) throw refuse(RC.ORDER_TRANSITION_ILLEGAL);
        const reason = reasonOf(input);
        moves.push({
          orderPrdtSysId: line.orderPrdtSysId,
          to,
          actor: 'operator',
          actorUserSysId: admin.userSysId,
          reason,
          at,
        });
        if (line.parent === null) mains.push({ id: line.orderPrdtSysId, status: line.status, to, reason });
      }
      // adding lines move with their main line when they share its state (as transitionGroup does)
      if (mains.length) {
        const children = await tx
          .select({
            id: orderProducts.orderPrdtSysId,
            parent: orderProducts.parentOrderPrdtSysId,
            status: orderProducts.status,
          })
          .from(orderProducts)
          .where(
            inArray(
              orderProducts.parentOrderPrdtSysId,
              mains.map((m) => m.id),
            ),
          )
          .orderBy(asc(orderProducts.orderPrdtSysId));
        for (const c of children) {
          const m = mains.find((x) => x.id === c.parent)!;
          if (c.status !== m.status || byId.has(c.id)) continue;
          moves.push({
            orderPrdtSysId: c.id,
            to: m.to,
            actor: 'operator',
            actorUserSysId: admin.userSysId,
            reason: m.reason,
            at,
          });
        }
      }
      const results = await transitionLines(tx, moves);
      await after(tx, results);
      return results.filter((r) => byId.has(r.orderPrdtSysId));
    });
    admin.audit.targetType = 'orderLines';
    admin.audit.targetId = ids.length === 1 ? String(ids[0]) : `${ids.length} lines`;
    admin.audit.before = moved.map((m) => ({ orderPrdtSysId: m.orderPrdtSysId, status: m.from }));
    admin.audit.after = moved.map((m) => ({ orderPrdtSysId: m.orderPrdtSysId, status: m.to }));
    return { moved: moved.map((m) => ({ orderPrdtSysId: m.orderPrdtSysId, from: m.from, to: m.to })) };
  }
}

/** Virtual-account payments waiting for a deposit, or matched. */
export async function listDeposits(
  db: Db,
  q: { status: 'waiting' | 'matched'; startIndex: number; rowCount: number; order: 'asc' | 'desc'; sort: string },
  limit?: number,
) {
  const w = and(
    eq(payments.payMethod, 'vbank'),
    q.status === 'waiting' ? eq(payments.status, 'waitingDeposit') : eq(payments.status, 'paid'),
  );
  const dir = q.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ p: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.orderSysId, payments.orderSysId))
    .where(w)
    .orderBy(dir(q.sort === 'amount' ? payments.amount : payments.createdAt), dir(payments.paySysId))
    .limit(limit ?? q.rowCount)
    .offset(limit ? 0 : q.startIndex);
  const [total] = await db.select({ n: count() }).from(payments).where(w);
  return {
    rows: rows.map(({ p, orderNumber }) => ({
      paySysId: p.paySysId,
      orderSysId: p.orderSysId,
      orderNumber,
      amount: p.amount,
      bankName: p.vbank?.bankName ?? '',
      accountNumber: p.vbank?.accountNumber ?? '',
      depositorName: p.vbank?.depositorName ?? '',
      dueAt: p.vbank?.dueAt ?? '',
      status: p.status,
      approvedAt: p.approvedAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
  };
}
