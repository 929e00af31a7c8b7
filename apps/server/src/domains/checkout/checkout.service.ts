import { eq } from 'drizzle-orm';
import {
  ORDER_LIMITS,
  RC,
  type AppliedCoupon,
  type CheckoutQuoteResponse,
  type CouponOption,
  type Lang,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { pointBalances } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { liveWindowEnded } from '../catalog/catalog.policy.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { applyCoupons, type CouponLine, type Selection } from '../coupons/coupons.policy.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { checkPointUse, computeAmounts, lineAmountOf } from './checkout.policy.js';

import {
  loadCatalog,
  presentQuoteLine,
  priceLine,
  type CatalogSnapshot,
  type LineRequest,
  type ResolvedLine,
} from './checkout.lines.js';

// the cart prices its lines with the same rules
export { loadCatalog, optionGroupsOf, priceLine, type LineRequest, type ResolvedLine } from './checkout.lines.js';

export interface Quote {
  lines: ResolvedLine[];
  amounts: ReturnType<typeof computeAmounts>;
  extraArea: { type: 'jeju' | 'island'; name: string } | null;
  pointBalance: number;
  /** coupon discount per line (same order as `lines`) */
  lineCoupons: number[];
  coupons: AppliedCoupon[];
  couponOptions: CouponOption[];
  /** event products in the order with their per-member limit (claimed when the order is written) */
  events: { planPrdtSysId: number; qty: number; maxQtyPerUser: number | null }[];
}

export function createCheckoutService(deps: {
  db: Queryable;
  catalog: CatalogService;
  coupons: CouponsService;
  now: () => Date;
}) {
  const { db, catalog, coupons, now } = deps;

  /** The lines as the coupon rules see them (with each brand's seller). */
  async function couponLinesOf(lines: ResolvedLine[]): Promise<CouponLine[]> {
    const sellers = await coupons.sellersOf(
      db,
      lines.map((l) => l.brandSysId),
    );
    return lines.map((l) => ({
      prdtSysId: l.prdtSysId,
      brandSysId: l.brandSysId,
      sellerSysId: sellers.get(l.brandSysId) ?? 0,
      qty: l.qty,
      amount: lineAmountOf(l),
    }));
  }

  /** What each usable coupon would do to this order on its own (the coupon picker on /BuyProduct). */
  async function couponOptionsOf(userSysId: number, cl: CouponLine[], lang: Lang): Promise<CouponOption[]> {
    const usable = await coupons.usableRules(db, userSysId, lang);
    const t = now();
    return usable.map(({ rule, view }) => {
      const rules = new Map([[rule.userCouponSysId, rule]]);
      const tries: (number | null)[] = rule.applyTypeCode === 'product' ? cl.map((_, i) => i) : [null];
      return {
        ...view,
        targets: tries.map((lineIndex) => {
          const r = applyCoupons(cl, [{ userCouponSysId: rule.userCouponSysId, lineIndex }], rules, t);
          return r.ok
            ? { lineIndex, discount: r.total, blockedCode: null }
            : { lineIndex, discount: 0, blockedCode: r.code };
        }),
      };
    });
  }

  /**
   * The broadcast a line was bought from, as the catalog checks it (shopping §4, docs/decisions.md
   * "Live price"): only a member's line of a product with a live price, and only when that
   * broadcast carries the product; anything else is priced as a plain line (null).
   */
  async function liveContextOf(
    item: LineRequest,
    cat: CatalogSnapshot,
    userSysId: number | undefined,
  ): Promise<number | null> {
    const p = cat.products.get(item.prdtSysId);
    if (!userSysId || !item.broadcastScheduleSysId || !p || p.livePrice === null) return null;
    return catalog.broadcastContext(item.prdtSysId, { broadcastScheduleSysId: item.broadcastScheduleSysId });
  }

  /**
   * Event products (shopping §5) among the items: login, join-date window, per-member quantity and
   * the same-brand minimum are checked by coupons; an event product never comes from the cart.
   */
  async function eventsOf(
    items: LineRequest[],
    cat: CatalogSnapshot,
    lines: ResolvedLine[],
    userSysId: number | undefined,
  ): Promise<Quote['events']> {
    const input = { items, userSysId };
    const events: Quote['events'] = [];
    const eventIds = [...new Set(input.items.map((i) => i.planPrdtSysId).filter((x): x is number => !!x))];
    for (const planPrdtSysId of eventIds) {
      const mine = input.items.filter((i) => i.planPrdtSysId === planPrdtSysId);
      const brand = cat.products.get(mine[0]!.prdtSysId)!.brandSysId;
      const check = await coupons.checkEvent(
        {
          planPrdtSysId,
          prdtSysId: mine[0]!.prdtSysId,
          qty: mine.reduce((s, i) => s + i.qty, 0),
          sameBrandAmount: lines
            .filter((l, k) => l.brandSysId === brand && !input.items[k]!.planPrdtSysId)
            .reduce((s, l) => s + lineAmountOf(l), 0),
        },
        input.userSysId,
      );
      if (check.isEvent === 1) {
        if (input.items.some((i) => i.planPrdtSysId === planPrdtSysId && i.basketSysId))
          throw new AppError(RC.CART_EVENT_PRODUCT);
        events.push({
          planPrdtSysId,
          qty: mine.reduce((s, i) => s + i.qty, 0),
          maxQtyPerUser: check.rule!.maxQtyPerUser,
        });
      }
    }
    return events;
  }

  async function pointBalanceOf(q: Queryable, userSysId: number | undefined): Promise<number> {
    if (!userSysId) return 0;
    const [row] = await q
      .select({ balance: pointBalances.balance })
      .from(pointBalances)
      .where(eq(pointBalances.userSysId, userSysId));
    return row?.balance ?? 0;
  }

  return {
    pointBalanceOf,
    /**
     * Prices the lines and every amount of an order (throws the first line's result code).
     * Used by POST orders/deliveries and POST orders; the same numbers come out of both.
     */
    async quote(input: {
      items: LineRequest[];
      postNumber?: string | null | undefined;
      pointAmount: number;
      coupons?: Selection[] | undefined;
      userSysId: number | undefined;
      lang: Lang;
    }): Promise<Quote> {
      if (input.items.length === 0) throw new AppError(RC.NOTHING_SELECTED);
      const t = now();
      const cat = await loadCatalog(
        db,
        input.items.map((i) => i.prdtSysId),
      );
      const lines: ResolvedLine[] = [];
      // the same product/option combination on two lines counts against one stock
      const wanted = new Map<string, number>();
      for (const raw of input.items) {
        const item = { ...raw, broadcastScheduleSysId: await liveContextOf(raw, cat, input.userSysId) };
        const r = priceLine(item, cat, { member: !!input.userSysId, now: t, lang: input.lang });
        if (!r.ok) throw new AppError(r.code, { extra: { prdtSysId: item.prdtSysId } });
        // from a broadcast that sells it, after the live price window closed: the buyer reloads the product (3004)
        if (item.broadcastScheduleSysId !== null && liveWindowEnded(cat.products.get(item.prdtSysId)!, t))
          throw new AppError(RC.LIVE_PRICE_EXPIRED, { extra: { prdtSysId: item.prdtSysId } });
        const key = `${item.prdtSysId}`;
        wanted.set(key, (wanted.get(key) ?? 0) + item.qty);
        // issue 25 (N5): one cap per product and order, for members and guests alike
        if (wanted.get(key)! > ORDER_LIMITS.maxQtyPerProduct) {
          throw new AppError(RC.CART_QTY_EXCEEDED, {
            extra: { prdtSysId: item.prdtSysId, max: ORDER_LIMITS.maxQtyPerProduct },
          });
        }
        if (wanted.get(key)! > cat.products.get(item.prdtSysId)!.stock) {
          throw new AppError(RC.STOCK_INSUFFICIENT, { extra: { prdtSysId: item.prdtSysId } });
        }
        lines.push(r.line);
      }
      let extraArea: Quote['extraArea'] = null;
      let addDeliveryCost = 0;
      if (input.postNumber) {
        const costs = await catalog.addingCosts(
          input.postNumber,
          [...new Set(lines.map((l) => l.prdtSysId))].join(','),
          input.lang,
        );
        addDeliveryCost = costs.addDeliveryCost;
        if (costs.areaType !== 'none') extraArea = { type: costs.areaType, name: costs.areaName ?? '' };
      }
      const events = await eventsOf(input.items, cat, lines, input.userSysId);
      // coupons: the server applies the rules and computes every discount
      const selections = input.coupons ?? [];
      let lineCoupons = lines.map(() => 0);
      let applied: AppliedCoupon[] = [];
      let couponOptions: CouponOption[] = [];
      if (input.userSysId) {
        const cl = await couponLinesOf(lines);
        if (selections.length > 0) {
          const rules = await coupons.rulesFor(
            db,
            input.userSysId,
            selections.map((s) => s.userCouponSysId),
            input.lang,
          );
          const out = applyCoupons(cl, selections, rules, t);
          if (!out.ok)
            throw new AppError(out.code, {
              extra: { userCouponSysId: out.userCouponSysId, conflicts: out.conflicts },
            });
          lineCoupons = out.lineDiscounts;
          applied = out.applied;
        }
        couponOptions = await couponOptionsOf(input.userSysId, cl, input.lang);
      } else if (selections.length > 0) {
        throw new AppError(RC.COUPON_UNAVAILABLE);
      }
      const couponAmount = lineCoupons.reduce((s, d) => s + d, 0);
      const before = computeAmounts(lines, { addDeliveryCost, couponAmount, pointAmount: 0 });
      const pointBalance = await pointBalanceOf(db, input.userSysId);
      if (!input.userSysId && input.pointAmount > 0) throw new AppError(RC.POINTS_INSUFFICIENT);
      checkPointUse(input.pointAmount, pointBalance, before.payAmount);
      const amounts = computeAmounts(lines, { addDeliveryCost, couponAmount, pointAmount: input.pointAmount });
      return { lines, amounts, extraArea, pointBalance, lineCoupons, coupons: applied, couponOptions, events };
    },

    present(q: Quote): CheckoutQuoteResponse {
      return {
        lines: q.lines.map((l, i) => presentQuoteLine(l, q.lineCoupons[i] ?? 0)),
        amounts: q.amounts,
        extraArea: q.extraArea,
        pointBalance: q.pointBalance,
        coupons: q.coupons,
        couponOptions: q.couponOptions,
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
