import { and, eq } from 'drizzle-orm';
import { findClaimTransition, RC, type ClaimState, type OrderActor } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

type ClaimRow = typeof claims.$inferSelect;

/** Refuses (7017) a claim move the contracts' claims table does not allow for this actor. */
export function assertClaimMove(from: string, to: ClaimState, actor: OrderActor): void {
  if (!findClaimTransition(from, to, actor)) throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from, to } });
}

/**
 * The one way a claim's status changes (issue 17, like `transitionLine` for order lines): checks
 * the move against the contracts' claims table for this actor, then applies it with a conditional
 * UPDATE from the state the caller read, with the step's other columns (`set`). A claim moved by
 * someone else meanwhile makes this one fail (7017) and, inside the caller's transaction, roll back.
 */
export async function moveClaim(
  tx: Queryable,
  claim: Pick<ClaimRow, 'claimSysId' | 'status'>,
  to: ClaimState,
  actor: OrderActor,
  set: Omit<Partial<ClaimRow>, 'status' | 'claimSysId'> = {},
): Promise<ClaimRow> {
  assertClaimMove(claim.status, to, actor);
  const [moved] = await tx
    .update(claims)
    .set({ ...set, status: to })
    .where(and(eq(claims.claimSysId, claim.claimSysId), eq(claims.status, claim.status)))
    .returning();
  if (!moved) throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from: claim.status, to } });
  return moved;
}
