import { z } from 'zod';

/*
 * The answers of the claims routes (orders): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `claim` in several answers below */
const claimShape = z.object({
  claimSysId: z.number(),
  type: z.enum(['cancel', 'return', 'exchange']),
  orderSysId: z.number(),
  orderPrdtSysId: z.number(),
  status: z.string(),
  reasonCode: z.number(),
  reasonDetail: z.string(),
  customerFault: z.boolean(),
  shippingFee: z.number(),
  refundAmount: z.number(),
  refundPoints: z.number(),
  refundMethod: z.string().nullable(),
  images: z.array(z.string()),
  denyReason: z.string().nullable(),
  returnInvoice: z.string().nullable(),
  returnCompanyCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  exceptionCode: z.number().nullable(),
  receivedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
});

/** POST orders/:id/products/:pid/proposaling/:type */
export const postOrdersProductsProposalingResponse = z.object({
  claim: claimShape,
});
export type PostOrdersProductsProposalingResponse = z.infer<typeof postOrdersProductsProposalingResponse>;

/** POST orders/:id/products/:pid/proposaling/:claimId/images (evidence photos, CLAIM_EVIDENCE_DAYS) */
export const postOrdersProductsProposalingImagesResponse = postOrdersProductsProposalingResponse;
export type PostOrdersProductsProposalingImagesResponse = z.infer<typeof postOrdersProductsProposalingImagesResponse>;

/** PATCH orders/:id/products/:pid/${seg} */
export const patchOrdersProductsSegResponse = postOrdersProductsProposalingResponse;
export type PatchOrdersProductsSegResponse = z.infer<typeof patchOrdersProductsSegResponse>;

/** DELETE orders/:id/products/:pid/proposaling/:claimId */
export const deleteOrdersProductsProposalingResponse = postOrdersProductsProposalingResponse;
export type DeleteOrdersProductsProposalingResponse = z.infer<typeof deleteOrdersProductsProposalingResponse>;

/** `delivery` in several answers below */
const deliveryShape = z.object({
  deliveryCompanyCode: z.string(),
  deliveryCompanyName: z.string(),
  invoiceNumber: z.string(),
  dispatchedAt: z.string(),
  deliveredAt: z.string().nullable(),
});

