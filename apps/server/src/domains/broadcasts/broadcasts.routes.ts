import {
  alarmBody,
  broadcastIdParams,
  liveItemsQuery,
  pagingQuery,
  productsListQuery,
  scheduleListQuery,
  scheduleQuery,
  userBroadcastParams,
  RC,
  getBroadcastsChkliveResponse,
  getBroadcastsCliinfoResponse,
  getBroadcastsInfosLikesResponse,
  getBroadcastsInfosViewsResponse,
  getBroadcastsIntroResponse,
  getBroadcastsListResponse,
  getBroadcastsMainlistsResponse,
  getBroadcastsProductsListResponse,
  getBroadcastsSchedulesListResponse,
  getUsersAlarmsBroadcastsHistoriesResponse,
  getUsersBroadcastreservationsListResponse,
  patchBroadcastsReplayResponse,
  postUsersAlarmsBroadcastsResponse,
} from '@lc/contracts';
import { z } from 'zod';
import { idParam } from '@lc/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../http/lang.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { BroadcastsService, Viewer } from './broadcasts.service.js';

const viewer = (req: FastifyRequest, user: AuthUser | undefined): Viewer => ({
  userSysId: user && user.role !== 'guest' ? user.authSysId : undefined,
  lang: requestLang(req),
});

export function broadcastsRoutes(r: Router, svc: BroadcastsService): void {
  r.route({
    method: 'GET',
    path: 'broadcasts/mainlists',
    response: getBroadcastsMainlistsResponse,
    auth: 'optional',
    handler: ({ req, user }) => svc.mainLists(viewer(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/list',
    response: getBroadcastsListResponse,
    auth: 'optional',
    query: liveItemsQuery,
    handler: ({ req, user, query }) => svc.list(query.type, query.startIndex, query.rowCount, viewer(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/schedules/list',
    response: getBroadcastsSchedulesListResponse,
    auth: 'optional',
    query: scheduleListQuery,
    handler: ({ req, user, query }) => {
      const v = viewer(req, user);
      if (query.userSysId !== undefined && query.userSysId !== v.userSysId) throw new AppError(RC.OTHER_USER);
      return svc.schedules(query.startDate, query.startIndex, query.rowCount, v);
    },
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/:id/chklive',
    response: getBroadcastsChkliveResponse,
    auth: 'public',
    params: broadcastIdParams,
    query: scheduleQuery,
    handler: ({ params, query }) => svc.chkLive(params.id, query.broadcastScheduleSysId),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/:id/intro',
    response: getBroadcastsIntroResponse,
    auth: 'optional',
    params: broadcastIdParams,
    query: scheduleQuery,
    handler: ({ req, user, params, query }) => svc.intro(params.id, query.broadcastScheduleSysId, viewer(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/:id/cliinfo',
    response: getBroadcastsCliinfoResponse,
    auth: 'optional',
    params: broadcastIdParams,
    query: scheduleQuery,
    handler: ({ req, user, params, query }) => svc.cliInfo(params.id, query.broadcastScheduleSysId, viewer(req, user)),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/:id/products/list',
    response: getBroadcastsProductsListResponse,
    auth: 'optional',
    params: broadcastIdParams,
    query: productsListQuery,
    handler: ({ req, user, params, query }) =>
      svc.productsList(params.id, query.offset, query.count, viewer(req, user)),
  });
  r.route({
    method: 'PATCH',
    path: 'broadcasts/replay/:id',
    response: patchBroadcastsReplayResponse,
    auth: 'optional',
    rateLimit: { limit: 30, windowSeconds: 60 },
    params: broadcastIdParams,
    handler: ({ params }) => svc.replayView(params.id),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/infos/:id/views',
    response: getBroadcastsInfosViewsResponse,
    auth: 'public',
    params: broadcastIdParams,
    handler: ({ params }) => svc.counts(params.id),
  });
  r.route({
    method: 'GET',
    path: 'broadcasts/infos/:id/likes',
    response: getBroadcastsInfosLikesResponse,
    auth: 'public',
    params: broadcastIdParams,
    handler: ({ params }) => svc.counts(params.id),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/broadcastreservations/list',
    response: getUsersBroadcastreservationsListResponse,
    auth: 'owner',
    params: z.object({ id: idParam }),
    handler: ({ req, user, params }) => svc.reservations(params.id, viewer(req, user)),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/alarms/broadcasts/:broadcastId',
    response: postUsersAlarmsBroadcastsResponse,
    auth: 'owner',
    params: userBroadcastParams,
    body: alarmBody,
    handler: ({ params, body }) =>
      svc.setAlarm(params.id, params.broadcastId, body.isAlarm === 1 || body.isAlarm === true),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/alarms/broadcasts/histories',
    response: getUsersAlarmsBroadcastsHistoriesResponse,
    auth: 'owner',
    params: z.object({ id: idParam }),
    query: pagingQuery,
    handler: ({ req, user, params, query }) =>
      svc.histories(params.id, query.startIndex, query.rowCount, viewer(req, user)),
  });
}
