import { ORDER_STATUS, type OrderStatusCode } from '@lc/contracts';
import { withTx } from '../../db/client.js';
import type { ClaimKind } from './claims.kinds.js';
import { moveClaim } from './claims.lifecycle.js';
import type { ClaimRefunds, GatewayRefund } from './claims.refund.js';
import type { ClaimsDeps, ClaimSteps } from './claims.steps.js';

/**
 * A cancel before dispatch (shopping §4: 2/3 → 100): approved, the line and its adding products are
 * cancelled (102), their units go back to stock (the goods never left) and the refund is issued at
 * once; denied, the line goes on to dispatch from 101; withdrawn, it is back where it was.
 */
export function createCancelKind(deps: ClaimsDeps, steps: ClaimSteps, refunds: ClaimRefunds): ClaimKind {
  const { db, now } = deps;
  return {
    async approve(claim, line, user) {
      let refund: GatewayRefund = null;
      await withTx(db, async (tx) => {
        const group = await steps.groupOf(tx, line);
        await steps.moveGroup(tx, line, ORDER_STATUS.cancelled, 'operator', user, 'cancel approved');
        const approved = await moveClaim(tx, claim, 'approved', 'operator', { decidedAt: now() });
        await deps.lines.giveBackStock(tx, group, { sold: true });
        refund = await refunds.refund(tx, approved, group);
      });
      return { refund, converted: false };
    },
    deniedState: ORDER_STATUS.cancelDenied,
    withdrawnState: (claim) => claim.fromStatus as OrderStatusCode,
  };
}
