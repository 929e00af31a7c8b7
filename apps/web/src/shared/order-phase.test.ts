import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@lc/contracts';
import { isUnpaidPhase, orderPhase } from './order-phase';

const at = '2026-11-24T10:00:00.000Z';
const order = (status: number, paidAt: string | null = null, cancelledAt: string | null = null) => ({
  status,
  paidAt,
  cancelledAt,
});

describe('order phase (what /BuyComplete, /BuyHistory, /CancelReq and the order detail say)', () => {
  it('a paid order stays paid whatever its lines did since (issue 19: delivered said "not completed")', () => {
    for (const s of [
      ORDER_STATUS.paid,
      ORDER_STATUS.preparing,
      ORDER_STATUS.dispatched,
      ORDER_STATUS.delivered,
      ORDER_STATUS.purchaseConfirmed,
      ORDER_STATUS.returnRequested,
    ])
      expect(orderPhase(order(s, at)), String(s)).toBe('paid');
  });

  it('cancelled: an unpaid order cancelled or expired, or a paid one cancelled whole', () => {
    expect(orderPhase(order(ORDER_STATUS.cancelled, null, at))).toBe('cancelled');
    expect(orderPhase(order(ORDER_STATUS.cancelled, at))).toBe('cancelled');
  });

  it('unpaid, declined and awaiting deposit may still be paid or cancelled outright', () => {
    expect(orderPhase(order(ORDER_STATUS.awaitingPayment))).toBe('unpaid');
    expect(orderPhase(order(ORDER_STATUS.awaitingPayment), { status: 'ready', vbank: null })).toBe('unpaid');
    expect(orderPhase(order(ORDER_STATUS.awaitingPayment), { status: 'declined', vbank: null })).toBe('declined');
    expect(orderPhase(order(ORDER_STATUS.depositChecking))).toBe('waitingDeposit');
    expect(['unpaid', 'declined', 'waitingDeposit'].every((p) => isUnpaidPhase(p as 'unpaid'))).toBe(true);
    expect(isUnpaidPhase('paid') || isUnpaidPhase('cancelled')).toBe(false);
  });
});
