import { describe, expect, it } from 'vitest';
import { GAME_POLICY } from '@lc/contracts';
import { autoChoice, countdownZeroAt, secondsToZero } from './game-countdown';

describe('game countdown (live §4, §9)', () => {
  it('reaches zero the lead before the server deadline, so the automatic choice can arrive in time', () => {
    const zero = countdownZeroAt(1_000, 10);
    expect(zero).toBe(1_000 + 10_000 - GAME_POLICY.autoSubmitLeadMs);
    expect(secondsToZero(zero, 1_000)).toBe(10);
    expect(secondsToZero(zero, zero - 1)).toBe(1);
    expect(secondsToZero(zero, zero)).toBe(0);
    expect(secondsToZero(zero, zero + 5_000)).toBe(0);
  });
  it('a round joined with nothing left is already at zero', () => {
    expect(secondsToZero(countdownZeroAt(0, 0), 0)).toBe(0);
  });
  it('the automatic choice is scissors, rock or paper', () => {
    expect([0, 0.33, 0.34, 0.66, 0.67, 0.999999, 1].map(autoChoice)).toEqual([1, 1, 2, 2, 3, 3, 3]);
  });
});
