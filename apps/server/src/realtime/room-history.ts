import { CHAT_POLICY, type ChatMessage } from '@lc/contracts';
import type { ChatService } from '../domains/chat/chat.service.js';
import { HUB_POLICY } from './hub-policy.js';

/**
 * The recent chat of each room, kept in memory on every node from the room fan-out (issue 26 §3:
 * a crowd that rejoins after its node was killed catches up from here, not with a database query
 * per socket).
 *
 * Fed by `add` with every `chatMessage` batch this node hands to its sockets (its own and, through
 * the adapter, every other node's), in the same synchronous step as that hand-over: a socket that
 * joins the room and reads the ring in one synchronous step gets every message either from the ring
 * (handed over before it joined) or live (after), never both and never neither.
 *
 * A room's ring starts collecting at its first batch or first joiner, and is loaded once from the
 * database (its last HUB_POLICY.historySize messages; one query per room, shared by every joiner
 * waiting for it). It is used once HUB_POLICY.historySettleMs have passed since that query started:
 * by then a message stored before the query has reached this node if it was still on its way, and is
 * in the ring once, not later delivered again to those who read it from the ring.
 */

interface Ring {
  /** by seq, ascending, unique */
  msgs: ChatMessage[];
  /** complete from this seq on (valid once ready) */
  from: number;
  ready: boolean;
  /** the one load in flight */
  loading: Promise<void> | undefined;
}

export interface HistoryStats {
  /** joiners served from memory */
  fromMemory: number;
  /** joiners further behind than the ring holds: their catch-up read the database */
  fromDatabase: number;
  /** rings loaded from the database (once per room per node, again after `clear`) */
  loads: number;
}

export function createRoomHistory(chat: Pick<ChatService, 'recent' | 'since'>, log?: (err: unknown) => void) {
  const rings = new Map<number, Ring>();
  const stats: HistoryStats = { fromMemory: 0, fromDatabase: 0, loads: 0 };

  function ring(id: number): Ring {
    let r = rings.get(id);
    if (r) {
      // most recently used last: the least used room is forgotten first
      rings.delete(id);
      rings.set(id, r);
      return r;
    }
    r = { msgs: [], from: Number.POSITIVE_INFINITY, ready: false, loading: undefined };
    rings.set(id, r);
    if (rings.size > HUB_POLICY.historyRooms) rings.delete(rings.keys().next().value!);
    return r;
  }

  /** adds messages in seq order (batches of two nodes may cross), each seq once; keeps the last ones */
  function insert(r: Ring, ms: readonly ChatMessage[]) {
    for (const m of ms) {
      const e: ChatMessage = { ...m, histType: 1 };
      let i = r.msgs.length;
      while (i > 0 && r.msgs[i - 1]!.seq > m.seq) i -= 1;
      if (i > 0 && r.msgs[i - 1]!.seq === m.seq) continue;
      r.msgs.splice(i, 0, e);
    }
    const over = r.msgs.length - HUB_POLICY.historySize;
    if (over > 0) {
      r.msgs.splice(0, over);
      if (r.ready) r.from = r.msgs[0]!.seq;
    }
  }

  function load(id: number, r: Ring): Promise<void> {
    const started = Date.now();
    stats.loads += 1;
    const p = chat
      .recent(id, HUB_POLICY.historySize)
      .then(async (rows) => {
        // nothing stored that this node has not handed over yet (an empty room, or a node that saw
        // the room's last message go by): no message of the load can still be on its way
        const unseen = (rows.at(-1)?.seq ?? 0) > (r.msgs.at(-1)?.seq ?? 0);
        const wait = started + HUB_POLICY.historySettleMs - Date.now();
        if (unseen && wait > 0) await new Promise((res) => setTimeout(res, wait));
        if (rings.get(id) !== r) return;
        insert(r, rows);
        // fewer rows than asked for: the room's whole recorded chat; a full ring: from its first
        r.from = rows.length < HUB_POLICY.historySize ? 0 : rows[0]!.seq;
        if (r.msgs.length >= HUB_POLICY.historySize) r.from = Math.max(r.from, r.msgs[0]!.seq);
        r.ready = true;
      })
      .finally(() => {
        if (r.loading === p) r.loading = undefined;
      });
    r.loading = p;
    p.catch((err: unknown) => log?.(err));
    return p;
  }

  return {
    stats,
    /** a batch handed to the room's sockets on this node (call it in the same step as the hand-over) */
    add(id: number, ms: readonly ChatMessage[]) {
      if (ms.length > 0) insert(ring(id), ms);
    },
    /** resolves once the room's ring can be read (one database load per room, shared) */
    async ready(id: number): Promise<void> {
      const r = ring(id);
      if (r.ready) return;
      await (r.loading ?? load(id, r));
    },
    /** a catch-up from `lastSeq` reaches further back than the ring holds (read it from the database) */
    behind(id: number, lastSeq: number | undefined): boolean {
      const r = rings.get(id);
      return lastSeq !== undefined && (!r?.ready || lastSeq + 1 < r.from);
    },
    /**
     * What a joiner gets, read in the same synchronous step as its join: the messages after
     * `lastSeq` (at most CHAT_POLICY.catchUpMax, `older` first: what it read from the database when it
     * was further behind), or the last HUB_POLICY.recentOnJoin without one; `lastSeq` is the highest
     * seq handed to this node's sockets so far.
     */
    catchUp(
      id: number,
      lastSeq: number | undefined,
      older?: readonly ChatMessage[],
    ): { messages: ChatMessage[]; lastSeq: number } {
      const r = ring(id);
      const top = r.msgs.at(-1)?.seq ?? 0;
      if (older) stats.fromDatabase += 1;
      else stats.fromMemory += 1;
      if (lastSeq === undefined) return { messages: r.msgs.slice(-HUB_POLICY.recentOnJoin), lastSeq: top };
      older ??= [];
      const start = Math.max(lastSeq, older.at(-1)?.seq ?? lastSeq);
      const fresh = r.msgs.filter((m) => m.seq > start);
      return { messages: [...older, ...fresh].slice(0, CHAT_POLICY.catchUpMax), lastSeq: top };
    },
    /** the highest seq handed to this node's sockets (0 when it has seen none) */
    top: (id: number): number => rings.get(id)?.msgs.at(-1)?.seq ?? 0,
    /** forgets every ring (this node may have missed batches: Redis was away); they load again */
    clear() {
      rings.clear();
    },
  };
}

export type RoomHistory = ReturnType<typeof createRoomHistory>;

/** What the broadcast observer touches of the adapter (socket.io-adapter's in-memory base). */
interface EncodingAdapter {
  _encode(packet: { data?: unknown }, opts: unknown): unknown;
}

/**
 * Calls `seen` with the event and first argument of every broadcast this node hands to its sockets,
 * its own and those of other nodes read from the adapter's stream alike: the adapter encodes each
 * broadcast once (`_encode`) and hands it to the local sockets in the same synchronous step.
 */
export function observeBroadcasts(adapter: unknown, seen: (event: string, payload: unknown) => void) {
  const a = adapter as EncodingAdapter;
  const encode = a._encode.bind(a);
  a._encode = (packet, opts) => {
    const d = packet.data;
    if (Array.isArray(d) && typeof d[0] === 'string') seen(d[0], d[1]);
    return encode(packet, opts);
  };
}
