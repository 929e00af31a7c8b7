import {
  CUSTOMER_CENTRE_HOURS,
  KOREAN_PUBLIC_HOLIDAYS,
  QUESTION_POLICY,
  RC,
  hasSpecialCharacters,
  hasText,
  lineBreaksOf,
  type CustomerCentreStatus,
  type Lang,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The text rules of an inquiry (shopping §5, §8; live §5), checked on the server too: non-empty
 * after removing spaces (4602), at most 7 line breaks (4604), no special characters (4603), at most
 * 1,000 characters (4605). Returns the text with its ends trimmed and line endings normalised.
 */
export function checkInquiryText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!hasText(text)) throw new AppError(RC.QUESTION_TEXT_REQUIRED);
  if (lineBreaksOf(text) > QUESTION_POLICY.maxLineBreaks)
    throw new AppError(RC.QUESTION_LINE_BREAKS, { extra: { max: QUESTION_POLICY.maxLineBreaks } });
  if (hasSpecialCharacters(text)) throw new AppError(RC.QUESTION_SPECIAL_CHARS);
  if ([...text].length > QUESTION_POLICY.maxLength)
    throw new AppError(RC.QUESTION_TOO_LONG, { extra: { max: QUESTION_POLICY.maxLength } });
  return text;
}

/** An optional title: the same character rule, at most 50 characters, no line breaks. */
export function checkTitle(raw: string | null | undefined): string | null {
  const t = raw?.replace(/\s+/g, ' ').trim() ?? '';
  if (!t) return null;
  if (hasSpecialCharacters(t)) throw new AppError(RC.QUESTION_SPECIAL_CHARS);
  if ([...t].length > QUESTION_POLICY.titleMaxLength) throw new AppError(RC.QUESTION_TITLE_TOO_LONG);
  return t;
}

/** The inquiry number: the KST date (yyMMdd) and the id, zero-padded to 7 digits (e.g. 2611240000123). */
export function corsNumOf(createdAt: Date, id: number): string {
  const d = new Date(createdAt.getTime() + KST_MS).toISOString();
  return `${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${String(id).padStart(7, '0')}`;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const kstDate = (ms: number) => new Date(ms + KST_MS).toISOString().slice(0, 10);
const holidayOn = (date: string) => KOREAN_PUBLIC_HOLIDAYS.find((h) => h.date === date);
const closedDay = (ms: number) => {
  const wd = new Date(ms + KST_MS).getUTCDay();
  return (CUSTOMER_CENTRE_HOURS.closedWeekdays as readonly number[]).includes(wd) || !!holidayOn(kstDate(ms));
};

/**
 * Customer-centre status at `at` (shopping §9): weekdays 09:00–18:00 KST, lunch 12:00–13:00,
 * closed on weekends and Korean public holidays; with the next opening time when closed.
 */
export function centreStatus(at: Date, lang: Lang): CustomerCentreStatus {
  const H = CUSTOMER_CENTRE_HOURS;
  const ms = at.getTime();
  const dayStart = Math.floor((ms + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  const minute = Math.floor((ms - dayStart) / 60_000);
  const open = minutesOf(H.open);
  const close = minutesOf(H.close);
  const lunchStart = minutesOf(H.lunchStart);
  const lunchEnd = minutesOf(H.lunchEnd);
  const wd = new Date(ms + KST_MS).getUTCDay();
  const holiday = holidayOn(kstDate(ms));
  let state: CustomerCentreStatus['state'];
  if ((H.closedWeekdays as readonly number[]).includes(wd)) state = 'weekend';
  else if (holiday) state = 'holiday';
  else if (minute < open) state = 'beforeHours';
  else if (minute >= close) state = 'afterHours';
  else if (minute >= lunchStart && minute < lunchEnd) state = 'lunch';
  else state = 'open';
  let nextOpenAt: string | null = null;
  if (state === 'lunch') nextOpenAt = new Date(dayStart + lunchEnd * 60_000).toISOString();
  else if (state === 'beforeHours') nextOpenAt = new Date(dayStart + open * 60_000).toISOString();
  else if (state !== 'open') {
    let d = dayStart + DAY_MS;
    for (let i = 0; i < 30 && closedDay(d); i++) d += DAY_MS;
    nextOpenAt = new Date(d + open * 60_000).toISOString();
  }
  return {
    openNow: state === 'open',
    state,
    holidayName: state === 'holiday' && holiday ? holiday[lang] : null,
    nextOpenAt,
    hours: { open: H.open, close: H.close, lunchStart: H.lunchStart, lunchEnd: H.lunchEnd, timeZone: H.timeZone },
    now: at.toISOString(),
  };
}
