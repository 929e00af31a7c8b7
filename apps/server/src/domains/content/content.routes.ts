import { z } from 'zod';
import {
  faqQuery,
  idParam,
  pagingQuery,
  getOperationsBannerplanResponse,
  getOperationsBannerplansMainListsResponse,
  getOperationsContentsResponse,
  getOperationsFaqsResponse,
  getOperationsFaqsResponse2,
  getOperationsNoticesListResponse,
  getOperationsPlansMainlistResponse,
  getPreferencesBanksResponse,
  getPreferencesDeliveryCompanysResponse,
} from '@lc/contracts';
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
    response: getOperationsPlansMainlistResponse,
    auth: 'public',
    query: pagingQuery,
    handler: ({ req, query }) => content.plansMain(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/bannerplans/main/lists',
    response: getOperationsBannerplansMainListsResponse,
    auth: 'public',
    handler: ({ req }) => content.bannersMain(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/bannerplan/:id',
    response: getOperationsBannerplanResponse,
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
    response: getOperationsFaqsResponse,
    auth: 'public',
    query: faqQuery,
    handler: ({ req, query }) => content.faqs(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/faqs/:id',
    response: getOperationsFaqsResponse2,
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => content.faq(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/contents/:id',
    response: getOperationsContentsResponse,
    auth: 'public',
    params: idParams,
    handler: ({ req, params }) => content.contents(params.id, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/notices/list',
    response: getOperationsNoticesListResponse,
    auth: 'public',
    query: pagingQuery,
    handler: ({ req, query }) => content.notices(query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'preferences/deliveryCompanys',
    response: getPreferencesDeliveryCompanysResponse,
    auth: 'public',
    handler: async ({ req }) => content.deliveryCompanys(requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'preferences/banks',
    response: getPreferencesBanksResponse,
    auth: 'public',
    handler: async ({ req }) => content.banks(requestLang(req)),
  });
}
