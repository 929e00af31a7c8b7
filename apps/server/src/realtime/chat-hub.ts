import type { Redis } from 'ioredis';
import {
  LIVE_FLAGS,
  STAFF_ROLES,
  type BroadcastControlType,
  type ChatMessage,
  type RoomInfo,
  type ServerToClientEvents,
} from '@lc/contracts';
import type { ChatService, NewChatMessage, RoomRow } from '../domains/chat/chat.service.js';
import { roomEventsFor, roomStateAfter } from '../domains/chat/chat.policy.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { HUB_POLICY } from './hub-policy.js';
import { chatMessageModule } from './handlers/chat-message.js';
import { roomModule } from './handlers/room.js';
import { staffModule } from './handlers/staff.js';
import { vodModule } from './handlers/vod.js';
import { createRoomCache } from './room-cache.js';
import { createRoomCounters } from './room-counters.js';
import { createCatchUps } from './catch-up.js';
import { createSanctions } from './sanctions.js';
import {
  failed,
  roomKey,
  userRoomKey,
  type AckFn,
  type HubContext,
  type HubServer,
  type HubSocket,
  type SocketModule,
} from './socket-module.js';

export { roomKey, userRoomKey } from './socket-module.js';
export { HUB_POLICY } from './hub-policy.js';

/**
 * The chat hub (live §7 "Chat socket"): the rooms' state shared by every socket event of a node (room
 * cache, chat batching, like/view counters, mutes) and a small dispatcher that hands every new
 * connection to the registered socket modules. The events themselves live in modules:
 *
 *   handlers/room.ts          joinRoom, leaveRoom, heartbeat, chklive, disconnect
 *   handlers/chat-message.ts  chatMessage (rules in domains/chat/chat.policy.ts), like
 *   handlers/vod.ts           vodChatHist, fixInfo (replay chat)
 *   handlers/staff.ts         regBlackUser, broadcastControl (socket path of the host's actions)
 *
 * Other features plug in their own events with a `SocketModule` (see `socket-module.ts`): pass
 * them as `modules` (or call `hub.register(module)` before clients connect); the hub is not edited.
 *
 * Public API (used over HTTP by the host's console, the media pipeline, orders' "buying now"):
 * `post`, `deliver`, `blacklist`, `control`, `announceControl`, `questionAnswered`, `flush`, `close`.
 */

interface Pending {
  msgs: NewChatMessage[];
  waiters: ((m: ChatMessage | undefined) => void)[];
}

export interface HubDeps {
  io: HubServer;
  chat: ChatService;
  rate: RateLimiter;
  now: () => Date;
  redis: Redis | undefined;
  redisPrefix: string;
  nodeId: string;
  log?: (err: unknown) => void;
  /**
   * chat delivery tick (default HUB_POLICY.chatTickMs); 0 delivers every message on its own as it
   * arrives (the naive emit-per-message baseline bench/chat measures batching against)
   */
  chatTickMs?: number;
  /** socket modules of other features, after the built-in ones */
  modules?: SocketModule[];
  /** the node's metrics: slow sockets dropped at the counter tick */
  probe?: { slowDropped(): void } | undefined;
}

/** Runs `task` every `ms`, skipping a tick while the previous run is still going. */
function tick(ms: number, task: () => Promise<void>, closed: () => boolean): NodeJS.Timeout {
  let running = false;
  return setInterval(() => {
    if (running || closed()) return;
    running = true;
    void task().finally(() => (running = false));
  }, ms);
}

/** The built-in socket events, in registration order. */
export const CHAT_MODULES: readonly SocketModule[] = [roomModule, chatMessageModule, vodModule, staffModule];

/** the socket's member (a guest is none) */
const member = (s: HubSocket) => {
  const u = s.data.user;
  return u && u.role !== 'guest' ? u : undefined;
};
/** the show's host, a manager or an admin (live §6), by member id (the HTTP console's check too) */
const managesRoom = (u: { authSysId: number; role: string } | undefined, r: RoomRow) =>
  !!u && u.role !== 'guest' && ((STAFF_ROLES as readonly string[]).includes(u.role) || r.hostUserSysId === u.authSysId);

