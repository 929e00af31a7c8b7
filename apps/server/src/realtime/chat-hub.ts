import type { Redis } from 'ioredis';
import {
  BLACK_TYPES,
  CC,
  LIVE_FLAGS,
  STAFF_ROLES,
  type BlackType,
  type BroadcastControlType,
  type ChatCode,
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
}

/** The built-in socket events, in registration order. */
export const CHAT_MODULES: readonly SocketModule[] = [roomModule, chatMessageModule, vodModule, staffModule];

export function createChatHub(deps: HubDeps) {
  const { io, chat, rate, now } = deps;
  const chatTickMs = deps.chatTickMs ?? HUB_POLICY.chatTickMs;
  const roomCache = new Map<number, { row: RoomRow; at: number }>();
  /** the room query in flight per room (one at a time, shared by every caller) and its generation */
  const roomLoads = new Map<number, { gen: number; p: Promise<RoomRow | undefined> }>();
  const roomGen = new Map<number, number>();
  const pending = new Map<number, Pending>();
  const likes = new Map<number, number>();
  const views = new Map<number, number>();
  /** rooms whose counters changed or that have viewers (announced each counter tick) */
  const activeRooms = new Set<number>();
  const muted = new Set<string>();
  /** operator chat bans (issue 15): member → until (ms; Infinity until lifted), every room */
  const mutedUsers = new Map<number, number>();
  const modules: SocketModule[] = [...CHAT_MODULES, ...(deps.modules ?? [])];
  let closed = false;

  async function room(id: number, fresh = false): Promise<RoomRow | undefined> {
    const c = roomCache.get(id);
    if (!fresh && c && Date.now() - c.at < HUB_POLICY.roomCacheMs) return c.row;
    const gen = roomGen.get(id) ?? 0;
    let load = roomLoads.get(id);
    // one query per room at a time: when the cached row expires under a flood of messages (or a
    // crowd joins at once), every caller used to send its own query and they queued up behind each
    // other (bench/chat: 180 room queries in 4 s, most of the server's CPU)
    if (!load || load.gen !== gen) {
      const p = chat.room(id).then(
        (row) => {
          if (roomLoads.get(id)?.p === p) roomLoads.delete(id);
          // a room invalidated meanwhile (broadcastControl) keeps waiting for a newer read
          if ((roomGen.get(id) ?? 0) === gen) {
            if (row) roomCache.set(id, { row, at: Date.now() });
            else roomCache.delete(id);
          }
          return row;
        },
        (err: unknown) => {
          if (roomLoads.get(id)?.p === p) roomLoads.delete(id);
          throw err;
        },
      );
      // callers that go on with the expired row do not await it: a failed refresh (the database
      // gone for a moment, or closed at shutdown) must not become an unhandled rejection that ends the
      // process; those who await it still get the error
      p.catch(() => undefined);
      load = { gen, p };
      roomLoads.set(id, load);
    }
    // while the row is being refreshed, messages go on with the one just expired
    if (!fresh && c) return c.row;
    return load.p;
  }
  function forgetRoom(id: number) {
    roomGen.set(id, (roomGen.get(id) ?? 0) + 1);
    roomCache.delete(id);
  }

  const member = (s: HubSocket) => {
    const u = s.data.user;
    return u && u.role !== 'guest' ? u : undefined;
  };
  const tokenExpired = (s: HubSocket) => {
    const exp = s.data.exp;
    return exp !== undefined && exp * 1000 <= now().getTime();
  };
  /** the show's host, a manager or an admin (live §6), by member id (the HTTP console's check too) */
  const managesRoom = (u: { authSysId: number; role: string } | undefined, r: RoomRow) =>
    !!u &&
    u.role !== 'guest' &&
    ((STAFF_ROLES as readonly string[]).includes(u.role) || r.hostUserSysId === u.authSysId);
  const isManager = (s: HubSocket, r: RoomRow) => managesRoom(member(s), r);
  const isAdmin = (s: HubSocket) => member(s)?.role === 'admin';

  function localCount(id: number): number {
    return io.of('/').adapter.rooms.get(roomKey(id))?.size ?? 0;
  }

  async function joinCnt(id: number): Promise<number> {
    const local = localCount(id);
    if (!deps.redis) return local;
    const key = `${deps.redisPrefix}joincnt:${id}`;
    try {
      const res = await deps.redis
        .multi()
        .hset(key, deps.nodeId, `${local}:${Date.now()}`)
        .expire(key, HUB_POLICY.joinCntTtlSeconds * 6)
        .hgetall(key)
        .exec();
      const all = (res?.[2]?.[1] ?? {}) as Record<string, string>;
      let sum = 0;
      for (const [node, v] of Object.entries(all)) {
        const [n, at] = v.split(':').map(Number);
        if (node === deps.nodeId) sum += local;
        else if (Date.now() - (at ?? 0) < HUB_POLICY.joinCntTtlSeconds * 1000) sum += n ?? 0;
      }
      return sum;
    } catch {
      return local;
    }
  }

  function roomInfo(r: RoomRow, joined: number): RoomInfo {
    return {
      likeCnt: r.likeCnt + (likes.get(r.room) ?? 0),
      viewCnt: r.viewCnt + (views.get(r.room) ?? 0),
      joinCnt: joined,
      noti: r.noti,
      notiEn: r.notiEn,
      fixPrdtSysId: r.fixPrdtSysId,
      liveFlag: r.liveFlag,
    };
  }

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

  /** Drops the local sockets of a room that cannot keep up. */
  function dropSlow(id: number) {
    const ids = io.of('/').adapter.rooms.get(roomKey(id));
    if (!ids) return;
    for (const sid of ids) {
      const s = io.of('/').sockets.get(sid);
      if (!s) continue;
      const conn = s.conn as unknown as {
        writeBuffer?: unknown[];
        transport?: { socket?: { bufferedAmount?: number } };
      };
      const queued = conn.writeBuffer?.length ?? 0;
      const bytes = conn.transport?.socket?.bufferedAmount ?? 0;
      if (queued > HUB_POLICY.slowSocketPackets || bytes > HUB_POLICY.slowSocketBytes) s.disconnect(true);
    }
  }

  /** Hands stored messages to the room's viewers, with the events their types raise (live §7). */
  function deliver(id: number, stored: ChatMessage[]) {
    if (stored.length === 0) return;
    const c = roomCache.get(id);
    if (c) Object.assign(c.row, roomStateAfter(stored));
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

  async function flushCounters() {
    const rooms = new Set<number>([...likes.keys(), ...views.keys(), ...activeRooms]);
    activeRooms.clear();
    await Promise.all(
      [...rooms].map(async (id) => {
        const l = likes.get(id) ?? 0;
        const v = views.get(id) ?? 0;
        likes.delete(id);
        views.delete(id);
        try {
          let totals: { likeCnt: number; viewCnt: number };
          if (l || v) {
            totals = await chat.addCounts(id, l, v);
            const c = roomCache.get(id);
            if (c) Object.assign(c.row, totals);
          } else {
            const r = await room(id);
            if (!r) return;
            totals = { likeCnt: r.likeCnt, viewCnt: r.viewCnt };
          }
          const joined = await joinCnt(id);
          dropSlow(id);
          if (localCount(id) > 0) activeRooms.add(id);
          io.to(roomKey(id)).emit('like', { room: id, ...totals, joinCnt: joined });
        } catch {
          // the counts of this tick are retried with the next one
          likes.set(id, (likes.get(id) ?? 0) + l);
          views.set(id, (views.get(id) ?? 0) + v);
        }
      }),
    );
  }

  let chatRunning = false;
  const chatTimer =
    chatTickMs > 0
      ? setInterval(() => {
          if (chatRunning || closed) return;
          chatRunning = true;
          void flushChat().finally(() => (chatRunning = false));
        }, chatTickMs)
      : undefined;
  let counterRunning = false;
  const counterTimer = setInterval(() => {
    if (counterRunning || closed) return;
    counterRunning = true;
    void flushCounters().finally(() => (counterRunning = false));
  }, HUB_POLICY.counterTickMs);

  /** Tells a room its broadcast started, ended, exited or was blocked (after delivering queued chat). */
  async function announceControl(id: number, type: BroadcastControlType, liveFlag: number) {
    await flushChat();
    forgetRoom(id);
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

  const muteKey = (roomId: number, userSysId: number) => `${roomId}:${userSysId}`;
  function mute(roomId: number, userSysId: number) {
    muted.add(muteKey(roomId, userSysId));
  }
  io.on('mute', (key: unknown) => {
    if (typeof key === 'string') muted.add(key);
  });
  const userMuted = (userSysId: number) => (mutedUsers.get(userSysId) ?? 0) > now().getTime();
  io.on('muteUser', (userSysId: unknown, untilMs: unknown) => {
    if (typeof userSysId === 'number' && typeof untilMs === 'number') mutedUsers.set(userSysId, untilMs);
  });
  io.on('unmuteUser', (userSysId: unknown) => {
    if (typeof userSysId === 'number') void unmuteLocal(userSysId).catch((err: unknown) => deps.log?.(err));
  });

  /** The rooms a member's open sockets (on every node) have joined. */
  async function joinedRooms(userSysId: number): Promise<number[]> {
    const sockets = await io.in(`user:${userSysId}`).fetchSockets();
    const rooms = new Set<number>();
    for (const s of sockets) for (const id of Object.keys(s.data.joined ?? {})) rooms.add(Number(id));
    return [...rooms];
  }

  /**
   * An operator sanction on sockets already open (issue 15 gap 4): 'mute' bans the member's chat in
   * every room now (on every node) and tells each room they are in (`regBlackUser` 9002); 'lock'
   * tells them they are out (`regBlackUser` 9003) and takes their sockets out of every room at once
   * (the caller then ends their sessions, which closes the sockets). Answers the rooms touched.
   */
  async function sanctionUser(userSysId: number, effect: 'mute' | 'lock', untilMs: number): Promise<number[]> {
    if (effect === 'mute') {
      mutedUsers.set(userSysId, untilMs);
      if (deps.redis) io.serverSideEmit('muteUser', userSysId, untilMs);
    }
    const rooms = await joinedRooms(userSysId);
    const blackType = effect === 'mute' ? BLACK_TYPES.muted : BLACK_TYPES.permanentExit;
    const resultCode: ChatCode = effect === 'mute' ? CC.CHAT_BANNED : CC.FORCED_OUT;
    for (const room of rooms) {
      io.to(userRoomKey(userSysId, room)).emit('regBlackUser', { room, userSysId, blackType, resultCode });
    }
    if (effect === 'lock' && rooms.length) {
      io.in(`user:${userSysId}`).socketsLeave(rooms.flatMap((r) => [roomKey(r), userRoomKey(userSysId, r)]));
    }
    return rooms;
  }

  /** A lifted chat ban: this node's room mutes of the member are re-read (a room's own black list stays). */
  async function unmuteLocal(userSysId: number) {
    mutedUsers.delete(userSysId);
    const suffix = `:${userSysId}`;
    for (const key of [...muted]) {
      if (!key.endsWith(suffix)) continue;
      const room = Number(key.slice(0, -suffix.length));
      if (!(await chat.standing(userSysId, room)).muted) muted.delete(key);
    }
  }
  async function unmuteUser(userSysId: number) {
    if (deps.redis) io.serverSideEmit('unmuteUser', userSysId);
    await unmuteLocal(userSysId);
  }

  /**
   * Black-lists a member in a room (live §3 black-list types; rights are the caller's): 0 mutes them
   * (on every node), 1 forces them out of this broadcast, 2 expels them from every broadcast. The
   * member's sockets get `regBlackUser`. False when there is no such member.
   */
  async function blacklist(roomId: number, userSysId: number, blackType: BlackType, by: number): Promise<boolean> {
    if (!(await chat.blacklist(userSysId, roomId, blackType, by))) return false;
    const code: ChatCode = blackType === BLACK_TYPES.muted ? CC.CHAT_BANNED : CC.FORCED_OUT;
    const event = { room: roomId, userSysId, blackType, resultCode: code };
    if (blackType === BLACK_TYPES.muted) {
      mute(roomId, userSysId);
      // other nodes keep their own muted set (a single node has none to tell)
      if (deps.redis) io.serverSideEmit('mute', muteKey(roomId, userSysId));
      io.to(userRoomKey(userSysId, roomId)).emit('regBlackUser', event);
    } else {
      const target = blackType === BLACK_TYPES.permanentExit ? `user:${userSysId}` : userRoomKey(userSysId, roomId);
      io.to(target).emit('regBlackUser', event);
      io.in(target).socketsLeave([roomKey(roomId), userRoomKey(userSysId, roomId)]);
    }
    return true;
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
    roomInfo,
    enqueue,
    flushChat,
    addLikes: (id, cnt) => void likes.set(id, (likes.get(id) ?? 0) + cnt),
    addView: (id) => {
      views.set(id, (views.get(id) ?? 0) + 1);
      activeRooms.add(id);
    },
    touch: (id) => void activeRooms.add(id),
    isMuted: (roomId, userSysId) => muted.has(muteKey(roomId, userSysId)) || userMuted(userSysId),
    mute,
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
    sanctionUser,
    unmuteUser,
    questionAnswered,
    /** the host, a manager or an admin of this room (live §6) */
    managesRoom,
    room,
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
    /** hands messages stored elsewhere (the demo host) to the room's viewers */
    deliver,
    /** delivers what is queued now (tests and shutdown) */
    flush: async () => {
      await flushChat();
      await flushCounters();
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
