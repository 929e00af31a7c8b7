import type { Server, Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import type { ZodType } from 'zod';
import {
  BLACK_TYPES,
  CC,
  CHAT_PERMISSIONS,
  CHAT_POLICY,
  CHAT_STRIP,
  LIVE_FLAGS,
  STAFF_MSG_TYPES,
  ALL_MSG_TYPES,
  STAFF_ROLES,
  broadcastControlRequest,
  broadcastStatus,
  chatDisplayName,
  chatMessageRequest,
  chkLiveRequest,
  fixInfoRequest,
  heartbeatRequest,
  joinRoomRequest,
  leaveRoomRequest,
  likeRequest,
  normaliseChatText,
  regBlackUserRequest,
  vodChatHistRequest,
  type BroadcastControlType,
  type ChatCode,
  type ChatMessage,
  type JoinRoomAnswer,
  type RoomInfo,
} from '@lc/contracts';
import type { ChatService, NewChatMessage, RoomRow } from '../domains/chat/chat.service.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { SocketData } from './realtime.js';

/** Delivery and aggregation timing (issue 5 §6). */
export const HUB_POLICY = {
  /**
   * chat of a room is delivered once per tick, one frame per socket; 100 ms (not 50) halves the
   * frames a 5,000-viewer room costs the node and its viewers, for at most 50 ms more on average
   * (bench/chat)
   */
  chatTickMs: 100,
  /** likes, views and viewer counts are written and announced once per counter tick */
  counterTickMs: 1_000,
  /** a socket with more queued packets than this is too slow: it is dropped, not waited for */
  slowSocketPackets: 256,
  /** ... or with this many bytes queued in its websocket */
  slowSocketBytes: 4 * 1024 * 1024,
  /** room rows are cached this long per node */
  roomCacheMs: 2_000,
  /** messages a live joiner receives from before it joined */
  recentOnJoin: 20,
  /** joinCnt entries of other nodes expire after this many seconds */
  joinCntTtlSeconds: 10,
} as const;

export const roomKey = (room: number) => `schedule:${room}`;
const userRoomKey = (user: number, room: number) => `ur:${user}:${room}`;

type Ack = ((answer: Record<string, unknown>) => void) | undefined;

interface Pending {
  msgs: NewChatMessage[];
  waiters: ((m: ChatMessage | undefined) => void)[];
}

export interface HubDeps {
  io: Server;
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
}

/**
 * Chat rooms (live §7): joinRoom/leaveRoom/heartbeat/chatMessage/like/vodChatHist/fixInfo/chklive from
 * viewers, plus the host's and staff's message types, regBlackUser and broadcastControl. Chat is batched
 * per room per tick; likes and views are aggregated and written once per counter tick.
 */
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

  const member = (s: Socket) => {
    const u = (s.data as SocketData).user;
    return u && u.role !== 'guest' ? u : undefined;
  };
  const tokenExpired = (s: Socket) => {
    const exp = (s.data as SocketData).exp;
    return exp !== undefined && exp * 1000 <= now().getTime();
  };
  const isManager = (s: Socket, r: RoomRow) => {
    const u = member(s);
    return !!u && (STAFF_ROLES.includes(u.role) || r.hostUserSysId === u.authSysId);
  };
  const isAdmin = (s: Socket) => member(s)?.role === 'admin';

  function parse<T>(schema: ZodType<T>, payload: unknown): T | undefined {
    const r = schema.safeParse(payload);
    return r.success ? r.data : undefined;
  }
  const answer = (ack: Ack, code: ChatCode, extra: Record<string, unknown> = {}) => {
    if (typeof ack === 'function') ack({ resultCode: code, ...extra });
  };

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

  function info(r: RoomRow, joined: number): RoomInfo {
    return {
      likeCnt: r.likeCnt + (likes.get(r.room) ?? 0),
      viewCnt: r.viewCnt + (views.get(r.room) ?? 0),
      joinCnt: joined,
      noti: r.noti,
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

  async function flushChat() {
    if (pending.size === 0) return;
    const batches = [...pending.entries()];
    pending.clear();
    await Promise.all(
      batches.map(async ([id, p]) => {
        try {
          const r = await room(id);
          const stored = await chat.append(id, !!r && r.isRecChat !== 1, p.msgs);
          if (r) {
            const lastNotice = [...stored].reverse().find((m) => m.msgType === 3);
            const lastPin = [...stored].reverse().find((m) => m.msgType === 8);
            if (lastNotice) r.noti = lastNotice.msg;
            if (lastPin) r.fixPrdtSysId = lastPin.prdtSysId;
          }
          const to = io.to(roomKey(id));
          to.emit('chatMessage', { room: id, messages: stored });
          for (const m of stored) {
            if (m.msgType === 1) {
              to.emit('questionAnswer', { room: id, nickName: m.nickName, content: m.content, answer: m.answer });
            } else if (m.msgType === 6 || m.msgType === 7) {
              to.emit('event', { room: id, type: m.msgType === 6 ? 1 : 2, msg: m.msg, nickName: m.nickName });
            } else if (m.msgType === 8) {
              to.emit('fixPrdt', { room: id, prdtSysId: m.prdtSysId });
            } else if (m.msgType === 9) {
              to.emit('viewPrdt', { room: id, prdtSysId: m.prdtSysId });
            }
          }
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

  io.on('mute', (...args: unknown[]) => {
    const [key] = args;
    if (typeof key === 'string') muted.add(key);
  });

  function onConnection(socket: Socket) {
    const data = socket.data as SocketData;
    data.joined ??= {};

    socket.on('joinRoom', async (payload: unknown, ack: Ack) => {
      const send = (a: JoinRoomAnswer) => {
        socket.emit('joinRoom', a);
        answer(ack, a.resultCode, a as unknown as Record<string, unknown>);
      };
      const req = parse(joinRoomRequest, payload);
      if (!req) return send({ resultCode: CC.INVALID_SOCKET, room: 0 });
      const id = req.room;
      if (tokenExpired(socket)) return send({ resultCode: CC.TOKEN_EXPIRED, room: id });
      const r = await room(id, true);
      if (!r) return send({ resultCode: CC.INVALID_ROOM, room: id });
      if (r.blockedAt) return send({ resultCode: CC.BLOCKED_BROADCAST, room: id });
      const status = broadcastStatus(r, now());
      if (req.mode === 'live' ? status !== 'live' : !(r.highlightUrl || r.hlsUrl)) {
        return send({ resultCode: CC.NOT_NORMAL_BROADCAST, room: id });
      }
      const u = member(socket);
      let nickName = '';
      let permission: number = CHAT_PERMISSIONS.guest;
      let code: ChatCode = CC.OK;
      if (u) {
        const m = await chat.member(u.authSysId);
        if (!m || m.status !== 'active') return send({ resultCode: CC.MEMBER_NOT_FOUND, room: id });
        const st = await chat.standing(u.authSysId, id);
        if (st.out) return send({ resultCode: CC.FORCED_OUT, room: id });
        if (st.muted) {
          muted.add(`${id}:${u.authSysId}`);
          code = CC.CHAT_BANNED;
        }
        nickName = chatDisplayName(m.nickName, m.userId);
        permission = isManager(socket, r) ? CHAT_PERMISSIONS.manager : CHAT_PERMISSIONS.member;
        data.profile = { nickName, userId: chatDisplayName(null, m.userId) };
        // one device per member in a live room: the others are told 1002 and leave
        if (req.mode === 'live' && u.sessionId) {
          const others = io.in(userRoomKey(u.authSysId, id)).except(`session:${u.sessionId}`);
          others.emit('joinRoom', { resultCode: CC.OTHER_DEVICE, room: id });
          others.socketsLeave([roomKey(id), userRoomKey(u.authSysId, id)]);
        }
        await socket.join(userRoomKey(u.authSysId, id));
      }
      const already = socket.rooms.has(roomKey(id));
      await socket.join(roomKey(id));
      data.joined![id] = req.mode;
      if (req.mode === 'live' && !already) {
        views.set(id, (views.get(id) ?? 0) + 1);
        activeRooms.add(id);
      }
      let messages: ChatMessage[] = [];
      if (r.isRecChat !== 1 && req.mode === 'live') {
        messages =
          req.lastSeq !== undefined
            ? await chat.since(id, req.lastSeq, CHAT_POLICY.catchUpMax)
            : await chat.recent(id, HUB_POLICY.recentOnJoin);
      }
      send({
        resultCode: code,
        room: id,
        mode: req.mode,
        roomInfo: info(r, await joinCnt(id)),
        permission,
        nickName,
        lastSeq: r.chatSeq,
        messages,
      });
    });

    socket.on('leaveRoom', async (payload: unknown, ack: Ack) => {
      const req = parse(leaveRoomRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      await socket.leave(roomKey(req.room));
      const u = member(socket);
      if (u) await socket.leave(userRoomKey(u.authSysId, req.room));
      delete data.joined![req.room];
      activeRooms.add(req.room);
      answer(ack, CC.OK);
    });

    socket.on('heartbeat', (payload: unknown, ack: Ack) => {
      const req = parse(heartbeatRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (tokenExpired(socket)) return answer(ack, CC.TOKEN_EXPIRED);
      if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
      answer(ack, CC.OK);
    });

    socket.on('chatMessage', async (payload: unknown, ack: Ack) => {
      if (typeof payload !== 'object' || payload === null) return answer(ack, CC.INVALID_SOCKET);
      const req = parse(chatMessageRequest, payload);
      if (!req) return answer(ack, CC.INVALID_MESSAGE);
      const id = req.room;
      if (!socket.rooms.has(roomKey(id)) || data.joined?.[id] !== 'live') return answer(ack, CC.INVALID_ROOM);
      const u = member(socket);
      if (!u || !data.profile) return answer(ack, CC.INVALID_AUTHORITY);
      if (tokenExpired(socket)) return answer(ack, CC.TOKEN_EXPIRED);
      const r = await room(id);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (r.blockedAt || broadcastStatus(r, now()) !== 'live') return answer(ack, CC.NOT_NORMAL_BROADCAST);
      const type = req.message.msgType;
      if (!(ALL_MSG_TYPES as readonly number[]).includes(type)) return answer(ack, CC.INVALID_MESSAGE);
      const manager = isManager(socket, r);
      if (STAFF_MSG_TYPES.includes(type) && !manager) return answer(ack, CC.INVALID_AUTHORITY);
      if (muted.has(`${id}:${u.authSysId}`)) return answer(ack, CC.CHAT_BANNED);
      if (!manager) {
        const hit = await rate.hit(
          `chat:${u.authSysId}`,
          CHAT_POLICY.rateLimitCount,
          CHAT_POLICY.rateLimitWindowSeconds,
        );
        if (!hit.allowed) return answer(ack, CC.RATE_LIMITED, { retryAfterSeconds: hit.retryAfterSeconds });
      }
      const msg = normaliseChatText(req.message.msg ?? '').trim();
      const m: NewChatMessage = {
        msgType: type,
        msg,
        nickName: data.profile.nickName,
        userId: data.profile.userId,
        userSysId: u.authSysId,
        permission: manager ? CHAT_PERMISSIONS.manager : CHAT_PERMISSIONS.member,
        content: null,
        answer: null,
        prdtSysId: null,
        createdAt: now(),
      };
      const long = (s: string | undefined) =>
        Array.from((s ?? '').normalize('NFC').replace(CHAT_STRIP, ' '))
          .slice(0, CHAT_POLICY.noticeMaxLength)
          .join('')
          .trim();
      switch (type) {
        case 0:
        case 4:
          if (!msg) return answer(ack, CC.INVALID_MESSAGE);
          break;
        case 3:
          m.msg = long(req.message.msg);
          if (!m.msg) return answer(ack, CC.INVALID_MESSAGE);
          break;
        case 1: {
          const content = long(req.message.content);
          const ans = long(req.message.answer);
          if (!content || !ans) return answer(ack, CC.INVALID_MESSAGE);
          m.content = content;
          m.answer = ans;
          m.nickName = req.message.nickName?.trim() ? normaliseChatText(req.message.nickName).slice(0, 40) : m.nickName;
          break;
        }
        case 6:
          m.nickName = req.message.nickName?.trim() ? normaliseChatText(req.message.nickName).slice(0, 40) : m.nickName;
          break;
        case 7:
          break;
        case 8:
        case 9:
          if (!req.message.prdtSysId || !r.productIds.includes(req.message.prdtSysId)) {
            return answer(ack, CC.INVALID_MESSAGE);
          }
          m.prdtSysId = req.message.prdtSysId;
          break;
      }
      const stored = await enqueue(id, m);
      if (!stored) return answer(ack, CC.INVALID_SOCKET);
      answer(ack, CC.OK, { seq: stored.seq });
    });

    socket.on('like', (payload: unknown, ack: Ack) => {
      const req = parse(likeRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
      if (!member(socket)) return answer(ack, CC.INVALID_AUTHORITY);
      likes.set(req.room, (likes.get(req.room) ?? 0) + req.cnt);
      answer(ack, CC.OK);
    });

    socket.on('vodChatHist', async (payload: unknown, ack: Ack) => {
      const req = parse(vodChatHistRequest, payload);
      const reply = (a: Record<string, unknown>) => {
        socket.emit('vodChatHist', a);
        if (typeof ack === 'function') ack(a);
      };
      if (!req) return reply({ resultCode: CC.INVALID_MESSAGE, room: 0, messages: [], before: [] });
      const id = req.room;
      if (!socket.rooms.has(roomKey(id)))
        return reply({ resultCode: CC.INVALID_ROOM, room: id, messages: [], before: [] });
      const start = new Date(req.vod.startDate);
      const end = new Date(req.vod.endDate);
      const span = end.getTime() - start.getTime();
      if (span <= 0 || span > CHAT_POLICY.vodMaxWindowMs) {
        return reply({ resultCode: CC.INVALID_MESSAGE, room: id, messages: [], before: [] });
      }
      const w = await chat.window(id, start, end, req.vod.beforeCnt ?? 0);
      reply({ resultCode: CC.OK, room: id, startDate: req.vod.startDate, endDate: req.vod.endDate, ...w });
    });

    socket.on('fixInfo', async (payload: unknown, ack: Ack) => {
      const req = parse(fixInfoRequest, payload);
      const reply = (a: Record<string, unknown>) => {
        socket.emit('fixInfo', a);
        if (typeof ack === 'function') ack(a);
      };
      if (!req) return reply({ resultCode: CC.INVALID_MESSAGE, room: 0, noti: null, fixPrdtSysId: null });
      if (!socket.rooms.has(roomKey(req.room))) {
        return reply({ resultCode: CC.INVALID_ROOM, room: req.room, noti: null, fixPrdtSysId: null });
      }
      const f = await chat.fixInfo(req.room, new Date(req.vod.startDate));
      reply({ resultCode: CC.OK, room: req.room, ...f });
    });

    socket.on('chklive', async (payload: unknown, ack: Ack) => {
      const req = parse(chkLiveRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      const r = await room(req.room, true);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      answer(ack, CC.OK, { room: req.room, liveFlag: r.liveFlag, status: broadcastStatus(r, now()) });
    });

    socket.on('regBlackUser', async (payload: unknown, ack: Ack) => {
      const req = parse(regBlackUserRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (!isAdmin(socket)) return answer(ack, CC.INVALID_AUTHORITY);
      const r = await room(req.room);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (!(await chat.blacklist(req.userSysId, req.room, req.blackType, member(socket)!.authSysId))) {
        return answer(ack, CC.MEMBER_NOT_FOUND);
      }
      const code = req.blackType === BLACK_TYPES.muted ? CC.CHAT_BANNED : CC.FORCED_OUT;
      const event = { room: req.room, userSysId: req.userSysId, blackType: req.blackType, resultCode: code };
      if (req.blackType === BLACK_TYPES.muted) {
        const key = `${req.room}:${req.userSysId}`;
        muted.add(key);
        // other nodes keep their own muted set (a single node has none to tell)
        if (deps.redis) io.serverSideEmit('mute', key);
        io.to(userRoomKey(req.userSysId, req.room)).emit('regBlackUser', event);
      } else {
        const target =
          req.blackType === BLACK_TYPES.permanentExit ? `user:${req.userSysId}` : userRoomKey(req.userSysId, req.room);
        io.to(target).emit('regBlackUser', event);
        io.in(target).socketsLeave([roomKey(req.room), userRoomKey(req.userSysId, req.room)]);
      }
      answer(ack, CC.OK);
    });

    socket.on('broadcastControl', async (payload: unknown, ack: Ack) => {
      const req = parse(broadcastControlRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      const r = await room(req.room, true);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (req.type === 'block' ? !isAdmin(socket) : !isManager(socket, r)) return answer(ack, CC.INVALID_AUTHORITY);
      // deliver what is queued before the room changes state
      await flushChat();
      const liveFlag = await chat.control(req.room, req.type);
      await announceControl(req.room, req.type, liveFlag);
      answer(ack, CC.OK, { liveFlag });
    });

    socket.on('disconnect', () => {
      for (const id of Object.keys(data.joined ?? {})) activeRooms.add(Number(id));
    });
  }

  return {
    onConnection,
    announceControl,
    /** delivers what is queued now (tests and shutdown) */
    flush: async () => {
      await flushChat();
      await flushCounters();
    },
    close() {
      closed = true;
      clearInterval(chatTimer);
      clearInterval(counterTimer);
    },
    LIVE_FLAGS,
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
