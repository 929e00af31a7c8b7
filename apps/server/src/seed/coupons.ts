import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  brands,
  couponPolicies,
  eventProductRules,
  planProducts,
  plans,
  products,
  userCoupons,
  users,
} from '../db/schema/index.js';

const DAY = 86_400_000;

/**
 * Coupons demo data: downloadable coupons on the first demo product and its brand (amount and
 * percent, product and cart coupons, one capped, one with a minimum order amount), two of them
 * already in the demo buyer's coupon box, and the rules of two event products.
 */
export async function seedCoupons(tx: Tx, now: Date): Promise<void> {
  const [first] = await tx
    .select({ prdtSysId: products.prdtSysId, brandSysId: products.brandSysId, brandName: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    .orderBy(asc(products.prdtSysId))
    .limit(1);
  if (!first) return;
  const t = now.getTime();
  const window = { issuanceStartDate: new Date(t - DAY), issuanceEndDate: new Date(t + 60 * DAY), createdAt: now };
  const rows = await tx
    .insert(couponPolicies)
    .values([
      {
        kind: 'download',
        applyTypeCode: 'cart',
        name: '전 상품 10% 장바구니 쿠폰',
        nameEn: '10% off your order',
        discountTypeCode: 'percent',
        discountAmount: 10,
        maxDiscountAmount: 5000,
        minOrderAmount: 30000,
        validityDays: 30,
        ...window,
      },
      {
        kind: 'download',
        applyTypeCode: 'product',
        name: `${first.brandName} 3,000원 상품 쿠폰`,
        nameEn: '3,000 won off a brand product',
        discountTypeCode: 'amount',
        discountAmount: 3000,
        minProductAmount: 20000,
        validityDays: 14,
        brandSysId: first.brandSysId,
        ...window,
      },
      {
        kind: 'download',
        applyTypeCode: 'cart',
        name: '선착순 100명 5,000원 쿠폰',
        nameEn: '5,000 won off, first 100 shoppers',
        discountTypeCode: 'amount',
        discountAmount: 5000,
        minOrderAmount: 50000,
        validityDays: 7,
        totalCap: 100,
        ...window,
      },
      {
        kind: 'download',
        applyTypeCode: 'product',
        name: '단독 상품 15% 쿠폰 (최대 2개)',
        nameEn: '15% off this product (up to 2)',
        discountTypeCode: 'percent',
        discountAmount: 15,
        maxDiscountAmount: 10000,
        maxProductQty: 2,
        validityDays: 30,
        prdtSysId: first.prdtSysId,
        ...window,
      },
    ])
    .returning({ id: couponPolicies.couponPolicySysId, validityDays: couponPolicies.validityDays });

  // the demo buyer already downloaded the order coupon and the brand coupon
  const [buyer] = await tx.select({ id: users.userSysId }).from(users).where(eq(users.userId, 'buyer@demo.kr'));
  if (buyer) {
    for (const r of [rows[0]!, rows[1]!]) {
      await tx
        .update(couponPolicies)
        .set({ issuedCount: sql`${couponPolicies.issuedCount} + 1` })
        .where(eq(couponPolicies.couponPolicySysId, r.id));
      await tx.insert(userCoupons).values({
        couponPolicySysId: r.id,
        userSysId: buyer.id,
        issuedAt: now,
        expiresAt: new Date(t + r.validityDays * DAY),
      });
    }
  }

  // event products: the welcome event's first product (members who joined within 30 days, 1 each)
  // and the camping event's first product (2 each, after 30,000 won on the same brand)
  const firstOf = async (title: string) => {
    const [r] = await tx
      .select({ id: planProducts.planPrdtSysId })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .where(and(eq(plans.planType, 'event'), eq(plans.titleEn, title)))
      .orderBy(asc(planProducts.sortOrder))
      .limit(1);
    return r?.id;
  };
  const welcome = await firstOf('Welcome event');
  const camping = await firstOf('Camping season opening');
  if (welcome)
    await tx.insert(eventProductRules).values({ planPrdtSysId: welcome, maxQtyPerUser: 1, joinWithinDays: 30 });
  if (camping)
    await tx.insert(eventProductRules).values({ planPrdtSysId: camping, maxQtyPerUser: 2, minBrandAmount: 30000 });
}
