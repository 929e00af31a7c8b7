import { createBroadcastsService } from '../domains/broadcasts/broadcasts.service.js';
import { broadcastsRoutes } from '../domains/broadcasts/broadcasts.routes.js';
import { createConsoleService } from '../domains/broadcasts/broadcasts.console.js';
import { consoleRoutes } from '../domains/broadcasts/broadcasts.console.routes.js';
import { createBroadcastsSellerService } from '../domains/broadcasts/broadcasts.seller.js';
import { broadcastsSellerRoutes } from '../domains/broadcasts/broadcasts.seller.routes.js';
import { createChatService } from '../domains/chat/chat.service.js';
import { createGameService } from '../domains/game/game.service.js';
import { gameRoutes } from '../domains/game/game.routes.js';
import { createLiveCouponsService } from '../domains/live-coupons/live-coupons.service.js';
import { liveCouponsRoutes } from '../domains/live-coupons/live-coupons.routes.js';
import type { Commerce } from '../domains/orders/orders.module.js';
import type { PushService } from '../domains/push/push.service.js';
import { createSellersService } from '../domains/sellers/sellers.service.js';
import { sellersRoutes } from '../domains/sellers/sellers.routes.js';
import { createSalesService } from '../domains/sellers/sellers.sales.js';
import type { TranslationService } from '../domains/translation/translation.service.js';
import type { AppContext } from './app.context.js';

/**
 * Broadcasts and start alerts (issue 5), the host's console, live coupons and the game (issue 13),
 * and the sellovers with their sales per broadcast (issue 14).
 */
export function wireLive(
  ctx: AppContext,
  deps: { translation: TranslationService; push: PushService; commerce: Commerce },
) {
  const { db, now, fastify, router, late } = ctx;
  const { broadcastsSvc, pushStartAlerts } = wireBroadcasts(ctx, deps);
  const liveCouponsSvc = createLiveCouponsService({
    db,
    now,
    chat: createChatService(db, now),
    announce: (room, coupon) => late.realtime?.hub.toRoom(room, 'liveCoupon', coupon),
  });
  liveCouponsRoutes(router, liveCouponsSvc);
  // the game (issue 13): server-authoritative, shared by the nodes through the database
  const game = createGameService({
    db,
    now,
    chat: createChatService(db, now),
    toRoom: (room, event, v) => late.realtime?.hub.toRoom(room, event, v),
    sockets: () => late.realtime?.hub,
    grantPoints: (q, userSysId, points, reason) => deps.commerce.points.save(q, userSysId, points, reason),
    log: (err) => fastify.log.error({ err }, 'game'),
  });
  gameRoutes(router, game);
  // sellovers: sign-up, contracts, bookings, content confirmation, sales per broadcast (issue 14)
  const sellersSvc = createSellersService({ db, now });
  late.sellers = sellersSvc;
  sellersRoutes(router, sellersSvc);
  const salesSvc = createSalesService({ db, now });
  const sellerBroadcasts = createBroadcastsSellerService({
    now,
    sellers: sellersSvc,
    sales: salesSvc,
    broadcasts: broadcastsSvc,
  });
  broadcastsSellerRoutes(router, sellerBroadcasts);
  return {
    broadcasts: broadcastsSvc,
    pushStartAlerts,
    liveCoupons: liveCouponsSvc,
    game,
    sellers: sellersSvc,
    sales: salesSvc,
    sellerBroadcasts,
  };
}

function wireBroadcasts(
  { config, db, now, fastify, router, late }: AppContext,
  deps: { translation: TranslationService; push: PushService },
) {
  const broadcastsSvc = createBroadcastsService(db, now, {
    translation: deps.translation,
    // the room hears it when the media pipeline (or anyone) starts or ends a live
    onLiveChange: (room, type, liveFlag) => {
      void late.realtime?.hub
        .announceControl(room, type, liveFlag)
        .catch((err: unknown) => fastify.log.error({ err }, 'live change'));
      if (liveFlag === 1) pushStartAlerts();
    },
  });
  late.broadcasts = broadcastsSvc;
  // issue 16: a show going live (encoder or API) tells its reservers at once when this node sends pushes
  const pushStartAlerts = () => {
    if (!config.SERVICES.includes('jobs')) return;
    void broadcastsSvc
      .deliverStartAlerts()
      .then(() => deps.push.runOnce())
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
      hub: () => late.realtime?.hub,
      intro: (b, s, v) => broadcastsSvc.intro(b, s, v),
    }),
  );
  return { broadcastsSvc, pushStartAlerts };
}
