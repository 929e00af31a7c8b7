import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
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
import { requestLang } from './http/lang.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rate-limit.js';
import { createRouter } from './http/route.js';
import { loadAuthKeys } from './domains/auth/auth.keys.js';
import { accessTokens } from './domains/auth/auth.tokens.js';
import { createAuthService, type AuthService } from './domains/auth/auth.service.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import { createUsersService, type MyPageSources } from './domains/users/users.service.js';
import { orderCountsSource } from './domains/users/users.order-counts.js';
import { openOrdersWithdrawalCheck } from './domains/orders/orders.withdrawal.js';
import { usersRoutes } from './domains/users/users.routes.js';
import { createAccountService } from './domains/auth/auth.account.js';
import { accountRoutes } from './domains/auth/auth.account.routes.js';
import { consoleSmsProvider } from './domains/auth/auth.sms.js';
import { socialVerifiers } from './domains/auth/auth.social.js';
import { createSocialCodeExchange, socialProviders } from './domains/auth/auth.social-oauth.js';
import { createVerificationService } from './domains/auth/auth.verification.js';
import { createCouponsService } from './domains/coupons/coupons.service.js';
import { couponsRoutes } from './domains/coupons/coupons.routes.js';
import { createNotificationsService } from './domains/notifications/notifications.service.js';
import { notificationsRoutes } from './domains/notifications/notifications.routes.js';
import { createCatalogService } from './domains/catalog/catalog.service.js';
import { catalogRoutes } from './domains/catalog/catalog.routes.js';
import { createBroadcastsService, type BroadcastsService } from './domains/broadcasts/broadcasts.service.js';
import { broadcastsRoutes } from './domains/broadcasts/broadcasts.routes.js';
import { registerDemoMedia } from './domains/broadcasts/broadcasts.media.js';
import { shareIds, withShareMeta } from './domains/broadcasts/broadcasts.share.js';
import { createChatService } from './domains/chat/chat.service.js';
import { contentRoutes } from './domains/content/content.routes.js';
import { createContentService } from './domains/content/content.service.js';
import { translationRoutes } from './domains/translation/translation.routes.js';
import { createTranslationService, libreTranslate } from './domains/translation/translation.service.js';
import { registerCommerce } from './domains/orders/orders.module.js';
import { createOrderJobs } from './jobs/order-jobs.js';
import { createAccountJobs } from './jobs/account-jobs.js';
import { createUploadsService } from './domains/uploads/uploads.service.js';
import { createTestClock, testClockRoutes } from './jobs/test-clock.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';
import { createMediaModule, type MediaModule } from './media/media.js';
import { mediaRoutes } from './domains/media/media.routes.js';
import { createRoomEmitter, emitControl } from './media/room-emitter.js';

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
  close(): Promise<void>;
}

