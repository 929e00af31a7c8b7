import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { sendOk } from './http/envelope.js';
import { cspReportRoutes } from './http/security-headers.js';
import type { RateLimiter } from './http/rate-limit.js';
import { createRouter, type RouteEntry } from './http/route.js';
import { openApiRoute } from './http/openapi.js';
import { loadAuthKeys, loadDataCipher } from './domains/auth/auth.keys.js';
import type { AuthService } from './domains/auth/auth.service.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import type { BroadcastsService } from './domains/broadcasts/broadcasts.service.js';
import type { PushService } from './domains/push/push.service.js';
import { createTestClock } from './jobs/test-clock.js';
import type { Scheduler } from './jobs/scheduler.js';
import { staffAccessWriter } from './jobs/retention-jobs.js';
import type { Realtime } from './realtime/realtime.js';
import type { MediaModule } from './media/media.js';
import type { AppBase, AppContext } from './app/app.context.js';
import { wireAccounts, wireAuth, wireMemberServices } from './app/accounts.js';
import { wireCatalog, wireCommerce } from './app/commerce.js';
import { healthRoutes } from './app/health.js';
import { createHttp, openRedis } from './app/http.js';
import { createFfmpegProbe } from './media/ffmpeg-check.js';
import { startJobs, wireJobs } from './app/jobs.js';
import { wireLive } from './app/live.js';
import { wireMedia } from './app/media.js';
import { wireRealtime } from './app/realtime.js';
import { serveFiles } from './app/web.js';
import { createStorage, fileLinks, type FileStorage } from './storage/index.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/metrics.routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** injectable clock: tests move time */
  now?: () => Date;
  logStream?: DestinationStream;
  /** the storage of every file (issue 26); default: the one the settings name (closed with the app) */
  storage?: FileStorage;
}

export interface App {
  fastify: FastifyInstance;
  auth: AuthService;
  realtime: Realtime | undefined;
  /** the media role (issue 8); `start()` opens the RTMP ingest */
  media: MediaModule | undefined;
  rate: RateLimiter;
  /** broadcasts service: `startLive` / `endLive` for the media pipeline (issue 8) */
  broadcasts: BroadcastsService;
  /** the jobs role's scheduler (issue 7); `runDue()` runs what is due now */
  jobs: Scheduler | undefined;
  /** web push and the alert list (issue 16); `runOnce()` collects and sends what is pending */
  push: PushService;
  /** the HTTP route table as data (issue 15: the policy walk and the OpenAPI document) */
  routes: RouteEntry[];
  /** the port of METRICS_PORT's listener once the app listens (issue 26 #7) */
  metricsPort(): number | undefined;
  close(): Promise<void>;
}

/**
 * Builds the HTTP app and its services from settings and an open database (used by main and tests).
 * The composition root: each area is wired by its file in `app/`, in this order (routes, hooks and
 * the close order follow it; onClose hooks run last-registered first).
 */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  // e2e only (TEST_CLOCK): a clock the tests move through `POST test/clock` (issue 7)
  const testClock = config.TEST_CLOCK && !opts.now ? createTestClock() : undefined;
  const now = opts.now ?? testClock?.now ?? (() => new Date());
  const db = database.db;
  const { fastify, headers } = await createHttp(config, now, opts.logStream);
  // issue 26 #7: the node's metrics; the Redis client is watched before anything duplicates it
  const metrics = createMetrics();
  metrics.watchHttp(fastify);
  metrics.watchDatabase(database);
  const { redis, redisLink, rate } = openRedis(fastify, config, now);
  if (redis) metrics.watchRedis(redis);
  const keys = await loadAuthKeys(db, config.JWT_SECRET);
  const cipher = await loadDataCipher(db, config.DATA_ENCRYPTION_KEY);
  const storage = opts.storage ?? createStorage(config);
  fastify.addHook('onClose', () => storage.close());
  const links = fileLinks(keys.jwtSecret, now);
  // ffmpeg, the one optional system package: checked once, said once when missing (issue 13)
  const ffmpeg = createFfmpegProbe(config.FFMPEG_PATH, (message) => fastify.log.warn(message));
  const base: AppBase = {
    config,
    database,
    db,
    now,
    fastify,
    redis,
    redisLink,
    rate,
    storage,
    links,
    cipher,
    ffmpeg,
    metrics,
    late: {},
  };
  const { node, push, auth, consents } = await wireAuth(base, keys);
  // issue 18: every back-office call is written to the staff access log
  const router = createRouter(
    fastify,
    auth,
    rate,
    staffAccessWriter(db, now, (err) => fastify.log.error({ err }, 'staff access log')),
  );
  const ctx: AppContext = { ...base, router };
  healthRoutes(ctx);
  const metricsAt = metricsRoutes(fastify, config, metrics);
  authRoutes(router, auth, config.COOKIE_SECURE);
  cspReportRoutes(router, fastify);
  const accounts = wireAccounts(ctx, { auth, keys, consents });
  const { analytics } = wireMemberServices(ctx, { push, ...accounts });
  const { translation, catalog } = wireCatalog(ctx);
  const commerce = wireCommerce(ctx, { ...accounts, catalog, secret: keys.jwtSecret });
  const live = wireLive(ctx, { translation, push, commerce });
  const media = wireMedia(ctx, live);
  const jobs = wireJobs(ctx, { ...accounts, ...live, node, push, commerce, analytics, testClock });
  // last: the OpenAPI document describes every route registered above
  openApiRoute(router);
  startJobs(fastify, jobs);
  await serveFiles(ctx, live);
  const realtime = wireRealtime(ctx, { ...live, auth, commerce });
  // last: every other request listener (the catalog's fast path, Socket.IO) is below this one
  headers.wrapServer(fastify.server);

  return {
    fastify,
    auth,
    realtime,
    media,
    rate,
    broadcasts: live.broadcasts,
    jobs,
    push,
    routes: router.routes,
    metricsPort: metricsAt.port,
    async close() {
      await fastify.close();
    },
  };
}

export { sendOk };
