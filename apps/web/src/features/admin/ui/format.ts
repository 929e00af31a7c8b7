import type { Locale } from '../../../shared/i18n';

const tag = (l: Locale) => (l === 'en' ? 'en-GB' : 'ko-KR');

/** A time in Korea (the marketplace's clock), in the operator's language. */
export function kstDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(tag(locale), {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** Today's date in Korea, YYYY-MM-DD, for a given instant (the app's clock, passed in). */
export function kstDay(at: number): string {
  return new Date(at + 9 * 3600_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Ids typed as a list ("101, 102" or one per line) as numbers. */
export function parseIds(v: string): number[] {
  return v
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}
