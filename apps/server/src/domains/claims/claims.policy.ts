import { CLAIM_EVIDENCE_DAYS, CLAIM_POLICY, CLAIM_REASONS, ORDER_STATUS, type ClaimType } from '@lc/contracts';

const DAY_MS = 86_400_000;

/** Reasons where the customer is at fault (round-trip shipping is theirs to pay). */
export function customerFaultOf(reasonCode: number): boolean {
  return CLAIM_REASONS.find((r) => r.code === reasonCode)?.customerFault ?? false;
}

/** The round-trip shipping fee a request carries: returns and exchanges at the customer's fault. */
export function shippingFeeOf(type: ClaimType, reasonCode: number): number {
  if (type === 'cancel') return 0;
  return customerFaultOf(reasonCode) ? CLAIM_POLICY.customerFaultShippingFee : 0;
}

/**
 * Inside the exchange/return window: not yet delivered (in transit), or within 7 days of delivery (or of
 * the contract document when the buyer received it later: `contractDocAt`); for the seller's fault
 * (defective, damaged, wrong item), within 3 months of delivery.
 */
export function insideWindow(
  deliveredAt: Date | null,
  at: Date,
  contractDocAt: Date | null = null,
  sellerFault = false,
): boolean {
  if (!deliveredAt) return true;
  const end = sellerFault ? sellerFaultWindowEnd(deliveredAt) : withdrawalWindowEnd(deliveredAt, contractDocAt);
  return at.getTime() <= end.getTime();
}

/** The line state a request moves to, and the states it may be made from. */
export const REQUEST_MOVE: Record<ClaimType, { to: number; from: number[] }> = {
  cancel: { to: ORDER_STATUS.cancelRequested, from: [ORDER_STATUS.paid, ORDER_STATUS.preparing] },
  return: { to: ORDER_STATUS.returnRequested, from: [ORDER_STATUS.dispatched, ORDER_STATUS.delivered] },
  exchange: { to: ORDER_STATUS.exchangeRequested, from: [ORDER_STATUS.delivered] },
};

/** Payment methods refunded in cash to the buyer's refund account (shopping §9: cash within 3 business days). */
export const CASH_REFUND_METHODS = ['vbank'] as const;

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정, substitute holidays included) that are not business
 * days, 2025–2027. One list for every business-day rule; extend it each year.
 */
export const KR_PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set([
  ...['01-01', '01-28', '01-29', '01-30', '03-01', '03-03', '05-05', '05-06', '06-03', '06-06', '08-15'].map(
    (d) => `2025-${d}`,
  ),
  ...['10-03', '10-05', '10-06', '10-07', '10-08', '10-09', '12-25'].map((d) => `2025-${d}`),
  ...['01-01', '02-16', '02-17', '02-18', '03-02', '05-05', '05-25', '06-03', '08-17', '09-24', '09-25'].map(
    (d) => `2026-${d}`,
  ),
  ...['09-28', '10-05', '10-09', '12-25'].map((d) => `2026-${d}`),
  ...['01-01', '02-08', '02-09', '03-01', '05-05', '05-13', '08-16', '09-14', '09-15', '09-16', '10-04'].map(
    (d) => `2027-${d}`,
  ),
  ...['10-11', '12-27'].map((d) => `2027-${d}`),
]);

const KST_MS = 9 * 3_600_000;

/** Is this Korean calendar day (YYYY-MM-DD) a business day: a weekday that is no public holiday? */
export function isBusinessDayKst(ymd: string): boolean {
  const dow = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6 && !KR_PUBLIC_HOLIDAYS.has(ymd);
}

/**
 * The end (23:59:59.999 KST) of the n-th business day after the Korean day of `from`: the refund of
 * returned goods is due by then (전자상거래법 제18조 ②: within 3 business days of the goods' return).
 */
export function businessDaysAfterKst(from: Date, n: number): Date {
  let day = new Date(from.getTime() + KST_MS);
  day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  let left = n;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDayKst(day.toISOString().slice(0, 10))) left--;
  }
  return new Date(day.getTime() + DAY_MS - 1 - KST_MS);
}

/**
 * The end of the withdrawal window (전자상거래법 제17조 ①): 7 days from delivery, or from the day the
 * buyer received the contract document when that came later.
 */
export function withdrawalWindowEnd(deliveredAt: Date, contractDocAt: Date | null): Date {
  const start = contractDocAt && contractDocAt > deliveredAt ? contractDocAt : deliveredAt;
  // counted in calendar days (민법 제157조: the first day is not counted), to the end of the 7th Korean day
  const day = kstDay(start);
  return kstDayEnd(day.y, day.m, day.d + CLAIM_POLICY.windowDays);
}

/**
 * The end of the window for the seller's fault (전자상거래법 제17조 ③): 3 months from the day the goods
 * arrived, to the end of that Korean day (a month without that day ends on its last day). The law's other
 * limb (30 days from when the buyer knew or could have known) needs judging a case: the operator does it
 * through a 1:1 inquiry (docs/decisions.md).
 */
export function sellerFaultWindowEnd(deliveredAt: Date): Date {
  const day = kstDay(deliveredAt);
  const months = day.m + CLAIM_POLICY.sellerFaultWindowMonths;
  const lastOfMonth = new Date(Date.UTC(day.y, months + 1, 0)).getUTCDate();
  return kstDayEnd(day.y, months, Math.min(day.d, lastOfMonth));
}

/**
 * The last moment the buyer may add evidence photos to an exchange/return request: the end of the 15th
 * Korean calendar day after filing it (the filing day not counted, as the withdrawal window counts).
 */
export function evidenceWindowEnd(filedAt: Date): Date {
  const day = kstDay(filedAt);
  return kstDayEnd(day.y, day.m, day.d + CLAIM_EVIDENCE_DAYS);
}

/** The Korean calendar day (year, month 0–11, day) of an instant. */
function kstDay(at: Date) {
  const k = new Date(at.getTime() + KST_MS);
  return { y: k.getUTCFullYear(), m: k.getUTCMonth(), d: k.getUTCDate() };
}

/** 23:59:59.999 KST of a Korean calendar day (month and day may overflow, as Date.UTC allows). */
const kstDayEnd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d + 1) - 1 - KST_MS);
