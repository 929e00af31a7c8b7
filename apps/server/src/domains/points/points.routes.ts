import { z } from 'zod';
import { idParam, pointHistoryQuery, getUsersPointsListResponse } from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { PointsService } from './points.service.js';

const userParams = z.object({ id: idParam });

export function pointsRoutes(r: Router, points: PointsService): void {
  // /MyPoint history (the spec names no call; see docs/decisions.md)
  r.route({
    method: 'GET',
    path: 'users/:id/points/list',
    response: getUsersPointsListResponse,
    auth: 'owner',
    params: userParams,
    query: pointHistoryQuery,
    handler: ({ req, params, query }) => points.history(params.id, query, requestLang(req)),
  });
}
