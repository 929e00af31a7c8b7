import { describe, expect, it } from 'vitest';
import {
  allocate,
  applyCoupons,
  discountOf,
  refundExpiryOf,
  type CouponLine,
  type CouponRule,
} from './coupons.policy.js';

const NOW = new Date('2025-03-01T00:00:00Z');
const rule = (id: number, r: Partial<CouponRule>): CouponRule => ({
  userCouponSysId: id,
  name: `c${id}`,
  applyTypeCode: 'cart',
  discountTypeCode: 'amount',
  discountAmount: 1000,
  maxDiscountAmount: null,
  minOrderAmount: 0,
  minProductAmount: 0,
  maxProductQty: null,
  prdtSysId: null,
  brandSysId: null,
  sellerSysId: null,
  used: false,
  expiresAt: new Date(NOW.getTime() + 86_400_000),
  ...r,
});
const line = (amount: number, r: Partial<CouponLine> = {}): CouponLine => ({
  prdtSysId: 1,
  brandSysId: 1,
  sellerSysId: 1,
  qty: 1,
  amount,
  ...r,
});

describe('allocate (cart coupon shares)', () => {
  it('always adds up to the total and never gives a line more than its amount', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const weights = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => Math.floor(rnd() * 100_000));
      const sum = weights.reduce((s, w) => s + w, 0);
      const total = Math.floor(rnd() * (sum + 1));
      const parts = allocate(total, weights);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(sum === 0 ? 0 : total);
      parts.forEach((p, i) => {
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(weights[i]!);
      });
    }
  });
  it('splits in proportion, the remainder to the largest fractions', () => {
    expect(allocate(1000, [1000, 1000, 1000])).toEqual([334, 333, 333]);
    expect(allocate(5000, [30000, 10000])).toEqual([3750, 1250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(() => allocate(11, [5, 5])).toThrow(RangeError);
  });
});

describe('discountOf', () => {
  it('cuts a percent to 10 won, caps by the maximum discount and refuses an amount above the base', () => {
    expect(discountOf({ discountTypeCode: 'percent', discountAmount: 15, maxDiscountAmount: null }, 12345)).toEqual({
      ok: true,
      discount: 1850,
    });
    expect(discountOf({ discountTypeCode: 'percent', discountAmount: 20, maxDiscountAmount: 4000 }, 50000)).toEqual({
      ok: true,
      discount: 4000,
    });
    expect(discountOf({ discountTypeCode: 'amount', discountAmount: 5000, maxDiscountAmount: null }, 4000)).toEqual({
      ok: false,
      code: '6203',
    });
  });
});

describe('applyCoupons', () => {
  it('applies a product coupon to its line and a cart coupon over the rest, preserving the sum', () => {
    const rules = new Map([
      [1, rule(1, { applyTypeCode: 'product', discountAmount: 3000 })],
      [2, rule(2, { discountTypeCode: 'percent', discountAmount: 10 })],
    ]);
    const out = applyCoupons(
      [line(30000), line(12000, { prdtSysId: 2 })],
      [{ userCouponSysId: 1, lineIndex: 0 }, { userCouponSysId: 2 }],
      rules,
      NOW,
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    // cart base: 27,000 + 12,000 = 39,000 → 10% = 3,900 split 2,700 / 1,200
    expect(out.lineDiscounts).toEqual([5700, 1200]);
    expect(out.total).toBe(6900);
  });
  it('names the applied coupon to cancel when the minimum order amount fails only because of it', () => {
    const rules = new Map([
      [1, rule(1, { applyTypeCode: 'product', discountAmount: 5000 })],
      [2, rule(2, { discountAmount: 2000, minOrderAmount: 28000 })],
      [3, rule(3, { discountAmount: 2000, minOrderAmount: 40000 })],
    ]);
    const lines = [line(30000)];
    expect(
      applyCoupons(lines, [{ userCouponSysId: 1, lineIndex: 0 }, { userCouponSysId: 2 }], rules, NOW),
    ).toMatchObject({ ok: false, code: '6205', userCouponSysId: 2, conflicts: [1] });
    expect(applyCoupons(lines, [{ userCouponSysId: 2 }], rules, NOW).ok).toBe(true);
    expect(applyCoupons(lines, [{ userCouponSysId: 3 }], rules, NOW)).toMatchObject({
      ok: false,
      code: '6205',
      conflicts: [],
    });
  });
  it('refuses each broken rule with its code', () => {
    const lines = [line(10000, { qty: 3, brandSysId: 9 })];
    const one = (r: Partial<CouponRule>, lineIndex: number | null = 0) =>
      applyCoupons(
        lines,
        [{ userCouponSysId: 1, lineIndex }],
        new Map([[1, rule(1, { applyTypeCode: 'product', ...r })]]),
        NOW,
      );
    expect(one({ used: true })).toMatchObject({ code: '6200' });
    expect(one({ expiresAt: NOW })).toMatchObject({ code: '6201' });
    expect(one({ brandSysId: 8 })).toMatchObject({ code: '6211' });
    expect(one({ minProductAmount: 10001 })).toMatchObject({ code: '6210' });
    expect(one({ maxProductQty: 2 })).toMatchObject({ code: '6204' });
    expect(one({ discountAmount: 10001 })).toMatchObject({ code: '6203' });
    expect(one({}, null)).toMatchObject({ code: '6200' });
    expect(one({}, 5)).toMatchObject({ code: '6200' });
    expect(
      applyCoupons(lines, [{ userCouponSysId: 1 }, { userCouponSysId: 1 }], new Map([[1, rule(1, {})]]), NOW),
    ).toMatchObject({ code: '6200' });
    expect(
      applyCoupons(
        lines,
        [{ userCouponSysId: 1 }, { userCouponSysId: 2 }],
        new Map([
          [1, rule(1, {})],
          [2, rule(2, {})],
        ]),
        NOW,
      ),
    ).toMatchObject({ code: '6200', userCouponSysId: 2 });
  });
});

describe('refundExpiryOf', () => {
  it('adds 3 days to the old expiry, or to now when it has passed', () => {
    const later = new Date(NOW.getTime() + 5 * 86_400_000);
    expect(refundExpiryOf(later, NOW).getTime()).toBe(later.getTime() + 3 * 86_400_000);
    expect(refundExpiryOf(new Date(NOW.getTime() - 86_400_000), NOW).getTime()).toBe(NOW.getTime() + 3 * 86_400_000);
  });
});
