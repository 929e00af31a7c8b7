import type { Redis } from 'ioredis';
import type { RoomInfo } from '@lc/contracts';
import type { ChatService, RoomRow } from '../domains/chat/chat.service.js';
import { HUB_POLICY } from './hub-policy.js';
import type { createRoomCache } from './room-cache.js';
import { roomKey, type HubServer } from './socket-module.js';

/**
 * Likes, views and viewer counts (live §3 room info): added up per node, written once per counter
 * tick and announced (`like` to the room, with the viewers of every node) when they differ from what
 * this node announced last: a quiet room costs its viewers no frame (a joiner gets the counts in its
 * `joinRoom` answer). Slow sockets are dropped at the same tick.
 */
export function createRoomCounters(deps: {
  io: HubServer;
  chat: ChatService;
  rooms: ReturnType<typeof createRoomCache>;
  redis: Redis | undefined;
  redisPrefix: string;
  nodeId: string;
  probe?: { slowDropped(): void } | undefined;
}) {
  const { io, chat, rooms } = deps;
  const likes = new Map<number, number>();
  const views = new Map<number, number>();
  /** rooms whose counters changed or that have viewers (announced each counter tick) */
  const activeRooms = new Set<number>();
  /** what this node last announced per room (`likeCnt:viewCnt:joinCnt`) */
  const announced = new Map<number, string>();

  const localCount = (id: number): number => io.of('/').adapter.rooms.get(roomKey(id))?.size ?? 0;

  /** the other nodes' viewers per room as last read, and the read in flight (one per room at a time) */
  const others = new Map<number, { n: number; at: number }>();
  const reading = new Map<number, Promise<number>>();

  /**
   * Viewers of the room on every node; the other nodes' part is read from Redis at most once per
   * HUB_POLICY.joinStateMs (the counter tick, or a crowd joining at once: one read shared by all).
   */
  async function joinCnt(id: number): Promise<number> {
    const o = others.get(id);
    if (o && Date.now() - o.at < HUB_POLICY.joinStateMs) return o.n + localCount(id);
    let r = reading.get(id);
    if (!r) {
      r = readJoinCnt(id).finally(() => reading.delete(id));
      reading.set(id, r);
    }
    await r;
    return (others.get(id)?.n ?? 0) + localCount(id);
  }

  /**
   * Viewers of the room on every node: each node writes its own count with the time (the machines'
   * real clock, which the nodes share; entries older than joinCntTtlSeconds are left out).
   */
  async function readJoinCnt(id: number): Promise<number> {
    const local = localCount(id);
    // a closing node (or one whose Redis is away) counts its own viewers: a transaction queued on a
    // connection that is not ready rejects each of its commands, unhandled
    if (!deps.redis || deps.redis.status !== 'ready') return local;
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
        if (node !== deps.nodeId && Date.now() - (at ?? 0) < HUB_POLICY.joinCntTtlSeconds * 1000) sum += n ?? 0;
      }
      others.set(id, { n: sum, at: Date.now() });
      return sum + local;
    } catch {
      return local;
    }
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
      if (queued > HUB_POLICY.slowSocketPackets || bytes > HUB_POLICY.slowSocketBytes) {
        deps.probe?.slowDropped();
        s.disconnect(true);
      }
    }
  }

  async function flushRoom(id: number) {
    const l = likes.get(id) ?? 0;
    const v = views.get(id) ?? 0;
    likes.delete(id);
    views.delete(id);
    try {
      let totals: { likeCnt: number; viewCnt: number };
      if (l || v) {
        totals = await chat.addCounts(id, l, v);
        const c = rooms.cached(id);
        if (c) Object.assign(c, totals);
      } else {
        const r = await rooms.room(id);
        if (!r) return;
        totals = { likeCnt: r.likeCnt, viewCnt: r.viewCnt };
      }
      const joined = await joinCnt(id);
      dropSlow(id);
      if (localCount(id) > 0) activeRooms.add(id);
      else announced.delete(id);
      const said = `${totals.likeCnt}:${totals.viewCnt}:${joined}`;
      if (announced.get(id) === said) return;
      announced.set(id, said);
      io.to(roomKey(id)).emit('like', { room: id, ...totals, joinCnt: joined });
    } catch {
      // the counts of this tick are retried with the next one
      likes.set(id, (likes.get(id) ?? 0) + l);
      views.set(id, (views.get(id) ?? 0) + v);
    }
  }

  return {
    joinCnt,
    /** the room's counters, notice and pin as a joiner gets them */
    roomInfo(r: RoomRow, joined: number): RoomInfo {
      return {
        likeCnt: r.likeCnt + (likes.get(r.room) ?? 0),
        viewCnt: r.viewCnt + (views.get(r.room) ?? 0),
        joinCnt: joined,
        noti: r.noti,
        notiEn: r.notiEn,
        fixPrdtSysId: r.fixPrdtSysId,
        liveFlag: r.liveFlag,
      };
    },
    addLikes: (id: number, cnt: number) => void likes.set(id, (likes.get(id) ?? 0) + cnt),
    addView(id: number) {
      views.set(id, (views.get(id) ?? 0) + 1);
      activeRooms.add(id);
    },
    touch: (id: number) => void activeRooms.add(id),
    /** writes and announces the counters of every room that changed or has viewers */
    async flush() {
      const due = new Set<number>([...likes.keys(), ...views.keys(), ...activeRooms]);
      activeRooms.clear();
      await Promise.all([...due].map(flushRoom));
    },
  };
}
