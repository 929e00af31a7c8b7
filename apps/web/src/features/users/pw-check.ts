import { PASSWORD_CHECK_VALID_SECONDS } from '@lc/contracts';
import { session } from '../../shared/storage';

/**
 * The password re-check (/ChkPw) a profile change needs (issue 19 #9): ChkPw leaves a short-lived marker
 * in sessionStorage (the member and until when, the server's PASSWORD_CHECK_VALID_SECONDS); /modifyProfile
 * opens only while it holds, so typing the address goes through /ChkPw first. The server still refuses a
 * change without a recent check of the session (1133); the marker only spares the member a form that
 * would be refused. Logout clears sessionStorage and with it the marker.
 */
const KEY = 'pwCheckedUntil';

export function markPasswordChecked(userSysId: number, now = Date.now()): void {
  session.set(KEY, JSON.stringify({ userSysId, until: now + PASSWORD_CHECK_VALID_SECONDS * 1000 }));
}

export function forgetPasswordCheck(): void {
  session.remove(KEY);
}

export function hasRecentPasswordCheck(userSysId: number | null, now = Date.now()): boolean {
  if (!userSysId) return false;
  try {
    const v = JSON.parse(session.get(KEY) ?? 'null') as { userSysId?: unknown; until?: unknown } | null;
    return !!v && v.userSysId === userSysId && typeof v.until === 'number' && now < v.until;
  } catch {
    return false;
  }
}
