import { eq } from 'drizzle-orm';
import { REJOIN_BLOCK, WITHDRAWAL_POLICY } from '@lc/contracts';
import type { Tx } from '../../db/client.js';
import {
  userAddresses,
  userBlocks,
  userPushSettings,
  users,
  userWithdrawals,
  type UserRow,
} from '../../db/schema/index.js';
import { sha256Hex } from '../auth/auth.crypto.js';

/** When a withdrawal of this kind lets the same e-mail, phone or social account join again. */
export function rejoinBlockedUntil(kind: 'self' | 'terminated', at: Date): Date {
  if (kind === 'self') return new Date(at.getTime() + WITHDRAWAL_POLICY.rejoinBlockDays * 86_400_000);
  const until = new Date(at);
  until.setUTCMonth(until.getUTCMonth() + REJOIN_BLOCK.companyTerminationMonths);
  return until;
}

/**
 * A member leaves (self-withdrawal) or is terminated by the company (issue 18). The member row stays
 * (orders, claims and payments point at it: trade records are kept 5 years) but is pseudonymised:
 * no e-mail, name, phone, birthday, password or social id is left on it. What the rejoin rules need
 * is kept apart, hashed (SHA-256 of the e-mail, the phone, the social id), with the date the block
 * ends; the purge job removes that record after the abuse-prevention period. Addresses, blocks,
 * push settings and unused coupons go at once.
 */
export async function withdrawMember(
  tx: Tx,
  user: UserRow,
  at: Date,
  opts: {
    kind: 'self' | 'terminated';
    reason: string | null;
    reasonDetail: string | null;
    dropUnusedCoupons: (tx: Tx, userSysId: number) => Promise<void>;
  },
): Promise<void> {
  const userSysId = user.userSysId;
  await tx.insert(userWithdrawals).values({
    userSysId,
    userIdHash: sha256Hex(user.userId),
    mobileHash: user.mobile ? sha256Hex(user.mobile) : null,
    snsType: user.snsType,
    snsIdHash: user.snsId ? sha256Hex(`${user.snsType}:${user.snsId}`) : null,
    reason: opts.reason,
    reasonDetail: opts.reasonDetail,
    withdrawnAt: at,
    kind: opts.kind,
    rejoinBlockedUntil: rejoinBlockedUntil(opts.kind, at),
  });
  await tx
    .update(users)
    .set({
      status: 'withdrawn',
      withdrawnAt: at,
      userId: `withdrawn-${userSysId}@withdrawn.invalid`,
      nickName: `withdrawn-${userSysId}`,
      passwordHash: null,
      name: null,
      mobile: null,
      birthday: null,
      identityBirthday: null,
      identityVerifiedAt: null,
      identityProvider: null,
      snsId: null,
      thirdPartyAgreedAt: null,
      eventAgreedAt: null,
      rcmdUserSysId: null,
      rcmdLinkCreatedAt: null,
      updatedAt: at,
    })
    .where(eq(users.userSysId, userSysId));
  await tx.delete(userAddresses).where(eq(userAddresses.userSysId, userSysId));
  await tx.delete(userBlocks).where(eq(userBlocks.userSysId, userSysId));
  await tx.delete(userPushSettings).where(eq(userPushSettings.userSysId, userSysId));
  await opts.dropUnusedCoupons(tx, userSysId);
}
