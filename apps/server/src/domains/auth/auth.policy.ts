import { SESSION_POLICY } from '@lc/contracts';

/** Session rules (shopping §4) in one place. */
export const AUTH_POLICY = {
  renewAfterMs: SESSION_POLICY.refreshRenewAgeDays * 86_400_000,
  maxIdleMs: SESSION_POLICY.refreshMaxIdleDays * 86_400_000,
  /** refresh cookie lifetime: as long as a session may stay idle */
  refreshCookieMaxAgeSeconds: SESSION_POLICY.refreshMaxIdleDays * 86_400,
} as const;