/** Builds the HTTP app and its services from settings and an open database (used by main and tests). */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  // e2e only (TEST_CLOCK): a clock the tests move through `POST test/clock` (issue 7)
  const testClock = config.TEST_CLOCK && !opts.now ? createTestClock() : undefined;
  const now = opts.now ?? testClock?.now ?? (() => new Date());
  const db = database.db;

  const fastify = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, opts.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
  });
  installEnvelope(fastify);
  await fastify.register(formbody);
  // multipart forms (claim photos prdtImgFile1..n, issue 7): fields and files land on req.body;
  // a file one byte over UPLOAD_MAX_MB is cut there and refused by the uploads service with 7021
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: Math.floor(config.UPLOAD_MAX_MB * 1_048_576) + 1, files: 20, fields: 20 },
  });
  await fastify.register(cookie);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    // connection errors are logged (ioredis reconnects by itself), never left unhandled
    redis.on('error', (err: Error) => fastify.log.warn({ err }, 'redis'));
    // onClose hooks run last-registered first: registered here, the quit comes after every service
    // that uses Redis (realtime adapter, rate limits, media) has closed, so nothing writes to a closed socket
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
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
  // accounts: sign-up, verification, social login, recovery, profile, push settings (issue 4)
  const sms = consoleSmsProvider(() => fastify.log, now, config.SEED_DEMO);
  const verification = createVerificationService({ db, sms, rate, now, secret: keys.jwtSecret });
  const coupons = createCouponsService(db, now);
  const socialCfg = {
    kakaoAppId: config.KAKAO_APP_ID,
    kakaoRestApiKey: config.KAKAO_REST_API_KEY,
    kakaoClientSecret: config.KAKAO_CLIENT_SECRET,
    naverClientId: config.NAVER_CLIENT_ID,
    naverClientSecret: config.NAVER_CLIENT_SECRET,
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleClientSecret: config.GOOGLE_CLIENT_SECRET,
    facebookAppId: config.FACEBOOK_APP_ID,
    facebookAppSecret: config.FACEBOOK_APP_SECRET,
    appleClientId: config.APPLE_CLIENT_ID,
    baseUrl: config.SOCIAL_API_BASE_URL,
  };
  const social = socialVerifiers(socialCfg);
  const socialWeb = { providers: socialProviders(socialCfg), exchange: createSocialCodeExchange(socialCfg) };
  const account = createAccountService({ db, auth, verification, coupons, social, secret: keys.jwtSecret, now });
  accountRoutes(router, { account, verification, sms, cookieSecure: config.COOKIE_SECURE, socialWeb });
  const myPageSources: MyPageSources = {};
  usersRoutes(
    router,
    createUsersService({
      db,
      auth,
      verification,
      coupons,
      rate,
      now,
      withdrawalChecks: [openOrdersWithdrawalCheck(db)],
      myPageSources,
    }),
  );
  notificationsRoutes(router, createNotificationsService(db, now));
  couponsRoutes(router, coupons);
  // catalog, content and translation (issue 3)
  const translation = createTranslationService({
    translator: config.TRANSLATE_URL
      ? libreTranslate({ url: config.TRANSLATE_URL, apiKey: config.TRANSLATE_API_KEY })
      : undefined,
    log: (msg) => fastify.log.warn(msg),
  });
  const catalog = createCatalogService({
    db,
    now,
    translation,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    log: (msg, err) => fastify.log.error({ err }, msg),
  });
  fastify.addHook('onClose', () => catalog.close());
  catalogRoutes(router, catalog, () => now().getTime()).attachFastPath(fastify.server);
  contentRoutes(router, createContentService({ db, now, translation }), catalog);
  translationRoutes(router, translation);
  // cart, checkout, payments (sandbox PG), orders, points (issue 6)
  const uploadsSvc = createUploadsService({
    dataDir: config.DATA_DIR,
    maxBytes: Math.floor(config.UPLOAD_MAX_MB * 1_048_576),
    now,
  });
  const commerce = registerCommerce(router, {
    fastify,
    db,
    now,
    catalog,
    coupons,
    secret: keys.jwtSecret,
    uploads: uploadsSvc,
  });
  myPageSources.points = (userSysId) => commerce.points.balance(db, userSysId);
  myPageSources.orderCounts = orderCountsSource(db);

  // broadcasts, demo media and start alerts (issue 5)
  const broadcastsSvc = createBroadcastsService(db, now, {
    // the room hears it when the media pipeline (or anyone) starts or ends a live
    onLiveChange: (room, type, liveFlag) =>
      void realtime?.hub
        .announceControl(room, type, liveFlag)
        .catch((err: unknown) => fastify.log.error({ err }, 'live change')),
  });
  broadcastsRoutes(router, broadcastsSvc);
  registerDemoMedia(fastify, config.DATA_DIR);
  // media: RTMP ingest, HLS packaging, recording to replay, HLS serving (issue 8)
  const mediaChat = createChatService(db, now);
  // a media node without the realtime role reaches the rooms through the realtime nodes' Redis adapter
  const mediaRooms =
    config.SERVICES.includes('media') && !config.SERVICES.includes('realtime') && redis
      ? createRoomEmitter(redis, config.REDIS_PREFIX)
      : undefined;
  if (mediaRooms) fastify.addHook('onClose', () => mediaRooms.close());
  const media = config.SERVICES.includes('media')
    ? createMediaModule({
        fastify,
        config,
        db,
        now,
        control: (id, type) => mediaChat.control(id, type),
        announce: async (id, type, flag) => {
          if (realtime) await realtime.hub.announceControl(id, type, flag);
          else if (mediaRooms) emitControl(mediaRooms.io, id, type, flag);
        },
        chat: mediaChat,
        rooms: () => realtime?.io ?? mediaRooms?.io,
      })
    : undefined;
  mediaRoutes(router, media);
  if (config.SERVICES.includes('jobs')) {
    // reserved broadcasts that started go into their members' alert lists
    const t = setInterval(
      () => void broadcastsSvc.deliverStartAlerts().catch((err: unknown) => fastify.log.error({ err }, 'start alerts')),
      15_000,
    );
    fastify.addHook('onClose', async () => clearInterval(t));
  }
  // timed order and claim transitions (issue 7): exactly once across nodes sharing the database
  const jobs = config.SERVICES.includes('jobs')
    ? createScheduler({
        db,
        now,
        node: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
        jobs: [...createOrderJobs({ db, now, orders: commerce.orders }).defs, ...createAccountJobs({ db, now }).defs],
        tickMs: config.JOBS_INTERVAL_SECONDS * 1000,
        log: (err, job) => fastify.log.error({ err, job }, 'job failed'),
      })
    : undefined;
  if (testClock) testClockRoutes(router, testClock, async () => jobs?.runDue());
  if (jobs) {
    jobs.start();
    fastify.addHook('onClose', async () => jobs.stop());
  }

  // uploaded and generated files (product images of the demo data, later claim/review photos)
  const uploads = path.join(config.DATA_DIR, 'uploads');
  await fastify.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // issue 7: never sniffed into another type; anything but an image is a download, not a page
    setHeaders(res, file) {
      res.setHeader('x-content-type-options', 'nosniff');
      if (!/\.(jpe?g|png|gif|webp|svg)$/i.test(file)) res.setHeader('content-disposition', 'attachment');
      if (/\.svg$/i.test(file))
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

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
  const sharePage = async (req: FastifyRequest, ids: { broadcastSysId: number; scheduleId: number }) => {
    const { broadcast } = await broadcastsSvc.intro(ids.broadcastSysId, ids.scheduleId, {
      userSysId: undefined,
      lang: requestLang(req),
    });
    return withShareMeta(await readFile(webIndex, 'utf8'), broadcast, `${req.protocol}://${req.host}`);
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
        return reply.header('cache-control', 'no-cache').sendFile('index.html', config.WEB_DIST);
      }
    }
    return sendFailure(req, reply, RC.NOT_FOUND);
  });

  if (config.SERVICES.includes('realtime')) {
    realtime = attachRealtime(fastify.server, auth, {
      chat: createChatService(db, now),
      rate,
      now,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      log: (err) => fastify.log.error({ err }, 'realtime'),
    });
    const rt = realtime;
    fastify.addHook('preClose', async () => {
      rt.io.local.disconnectSockets(true);
    });
    fastify.addHook('onClose', async () => {
      await rt.close().catch(() => undefined);
    });
  }

  return {
    fastify,
    auth,
    realtime,
    media,
    rate,
    broadcasts: broadcastsSvc,
    jobs,
    async close() {
      await fastify.close();
    },
  };
}

export { sendOk };
