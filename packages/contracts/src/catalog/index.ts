import { z } from 'zod';

/** Product names longer than this are cut when displayed (shopping §1). */
export const PRODUCT_NAME_CUT = 28;

/** deliveryPriceTypeCode (shopping §3): 1 free; 2 and 3 partly free depending on amounts. */
export const DELIVERY_PRICE_TYPES = { free: 1, conditional: 2, paid: 3 } as const;

/** A product as lists show it (shopping §3 "Product"). Money is integer won. */
export const productCard = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  bigImageUrl: z.string(),
  marketPrice: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  discountRate: z.number().int(),
  isLivePrice: z.union([z.literal(0), z.literal(1)]),
  isDisplay: z.union([z.literal(0), z.literal(1)]),
  isSoldout: z.union([z.literal(0), z.literal(1)]),
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type ProductCard = z.infer<typeof productCard>;

export const productListResponse = z.object({ products: z.array(productCard), totalCount: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponse>;
