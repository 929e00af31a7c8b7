import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { broadcastSchedules, broadcasts, couponPolicies, gamePrizeBudgets, users } from '../db/schema/index.js';
import { DEMO_LIVE, OLD_DEMO_LIVE_TITLE } from './broadcasts.js';

/**
 * The game prize budget the operator (demo data) grants the demo live show (issue 25 N3): the scripted
 * host puts up 1,000 points a game, so this covers 300 won games.
 */
export const DEMO_GAME_PRIZE_BUDGET = 300_000;

/**
 * Every start with the demo data: the demo live show has a game prize budget, granted by the demo
 * operator (data directories seeded before budgets existed get it too; a budget already set stays).
 */
export async function ensureDemoPrizeBudget(db: Db, now: Date): Promise<void> {
  const [show] = await db
    .select({ room: broadcastSchedules.broadcastScheduleSysId })
    .from(broadcastSchedules)
    .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
    .innerJoin(users, eq(users.userSysId, broadcasts.hostUserSysId))
    .where(and(inArray(broadcasts.title, [DEMO_LIVE.title, OLD_DEMO_LIVE_TITLE]), eq(users.userId, 'seller@demo.kr')))
    .orderBy(asc(broadcastSchedules.broadcastScheduleSysId))
    .limit(1);
  const [operator] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, 'admin@demo.kr'));
  if (!show || !operator) return;
  await db
    .insert(gamePrizeBudgets)
    .values({ room: show.room, points: DEMO_GAME_PRIZE_BUDGET, updatedBy: operator.id, updatedAt: now })
    .onConflictDoNothing();
}

const DAY = 86_400_000;

/**
 * Live coupons of the demo live show (issue 13): two 'live' coupon policies for the show's brand, one
 * an amount and one a percent, that the host (or the scripted demo host) can hand out from the console.
 */
export async function seedLive(tx: Tx, now: Date): Promise<void> {
  const [show] = await tx
    .select({ brandSysId: broadcasts.brandSysId })
    .from(broadcasts)
    .innerJoin(users, eq(users.userSysId, broadcasts.hostUserSysId))
    .where(and(eq(broadcasts.title, DEMO_LIVE.title), eq(users.userId, 'seller@demo.kr')));
  if (!show) return;
  const t = now.getTime();
  const window = { issuanceStartDate: new Date(t - DAY), issuanceEndDate: new Date(t + 365 * DAY), createdAt: now };
  await tx.insert(couponPolicies).values([
    {
      kind: 'live',
      applyTypeCode: 'cart',
      name: '라이브 특가 3,000원 쿠폰',
      nameEn: '3,000 won live deal coupon',
      discountTypeCode: 'amount',
      discountAmount: 3000,
      minOrderAmount: 20000,
      validityDays: 7,
      brandSysId: show.brandSysId,
      ...window,
    },
    {
      kind: 'live',
      applyTypeCode: 'cart',
      name: '라이브 시청자 10% 쿠폰',
      nameEn: '10% off for live viewers',
      discountTypeCode: 'percent',
      discountAmount: 10,
      maxDiscountAmount: 10000,
      minOrderAmount: 10000,
      validityDays: 7,
      brandSysId: show.brandSysId,
      ...window,
    },
  ]);
}
