import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  RC,
  type GetOperationsRefundsPayoutsResponse,
  type GetOperationsClaimsRefundsDueResponse,
  type PostOperationsRefundsPayoutsCompleteResponse,
} from '@lc/contracts';
import { claims, refundPayouts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { presentClaim, presentPayout } from './claims.presenters.js';
import type { ClaimsDeps } from './claims.steps.js';

/** The operator's refund desk: payouts to refund accounts, and received returns whose refund is due. */
export function createPayouts(deps: ClaimsDeps) {
  const { db, now } = deps;
  return {
    /** Operator: cash refunds to pay out to refund accounts (virtual-account orders). */
    async payouts(status: 'requested' | 'paid' | undefined): Promise<GetOperationsRefundsPayoutsResponse> {
      const rows = await db
        .select()
        .from(refundPayouts)
        .where(status ? eq(refundPayouts.status, status) : undefined)
        .orderBy(desc(refundPayouts.payoutSysId))
        .limit(200);
      return { list: rows.map((r) => presentPayout(r, deps.cipher)), totalCount: rows.length };
    },

    /**
     * Operator: returns whose goods came back and whose refund is still open, earliest due first, with the
     * legal due date (3 business days after the goods' return) and whether it has passed.
     */
    async refundsDue(): Promise<GetOperationsClaimsRefundsDueResponse> {
      const rows = await db
        .select()
        .from(claims)
        .where(and(eq(claims.type, 'return'), eq(claims.status, 'approved'), isNotNull(claims.refundDueAt)))
        .orderBy(asc(claims.refundDueAt), asc(claims.claimSysId))
        .limit(500);
      const at = now();
      return {
        list: rows.map((c) => ({ claim: presentClaim(c, deps.fileView), overdue: c.refundDueAt! < at })),
        totalCount: rows.length,
      };
    },

    /** Operator: the transfer to the refund account is done (once; a repeat answers 7016). */
    async completePayout(payoutSysId: number, user: AuthUser): Promise<PostOperationsRefundsPayoutsCompleteResponse> {
      const [p] = await db
        .update(refundPayouts)
        .set({ status: 'paid', paidAt: now(), paidBy: user.authSysId })
        .where(and(eq(refundPayouts.payoutSysId, payoutSysId), eq(refundPayouts.status, 'requested')))
        .returning();
      if (p) return { payout: presentPayout(p, deps.cipher) };
      const [cur] = await db.select().from(refundPayouts).where(eq(refundPayouts.payoutSysId, payoutSysId));
      throw new AppError(cur ? RC.PAYOUT_DONE : RC.CLAIM_NOT_FOUND);
    },
  };
}
