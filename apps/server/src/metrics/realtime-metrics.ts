import { LIVE_FLAGS } from '@lc/contracts';
import type { Realtime } from '../realtime/realtime.js';
import type { RealtimeGauges } from './metrics.js';

const SHOW_ROOM = /^schedule:(\d+)$/;

/** What the counting touches of the Socket.IO adapter (socket.io-adapter's in-memory base of every adapter). */
interface CountedAdapter {
  _encode(packet: { data?: unknown[] }, opts: unknown): unknown;
  apply(opts: unknown, cb: (socket: unknown) => void): void;
}

/**
 * Counts chat deliveries on this node: every broadcast, from this node or another one through the
 * Redis adapter, is encoded once (`_encode`) and then handed to this node's sockets (`apply`); a
 * `chatMessage` batch of n messages reaching k sockets is n × k deliveries.
 */
export function countChatDeliveries(adapter: unknown, delivered: (n: number) => void): void {
  const a = adapter as CountedAdapter;
  const encode = a._encode.bind(a);
  const apply = a.apply.bind(a);
  let messages = 0;
  a._encode = (packet, opts) => {
    const d = packet.data;
    messages = d?.[0] === 'chatMessage' ? ((d[1] as { messages?: unknown[] } | undefined)?.messages?.length ?? 0) : 0;
    return encode(packet, opts);
  };
  a.apply = (opts, cb) => {
    const n = messages;
    messages = 0;
    if (n === 0) return apply(opts, cb);
    let sockets = 0;
    apply(opts, (s) => {
      sockets += 1;
      cb(s);
    });
    delivered(n * sockets);
  };
}

/** The realtime role's gauges: its sockets, its show rooms and the viewers of the shows on air. */
export function realtimeGauges(rt: Realtime): RealtimeGauges {
  const nsp = rt.io.of('/');
  const showRooms = function* () {
    for (const [name, ids] of nsp.adapter.rooms) {
      const m = SHOW_ROOM.exec(name);
      if (m && ids.size > 0) yield [Number(m[1]), ids.size] as const;
    }
  };
  return {
    sockets: () => nsp.sockets.size,
    rooms: () => [...showRooms()].length,
    liveViewers() {
      const out = new Map<number, number>();
      // the room rows this node cached (every room with viewers is read at each counter tick)
      for (const [show, n] of showRooms()) if (rt.hub.cachedRoom(show)?.liveFlag === LIVE_FLAGS.onAir) out.set(show, n);
      return out;
    },
  };
}
