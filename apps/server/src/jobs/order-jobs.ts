import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { CLAIM_OPEN_STATES, CLAIM_POLICY, ORDER_STATUS, type OrderStatusCode } from '@lc/contracts';
import type { Db, Queryable } from '../db/client.js';
import { withTx } from '../db/client.js';
import { claims, orderDeliveries, orderProducts } from '../db/schema/index.js';
import { transitionGroup } from '../domains/orders/orders.lifecycle.js';
import { moveClaim } from '../domains/claims/claims.lifecycle.js';
import { giveBackStock } from '../domains/orders/orders.stock.js';
import type { ClaimsService } from '../domains/claims/claims.service.js';
import type { OrdersService } from '../domains/orders/orders.service.js';
import type { JobDef } from './scheduler.js';

const DAY = 86_400_000;
const BATCH = 200;
const S = ORDER_STATUS;

/**
 * The timed transitions of orders and claims (issue 7). Each takes its rows with
 * `FOR UPDATE … SKIP LOCKED` and moves them in the same transaction, with the state it read as the
 * expected state: two nodes running the same job at once split the rows, and a row moved once is
 * no longer a candidate, so every move happens exactly once.
 */
export function createOrderJobs(deps: {
  db: Db;
  now: () => Date;
  orders: OrdersService;
  /** issue 32: received returns refunded by the system when their refund falls due (113 → 114) */
  claims: Pick<ClaimsService, 'refundDueReturns'>;
}) {
  const { db, now } = deps;
  const ago = (days: number) => new Date(now().getTime() - days * DAY);

  /** Dispatched lines matching `where`, taken FOR UPDATE SKIP LOCKED (another node takes the others). */
  const dueLines = (tx: Queryable, where: SQL | undefined) =>
    tx
      .select({ id: orderProducts.orderPrdtSysId, status: orderProducts.status })
      .from(orderDeliveries)
      .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, orderDeliveries.orderPrdtSysId))
      .where(where)
      .limit(BATCH)
      .for('update', { of: orderProducts, skipLocked: true });

  /** One system move of a line (and its adding products) from the state that was read. */
  const moveBySystem = (tx: Queryable, d: { id: number; status: number }, to: OrderStatusCode, reason: string) =>
    transitionGroup(tx, {
      orderPrdtSysId: d.id,
      to,
      expectFrom: d.status as OrderStatusCode,
      actor: 'system',
      actorUserSysId: null,
      reason,
      at: now(),
    });

  const jobs = {
    /** unpaid orders past their hold (a card payment session, a virtual account deadline): cancelled, stock and points released */
    async expireUnpaid() {
      return { cancelled: await deps.orders.expireUnpaid() };
    },

    /** the "has it arrived?" reminder some days after dispatch, when nobody marked the delivery */
    async deliveryReminders() {
      return withTx(db, async (tx) => {
        const due = await tx
          .select({ id: orderDeliveries.orderPrdtSysId })
          .from(orderDeliveries)
          .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, orderDeliveries.orderPrdtSysId))
          .where(
            and(
              isNull(orderDeliveries.reminderSentAt),
              isNull(orderDeliveries.deliveredAt),
              lte(orderDeliveries.dispatchedAt, ago(CLAIM_POLICY.deliveryReminderAfterDispatchDays)),
              inArray(orderProducts.status, [S.dispatched, S.exchangeDispatched]),
            ),
          )
          .limit(BATCH)
          .for('update', { of: orderDeliveries, skipLocked: true });
        if (due.length)
          await tx
            .update(orderDeliveries)
            .set({ reminderSentAt: now() })
            .where(
              inArray(
                orderDeliveries.orderPrdtSysId,
                due.map((d) => d.id),
              ),
            );
        return { reminded: due.length };
      });
    },

    /** delivery auto-completed 3 days after the reminder (4 → 5, exchange goods 107 → 108) */
    async autoDeliver() {
      return withTx(db, async (tx) => {
        const due = await dueLines(
          tx,
          and(
            isNull(orderDeliveries.deliveredAt),
            lte(orderDeliveries.reminderSentAt, ago(CLAIM_POLICY.autoDeliveredAfterReminderDays)),
            inArray(orderProducts.status, [S.dispatched, S.exchangeDispatched]),
          ),
        );
        for (const d of due) {
          const to = d.status === S.exchangeDispatched ? S.exchangeDelivered : S.delivered;
          await moveBySystem(tx, d, to, 'delivery auto-completed 3 days after the reminder');
          await tx.update(orderDeliveries).set({ deliveredAt: now() }).where(eq(orderDeliveries.orderPrdtSysId, d.id));
        }
        return { delivered: due.length };
      });
    },

    /** purchase auto-confirmed 7 days after delivery (also after a denied exchange or return) */
    async autoConfirm() {
      return withTx(db, async (tx) => {
        const due = await dueLines(
          tx,
          and(
            lte(orderDeliveries.deliveredAt, ago(CLAIM_POLICY.autoConfirmAfterDeliveryDays)),
            inArray(orderProducts.status, [S.delivered, S.exchangeDenied, S.returnDenied, S.exchangeDelivered]),
          ),
        );
        for (const d of due) {
          const to = d.status === S.exchangeDelivered ? S.exchangeComplete : S.purchaseConfirmed;
          await moveBySystem(tx, d, to, 'purchase auto-confirmed 7 days after delivery');
        }
        return { confirmed: due.length };
      });
    },

    /** an exchange or return whose goods never came back is treated as withdrawn after 14 days */
    async withdrawStaleClaims() {
      return withTx(db, async (tx) => {
        const due = await tx
          .select({
            claim: claims.claimSysId,
            claimStatus: claims.status,
            id: orderProducts.orderPrdtSysId,
            status: orderProducts.status,
          })
          .from(claims)
          .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
          .where(
            and(
              inArray(claims.type, ['return', 'exchange']),
              inArray(claims.status, [...CLAIM_OPEN_STATES]),
              lte(claims.createdAt, ago(CLAIM_POLICY.withdrawnAfterDays)),
              inArray(orderProducts.status, [
                S.exchangeRequested,
                S.exchangeInProgress,
                S.returnRequested,
                S.returnInProgress,
              ]),
            ),
          )
          .limit(BATCH)
          .for('update', { of: claims, skipLocked: true });
        for (const d of due) {
          await moveBySystem(tx, d, S.delivered, 'treated as withdrawn after 14 days');
          const claim = { claimSysId: d.claim, status: d.claimStatus };
          await moveClaim(tx, claim, 'withdrawn', 'system', { decidedAt: now() });
          if (d.status === S.exchangeInProgress) {
            // the exchange goods reserved at approval go back to stock
            const held = await tx.select().from(orderProducts).where(eq(orderProducts.orderPrdtSysId, d.id));
            await giveBackStock(tx, held, { sold: false });
          }
        }
        return { withdrawn: due.length };
      });
    },
  };

  const defs: JobDef[] = [
    { name: 'orders.expireUnpaid', everyMs: 60_000, run: jobs.expireUnpaid },
    { name: 'orders.deliveryReminders', everyMs: 10 * 60_000, run: jobs.deliveryReminders },
    { name: 'orders.autoDeliver', everyMs: 10 * 60_000, run: jobs.autoDeliver },
    { name: 'orders.autoConfirm', everyMs: 10 * 60_000, run: jobs.autoConfirm },
    { name: 'claims.withdrawStale', everyMs: 10 * 60_000, run: jobs.withdrawStaleClaims },
    { name: 'claims.refundDue', everyMs: 10 * 60_000, run: () => deps.claims.refundDueReturns() },
  ];
  return { ...jobs, defs };
}
