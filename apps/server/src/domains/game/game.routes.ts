import {
  createGameBody,
  gameParams,
  gameRoundBody,
  liveCouponRoomParams,
  type GameChoice,
  getBroadcastsConsoleGameResponse,
  postBroadcastsConsoleGameResponse,
  postBroadcastsConsoleGameRoundResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { GameService } from './game.service.js';

/** The host's game calls of the live console (issue 13). */
export function gameRoutes(r: Router, svc: GameService): void {
  r.route({
    method: 'GET',
    path: 'broadcasts/console/:room/game',
    response: getBroadcastsConsoleGameResponse,
    auth: 'user',
    params: liveCouponRoomParams,
    handler: ({ user, params }) => svc.state(user, params.room),
  });
  r.route({
    method: 'POST',
    path: 'broadcasts/console/:room/game',
    response: postBroadcastsConsoleGameResponse,
    auth: 'user',
    params: liveCouponRoomParams,
    body: createGameBody,
    handler: ({ req, user, params, body }) => svc.create(user, params.room, body, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'broadcasts/console/:room/game/:id/round',
    response: postBroadcastsConsoleGameRoundResponse,
    auth: 'user',
    params: gameParams,
    body: gameRoundBody,
    handler: ({ user, params, body }) => svc.round(user, params.room, params.id, body.choose as GameChoice | undefined),
  });
}
