import {
  IDEMPOTENCY_HEADER,
  consoleAnswerBody,
  consoleBlacklistBody,
  consoleCloseNoticeBody,
  consoleControlBody,
  consolePinBody,
  consoleLivePriceBody,
  consoleRoomParams,
  consoleTextBody,
  getConsoleResponse,
  postConsoleAnswerResponse,
  postConsoleBlacklistResponse,
  postConsoleCloseNoticeResponse,
  postConsoleControlResponse,
  postConsoleLivePriceResponse,
  postConsoleNoticeResponse,
  postConsolePinResponse,
} from '@lc/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import { idempotencyKeyOf } from '../../shared/idempotency.js';
import type { ConsoleService } from './broadcasts.console.js';

const keyOf = (req: FastifyRequest) => idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]);

/** The host's live console (issue 13): `broadcasts/console/{room}` and one POST per action. */
export function consoleRoutes(r: Router, svc: ConsoleService): void {
  const base = 'broadcasts/console/:room';
  r.route({
    method: 'GET',
    path: base,
    response: getConsoleResponse,
    auth: 'user',
    params: consoleRoomParams,
    handler: ({ req, user, params }) => svc.state(user, params.room, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: `${base}/answer`,
    response: postConsoleAnswerResponse,
    auth: 'user',
    params: consoleRoomParams,
    body: consoleAnswerBody,
    handler: ({ req, user, params, body }) => svc.answer(user, params.room, keyOf(req), body),
  });
  for (const action of ['notice', 'banner'] as const) {
    r.route({
      method: 'POST',
      path: `${base}/${action}`,
      response: postConsoleNoticeResponse,
      auth: 'user',
      params: consoleRoomParams,
      body: consoleTextBody,
      handler: ({ req, user, params, body }) =>
        action === 'notice'
          ? svc.notice(user, params.room, keyOf(req), body.msg, body.msgEn)
          : svc.banner(user, params.room, keyOf(req), body.msg),
    });
  }
  r.route({
    method: 'POST',
    path: `${base}/close-notice`,
    response: postConsoleCloseNoticeResponse,
    auth: 'user',
    params: consoleRoomParams,
    body: consoleCloseNoticeBody,
    handler: ({ req, user, params, body }) => svc.closeNotice(user, params.room, keyOf(req), body.msg),
  });
  for (const action of ['pin', 'rolling'] as const) {
    r.route({
      method: 'POST',
      path: `${base}/${action}`,
      response: postConsolePinResponse,
      auth: 'user',
      params: consoleRoomParams,
      body: consolePinBody,
      handler: ({ req, user, params, body }) => svc[action](user, params.room, keyOf(req), body.prdtSysId),
    });
  }
  r.route({
    method: 'POST',
    path: `${base}/live-price`,
    response: postConsoleLivePriceResponse,
    auth: 'user',
    params: consoleRoomParams,
    body: consoleLivePriceBody,
    handler: ({ req, user, params, body }) => svc.livePrice(user, params.room, keyOf(req), body),
  });
  r.route({
    method: 'POST',
    path: `${base}/blacklist`,
    response: postConsoleBlacklistResponse,
    auth: 'user',
    params: consoleRoomParams,
    body: consoleBlacklistBody,
    handler: ({ req, user, params, body }) => svc.blacklist(user, params.room, keyOf(req), body),
  });
  r.route({
    method: 'POST',
    path: `${base}/control`,
    response: postConsoleControlResponse,
    auth: 'user',
    params: consoleRoomParams,
    body: consoleControlBody,
    handler: ({ req, user, params, body }) => svc.control(user, params.room, keyOf(req), body.type),
  });
}
