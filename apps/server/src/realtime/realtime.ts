import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server as IoServer } from 'socket.io';
import type { Redis } from 'ioredis';
import { CC, CHAT_POLICY } from '@lc/contracts';
import type { AuthService } from '../domains/auth/auth.service.js';
import type { ChatService } from '../domains/chat/chat.service.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { createChatHub, HUB_POLICY } from './chat-hub.js';
import { countChatDeliveries } from '../metrics/realtime-metrics.js';
import { guardRecovery, sessionRoom } from './session-guard.js';
import { streamsAdapter } from './streams-adapter.js';
import type { HubServer, HubSocket, SocketModule } from './socket-module.js';

export type { SocketData } from './socket-module.js';

export interface RealtimeOptions {
  chat: ChatService;
  rate: RateLimiter;
  now: () => Date;
  /** with Redis, nodes share rooms through the Redis Streams adapter (with connection-state recovery) */
  redis?: Redis | undefined;
  redisPrefix?: string;
  log?: (err: unknown) => void;
  /** chat delivery tick; 0 = emit per message (bench/chat's naive baseline) */
  chatTickMs?: number;
  /** other features' socket events (socket-module.ts) */
  modules?: SocketModule[];
  /** the node's metrics (issue 26 #7): chat deliveries and dropped slow sockets */
  probe?: RealtimeProbe;
}

/** What the realtime role counts for the node's metrics. */
export interface RealtimeProbe {
  chatDelivered(n: number): void;
  slowDropped(): void;
}

function tokenExp(token: string): number | undefined {
  try {
    const p = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    return typeof p.exp === 'number' ? p.exp : undefined;
  } catch {
    return undefined;
  }
}

/** What the fast write path touches of engine.io's connection and its `ws` websocket. */
interface EngineConn {
  readyState: string;
  upgrading?: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    perMessageDeflate?: unknown;
    socket?: {
      bufferedAmount: number;
      send(data: string): void;
      _sender?: { sendFrame(frame: Buffer[], cb?: () => void): void };
    };
  };
}
type WriteToEngine = (packets: unknown, opts: { wsPreEncodedFrame?: Buffer[]; volatile?: boolean }) => void;

/**
 * The adapter's prebuilt frame is a header and a payload buffer; joined once per broadcast (the
 * sockets of a room are written one after another), each socket gets one write instead of a
 * corked pair of writes.
 */
let lastFrame: Buffer[] | undefined;
let lastJoined: Buffer[] = [];
function joinedFrame(frame: Buffer[]): Buffer[] {
  if (frame !== lastFrame) {
    lastFrame = frame;
    lastJoined = frame.length === 1 ? frame : [Buffer.concat(frame)];
  }
  return lastJoined;
}

interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed?: boolean;
}
const corked = new Set<Corkable>();
function uncorkAll() {
  for (const s of corked) if (!s.destroyed) s.uncork();
  corked.clear();
}
/**
 * The acknowledgements of one chat tick reach the sender together (every message stored in a tick
 * resolves in the same turn): its TCP socket is corked until the turn ends, so they leave in one
 * write instead of one system call each (bench/chat: as many writes as messages).
 */
function corkUntilTickEnd(ws: { _socket?: Corkable }) {
  const tcp = ws._socket;
  if (!tcp || corked.has(tcp)) return;
  tcp.cork();
  corked.add(tcp);
  if (corked.size === 1) process.nextTick(uncorkAll);
}

/**
 * Room broadcasts (chat batches, counters) reach each socket already encoded, with their websocket
 * frame built once per broadcast by the adapter. On an open websocket with nothing queued, the frame
 * is written straight to the socket instead of going through engine.io's per-packet machinery
 * (packet objects, packetCreate/flush/drain events, a nextTick per write: most of the CPU a 5,000-
 * viewer room cost beyond the socket writes themselves, bench/chat); a packet for one socket (an
 * acknowledgement) is written as its text frame the same way. Anything else (a queue, polling,
 * an upgrade in progress, compression) takes the normal path. A socket with more than
 * HUB_POLICY.slowSocketBytes unsent is too slow: it is dropped, not queued for.
 */
function writeFramesDirectly(socket: HubSocket, probe: RealtimeProbe | undefined) {
  const client = socket.client as unknown as { conn: EngineConn; writeToEngine: WriteToEngine };
  const normal = client.writeToEngine.bind(client);
  let dropping = false;
  client.writeToEngine = (packets, opts) => {
    const conn = client.conn;
    const t = conn.transport;
    const ws = t.socket;
    const sender = ws?._sender;
    if (
      !sender ||
      conn.readyState !== 'open' ||
      conn.upgrading ||
      conn.writeBuffer.length > 0 ||
      t.name !== 'websocket' ||
      !t.writable ||
      t.perMessageDeflate
    ) {
      return normal(packets, opts);
    }
    if (!opts?.wsPreEncodedFrame) {
      // a packet for this socket alone (an acknowledgement, an answer): the same text frame engine.io
      // would send ('4' + the encoded packet), written at once instead of through its packet queue
      // (bench/chat: one acknowledgement per chat message); binary packets take the normal path
      const list = Array.isArray(packets) ? (packets as unknown[]) : [packets];
      if (!list.every((p) => typeof p === 'string')) return normal(packets, opts);
      corkUntilTickEnd(ws as unknown as { _socket?: Corkable });
      for (const p of list as string[]) ws.send(`4${p}`);
      return;
    }
    if (ws.bufferedAmount > HUB_POLICY.slowSocketBytes) {
      if (!dropping) {
        dropping = true;
        probe?.slowDropped();
        setImmediate(() => socket.disconnect(true));
      }
      return;
    }
    sender.sendFrame(joinedFrame(opts.wsPreEncodedFrame));
  };
}

