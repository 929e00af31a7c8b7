import { z } from 'zod';
import {
  basketAddRequest,
  basketDeleteListRequest,
  basketIdParams,
  basketUpdateRequest,
  idParam,
  deleteUsersBasketsListResponse,
  deleteUsersBasketsResponse,
  getUsersBasketsListResponse,
  postUsersBasketsResponse,
  putUsersBasketsResponse,
} from '@lc/contracts';
import { unwrapBody, validate } from '../../http/envelope.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { CartService } from './cart.service.js';

const userParams = z.object({ id: idParam });

export function cartRoutes(r: Router, cart: CartService): void {
  r.route({
    method: 'POST',
    path: 'users/:id/baskets',
    response: postUsersBasketsResponse,
    auth: 'owner',
    params: userParams,
    body: basketAddRequest,
    handler: ({ req, params, body }) => cart.add(params.id, body, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/baskets/list',
    response: getUsersBasketsListResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ req, params }) => cart.list(params.id, requestLang(req)),
  });
  r.route({
    method: 'PUT',
    path: 'users/:id/baskets/:basketId',
    response: putUsersBasketsResponse,
    auth: 'owner',
    params: basketIdParams,
    body: basketUpdateRequest,
    handler: ({ req, params, body }) => cart.update(params.id, params.basketId, body, requestLang(req)),
  });
  // registered before ':basketId' would not matter to find-my-way (static segments win), kept together for reading
  r.route({
    method: 'DELETE',
    path: 'users/:id/baskets/list',
    response: deleteUsersBasketsListResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ req, params }) => {
      // the ids may come in the query (?basketSysIds=1,2) or the body
      const q = req.query as Record<string, unknown>;
      const source = q.basketSysIds !== undefined ? q : unwrapBody(req.body);
      const parsed = validate(basketDeleteListRequest, source);
      return cart.remove(params.id, parsed.basketSysIds);
    },
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/baskets/:basketId',
    response: deleteUsersBasketsResponse,
    auth: 'owner',
    params: basketIdParams,
    handler: ({ params }) => cart.removeOne(params.id, params.basketId),
  });
}
