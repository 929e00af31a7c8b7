import type { OrderActor } from './lifecycle.js';

/**
 * The states of a claim (a cancel, return or exchange request of one order line; shopping §4 and
 * §7 "Orders and claims"), every allowed move with who may make it, enforced in one place on the
 * server (`claims.lifecycle.ts`): anything not listed is refused with 7017 and changes nothing.
 * The order line moves through its own table (lifecycle.ts) in the same transaction; this table
 * records where the request itself stands.
 *
 * - pending: asked for by the buyer, waiting for the operator
 * - approved: accepted (a return or exchange waits for the goods to come back; an exchange stays
 *   approved while its goods are re-dispatched: the line's state tells the rest)
 * - denied: refused by the operator, with a reason
 * - withdrawn: taken back by the buyer, or treated as withdrawn after 14 days
 * - done: refunded (a cancel at approval, a return once its goods came back)
 */
export const CLAIM_STATES = ['pending', 'approved', 'denied', 'withdrawn', 'done'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** Every claim starts pending (the buyer's request, or the operator's on the buyer's behalf). */
export const CLAIM_INITIAL_STATE: ClaimState = 'pending';

/** Claims that still hold their line: a new request waits for them (7011) and the buyer may send an invoice. */
export const CLAIM_OPEN_STATES: readonly ClaimState[] = ['pending', 'approved'];

export interface ClaimTransition {
  from: ClaimState;
  to: ClaimState;
  by: readonly OrderActor[];
  what: string;
}

const t = (from: ClaimState, to: ClaimState, by: readonly OrderActor[], what: string): ClaimTransition => ({
  from,
  to,
  by,
  what,
});

export const CLAIM_TRANSITIONS: readonly ClaimTransition[] = [
  t('pending', 'approved', ['operator'], 'approved (a cancel is refunded at once, in the same step)'),
  t('pending', 'denied', ['operator'], 'denied with a reason'),
  t('pending', 'withdrawn', ['shopper'], 'withdrawn by the buyer in one call'),
  t('pending', 'withdrawn', ['system'], 'treated as withdrawn: the goods never came back in 14 days'),
  t('approved', 'withdrawn', ['system'], 'treated as withdrawn: the goods never came back in 14 days'),
  t('approved', 'done', ['operator'], 'refund issued (cancel approved, or returned goods received)'),
  // issue 32: the system refunds a received return when its refund falls due (제18조 ②: 3 business days)
  t('approved', 'done', ['system'], 'refunded by the system on the day the refund falls due'),
];

/** The table entry for a move of a claim by this actor, or null when the table does not allow it. */
export function findClaimTransition(from: string, to: string, by: OrderActor): ClaimTransition | null {
  return CLAIM_TRANSITIONS.find((x) => x.from === from && x.to === to && x.by.includes(by)) ?? null;
}
