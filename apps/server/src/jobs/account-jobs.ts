import { lt } from 'drizzle-orm';
import { WITHDRAWAL_POLICY } from '@lc/contracts';
import type { Db } from '../db/client.js';
import { phoneVerifications, userWithdrawals } from '../db/schema/index.js';
import type { JobDef } from './scheduler.js';

const DAY = 86_400_000;

/**
 * How long account records are kept before the purge jobs delete them (docs/decisions.md
 * "Account retention"): a withdrawal's hashes for the abuse-record period (shopping §9: 6 months);
 * phone verifications one week (the daily send limits look back 24 hours, a verified result is
 * used within 30 minutes; the week leaves room to look into abuse).
 */
export const ACCOUNT_RETENTION = {
  withdrawalDays: WITHDRAWAL_POLICY.abuseRecordDays,
  phoneVerificationDays: 7,
} as const;

/**
 * Retention purges of the accounts domain (issue 4). Each is one conditional DELETE on the
 * injectable clock, so two nodes running it at once delete each row once and a repeat deletes nothing.
 */
export function createAccountJobs(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const before = (days: number) => new Date(now().getTime() - days * DAY);

  const jobs = {
    /** withdrawal records (hashed e-mail, phone, social id) past the abuse-record period */
    async purgeWithdrawals() {
      const gone = await db
        .delete(userWithdrawals)
        .where(lt(userWithdrawals.withdrawnAt, before(ACCOUNT_RETENTION.withdrawalDays)))
        .returning({ id: userWithdrawals.withdrawalSysId });
      return { purged: gone.length };
    },

    /** phone verification requests (hashed codes and tokens, the phone and address) older than a week */
    async purgePhoneVerifications() {
      const gone = await db
        .delete(phoneVerifications)
        .where(lt(phoneVerifications.createdAt, before(ACCOUNT_RETENTION.phoneVerificationDays)))
        .returning({ id: phoneVerifications.requestId });
      return { purged: gone.length };
    },
  };

  const defs: JobDef[] = [
    { name: 'accounts.purgeWithdrawals', everyMs: 6 * 3_600_000, run: jobs.purgeWithdrawals },
    { name: 'accounts.purgePhoneVerifications', everyMs: 3_600_000, run: jobs.purgePhoneVerifications },
  ];
  return { ...jobs, defs };
}
