import { and, asc, eq, lte } from 'drizzle-orm';
import {
  CLAIM_INITIAL_STATE,
  ORDER_HISTORY_REASONS,
  ORDER_STATUS,
  RC,
  REFUND_DUE_BUSINESS_DAYS,
  type AdminOperatorCancelRequest,
  type OrderStatusCode,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { claims, orderProducts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { moveClaim } from './claims.lifecycle.js';
import { businessDaysAfterKst, CASH_REFUND_METHODS } from './claims.policy.js';
import { presentClaim } from './claims.presenters.js';
import type { ClaimRefunds } from './claims.refund.js';
import { sealedAccount, type ClaimsDeps, type ClaimSteps } from './claims.steps.js';

const S = ORDER_STATUS;
const HOUR = 3_600_000;
/** The system refunds a received return at the start of its due day (refundDueAt is that day's 23:59:59 KST). */
const AUTO_REFUND_LEAD_MS = 24 * HOUR;
const BATCH = 100;

/** An exchange that can no longer be swapped (no goods to send) becomes a return where it stands. */
const EXCHANGE_TO_RETURN: Partial<Record<number, OrderStatusCode>> = {
  [S.exchangeInProgress]: S.returnInProgress,
  [S.exchangePreparing]: S.returnReceived,
};

/**
 * The order-state moves no request starts (issue 32, docs/order-states.md), each through the lifecycle's
 * one move function:
 * - operator 2/3 → 102: the operator cancels a paid line before dispatch (the goods cannot be
 *   supplied) and refunds it at once, recorded as a cancel claim done by the operator;
 * - operator 105 → 112 and 106 → 113: an approved exchange whose goods cannot be sent becomes a
 *   return where it stands (on the way back, or received with the refund due in 3 business days);
 * - system 113 → 114: a received return the operator has not refunded is refunded by the system on
 *   the day the refund falls due (전자상거래법 제18조 ②).
 */
export function createOperatorMoves(deps: ClaimsDeps, steps: ClaimSteps, refunds: ClaimRefunds) {
  const { db, now } = deps;

  return {
    /** POST admin/orders/{id}/lines/{pid}/cancel: 2/3 → 102 with the refund. */
    async operatorCancel(orderSysId: number, orderPrdtSysId: number, body: AdminOperatorCancelRequest, user: AuthUser) {
      const order = await steps.orderById(db, orderSysId);
      const line = await steps.lineById(db, orderPrdtSysId);
      if (line.orderSysId !== orderSysId) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      if (line.status !== S.paid && line.status !== S.preparing)
        throw new AppError(RC.ORDER_TRANSITION_ILLEGAL, { extra: { from: line.status, to: S.cancelled } });
      const needsAccount = CASH_REFUND_METHODS.includes(order.payMethod as 'vbank');
      if (needsAccount && !body.refundAccount) throw new AppError(RC.REFUND_ACCOUNT_REQUIRED);
      const { claimSysId, refund } = await withTx(db, async (tx) => {
        const group = await steps.groupOf(tx, line);
        const [pending] = await tx
          .insert(claims)
          .values({
            type: 'cancel',
            orderSysId,
            orderPrdtSysId,
            userSysId: order.userSysId,
            status: CLAIM_INITIAL_STATE,
            fromStatus: line.status,
            reasonCode: 7,
            reasonDetail: body.reason,
            customerFault: 0,
            shippingFee: 0,
            refundAccount: needsAccount ? sealedAccount(deps.cipher, body.refundAccount!) : null,
            images: [],
            createdAt: now(),
          })
          .returning();
        const why = `${ORDER_HISTORY_REASONS.operatorCancelled}: ${body.reason}`;
        await steps.moveGroup(tx, line, S.cancelled, 'operator', user, why);
        const approved = await moveClaim(tx, pending!, 'approved', 'operator', { decidedAt: now() });
        await deps.lines.giveBackStock(tx, group, { sold: true });
        return { claimSysId: pending!.claimSysId, refund: await refunds.refund(tx, approved, group) };
      });
      await refunds.finishRefund(refund);
      return { claim: presentClaim(await steps.claimById(db, claimSysId), deps.fileView) };
    },

    /** POST admin/claims/{claimId}/to-return: an approved exchange at 105 or 106 becomes a return (112 / 113). */
    async exchangeToReturn(claimSysId: number, user: AuthUser) {
      const claim = await steps.claimById(db, claimSysId);
      const line = await steps.lineById(db, claim.orderPrdtSysId);
      const to = EXCHANGE_TO_RETURN[line.status];
      if (claim.type !== 'exchange' || claim.status !== 'approved' || !to)
        throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from: claim.status, to: line.status } });
      await withTx(db, async (tx) => {
        await steps.moveGroup(tx, line, to, 'operator', user, ORDER_HISTORY_REASONS.exchangeBecameReturn);
        // the unit reserved for the swap at approval goes back to stock
        await deps.lines.giveBackStock(tx, [line], { sold: false });
        const received = to === S.returnReceived;
        await tx
          .update(claims)
          .set({
            type: 'return',
            ...(received
              ? {
                  receivedAt: claim.receivedAt ?? now(),
                  refundDueAt: businessDaysAfterKst(now(), REFUND_DUE_BUSINESS_DAYS),
                }
              : {}),
          })
          .where(and(eq(claims.claimSysId, claimSysId), eq(claims.status, 'approved')));
      });
      return { claim: presentClaim(await steps.claimById(db, claimSysId), deps.fileView) };
    },

    /** The job: received returns (113) whose refund falls due today are refunded by the system (→ 114). */
    async refundDueReturns(): Promise<{ refunded: number }> {
      const due = await db
        .select({ claimSysId: claims.claimSysId })
        .from(claims)
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .where(
          and(
            eq(claims.type, 'return'),
            eq(claims.status, 'approved'),
            eq(orderProducts.status, S.returnReceived),
            lte(claims.refundDueAt, new Date(now().getTime() + AUTO_REFUND_LEAD_MS)),
          ),
        )
        .orderBy(asc(claims.claimSysId))
        .limit(BATCH);
      let refunded = 0;
      for (const { claimSysId } of due) {
        const r = await withTx(db, async (tx) => {
          // taken again under lock: a node or an operator that refunded it first leaves nothing to do
          const [c] = await tx
            .select()
            .from(claims)
            .where(and(eq(claims.claimSysId, claimSysId), eq(claims.status, 'approved')))
            .for('update', { skipLocked: true });
          if (!c) return undefined;
          const line = await steps.lineById(tx, c.orderPrdtSysId);
          if (line.status !== S.returnReceived) return undefined;
          const group = await steps.groupOf(tx, line);
          await steps.moveGroup(tx, line, S.returnComplete, 'system', undefined, ORDER_HISTORY_REASONS.autoRefunded);
          return refunds.refund(tx, c, group, 'system');
        });
        if (r === undefined) continue;
        await refunds.finishRefund(r);
        refunded += 1;
      }
      return { refunded };
    },
  };
}
export type OperatorMoves = ReturnType<typeof createOperatorMoves>;
