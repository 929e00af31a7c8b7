import { POINT_POLICY } from '@lc/contracts';

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Points saved now expire at 23:59 (KST) on the day one year later (shopping §9). */
export function pointExpiryOf(savedAt: Date): Date {
  const kstDayStart = Math.floor((savedAt.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  return new Date(
    kstDayStart + POINT_POLICY.validDays * DAY_MS + (POINT_POLICY.expireHour * 60 + POINT_POLICY.expireMinute) * 60_000,
  );
}

/** History shows the last year (shopping §9). */
export const historySince = (now: Date) => new Date(now.getTime() - POINT_POLICY.historyDays * DAY_MS);
