import { eq } from 'drizzle-orm';
import { JOIN_COUPON_POLICY } from '@lc/contracts';
import type { Tx } from '../db/client.js';
import { couponPolicies, userAddresses, userReports, users } from '../db/schema/index.js';

/** The signup coupon policy row: the contracts' JOIN_COUPON_POLICY (one source for every text naming it). */
export const JOIN_COUPON_SEED = { kind: 'join', ...JOIN_COUPON_POLICY } as const;

/** Accounts demo data: the join coupon policy and the demo buyer's address book and a report. */
export async function seedUsers(tx: Tx, now: Date): Promise<void> {
  await tx.insert(couponPolicies).values({ ...JOIN_COUPON_SEED, createdAt: now });
  const [buyer] = await tx.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
  const [seller] = await tx.select().from(users).where(eq(users.userId, 'seller@demo.kr'));
  if (!buyer || !seller) return;
  // [name, postal code, address, detail]; the first is the default
  const addresses: [string, string, string, string][] = [
    ['집', '06236', '서울특별시 강남구 테헤란로 152', '12층'],
    ['회사', '13529', '경기도 성남시 분당구 판교역로 235', '3층'],
  ];
  await tx.insert(userAddresses).values(
    addresses.map(([addressName, zonecode, address, addressDetail], i) => ({
      userSysId: buyer.userSysId,
      addressName,
      receiverName: buyer.name ?? '김구매',
      receiverPhone: buyer.mobile ?? '01012345678',
      zonecode,
      address,
      addressDetail,
      isDefault: i === 0,
      createdAt: now,
    })),
  );
  await tx.insert(userReports).values({
    reporterSysId: buyer.userSysId,
    targetUserSysId: seller.userSysId,
    reason: 'spam',
    detail: '채팅창에 같은 광고 문구를 반복해서 올렸어요.',
    status: 'actioned',
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
    handledAt: new Date(now.getTime() - 2 * 86_400_000),
  });
}
