import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  COUPON_POLICY,
  ORDER_STATUS,
  RC,
  type CouponBoxResponse,
  type CouponPolicyProductsQuery,
  type CouponDownloadResponse,
  type CouponPolicyProductsResponse,
  type CouponProductsResponse,
  type EventCheckResponse,
  type EventRuleView,
  type JoinCouponResponse,
  type Lang,
  type MyCoupon,
  type ResultCode,
  resultMessage,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  brands,
  couponPolicies,
  eventProductRules,
  eventPurchaseCounts,
  orderProducts,
  orders,
  planProducts,
  plans,
  products,
  userCoupons,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { productCardColumns } from '../../shared/product-cards.js';
import { activeJoinPolicy } from './coupons.join.js';
import { refundExpiryOf, targets, type CouponRule } from './coupons.policy.js';
import { presentPolicy, presentUserCoupon } from './coupons.presenter.js';
import { idempotent } from '../../shared/idempotency.js';

const DAY_MS = 86_400_000;
type PolicyRow = typeof couponPolicies.$inferSelect;

/** Orders that count as bought (paid and on; not unpaid, not cancelled). */
const BOUGHT = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.dispatched,
  ORDER_STATUS.delivered,
  ORDER_STATUS.purchaseConfirmed,
];

/**
 * Coupons: the signup coupon, downloadable coupons (capped with one conditional UPDATE), the coupon
 * box, the coupons checkout applies (marked used in the order's transaction, given back on cancel,
 * expiry and refund) and the event-product rules.
 */
