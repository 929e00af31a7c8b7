import { eq, inArray } from 'drizzle-orm';
import {
  RC,
  type AppliedCoupon,
  type CheckoutQuoteResponse,
  type CouponOption,
  type Lang,
  type QuoteLine,
  type ResultCode,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import {
  brands,
  pointBalances,
  productAddingProductDetails,
  productAddingProducts,
  productOptions,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { productCardColumns, type ProductCardRow } from '../../shared/product-cards.js';
import { livePriceApplies, liveWindowEnded } from '../catalog/catalog.policy.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { applyCoupons, type CouponLine, type Selection } from '../coupons/coupons.policy.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { checkPointUse, computeAmounts, lineAmountOf, type PricedLine } from './checkout.policy.js';

/** What a line asks for (a cart row or an order item). */
export interface LineRequest {
  prdtSysId: number;
  qty: number;
  options: number[];
  addingProducts: { prdtAddingProductDetailSysId: number; addingQty: number }[];
  broadcastScheduleSysId?: number | null | undefined;
  /** an event product bought from its event plan */
  planPrdtSysId?: number | null | undefined;
  /** the cart line it comes from */
  basketSysId?: number | null | undefined;
}

export interface ResolvedLine extends PricedLine {
  name: string;
  brandName: string;
  squareImageUrl: string;
  marketPrice: number;
  basePrice: number;
  isLivePrice: 0 | 1;
  optionTypeCode: number;
  isDisplay: number;
  isSoldout: number;
  /** the most that can be bought now: min(product stock, chosen options' stock) */
  stock: number;
  options: { prdtOptionSysId: number; optionGroup: string; optionKeyName: string; addedPrice: number }[];
  addingDetails: {
    prdtAddingProductSysId: number;
    prdtAddingProductDetailSysId: number;
    name: string;
    price: number;
    addingQty: number;
    stock: number;
  }[];
  broadcastScheduleSysId: number | null;
}

type ProductRow = ProductCardRow & {
  optionTypeCode: number;
  deliveryPrice: number;
  freeDeliveryMinAmount: number | null;
};
type OptionRow = typeof productOptions.$inferSelect;
type AddingRow = {
  detailId: number;
  parentId: number;
  prdtSysId: number;
  name: string;
  price: number;
  stock: number;
};

export interface CatalogSnapshot {
  products: Map<number, ProductRow>;
  optionsByProduct: Map<number, OptionRow[]>;
  adding: Map<number, AddingRow>;
}

/** Loads every product, option and adding product the lines mention, in three queries. */
export async function loadCatalog(db: Queryable, prdtSysIds: number[]): Promise<CatalogSnapshot> {
  const ids = [...new Set(prdtSysIds)];
  const out: CatalogSnapshot = { products: new Map(), optionsByProduct: new Map(), adding: new Map() };
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      ...productCardColumns,
      optionTypeCode: products.optionTypeCode,
      deliveryPrice: products.deliveryPrice,
      freeDeliveryMinAmount: products.freeDeliveryMinAmount,
    })
    .from(products)
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    .where(inArray(products.prdtSysId, ids));
  for (const r of rows) out.products.set(r.prdtSysId, r);
  const opts = await db.select().from(productOptions).where(inArray(productOptions.prdtSysId, ids));
  for (const o of opts) {
    const list = out.optionsByProduct.get(o.prdtSysId) ?? [];
    list.push(o);
    out.optionsByProduct.set(o.prdtSysId, list);
  }
  const adding = await db
    .select({
      detailId: productAddingProductDetails.prdtAddingProductDetailSysId,
      parentId: productAddingProducts.prdtAddingProductSysId,
      prdtSysId: productAddingProducts.prdtSysId,
      name: productAddingProductDetails.name,
      price: productAddingProductDetails.price,
      stock: productAddingProductDetails.stock,
    })
    .from(productAddingProductDetails)
    .innerJoin(
      productAddingProducts,
      eq(productAddingProducts.prdtAddingProductSysId, productAddingProductDetails.prdtAddingProductSysId),
    )
    .where(inArray(productAddingProducts.prdtSysId, ids));
  for (const a of adding) out.adding.set(a.detailId, a);
  return out;
}

/** Option groups of a product, in display order. */
export function optionGroupsOf(opts: OptionRow[]): string[] {
  const groups: string[] = [];
  for (const o of [...opts].sort((a, b) => a.sortOrder - b.sortOrder))
    if (!groups.includes(o.optionGroup)) groups.push(o.optionGroup);
  return groups;
}

/**
 * Prices one line against the current catalog, or says which result code stops it: deleted or
 * unknown product, not for sale, sold out, option missing/changed, adding product changed, stock.
 */
