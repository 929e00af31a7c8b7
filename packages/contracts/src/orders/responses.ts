import { z } from 'zod';

/*
 * The answers of the orders routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

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

/** POST orders/deliveries */
export const postOrdersDeliveriesResponse = z.object({
  lines: z.array(
    z.object({
      prdtSysId: z.number(),
      name: z.string(),
      brandName: z.string(),
      squareImageUrl: z.string(),
      qty: z.number(),
      unitPrice: z.number(),
      marketPrice: z.number(),
      isLivePrice: z.union([z.literal(0), z.literal(1)]),
      options: z.array(
        z.object({
          prdtOptionSysId: z.number(),
          optionGroup: z.string(),
          optionKeyName: z.string(),
          addedPrice: z.number(),
        }),
      ),
      addingProducts: z.array(
        z.object({
          prdtAddingProductDetailSysId: z.number(),
          name: z.string(),
          price: z.number(),
          addingQty: z.number(),
        }),
      ),
      lineAmount: z.number(),
      couponAmount: z.number(),
    }),
  ),
  amounts: amountShape,
  extraArea: z
    .object({
      type: z.enum(['jeju', 'island']),
      name: z.string(),
    })
    .nullable(),
  pointBalance: z.number(),
  coupons: z.array(
    z.object({
      userCouponSysId: z.number(),
      name: z.string(),
      applyTypeCode: z.enum(['product', 'cart']),
      lineIndex: z.number().nullable(),
      discount: z.number(),
    }),
  ),
  couponOptions: z.array(
    z.object({
      couponPolicySysId: z.number(),
      kind: z.enum(['join', 'download', 'live', 'event']),
      applyTypeCode: z.enum(['product', 'cart']),
      name: z.string(),
      discountTypeCode: z.enum(['amount', 'percent']),
      discountAmount: z.number(),
      maxDiscountAmount: z.number().nullable(),
      minOrderAmount: z.number(),
      minProductAmount: z.number(),
      maxProductQty: z.number().nullable(),
      validityDays: z.number(),
      prdtSysId: z.number().nullable(),
      brandSysId: z.number().nullable(),
      sellerSysId: z.number().nullable(),
      issuanceEndDate: z.string().nullable(),
      userCouponSysId: z.number(),
      issuedAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      orderSysId: z.number().nullable(),
      targets: z.array(
        z.object({
          lineIndex: z.number().nullable(),
          discount: z.number(),
          blockedCode: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type PostOrdersDeliveriesResponse = z.infer<typeof postOrdersDeliveriesResponse>;

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

/** `vbank` in several answers below */
const vbankShape = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  depositorName: z.string(),
  dueAt: z.string(),
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

/** `payment` in several answers below */
const paymentShape = z.object({
  paySysId: z.number(),
  orderSysId: z.number(),
  payMethod: z.enum(['card', 'vbank', 'transfer', 'easypay']),
  easyPayProvider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'payco']).nullable(),
  amount: z.number(),
  status: z.enum(['paid', 'expired', 'ready', 'waitingDeposit', 'declined', 'cancelled']),
  tid: z.string().nullable(),
  vbank: vbankShape.nullable(),
  approvedAt: z.string().nullable(),
  failReason: z.string().nullable(),
  cancelledAmount: z.number(),
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

/** POST orders */
export const postOrdersResponse = z.object({
  replayed: z.literal(true).optional(),
  order: orderShape,
  products: z.array(productShape),
  payment: paymentShape.nullable(),
  orderToken: z.string().nullable(),
});
export type PostOrdersResponse = z.infer<typeof postOrdersResponse>;

/** GET orders/nonUser/product */
export const getOrdersNonUserProductResponse = z.object({
  order: orderShape,
  products: z.array(productShape),
  payment: paymentShape.nullable(),
  orderToken: z.string(),
});
export type GetOrdersNonUserProductResponse = z.infer<typeof getOrdersNonUserProductResponse>;

/** GET orders/pays/:id */
export const getOrdersPaysResponse = z.object({
  payment: paymentShape.nullable(),
  order: orderShape,
});
export type GetOrdersPaysResponse = z.infer<typeof getOrdersPaysResponse>;

/** PATCH orders/pays/:id/notifies */
export const patchOrdersPaysNotifiesResponse = getOrdersPaysResponse;
export type PatchOrdersPaysNotifiesResponse = z.infer<typeof patchOrdersPaysNotifiesResponse>;

/** GET orders/:id */
export const getOrdersResponse = z.object({
  order: orderShape,
  products: z.array(productShape),
  payment: paymentShape.nullable(),
});
export type GetOrdersResponse = z.infer<typeof getOrdersResponse>;

/** GET orders/:id/products */
export const getOrdersProductsResponse = z.object({
  products: z.array(productShape),
});
export type GetOrdersProductsResponse = z.infer<typeof getOrdersProductsResponse>;

/** DELETE orders/:id */
export const deleteOrdersResponse = getOrdersResponse;
export type DeleteOrdersResponse = z.infer<typeof deleteOrdersResponse>;

/** POST orders/:id/pays */
export const postOrdersPaysResponse = z.object({
  replayed: z.literal(true).optional(),
  payment: paymentShape,
  redirectUrl: z.string().nullable(),
  order: orderShape,
});
export type PostOrdersPaysResponse = z.infer<typeof postOrdersPaysResponse>;

/** POST payments/webhooks/sandbox */
export const postPaymentsWebhooksSandboxResponse = z.object({
  duplicate: z.boolean(),
  outcome: z.string(),
});
export type PostPaymentsWebhooksSandboxResponse = z.infer<typeof postPaymentsWebhooksSandboxResponse>;

/** POST payments/sandbox/deposits */
export const postPaymentsSandboxDepositsResponse = z.object({
  matched: z.boolean(),
  orderSysId: z.number().nullable(),
  orderStatus: z.number().nullable(),
});
export type PostPaymentsSandboxDepositsResponse = z.infer<typeof postPaymentsSandboxDepositsResponse>;
