import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { API_PREFIX, RC, WEB_VERSION } from '@lc/contracts';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installEnvelope, sendFailure, sendOk } from './http/envelope.js';
import { loggerOptions } from './http/logging.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rate-limit.js';
import { createRouter } from './http/route.js';
import { loadAuthKeys } from './domains/auth/auth.keys.js';
import { accessTokens } from './domains/auth/auth.tokens.js';
import { createAuthService, type AuthService } from './domains/auth/auth.service.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import { createUsersService } from './domains/users/users.service.js';
import { usersRoutes } from './domains/users/users.routes.js';
import { createCatalogService } from './domains/catalog/catalog.service.js';
import { catalogRoutes } from './domains/catalog/catalog.routes.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** injectable clock: tests move time */
  now?: () => Date;
  logStream?: DestinationStream;
}

export interface App {
  fastify: FastifyInstance;
  auth: AuthService;
  realtime: Realtime | undefined;
  rate: RateLimiter;
  close(): Promise<void>;
}

/** Builds the HTTP app and its services from settings and an open database (used by main and tests). */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const now = opts.now ?? (() => new Date());
  const db = database.db;

  const fastify = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, opts.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
  });
  installEnvelope(fastify);
  await fastify.register(formbody);
  await fastify.register(cookie);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const rate = redis ? redisRateLimiter(redis, `${config.REDIS_PREFIX}rl:`) : memoryRateLimiter(() => now().getTime());

  const keys = await loadAuthKeys(db, config.JWT_SECRET);
  let realtime: Realtime | undefined;
  const auth = createAuthService({
    db,
    keys,
    tokens: accessTokens(keys.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, now),
    rate,
    now,
    limits: {
      perAccount: config.LOGIN_MAX_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_PER_IP,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
    onSessionsRevoked: (_user, sessionIds) => realtime?.disconnectSessions(sessionIds),
  });

  const router = createRouter(fastify, auth, rate);
  router.route({
    method: 'GET',
    path: 'health',
    auth: 'public',
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind, version: WEB_VERSION, services: config.SERVICES };
    },
  });
  authRoutes(router, auth, config.COOKIE_SECURE);
  usersRoutes(router, createUsersService(db));
  catalogRoutes(router, createCatalogService(db, now));

  // uploaded and generated files (product images of the demo data, later claim/review photos)
  const uploads = path.join(config.DATA_DIR, 'uploads');
  await fastify.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, index: false });

  const webIndex = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart
    await fastify.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, file) {
        // hashed build assets never change; the page itself is revalidated every time
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  fastify.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) return sendFailure(req, reply, RC.NOT_FOUND);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = req.url.split('?')[0] ?? '/';
      // the single-page app answers every route path a browser navigates to (even with a dot in a
      // parameter, e.g. /sharePlan/5/2024.01.01); missing assets and uploads stay 404
      const navigation = (req.headers.accept ?? '').includes('text/html') || !path.extname(file);
      if (hasWeb && navigation && !file.startsWith('/assets/') && !file.startsWith('/uploads/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', config.WEB_DIST);
      }
    }
    return sendFailure(req, reply, RC.NOT_FOUND);
  });

  if (config.SERVICES.includes('realtime')) {
    realtime = attachRealtime(fastify.server, auth);
    const rt = realtime;
    fastify.addHook('preClose', async () => {
      rt.io.local.disconnectSockets(true);
    });
    fastify.addHook('onClose', async () => {
      await rt.close().catch(() => undefined);
    });
  }
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  return {
    fastify,
    auth,
    realtime,
    rate,
    async close() {
      await fastify.close();
    },
  };
}

export { sendOk };
