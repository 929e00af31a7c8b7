import { ORDER_STATUS, REVIEW_POLICY } from '@lc/contracts';

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Line states that count as a confirmed purchase: purchase confirmed, exchange complete. */
export const CONFIRMED_STATES: number[] = [ORDER_STATUS.purchaseConfirmed, ORDER_STATUS.exchangeComplete];

/** The start of the KST calendar day that contains `d`. */
export const kstDayStart = (d: Date) => new Date(Math.floor((d.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS);

/**
 * The last moment a review can be written (shopping §5): through the 180th day after the KST day of
 * the confirmation, i.e. until 23:59:59.999 KST of confirmation date + 180; on day 181 it is gone.
 */
export function writableUntil(confirmedAt: Date): Date {
  return new Date(kstDayStart(confirmedAt).getTime() + (REVIEW_POLICY.windowDays + 1) * DAY_MS - 1);
}

export const insideWindow = (confirmedAt: Date, at: Date) => at.getTime() <= writableUntil(confirmedAt).getTime();

/** Whole days left to write (0 on the last day). */
export const daysLeft = (confirmedAt: Date, at: Date) =>
  Math.max(0, Math.floor((kstDayStart(writableUntil(confirmedAt)).getTime() - kstDayStart(at).getTime()) / DAY_MS));

/** The writable list covers purchases (orders) made in the last 6 calendar months. */
export function writableListSince(at: Date): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - REVIEW_POLICY.writableListMonths);
  return d;
}

/** A nickname as others see it on reviews and questions: the first characters, the rest as *. */
export function maskNick(nick: string): string {
  const chars = [...nick];
  if (chars.length <= 1) return `${chars.join('')}*`;
  const keep = Math.min(2, Math.ceil(chars.length / 2));
  return chars.slice(0, keep).join('') + '*'.repeat(Math.max(1, chars.length - keep));
}

/** Review text length as the user sees it: trimmed, counted in characters (not UTF-16 units). */
export const textLength = (s: string) => [...s.trim()].length;
