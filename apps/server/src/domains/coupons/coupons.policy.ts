import { COUPON_POLICY, RC, type CouponApplyType, type DiscountType, type ResultCode } from '@lc/contracts';

const DAY_MS = 86_400_000;

/** A percent discount is cut to 10 won (원 단위 절사), as Korean shops do. */
export const PERCENT_ROUND_UNIT = 10;

/** What a coupon is and where it may be used (policy fields plus the member's coupon state). */
export interface CouponRule {
  userCouponSysId: number;
  name: string;
  applyTypeCode: CouponApplyType;
  discountTypeCode: DiscountType;
  discountAmount: number;
  maxDiscountAmount: number | null;
  minOrderAmount: number;
  minProductAmount: number;
  maxProductQty: number | null;
  prdtSysId: number | null;
  brandSysId: number | null;
  sellerSysId: number | null;
  /** already used by an order */
  used: boolean;
  expiresAt: Date;
}

/** An order line as the coupon rules see it (amount = options and adding products included). */
export interface CouponLine {
  prdtSysId: number;
  brandSysId: number;
  sellerSysId: number;
  qty: number;
  amount: number;
}

export interface Selection {
  userCouponSysId: number;
  lineIndex?: number | null | undefined;
}

export type CouponOutcome =
  | {
      ok: true;
      /** coupon discount per line (same order as the lines) */
      lineDiscounts: number[];
      applied: {
        userCouponSysId: number;
        name: string;
        applyTypeCode: CouponApplyType;
        lineIndex: number | null;
        discount: number;
      }[];
      total: number;
    }
  | {
      ok: false;
      code: ResultCode;
      userCouponSysId: number;
      /** for 6205: the applied coupons whose removal lets this one meet the minimum order amount */
      conflicts: number[];
    };

export const targets = (c: Pick<CouponRule, 'prdtSysId' | 'brandSysId' | 'sellerSysId'>, l: CouponLine) =>
  (c.prdtSysId === null || c.prdtSysId === l.prdtSysId) &&
  (c.brandSysId === null || c.brandSysId === l.brandSysId) &&
  (c.sellerSysId === null || c.sellerSysId === l.sellerSysId);

/**
 * The discount of a coupon on `base` won: an amount, or a percent cut to 10 won; both capped by the
 * maximum discount. An amount larger than what it applies to is refused (6203), not shrunk.
 */
export function discountOf(
  c: Pick<CouponRule, 'discountTypeCode' | 'discountAmount' | 'maxDiscountAmount'>,
  base: number,
): { ok: true; discount: number } | { ok: false; code: ResultCode } {
  if (base <= 0) return { ok: false, code: RC.COUPON_OVER_PRODUCT_PRICE };
  let d =
    c.discountTypeCode === 'amount'
      ? c.discountAmount
      : Math.floor((base * c.discountAmount) / 100 / PERCENT_ROUND_UNIT) * PERCENT_ROUND_UNIT;
  if (c.maxDiscountAmount !== null) d = Math.min(d, c.maxDiscountAmount);
  if (d > base) return { ok: false, code: RC.COUPON_OVER_PRODUCT_PRICE };
  return { ok: true, discount: d };
}

/**
 * Splits `total` won over `weights` in proportion, in whole won, by largest remainder: the parts
 * always add up to `total`, and no part exceeds its weight when total ≤ Σ weights. Ties go to the
 * earlier line. Pure; used for the cart coupon's share of each line.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(w, 0), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  if (total > sum) throw new RangeError(`cannot allocate ${total} over ${sum}`);
  const raw = weights.map((w) => (Math.max(w, 0) * total) / sum);
  const parts = raw.map((r) => Math.floor(r));
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length) {
    const i = order[k]!.i;
    if (weights[i]! > parts[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/**
 * Applies the chosen coupons to an order (shopping §5 coupon rules), or says which rule stops the
 * first coupon that breaks one: not held / used / twice / a second cart coupon (6200), expired
 * (6201), not for this product (6211), below the minimum product amount (6210), above the maximum
 * product quantity (6204), a discount above what it applies to (6203), and below the minimum order
 * amount (6205) — counted after the other coupons' discounts, so a coupon can be blocked by one
 * already applied; then `conflicts` names those whose removal would let it apply (the swap offer).
 */
export function applyCoupons(
  lines: CouponLine[],
  selections: Selection[],
  rules: Map<number, CouponRule>,
  now: Date,
): CouponOutcome {
  const picked = pickCoupons(lines, selections, rules, now);
  if ('ok' in picked) return picked;
  const lineDiscounts = lines.map(() => 0);
  const applied: Applied[] = [];
  const refused =
    applyProductCoupons(lines, picked.product, lineDiscounts, applied) ??
    (picked.cart ? applyCartCoupon(lines, picked.cart, lineDiscounts, applied) : null) ??
    checkMinOrder(lines, rules, applied);
  if (refused) return refused;
  const total = applied.reduce((s, a) => s + a.discount, 0);
  return { ok: true, lineDiscounts, applied, total };
}

type Applied = Extract<CouponOutcome, { ok: true }>['applied'][number];
type Refusal = Extract<CouponOutcome, { ok: false }>;

const fail = (code: ResultCode, userCouponSysId: number, conflicts: number[] = []): Refusal => ({
  ok: false,
  code,
  userCouponSysId,
  conflicts,
});

