import type { DataCipher } from '../../shared/data-cipher.js';
import { postPaymentsWebhooksTossResponse } from '@lc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Router } from '../../http/route.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { cartRoutes } from '../cart/cart.routes.js';
import { createCartService } from '../cart/cart.service.js';
import { createCheckoutService } from '../checkout/checkout.service.js';
import { createPaymentsService } from '../payments/payments.service.js';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER } from '../payments/payments.sandbox.js';
import type { PaymentGateway } from '../payments/payments.gateway.js';
import { sandboxPayerPass } from '../payments/payments.sandbox-pass.js';
import { createTossGateway, type TossOptions } from '../payments/payments.toss.js';
import { createPointsService } from '../points/points.service.js';
import { pointsRoutes } from '../points/points.routes.js';
import { claimsRoutes } from '../claims/claims.routes.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { createClaimsService } from '../claims/claims.service.js';
import { createOrderListsService, orderListsRoutes } from './orders.lists.js';
import { type OrderAddressLimits } from './orders.guest-limits.js';
import { ordersRoutes } from './orders.routes.js';
import { historyOf, transitionGroup, transitionOrderLines } from './orders.lifecycle.js';
import { presentOrder } from './orders.presenter.js';
import { createOrdersService } from './orders.service.js';
import { giveBackStock, takeStock } from './orders.stock.js';

/**
 * Composes the commerce domains (cart, checkout, payments with the sandbox gateway, orders,
 * points) and registers their routes. The sandbox gateway delivers its signed notifications to our
 * own webhook route through the HTTP stack, exactly as a remote PG would.
 */
export function registerCommerce(
  router: Router,
  deps: {
    fastify: FastifyInstance;
    db: Db;
    now: () => Date;
    /** issue 25: guest orders per address and device (the app's limiter: memory or Redis) */
    rate: RateLimiter;
    /** issue 25: the address limits as set (GUEST_ORDERS_PER_IP, QUOTES_PER_IP; ORDER_LIMITS by default) */
    orderLimits: OrderAddressLimits;
    catalog: CatalogService;
    coupons: CouponsService;
    secret: Uint8Array;
    /** claim photos (issue 7), private: read through signed links (issue 26) */
    uploads: UploadsService;
    fileView: (stored: string) => string;
    /** issue 33: seals refund account numbers (DATA_ENCRYPTION_KEY) */
    cipher: DataCipher;
    /** issue 18: a real PG instead of the sandbox (PAYMENT_GATEWAY=toss) */
    toss?: TossOptions;
    /** the sandbox page's payer pass is a Secure cookie (COOKIE_SECURE) */
    cookieSecure: boolean;
  },
) {
  const { fastify, db, now, coupons } = deps;
  const sandbox = createSandboxGateway({
    db,
    secret: deps.secret,
    now,
    notify: async (raw, signature) => {
      const res = await fastify.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/sandbox',
        headers: { 'content-type': 'text/plain; charset=utf-8', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: raw,
      });
      if (res.statusCode >= 500)
        fastify.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook failed');
    },
  });
  // the sandbox stays registered (its pages and the demo's deposits); the PG in use is the setting's
  const gateway: PaymentGateway = deps.toss ? createTossGateway(deps.toss) : sandbox;
  const points = createPointsService(db, now);
  const checkout = createCheckoutService({ db, catalog: deps.catalog, coupons, now });
  const orders = createOrdersService({
    db,
    now,
    checkout,
    points,
    coupons,
    gateway,
    secret: deps.secret,
    // sold-out shows at once: stock moved by orders drops the catalog's cached lists and details
    onStockMoved: () => deps.catalog.invalidate(),
  });
  // payments and claims import nothing from orders: what they need of it is passed in here (issue 17)
  const payments = createPaymentsService({
    db,
    now,
    gateway,
    orders: { ...orders, present: presentOrder, moveLines: transitionOrderLines },
  });
  const cart = createCartService(db, now);
  cartRoutes(router, cart);
  pointsRoutes(router, points);
  // issue 25 N2: the sandbox approval page answers only the buyer who opened it
  const pass = sandboxPayerPass({ secret: deps.secret, now, secure: deps.cookieSecure });
  ordersRoutes(router, { orders, checkout, payments, sandbox, pass, rate: deps.rate, limits: deps.orderLimits });
  // order lifecycle and claims (issue 7)
  const lines = { access: orders.access, moveGroup: transitionGroup, historyOf, takeStock, giveBackStock };
  const claims = createClaimsService({
    db,
    now,
    lines,
    points,
    coupons,
    gateway,
    fileView: deps.fileView,
    cipher: deps.cipher,
  });
  claimsRoutes(router, claims, deps.uploads, { pass, isBuyer: orders.isBuyer });
  payments.onOtherTid(claims.deliveryPayNotified);
  orderListsRoutes(router, createOrderListsService(db));
  if (deps.toss) {
    // Toss posts JSON (deposit callbacks and status changes); readNotification checks each one
    router.route({
      method: 'POST',
      path: 'payments/webhooks/toss',
      response: postPaymentsWebhooksTossResponse,
      auth: 'public',
      handler: ({ req }) => {
        const raw = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
        return payments.webhook(raw, undefined);
      },
    });
  }
  return { cart, checkout, orders, payments, points, sandbox, claims };
}
export type Commerce = ReturnType<typeof registerCommerce>;
