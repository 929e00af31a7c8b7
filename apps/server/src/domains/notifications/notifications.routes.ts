import { z } from 'zod';
import { idParam, pushSettingsRequest, getUsersPushInfoResponse, patchUsersPushInfoResponse } from '@lc/contracts';
import type { Router } from '../../http/route.js';
import type { NotificationsService } from './notifications.service.js';

const userParams = z.object({ id: idParam });

export function notificationsRoutes(r: Router, notifications: NotificationsService): void {
  r.route({
    method: 'GET',
    path: 'users/:id/push/info',
    response: getUsersPushInfoResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => notifications.get(params.id),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/push/info',
    response: patchUsersPushInfoResponse,
    auth: 'owner',
    params: userParams,
    body: pushSettingsRequest,
    handler: ({ params, body }) => notifications.update(params.id, body),
  });
}