/** The selections sorted into product coupons (one per line) and the one cart coupon, or the first refused. */
function pickCoupons(
  lines: CouponLine[],
  selections: Selection[],
  rules: Map<number, CouponRule>,
  now: Date,
): Refusal | { product: { rule: CouponRule; line: number }[]; cart: CouponRule | null } {
  const seen = new Set<number>();
  const couponOnLine = new Set<number>();
  let cartCoupons = 0;
  const product: { rule: CouponRule; line: number }[] = [];
  let cart: CouponRule | null = null;
  for (const sel of selections) {
    const rule = rules.get(sel.userCouponSysId);
    if (!rule || rule.used || seen.has(sel.userCouponSysId)) return fail(RC.COUPON_UNAVAILABLE, sel.userCouponSysId);
    seen.add(sel.userCouponSysId);
    if (rule.expiresAt.getTime() <= now.getTime()) return fail(RC.COUPON_EXPIRED, sel.userCouponSysId);
    if (rule.applyTypeCode === 'product') {
      const i = sel.lineIndex;
      if (i === null || i === undefined || !lines[i] || couponOnLine.has(i))
        return fail(RC.COUPON_UNAVAILABLE, sel.userCouponSysId);
      couponOnLine.add(i);
      product.push({ rule, line: i });
    } else {
      cartCoupons += 1;
      if (cartCoupons > COUPON_POLICY.maxCartCouponsPerOrder) return fail(RC.COUPON_UNAVAILABLE, sel.userCouponSysId);
      cart = rule;
    }
  }
  return { product, cart };
}

/** Each product coupon on its line: target, minimum amount, maximum quantity, discount. */
function applyProductCoupons(
  lines: CouponLine[],
  product: { rule: CouponRule; line: number }[],
  lineDiscounts: number[],
  applied: Applied[],
): Refusal | null {
  for (const { rule, line: i } of product) {
    const l = lines[i]!;
    if (!targets(rule, l)) return fail(RC.COUPON_NOT_FOR_PRODUCT, rule.userCouponSysId);
    if (l.amount < rule.minProductAmount) return fail(RC.COUPON_UNDER_MIN_PRODUCT, rule.userCouponSysId);
    if (rule.maxProductQty !== null && l.qty > rule.maxProductQty)
      return fail(RC.COUPON_OVER_MAX_QTY, rule.userCouponSysId);
    const d = discountOf(rule, l.amount);
    if (!d.ok) return fail(d.code, rule.userCouponSysId);
    lineDiscounts[i] = d.discount;
    applied.push({
      userCouponSysId: rule.userCouponSysId,
      name: rule.name,
      applyTypeCode: 'product',
      lineIndex: i,
      discount: d.discount,
    });
  }
  return null;
}

/** The cart coupon on what its eligible lines cost after the product coupons, shared over those lines. */
function applyCartCoupon(
  lines: CouponLine[],
  rule: CouponRule,
  lineDiscounts: number[],
  applied: Applied[],
): Refusal | null {
  const eligible = lines.map((l, i) => (targets(rule, l) ? i : -1)).filter((i) => i >= 0);
  if (eligible.length === 0) return fail(RC.COUPON_NOT_FOR_PRODUCT, rule.userCouponSysId);
  const weights = lines.map((l, i) => (eligible.includes(i) ? l.amount - lineDiscounts[i]! : 0));
  const base = weights.reduce((s, w) => s + w, 0);
  const qty = eligible.reduce((s, i) => s + lines[i]!.qty, 0);
  if (base < rule.minProductAmount) return fail(RC.COUPON_UNDER_MIN_PRODUCT, rule.userCouponSysId);
  if (rule.maxProductQty !== null && qty > rule.maxProductQty)
    return fail(RC.COUPON_OVER_MAX_QTY, rule.userCouponSysId);
  const d = discountOf(rule, base);
  if (!d.ok) return fail(d.code, rule.userCouponSysId);
  const shares = allocate(d.discount, weights);
  shares.forEach((s, i) => (lineDiscounts[i]! += s));
  applied.push({
    userCouponSysId: rule.userCouponSysId,
    name: rule.name,
    applyTypeCode: 'cart',
    lineIndex: null,
    discount: d.discount,
  });
  return null;
}

/** The minimum order amount: the products' total less every other coupon's discount (6205, with the swap offer). */
function checkMinOrder(lines: CouponLine[], rules: Map<number, CouponRule>, applied: Applied[]): Refusal | null {
  const productTotal = lines.reduce((s, l) => s + l.amount, 0);
  const total = applied.reduce((s, a) => s + a.discount, 0);
  for (const a of applied) {
    const rule = rules.get(a.userCouponSysId)!;
    const others = total - a.discount;
    if (productTotal - others < rule.minOrderAmount) {
      const alone = productTotal >= rule.minOrderAmount;
      return fail(
        RC.COUPON_UNDER_MIN_ORDER,
        a.userCouponSysId,
        alone ? applied.filter((o) => o.userCouponSysId !== a.userCouponSysId).map((o) => o.userCouponSysId) : [],
      );
    }
  }
  return null;
}

/** A coupon given back after a refund is usable 3 more days (from its old expiry, or from now if that has passed). */
export function refundExpiryOf(expiresAt: Date, now: Date): Date {
  const from = Math.max(expiresAt.getTime(), now.getTime());
  return new Date(from + COUPON_POLICY.refundExtensionDays * DAY_MS);
}
