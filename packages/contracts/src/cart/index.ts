import { z } from 'zod';

/** Cart limits (shopping §5, §9): 100 items, kept 30 days. */
export const CART_POLICY = { maxItems: 100, keepDays: 30, maxQtyPerLine: 999 } as const;

const sysId = z.coerce.number().int().positive().max(2_147_483_647);
const qty = z.coerce.number().int().min(1).max(CART_POLICY.maxQtyPerLine);

/** One chosen option combination (one value per option group) and its quantity (shopping §3 cart item). */
export const basketOptionGroupInput = z.object({
  optionQty: qty,
  productOptions: z
    .array(z.object({ prdtOptionSysId: sysId, optionKeyName: z.string().max(100).optional() }))
    .min(1)
    .max(10),
});
export const basketAddingInput = z.object({
  prdtAddingProductSysId: sysId.optional(),
  prdtAddingProductDetailSysId: sysId,
  addingQty: qty,
});

/**
 * POST users/{id}/baskets, one product: `basketQty` for a product without options, or `optionGroups`
 * (each a combination with its `optionQty`) for one with options; `addingProducts` ride along.
 */
export const basketItemInput = z.object({
  prdtSysId: sysId,
  basketQty: qty.optional(),
  isOption: z.union([z.literal(0), z.literal(1)]).optional(),
  optionTypeCode: z.number().int().min(0).max(9).optional(),
  isAddingProduct: z.union([z.literal(0), z.literal(1)]).optional(),
  broadcastScheduleSysId: sysId.nullable().optional(),
  /** set when the product was opened from a plan/event page (/Product/{prdtSysId}/{planPrdtSysId}) */
  planPrdtSysId: sysId.nullable().optional(),
  optionGroups: z.array(basketOptionGroupInput).max(50).default([]),
  addingProducts: z.array(basketAddingInput).max(50).default([]),
});
export type BasketItemInput = z.input<typeof basketItemInput>;

/** One product, or `items` (the guest cart merged after login: each item is added or reported as skipped). */
export const basketAddRequest = z.union([
  z.object({ items: z.array(basketItemInput).min(1).max(CART_POLICY.maxItems) }),
  basketItemInput,
]);
export type BasketAddRequest = z.input<typeof basketAddRequest>;

export const basketOption = z.object({
  prdtOptionSysId: z.number().int(),
  optionGroup: z.string(),
  optionKeyName: z.string(),
  addedPrice: z.number().int(),
});
export type BasketOption = z.infer<typeof basketOption>;
export const basketAdding = z.object({
  prdtAddingProductSysId: z.number().int(),
  prdtAddingProductDetailSysId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  addingQty: z.number().int(),
});
export type BasketAdding = z.infer<typeof basketAdding>;

/** A cart line as the cart screen shows it; amounts are computed by the server at read time. */
export const basketLine = z.object({
  basketSysId: z.number().int(),
  prdtSysId: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  marketPrice: z.number().int(),
  /** the product's price now (live price applied when it applies) */
  price: z.number().int(),
  isLivePrice: z.union([z.literal(0), z.literal(1)]),
  basketQty: z.number().int(),
  options: z.array(basketOption),
  addingProducts: z.array(basketAdding),
  /** (price + option added prices) × qty + adding products */
  lineAmount: z.number().int(),
  /** how many can be bought now (the smallest stock of the product and its chosen options) */
  stock: z.number().int(),
  isDisplay: z.union([z.literal(0), z.literal(1)]),
  isSoldout: z.union([z.literal(0), z.literal(1)]),
  optionTypeCode: z.number().int(),
  /** null when the line can be ordered, else the result code that stops it */
  blockedCode: z.string().nullable(),
  deliveryPriceTypeCode: z.number().int(),
  deliveryPrice: z.number().int(),
  freeDeliveryMinAmount: z.number().int().nullable(),
  broadcastScheduleSysId: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type BasketLine = z.infer<typeof basketLine>;

export const basketListResponse = z.object({
  baskets: z.array(basketLine),
  totalCount: z.number().int(),
  maxItems: z.number().int(),
});
export type BasketListResponse = z.infer<typeof basketListResponse>;

export const basketAddResponse = z.object({
  basketSysIds: z.array(z.number().int()),
  /** merge only: items that could not be added, with the reason's result code */
  skipped: z.array(z.object({ index: z.number().int(), prdtSysId: z.number().int(), resultCode: z.string() })),
  totalCount: z.number().int(),
});
export type BasketAddResponse = z.infer<typeof basketAddResponse>;

/** PUT users/{id}/baskets/{basketId}: quantity and/or a new option combination ("option change"). */
export const basketUpdateRequest = z
  .object({
    basketQty: qty.optional(),
    productOptions: z
      .array(z.object({ prdtOptionSysId: sysId }))
      .max(10)
      .optional(),
    addingProducts: z.array(basketAddingInput).max(50).optional(),
  })
  .refine((v) => v.basketQty !== undefined || v.productOptions !== undefined || v.addingProducts !== undefined, {
    message: 'nothing to change',
  });
export type BasketUpdateRequest = z.input<typeof basketUpdateRequest>;

export const basketIdParams = z.object({ id: sysId, basketId: sysId });

/** DELETE users/{id}/baskets/list?basketSysIds=1,2,3 (or the same list in the body). */
export const basketDeleteListRequest = z.object({
  basketSysIds: z
    .union([z.string(), z.array(z.union([z.number(), z.string()]))])
    .transform((v): unknown[] =>
      Array.isArray(v)
        ? v
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(sysId).min(1).max(CART_POLICY.maxItems)),
});
export const basketDeleteResponse = z.object({ deleted: z.number().int(), totalCount: z.number().int() });

/** The guest cart kept in sessionStorage for the page session (shopping §4), merged after login. */
export const GUEST_CART_STORAGE_KEY = 'guestCart';

/** One line of the guest cart: what a member line would hold, plus what the screen shows until checkout re-prices it. */
export interface GuestCartLine {
  key: string;
  prdtSysId: number;
  qty: number;
  options: number[];
  addingProducts: { prdtAddingProductDetailSysId: number; addingQty: number }[];
  broadcastScheduleSysId: number | null;
  name: string;
  brandName: string;
  squareImageUrl: string;
  unitPrice: number;
  optionText: string;
}
export * from './responses.js';
