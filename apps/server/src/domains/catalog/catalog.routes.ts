import { z, type ZodType } from 'zod';
import {
  addingCostsQuery,
  brandSearchResponse,
  categoriesResponse,
  productListResponse,
  productSearchResponse,
  categoriesQuery,
  idParam,
  mainListQuery,
  pagingQuery,
  prdtIdBody,
  productListsQuery,
  productPatchBody,
  productQuery,
  API_PREFIX,
  RC,
  searchQuery,
  sellerNoticeQuery,
  deletePrdtviewsListResponse,
  deleteUsersPrdtpickListResponse,
  deleteUsersPrdtpickResponse,
  deleteUsersPrdtviewsListResponse,
  getBrandsBroadcastsResponse,
  getBrandsResponse,
  getOperationsDeliveriesAddingCostsResponse,
  getProductsBundleshippingListResponse,
  getProductsDetailResponse,
  getProductsResponse,
  getSellersNoticeResponse,
  getUsersPrdtpickListResponse,
  getUsersPrdtpickResponse,
  getUsersPrdtviewsResponse,
  patchProductsResponse,
  postUsersPrdtpickResponse,
  postUsersPrdtviewsResponse,
} from '@lc/contracts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validate } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { ResponseCache } from './catalog.cache.js';
import type { Caller, CatalogService } from './catalog.service.js';

const idParams = z.object({ id: idParam });
const optionalIds = z.object({
  prdtSysIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).optional(),
  prdtSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const idsOf = (b: z.infer<typeof optionalIds>): number[] | undefined =>
  b.prdtSysIds?.length ? b.prdtSysIds : b.prdtSysId ? [b.prdtSysId] : undefined;

const callerOf = (req: FastifyRequest, user: AuthUser | undefined): Caller => ({
  userSysId: user && user.role !== 'guest' ? user.authSysId : undefined,
  lang: requestLang(req),
});

const JSON_TYPE = 'application/json; charset=utf-8';
/** The cached public lists (their paths below the API prefix). */
const CACHED_PATHS = [
  'products/mainlist',
  'products/lists',
  'products/searchlists',
  'brands/searchlists',
  'categories',
];

/** The reader's language from a raw request, exactly as `requestLang` reads it (lang query, then Accept-Language). */
function rawLang(req: IncomingMessage): 'ko' | 'en' {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q >= 0 && url.includes('lang=', q)) {
    const lang = new URLSearchParams(url.slice(q + 1)).get('lang');
    if (lang === 'en' || lang === 'ko') return lang;
  }
  const h = req.headers['accept-language'];
  return typeof h === 'string' && /^\s*en\b/i.test(h) ? 'en' : 'ko';
}

export interface CatalogHttp {
  /**
   * Serves cache hits of the public lists straight from the HTTP server, before routing (a
   * micro-cache in front of the app, like a reverse proxy's); everything else goes on to Fastify.
   * `answered` is told each hit's route and time (metrics: Fastify never sees these requests).
   */
  attachFastPath(server: Server, answered?: (route: string, seconds: number) => void): void;
}

