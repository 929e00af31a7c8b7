import {
  broadcastIdParams,
  scheduleTypeListQuery,
  getBroadcastsProductsResponse,
  getBroadcastsScheduletypeListResponse,
  getBroadcastsScheduletypeResponse,
  getBroadcastsScheduletypeSalesResponse,
} from '@lc/contracts';
import { z } from 'zod';
import { idParam } from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import { sellerCaller } from '../sellers/sellers.routes.js';
import type { BroadcastsSellerService } from './broadcasts.seller.js';

/** The sellover's broadcast calls (live §7 "Seller calls") and the sales of a show. */
export function broadcastsSellerRoutes(r: Router, svc: BroadcastsSellerService): void {
  r.route({
    method: 'GET',
    path: 'broadcasts/scheduletype/list',
    response: getBroadcastsScheduletypeListResponse,
    auth: 'user',
    query: scheduleTypeListQuery,
    handler: ({ req, user, query }) => svc.list(query, sellerCaller(user), requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/scheduletype/:id',
    response: getBroadcastsScheduletypeResponse,
    auth: 'user',
    params: z.object({ id: idParam }),
    handler: ({ req, user, params }) => svc.detail(params.id, sellerCaller(user), requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/scheduletype/:id/sales',
    response: getBroadcastsScheduletypeSalesResponse,
    auth: 'user',
    params: z.object({ id: idParam }),
    handler: ({ user, params }) => svc.sales(params.id, sellerCaller(user)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/:id/products',
    response: getBroadcastsProductsResponse,
    auth: 'user',
    params: broadcastIdParams,
    handler: ({ req, user, params }) => svc.products(params.id, sellerCaller(user), requestLang(req)),
  });
}
