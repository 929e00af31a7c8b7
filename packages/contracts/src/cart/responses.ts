import { z } from 'zod';

/*
 * The answers of the cart routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST users/:id/baskets */
export const postUsersBasketsResponse = z.object({
  basketSysIds: z.array(z.number()),
  skipped: z.array(
    z.object({
      index: z.number(),
      prdtSysId: z.number(),
      resultCode: z.string(),
    }),
  ),
  totalCount: z.number(),
});
export type PostUsersBasketsResponse = z.infer<typeof postUsersBasketsResponse>;

/** `options` in several answers below */
const optionShape = z.object({
  prdtOptionSysId: z.number(),
  optionGroup: z.string(),
  optionKeyName: z.string(),
  addedPrice: z.number(),
});

/** `addingProducts` in several answers below */
const addingProductShape = z.object({
  prdtAddingProductSysId: z.number(),
  prdtAddingProductDetailSysId: z.number(),
  name: z.string(),
  price: z.number(),
  addingQty: z.number(),
});

/** `basket` in several answers below */
const basketShape = z.object({
  basketSysId: z.number(),
  prdtSysId: z.number(),
  name: z.string(),
  brandSysId: z.number(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  marketPrice: z.number(),
  price: z.number(),
  isLivePrice: z.union([z.literal(0), z.literal(1)]),
  basketQty: z.number(),
  options: z.array(optionShape),
  addingProducts: z.array(addingProductShape),
  lineAmount: z.number(),
  stock: z.number(),
  isDisplay: z.union([z.literal(0), z.literal(1)]),
  isSoldout: z.union([z.literal(0), z.literal(1)]),
  optionTypeCode: z.number(),
  blockedCode: z.string().nullable(),
  deliveryPriceTypeCode: z.number(),
  deliveryPrice: z.number(),
  freeDeliveryMinAmount: z.number().nullable(),
  broadcastScheduleSysId: z.number().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** GET users/:id/baskets/list */
export const getUsersBasketsListResponse = z.object({
  baskets: z.array(basketShape),
  totalCount: z.number(),
  maxItems: z.number(),
});
export type GetUsersBasketsListResponse = z.infer<typeof getUsersBasketsListResponse>;

/** PUT users/:id/baskets/:basketId */
export const putUsersBasketsResponse = z.object({
  basket: basketShape,
});
export type PutUsersBasketsResponse = z.infer<typeof putUsersBasketsResponse>;

/** DELETE users/:id/baskets/list */
export const deleteUsersBasketsListResponse = z.object({
  deleted: z.number(),
  totalCount: z.number(),
});
export type DeleteUsersBasketsListResponse = z.infer<typeof deleteUsersBasketsListResponse>;

/** DELETE users/:id/baskets/:basketId */
export const deleteUsersBasketsResponse = deleteUsersBasketsListResponse;
export type DeleteUsersBasketsResponse = z.infer<typeof deleteUsersBasketsResponse>;
