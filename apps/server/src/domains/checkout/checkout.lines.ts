import { eq, inArray, sql } from 'drizzle-orm';
import { RC, type Lang, type QuoteLine, type ResultCode } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import {
  brands,
  productAddingProductDetails,
  productAddingProducts,
  productOptions,
  products,
} from '../../db/schema/index.js';
import { productCardColumns, type ProductCardRow } from '../../shared/product-cards.js';
import { liveOnlyClosed, livePriceApplies } from '../catalog/catalog.policy.js';
import { lineAmountOf, type PricedLine } from './checkout.policy.js';
import { sellerIdentified } from '../../shared/displayable.js';

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
  liveOnly: boolean;
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
      // issue 33: a product whose seller is not identified is not for sale (cart, quote, order)
      isDisplay: sql<number>`case when ${sellerIdentified} then ${products.isDisplay} else 0 end`.mapWith(Number),
      optionTypeCode: products.optionTypeCode,
      deliveryPrice: products.deliveryPrice,
      freeDeliveryMinAmount: products.freeDeliveryMinAmount,
      liveOnly: products.liveOnly,
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
  if (liveOnlyClosed(p, ctx.now)) return { ok: false, code: RC.PRODUCT_LIVE_ONLY, line };
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
