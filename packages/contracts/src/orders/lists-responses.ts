import { z } from 'zod';

/*
 * The answers of the lists routes (orders): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `cashReceipt` in several answers below */
const cashReceiptShape = z.object({
  type: z.enum(['income', 'expense']),
  identity: z.string(),
});

/** `orderer` in several answers below */
const ordererShape = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});

/** `receiver` in several answers below */
const receiverShape = z.object({
  name: z.string(),
  phone: z.string(),
  postNumber: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  memo: z.string(),
});

/** `amounts` in several answers below */
const amountShape = z.object({
  prdtPrice: z.number(),
  discount: z.number(),
  couponAmount: z.number(),
  pointAmount: z.number(),
  deliveryPrice: z.number(),
  addDeliveryCost: z.number(),
  payAmount: z.number(),
});

/** `products` in several answers below */
const productShape = z.object({
  orderPrdtSysId: z.number(),
  prdtSysId: z.number(),
  parentOrderPrdtSysId: z.number().nullable(),
  isAddingProduct: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  optionText: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  lineAmount: z.number(),
  couponAmount: z.number(),
  status: z.number(),
});

/** `order` in several answers below */
const orderShape = z.object({
  orderSysId: z.number(),
  orderNumber: z.string(),
  status: z.number(),
  isMember: z.boolean(),
  payMethod: z.enum(['card', 'vbank', 'transfer', 'easypay']).nullable(),
  amounts: amountShape,
  orderer: ordererShape,
  receiver: receiverShape,
  createdAt: z.string(),
  payDueAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  payTermsAgreedAt: z.string().nullable(),
  age14ConfirmedAt: z.string().nullable(),
  sellerProvisionAgreedAt: z.string().nullable(),
  escrow: z.boolean(),
  cashReceipt: cashReceiptShape.nullable(),
});

/** `list` in several answers below */
const listShape = z.object({
  order: orderShape,
  products: z.array(productShape),
});

/** GET orders/search/:searchType */
export const getOrdersSearchResponse = z.object({
  list: z.array(listShape),
});
export type GetOrdersSearchResponse = z.infer<typeof getOrdersSearchResponse>;

/** GET users/:id/orders/list */
export const getUsersOrdersListResponse = z.object({
  totalCount: z.number(),
  list: z.array(listShape),
});
export type GetUsersOrdersListResponse = z.infer<typeof getUsersOrdersListResponse>;

/** GET users/:id/orders/products/list */
export const getUsersOrdersProductsListResponse = z.object({
  totalCount: z.number(),
  list: z.array(
    z.object({
      orderSysId: z.number(),
      orderNumber: z.string(),
      orderedAt: z.string(),
      payMethod: z.string().nullable(),
      orderPrdtSysId: z.number(),
      prdtSysId: z.number(),
      parentOrderPrdtSysId: z.number().nullable(),
      isAddingProduct: z.union([z.literal(0), z.literal(1)]),
      name: z.string(),
      brandName: z.string(),
      squareImageUrl: z.string(),
      optionText: z.string(),
      qty: z.number(),
      unitPrice: z.number(),
      lineAmount: z.number(),
      couponAmount: z.number(),
      status: z.number(),
    }),
  ),
});
export type GetUsersOrdersProductsListResponse = z.infer<typeof getUsersOrdersProductsListResponse>;
