import { RC, type Lang } from '@lc/contracts';
import { AppError } from '../http/errors.js';
import { adminRoutes } from '../domains/admin/admin.routes.js';
import { createCatalogService, type CatalogService } from '../domains/catalog/catalog.service.js';
import { catalogRoutes } from '../domains/catalog/catalog.routes.js';
import { contentRoutes } from '../domains/content/content.routes.js';
import { createContentService } from '../domains/content/content.service.js';
import { privacyArticles } from '../domains/compliance/privacy-policy.js';
import type { CouponsService } from '../domains/coupons/coupons.service.js';
import { translationRoutes } from '../domains/translation/translation.routes.js';
import { createTranslationService, libreTranslate } from '../domains/translation/translation.service.js';
import { registerCommerce, type Commerce } from '../domains/orders/orders.module.js';
import { tradeRecordRoutes } from '../domains/orders/orders.records.js';
import { registerVoice } from '../domains/reviews/voice.module.js';
import { createUploadsService, type UploadsService } from '../domains/uploads/uploads.service.js';
import { orderCountsSource } from '../domains/users/users.order-counts.js';
import type { MyPageSources } from '../domains/users/users.service.js';
import { notifyProductQuestion } from '../realtime/handlers/console-feed.js';
import type { SanctionEffects } from '../shared/sanctions.js';
import type { AppContext } from './app.context.js';

/** Catalog, content and translation (issue 3). */
export function wireCatalog({ config, db, now, fastify, redis, router, metrics }: AppContext) {
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
  catalogRoutes(router, catalog, () => now().getTime()).attachFastPath(fastify.server, metrics.cacheAnswered);
  const privacy = (lang: Lang) => privacyArticles(config, lang);
  contentRoutes(router, createContentService({ db, now, translation, privacyArticles: privacy }), catalog);
  translationRoutes(router, translation);
  return { translation, catalog };
}

/**
 * Cart, checkout, payments (sandbox PG), orders, points (issue 6), the trade record, the shopper's
 * voice (issue 12) and the back-office (issue 15).
 */
export function wireCommerce(
  ctx: AppContext,
  deps: {
    catalog: CatalogService;
    coupons: CouponsService;
    secret: Uint8Array;
    myPageSources: MyPageSources;
    sanctionEffects: SanctionEffects;
  },
) {
  const { config, db, now, fastify, router, late, rate, storage, links } = ctx;
  const { catalog, myPageSources } = deps;
  const uploadsSvc = createUploadsService({
    storage,
    maxBytes: Math.floor(config.UPLOAD_MAX_MB * 1_048_576),
    now,
  });
  const commerce = registerCommerce(router, {
    fastify,
    db,
    rate,
    orderLimits: { guestPerAddress: config.GUEST_ORDERS_PER_IP, quotesPerAddress: config.QUOTES_PER_IP },
    now,
    catalog,
    coupons: deps.coupons,
    secret: deps.secret,
    uploads: uploadsSvc,
    cookieSecure: config.COOKIE_SECURE,
    fileView: links.view,
    cipher: ctx.cipher,
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
    storage,
    links,
    ffmpegPath: config.FFMPEG_PATH,
    hub: () => late.realtime?.hub,
    onProductQuestion: (e) => {
      if (late.realtime) notifyProductQuestion(late.realtime.io, e);
    },
    invalidateCatalog: () => catalog.invalidate(),
  });
  wireBackOffice(ctx, {
    commerce,
    uploads: uploadsSvc,
    sanctionEffects: deps.sanctionEffects,
    invalidateCatalog: () => catalog.invalidate(),
  });
  myPageSources.orderCounts = orderCountsSource(db);
  return commerce;
}

// the operator back-office and its OpenAPI document (issue 15)
function wireBackOffice(
  { db, now, router, late }: AppContext,
  deps: {
    commerce: Commerce;
    uploads: UploadsService;
    sanctionEffects: SanctionEffects;
    invalidateCatalog: () => void;
  },
) {
  adminRoutes(router, {
    db,
    now,
    claims: deps.commerce.claims,
    points: deps.commerce.points,
    uploads: deps.uploads,
    // a blocked show on air ends at once (its viewers are told through the live-change listener)
    endLive: (scheduleId) => late.broadcasts!.endLive(scheduleId),
    sanctionEffects: deps.sanctionEffects,
    invalidateCatalog: deps.invalidateCatalog,
    // the vendor side of the sellers' contract table (the sellers are wired later; called per request)
    moveContract: (id, to, by) => late.sellers!.moveContract(id, to, { userSysId: by, staff: true }),
    // the back-office issues keys as staff (the route checked the brand scope); media is wired later
    issueStreamKey: (body, by, host) => {
      const media = late.media;
      if (!media) throw new AppError(RC.MEDIA_INGEST_DOWN);
      return media.service.issueKey(
        { authSysId: by, role: 'admin', sessionId: undefined },
        { ...body, isAgree: 1 },
        host,
      );
    },
  });
}
