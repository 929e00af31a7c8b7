import { describe, expect, it } from 'vitest';
import { RC, RESULT_CODES, resultMessage } from './result-codes.js';

describe('result-code catalogue', () => {
  it('keeps the spec codes exactly', () => {
    expect(RC.OK).toBe('0001');
    expect(RC.REFRESH_INVALID).toBe('1003');
    expect(RC.WITHDRAWN).toBe('1006');
    expect(RC.PURCHASE_CONFIRM_NOT_ALLOWED).toBe('2006');
    expect(RESULT_CODES['2006'].en).toBe(
      'You can confirm your purchase only when your merchandise is being shipped or the dispatch/shipping of your merchandise is complete.',
    );
  });

  it('gives every code four digits, an HTTP status and both languages', () => {
    for (const [code, e] of Object.entries(RESULT_CODES)) {
      expect(code).toMatch(/^\d{4}$/);
      expect(e.status).toBeGreaterThanOrEqual(200);
      expect(e.status).toBeLessThan(600);
      expect(e.ko.length).toBeGreaterThan(0);
      expect(e.en.length).toBeGreaterThan(0);
      expect(e.ko).toMatch(/[가-힣]/);
    }
  });

  it('names each code once', () => {
    const values = Object.values(RC);
    expect(new Set(values).size).toBe(values.length);
  });

  it('falls back to the internal-error message for an unknown code', () => {
    expect(resultMessage('7777', 'en')).toBe(RESULT_CODES['9500'].en);
  });
});
