import { z } from 'zod';
import {
  advertisingCheckRequest,
  consentsRequest,
  idParam,
  type AdvertisingCheckResponse,
  getUsersConsentsHistoriesResponse,
  getUsersConsentsResponse,
  getUsersNoticesResponse,
  patchUsersConsentsResponse,
  postOperationsAdvertisingCheckResponse,
} from '@lc/contracts';
import type { Router } from '../../http/route.js';
import { formatAdvertisement, type AdSender } from './consents.policy.js';
import type { ConsentsService } from './consents.service.js';

const userParams = z.object({ id: idParam });

export function consentsRoutes(r: Router, consents: ConsentsService, sender: AdSender): void {
  /** operators: would this advertising message reach the member now, and in which exact words */
  r.route({
    method: 'POST',
    path: 'operations/advertising/check',
    response: postOperationsAdvertisingCheckResponse,
    auth: 'staff',
    body: advertisingCheckRequest,
    handler: async ({ body }): Promise<AdvertisingCheckResponse> => {
      const d = await consents.mayAdvertise(body.userSysId, body.channel);
      return {
        allowed: d.allowed,
        reason: d.allowed ? null : d.reason,
        message: formatAdvertisement(body.channel, { title: body.title ?? null, body: body.body }, sender),
      };
    },
  });
  r.route({
    method: 'GET',
    path: 'users/:id/consents',
    response: getUsersConsentsResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => consents.get(params.id),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/consents',
    response: patchUsersConsentsResponse,
    auth: 'owner',
    params: userParams,
    body: consentsRequest,
    handler: ({ params, body }) => consents.update(params.id, body),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/consents/histories',
    response: getUsersConsentsHistoriesResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => consents.history(params.id),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/notices',
    response: getUsersNoticesResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => consents.notices(params.id),
  });
}