export function priceLine(
  req: LineRequest,
  cat: CatalogSnapshot,
  ctx: { member: boolean; now: Date; lang: Lang },
): { ok: true; line: ResolvedLine } | { ok: false; code: ResultCode; line?: ResolvedLine } {
  const p = cat.products.get(req.prdtSysId);
  if (!p) return { ok: false, code: RC.PRODUCT_DELETED };
  const allOpts = cat.optionsByProduct.get(p.prdtSysId) ?? [];
  const groups = optionGroupsOf(allOpts);
  const chosen: OptionRow[] = [];
  let optionCode: ResultCode | null = null;
  for (const id of req.options) {
    const o = allOpts.find((x) => x.prdtOptionSysId === id);
    if (!o) optionCode = RC.OPTION_VALUE_CHANGED;
    else if (chosen.some((c) => c.optionGroup === o.optionGroup)) optionCode = RC.CART_OPTION_DUPLICATED;
    else chosen.push(o);
  }
  if (!optionCode && chosen.length !== groups.length) {
    optionCode = groups.length === 0 ? RC.OPTION_TYPE_CHANGED : RC.CART_OPTION_REQUIRED;
  }
  const addingDetails: ResolvedLine['addingDetails'] = [];
  let addingCode: ResultCode | null = null;
  for (const a of req.addingProducts) {
    const d = cat.adding.get(a.prdtAddingProductDetailSysId);
    if (!d || d.prdtSysId !== p.prdtSysId) addingCode = RC.ADDING_PRODUCT_CHANGED;
    else
      addingDetails.push({
        prdtAddingProductSysId: d.parentId,
        prdtAddingProductDetailSysId: d.detailId,
        name: d.name,
        price: d.price,
        addingQty: a.addingQty,
        stock: d.stock,
      });
  }
  const live = livePriceApplies(p, {
    member: ctx.member,
    broadcastScheduleSysId: req.broadcastScheduleSysId ?? null,
    now: ctx.now,
  });
  const basePrice = live ? p.livePrice! : p.price;
  const added = chosen.reduce((s, o) => s + o.addedPrice, 0);
  const stock = Math.min(p.stock, ...chosen.map((o) => o.stock));
  const en = ctx.lang === 'en';
  const line: ResolvedLine = {
    prdtSysId: p.prdtSysId,
    brandSysId: p.brandSysId,
    qty: req.qty,
    unitPrice: basePrice + added,
    marketUnitPrice: p.marketPrice + added,
    adding: addingDetails.map((a) => ({ price: a.price, qty: a.addingQty })),
    delivery: {
      deliveryPriceTypeCode: p.deliveryPriceTypeCode,
      deliveryPrice: p.deliveryPrice,
      freeDeliveryMinAmount: p.freeDeliveryMinAmount,
    },
    name: (en && p.nameEn) || p.name,
    brandName: (en && p.brandNameEn) || p.brandName,
    squareImageUrl: p.squareImageUrl,
    marketPrice: p.marketPrice,
    basePrice,
    isLivePrice: live ? 1 : 0,
    optionTypeCode: p.optionTypeCode,
    isDisplay: p.isDisplay,
    isSoldout: p.isSoldout,
    stock: Math.max(stock, 0),
    options: chosen.map((o) => ({
      prdtOptionSysId: o.prdtOptionSysId,
      optionGroup: o.optionGroup,
      optionKeyName: o.optionKeyName,
      addedPrice: o.addedPrice,
    })),
    addingDetails,
    broadcastScheduleSysId: req.broadcastScheduleSysId ?? null,
  };
  if (p.isDisplay !== 1) return { ok: false, code: RC.PRODUCT_NOT_FOR_SALE, line };
  if (p.isSoldout === 1 || line.stock <= 0) return { ok: false, code: RC.PRODUCT_SOLD_OUT, line };
  if (optionCode) return { ok: false, code: optionCode, line };
  if (addingCode) return { ok: false, code: addingCode, line };
  if (req.qty > line.stock || addingDetails.some((a) => a.addingQty > a.stock)) {
    return { ok: false, code: RC.STOCK_INSUFFICIENT, line };
  }
  return { ok: true, line };
}

export const presentQuoteLine = (l: ResolvedLine, couponAmount = 0): QuoteLine => ({
  prdtSysId: l.prdtSysId,
  name: l.name,
  brandName: l.brandName,
  squareImageUrl: l.squareImageUrl,
  qty: l.qty,
  unitPrice: l.unitPrice,
  marketPrice: l.marketUnitPrice,
  isLivePrice: l.isLivePrice,
  options: l.options,
  addingProducts: l.addingDetails.map((a) => ({
    prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
    name: a.name,
    price: a.price,
    addingQty: a.addingQty,
  })),
  lineAmount: lineAmountOf(l),
  couponAmount,
});

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
      // event products (shopping §5): login, join-date window, per-member quantity, same-brand minimum
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
