import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import type { AuthService } from '../domains/auth/auth.service.js';
import type { BroadcastsSellerService } from '../domains/broadcasts/broadcasts.seller.js';
import { createChatService } from '../domains/chat/chat.service.js';
import type { GameService } from '../domains/game/game.service.js';
import { gameSocketModule } from '../domains/game/game.socket.js';
import type { Commerce } from '../domains/orders/orders.module.js';
import type { SalesService } from '../domains/sellers/sellers.sales.js';
import { consoleFeedModule } from '../realtime/handlers/console-feed.js';
import { realtimeGauges } from '../metrics/realtime-metrics.js';
import { attachRealtime, type Realtime } from '../realtime/realtime.js';
import { createSalesFeed } from '../realtime/sales-feed.js';
import type { AppContext } from './app.context.js';

/**
 * The realtime role, attached last: Socket.IO with the game, the console's staff room and the live
 * sales feed as hub modules. Its sockets are cut before close (preClose), the hub closes on close.
 */
export function wireRealtime(
  { config, db, now, fastify, redis, redisLink, rate, late, metrics }: AppContext,
  deps: {
    auth: AuthService;
    game: GameService;
    sales: SalesService;
    sellerBroadcasts: BroadcastsSellerService;
    commerce: Commerce;
  },
): Realtime | undefined {
  if (!config.SERVICES.includes('realtime')) return undefined;
  const { game } = deps;
  const rt = attachRealtime(fastify.server, deps.auth, {
    chat: createChatService(db, now),
    rate,
    now,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    log: (err) => fastify.log.error({ err }, 'realtime'),
    probe: metrics,
  });
  late.realtime = rt;
  metrics.watchRealtime(realtimeGauges(rt));
  rt.hub.register(gameSocketModule(game));
  // the console's staff room: product questions from the player (issue 13)
  rt.hub.register(consoleFeedModule);
  game.start();
  fastify.addHook('onClose', async () => game.stop());
  // live sales and "buying now" (issue 14): a socket module of the hub, told when attributed orders are paid
  const salesFeed = createSalesFeed({
    sales: deps.sales,
    seller: deps.sellerBroadcasts,
    redis: redisLink,
    redisPrefix: config.REDIS_PREFIX,
    post: (room, m) => rt.hub.post(room, m),
    now,
    nickOf: async (id) => (await db.select({ n: users.nickName }).from(users).where(eq(users.userSysId, id)))[0]?.n,
    log: (err) => fastify.log.error({ err }, 'sales feed'),
  });
  rt.hub.register(salesFeed.module);
  deps.commerce.payments.onOrderPaid(
    (id) => void salesFeed.purchased(id).catch((err: unknown) => fastify.log.error({ err }, 'buying now')),
  );
  fastify.addHook('preClose', async () => {
    rt.io.local.disconnectSockets(true);
  });
  fastify.addHook('onClose', async () => {
    await rt.close().catch(() => undefined);
  });
  return rt;
}
