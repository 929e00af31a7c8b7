import { and, eq, sql } from 'drizzle-orm';
import {
  RC,
  type EventCheckResponse,
  type EventRuleView,
  type Lang,
  type ResultCode,
  resultMessage,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { eventPurchaseCounts, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { DAY_MS, type CouponsContext } from './coupons.context.js';

/** Event-product rules (shopping §5) and their per-member quantity claims. */
export function createCouponsEvents(ctx: CouponsContext) {
  const { db, now, eventRuleOf, boughtQtyOf, brandPaidOf } = ctx;
  return {
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
}
