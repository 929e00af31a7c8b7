import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX, RC } from '@lc/contracts';
import { sendFailure } from '../http/envelope.js';
import { requestLang } from '../http/lang.js';
import { createSeedArt } from '../seed/seed-art.js';
import { storageRoutes } from '../storage/serve.js';
import type { BroadcastsService } from '../domains/broadcasts/broadcasts.service.js';
import { shareIds, withShareMeta } from '../domains/broadcasts/broadcasts.share.js';
import type { SellersService } from '../domains/sellers/sellers.service.js';
import { sharePlanIds, sharePlanMeta } from '../domains/sellers/sellers.share.js';
import type { AppContext } from './app.context.js';

/** Uploaded and generated files, the built web app and the not-found answer (API 404 or the app's page). */
export async function serveFiles(
  ctx: AppContext,
  pages: { broadcasts: BroadcastsService; sellers: SellersService },
): Promise<void> {
  const { fastify, config, db, storage, links } = ctx;
  // issue 26: uploaded and generated files from the one storage, whichever node wrote them; issue 19:
  // the demo catalogue's product pictures are drawn on first request
  const art = createSeedArt(db, storage);
  storageRoutes(fastify, storage, links, (key, req) =>
    art.beforeServe(key, (err) => req.log.warn({ err, key }, 'seed picture not drawn')),
  );
  const webIndex = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) await serveWeb(ctx);
  installNotFound(ctx, hasWeb, webIndex, pages);
}

async function serveWeb({ fastify, config }: AppContext) {
  // wildcard: files are looked up per request, so a rebuilt web app is served without a restart
  await fastify.register(fastifyStatic, {
    root: config.WEB_DIST,
    prefix: '/',
    index: 'index.html',
    // issue 19 "Speed": the build writes .br/.gz beside each text file; sent to browsers that accept them
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      // the body differs with the request's accept-encoding (preCompressed)
      res.setHeader('vary', 'accept-encoding');
      // hashed build assets never change; the page itself is revalidated every time
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

function installNotFound(
  { fastify, config }: AppContext,
  hasWeb: boolean,
  webIndex: string,
  pages: { broadcasts: BroadcastsService; sellers: SellersService },
) {
  const sharePage = async (req: FastifyRequest, ids: { broadcastSysId: number; scheduleId: number }) => {
    const lang = requestLang(req);
    const { broadcast } = await pages.broadcasts.intro(ids.broadcastSysId, ids.scheduleId, {
      userSysId: undefined,
      lang,
    });
    return withShareMeta(await readFile(webIndex, 'utf8'), broadcast, `${req.protocol}://${req.host}`, lang);
  };
  fastify.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) return sendFailure(req, reply, RC.NOT_FOUND);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = req.url.split('?')[0] ?? '/';
      // the single-page app answers every route path a browser navigates to (even with a dot in a
      // parameter, e.g. /sharePlan/5/2024.01.01); missing assets and uploads stay 404
      const navigation = (req.headers.accept ?? '').includes('text/html') || !path.extname(file);
      if (hasWeb && navigation && !file.startsWith('/assets/') && !file.startsWith('/uploads/')) {
        // a share link carries the broadcast's Open Graph tags for crawlers (broadcasts.share.ts)
        const share = shareIds(file);
        if (share) {
          const page = await sharePage(req, share).catch(() => null);
          if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
        }
        // a sellover's shared day schedule likewise (sellers.share.ts, issue 14)
        const plan = sharePlanIds(file);
        if (plan) {
          const lang = requestLang(req);
          const page = await pages.sellers
            .sharePlan(plan.userSysId, plan.date, lang)
            .then(async (p) =>
              sharePlanMeta(await readFile(webIndex, 'utf8'), p, `${req.protocol}://${req.host}`, lang),
            )
            .catch(() => null);
          if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html', config.WEB_DIST);
      }
    }
    return sendFailure(req, reply, RC.NOT_FOUND);
  });
}
