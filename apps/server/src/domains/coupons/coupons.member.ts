import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import {
  COUPON_POLICY,
  RC,
  type CouponBoxResponse,
  type CouponPolicyProductsQuery,
  type CouponDownloadResponse,
  type CouponPolicyProductsResponse,
  type CouponProductsResponse,
  type JoinCouponResponse,
  type Lang,
  type MyCoupon,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { brands, couponPolicies, planProducts, plans, products, userCoupons } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { productCardColumns } from '../../shared/product-cards.js';
import { targets } from './coupons.policy.js';
import { presentPolicy, presentUserCoupon } from './coupons.presenter.js';
import { idempotent } from '../../shared/idempotency.js';
import { DAY_MS, type CouponsContext } from './coupons.context.js';
import { issuableAt } from './coupons.join.js';
import { heldPoliciesOf, usableCouponsOf } from './coupons.held.js';

/** The member's side: the signup coupon, product coupons and downloads, the coupon box. */
export function createCouponsMember(ctx: CouponsContext) {
  const { db, now, joinPolicy, claimUnit } = ctx;
  return {
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
      const rows = await usableCouponsOf(db, userSysId, now());
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
            issuableAt(now()),
            or(isNull(couponPolicies.prdtSysId), inArray(couponPolicies.prdtSysId, ids('prdtSysId'))),
            or(isNull(couponPolicies.brandSysId), inArray(couponPolicies.brandSysId, ids('brandSysId'))),
            or(isNull(couponPolicies.sellerSysId), inArray(couponPolicies.sellerSysId, ids('sellerSysId'))),
          ),
        )
        .orderBy(desc(couponPolicies.discountAmount), asc(couponPolicies.couponPolicySysId));
      // exact: some product of the scope is one the policy can be used on
      const rows = candidates.filter((c) => scope.some((p) => targets(c, { ...p, qty: 1, amount: 0 })));
      const held = userSysId
        ? await heldPoliciesOf(
            db,
            userSysId,
            rows.map((r) => r.couponPolicySysId),
          )
        : new Set<number>();
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
                issuableAt(at),
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
  };
}
