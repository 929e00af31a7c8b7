import { describe, expect, it } from 'vitest';
import {
  CLAIM_INITIAL_STATE,
  CLAIM_STATES,
  CLAIM_TRANSITIONS,
  findClaimTransition,
  type ClaimState,
} from './claim-states.js';
import { PAYMENT_STATES, type PaymentState } from './index.js';
import { ORDER_ACTORS } from './lifecycle.js';
import {
  findPaymentTransition,
  PAYMENT_INITIAL_STATES,
  PAYMENT_TRANSITIONS,
  paymentSourcesOf,
} from './payment-states.js';

/** The states reachable from the start states through the table's moves. */
function reachable<S extends string>(start: readonly S[], moves: readonly { from: S; to: S }[]): Set<S> {
  const seen = new Set<S>(start);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of moves)
      if (seen.has(m.from) && !seen.has(m.to)) {
        seen.add(m.to);
        grew = true;
      }
  }
  return seen;
}

describe('the claims state table', () => {
  it('reaches every claim state from pending, and only names known states and actors', () => {
    expect([...reachable([CLAIM_INITIAL_STATE], CLAIM_TRANSITIONS)].sort()).toEqual([...CLAIM_STATES].sort());
    for (const m of CLAIM_TRANSITIONS) {
      expect(CLAIM_STATES).toContain(m.from);
      expect(CLAIM_STATES).toContain(m.to);
      expect(m.from).not.toBe(m.to);
      expect(m.by.length).toBeGreaterThan(0);
      for (const a of m.by) expect(ORDER_ACTORS).toContain(a);
    }
  });

  it('allows exactly the listed moves: nothing leaves denied, withdrawn or done; only operators approve', () => {
    const listed = new Set(CLAIM_TRANSITIONS.flatMap((m) => m.by.map((a) => `${m.from}>${m.to}:${a}`)));
    for (const from of CLAIM_STATES)
      for (const to of CLAIM_STATES)
        for (const a of ORDER_ACTORS)
          expect(findClaimTransition(from, to, a) !== null, `${from}>${to}:${a}`).toBe(
            listed.has(`${from}>${to}:${a}`),
          );
    const finals: ClaimState[] = ['denied', 'withdrawn', 'done'];
    for (const f of finals) expect(CLAIM_TRANSITIONS.filter((m) => m.from === f)).toEqual([]);
    expect(findClaimTransition('pending', 'approved', 'shopper')).toBeNull();
    expect(findClaimTransition('approved', 'withdrawn', 'shopper')).toBeNull();
    expect(findClaimTransition('unknown', 'done', 'operator')).toBeNull();
  });
});

describe('the payments state table', () => {
  it('reaches every payment state from the start states, and only names known states and actors', () => {
    expect([...reachable(PAYMENT_INITIAL_STATES, PAYMENT_TRANSITIONS)].sort()).toEqual([...PAYMENT_STATES].sort());
    for (const m of PAYMENT_TRANSITIONS) {
      expect(PAYMENT_STATES).toContain(m.from);
      expect(PAYMENT_STATES).toContain(m.to);
      expect(m.from).not.toBe(m.to);
      for (const a of m.by) expect(ORDER_ACTORS).toContain(a);
    }
  });

  it('allows exactly the listed moves: only the system makes a payment paid; nothing leaves a closed payment', () => {
    const listed = new Set(PAYMENT_TRANSITIONS.flatMap((m) => m.by.map((a) => `${m.from}>${m.to}:${a}`)));
    for (const from of PAYMENT_STATES)
      for (const to of PAYMENT_STATES)
        for (const a of ORDER_ACTORS)
          expect(findPaymentTransition(from, to, a) !== null, `${from}>${to}:${a}`).toBe(
            listed.has(`${from}>${to}:${a}`),
          );
    expect(paymentSourcesOf('paid', 'shopper')).toEqual([]);
    expect(paymentSourcesOf('paid', 'operator')).toEqual([]);
    expect(paymentSourcesOf('paid', 'system').sort()).toEqual(['ready', 'waitingDeposit']);
    const closed: PaymentState[] = ['declined', 'cancelled', 'expired'];
    for (const c of closed) expect(PAYMENT_TRANSITIONS.filter((m) => m.from === c)).toEqual([]);
  });
});
