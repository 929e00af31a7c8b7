import { z } from 'zod';
import {
  CLAIM_POLICY,
  CLAIM_TYPES,
  RC,
  claimInvoiceParams,
  claimInvoiceRequest,
  claimParams,
  claimRequest,
  deliveryPayParams,
  deliveryPayRequest,
  denyClaimRequest,
  dispatchRequest,
  orderProductParams,
  payoutListQuery,
  deleteOrdersProductsProposalingResponse,
  getDeliveriesPaysResponse,
  getOperationsClaimsRefundsDueResponse,
  getOperationsRefundsPayoutsResponse,
  getOrdersProductsDeliveriesResponse,
  getOrdersProductsDeliverypayResponse,
  getOrdersProductsPaysDeliveriesResponse,
  getOrderProductResponse,
  getUsersOrdersPathResponse,
  getUsersOrdersRequestsResponse,
  patchOrdersProductsSegResponse,
  patchUsersOrdersCompletedPurcharseResponse,
  postOperationsClaimsApproveResponse,
  postOperationsClaimsDenyResponse,
  postOperationsClaimsReceiveResponse,
  postOperationsClaimsRefundResponse,
  postOperationsOrdersProductsDeliveredResponse,
  postOperationsOrdersProductsDispatchResponse,
  postOperationsRefundsPayoutsCompleteResponse,
  postOrdersProductsDeliverypayResponse,
  postOrdersProductsPaysDeliveriesResponse,
  postOrdersProductsProposalingResponse,
  postOrdersProductsProposalingImagesResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import { requestLang } from '../../http/lang.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { ClaimsService } from './claims.service.js';
import type { IsBuyer, SandboxPayerPass } from '../payments/payments.sandbox-pass.js';
import type { AuthUser } from '../auth/auth.tokens.js';

const sysId = z.coerce.number().int().positive().max(2_147_483_647);
const claimTypeParams = orderProductParams.extend({ type: z.enum(CLAIM_TYPES) });
const userLineParams = z.object({ id: sysId, pid: sysId });
const userParams = z.object({ id: sysId });

/** Shopper calls of §7 "Orders and claims" and the operator's claim and delivery calls (issue 7). */
/** The multipart files prdtImgFile1..n in their number order (anything else on the form is ignored). */
export function claimImagesOf(body: unknown): Buffer[] {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>)
    .map(([k, v]) => ({ n: /^prdtImgFile(\d{1,2})$/.exec(k)?.[1], v }))
    .filter((x): x is { n: string; v: Buffer } => x.n !== undefined && Buffer.isBuffer(x.v))
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((x) => x.v);
}

