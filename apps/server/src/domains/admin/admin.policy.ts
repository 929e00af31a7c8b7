/** Constants of the back-office (issue 15); see docs/decisions.md "Issue 15". */
const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

export const ADMIN_LIMITS = {
  /** the calendar's widest window */
  maxCalendarDays: 62,
  /** audit rows are kept this long (an access log of personal data: at least 2 years) */
  auditRetentionYears: 2,
} as const;

/** KST calendar day of an instant, YYYY-MM-DD. */
export function kstDay(at: Date): string {
  return new Date(at.getTime() + KST_MS).toISOString().slice(0, 10);
}

/** The instant a KST calendar day starts. */
export function kstDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - KST_MS);
}

export function kstDayEnd(day: string): Date {
  return new Date(kstDayStart(day).getTime() + DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A CSV document (UTF-8 with BOM so that Excel in Korea opens it right). */
export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    let s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    // formula injection: a cell starting with = + - @ is read as text
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
