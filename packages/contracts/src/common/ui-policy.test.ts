import { describe, expect, it } from 'vitest';
import {
  DELIVERY_POLICY,
  deliveryWindowKst,
  scrollTopAt,
  swipeStep,
  UI_POLICY,
  weekdaysAfterKst,
} from './ui-policy.js';

describe('the spec constants (shopping §9, live §9; issue 32)', () => {
  it('has each value the spec names', () => {
    expect(UI_POLICY).toEqual({
      dragSwipePx: 20,
      scrollTopMs: 500,
      scrollTopOffsetPx: -150,
      closingAnimationMs: 1000,
      navigationDelayMs: 300,
    });
    expect(DELIVERY_POLICY).toEqual({ minDays: 2, maxDays: 5, shipWithinBusinessDays: 3 });
  });

  it('a drag moves the gallery only past 20 px', () => {
    expect(swipeStep(20)).toBe(0);
    expect(swipeStep(-20)).toBe(0);
    expect(swipeStep(21)).toBe(1);
    expect(swipeStep(-21)).toBe(-1);
  });

  it('scroll-to-top runs 500 ms from start to target, halfway at 250 ms', () => {
    expect(scrollTopAt(1000, 0, 0)).toBe(1000);
    expect(scrollTopAt(1000, 0, 250)).toBe(500);
    expect(scrollTopAt(1000, 0, 500)).toBe(0);
    expect(scrollTopAt(1000, 0, 900)).toBe(0);
  });

  it('delivery 2–5 days and shipping within 3 business days skip the weekend (Korean days)', () => {
    // Thursday 2026-11-26 10:00 KST
    const thu = new Date('2026-11-26T01:00:00Z');
    expect(deliveryWindowKst(thu)).toEqual({ from: '2026-11-30', to: '2026-12-03', shipBy: '2026-12-01' });
    // Friday 23:30 KST is already Saturday in no calendar but Friday's: counted from Friday
    expect(weekdaysAfterKst(new Date('2026-11-27T14:30:00Z'), 1)).toBe('2026-11-30');
    // Saturday 00:30 KST (Friday 15:30 UTC) counts from Saturday
    expect(weekdaysAfterKst(new Date('2026-11-27T15:30:00Z'), 1)).toBe('2026-11-30');
  });
});
