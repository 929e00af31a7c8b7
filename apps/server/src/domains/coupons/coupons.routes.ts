import { z } from 'zod';
import {
  couponBoxQuery,
  couponPolicyParams,
  couponPolicyProductsQuery,
  couponProductsQuery,
  eventCheckRequest,
  idParam,
  IDEMPOTENCY_HEADER,
  getCouponsPolicyProductsResponse,
  getCouponsProductsResponse,
  getCouponsUserJoinResponse,
  getCouponsUsersResponse,
  postCouponsResponse,
  postOperationsEventplansChkvalidResponse,
} from '@lc/contracts';
import type { Router } from '../../http/route.js';
import { requestLang } from '../../http/lang.js';
import { idempotencyKeyOf } from '../../shared/idempotency.js';
import type { CartService } from '../cart/cart.service.js';
import type { CouponsService } from './coupons.service.js';

const memberOf = (u: { role: string; authSysId: number } | undefined) =>
  u && u.role !== 'guest' ? u.authSysId : undefined;

/**
 * The same brand's orderable lines in the member's cart, in won: what chkvalid counts towards an event
 * product's minimum same-brand payment besides the brand's paid orders (issue 19 defect 17).
 */
async function basketBrandAmount(
  cart: Pick<CartService, 'list'>,
  userSysId: number,
  brandSysId: number,
  lang: 'ko' | 'en',
): Promise<number> {
  const { baskets } = await cart.list(userSysId, lang);
  return baskets
    .filter((b) => b.brandSysId === brandSysId && b.blockedCode === null)
    .reduce((s, b) => s + b.lineAmount, 0);
}

export function couponsRoutes(r: Router, coupons: CouponsService, cart?: Pick<CartService, 'list'>): void {
  r.route({
    method: 'GET',
    path: 'coupons/user/join',
    response: getCouponsUserJoinResponse,
    auth: 'public',
    handler: ({ req }) => coupons.joinCoupon(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/policy/products',
    response: getCouponsPolicyProductsResponse,
    auth: 'optional',
    query: couponPolicyProductsQuery,
    handler: ({ req, query, user }) => coupons.policiesForProduct(query, memberOf(user), requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/users/:id',
    response: getCouponsUsersResponse,
    auth: 'owner',
    params: z.object({ id: idParam }),
    query: couponBoxQuery,
    handler: ({ req, params, query }) => coupons.box(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'coupons/:id/products',
    response: getCouponsProductsResponse,
    auth: 'public',
    params: couponPolicyParams,
    query: couponProductsQuery,
    handler: ({ req, params, query }) => coupons.products(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'coupons/:id',
    response: postCouponsResponse,
    auth: 'user',
    params: couponPolicyParams,
    handler: ({ req, params, user }) =>
      coupons.download(params.id, user.authSysId, idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER])),
  });
  r.route({
    method: 'POST',
    path: 'operations/eventplans/chkvalid',
    response: postOperationsEventplansChkvalidResponse,
    auth: 'user',
    body: eventCheckRequest,
    handler: ({ req, body, user }) =>
      coupons.checkEvent(
        {
          planPrdtSysId: body.planPrdtSysId,
          prdtSysId: body.prdtSysId,
          qty: body.qty,
          report: body.report === 1,
          lang: requestLang(req),
          sameBrandAmount: cart
            ? (brandSysId: number) => basketBrandAmount(cart, user.authSysId, brandSysId, requestLang(req))
            : 0,
        },
        user.authSysId,
      ),
  });
}
