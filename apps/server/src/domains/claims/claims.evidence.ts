import { eq } from 'drizzle-orm';
import { CLAIM_OPEN_STATES, CLAIM_POLICY, RC, type ClaimState, type ClaimView } from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { evidenceWindowEnd } from './claims.policy.js';
import { presentClaim } from './claims.presenters.js';
import type { ClaimSteps, ClaimsDeps } from './claims.steps.js';

type ClaimRow = typeof claims.$inferSelect;

type ClaimRef = { orderSysId: number; orderPrdtSysId: number; claimSysId: number };

/**
 * Evidence photos of an exchange or return (shopping §9 "evidence requested within 15 days"): the buyer
 * adds them to their own open request until the end of the 15th Korean day after filing it; after that
 * 7046 (docs/decisions.md "Claim evidence"). At most CLAIM_POLICY.maxImages photos on one request.
 */
export function createEvidence(deps: ClaimsDeps, steps: ClaimSteps) {
  const { db, now } = deps;

  /** The buyer's open exchange/return the photos go to, refused before anything is stored. */
  async function target(ref: ClaimRef, user: AuthUser | undefined, adding: number) {
    await steps.lineOf(ref.orderSysId, ref.orderPrdtSysId, user);
    return check(await steps.claimById(db, ref.claimSysId), ref, adding);
  }

  function check(claim: ClaimRow, ref: ClaimRef, adding: number) {
    if (claim.orderPrdtSysId !== ref.orderPrdtSysId || claim.orderSysId !== ref.orderSysId)
      throw new AppError(RC.CLAIM_NOT_FOUND);
    if (claim.type === 'cancel' || !CLAIM_OPEN_STATES.includes(claim.status as ClaimState))
      throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from: claim.status } });
    if (now().getTime() > evidenceWindowEnd(claim.createdAt).getTime())
      throw new AppError(RC.CLAIM_EVIDENCE_WINDOW_PASSED);
    if (adding < 1) throw new AppError(RC.UPLOAD_EMPTY);
    if (claim.images.length + adding > CLAIM_POLICY.maxImages)
      throw new AppError(RC.UPLOAD_TOO_MANY, { extra: { max: CLAIM_POLICY.maxImages } });
    return claim;
  }

  return {
    /** Every check of adding `adding` photos, without writing anything (run before the photos are stored). */
    async evidenceCheck(ref: ClaimRef, user: AuthUser | undefined, adding: number) {
      await target(ref, user, adding);
    },

    /** POST orders/{id}/products/{pid}/proposaling/{claimId}/images: the stored photos appended to the request. */
    async addEvidence(ref: ClaimRef, user: AuthUser | undefined, images: string[]): Promise<{ claim: ClaimView }> {
      await target(ref, user, images.length);
      const claim = await withTx(db, async (tx) => {
        // read again under the row lock: two uploads at once never pass the request's photo limit
        const [locked] = await tx.select().from(claims).where(eq(claims.claimSysId, ref.claimSysId)).for('update');
        const c = check(locked!, ref, images.length);
        const [row] = await tx
          .update(claims)
          .set({ images: [...c.images, ...images] })
          .where(eq(claims.claimSysId, c.claimSysId))
          .returning();
        return row!;
      });
      return { claim: presentClaim(claim, deps.fileView) };
    },
  };
}
