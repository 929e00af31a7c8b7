import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { WEB_VERSION, getHealthResponse } from '@lc/contracts';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { sendOk } from './http/envelope.js';
import { cspReportRoutes } from './http/security-headers.js';
import type { RateLimiter } from './http/rate-limit.js';
import { createRouter, type RouteEntry } from './http/route.js';
import { openApiRoute } from './http/openapi.js';
import { loadAuthKeys } from './domains/auth/auth.keys.js';
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
import { createHttp, openRedis } from './app/http.js';
import { startJobs, wireJobs } from './app/jobs.js';
import { wireLive } from './app/live.js';
import { wireMedia } from './app/media.js';
import { wireRealtime } from './app/realtime.js';
import { serveFiles } from './app/web.js';

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
  const { redis, rate } = openRedis(fastify, config, now);
  const keys = await loadAuthKeys(db, config.JWT_SECRET);
  const base: AppBase = { config, database, db, now, fastify, redis, rate, late: {} };
  const { node, push, auth } = await wireAuth(base, keys);
  // issue 18: every back-office call is written to the staff access log
  const router = createRouter(
    fastify,
    auth,
    rate,
    staffAccessWriter(db, now, (err) => fastify.log.error({ err }, 'staff access log')),
  );
  const ctx: AppContext = { ...base, router };
  healthRoute(ctx);
  authRoutes(router, auth, config.COOKIE_SECURE);
  cspReportRoutes(router, fastify);
  const accounts = wireAccounts(ctx, { auth, keys });
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
    async close() {
      await fastify.close();
    },
  };
}

function healthRoute({ config, database, db, router }: AppContext) {
  router.route({
    method: 'GET',
    path: 'health',
    response: getHealthResponse,
    auth: 'public',
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind, version: WEB_VERSION, services: config.SERVICES };
    },
  });
}

export { sendOk };