export function createCouponsService(db: Db, now: () => Date) {
  /** the active join policy within its issuance window */
  const joinPolicy = (q: Queryable) => activeJoinPolicy(q, now());

  /** one conditional UPDATE claims a unit of the cap: never issued past it, whatever the concurrency */
  async function claimUnit(q: Queryable, couponPolicySysId: number): Promise<boolean> {
    const claimed = await q
      .update(couponPolicies)
      .set({ issuedCount: sql`${couponPolicies.issuedCount} + 1` })
      .where(
        and(
          eq(couponPolicies.couponPolicySysId, couponPolicySysId),
          or(isNull(couponPolicies.totalCap), sql`${couponPolicies.issuedCount} < ${couponPolicies.totalCap}`),
        ),
      )
      .returning({ id: couponPolicies.couponPolicySysId });
    return claimed.length > 0;
  }

  const windowOpen = (at: Date) =>
    and(
      eq(couponPolicies.isUse, true),
      or(isNull(couponPolicies.issuanceStartDate), lte(couponPolicies.issuanceStartDate, at)),
      or(isNull(couponPolicies.issuanceEndDate), gt(couponPolicies.issuanceEndDate, at)),
    );

  const ruleOf = (c: typeof userCoupons.$inferSelect, p: PolicyRow, lang: Lang): CouponRule => ({
    userCouponSysId: c.userCouponSysId,
    name: (lang === 'en' && p.nameEn) || p.name,
    applyTypeCode: p.applyTypeCode === 'product' ? 'product' : 'cart',
    discountTypeCode: p.discountTypeCode === 'percent' ? 'percent' : 'amount',
    discountAmount: p.discountAmount,
    maxDiscountAmount: p.maxDiscountAmount,
    minOrderAmount: p.minOrderAmount,
    minProductAmount: p.minProductAmount,
    maxProductQty: p.maxProductQty,
    prdtSysId: p.prdtSysId,
    brandSysId: p.brandSysId,
    sellerSysId: p.sellerSysId,
    used: c.usedAt !== null,
    expiresAt: c.expiresAt,
  });

  /** the event rule of a plan product, when it is a product of an event plan running now */
  async function eventRuleOf(q: Queryable, planPrdtSysId: number, prdtSysId?: number) {
    const at = now();
    const [r] = await q
      .select({
        planPrdtSysId: planProducts.planPrdtSysId,
        planSysId: planProducts.planSysId,
        prdtSysId: planProducts.prdtSysId,
        brandSysId: products.brandSysId,
        planStart: plans.startDate,
        maxQtyPerUser: eventProductRules.maxQtyPerUser,
        minBrandAmount: eventProductRules.minBrandAmount,
        joinWithinDays: eventProductRules.joinWithinDays,
      })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .innerJoin(products, eq(products.prdtSysId, planProducts.prdtSysId))
      .leftJoin(eventProductRules, eq(eventProductRules.planPrdtSysId, planProducts.planPrdtSysId))
      .where(
        and(
          eq(planProducts.planPrdtSysId, planPrdtSysId),
          eq(plans.planType, 'event'),
          lte(plans.startDate, at),
          gt(plans.endDate, at),
        ),
      );
    if (!r || (prdtSysId !== undefined && r.prdtSysId !== prdtSysId)) return null;
    return { ...r, minBrandAmount: r.minBrandAmount ?? 0 };
  }

  async function boughtQtyOf(q: Queryable, planPrdtSysId: number, userSysId: number): Promise<number> {
    const [r] = await q
      .select({ qty: eventPurchaseCounts.qty })
      .from(eventPurchaseCounts)
      .where(and(eq(eventPurchaseCounts.planPrdtSysId, planPrdtSysId), eq(eventPurchaseCounts.userSysId, userSysId)));
    return r?.qty ?? 0;
  }

  /** what the member paid for the brand's products since the plan started (orders paid and not cancelled) */
  async function brandPaidOf(q: Queryable, userSysId: number, brandSysId: number, since: Date): Promise<number> {
    const [r] = await q
      .select({ n: sql<number>`coalesce(sum(${orderProducts.lineAmount} - ${orderProducts.couponAmount}), 0)::int` })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
      .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
      .where(
        and(
          eq(orders.userSysId, userSysId),
          inArray(orders.status, BOUGHT),
          inArray(orderProducts.status, [0, ...BOUGHT]),
          eq(products.brandSysId, brandSysId),
          gte(orders.createdAt, since),
          isNull(orderProducts.planPrdtSysId),
        ),
      );
    return r?.n ?? 0;
  }

  const service = {
    /** GET coupons/user/join: the signup coupon (the banner and popup show when discountAmount > 0). */
    async joinCoupon(lang: Lang): Promise<JoinCouponResponse> {
      const p = await joinPolicy(db);
      if (!p || (p.totalCap !== null && p.issuedCount >= p.totalCap)) return { coupon: null };
      return {
        coupon: {
          name: lang === 'en' && p.nameEn ? p.nameEn : p.name,
          discountTypeCode: p.discountTypeCode as 'amount' | 'percent',
          discountAmount: p.discountAmount,
          maxDiscountAmount: p.maxDiscountAmount,
          minOrderAmount: p.minOrderAmount,
          validityDays: p.validityDays,
        },
      };
    },

    /**
     * Issues the signup coupon inside the sign-up transaction: one conditional UPDATE claims a unit of
     * the cap (so the cap holds under concurrent sign-ups), then the member's coupon is written.
     * Returns null when there is no join policy or the cap is reached (sign-up still succeeds).
     */
    async issueJoinCoupon(tx: Queryable, userSysId: number) {
      const p = await joinPolicy(tx);
      if (!p) return null;
      if (!(await claimUnit(tx, p.couponPolicySysId))) return null;
      const at = now();
      const expiresAt = new Date(at.getTime() + p.validityDays * DAY_MS);
      await tx
        .insert(userCoupons)
        .values({ couponPolicySysId: p.couponPolicySysId, userSysId, issuedAt: at, expiresAt });
      return { name: p.name, discountAmount: p.discountAmount, expiresAt: expiresAt.toISOString() };
    },

    /** Usable coupons of a member (not used, not expired), soonest expiry first. */
    async usableCoupons(userSysId: number, lang: Lang): Promise<MyCoupon[]> {
      const rows = await db
        .select({ c: userCoupons, p: couponPolicies })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(and(eq(userCoupons.userSysId, userSysId), isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, now())))
        .orderBy(asc(userCoupons.expiresAt));
      return rows.map(({ c, p }) => ({
        userCouponSysId: c.userCouponSysId,
        name: lang === 'en' && p.nameEn ? p.nameEn : p.name,
        discountTypeCode: p.discountTypeCode as 'amount' | 'percent',
        discountAmount: p.discountAmount,
        minOrderAmount: p.minOrderAmount,
        minProductAmount: p.minProductAmount,
        maxDiscountAmount: p.maxDiscountAmount,
        maxProductQty: p.maxProductQty,
        expiresAt: c.expiresAt.toISOString(),
      }));
    },

    /** At withdrawal: unused coupons are removed (used ones stay with their orders). */
    async dropUnused(tx: Queryable, userSysId: number): Promise<void> {
      await tx.delete(userCoupons).where(and(eq(userCoupons.userSysId, userSysId), isNull(userCoupons.usedAt)));
    },

    /**
     * GET coupons/policy/products: download coupons open now that apply to the product (prdtSysId),
     * to some product of the brand (brandSysId alone) or of the plan (planSysId): a policy limited to
     * a product, brand or seller is offered only where it can be used.
     */
    async policiesForProduct(
      q: CouponPolicyProductsQuery,
      userSysId: number | undefined,
      lang: Lang,
    ): Promise<CouponPolicyProductsResponse> {
      type Target = { prdtSysId: number; brandSysId: number; sellerSysId: number };
      const cols = { prdtSysId: products.prdtSysId, brandSysId: products.brandSysId, sellerSysId: brands.sellerSysId };
      let scope: Target[];
      if (q.prdtSysId !== undefined) {
        const [p] = await db
          .select(cols)
          .from(products)
          .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
          .where(eq(products.prdtSysId, q.prdtSysId));
        if (!p) throw new AppError(RC.PRODUCT_NOT_FOUND);
        scope = [p];
      } else if (q.planSysId !== undefined) {
        const [plan] = await db.select({ id: plans.planSysId }).from(plans).where(eq(plans.planSysId, q.planSysId));
        if (!plan) throw new AppError(RC.PLAN_NOT_FOUND);
        scope = await db
          .select(cols)
          .from(planProducts)
          .innerJoin(products, eq(products.prdtSysId, planProducts.prdtSysId))
          .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
          .where(and(eq(planProducts.planSysId, q.planSysId), eq(products.isDisplay, 1)));
      } else {
        const [b] = await db
          .select({ brandSysId: brands.brandSysId, sellerSysId: brands.sellerSysId })
          .from(brands)
          .where(eq(brands.brandSysId, q.brandSysId!));
        if (!b) throw new AppError(RC.BRAND_NOT_FOUND);
        // a brand page: the brand's coupons, its seller's and every-product ones; a product coupon of the brand too
        const mine = await db
          .select(cols)
          .from(products)
          .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
          .where(and(eq(products.brandSysId, b.brandSysId), eq(products.isDisplay, 1)));
        scope = mine.length > 0 ? mine : [{ prdtSysId: 0, ...b }];
      }
      // the query's ids only narrow (a mismatch finds nothing)
      scope = scope.filter(
        (p) =>
          (q.brandSysId === undefined || q.brandSysId === p.brandSysId) &&
          (q.sellerSysId === undefined || q.sellerSysId === p.sellerSysId),
      );
      if (scope.length === 0) return { coupons: [] };
      const ids = (k: keyof Target) => [...new Set(scope.map((p) => p[k]))];
      const candidates = await db
        .select()
        .from(couponPolicies)
        .where(
          and(
            eq(couponPolicies.kind, 'download'),
            windowOpen(now()),
            or(isNull(couponPolicies.prdtSysId), inArray(couponPolicies.prdtSysId, ids('prdtSysId'))),
            or(isNull(couponPolicies.brandSysId), inArray(couponPolicies.brandSysId, ids('brandSysId'))),
            or(isNull(couponPolicies.sellerSysId), inArray(couponPolicies.sellerSysId, ids('sellerSysId'))),
          ),
        )
        .orderBy(desc(couponPolicies.discountAmount), asc(couponPolicies.couponPolicySysId));
      // exact: some product of the scope is one the policy can be used on
      const rows = candidates.filter((c) => scope.some((p) => targets(c, { ...p, qty: 1, amount: 0 })));
      const held = new Set<number>();
      if (userSysId && rows.length > 0) {
        const mine = await db
          .select({ id: userCoupons.couponPolicySysId })
          .from(userCoupons)
          .where(
            and(
              eq(userCoupons.userSysId, userSysId),
              inArray(
                userCoupons.couponPolicySysId,
                rows.map((r) => r.couponPolicySysId),
              ),
            ),
          );
        for (const m of mine) held.add(m.id);
      }
      return {
        coupons: rows.map((r) => ({
          ...presentPolicy(r, lang),
          isIssued: held.has(r.couponPolicySysId) ? 1 : 0,
          isAllIssued: r.totalCap !== null && r.issuedCount >= r.totalCap ? 1 : 0,
        })),
      };
    },

    /**
     * POST coupons/{policyId}: a member downloads a coupon. 6208 when the policy is not a download
     * coupon open now, 6206 when already held, 6209 when the cap is reached (one conditional UPDATE,
     * in the same transaction as the member's coupon, so the cap holds under any concurrency), 6207
     * when the write fails otherwise. With an Idempotency-Key a repeat replays the first answer.
     */
    async download(
      couponPolicySysId: number,
      userSysId: number,
      key: string | null,
    ): Promise<CouponDownloadResponse | object> {
      return idempotent<CouponDownloadResponse>(
        db,
        key ? { scope: 'coupons', owner: `u:${userSysId}`, key, request: { couponPolicySysId } } : null,
        now,
        async (record) => {
          const at = now();
          const [p] = await db
            .select()
            .from(couponPolicies)
            .where(
              and(
                eq(couponPolicies.couponPolicySysId, couponPolicySysId),
                eq(couponPolicies.kind, 'download'),
                windowOpen(at),
              ),
            );
          if (!p) throw new AppError(RC.COUPON_NONE_TO_ISSUE);
          const [mine] = await db
            .select({ id: userCoupons.userCouponSysId })
            .from(userCoupons)
            .where(and(eq(userCoupons.userSysId, userSysId), eq(userCoupons.couponPolicySysId, couponPolicySysId)));
          if (mine) throw new AppError(RC.COUPON_ALREADY_ISSUED);
          try {
            return await withTx(db, async (tx) => {
              if (!(await claimUnit(tx, couponPolicySysId))) throw new AppError(RC.COUPON_ALL_ISSUED);
              const expiresAt = new Date(at.getTime() + p.validityDays * DAY_MS);
              const [row] = await tx
                .insert(userCoupons)
                .values({ couponPolicySysId, userSysId, issuedAt: at, expiresAt })
                .onConflictDoNothing()
                .returning({ id: userCoupons.userCouponSysId });
              // a concurrent download of the same member won: this one gives its unit back (rollback)
              if (!row) throw new AppError(RC.COUPON_ALREADY_ISSUED);
              const out = { userCouponSysId: row.id, couponPolicySysId, expiresAt: expiresAt.toISOString() };
              await record(tx, out);
              return out;
            });
          } catch (err) {
            if (err instanceof AppError) throw err;
            throw new AppError(RC.COUPON_ISSUE_FAILED);
          }
        },
      );
    },

    /** GET coupons/users/{id}: the coupon box — usable, used, or expired (recent ones), by kind. */
    async box(
      userSysId: number,
      q: { searchTypeCode: number; useTypeCode: number },
      lang: Lang,
    ): Promise<CouponBoxResponse> {
      const at = now();
      const since = new Date(at.getTime() - COUPON_POLICY.historyDays * DAY_MS);
      const state =
        q.useTypeCode === 1
          ? and(isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, at))
          : q.useTypeCode === 2
            ? and(isNotNull(userCoupons.usedAt), gte(userCoupons.usedAt, since))
            : and(isNull(userCoupons.usedAt), lte(userCoupons.expiresAt, at), gte(userCoupons.expiresAt, since));
      const kind =
        q.searchTypeCode === 1
          ? eq(couponPolicies.applyTypeCode, 'product')
          : q.searchTypeCode === 2
            ? eq(couponPolicies.applyTypeCode, 'cart')
            : undefined;
      const rows = await db
        .select({ c: userCoupons, p: couponPolicies })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(and(eq(userCoupons.userSysId, userSysId), state, kind))
        .orderBy(q.useTypeCode === 1 ? asc(userCoupons.expiresAt) : desc(userCoupons.expiresAt))
        .limit(200);
      const [usable] = await db
        .select({ n: count() })
        .from(userCoupons)
        .where(and(eq(userCoupons.userSysId, userSysId), isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, at)));
      return { coupons: rows.map(({ c, p }) => presentUserCoupon(c, p, lang)), usableCount: usable?.n ?? 0 };
    },

    /** GET coupons/{id}/products: the products a coupon policy applies to (for sale), or which of `prdtSysIds` it does. */
    async products(
      couponPolicySysId: number,
      q: { prdtSysIds?: number[] | undefined; startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<CouponProductsResponse> {
      const [p] = await db.select().from(couponPolicies).where(eq(couponPolicies.couponPolicySysId, couponPolicySysId));
      if (!p) throw new AppError(RC.COUPON_UNAVAILABLE);
      const where = and(
        eq(products.isDisplay, 1),
        p.prdtSysId !== null ? eq(products.prdtSysId, p.prdtSysId) : undefined,
        p.brandSysId !== null ? eq(products.brandSysId, p.brandSysId) : undefined,
        p.sellerSysId !== null ? eq(brands.sellerSysId, p.sellerSysId) : undefined,
        q.prdtSysIds ? inArray(products.prdtSysId, q.prdtSysIds.length ? q.prdtSysIds : [0]) : undefined,
      );
      const rows = await db
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(where)
        .orderBy(desc(products.saleCount), asc(products.prdtSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db
        .select({ n: count() })
        .from(products)
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(where);
      const en = lang === 'en';
      return {
        coupon: presentPolicy(p, lang),
        products: rows.map((r) => ({
          prdtSysId: r.prdtSysId,
          name: (en && r.nameEn) || r.name,
          brandName: (en && r.brandNameEn) || r.brandName,
          squareImageUrl: r.squareImageUrl,
          marketPrice: r.marketPrice,
          price: r.price,
          discountRate: r.marketPrice > 0 ? Math.floor(((r.marketPrice - r.price) * 100) / r.marketPrice) : 0,
          isSoldout: r.isSoldout === 1 || r.stock <= 0 ? 1 : 0,
        })),
        totalCount: total?.n ?? 0,
      };
    },

    /** The member's coupons named in a checkout (held by them; used/expired ones are judged by the rules). */
    async rulesFor(q: Queryable, userSysId: number, ids: number[], lang: Lang): Promise<Map<number, CouponRule>> {
      const out = new Map<number, CouponRule>();
      if (ids.length === 0) return out;
      const rows = await q
        .select({ c: userCoupons, p: couponPolicies })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(and(eq(userCoupons.userSysId, userSysId), inArray(userCoupons.userCouponSysId, ids)));
      for (const { c, p } of rows) out.set(c.userCouponSysId, ruleOf(c, p, lang));
      return out;
    },

    /** Every usable coupon of the member, with its policy (the checkout's coupon choices). */
    async usableRules(q: Queryable, userSysId: number, lang: Lang) {
      const rows = await q
        .select({ c: userCoupons, p: couponPolicies })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(and(eq(userCoupons.userSysId, userSysId), isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, now())))
        .orderBy(asc(userCoupons.expiresAt));
      return rows.map(({ c, p }) => ({ rule: ruleOf(c, p, lang), view: presentUserCoupon(c, p, lang) }));
    },

    /** Sellers of brands, for coupons limited to a seller. */
    async sellersOf(q: Queryable, brandSysIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (brandSysIds.length === 0) return out;
      const rows = await q
        .select({ id: brands.brandSysId, seller: brands.sellerSysId })
        .from(brands)
        .where(inArray(brands.brandSysId, [...new Set(brandSysIds)]));
      for (const r of rows) out.set(r.id, r.seller);
      return out;
    },

    /**
     * In the order's transaction: marks the coupons used by this order with one conditional UPDATE
     * (unused, not expired, the member's); if any was taken meanwhile the order fails with 6200.
     */
    async markUsed(tx: Queryable, userSysId: number, ids: number[], orderSysId: number): Promise<void> {
      if (ids.length === 0) return;
      const at = now();
      const done = await tx
        .update(userCoupons)
        .set({ usedAt: at, orderSysId })
        .where(
          and(
            eq(userCoupons.userSysId, userSysId),
            inArray(userCoupons.userCouponSysId, ids),
            isNull(userCoupons.usedAt),
            gt(userCoupons.expiresAt, at),
          ),
        )
        .returning({ id: userCoupons.userCouponSysId });
      if (done.length !== ids.length) throw new AppError(RC.COUPON_UNAVAILABLE);
    },

    /** An unpaid order cancelled or expired: its coupons are usable again, with their old expiry. */
    async restore(tx: Queryable, orderSysId: number): Promise<number> {
      const r = await tx
        .update(userCoupons)
        .set({ usedAt: null, orderSysId: null })
        .where(and(eq(userCoupons.orderSysId, orderSysId), isNotNull(userCoupons.usedAt)))
        .returning({ id: userCoupons.userCouponSysId });
      return r.length;
    },

    /**
     * A refunded order (claims, issue 7): its coupons come back usable 3 more days (from their old
     * expiry, or from now when that has passed).
     */
    async restoreForRefund(tx: Queryable, orderSysId: number): Promise<number> {
      const rows = await tx
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.orderSysId, orderSysId), isNotNull(userCoupons.usedAt)));
      const at = now();
      for (const c of rows) {
        await tx
          .update(userCoupons)
          .set({ usedAt: null, orderSysId: null, expiresAt: refundExpiryOf(c.expiresAt, at) })
          .where(and(eq(userCoupons.userCouponSysId, c.userCouponSysId), isNotNull(userCoupons.usedAt)));
      }
      return rows.length;
    },

    eventRuleOf,

    /**
     * Event product rules (shopping §5) for a member buying `qty` of it, with `sameBrandAmount` won of
     * the same brand's other products in the same order (or, on the product page, in the member's cart:
     * a function of the brand): login (1004), the join-date window (6010), the per-member quantity
     * (6008) and the minimum same-brand payment (6009).
     */
    async checkEvent(
      input: {
        planPrdtSysId: number;
        prdtSysId?: number | undefined;
        qty: number;
        sameBrandAmount: number | ((brandSysId: number) => Promise<number>);
        /** answer the first broken rule in the body (refusedCode, refusedMessage) instead of refusing */
        report?: boolean | undefined;
        lang?: Lang | undefined;
      },
      userSysId: number | undefined,
      q: Queryable = db,
    ): Promise<EventCheckResponse> {
      const rule = await eventRuleOf(q, input.planPrdtSysId, input.prdtSysId);
      if (!rule) return { isEvent: 0, rule: null, boughtQty: 0, brandPaidAmount: 0 };
      if (!userSysId) throw new AppError(RC.LOGIN_REQUIRED);
      const view: EventRuleView = {
        planPrdtSysId: rule.planPrdtSysId,
        planSysId: rule.planSysId,
        prdtSysId: rule.prdtSysId,
        maxQtyPerUser: rule.maxQtyPerUser,
        minBrandAmount: rule.minBrandAmount,
        joinWithinDays: rule.joinWithinDays,
      };
      // the rules in the spec's order; the first one broken refuses (or, with `report`, is named in the answer)
      let refused: { code: ResultCode; extra?: Record<string, unknown> } | null = null;
      if (rule.joinWithinDays !== null) {
        const [u] = await q.select({ at: users.createdAt }).from(users).where(eq(users.userSysId, userSysId));
        if (!u || u.at.getTime() + rule.joinWithinDays * DAY_MS < now().getTime())
          refused = { code: RC.EVENT_JOIN_DATE_PASSED };
      }
      const boughtQty = await boughtQtyOf(q, rule.planPrdtSysId, userSysId);
      if (!refused && rule.maxQtyPerUser !== null && boughtQty + input.qty > rule.maxQtyPerUser)
        refused = { code: RC.EVENT_PURCHASE_LIMIT, extra: { maxQtyPerUser: rule.maxQtyPerUser, boughtQty } };
      const brandPaidAmount = await brandPaidOf(q, userSysId, rule.brandSysId, rule.planStart);
      const same =
        typeof input.sameBrandAmount === 'number'
          ? input.sameBrandAmount
          : await input.sameBrandAmount(rule.brandSysId);
      if (!refused && brandPaidAmount + same < rule.minBrandAmount)
        refused = {
          code: RC.EVENT_MIN_BRAND_AMOUNT,
          extra: { minBrandAmount: rule.minBrandAmount, brandPaidAmount, sameBrandAmount: same },
        };
      if (refused && !input.report) throw new AppError(refused.code, refused.extra ? { extra: refused.extra } : {});
      return {
        isEvent: 1,
        rule: view,
        boughtQty,
        brandPaidAmount,
        ...(typeof input.sameBrandAmount === 'number' ? {} : { basketBrandAmount: same }),
        ...(input.report
          ? {
              refusedCode: refused?.code ?? null,
              refusedMessage: refused ? resultMessage(refused.code, input.lang ?? 'ko') : null,
            }
          : {}),
      };
    },

    /** In the order's transaction: adds `qty` to the member's count with one conditional upsert (6008 past the limit). */
    async claimEvent(tx: Queryable, userSysId: number, planPrdtSysId: number, qty: number, max: number | null) {
      if (max !== null && qty > max) throw new AppError(RC.EVENT_PURCHASE_LIMIT);
      const r = await tx
        .insert(eventPurchaseCounts)
        .values({ planPrdtSysId, userSysId, qty })
        .onConflictDoUpdate({
          target: [eventPurchaseCounts.planPrdtSysId, eventPurchaseCounts.userSysId],
          set: { qty: sql`${eventPurchaseCounts.qty} + excluded.qty` },
          ...(max !== null ? { setWhere: sql`${eventPurchaseCounts.qty} + excluded.qty <= ${max}` } : {}),
        })
        .returning({ qty: eventPurchaseCounts.qty });
      if (r.length === 0) throw new AppError(RC.EVENT_PURCHASE_LIMIT);
    },

    /** An event purchase cancelled or expired gives its quantity back. */
    async releaseEvent(tx: Queryable, userSysId: number, planPrdtSysId: number, qty: number) {
      await tx
        .update(eventPurchaseCounts)
        .set({ qty: sql`greatest(${eventPurchaseCounts.qty} - ${qty}, 0)` })
        .where(and(eq(eventPurchaseCounts.planPrdtSysId, planPrdtSysId), eq(eventPurchaseCounts.userSysId, userSysId)));
    },
  };
  return service;
}
export type CouponsService = ReturnType<typeof createCouponsService>;
