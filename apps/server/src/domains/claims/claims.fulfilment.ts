import { asc, eq } from 'drizzle-orm';
import {
  ORDER_STATUS,
  dispatchedReason,
  RC,
  type PostOperationsOrdersProductsDeliveredResponse,
  type PatchUsersOrdersCompletedPurcharseResponse,
  type GetOrdersProductsDeliveriesResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { claims, orderDeliveries } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { createEscrowDeliveries } from '../payments/payments.escrow.js';
import { presentClaim, presentDelivery } from './claims.presenters.js';
import { actorOf, type ClaimsDeps, type ClaimSteps } from './claims.steps.js';

/**
 * A line's way to the buyer and its page: dispatch and delivery (the goods, or the exchange goods),
 * purchase confirmation, and the line's state with its history, claims and delivery.
 */
export function createFulfilment(deps: ClaimsDeps, steps: ClaimSteps) {
  const { db, now } = deps;
  const escrow = createEscrowDeliveries({ db, now, gateway: deps.gateway });

  /** GET orders/{id}/products/{pid}: the line's state, history, claims and delivery. */
  async function detail(orderSysId: number, orderPrdtSysId: number, user: AuthUser | undefined) {
    const { order, line } = await steps.lineOf(orderSysId, orderPrdtSysId, user);
    const cl = await db
      .select()
      .from(claims)
      .where(eq(claims.orderPrdtSysId, orderPrdtSysId))
      .orderBy(asc(claims.claimSysId));
    const d = await steps.deliveryOf(db, orderPrdtSysId);
    return {
      orderSysId,
      orderNumber: order.orderNumber,
      orderPrdtSysId,
      status: line.status,
      history: await deps.lines.historyOf(db, orderPrdtSysId),
      claims: cl.map((c) => presentClaim(c, deps.fileView)),
      delivery: d ? presentDelivery(d) : null,
    };
  }

  return {
    detail,
    ...escrow,

    /** Operator: dispatch a line (2/3/101 → 4) or the exchange goods (106 → 107) with carrier and invoice. */
    async dispatch(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser,
      body: { deliveryCompanyCode: string; invoiceNumber: string },
    ) {
      const { line } = await steps.lineOf(orderSysId, orderPrdtSysId, user);
      const to =
        line.status === ORDER_STATUS.exchangePreparing ? ORDER_STATUS.exchangeDispatched : ORDER_STATUS.dispatched;
      await withTx(db, async (tx) => {
        const why = dispatchedReason(body.deliveryCompanyCode, body.invoiceNumber);
        await steps.moveGroup(tx, line, to, 'operator', user, why);
        const values = {
          orderPrdtSysId: line.orderPrdtSysId,
          orderSysId,
          deliveryCompanyCode: body.deliveryCompanyCode,
          invoiceNumber: body.invoiceNumber,
          dispatchedAt: now(),
          reminderSentAt: null,
          deliveredAt: null,
        };
        await tx
          .insert(orderDeliveries)
          .values(values)
          .onConflictDoUpdate({ target: orderDeliveries.orderPrdtSysId, set: values });
      });
      // an escrow order: the delivery is registered with the escrow provider (issue 33)
      await escrow.registerEscrowDeliveries([line.orderPrdtSysId]);
      return detail(orderSysId, orderPrdtSysId, user);
    },

    /** Operator: mark delivered (4 → 5, or exchange goods 107 → 108). */
    async delivered(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser,
    ): Promise<PostOperationsOrdersProductsDeliveredResponse> {
      const { line } = await steps.lineOf(orderSysId, orderPrdtSysId, user);
      const to =
        line.status === ORDER_STATUS.exchangeDispatched ? ORDER_STATUS.exchangeDelivered : ORDER_STATUS.delivered;
      await withTx(db, async (tx) => {
        await steps.moveGroup(tx, line, to, 'operator', user, 'delivered');
        await tx
          .update(orderDeliveries)
          .set({ deliveredAt: now() })
          .where(eq(orderDeliveries.orderPrdtSysId, line.orderPrdtSysId));
      });
      return detail(orderSysId, orderPrdtSysId, user);
    },

    /** PATCH users/{id}/orders/{pid}/completedPurcharse: 4/5 → 6 (exchange goods 108 → 109); otherwise 2006. */
    async confirmPurchase(orderPrdtSysId: number, user: AuthUser): Promise<PatchUsersOrdersCompletedPurcharseResponse> {
      const line = await steps.lineById(db, orderPrdtSysId).catch(() => null);
      if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      await deps.lines.access(line.orderSysId, { user, orderToken: undefined });
      const to =
        line.status === ORDER_STATUS.exchangeDelivered ? ORDER_STATUS.exchangeComplete : ORDER_STATUS.purchaseConfirmed;
      await withTx(db, (tx) => steps.moveGroup(tx, line, to, actorOf(user), user, 'purchase confirmed'));
      return detail(line.orderSysId, orderPrdtSysId, user);
    },

    /** GET orders/{id}/products/{pid}/deliveries */
    async deliveries(
      orderSysId: number,
      orderPrdtSysId: number,
      user: AuthUser | undefined,
    ): Promise<GetOrdersProductsDeliveriesResponse> {
      await steps.lineOf(orderSysId, orderPrdtSysId, user);
      const d = await steps.deliveryOf(db, orderPrdtSysId);
      return { delivery: d ? presentDelivery(d) : null };
    },
  };
}
