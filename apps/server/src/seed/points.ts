import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { pointBalances, pointEntries, users } from '../db/schema/index.js';
import { pointExpiryOf } from '../domains/points/points.policy.js';

/** Points demo data: the demo buyer holds 5,000 points (a welcome gift), enough to try using 1,000. */
export const DEMO_POINTS = 5000;

export async function seedPoints(tx: Tx, now: Date): Promise<void> {
  const [buyer] = await tx.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
  if (!buyer) return;
  await tx.insert(pointBalances).values({ userSysId: buyer.userSysId, balance: DEMO_POINTS });
  await tx.insert(pointEntries).values({
    userSysId: buyer.userSysId,
    kind: 'saved',
    amount: DEMO_POINTS,
    remaining: DEMO_POINTS,
    reason: 'welcome',
    expiresAt: pointExpiryOf(now),
    createdAt: now,
  });
}
