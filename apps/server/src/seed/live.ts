import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { broadcasts, couponPolicies, users } from '../db/schema/index.js';
import { DEMO_LIVE } from './broadcasts.js';

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
