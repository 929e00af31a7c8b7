import {
  BUYING_NOW_POLICY,
  CC,
  MSG_TYPES,
  SALES_FEED_EVENTS,
  salesJoinRequest,
  type BroadcastSales,
  type ChatMessage,
} from '@lc/contracts';
import type { NewChatMessage } from '../domains/chat/chat.service.js';
import type { BroadcastsSellerService } from '../domains/broadcasts/broadcasts.seller.js';
import { SALES_POLICY, type SalesService } from '../domains/sellers/sellers.sales.js';
import { answer, parse, type AckFn, type HubContext, type SocketModule } from './socket-module.js';
import type { RedisLink } from '../shared/redis-link.js';

declare module '@lc/contracts' {
  interface ClientToServerEvents {
    salesJoin(payload: { room: number }, ack?: (a: { resultCode: string; sales?: BroadcastSales }) => void): void;
    salesLeave(payload: { room: number }, ack?: (a: { resultCode: string }) => void): void;
  }
  interface ServerToClientEvents {
    salesUpdate(e: { room: number; sales: BroadcastSales }): void;
  }
}

export const salesRoomKey = (room: number) => `sales:${room}`;

/** The buyer as the room sees them: the first character of the nick (or orderer name) and two asterisks. */
export function maskBuyer(name: string): string {
  const first = Array.from(name.trim())[0] ?? '*';
  return `${first}**`;
}

export interface SalesFeedDeps {
  sales: SalesService;
  seller: BroadcastsSellerService;
  /** with Redis the buying-now window is shared by every node (per node while it is away) */
  redis?: RedisLink | undefined;
  redisPrefix?: string;
  /** the chat hub's public `post` (stores the message and delivers it with the room's next tick) */
  post: (room: number, m: NewChatMessage) => Promise<ChatMessage | undefined>;
  now: () => Date;
  nickOf: (userSysId: number) => Promise<string | undefined>;
  log?: (err: unknown) => void;
}

/**
 * The live sales of a show (issue 14 item 4) and "buying now" (issue 13 item 4), as a socket module of
 * the chat hub (socket-module.ts):
 * - `salesJoin {room}`: the show's sellover (booked under a complete contract) or staff follow its
 *   sales; the answer carries the figures and every change is pushed as `salesUpdate` (a paid order,
 *   each viewer sample) - the realtime path, not polling;
 * - viewers of live shows are sampled every SALES_POLICY.viewerSampleMs for the chart;
 * - `purchased(orderSysId)`: an attributed order was paid: the room gets the purchase animation
 *   (msgType 6 → `event` type 1) with the buyer's masked nick, at most once per room per
 *   BUYING_NOW_POLICY.throttleMs (shared by the nodes through Redis), and its sellover the new figures.
 */
/**
 * One purchase animation per room per window, on the app's clock (tests move it): the last
 * animation's time per room, in Redis when the nodes share one (compare-and-set in one script), else
 * in this process.
 */
function buyingNowThrottle(deps: SalesFeedDeps) {
  const windowMs = BUYING_NOW_POLICY.throttleMs;
  const last = new Map<number, number>();
  const script = `local last = redis.call('GET', KEYS[1])
if last and tonumber(ARGV[1]) - tonumber(last) < tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]) * 20)
return 1`;
  const here = (room: number, t: number) => {
    const prev = last.get(room);
    if (prev !== undefined && t - prev < windowMs) return false;
    last.set(room, t);
    return true;
  };
  return async (room: number): Promise<boolean> => {
    const t = deps.now().getTime();
    if (!deps.redis) return here(room, t);
    const key = `${deps.redisPrefix ?? ''}buyingnow:${room}`;
    return deps.redis.shared(
      'buying-now throttle',
      async (r) => (await r.eval(script, 1, key, String(t), String(windowMs))) === 1,
      () => here(room, t),
    );
  };
}

export function createSalesFeed(deps: SalesFeedDeps) {
  const mayAnimate = buyingNowThrottle(deps);
  let ctx: HubContext | undefined;
  let sampling = false;

  async function push(room: number) {
    if (!ctx) return;
    const sales = await deps.sales.salesOf(room);
    ctx.io.to(salesRoomKey(room)).emit('salesUpdate', { room, sales });
  }

  async function sampleLiveRooms() {
    if (!ctx || sampling) return;
    sampling = true;
    try {
      for (const room of await deps.sales.liveRooms()) {
        await deps.sales.sample(room, await ctx.joinCnt(room));
        await push(room);
      }
    } catch (err) {
      deps.log?.(err);
    } finally {
      sampling = false;
    }
  }
  const timer = setInterval(() => void sampleLiveRooms(), SALES_POLICY.viewerSampleMs);
  timer.unref?.();

  const module: SocketModule = {
    name: 'sales-feed',
    connect(socket, hub) {
      ctx = hub;
      hub.on(socket, SALES_FEED_EVENTS.join, async (payload: unknown, ack: AckFn) => {
        const req = parse(salesJoinRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        const user = hub.member(socket);
        if (!user) return answer(ack, CC.INVALID_AUTHORITY);
        const caller = { userSysId: user.authSysId, staff: user.role === 'manager' || user.role === 'admin' };
        const allowed = await deps.seller.bookingFor(req.room, caller).then(
          (b) => !!b || caller.staff,
          () => false,
        );
        if (!allowed) return answer(ack, CC.INVALID_AUTHORITY);
        await socket.join(salesRoomKey(req.room));
        answer(ack, CC.OK, { sales: await deps.sales.salesOf(req.room) });
      });
      hub.on(socket, SALES_FEED_EVENTS.leave, async (payload: unknown, ack: AckFn) => {
        const req = parse(salesJoinRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        await socket.leave(salesRoomKey(req.room));
        answer(ack, CC.OK);
      });
    },
    close() {
      clearInterval(timer);
    },
  };

  return {
    module,
    /** an order became paid: buying now in its show's room (throttled) and the new figures to its sellover */
    async purchased(orderSysId: number) {
      const a = await deps.sales.attributionOf(orderSysId);
      if (!a) return;
      if (await mayAnimate(a.room)) {
        const nick = (a.userSysId ? await deps.nickOf(a.userSysId) : undefined) ?? a.ordererName;
        const masked = maskBuyer(nick);
        await deps.post(a.room, {
          msgType: MSG_TYPES.purchase,
          msg: masked,
          nickName: masked,
          userId: '',
          userSysId: null,
          permission: 2,
          content: null,
          answer: null,
          prdtSysId: null,
          createdAt: deps.now(),
        });
      }
      await push(a.room);
    },
    /** figures of a show changed by something else (a refund): its sellover hears it */
    changed: (room: number) => push(room),
    sampleNow: sampleLiveRooms,
  };
}
export type SalesFeed = ReturnType<typeof createSalesFeed>;
