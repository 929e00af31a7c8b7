import { eq } from 'drizzle-orm';
import { ORDER_STATUS, RC, REFUND_DUE_BUSINESS_DAYS, RETURN_EXCEPTIONS } from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { ClaimKind } from './claims.kinds.js';
import { moveClaim } from './claims.lifecycle.js';
import { businessDaysAfterKst, insideWindow } from './claims.policy.js';
import type { ClaimsDeps, ClaimSteps } from './claims.steps.js';

/**
 * A return after dispatch (shopping §4: 4/5 → 110): approved, the goods come back (112), are
 * received (113, the refund due within 3 business days) and refunded (114, `completeRefund`);
 * denied, the line stays delivered (111), or goes back to transit when it was asked for in transit;
 * withdrawn, it is back in transit or delivered.
 */
export function createReturnKind(deps: ClaimsDeps, steps: ClaimSteps): ClaimKind {
  const { db, now } = deps;
  return {
    async approve(claim, line, user) {
      await withTx(db, async (tx) => {
        await steps.moveGroup(tx, line, ORDER_STATUS.returnInProgress, 'operator', user, 'return approved');
        await moveClaim(tx, claim, 'approved', 'operator', { decidedAt: now() });
      });
      return { refund: null, converted: false };
    },

    deniedState: ORDER_STATUS.returnDenied,

    /**
     * A change-of-mind return inside the withdrawal window is the buyer's right: only one of the
     * exceptions of 전자상거래법 제17조 ② lets the seller refuse it (7010 without any, 7030 without the code).
     */
    async checkDeny(claim, line, exceptionReason, exceptionCode) {
      if (claim.customerFault !== 1) return;
      const d = await steps.deliveryOf(db, line.orderPrdtSysId);
      const [o] = await db
        .select({ paidAt: orders.paidAt })
        .from(orders)
        .where(eq(orders.orderSysId, claim.orderSysId));
      if (!insideWindow(d?.deliveredAt ?? null, claim.createdAt, o?.paidAt ?? null)) return;
      if (!exceptionReason?.trim() && !exceptionCode) throw new AppError(RC.RETURN_DENY_NEEDS_EXCEPTION);
      if (!RETURN_EXCEPTIONS.some((e) => e.code === exceptionCode)) throw new AppError(RC.RETURN_EXCEPTION_REQUIRED);
    },

    /**
     * A return denied before delivery (requested in transit) goes back to transit (issue 15): the
     * delivered and purchase-confirmation steps then run as usual instead of stopping at 111.
     */
    async afterDeny(tx, claim, line) {
      if (claim.fromStatus !== ORDER_STATUS.dispatched) return;
      const denied = { ...line, status: ORDER_STATUS.returnDenied };
      const why = 'return denied before delivery: back in transit';
      await steps.moveGroup(tx, denied, ORDER_STATUS.dispatched, 'system', undefined, why);
    },

    withdrawnState: (claim) =>
      claim.fromStatus === ORDER_STATUS.dispatched ? ORDER_STATUS.dispatched : ORDER_STATUS.delivered,

    // the refund is due within 3 business days of the goods' return (전자상거래법 제18조 ②)
    received: (at) => ({
      to: ORDER_STATUS.returnReceived,
      set: { receivedAt: at, refundDueAt: businessDaysAfterKst(at, REFUND_DUE_BUSINESS_DAYS) },
    }),
  };
}
