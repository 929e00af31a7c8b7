import { z } from 'zod';
import { faqQuery, idParam, pagingQuery } from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from './content.service.js';

const idParams = z.object({ id: idParam });

/** `catalog` (optional) sets the signed-in member's pick hearts (`isPick`) on an exhibition's products. */
export function contentRoutes(r: Router, content: ContentService, catalog?: CatalogService): void {
  r.route({
    method: 'GET',
    path: 'operations/plans/mainlist',
    auth: 'public',
    query: pagingQuery,
    handler: ({ req, query }) => content.plansMain(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/bannerplans/main/lists',
    auth: 'public',
    handler: ({ req }) => content.bannersMain(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/bannerplan/:id',
    auth: 'optional',
    params: idParams,
    handler: async ({ req, params, user }) => {
      const plan = await content.plan(params.id, requestLang(req));
      const member = user && user.role !== 'guest' ? user.authSysId : undefined;
      return catalog ? catalog.withPicks(plan, member) : plan;
    },
  });
  r.route({
    method: 'GET',
    path: 'operations/faqs',
    auth: 'public',
    query: faqQuery,
    handler: ({ req, query }) => content.faqs(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/faqs/:id',
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => content.faq(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/contents/:id',
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => content.contents(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/notices/list',
    auth: 'public',
    query: pagingQuery,
    handler: ({ req, query }) => content.notices(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'preferences/deliveryCompanys',
    auth: 'public',
    handler: async ({ req }) => content.deliveryCompanys(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'preferences/banks',
    auth: 'public',
    handler: async ({ req }) => content.banks(requestLang(req)),
  });
}