/** `history` in several answers below */
const historyShape = z.object({
  fromStatus: z.number(),
  toStatus: z.number(),
  actor: z.enum(['operator', 'shopper', 'system']),
  actorUserSysId: z.number().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

/** GET orders/:id/products/:pid */
export const getOrderProductResponse = z.object({
  orderSysId: z.number(),
  orderNumber: z.string(),
  orderPrdtSysId: z.number(),
  status: z.number(),
  history: z.array(historyShape),
  claims: z.array(claimShape),
  delivery: deliveryShape.nullable(),
});
export type GetOrderProductResponse = z.infer<typeof getOrderProductResponse>;

/** GET orders/:id/products/:pid/deliveries */
export const getOrdersProductsDeliveriesResponse = z.object({
  delivery: deliveryShape.nullable(),
});
export type GetOrdersProductsDeliveriesResponse = z.infer<typeof getOrdersProductsDeliveriesResponse>;

/** PATCH users/:id/orders/:pid/completedPurcharse */
export const patchUsersOrdersCompletedPurcharseResponse = getOrderProductResponse;
export type PatchUsersOrdersCompletedPurcharseResponse = z.infer<typeof patchUsersOrdersCompletedPurcharseResponse>;

/** `list` in several answers below */
const listShape = z.object({
  name: z.string(),
  squareImageUrl: z.string(),
  lineStatus: z.number(),
  claimSysId: z.number(),
  type: z.enum(['cancel', 'return', 'exchange']),
  orderSysId: z.number(),
  orderPrdtSysId: z.number(),
  status: z.string(),
  reasonCode: z.number(),
  reasonDetail: z.string(),
  customerFault: z.boolean(),
  shippingFee: z.number(),
  refundAmount: z.number(),
  refundPoints: z.number(),
  refundMethod: z.string().nullable(),
  images: z.array(z.string()),
  denyReason: z.string().nullable(),
  returnInvoice: z.string().nullable(),
  returnCompanyCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  exceptionCode: z.number().nullable(),
  receivedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
});

/** GET users/:id/orders/requests */
export const getUsersOrdersRequestsResponse = z.object({
  list: z.array(listShape),
  totalCount: z.number(),
});
export type GetUsersOrdersRequestsResponse = z.infer<typeof getUsersOrdersRequestsResponse>;

/** GET users/:id/orders/${path} */
export const getUsersOrdersPathResponse = getUsersOrdersRequestsResponse;
export type GetUsersOrdersPathResponse = z.infer<typeof getUsersOrdersPathResponse>;

/** `deliveryPay` in several answers below */
const deliveryPayShape = z.object({
  deliveryPaySysId: z.number(),
  claimSysId: z.number(),
  orderSysId: z.number(),
  orderPrdtSysId: z.number(),
  payMethod: z.string(),
  easyPayProvider: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** GET orders/:id/products/:pid/deliverypay */
export const getOrdersProductsDeliverypayResponse = z.object({
  claim: claimShape.nullable(),
  amount: z.number(),
  paid: z.boolean(),
  pays: z.array(deliveryPayShape),
});
export type GetOrdersProductsDeliverypayResponse = z.infer<typeof getOrdersProductsDeliverypayResponse>;

/** POST orders/:id/products/:pid/deliverypay */
export const postOrdersProductsDeliverypayResponse = z.object({
  deliveryPay: deliveryPayShape,
  redirectUrl: z.string().nullable(),
});
export type PostOrdersProductsDeliverypayResponse = z.infer<typeof postOrdersProductsDeliverypayResponse>;

/** GET orders/:id/products/:pid/pays/deliveries */
export const getOrdersProductsPaysDeliveriesResponse = getOrdersProductsDeliverypayResponse;
export type GetOrdersProductsPaysDeliveriesResponse = z.infer<typeof getOrdersProductsPaysDeliveriesResponse>;

/** POST orders/:id/products/:pid/pays/deliveries */
export const postOrdersProductsPaysDeliveriesResponse = getOrdersProductsDeliverypayResponse;
export type PostOrdersProductsPaysDeliveriesResponse = z.infer<typeof postOrdersProductsPaysDeliveriesResponse>;

/** GET deliveries/pays/:id */
export const getDeliveriesPaysResponse = z.object({
  deliveryPay: deliveryPayShape,
});
export type GetDeliveriesPaysResponse = z.infer<typeof getDeliveriesPaysResponse>;

/** GET operations/claims/refunds/due */
export const getOperationsClaimsRefundsDueResponse = z.object({
  list: z.array(
    z.object({
      claim: claimShape,
      overdue: z.boolean(),
    }),
  ),
  totalCount: z.number(),
});
export type GetOperationsClaimsRefundsDueResponse = z.infer<typeof getOperationsClaimsRefundsDueResponse>;

/** `payout` in several answers below */
const payoutShape = z.object({
  payoutSysId: z.number(),
  claimSysId: z.number(),
  orderSysId: z.number(),
  amount: z.number(),
  bankCode: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  status: z.string(),
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
});

/** GET operations/refunds/payouts */
export const getOperationsRefundsPayoutsResponse = z.object({
  list: z.array(payoutShape),
  totalCount: z.number(),
});
export type GetOperationsRefundsPayoutsResponse = z.infer<typeof getOperationsRefundsPayoutsResponse>;

/** POST operations/refunds/payouts/:id/complete */
export const postOperationsRefundsPayoutsCompleteResponse = z.object({
  payout: payoutShape,
});
export type PostOperationsRefundsPayoutsCompleteResponse = z.infer<typeof postOperationsRefundsPayoutsCompleteResponse>;

/** POST operations/orders/:id/products/:pid/dispatch */
export const postOperationsOrdersProductsDispatchResponse = getOrderProductResponse;
export type PostOperationsOrdersProductsDispatchResponse = z.infer<typeof postOperationsOrdersProductsDispatchResponse>;

/** POST operations/orders/:id/products/:pid/delivered */
export const postOperationsOrdersProductsDeliveredResponse = getOrderProductResponse;
export type PostOperationsOrdersProductsDeliveredResponse = z.infer<
  typeof postOperationsOrdersProductsDeliveredResponse
>;

/** POST operations/claims/:claimId/approve */
export const postOperationsClaimsApproveResponse = z.object({
  claim: claimShape,
  convertedToReturn: z.boolean(),
});
export type PostOperationsClaimsApproveResponse = z.infer<typeof postOperationsClaimsApproveResponse>;

/** POST operations/claims/:claimId/deny */
export const postOperationsClaimsDenyResponse = postOrdersProductsProposalingResponse;
export type PostOperationsClaimsDenyResponse = z.infer<typeof postOperationsClaimsDenyResponse>;

/** POST operations/claims/:claimId/receive */
export const postOperationsClaimsReceiveResponse = postOrdersProductsProposalingResponse;
export type PostOperationsClaimsReceiveResponse = z.infer<typeof postOperationsClaimsReceiveResponse>;

/** POST operations/claims/:claimId/refund */
export const postOperationsClaimsRefundResponse = postOrdersProductsProposalingResponse;
export type PostOperationsClaimsRefundResponse = z.infer<typeof postOperationsClaimsRefundResponse>;
