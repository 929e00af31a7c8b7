/**
 * Interaction and delivery constants the spec names (shopping §9, live §9; issue 32), each in one
 * place: the web's gallery, player and product page read them from here.
 */
export const UI_POLICY = {
  /** shopping §9: a horizontal drag longer than this moves a swiped gallery by one picture */
  dragSwipePx: 20,
  /** shopping §9: the scroll-to-top animation, and where it stops relative to its target */
  scrollTopMs: 500,
  scrollTopOffsetPx: -150,
  /** live §9: the player's closing animation */
  closingAnimationMs: 1_000,
  /** live §9: a screen change from the player waits this long (the player shrinks first) */
  navigationDelayMs: 300,
} as const;

/** A drag of `dx` px (start − end: positive to the left): one picture forward, back, or none. */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= UI_POLICY.dragSwipePx) return 0;
  return dx > 0 ? 1 : -1;
}

/** The scroll position `t` ms into the scroll-to-top animation from `from` to `to` (ease in and out). */
export function scrollTopAt(from: number, to: number, t: number): number {
  const x = Math.min(Math.max(t / UI_POLICY.scrollTopMs, 0), 1);
  const eased = x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}

/**
 * Shopping §9: delivery takes 2 to 5 days, weekends excluded, and the seller ships within 3 business
 * days (docs/decisions.md: days counted as weekdays in Korea; public holidays are the seller's notice).
 */
export const DELIVERY_POLICY = { minDays: 2, maxDays: 5, shipWithinBusinessDays: 3 } as const;

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** The Korean calendar day (YYYY-MM-DD) `n` weekdays after the Korean day of `from`. */
export function weekdaysAfterKst(from: Date, n: number): string {
  let day = new Date(from.getTime() + KST_MS);
  day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  for (let left = n; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    const dow = day.getUTCDay();
    if (dow !== 0 && dow !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** When an order placed at `orderedAt` arrives (first and last Korean day) and by when it ships. */
export function deliveryWindowKst(orderedAt: Date): { from: string; to: string; shipBy: string } {
  return {
    from: weekdaysAfterKst(orderedAt, DELIVERY_POLICY.minDays),
    to: weekdaysAfterKst(orderedAt, DELIVERY_POLICY.maxDays),
    shipBy: weekdaysAfterKst(orderedAt, DELIVERY_POLICY.shipWithinBusinessDays),
  };
}