/** What the one-room walk touches of the adapter (socket.io-adapter's in-memory base of every adapter). */
interface LocalAdapter {
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, unknown> };
  apply(opts: { rooms: Set<string>; except?: Set<string> }, cb: (socket: unknown) => void): void;
}

/**
 * The adapter hands a broadcast to this node's sockets through `apply`, which builds a Set of the
 * recipients' ids per broadcast so that a socket in several of the target rooms gets the packet once.
 * A broadcast to one room without exceptions (every chat batch and counter tick) cannot reach a
 * socket twice: its sockets are walked directly (bench/chat: the recipient Set of a 5,000-viewer
 * room per tick). The Redis adapter publishes to the other nodes before it calls `apply` for its own
 * sockets, so its remote path is unchanged; every other case goes to the adapter's own `apply`.
 */
function walkOneRoomDirectly(adapter: LocalAdapter) {
  const apply = adapter.apply.bind(adapter);
  adapter.apply = (opts, cb) => {
    if (opts.rooms.size !== 1 || (opts.except && opts.except.size > 0)) return apply(opts, cb);
    const [room] = opts.rooms;
    const ids = adapter.rooms.get(room!);
    if (!ids) return;
    for (const id of ids) {
      const socket = adapter.nsp.sockets.get(id);
      if (socket) cb(socket);
    }
  };
}

/**
 * Socket.IO on the same HTTP server. The token travels in the handshake `auth` (not the query,
 * docs/deviations.md); a bad or expired token is refused (`data.resultCode` 1403: refresh and
 * reconnect), no token joins as a guest viewer. Each member socket joins `user:<id>` and
 * `session:<sid>` so that ending a session closes its sockets. Chat rooms: `chat-hub.ts`.
 */
export function attachRealtime(server: HttpServer, auth: AuthService, opts: RealtimeOptions) {
  const prefix = opts.redisPrefix ?? 'lc:';
  const io: HubServer = new IoServer(server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    // chat frames are small JSON batches sent to thousands of sockets: compressing each one per
    // socket would cost more CPU than it saves on the wire (and rules out the prebuilt frames)
    perMessageDeflate: false,
    httpCompression: false,
    pingInterval: CHAT_POLICY.heartbeatMs,
    pingTimeout: CHAT_POLICY.timeoutMs,
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
    ...(opts.redis
      ? {
          adapter: streamsAdapter(opts.redis, prefix),
        }
      : {}),
  });
  walkOneRoomDirectly(io.of('/').adapter as unknown as LocalAdapter);
  if (opts.probe) countChatDeliveries(io.of('/').adapter, opts.probe.chatDelivered);
  const hub = createChatHub({
    io,
    chat: opts.chat,
    rate: opts.rate,
    now: opts.now,
    redis: opts.redis,
    redisPrefix: prefix,
    nodeId: randomUUID(),
    log: opts.log,
    chatTickMs: opts.chatTickMs,
    modules: opts.modules,
    probe: opts.probe,
  });
  // issue 18: a recovering socket whose session ended while it was away is not given its rooms back
  guardRecovery(io, (user) => auth.stillLive(user));
  io.use((socket, next) => {
    const data = socket.data;
    const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      data.user = undefined;
      return next();
    }
    auth.authenticate(token).then(
      (user) => {
        data.user = user;
        data.exp = tokenExp(token);
        next();
      },
      () => next(Object.assign(new Error('unauthorized'), { data: { resultCode: CC.TOKEN_EXPIRED } })),
    );
  });
  io.on('connection', (socket) => {
    writeFramesDirectly(socket, opts.probe);
    const user = socket.data.user;
    if (user && user.role !== 'guest' && !socket.recovered) {
      void socket.join(`user:${user.authSysId}`);
      if (user.sessionId) void socket.join(sessionRoom(user.sessionId));
    }
    hub.onConnection(socket);
  });
  return {
    io,
    hub,
    /** closes the open sockets of ended sessions */
    disconnectSessions(sessionIds: string[]) {
      for (const sid of sessionIds) io.in(sessionRoom(sid)).disconnectSockets(true);
    },
    /** stops the ticks, stores and announces what is still queued (chat, likes, views), then closes */
    close: async () => {
      hub.close();
      await hub.flush().catch((err: unknown) => opts.log?.(err));
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}
export type Realtime = ReturnType<typeof attachRealtime>;