export function catalogRoutes(r: Router, catalog: CatalogService, clock: () => number): CatalogHttp {
  // Public list answers are cached as the exact bytes sent, keyed by language and URL. A hit skips
  // validation (only valid requests are ever stored); every catalog write drops the cache. A signed-in
  // member gets the same answer (kept as an object) with `isPick` set on the products they picked.
  const bytes = new ResponseCache<Buffer>(clock);
  const objects = new ResponseCache<object>(clock);
  catalog.onInvalidate(() => {
    bytes.clear();
    objects.clear();
  });
  const send = (reply: FastifyReply, body: Buffer) => reply.code(200).header('content-type', JSON_TYPE).send(body);
  function cachedGet<S extends ZodType>(
    path: string,
    schema: S,
    response: ZodType,
    compute: (q: z.output<S>, lang: 'ko' | 'en') => Promise<object>,
  ) {
    r.route({
      method: 'GET',
      path,
      auth: 'optional',
      // declared on the route (checked before the cache, and in the OpenAPI document: issue 32)
      query: schema,
      response,
      handler: async ({ req, reply, user, query }) => {
        const lang = requestLang(req);
        const key = `${lang}|${req.url}`;
        const member = callerOf(req, user).userSysId;
        if (member === undefined) {
          const hit = bytes.get(key);
          if (hit !== undefined) return send(reply, hit);
        }
        let data = objects.get(key);
        if (data === undefined) {
          const gen = bytes.gen;
          data = await compute(query as z.output<S>, lang);
          objects.set(key, data, gen);
          bytes.set(key, Buffer.from(JSON.stringify({ jsonData: { resultCode: RC.OK, ...data } })), gen);
        }
        if (member !== undefined) return catalog.withPicks(data, member);
        return send(reply, bytes.get(key) ?? Buffer.from(JSON.stringify({ jsonData: { resultCode: RC.OK, ...data } })));
      },
    });
  }

  cachedGet('products/mainlist', mainListQuery, productListResponse, (q, lang) => catalog.mainList(q, lang));
  cachedGet('products/lists', productListsQuery, productListResponse, (q, lang) => catalog.lists(q, lang));
  cachedGet('products/searchlists', searchQuery, productSearchResponse, (q, lang) => catalog.search(q, lang));
  cachedGet('brands/searchlists', searchQuery, brandSearchResponse, (q, lang) => catalog.brandSearch(q, lang));
  cachedGet('categories', categoriesQuery, categoriesResponse, (q, lang) => catalog.categories(q, lang));

  r.route({
    method: 'GET',
    path: 'products/:id',
    response: getProductsResponse,
    auth: 'optional',
    params: idParams,
    query: productQuery,
    handler: ({ req, params, query, user }) => catalog.product(params.id, callerOf(req, user), query),
  });
  r.route({
    method: 'PATCH',
    path: 'products/:id',
    response: patchProductsResponse,
    auth: 'staff',
    params: idParams,
    body: productPatchBody,
    handler: ({ params, body }) => catalog.patchProduct(params.id, body),
  });
  r.route({
    method: 'GET',
    path: 'products/:id/detail',
    response: getProductsDetailResponse,
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => catalog.detailInfo(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'products/:id/bundleshipping/list',
    response: getProductsBundleshippingListResponse,
    auth: 'optional',
    params: idParams,
    query: pagingQuery,
    handler: async ({ req, params, query, user }) =>
      catalog.withPicks(await catalog.bundle(params.id, query, requestLang(req)), callerOf(req, user).userSysId),
  });
  r.route({
    method: 'GET',
    path: 'brands/:id',
    response: getBrandsResponse,
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => catalog.brand(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'brands/:id/broadcasts',
    response: getBrandsBroadcastsResponse,
    auth: 'public',
    params: idParams,
    query: pagingQuery,
    handler: ({ req, params, query }) => catalog.brandBroadcasts(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'sellers/:id/notice',
    response: getSellersNoticeResponse,
    auth: 'public',
    params: idParams,
    query: sellerNoticeQuery,
    handler: ({ req, params, query }) => catalog.sellerNotice(params.id, query.brandSysId, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/deliveries/addingCosts',
    response: getOperationsDeliveriesAddingCostsResponse,
    auth: 'public',
    query: addingCostsQuery,
    handler: ({ req, query }) => catalog.addingCosts(query.postNumber, query.prdtSysIds, requestLang(req)),
  });

  // recent views (the list fetch of the bottom navigation uses startIndex=0&rowCount=1 and reads views)
  r.route({
    method: 'POST',
    path: 'users/:id/prdtviews',
    response: postUsersPrdtviewsResponse,
    auth: 'owner',
    params: idParams,
    body: prdtIdBody,
    handler: ({ params, body }) => catalog.addView(params.id, body.prdtSysId),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/prdtviews',
    response: getUsersPrdtviewsResponse,
    auth: 'owner',
    params: idParams,
    query: pagingQuery,
    handler: ({ req, params, query }) => catalog.views(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'DELETE',
    path: 'prdtviews/list',
    response: deletePrdtviewsListResponse,
    auth: 'user',
    body: optionalIds,
    handler: ({ body, user }) => catalog.deleteViews(user.authSysId, idsOf(body)),
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/prdtviews/list',
    response: deleteUsersPrdtviewsListResponse,
    auth: 'owner',
    params: idParams,
    body: optionalIds,
    handler: ({ params, body }) => catalog.deleteViews(params.id, idsOf(body)),
  });

  // pick (wish list)
  r.route({
    method: 'POST',
    path: 'users/:id/prdtpick',
    response: postUsersPrdtpickResponse,
    auth: 'owner',
    params: idParams,
    body: prdtIdBody,
    handler: ({ params, body }) => catalog.addPick(params.id, body.prdtSysId),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/prdtpick',
    response: getUsersPrdtpickResponse,
    auth: 'owner',
    params: idParams,
    query: prdtIdBody,
    handler: ({ params, query }) => catalog.isPicked(params.id, query.prdtSysId),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/prdtpick/list',
    response: getUsersPrdtpickListResponse,
    auth: 'owner',
    params: idParams,
    query: pagingQuery,
    handler: ({ req, params, query }) => catalog.picks(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/prdtpick',
    response: deleteUsersPrdtpickResponse,
    auth: 'owner',
    params: idParams,
    body: optionalIds,
    handler: ({ req, params, body }) => {
      // the id may come in the body or the query; this route never clears the whole list
      const ids = idsOf(body) ?? idsOf(validate(optionalIds, req.query));
      if (!ids) throw new AppError(RC.VALIDATION, { errors: [{ path: 'prdtSysId', message: 'required' }] });
      return catalog.deletePicks(params.id, ids);
    },
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/prdtpick/list',
    response: deleteUsersPrdtpickListResponse,
    auth: 'owner',
    params: idParams,
    body: optionalIds,
    handler: ({ params, body }) => catalog.deletePicks(params.id, idsOf(body)),
  });

  const routes = CACHED_PATHS.map((p) => `${API_PREFIX}/${p}`);
  return {
    attachFastPath(server, answered) {
      const downstream = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      server.removeAllListeners('request');
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        const url = req.url;
        // members' answers carry their picks: only requests without a token are answered here
        const route =
          req.method === 'GET' && url && req.headers.authorization === undefined
            ? routes.find((p) => url.startsWith(`${p}?`))
            : undefined;
        if (route) {
          const started = performance.now();
          const hit = bytes.get(`${rawLang(req)}|${url}`);
          if (hit !== undefined) {
            res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': hit.length });
            res.end(hit);
            answered?.(route, (performance.now() - started) / 1000);
            return;
          }
        }
        for (const l of downstream) l.call(server, req, res);
      });
    },
  };
}
