import { z } from 'zod';
import { id, list, optText, text, won } from './fields.js';
import {
  ALCOHOL_KINDS,
  DISPLAY_BLOCKS,
  returnExceptionCodes,
  SELLER_IDENTITY_FIELDS,
  sellerIdentity,
} from '../compliance/index.js';
import { adminListQuery } from './lists.js';

// products, brands, categories
// ---- catalog
export const adminProductListQuery = adminListQuery.extend({
  sort: z.enum(['createdAt', 'price', 'stock', 'saleCount', 'name']).default('createdAt'),
  brandSysId: id.optional(),
  categorySysId: id.optional(),
  isDisplay: z.coerce.number().int().min(0).max(1).optional(),
  isSoldout: z.coerce.number().int().min(0).max(1).optional(),
});
export const adminProductRow = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  categorySysId: z.number().int().nullable(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  livePrice: z.number().int().nullable(),
  stock: z.number().int(),
  isDisplay: z.number().int(),
  isSoldout: z.number().int(),
  saleCount: z.number().int(),
  squareImageUrl: z.string(),
  createdAt: z.string(),
  isAlcohol: z.number().int(),
  alcoholKind: z.enum(ALCOHOL_KINDS).nullable(),
  /** issue 33: why buyers do not see it although displayed (the brand's seller identity, the alcohol kind) */
  displayBlocks: z.array(z.enum(DISPLAY_BLOCKS)),
});
export const adminProductListResponse = list(adminProductRow);
export const adminProductOption = z.object({
  optionGroup: text(60),
  optionKeyName: text(100),
  addedPrice: z.number().int().min(-10_000_000).max(10_000_000).default(0),
  stock: z.number().int().min(0).max(1_000_000),
});
export const adminAddingProduct = z.object({
  name: text(100),
  details: z
    .array(z.object({ name: text(100), price: won, stock: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(30),
});
const productFields = {
  brandSysId: id,
  categorySysId: id.nullable().optional(),
  name: text(200),
  nameEn: optText(200),
  description: optText(20_000),
  descriptionEn: optText(20_000),
  marketPrice: won,
  price: won,
  stock: z.number().int().min(0).max(1_000_000),
  isDisplay: z.union([z.literal(0), z.literal(1)]).default(1),
  isSoldout: z.union([z.literal(0), z.literal(1)]).default(0),
  /** 1 free; 2 free above freeDeliveryMinAmount; 3 always paid */
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  deliveryPrice: won.default(0),
  freeDeliveryMinAmount: won.nullable().optional(),
  /** uploaded image urls (POST uploads); the first is the big image */
  images: z.array(z.string().trim().min(1).max(300)).min(1).max(20),
  /** the live price and its window (both ends given, start before end) */
  livePrice: won.nullable().optional(),
  livePriceStartDate: z.iso.datetime({ offset: true }).nullable().optional(),
  livePriceEndDate: z.iso.datetime({ offset: true }).nullable().optional(),
  options: z.array(adminProductOption).max(200).default([]),
  addingProducts: z.array(adminAddingProduct).max(10).default([]),
  infoNotice: z
    .array(z.object({ label: text(60), value: text(500) }))
    .max(40)
    .nullable()
    .optional(),
  /** issue 33: an alcoholic beverage (19+ identity at checkout) and its kind: only 전통주 kinds are sold online */
  isAlcohol: z.union([z.literal(0), z.literal(1)]).default(0),
  alcoholKind: z.enum(ALCOHOL_KINDS).nullable().optional(),
  /**
   * issue 33 (전자상거래법 제17조 ②, ⑥): the exceptions to the right of withdrawal the product page shows
   * before the purchase (RETURN_EXCEPTIONS 2–5, else 7049); only those may later refuse a return
   */
  returnExceptions: returnExceptionCodes.default([]),
};
const livePriceWindowOk = (p: {
  livePrice?: number | null | undefined;
  livePriceStartDate?: string | null | undefined;
  livePriceEndDate?: string | null | undefined;
}) =>
  p.livePrice === null ||
  p.livePrice === undefined ||
  (!!p.livePriceStartDate && !!p.livePriceEndDate && p.livePriceStartDate < p.livePriceEndDate);
export const adminProductCreateRequest = z
  .object(productFields)
  .refine((p) => p.price <= p.marketPrice, { path: ['price'], message: 'price above market price' })
  .refine(livePriceWindowOk, { path: ['livePriceEndDate'], message: 'live price window' });
export type AdminProductCreateRequest = z.infer<typeof adminProductCreateRequest>;
/** Partial update; options/addingProducts/images, when given, replace the lists. */
export const adminProductUpdateRequest = z
  .object({
    ...productFields,
    isDisplay: z.union([z.literal(0), z.literal(1)]),
    isSoldout: z.union([z.literal(0), z.literal(1)]),
    isAlcohol: z.union([z.literal(0), z.literal(1)]),
    returnExceptions: returnExceptionCodes,
    deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    deliveryPrice: won,
    options: z.array(adminProductOption).max(200),
    addingProducts: z.array(adminAddingProduct).max(10),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'nothing to change' })
  .refine(livePriceWindowOk, { path: ['livePriceEndDate'], message: 'live price window' });
export type AdminProductUpdateRequest = z.infer<typeof adminProductUpdateRequest>;
export const adminProductDetail = adminProductRow.extend({
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  deliveryPriceTypeCode: z.number().int(),
  deliveryPrice: z.number().int(),
  freeDeliveryMinAmount: z.number().int().nullable(),
  livePriceStartDate: z.string().nullable(),
  livePriceEndDate: z.string().nullable(),
  images: z.array(z.string()),
  options: z.array(adminProductOption.extend({ prdtOptionSysId: z.number().int() })),
  addingProducts: z.array(adminAddingProduct),
  /** issue 33: the exceptions to the right of withdrawal the product page shows (RETURN_EXCEPTIONS codes) */
  returnExceptions: z.array(z.number().int()),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminBrandRequest = z.object({
  name: text(80),
  nameEn: optText(80),
  imageUrl: optText(300),
  description: optText(2000),
  /** the brand seller account (role `brand`) that runs it; 0 = none */
  sellerSysId: z.number().int().min(0).default(0),
  /** issue 33 (전자상거래법 제20조 ②): the seller's identity; its products are shown to buyers only when all are set */
  sellerCompanyName: optText(100),
  sellerRepresentative: optText(40),
  sellerAddress: optText(200),
  sellerPhone: optText(20),
  sellerEmail: optText(100),
  sellerBizRegNo: optText(12),
  sellerMailOrderNo: optText(40),
});
export const adminBrandUpdateRequest = adminBrandRequest.partial();
export const adminBrandRow = z.object({
  brandSysId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sellerSysId: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  seller: sellerIdentity,
  /** issue 33: identity fields still empty; while any is, the brand's products are not shown to buyers */
  sellerIdentityMissing: z.array(z.enum(SELLER_IDENTITY_FIELDS)),
});
export const adminBrandListQuery = adminListQuery.extend({ sort: z.enum(['name', 'createdAt']).default('name') });
export const adminBrandListResponse = list(adminBrandRow);
export const adminCategoryRequest = z.object({
  parentSysId: id.nullable().default(null),
  name: text(60),
  nameEn: optText(60),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export const adminCategoryUpdateRequest = adminCategoryRequest.partial();
export const adminCategoryRow = z.object({
  categorySysId: z.number().int(),
  parentSysId: z.number().int().nullable(),
  categoryLevel: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export const adminCategoryListResponse = z.object({ rows: z.array(adminCategoryRow) });
