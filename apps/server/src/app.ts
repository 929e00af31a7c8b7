import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { API_PREFIX, RC, WEB_VERSION, getHealthResponse } from '@lc/contracts';
import { AppError } from './http/errors.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { users } from './db/schema/index.js';
import { installEnvelope, sendFailure, sendOk } from './http/envelope.js';
import { installRequestLog, loggerOptions } from './http/logging.js';
import { installNulGuard } from './http/nul-guard.js';
import { holdInsideTransactionForTests, IDEMPOTENCY_HOLDER } from './shared/idempotency.js';
import { cspReportRoutes, installSecurityHeaders } from './http/security-headers.js';
import { requestLang } from './http/lang.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rate-limit.js';
import { createSeedArt } from './seed/seed-art.js';
import { createRouter, type RouteEntry } from './http/route.js';
import { adminRoutes } from './domains/admin/admin.routes.js';
import { openApiRoute } from './http/openapi.js';
import { loadAuthKeys } from './domains/auth/auth.keys.js';
import { accessTokens } from './domains/auth/auth.tokens.js';
import { createAuthService, type AuthService } from './domains/auth/auth.service.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import { createUsersService, type MyPageSources } from './domains/users/users.service.js';
import { orderCountsSource } from './domains/users/users.order-counts.js';
import { openOrdersWithdrawalCheck } from './domains/orders/orders.withdrawal.js';
import { usersRoutes } from './domains/users/users.routes.js';
import { createSanctionsService, sanctionsRoutes } from './domains/users/users.sanctions.js';
import { activeSanctions, SANCTION_EFFECT, type SanctionEffects } from './shared/sanctions.js';
import { createAccountService } from './domains/auth/auth.account.js';
import { accountRoutes } from './domains/auth/auth.account.routes.js';
import { consoleSmsProvider, solapiSmsProvider } from './domains/auth/auth.sms.js';
import { socialVerifiers } from './domains/auth/auth.social.js';
import { createSocialCodeExchange, socialProviders } from './domains/auth/auth.social-oauth.js';
import { createVerificationService } from './domains/auth/auth.verification.js';
import { createCouponsService } from './domains/coupons/coupons.service.js';
import { couponsRoutes } from './domains/coupons/coupons.routes.js';
import { createCartService } from './domains/cart/cart.service.js';
import { createConsentsService } from './domains/consents/consents.service.js';
import { consentsRoutes } from './domains/consents/consents.routes.js';
import { complianceRoutes } from './domains/compliance/compliance.routes.js';
import { adSenderOf } from './domains/compliance/compliance.service.js';
import { createNotificationsService } from './domains/notifications/notifications.service.js';
import { notificationsRoutes } from './domains/notifications/notifications.routes.js';
import { createCatalogService } from './domains/catalog/catalog.service.js';
import { catalogRoutes } from './domains/catalog/catalog.routes.js';
import { createBroadcastsService, type BroadcastsService } from './domains/broadcasts/broadcasts.service.js';
import { broadcastsRoutes } from './domains/broadcasts/broadcasts.routes.js';
import { registerDemoMedia } from './domains/broadcasts/broadcasts.media.js';
import { shareIds, withShareMeta } from './domains/broadcasts/broadcasts.share.js';
import { createConsoleService } from './domains/broadcasts/broadcasts.console.js';
import { consoleRoutes } from './domains/broadcasts/broadcasts.console.routes.js';
import { createLiveCouponsService } from './domains/live-coupons/live-coupons.service.js';
import { liveCouponsRoutes } from './domains/live-coupons/live-coupons.routes.js';
import { createGameService } from './domains/game/game.service.js';
import { gameRoutes } from './domains/game/game.routes.js';
import { gameSocketModule } from './domains/game/game.socket.js';
import { createChatService } from './domains/chat/chat.service.js';
import { contentRoutes } from './domains/content/content.routes.js';
import { createContentService } from './domains/content/content.service.js';
import { translationRoutes } from './domains/translation/translation.routes.js';
import { createTranslationService, libreTranslate } from './domains/translation/translation.service.js';
import { registerCommerce } from './domains/orders/orders.module.js';
import { createOrderJobs } from './jobs/order-jobs.js';
import { createAccountJobs } from './jobs/account-jobs.js';
import { createPointJobs } from './jobs/point-jobs.js';
import { registerVoice } from './domains/reviews/voice.module.js';
import { createRetentionJobs, staffAccessWriter } from './jobs/retention-jobs.js';
import { tradeRecordRoutes } from './domains/orders/orders.records.js';
import { createUploadsService } from './domains/uploads/uploads.service.js';
import { createTestClock, testClockRoutes } from './jobs/test-clock.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';
import { createSessionCloser } from './realtime/session-guard.js';
import { createMediaModule, type MediaModule } from './media/media.js';
import { loadVapidKeys } from './domains/push/push.keys.js';
import { createPushService, type PushService } from './domains/push/push.service.js';
import { pushRoutes } from './domains/push/push.routes.js';
import { createShareService } from './domains/share/share.service.js';
import { shareRoutes } from './domains/share/share.routes.js';
import { createAnalyticsService } from './domains/analytics/analytics.service.js';
import { analyticsRoutes } from './domains/analytics/analytics.routes.js';
import { createFfmpegProbe } from './media/ffmpeg-check.js';
import { consoleFeedModule, notifyProductQuestion } from './realtime/handlers/console-feed.js';
import { mediaRoutes } from './domains/media/media.routes.js';
import { createRoomEmitter, emitControl } from './media/room-emitter.js';
import { createSellersService } from './domains/sellers/sellers.service.js';
import { sellersRoutes } from './domains/sellers/sellers.routes.js';
import { createSalesService } from './domains/sellers/sellers.sales.js';
import { createBroadcastsSellerService } from './domains/broadcasts/broadcasts.seller.js';
import { broadcastsSellerRoutes } from './domains/broadcasts/broadcasts.seller.routes.js';
import { createSalesFeed } from './realtime/sales-feed.js';
import { sharePlanMeta, sharePlanIds } from './domains/sellers/sellers.share.js';

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
    // issue 19 #14: one debug line per request, errors always, a summary per minute (installRequestLog)
    logController: new LogController({ disableRequestLogging: true }),
  });
  installRequestLog(fastify, now);
  installEnvelope(fastify);
  installNulGuard(fastify);
  if (config.TEST_CHECKOUT_HOLD_MS > 0) {
    holdInsideTransactionForTests({
      ms: config.TEST_CHECKOUT_HOLD_MS,
      onHold: (scope) => fastify.log.warn({ scope, holder: IDEMPOTENCY_HOLDER }, 'test hold: inside the transaction'),
    });
  }
  // issue 18: CSP, frame, referrer, sniffing, permissions and (behind HTTPS) HSTS headers on every answer
  const headers = installSecurityHeaders(fastify, { hsts: config.COOKIE_SECURE });
  if (config.NODE_ENV === 'production') {
    // issue 18: production settings that leave members exposed are said at start
    if (!config.COOKIE_SECURE)
      fastify.log.warn('COOKIE_SECURE is off in production: the refresh cookie also travels over plain HTTP');
    if (config.SMS_OUTBOX) fastify.log.warn('SMS_OUTBOX is ignored in production: the outbox is a development tool');
  }
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
  const clockMs = () => now().getTime();
  const rate = redis ? redisRateLimiter(redis, `${config.REDIS_PREFIX}rlw:`, clockMs) : memoryRateLimiter(clockMs);

  const keys = await loadAuthKeys(db, config.JWT_SECRET);
  let realtime: Realtime | undefined;
  // web push (issue 16): devices registered by a session stop receiving pushes when it ends
  const node = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const push = createPushService({
    db,
    now,
    vapid: await loadVapidKeys(db, {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    }),
    extraOrigins: config.PUSH_EXTRA_ORIGINS,
    node,
    log: (msg, err) => fastify.log.warn({ err }, msg),
  });
  const sessionCloser = createSessionCloser({ local: () => realtime?.io, redis, redisPrefix: config.REDIS_PREFIX });
  fastify.addHook('onClose', () => sessionCloser.stop());
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
    // issue 18: sockets close on every node, also from a node without the realtime role; issue 16: push devices go
    onSessionsRevoked: (_user, sessionIds) => {
      sessionCloser.close(sessionIds);
      void push.dropSessions(sessionIds).catch((err: unknown) => fastify.log.error({ err }, 'push devices'));
    },
    onLogout: (sessionId) =>
      void push.dropSessions([sessionId]).catch((err: unknown) => fastify.log.error({ err }, 'push devices')),
  });

  // issue 18: every back-office call is written to the staff access log
  const router = createRouter(
    fastify,
    auth,
    rate,
    staffAccessWriter(db, now, (err) => fastify.log.error({ err }, 'staff access log')),
  );
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
  authRoutes(router, auth, config.COOKIE_SECURE);
  cspReportRoutes(router, fastify);
  // accounts: sign-up, verification, social login, recovery, profile, push settings (issue 4)
  // issue 18: SOLAPI when chosen; otherwise the server log (and the local-only outbox when SMS_OUTBOX is on)
  const outboxOn = config.SMS_OUTBOX && config.NODE_ENV !== 'production';
  const sms =
    config.SMS_PROVIDER === 'solapi'
      ? solapiSmsProvider(
          {
            apiKey: config.SOLAPI_API_KEY ?? '',
            apiSecret: config.SOLAPI_API_SECRET ?? '',
            sender: config.SOLAPI_SENDER ?? '',
            baseUrl: config.SOLAPI_BASE_URL,
          },
          () => fastify.log,
          now,
        )
      : consoleSmsProvider(() => fastify.log, now, outboxOn);
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
  const consents = createConsentsService({ db, now });
  const account = createAccountService({
    db,
    auth,
    verification,
    coupons,
    social,
    secret: keys.jwtSecret,
    now,
    consents,
  });
  accountRoutes(router, {
    account,
    verification,
    sms,
    outbox: { enabled: config.SMS_OUTBOX, production: config.NODE_ENV === 'production' },
    cookieSecure: config.COOKIE_SECURE,
    socialWeb,
  });
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
  // operator sanctions, one source of truth (shared/sanctions.ts): written by both calls, read by
  // login, refresh and the chat; a new one mutes or kicks the open sockets now (issue 15, issue 18)
  const sanctionEffects: SanctionEffects = {
    async enforce(userSysId, kind, endsAt) {
      const effect = SANCTION_EFFECT[kind];
      await realtime?.hub.sanctionUser(userSysId, effect, endsAt?.getTime() ?? Number.POSITIVE_INFINITY);
      if (effect === 'mute') return 0;
      return (await auth.revokeOtherSessions(userSysId, undefined, `sanction-${kind}`)).length;
    },
    async lifted(userSysId, kind) {
      if (SANCTION_EFFECT[kind] !== 'mute') return;
      const still = await activeSanctions(db, userSysId, now());
      if (still.chatBanned) {
        await realtime?.hub.sanctionUser(userSysId, 'mute', still.chatBanEndsAt?.getTime() ?? Number.POSITIVE_INFINITY);
      } else await realtime?.hub.unmuteUser(userSysId);
    },
  };
  sanctionsRoutes(
    router,
    createSanctionsService({
      db,
      effects: sanctionEffects,
      now,
      dropUnusedCoupons: (tx, id) => coupons.dropUnused(tx, id),
    }),
  );
  notificationsRoutes(router, createNotificationsService(db, now));
  pushRoutes(router, push);
  const analytics = createAnalyticsService({ db, now });
  analyticsRoutes(router, analytics);
  shareRoutes(router, fastify, createShareService({ db, now, dataDir: config.DATA_DIR }), {
    kakaoAppKey: config.KAKAO_APP_KEY ?? config.KAKAO_APP_ID,
  });
  consentsRoutes(router, consents, adSenderOf(config));
  complianceRoutes(router, { db, config });
  couponsRoutes(router, coupons, createCartService(db, now));
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
    toss:
      config.PAYMENT_GATEWAY === 'toss'
        ? {
            secretKey: config.TOSS_SECRET_KEY!,
            baseUrl: config.TOSS_API_BASE_URL,
            publicUrl: config.PUBLIC_URL!,
            holderName: config.OPERATOR_COMPANY_NAME,
          }
        : undefined,
  });
  // issue 18: a member's own trade record as CSV
  tradeRecordRoutes(router, db, now);
  myPageSources.points = (userSysId) => commerce.points.balance(db, userSysId);
  // reviews, product Q&A, 1:1 inquiries, customer centre, review/inquiry media, earned points (issue 12)
  registerVoice(router, {
    fastify,
    db,
    now,
    uploads: uploadsSvc,
    points: commerce.points,
    dataDir: config.DATA_DIR,
    ffmpegPath: config.FFMPEG_PATH,
    hub: () => realtime?.hub,
    onProductQuestion: (e) => {
      if (realtime) notifyProductQuestion(realtime.io, e);
    },
    invalidateCatalog: () => catalog.invalidate(),
  });
  // the operator back-office and its OpenAPI document (issue 15)
  adminRoutes(router, {
    db,
    now,
    claims: commerce.claims,
    points: commerce.points,
    uploads: uploadsSvc,
    // a blocked show on air ends at once (its viewers are told through the live-change listener)
    endLive: (scheduleId) => broadcastsSvc.endLive(scheduleId),
    sanctionEffects,
    // the vendor side of the sellers' contract table (sellersSvc is built below; called per request)
    moveContract: (id, to, by) => sellersSvc.moveContract(id, to, { userSysId: by, staff: true }),
    // the back-office issues keys as staff (the route checked the brand scope); media is built below
    issueStreamKey: (body, by, host) => {
      if (!media) throw new AppError(RC.MEDIA_INGEST_DOWN);
      return media.service.issueKey(
        { authSysId: by, role: 'admin', sessionId: undefined },
        { ...body, isAgree: 1 },
        host,
      );
    },
  });
  myPageSources.orderCounts = orderCountsSource(db);

  // broadcasts, demo media and start alerts (issue 5)
  const broadcastsSvc = createBroadcastsService(db, now, {
    translation,
    // the room hears it when the media pipeline (or anyone) starts or ends a live
    onLiveChange: (room, type, liveFlag) => {
      void realtime?.hub
        .announceControl(room, type, liveFlag)
        .catch((err: unknown) => fastify.log.error({ err }, 'live change'));
      if (liveFlag === 1) pushStartAlerts();
    },
  });
  // issue 16: a show going live (encoder or API) tells its reservers at once when this node sends pushes
  const pushStartAlerts = () => {
    if (!config.SERVICES.includes('jobs')) return;
    void broadcastsSvc
      .deliverStartAlerts()
      .then(() => push.runOnce())
      .catch((err: unknown) => fastify.log.error({ err }, 'start pushes'));
  };
  broadcastsRoutes(router, broadcastsSvc);
  // the host's live console (issue 13): HTTP twins of the host's socket actions, delivered by the hub
  consoleRoutes(
    router,
    createConsoleService({
      db,
      now,
      chat: createChatService(db, now),
      hub: () => realtime?.hub,
      intro: (b, s, v) => broadcastsSvc.intro(b, s, v),
    }),
  );
  const liveCouponsSvc = createLiveCouponsService({
    db,
    now,
    chat: createChatService(db, now),
    announce: (room, coupon) => realtime?.hub.toRoom(room, 'liveCoupon', coupon),
  });
  liveCouponsRoutes(router, liveCouponsSvc);
  // the game (issue 13): server-authoritative, shared by the nodes through the database
  const game = createGameService({
    db,
    now,
    chat: createChatService(db, now),
    toRoom: (room, event, v) => realtime?.hub.toRoom(room, event, v),
    sockets: () => realtime?.hub,
    grantPoints: (q, userSysId, points, reason) => commerce.points.save(q, userSysId, points, reason),
    log: (err) => fastify.log.error({ err }, 'game'),
  });
  gameRoutes(router, game);
  // sellovers: sign-up, contracts, bookings, content confirmation, sales per broadcast (issue 14)
  const sellersSvc = createSellersService({ db, now });
  sellersRoutes(router, sellersSvc);
  const salesSvc = createSalesService({ db, now });
  const sellerBroadcasts = createBroadcastsSellerService({
    now,
    sellers: sellersSvc,
    sales: salesSvc,
    broadcasts: broadcastsSvc,
  });
  broadcastsSellerRoutes(router, sellerBroadcasts);
  // ffmpeg, the one optional system package: checked once, said once when missing (issue 13)
  const ffmpeg = createFfmpegProbe(config.FFMPEG_PATH, (message) => fastify.log.warn(message));
  registerDemoMedia(fastify, config.DATA_DIR, ffmpeg);
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
          if (type === 'start') pushStartAlerts();
        },
        chat: mediaChat,
        rooms: () => realtime?.io ?? mediaRooms?.io,
        ffmpeg,
        engagement: { coupons: liveCouponsSvc, game },
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
        node,
        jobs: [
          ...createOrderJobs({ db, now, orders: commerce.orders }).defs,
          ...createAccountJobs({ db, now }).defs,
          ...createPointJobs({ points: commerce.points }).defs,
          // issue 16: pushes (also on their own faster timer below) and the client-log purge
          { name: 'push.send', everyMs: 60_000, run: () => push.runOnce() },
          { name: 'analytics.purgeLogs', everyMs: 3_600_000, run: () => analytics.purge() },
          // issue 18: retention purges and timed suspensions
          ...createRetentionJobs({ db, now }).defs,
          // issue 18: the 2-year advertising-consent status notice (정보통신망법 시행령 제62조의3)
          { name: 'consents.reconfirm', everyMs: 6 * 3_600_000, run: () => consents.reconfirmDue() },
        ],
        tickMs: config.JOBS_INTERVAL_SECONDS * 1000,
        log: (err, job) => fastify.log.error({ err, job }, 'job failed'),
      })
    : undefined;
  if (testClock) testClockRoutes(router, testClock, async () => jobs?.runDue());
  if (config.SERVICES.includes('jobs') && config.PUSH_INTERVAL_SECONDS > 0) {
    // pushes leave within seconds: collect and send on this timer; rows are claimed one node at a time
    let busy = false;
    const t = setInterval(() => {
      if (busy) return;
      busy = true;
      void push
        .runOnce()
        .catch((err: unknown) => fastify.log.error({ err }, 'push round'))
        .finally(() => (busy = false));
    }, config.PUSH_INTERVAL_SECONDS * 1000);
    t.unref();
    fastify.addHook('onClose', async () => clearInterval(t));
  }
  // last: the OpenAPI document describes every route registered above
  openApiRoute(router);
  if (jobs) {
    jobs.start();
    fastify.addHook('onClose', async () => jobs.stop());
  }

  // uploaded and generated files (product images of the demo data, later claim/review photos)
  const uploads = path.join(config.DATA_DIR, 'uploads');
  // issue 19: the demo catalogue's product pictures are drawn on first request
  createSeedArt(db, config.DATA_DIR).register(fastify);
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
        res.setHeader(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        );
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
        // a sellover's shared day schedule likewise (sellers.share.ts, issue 14)
        const plan = sharePlanIds(file);
        if (plan) {
          const lang = requestLang(req);
          const page = await sellersSvc
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
    rt.hub.register(gameSocketModule(game));
    // the console's staff room: product questions from the player (issue 13)
    rt.hub.register(consoleFeedModule);
    game.start();
    fastify.addHook('onClose', async () => game.stop());
    // live sales and "buying now" (issue 14): a socket module of the hub, told when attributed orders are paid
    const salesFeed = createSalesFeed({
      sales: salesSvc,
      seller: sellerBroadcasts,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      post: (room, m) => rt.hub.post(room, m),
      now,
      nickOf: async (id) => (await db.select({ n: users.nickName }).from(users).where(eq(users.userSysId, id)))[0]?.n,
      log: (err) => fastify.log.error({ err }, 'sales feed'),
    });
    rt.hub.register(salesFeed.module);
    commerce.payments.onOrderPaid(
      (id) => void salesFeed.purchased(id).catch((err: unknown) => fastify.log.error({ err }, 'buying now')),
    );
    fastify.addHook('preClose', async () => {
      rt.io.local.disconnectSockets(true);
    });
    fastify.addHook('onClose', async () => {
      await rt.close().catch(() => undefined);
    });
  }

  // last: every other request listener (the catalog's fast path, Socket.IO) is below this one
  headers.wrapServer(fastify.server);

  return {
    fastify,
    auth,
    realtime,
    media,
    rate,
    broadcasts: broadcastsSvc,
    jobs,
    push,
    routes: router.routes,
    async close() {
      await fastify.close();
    },
  };
}

export { sendOk };
