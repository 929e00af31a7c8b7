import { eq } from 'drizzle-orm';
import { ORDER_STATUS, RC } from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { ClaimKind } from './claims.kinds.js';
import { moveClaim } from './claims.lifecycle.js';
import type { ClaimsDeps, ClaimSteps } from './claims.steps.js';

/**
 * An exchange once delivered (shopping §4: 5 → 103): approved, the same product and options are
 * taken from stock for the swap (no sale) and the goods come back (105); received (106), the
 * exchange goods are dispatched (107) and delivered (108). Without stock the request becomes a
 * return (110). Denied, the line stays delivered (104); withdrawn, it is delivered again.
 */
export function createExchangeKind(deps: ClaimsDeps, steps: ClaimSteps): ClaimKind {
  const { db, now } = deps;
  return {
    async approve(claim, line, user) {
      try {
        await withTx(db, async (tx) => {
          await deps.lines.takeStock(tx, [line], { sold: false });
          await steps.moveGroup(tx, line, ORDER_STATUS.exchangeInProgress, 'operator', user, 'exchange approved');
          await moveClaim(tx, claim, 'approved', 'operator', { decidedAt: now() });
        });
        return { refund: null, converted: false };
      } catch (err) {
        // no stock: the reservation rolled back, and the request becomes a return (still pending)
        if (!(err instanceof AppError) || err.code !== RC.STOCK_INSUFFICIENT) throw err;
      }
      await withTx(db, async (tx) => {
        const why = 'exchange became a return: no stock';
        await steps.moveGroup(tx, line, ORDER_STATUS.returnRequested, 'operator', user, why);
        await tx.update(claims).set({ type: 'return' }).where(eq(claims.claimSysId, claim.claimSysId));
      });
      return { refund: null, converted: true };
    },
    deniedState: ORDER_STATUS.exchangeDenied,
    withdrawnState: (claim) =>
      claim.fromStatus === ORDER_STATUS.dispatched ? ORDER_STATUS.dispatched : ORDER_STATUS.delivered,
    received: (at) => ({ to: ORDER_STATUS.exchangePreparing, set: { receivedAt: at, refundDueAt: null } }),
  };
}
