import {
  IDEMPOTENCY_HEADER,
  issueLiveCouponBody,
  liveCouponClaimParams,
  liveCouponRoomParams,
  getBroadcastsConsoleLiveCouponsResponse,
  getBroadcastsLiveCouponsResponse,
  postBroadcastsConsoleLiveCouponResponse,
  postBroadcastsLiveCouponsClaimResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import { idempotencyKeyOf } from '../../shared/idempotency.js';
import type { LiveCouponsService } from './live-coupons.service.js';

/** Live coupons (issue 13): the room's coupons, a member's claim, and the host's console calls. */
export function liveCouponsRoutes(r: Router, svc: LiveCouponsService): void {
  r.route({
    method: 'GET',
    path: 'broadcasts/live-coupons/:room',
    response: getBroadcastsLiveCouponsResponse,
    auth: 'optional',
    params: liveCouponRoomParams,
    handler: ({ req, user, params }) => svc.active(params.room, user, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'broadcasts/live-coupons/:room/:id/claim',
    response: postBroadcastsLiveCouponsClaimResponse,
    auth: 'user',
    params: liveCouponClaimParams,
    handler: ({ req, user, params }) => svc.claim(user.authSysId, params.room, params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/console/:room/live-coupons',
    response: getBroadcastsConsoleLiveCouponsResponse,
    auth: 'user',
    params: liveCouponRoomParams,
    handler: ({ req, user, params }) => svc.options(user, params.room, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'broadcasts/console/:room/live-coupon',
    response: postBroadcastsConsoleLiveCouponResponse,
    auth: 'user',
    params: liveCouponRoomParams,
    body: issueLiveCouponBody,
    handler: ({ req, user, params, body }) =>
      svc.issue(user, params.room, idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]), body, requestLang(req)),
  });
}