export function claimsRoutes(
  r: Router,
  s: ClaimsService,
  uploads: UploadsService,
  sandbox: {
    pass: SandboxPayerPass;
    isBuyer: IsBuyer<{ user: AuthUser | undefined; orderToken: undefined }>;
  },
) {
  // shopper: requests (images arrive through the uploads of the multipart form, see uploads)
  r.route({
    method: 'POST',
    path: 'orders/:id/products/:pid/proposaling/:type',
    response: postOrdersProductsProposalingResponse,
    auth: 'user',
    params: claimTypeParams,
    body: claimRequest,
    handler: async ({ req, params, body, user }) => {
      // the request is checked first (owner, state, reason); photos are stored only when it can be made
      await s.precheck(params.type, params.id, params.pid, body, user);
      const files = claimImagesOf(req.body);
      if (params.type !== 'cancel' && files.length > CLAIM_POLICY.maxImages) throw new AppError(RC.UPLOAD_TOO_MANY);
      const images: string[] = [];
      if (params.type !== 'cancel')
        for (const f of files) images.push((await uploads.storeImage(f, 'claims', 'private')).url);
      return s.request(params.type, params.id, params.pid, body, user, images);
    },
  });
  // shopper: evidence photos added to an open exchange/return within CLAIM_EVIDENCE_DAYS of filing it
  r.route({
    method: 'POST',
    path: 'orders/:id/products/:pid/proposaling/:claimId/images',
    response: postOrdersProductsProposalingImagesResponse,
    auth: 'user',
    params: claimInvoiceParams,
    handler: async ({ req, params, user }) => {
      const ref = { orderSysId: params.id, orderPrdtSysId: params.pid, claimSysId: params.claimId };
      const files = claimImagesOf(req.body);
      await s.evidenceCheck(ref, user, files.length);
      const images: string[] = [];
      for (const f of files) images.push((await uploads.storeImage(f, 'claims', 'private')).url);
      return s.addEvidence(ref, user, images);
    },
  });
  for (const [seg, type] of [
    ['exchange/:claimId', 'exchange'],
    ['return/:claimId', 'return'],
  ] as const) {
    r.route({
      method: 'PATCH',
      path: `orders/:id/products/:pid/${seg}`,
      response: patchOrdersProductsSegResponse,
      auth: 'user',
      params: claimInvoiceParams,
      body: claimInvoiceRequest,
      handler: ({ params, body, user }) =>
        s.setReturnInvoice(
          type,
          params.id,
          params.pid,
          params.claimId,
          body.invoiceNumber,
          user,
          body.deliveryCompanyCode ?? null,
        ),
    });
  }
  r.route({
    method: 'DELETE',
    path: 'orders/:id/products/:pid/proposaling/:claimId',
    response: deleteOrdersProductsProposalingResponse,
    auth: 'user',
    params: claimInvoiceParams,
    handler: ({ params, user }) => s.withdraw(params.id, params.pid, params.claimId, user),
  });
  r.route({
    method: 'GET',
    path: 'orders/:id/products/:pid',
    response: getOrderProductResponse,
    auth: 'user',
    params: orderProductParams,
    handler: ({ params, user }) => s.detail(params.id, params.pid, user),
  });
  r.route({
    method: 'GET',
    path: 'orders/:id/products/:pid/deliveries',
    response: getOrdersProductsDeliveriesResponse,
    auth: 'user',
    params: orderProductParams,
    handler: ({ params, user }) => s.deliveries(params.id, params.pid, user),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/orders/:pid/completedPurcharse',
    response: patchUsersOrdersCompletedPurcharseResponse,
    auth: 'owner',
    params: userLineParams,
    handler: ({ params, user }) => s.confirmPurchase(params.pid, user),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/orders/requests',
    response: getUsersOrdersRequestsResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ req, params }) => s.requests(params.id, null, requestLang(req)),
  });
  for (const [path, type] of [
    ['cancelOrders', 'cancel'],
    ['returnOrders', 'return'],
    ['exchangeOrders', 'exchange'],
  ] as const) {
    r.route({
      method: 'GET',
      path: `users/:id/orders/${path}`,
      response: getUsersOrdersPathResponse,
      auth: 'owner',
      params: userParams,
      handler: ({ req, params }) => s.requests(params.id, type, requestLang(req)),
    });
  }

  // return shipping fee of a customer-fault exchange/return (/reqPay → /reqPayComplete)
  r.route({
    method: 'GET',
    path: 'orders/:id/products/:pid/deliverypay',
    response: getOrdersProductsDeliverypayResponse,
    auth: 'user',
    params: orderProductParams,
    handler: ({ params, user }) => s.deliveryPayInfo(params.id, params.pid, user),
  });
  r.route({
    method: 'POST',
    path: 'orders/:id/products/:pid/deliverypay',
    response: postOrdersProductsDeliverypayResponse,
    auth: 'user',
    params: orderProductParams,
    body: deliveryPayRequest,
    handler: async ({ req, reply, params, body, user }) => {
      const started = await s.startDeliveryPay(params.id, params.pid, body, user);
      // issue 25 N2: the buyer's browser gets the pass of the sandbox page it is sent to
      const redirectUrl = await sandbox.pass.hand(
        reply,
        {
          redirectUrl: started.redirectUrl,
          orderSysId: params.id,
          caller: { user, orderToken: undefined },
          lang: requestLang(req),
        },
        sandbox.isBuyer,
      );
      return { ...started, redirectUrl };
    },
  });
  r.route({
    method: 'GET',
    path: 'orders/:id/products/:pid/pays/deliveries',
    response: getOrdersProductsPaysDeliveriesResponse,
    auth: 'user',
    params: orderProductParams,
    handler: ({ params, user }) => s.deliveryPayInfo(params.id, params.pid, user),
  });
  r.route({
    method: 'POST',
    path: 'orders/:id/products/:pid/pays/deliveries',
    response: postOrdersProductsPaysDeliveriesResponse,
    auth: 'user',
    params: orderProductParams,
    handler: ({ params, user }) => s.syncDeliveryPay(params.id, params.pid, user),
  });
  r.route({
    method: 'GET',
    path: 'deliveries/pays/:id',
    response: getDeliveriesPaysResponse,
    auth: 'user',
    params: deliveryPayParams,
    handler: ({ params, user }) => s.deliveryPay(params.id, user),
  });

  // operator (staff): cash refunds to pay out to refund accounts
  r.route({
    method: 'GET',
    path: 'operations/claims/refunds/due',
    response: getOperationsClaimsRefundsDueResponse,
    auth: 'staff',
    handler: () => s.refundsDue(),
  });
  r.route({
    method: 'GET',
    path: 'operations/refunds/payouts',
    response: getOperationsRefundsPayoutsResponse,
    auth: 'staff',
    query: payoutListQuery,
    handler: ({ query }) => s.payouts(query.status),
  });
  r.route({
    method: 'POST',
    path: 'operations/refunds/payouts/:id/complete',
    response: postOperationsRefundsPayoutsCompleteResponse,
    auth: 'staff',
    params: deliveryPayParams,
    handler: ({ params, user }) => s.completePayout(params.id, user),
  });

  // operator (staff): delivery and claim decisions
  r.route({
    method: 'POST',
    path: 'operations/orders/:id/products/:pid/dispatch',
    response: postOperationsOrdersProductsDispatchResponse,
    auth: 'staff',
    params: orderProductParams,
    body: dispatchRequest,
    handler: ({ params, body, user }) => s.dispatch(params.id, params.pid, user, body),
  });
  r.route({
    method: 'POST',
    path: 'operations/orders/:id/products/:pid/delivered',
    response: postOperationsOrdersProductsDeliveredResponse,
    auth: 'staff',
    params: orderProductParams,
    handler: ({ params, user }) => s.delivered(params.id, params.pid, user),
  });
  r.route({
    method: 'POST',
    path: 'operations/claims/:claimId/approve',
    response: postOperationsClaimsApproveResponse,
    auth: 'staff',
    params: claimParams,
    handler: ({ params, user }) => s.approve(params.claimId, user),
  });
  r.route({
    method: 'POST',
    path: 'operations/claims/:claimId/deny',
    response: postOperationsClaimsDenyResponse,
    auth: 'staff',
    params: claimParams,
    body: denyClaimRequest,
    handler: ({ params, body, user }) =>
      s.deny(params.claimId, user, body.reason, body.exceptionReason ?? null, body.exceptionCode ?? null),
  });
  r.route({
    method: 'POST',
    path: 'operations/claims/:claimId/receive',
    response: postOperationsClaimsReceiveResponse,
    auth: 'staff',
    params: claimParams,
    handler: ({ params, user }) => s.receive(params.claimId, user),
  });
  r.route({
    method: 'POST',
    path: 'operations/claims/:claimId/refund',
    response: postOperationsClaimsRefundResponse,
    auth: 'staff',
    params: claimParams,
    handler: ({ params, user }) => s.completeRefund(params.claimId, user),
  });
}
