/**
 * Rules of account fields that both sign-up (auth) and the member profile (users) apply, and the unique
 * violation test their writes share. Kept outside both domains so that auth does not import users.
 */
import type { ZodType, z } from 'zod';
import { RC, SIGNUP_POLICY, passwordRule, type ResultCode } from '@lc/contracts';
import { AppError } from '../http/errors.js';

const KST_OFFSET_MS = 9 * 3_600_000;

/** Today's date in Korea as [year, month, day]. */
function kstToday(now: Date): [number, number, number] {
  const d = new Date(now.getTime() + KST_OFFSET_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** A real calendar date (YYYY-MM-DD), not before 1900 and not after today in Korea. */
export function validBirthday(iso: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return false;
  if (y < 1900) return false;
  const [ty, tm, td] = kstToday(now);
  return y * 10000 + mo * 100 + d <= ty * 10000 + tm * 100 + td;
}

/** Full years of age in Korea today (만 나이). */
export function ageOn(iso: string, now: Date): number {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = kstToday(now);
  return ty - y - (tm * 100 + td < mo * 100 + d ? 1 : 0);
}

/** Birthday rules of sign-up and profile: a valid date (1106) and 14 or older (1107). */
export function assertBirthday(iso: string, now: Date): void {
  if (!validBirthday(iso, now)) throw new AppError(RC.BIRTHDAY_INVALID);
  if (ageOn(iso, now) < SIGNUP_POLICY.minAge) throw new AppError(RC.UNDER_MIN_AGE);
}

/** The password rule (letters, digits, a special character, 8–20) as result code 1105. */
export function assertPasswordRule(plain: string): void {
  if (!passwordRule.safeParse(plain).success) throw new AppError(RC.PASSWORD_RULE);
}

/** Which result code a failing field answers with (first failing field wins); others are 9422. */
export const FIELD_CODES: Record<string, ResultCode> = {
  userId: RC.EMAIL_INVALID,
  nickName: RC.NICKNAME_INVALID,
  name: RC.NAME_INVALID,
  mobile: RC.MOBILE_INVALID,
  authWayValue: RC.MOBILE_INVALID,
  receiverPhone: RC.MOBILE_INVALID,
  birthday: RC.BIRTHDAY_INVALID,
  agreeService: RC.TERMS_REQUIRED,
  agreePrivacy: RC.TERMS_REQUIRED,
};

/** Validates with a contract schema, answering a rule's own code when a known field fails. */
export function validateFields<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const errors = r.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }));
  const coded = r.error.issues.find((i) => typeof i.path[0] === 'string' && FIELD_CODES[i.path[0]]);
  const code = coded ? FIELD_CODES[coded.path[0] as string]! : RC.VALIDATION;
  throw new AppError(code, { errors });
}

/** Postgres unique violation (also from PGlite), with the constraint name when known. */
export function uniqueViolation(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur && typeof cur === 'object'; i++) {
    const o = cur as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (o.code === '23505') return typeof o.constraint === 'string' ? o.constraint : String(o.message ?? 'unique');
    cur = o.cause;
  }
  return undefined;
}
