import type { OrderAmounts } from '@lc/contracts';
import { formatWon } from '../format';
import type { Locale } from '../i18n/locale';

/** The rows of a money summary, in the order they are shown. */
export type MoneyRowKey = 'listPrice' | 'productDiscount' | 'coupon' | 'points' | 'delivery' | 'addDelivery';

export interface MoneyRow {
  key: MoneyRowKey;
  /** signed won: what the row adds to (or takes off) the payable total */
  amount: number;
}

export interface MoneySummaryModel {
  rows: MoneyRow[];
  /** the server's payable total (payAmount), never recomputed */
  total: number;
  /** true when the rows add up to the server's total (the server's invariant; false means a bad quote) */
  addsUp: boolean;
}

/**
 * The rows of an order's money summary, every figure from the server's `amounts` (payPriceInfo):
 * the list price total (selling prices + the product discount), the product discount, the coupon
 * and point discounts as minus rows, the delivery fees, and the server's payable total. Rows that
 * are 0 are left out, except the list price and the delivery fee, which are always shown.
 *
 * Server invariant (checkout.policy.ts computeAmounts):
 *   payAmount = prdtPrice − couponAmount − pointAmount + deliveryPrice + addDeliveryCost,
 *   prdtPrice = list price − discount, so the shown rows add up to payAmount.
 */
export function moneySummaryRows(a: OrderAmounts): MoneySummaryModel {
  const rows: MoneyRow[] = [{ key: 'listPrice', amount: a.prdtPrice + a.discount }];
  if (a.discount > 0) rows.push({ key: 'productDiscount', amount: -a.discount });
  if (a.couponAmount > 0) rows.push({ key: 'coupon', amount: -a.couponAmount });
  if (a.pointAmount > 0) rows.push({ key: 'points', amount: -a.pointAmount });
  rows.push({ key: 'delivery', amount: a.deliveryPrice });
  if (a.addDeliveryCost > 0) rows.push({ key: 'addDelivery', amount: a.addDeliveryCost });
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  return { rows, total: a.payAmount, addsUp: sum === a.payAmount };
}

/** A signed row amount: '−9,900원' / '−₩9,900' for a discount (a true minus sign), '3,000원' otherwise. */
export function formatMoneyRow(amount: number, locale: Locale): string {
  return amount < 0 ? `−${formatWon(-amount, locale)}` : formatWon(amount, locale);
}
