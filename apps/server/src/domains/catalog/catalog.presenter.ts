import type { ProductCard } from '@lc/contracts';

export interface ProductCardRow {
  prdtSysId: number;
  name: string;
  brandSysId: number;
  brandName: string;
  squareImageUrl: string;
  bigImageUrl: string;
  marketPrice: number;
  price: number;
  isDisplay: number;
  isSoldout: number;
  stock: number;
  deliveryPriceTypeCode: number;
  livePrice: number | null;
  livePriceStartDate: Date | null;
  livePriceEndDate: Date | null;
}

const bit = (n: number): 0 | 1 => (n ? 1 : 0);

/** Discount and rate from market price and price, integer won and whole percent (rounded down). */
export function discountOf(marketPrice: number, price: number): { discount: number; discountRate: number } {
  const discount = Math.max(marketPrice - price, 0);
  return { discount, discountRate: marketPrice > 0 ? Math.floor((discount * 100) / marketPrice) : 0 };
}

export function presentProductCard(row: ProductCardRow, now: Date): ProductCard {
  const liveOpen =
    row.livePrice !== null &&
    row.livePriceStartDate !== null &&
    row.livePriceEndDate !== null &&
    row.livePriceStartDate <= now &&
    now < row.livePriceEndDate;
  const type = row.deliveryPriceTypeCode;
  return {
    prdtSysId: row.prdtSysId,
    name: row.name,
    brandSysId: row.brandSysId,
    brandName: row.brandName,
    squareImageUrl: row.squareImageUrl,
    bigImageUrl: row.bigImageUrl,
    marketPrice: row.marketPrice,
    price: row.price,
    ...discountOf(row.marketPrice, row.price),
    isLivePrice: bit(Number(liveOpen)),
    isDisplay: bit(row.isDisplay),
    isSoldout: bit(row.isSoldout || Number(row.stock <= 0)),
    deliveryPriceTypeCode: type === 2 || type === 3 ? type : 1,
  };
}