export function createChatHub(deps: HubDeps) {
  const { io, chat, rate, now } = deps;
  const chatTickMs = deps.chatTickMs ?? HUB_POLICY.chatTickMs;
  const rooms = createRoomCache(chat, now);
  const room = rooms.room;
  const counters = createRoomCounters({ ...deps, rooms });
  const { joinCnt, roomInfo } = counters;
  const sanctions = createSanctions(deps);
  const { blacklist } = sanctions;
  const catchUps = createCatchUps({ io, chat, rooms, redis: deps.redis, log: deps.log });
  const pending = new Map<number, Pending>();
  const modules: SocketModule[] = [...CHAT_MODULES, ...(deps.modules ?? [])];
  let closed = false;

  const tokenExpired = (s: HubSocket) => {
    const exp = s.data.exp;
    return exp !== undefined && exp * 1000 <= now().getTime();
  };
  const isManager = (s: HubSocket, r: RoomRow) => managesRoom(member(s), r);
  const isAdmin = (s: HubSocket) => member(s)?.role === 'admin';

  function enqueue(id: number, m: NewChatMessage): Promise<ChatMessage | undefined> {
    let p = pending.get(id);
    if (!p) {
      p = { msgs: [], waiters: [] };
      pending.set(id, p);
    }
    const q = p;
    return new Promise((resolve) => {
      q.msgs.push(m);
      q.waiters.push(resolve);
      if (chatTickMs === 0) void flushChat();
    });
  }

  /** Hands stored messages to the room's viewers, with the events their types raise (live §7). */
  function deliver(id: number, stored: ChatMessage[]) {
    if (stored.length === 0) return;
    const c = rooms.cached(id);
    if (c) Object.assign(c, roomStateAfter(stored));
    const to = io.to(roomKey(id));
    to.emit('chatMessage', { room: id, messages: stored });
    for (const m of stored) {
      for (const e of roomEventsFor(id, m)) {
        // each event's payload matches its name (RoomEvent is a discriminated union)
        (to.emit as (ev: string, p: unknown) => boolean)(e.name, e.payload);
      }
    }
  }

  async function flushChat() {
    if (pending.size === 0) return;
    const batches = [...pending.entries()];
    pending.clear();
    await Promise.all(
      batches.map(async ([id, p]) => {
        try {
          const r = await room(id);
          const stored = await chat.append(id, !!r && r.isRecChat !== 1, p.msgs);
          if (r) Object.assign(r, roomStateAfter(stored));
          deliver(id, stored);
          stored.forEach((m, i) => p.waiters[i]!(m));
        } catch (err) {
          deps.log?.(err);
          p.waiters.forEach((w) => w(undefined));
        }
      }),
    );
  }

  const chatTimer = chatTickMs > 0 ? tick(chatTickMs, flushChat, () => closed) : undefined;
  const counterTimer = tick(
    HUB_POLICY.counterTickMs,
    () => counters.flush(),
    () => closed,
  );

  /** Tells a room its broadcast started, ended, exited or was blocked (after delivering queued chat). */
  async function announceControl(id: number, type: BroadcastControlType, liveFlag: number) {
    await flushChat();
    rooms.forget(id);
    io.to(roomKey(id)).emit('broadcastControl', { room: id, type, liveFlag });
    if (type === 'block') io.in(roomKey(id)).socketsLeave(roomKey(id));
  }

  /** Starts, ends, exits or blocks a broadcast and tells its room (rights are the caller's). */
  async function control(id: number, type: BroadcastControlType): Promise<number> {
    // deliver what is queued before the room changes state
    await flushChat();
    const liveFlag = await chat.control(id, type);
    await announceControl(id, type, liveFlag);
    return liveFlag;
  }

  /**
   * A staff answer to a question that member asked from the player (the product questions work):
   * `questionAnswer` reaches that member's sockets in that room only, on every node.
   */
  function questionAnswered(a: { room: number; userSysId: number; nickName: string; content: string; answer: string }) {
    io.to(userRoomKey(a.userSysId, a.room)).emit('questionAnswer', {
      room: a.room,
      nickName: a.nickName,
      content: a.content,
      answer: a.answer,
    });
  }

  const ctx: HubContext = {
    io,
    chat,
    rate,
    now,
    room,
    member,
    tokenExpired,
    isManager,
    isAdmin,
    joinCnt,
    shared: () => !deps.redis || deps.redis.status === 'ready',
    roomInfo,
    enter: catchUps.enter,
    enqueue,
    flushChat,
    addLikes: counters.addLikes,
    addView: counters.addView,
    touch: counters.touch,
    isMuted: sanctions.isMuted,
    mute: sanctions.mute,
    announceControl,
    control,
    blacklist,
    on(socket, event, handler) {
      const safe = (payload: unknown, ack: AckFn) => {
        try {
          const r = handler(payload, ack);
          if (r instanceof Promise) {
            r.catch((err: unknown) => {
              deps.log?.(err);
              failed(ack);
            });
          }
        } catch (err) {
          deps.log?.(err);
          failed(ack);
        }
      };
      (socket.on as (ev: string, fn: (payload: unknown, ack: AckFn) => void) => void)(event, safe);
    },
  };

  function onConnection(socket: HubSocket) {
    socket.data.joined ??= {};
    for (const m of modules) m.connect(socket, ctx);
  }

  return {
    onConnection,
    /** adds a feature's socket events (for connections made from now on) */
    register(module: SocketModule) {
      modules.push(module);
    },
    announceControl,
    control,
    blacklist,
    sanctionUser: sanctions.sanctionUser,
    unmuteUser: sanctions.unmuteUser,
    questionAnswered,
    /** the host, a manager or an admin of this room (live §6) */
    managesRoom,
    room,
    /** the room's row if this node has it cached (no query: the metrics read it when scraped) */
    cachedRoom: rooms.cached,
    /** the room's counters, notice and pin as a joiner gets them */
    roomInfo: async (id: number): Promise<RoomInfo | undefined> => {
      const r = await room(id, true);
      return r ? roomInfo(r, await joinCnt(id)) : undefined;
    },
    /** stores a message (already checked by chat.policy) and delivers it with the room's next tick */
    post: enqueue,
    /** one event to every viewer of a room, on every node */
    toRoom<E extends keyof ServerToClientEvents>(id: number, event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      (io.to(roomKey(id)).emit as (ev: E, ...a: Parameters<ServerToClientEvents[E]>) => boolean)(event, ...args);
    },
    /** one event to one member's sockets in a room, on every node */
    toUser<E extends keyof ServerToClientEvents>(
      id: number,
      userSysId: number,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      (io.to(userRoomKey(userSysId, id)).emit as (ev: E, ...a: Parameters<ServerToClientEvents[E]>) => boolean)(
        event,
        ...args,
      );
    },
    /** one event to the sockets in any of `to` and none of `except` (socket room names), on every node */
    toRooms<E extends keyof ServerToClientEvents>(
      to: string[],
      except: string[],
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      (io.to(to).except(except).emit as (ev: E, ...a: Parameters<ServerToClientEvents[E]>) => boolean)(event, ...args);
    },
    /** the sockets in any of `from` and none of `except` leave `rooms`, on every node */
    leaveRooms(from: string[], except: string[], rooms: string[]) {
      io.in(from).except(except).socketsLeave(rooms);
    },
    /** hands messages stored elsewhere (the demo host) to the room's viewers */
    deliver,
    /** how joiners caught up on this node (from memory or the database), for metrics */
    historyStats: catchUps.stats,
    /** delivers what is queued now (tests and shutdown) */
    flush: async () => {
      await flushChat();
      await counters.flush();
    },
    close() {
      closed = true;
      clearInterval(chatTimer);
      clearInterval(counterTimer);
      for (const m of modules) m.close?.();
    },
    LIVE_FLAGS,
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
