import type { FastifyRequest } from 'fastify';
import {
  checkoutQuoteRequest,
  createOrderRequest,
  IDEMPOTENCY_HEADER,
  nonMemberLookupQuery,
  ORDER_LIMITS,
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
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Router } from '../../http/route.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../payments/payments.sandbox.js';
import type { SandboxPayerPass } from '../payments/payments.sandbox-pass.js';
import { sandboxPageRoutes } from '../payments/payments.sandbox-routes.js';
import { idempotencyKeyOf } from '../../shared/idempotency.js';
import { checkGuestOrderLimit, type OrderAddressLimits } from './orders.guest-limits.js';
import type { OrderCaller, OrdersService } from './orders.service.js';

/** Non-member order lookup: 10 tries per address per 10 minutes (docs/decisions.md). */
export const NON_MEMBER_LOOKUP_LIMIT = { limit: 10, windowSeconds: 600 };

const callerOf = (req: FastifyRequest, user: AuthUser | undefined): OrderCaller => {
  const t = req.headers[ORDER_TOKEN_HEADER];
  return { user, orderToken: typeof t === 'string' ? t : undefined, ip: req.ip, lang: requestLang(req) };
};
/** the approval page a payment answer (or its replay) sends the browser to */
const redirectOf = (paid: object): string | null =>
  'redirectUrl' in paid && typeof paid.redirectUrl === 'string' ? paid.redirectUrl : null;
const memberOf = (u: AuthUser | undefined) => (u && u.role !== 'guest' ? u.authSysId : undefined);

export function ordersRoutes(
  r: Router,
  s: {
    orders: OrdersService;
    checkout: CheckoutService;
    payments: PaymentsService;
    sandbox: SandboxGateway;
    rate: RateLimiter;
    limits: OrderAddressLimits;
    pass: SandboxPayerPass;
  },
): void {
  r.route({
    method: 'POST',
    path: 'orders/deliveries',
    response: postOrdersDeliveriesResponse,
    auth: 'optional',
    // issue 25: quotes price the whole catalog of a cart; per address, members and guests alike
    rateLimit: { limit: s.limits.quotesPerAddress, windowSeconds: ORDER_LIMITS.quotesPerAddress.windowSeconds },
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
    handler: async ({ req, reply, body, user }) => {
      // issue 25 (N5): orders without a member token are limited per address and per device
      if (memberOf(user) === undefined) await checkGuestOrderLimit(s.rate, s.limits, req, reply);
      return s.orders.create(body, callerOf(req, user), idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]));
    },
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
    handler: async ({ req, reply, params, body, user }) => {
      const caller = callerOf(req, user);
      const paid = await s.payments.pay(
        params.id,
        body,
        { ...caller, userAgent: req.headers['user-agent'] },
        idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]),
      );
      // issue 25 N2: the buyer's browser gets the pass of the sandbox page it is sent to
      const redirectUrl = await s.pass.hand(
        reply,
        { redirectUrl: redirectOf(paid), orderSysId: params.id, caller, lang: caller.lang },
        s.orders.isBuyer,
      );
      return { ...paid, redirectUrl };
    },
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

  sandboxPageRoutes(r, s);
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
