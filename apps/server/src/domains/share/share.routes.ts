import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  RC,
  SHORT_LINK_PREFIX,
  idParam,
  shortLinkRequest,
  getFirebaseShortlinkResponse,
  getShareConfigResponse,
  postFirebaseShortlinkResponse,
} from '@lc/contracts';
import { sendFailure } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import { SHARE_POLICY, type ShareService } from './share.service.js';

const code = z.string().regex(/^[A-Za-z0-9]{4,16}$/);

/** Short links (`firebase/shortlink`, answered by our own /s/{code}) and the 800×400 share images. */
export function shareRoutes(
  r: Router,
  fastify: FastifyInstance,
  share: ShareService,
  cfg: { kakaoAppKey: string | undefined },
): void {
  r.route({
    method: 'GET',
    path: 'share/config',
    response: getShareConfigResponse,
    auth: 'public',
    handler: async () => ({ kakaoAppKey: cfg.kakaoAppKey ?? null }),
  });
  r.route({
    method: 'POST',
    path: 'firebase/shortlink',
    response: postFirebaseShortlinkResponse,
    auth: 'optional',
    rateLimit: { limit: SHARE_POLICY.createPerMinute, windowSeconds: 60 },
    body: shortLinkRequest,
    handler: ({ body, req }) => share.shorten(body.longDynamicLink, `${req.protocol}://${req.host}`),
  });
  r.route({
    method: 'GET',
    path: 'firebase/shortlink/:code',
    response: getFirebaseShortlinkResponse,
    auth: 'public',
    params: z.object({ code }),
    handler: ({ params }) => share.stats(params.code),
  });

  fastify.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, async (req, reply) => {
    const c = code.safeParse(req.params.code);
    try {
      if (!c.success) throw new AppError(RC.SHORT_LINK_NOT_FOUND);
      const target = await share.follow(c.data);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    } catch (err) {
      if (err instanceof AppError) return sendFailure(req, reply, err.code);
      throw err;
    }
  });

  const png = async (reply: FastifyReply, make: () => Promise<Buffer>) => {
    try {
      const buf = await make();
      return reply
        .header('cache-control', `public, max-age=${SHARE_POLICY.imageMaxAgeSeconds}`)
        .header('x-content-type-options', 'nosniff')
        .type('image/png')
        .send(buf);
    } catch (err) {
      if (err instanceof AppError) return sendFailure(reply.request, reply, err.code);
      throw err;
    }
  };
  const id = (v: string) => idParam.safeParse(v.replace(/\.png$/, ''));
  fastify.get<{ Params: { id: string } }>('/share/img/broadcast/:id', (req, reply) => {
    const p = id(req.params.id);
    return p.success ? png(reply, () => share.broadcastImage(p.data)) : sendFailure(req, reply, RC.NOT_FOUND);
  });
  fastify.get<{ Params: { id: string } }>('/share/img/product/:id', (req, reply) => {
    const p = id(req.params.id);
    return p.success ? png(reply, () => share.productImage(p.data)) : sendFailure(req, reply, RC.NOT_FOUND);
  });
  fastify.get<{ Params: { id: string; date: string } }>('/share/img/plan/:id/:date', (req, reply) => {
    const p = id(req.params.id);
    const d = /^(\d{4})[-.](\d{2})[-.](\d{2})(?:\.png)?$/.exec(req.params.date);
    return p.success && d
      ? png(reply, () => share.planImage(p.data, `${d[1]}-${d[2]}-${d[3]}`))
      : sendFailure(req, reply, RC.NOT_FOUND);
  });
}
