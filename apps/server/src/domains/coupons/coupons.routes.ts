import { z } from 'zod';
import {
  couponBoxQuery,
  couponPolicyParams,
  couponPolicyProductsQuery,
  couponProductsQuery,
  eventCheckRequest,
  idParam,
  IDEMPOTENCY_HEADER,
} from '@lc/contracts';
import type { Router } from '../../http/route.js';
import { requestLang } from '../../http/lang.js';
import { idempotencyKeyOf } from '../orders/orders.idempotency.js';
import type { CouponsService } from './coupons.service.js';

const memberOf = (u: { role: string; authSysId: number } | undefined) =>
  u && u.role !== 'guest' ? u.authSysId : undefined;

export function couponsRoutes(r: Router, coupons: CouponsService): void {
  r.route({
    method: 'GET',
    path: 'coupons/user/join',
    auth: 'public',
    handler: ({ req }) => coupons.joinCoupon(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/policy/products',
    auth: 'optional',
    query: couponPolicyProductsQuery,
    handler: ({ req, query, user }) => coupons.policiesForProduct(query, memberOf(user), requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/users/:id',
    auth: 'owner',
    params: z.object({ id: idParam }),
    query: couponBoxQuery,
    handler: ({ req, params, query }) => coupons.box(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/:id/products',
    auth: 'public',
    params: couponPolicyParams,
    query: couponProductsQuery,
    handler: ({ req, params, query }) => coupons.products(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'coupons/:id',
    auth: 'user',
    params: couponPolicyParams,
    handler: ({ req, params, user }) =>
      coupons.download(params.id, user!.authSysId, idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER])),
  });
  r.route({
    method: 'POST',
    path: 'operations/eventplans/chkvalid',
    auth: 'user',
    body: eventCheckRequest,
    handler: ({ body, user }) =>
      coupons.checkEvent(
        { planPrdtSysId: body.planPrdtSysId, prdtSysId: body.prdtSysId, qty: body.qty, sameBrandAmount: 0 },
        user!.authSysId,
      ),
  });
}
