import { eq } from 'drizzle-orm';
import { RC, type MyPageOrderCounts, type ResultCode } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { AuthService } from '../auth/auth.service.js';
import type { VerificationService } from '../auth/auth.verification.js';
import type { CouponsService } from '../coupons/coupons.service.js';

/**
 * A check run before a withdrawal; answers a result code to refuse it. The orders and payments work
 * registers "no open orders or payment requests" here (1142); accounts alone has none to check.
 */
export type WithdrawalCheck = (userSysId: number) => Promise<ResultCode | undefined>;
/** Sources of My page figures owned by other domains (the points ledger). */
export interface MyPageSources {
  points?: (userSysId: number) => Promise<number>;
  orderCounts?: (userSysId: number) => Promise<MyPageOrderCounts>;
}

export interface UsersDeps {
  db: Db;
  auth: AuthService;
  verification: VerificationService;
  coupons: CouponsService;
  rate: RateLimiter;
  now: () => Date;
  withdrawalChecks: WithdrawalCheck[];
  /** what other domains add to My page, registered by the composition root once they exist */
  myPageSources?: MyPageSources;
}

/** The member row, for a member who has not withdrawn (9404 otherwise). */
export async function activeUserOf(db: Db, userSysId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.userSysId, userSysId));
  if (!row || row.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
  return row;
}
