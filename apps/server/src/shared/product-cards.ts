import { sql } from 'drizzle-orm';
import type { Lang, ProductCard } from '@lc/contracts';
import { brands, productReviewStats, products } from '../db/schema/index.js';
import { localizeTwo, type Localizer } from './localize.js';

/**
 * The product card every list shows (catalog lists, exhibitions, picks, last viewed): the columns
 * it is read from, the live-price and discount rules it needs, and the presenter. Shared by the
 * domains that list products so none reaches into another's internals.
 */
export const productCardColumns = {
  prdtSysId: products.prdtSysId,
  name: products.name,
  nameEn: products.nameEn,
  brandSysId: products.brandSysId,
  brandName: brands.name,
  brandNameEn: brands.nameEn,
  squareImageUrl: products.squareImageUrl,
  bigImageUrl: products.bigImageUrl,
  marketPrice: products.marketPrice,
  price: products.price,
  isDisplay: products.isDisplay,
  isSoldout: products.isSoldout,
  stock: products.stock,
  deliveryPriceTypeCode: products.deliveryPriceTypeCode,
  deliveryPrice: products.deliveryPrice,
  freeDeliveryMinAmount: products.freeDeliveryMinAmount,
  livePrice: products.livePrice,
  livePriceStartDate: products.livePriceStartDate,
  livePriceEndDate: products.livePriceEndDate,
  // visible reviews (issue 12): count and score sum kept per product by the reviews domain
  reviewCnt: sql<number>`coalesce((select ${productReviewStats.reviewCnt} from ${productReviewStats} where ${productReviewStats.prdtSysId} = ${products.prdtSysId}), 0)::int`,
  reviewScoreSum: sql<number>`coalesce((select ${productReviewStats.scoreSum} from ${productReviewStats} where ${productReviewStats.prdtSysId} = ${products.prdtSysId}), 0)::int`,
};

export interface LivePriced {
  livePrice: number | null;
  livePriceStartDate: Date | null;
  livePriceEndDate: Date | null;
}

export interface ProductCardRow extends LivePriced {
  prdtSysId: number;
  name: string;
  nameEn: string | null;
  brandSysId: number;
  brandName: string;
  brandNameEn: string | null;
  squareImageUrl: string;
  bigImageUrl: string;
  marketPrice: number;
  price: number;
  isDisplay: number;
  isSoldout: number;
  stock: number;
  deliveryPriceTypeCode: number;
  deliveryPrice: number;
  freeDeliveryMinAmount: number | null;
  /** visible review count and score sum (absent in rows read without the card columns: 0) */
  reviewCnt?: number;
  reviewScoreSum?: number;
}

/** Average score with one decimal, 0 without reviews. */
export const reviewScoreOf = (cnt: number, sum: number) => (cnt > 0 ? Math.round((sum / cnt) * 10) / 10 : 0);

/** A live price exists and its window [start, end) contains now. */
export function liveWindowOpen(p: LivePriced, now: Date): boolean {
  return (
    p.livePrice !== null &&
    p.livePriceStartDate !== null &&
    p.livePriceEndDate !== null &&
    p.livePriceStartDate <= now &&
    now < p.livePriceEndDate
  );
}

/** Discount and rate from market price and price, integer won and whole percent (rounded down). */
export function discountOf(marketPrice: number, price: number): { discount: number; discountRate: number } {
  const discount = Math.max(marketPrice - price, 0);
  return { discount, discountRate: marketPrice > 0 ? Math.floor((discount * 100) / marketPrice) : 0 };
}

const bit = (n: number | boolean): 0 | 1 => (n ? 1 : 0);

/**
 * The delivery fee one piece at this price must pay (free, free above an amount, or always paid): the
 * product page and every list show the total with it on their first screen (전자상거래법 다크패턴 규정,
 * 2025-02-14: 순차공개 가격책정 금지).
 */
export function mandatoryDeliveryFee(
  d: { deliveryPriceTypeCode: number; deliveryPrice: number; freeDeliveryMinAmount: number | null },
  amount: number,
): number {
  if (d.deliveryPriceTypeCode === 1) return 0;
  if (d.deliveryPriceTypeCode === 2 && d.freeDeliveryMinAmount !== null && amount >= d.freeDeliveryMinAmount) return 0;
  return d.deliveryPrice;
}

/** Rows → the wire card; `names` are the product and brand names already in the reader's language. */
export function presentProductCard(
  row: ProductCardRow,
  now: Date,
  names: { name: string; brandName: string } = { name: row.name, brandName: row.brandName },
  isPick: 0 | 1 = 0,
): ProductCard {
  const type = row.deliveryPriceTypeCode;
  const live = row.livePrice !== null ? discountOf(row.marketPrice, row.livePrice) : null;
  const deliveryFee = mandatoryDeliveryFee(row, row.price);
  return {
    prdtSysId: row.prdtSysId,
    name: names.name,
    brandSysId: row.brandSysId,
    brandName: names.brandName,
    squareImageUrl: row.squareImageUrl || row.bigImageUrl,
    bigImageUrl: row.bigImageUrl,
    marketPrice: row.marketPrice,
    price: row.price,
    ...discountOf(row.marketPrice, row.price),
    isLivePrice: bit(liveWindowOpen(row, now)),
    livePrice: row.livePrice,
    liveDiscount: live?.discount ?? null,
    liveDiscountRate: live?.discountRate ?? null,
    livePriceStartDate: row.livePriceStartDate?.toISOString() ?? null,
    livePriceEndDate: row.livePriceEndDate?.toISOString() ?? null,
    isDisplay: bit(row.isDisplay),
    isSoldout: bit(row.isSoldout || row.stock <= 0),
    deliveryPriceTypeCode: type === 2 || type === 3 ? type : 1,
    deliveryFee,
    totalPrice: row.price + deliveryFee,
    isPick,
    reviewScore: reviewScoreOf(Number(row.reviewCnt ?? 0), Number(row.reviewScoreSum ?? 0)),
    reviewCnt: Number(row.reviewCnt ?? 0),
  };
}

/** Cards in the reader's language: product and brand names translated in one batch, then presented. */
export async function localizedCards<R extends ProductCardRow>(
  translation: Localizer,
  rows: readonly R[],
  lang: Lang,
  now: Date,
): Promise<ProductCard[]> {
  const names = await localizeTwo(translation, rows, lang, (r) => [
    { ko: r.name, en: r.nameEn },
    { ko: r.brandName, en: r.brandNameEn },
  ]);
  return rows.map((r, i) => presentProductCard(r, now, { name: names[i]![0], brandName: names[i]![1] }));
}
