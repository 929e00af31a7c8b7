import { POINT_USE_POLICY, RC, STOCK_HOLD, type OrderAmounts, type PayMethod } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { deliveryFee } from '../catalog/catalog.policy.js';

/** Korea Standard Time offset: due dates end at 23:59:59 KST whatever the server's zone. */
const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * End of the next day in Korea (shopping §4: an unpaid order counts as cancelled after the end of the
 * next day; the virtual account is due at the same moment): 23:59:59.999 KST of tomorrow.
 */
export function endOfNextDayKst(now: Date): Date {
  const kstDayStart = Math.floor((now.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  return new Date(kstDayStart + 2 * DAY_MS - 1);
}

/**
 * Until when an unpaid order holds its stock (issue 25 N5, contracts STOCK_HOLD): a virtual account
 * until its deposit deadline, the end of the next day; card, transfer and easy pay while the payment
 * started at `at` can still complete (the gateway's session), never past the end of the next day, and
 * not longer than `maxCardHoldMinutes` after ordering unless the order already held longer (`heldUntil`:
 * an order placed for a virtual account that is paid by card after all keeps at most its old hold).
 */
export function holdUntil(method: PayMethod, orderedAt: Date, at: Date, heldUntil: Date | null = null): Date {
  const deadline = endOfNextDayKst(orderedAt).getTime();
  if (method === 'vbank') return new Date(deadline);
  const session = at.getTime() + STOCK_HOLD.paymentSessionMinutes * 60_000;
  const cap = Math.max(orderedAt.getTime() + STOCK_HOLD.maxCardHoldMinutes * 60_000, heldUntil?.getTime() ?? 0);
  return new Date(Math.min(session, cap, deadline));
}

/** A priced order/cart line (integer won). */
export interface PricedLine {
  prdtSysId: number;
  brandSysId: number;
  qty: number;
  /** selling price incl. the chosen options' added prices */
  unitPrice: number;
  /** market price incl. the options' added prices (for the shown product discount) */
  marketUnitPrice: number;
  adding: { price: number; qty: number }[];
  delivery: { deliveryPriceTypeCode: number; deliveryPrice: number; freeDeliveryMinAmount: number | null };
}

export const lineAmountOf = (l: Pick<PricedLine, 'unitPrice' | 'qty' | 'adding'>): number =>
  l.unitPrice * l.qty + l.adding.reduce((s, a) => s + a.price * a.qty, 0);

/**
 * Delivery fee: the catalog's per-product rule (1 free, 2 free from the product's threshold, 3 paid)
 * applied once per product over all of its lines in the order.
 */
export function deliveryPriceOf(lines: PricedLine[]): number {
  const perProduct = new Map<number, { amount: number; terms: PricedLine['delivery'] }>();
  for (const l of lines) {
    const cur = perProduct.get(l.prdtSysId) ?? { amount: 0, terms: l.delivery };
    cur.amount += lineAmountOf(l);
    perProduct.set(l.prdtSysId, cur);
  }
  let fee = 0;
  for (const { amount, terms } of perProduct.values()) fee += deliveryFee(terms, amount);
  return fee;
}

/** Points on the order page (shopping §5): from 1,000 held, steps of 100, never above what is due. */
export function checkPointUse(pointAmount: number, balance: number, payableBeforePoints: number): void {
  if (pointAmount === 0) return;
  if (pointAmount % POINT_USE_POLICY.step !== 0 || balance < POINT_USE_POLICY.minHeld)
    throw new AppError(RC.POINTS_RULE);
  if (pointAmount > balance) throw new AppError(RC.POINTS_INSUFFICIENT);
  if (pointAmount > payableBeforePoints) throw new AppError(RC.POINTS_RULE);
}

/** Every amount of an order, from priced lines; the browser's numbers are never used. */
export function computeAmounts(
  lines: PricedLine[],
  extra: { addDeliveryCost: number; couponAmount: number; pointAmount: number },
): OrderAmounts {
  const prdtPrice = lines.reduce((s, l) => s + lineAmountOf(l), 0);
  const discount = lines.reduce((s, l) => s + Math.max(l.marketUnitPrice - l.unitPrice, 0) * l.qty, 0);
  const deliveryPrice = deliveryPriceOf(lines);
  const couponAmount = Math.min(extra.couponAmount, prdtPrice);
  const payAmount = prdtPrice - couponAmount - extra.pointAmount + deliveryPrice + extra.addDeliveryCost;
  return {
    prdtPrice,
    discount,
    couponAmount,
    pointAmount: extra.pointAmount,
    deliveryPrice,
    addDeliveryCost: extra.addDeliveryCost,
    payAmount,
  };
}
