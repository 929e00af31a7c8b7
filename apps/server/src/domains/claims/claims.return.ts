import { eq } from 'drizzle-orm';
import { ORDER_STATUS, RC, REFUND_DUE_BUSINESS_DAYS, RETURN_EXCEPTIONS } from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { ClaimKind } from './claims.kinds.js';
import { moveClaim } from './claims.lifecycle.js';
import { businessDaysAfterKst, insideWindow } from './claims.policy.js';
import type { ClaimsDeps, ClaimSteps } from './claims.steps.js';

/** 제17조 ② 1: the goods were lost or damaged through the buyer (the one ground against a seller-fault return) */
const BUYER_CAUSED = RETURN_EXCEPTIONS.find((e) => !e.mustBeShown)!.code;

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
     * A return inside its legal window is the buyer's right (전자상거래법 제17조). A change of mind may be
     * refused only for one of the exceptions of 제17조 ② (7010 without any, 7030 without the code), and
     * exceptions 2–5 only when the product showed them before the purchase (제17조 ⑥: the line's
     * `returnExceptions`, 7048). A defective, damaged or wrong item (제17조 ③) overrides those exceptions:
     * it is refused only on a written finding that the buyer caused the damage (exception 1, 7047).
     */
    async checkDeny(claim, line, exceptionReason, exceptionCode) {
      const sellerFault = claim.customerFault !== 1;
      const d = await steps.deliveryOf(db, line.orderPrdtSysId);
      const [o] = await db
        .select({ paidAt: orders.paidAt })
        .from(orders)
        .where(eq(orders.orderSysId, claim.orderSysId));
      if (!insideWindow(d?.deliveredAt ?? null, claim.createdAt, o?.paidAt ?? null, sellerFault)) return;
      if (sellerFault) {
        if (exceptionCode !== BUYER_CAUSED || !exceptionReason?.trim())
          throw new AppError(RC.SELLER_FAULT_DENY_NEEDS_FINDING);
        return;
      }
      if (!exceptionReason?.trim() && !exceptionCode) throw new AppError(RC.RETURN_DENY_NEEDS_EXCEPTION);
      const exception = RETURN_EXCEPTIONS.find((e) => e.code === exceptionCode);
      if (!exception) throw new AppError(RC.RETURN_EXCEPTION_REQUIRED);
      if (exception.mustBeShown && !line.returnExceptions.includes(exception.code))
        throw new AppError(RC.RETURN_EXCEPTION_NOT_SHOWN);
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

    // back where it was asked from: in transit, delivered, or confirmed (a seller-fault return, issue 32)
    withdrawnState: (claim) =>
      claim.fromStatus === ORDER_STATUS.dispatched || claim.fromStatus === ORDER_STATUS.purchaseConfirmed
        ? claim.fromStatus
        : ORDER_STATUS.delivered,

    // the refund is due within 3 business days of the goods' return (전자상거래법 제18조 ②)
    received: (at) => ({
      to: ORDER_STATUS.returnReceived,
      set: { receivedAt: at, refundDueAt: businessDaysAfterKst(at, REFUND_DUE_BUSINESS_DAYS) },
    }),
  };
}
