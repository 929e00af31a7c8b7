import { z } from 'zod';
import {
  idParam,
  pagingQuery,
  pushCampaignRequest,
  pushTopicDeleteRequest,
  pushTopicRequest,
  deleteUsersPushTopicsResponse,
  getPushVapidkeyResponse,
  getUsersAlertsListResponse,
  getUsersPushTopicsResponse,
  patchUsersAlertsReadResponse,
  postPushEventsResponse,
  postUsersPushTopicsResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { PushService } from './push.service.js';

const userParams = z.object({ id: idParam });

/**
 * Push devices ("topic registration", path chosen here: users/{id}/push/topics), the alert list
 * every push also lands in, and operators' event pushes (issue 16).
 */
export function pushRoutes(r: Router, push: PushService): void {
  r.route({
    method: 'GET',
    path: 'push/vapidkey',
    response: getPushVapidkeyResponse,
    auth: 'public',
    handler: async () => ({ publicKey: push.vapidPublicKey() }),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/push/topics',
    response: postUsersPushTopicsResponse,
    auth: 'owner',
    rateLimit: { limit: 30, windowSeconds: 60 },
    params: userParams,
    body: pushTopicRequest,
    handler: ({ params, body, user, req }) => push.register(params.id, user?.sessionId, body, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/push/topics',
    response: getUsersPushTopicsResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => push.devices(params.id),
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/push/topics',
    response: deleteUsersPushTopicsResponse,
    auth: 'owner',
    params: userParams,
    body: pushTopicDeleteRequest,
    handler: ({ params, body }) => push.unregister(params.id, body.endpoint),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/alerts/list',
    response: getUsersAlertsListResponse,
    auth: 'owner',
    params: userParams,
    query: pagingQuery,
    handler: ({ params, query, req }) => push.list(params.id, query.startIndex, query.rowCount, requestLang(req)),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/alerts/read',
    response: patchUsersAlertsReadResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => push.markRead(params.id),
  });
  r.route({
    method: 'POST',
    path: 'push/events',
    response: postPushEventsResponse,
    auth: 'staff',
    body: pushCampaignRequest,
    handler: ({ body, user }) => push.campaign(user.authSysId, body),
  });
}
