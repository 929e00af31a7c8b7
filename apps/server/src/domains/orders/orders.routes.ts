import type { FastifyRequest } from 'fastify';
import {
  checkoutQuoteRequest,
  createOrderRequest,
  IDEMPOTENCY_HEADER,
  nonMemberLookupQuery,
  ORDER_TOKEN_HEADER,
  orderIdParams,
  payOrderRequest,
  RC,
  sandboxDepositRequest,
  deleteOrdersResponse,
  getOrdersNonUserProductResponse,
  getOrdersPaysResponse,
  getOrdersProductsResponse,
  getOrdersResponse,
  patchOrdersPaysNotifiesResponse,
  postOrdersDeliveriesResponse,
  postOrdersPaysResponse,
  postOrdersResponse,
  postPaymentsSandboxDepositsResponse,
  postPaymentsWebhooksSandboxResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../payments/payments.sandbox.js';
import { SANDBOX_PAGE_CSP, sandboxApprovalPage } from '../payments/payments.sandbox-page.js';
import { idempotencyKeyOf } from '../../shared/idempotency.js';
import type { OrderCaller, OrdersService } from './orders.service.js';

/** Non-member order lookup: 10 tries per address per 10 minutes (docs/decisions.md). */
export const NON_MEMBER_LOOKUP_LIMIT = { limit: 10, windowSeconds: 600 };

const callerOf = (req: FastifyRequest, user: AuthUser | undefined): OrderCaller => {
  const t = req.headers[ORDER_TOKEN_HEADER];
  return { user, orderToken: typeof t === 'string' ? t : undefined, ip: req.ip, lang: requestLang(req) };
};
const memberOf = (u: AuthUser | undefined) => (u && u.role !== 'guest' ? u.authSysId : undefined);

export function ordersRoutes(
  r: Router,
  s: { orders: OrdersService; checkout: CheckoutService; payments: PaymentsService; sandbox: SandboxGateway },
): void {
  r.route({
    method: 'POST',
    path: 'orders/deliveries',
    response: postOrdersDeliveriesResponse,
    auth: 'optional',
    body: checkoutQuoteRequest,
    handler: async ({ req, body, user }) =>
      s.checkout.present(
        await s.checkout.quote({
          items: body.items,
          postNumber: body.postNumber,
          pointAmount: body.pointAmount,
          coupons: body.coupons,
          userSysId: memberOf(user),
          lang: requestLang(req),
        }),
      ),
  });
  r.route({
    method: 'POST',
    path: 'orders',
    response: postOrdersResponse,
    auth: 'optional',
    body: createOrderRequest,
    handler: ({ req, body, user }) =>
      s.orders.create(body, callerOf(req, user), idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER])),
  });
  r.route({
    method: 'GET',
    path: 'orders/nonUser/product',
    response: getOrdersNonUserProductResponse,
    auth: 'public',
    rateLimit: NON_MEMBER_LOOKUP_LIMIT,
    query: nonMemberLookupQuery,
    handler: ({ req, query }) => s.orders.nonMemberLookup(query.orderNumber, query.phone, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'orders/pays/:id',
    response: getOrdersPaysResponse,
    auth: 'optional',
    params: orderIdParams,
    handler: ({ req, params, user }) => s.payments.get(params.id, callerOf(req, user)),
  });
  r.route({
    method: 'PATCH',
    path: 'orders/pays/:id/notifies',
    response: patchOrdersPaysNotifiesResponse,
    auth: 'optional',
    params: orderIdParams,
    // the body is never read: the server asks the gateway
    handler: ({ req, params, user }) => s.payments.notifies(params.id, callerOf(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'orders/:id',
    response: getOrdersResponse,
    auth: 'optional',
    params: orderIdParams,
    handler: ({ req, params, user }) => s.orders.read(params.id, callerOf(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'orders/:id/products',
    response: getOrdersProductsResponse,
    auth: 'optional',
    params: orderIdParams,
    handler: async ({ req, params, user }) => ({
      products: (await s.orders.read(params.id, callerOf(req, user))).products,
    }),
  });
  r.route({
    method: 'DELETE',
    path: 'orders/:id',
    response: deleteOrdersResponse,
    auth: 'optional',
    params: orderIdParams,
    handler: ({ req, params, user }) => s.orders.cancel(params.id, callerOf(req, user)),
  });
  r.route({
    method: 'POST',
    path: 'orders/:id/pays',
    response: postOrdersPaysResponse,
    auth: 'optional',
    params: orderIdParams,
    body: payOrderRequest,
    handler: ({ req, params, body, user }) =>
      s.payments.pay(params.id, body, callerOf(req, user), idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER])),
  });

  // gateway → server notifications (signed; the raw text body is what is signed)
  r.route({
    method: 'POST',
    path: 'payments/webhooks/sandbox',
    response: postPaymentsWebhooksSandboxResponse,
    auth: 'public',
    handler: ({ req }) => {
      if (typeof req.body !== 'string') throw new AppError(RC.BAD_REQUEST);
      const sig = req.headers[SANDBOX_SIGNATURE_HEADER];
      return s.payments.webhook(req.body, typeof sig === 'string' ? sig : undefined);
    },
  });

  // the sandbox gateway's own pages: the approval page a real PG would host
  r.route({
    method: 'GET',
    path: 'pg/sandbox/pay/:tid',
    response: 'raw',
    auth: 'public',
    handler: async ({ req, reply }) => {
      const tid = String((req.params as { tid: string }).tid);
      const tx = await s.sandbox.getRaw(tid);
      if (!tx) throw new AppError(RC.ORDER_NOT_FOUND);
      return reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', SANDBOX_PAGE_CSP)
        .send(sandboxApprovalPage(tx));
    },
  });
  for (const decision of ['approve', 'decline'] as const) {
    r.route({
      method: 'POST',
      path: `pg/sandbox/pay/:tid/${decision}`,
      response: 'raw',
      auth: 'public',
      handler: async ({ req, reply }) => {
        const tid = String((req.params as { tid: string }).tid);
        const { returnUrl } = await s.sandbox.decide(tid, decision === 'approve');
        return reply.code(303).header('location', returnUrl).send();
      },
    });
  }
  // operators simulate a deposit into a virtual account (the bank's side of the sandbox)
  r.route({
    method: 'POST',
    path: 'payments/sandbox/deposits',
    response: postPaymentsSandboxDepositsResponse,
    auth: 'staff',
    body: sandboxDepositRequest,
    handler: async ({ body }) => {
      const d = await s.sandbox.deposit(body.accountNumber, body.depositorName, body.amount);
      const [o] = d.tx.merchantOrderId ? [await s.orders.findByNumber(d.tx.merchantOrderId)] : [null];
      return { matched: d.matched, orderSysId: o?.orderSysId ?? null, orderStatus: o?.status ?? null };
    },
  });
}
