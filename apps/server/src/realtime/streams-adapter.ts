import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';

/**
 * The Redis Streams adapter every Socket.IO server of the cluster shares (the realtime role's, and a
 * media-only node's room emitter): one stream and one set of prefixes.
 *
 * The adapter (0.3.1) subscribes its duplicate client without handling the answer and disconnects that
 * client when it closes: a node closed while the subscription is still on its way (a test app started
 * and stopped at once, a node stopped during start-up) left an unhandled "Connection is closed". The
 * adapter's duplicates come from this client, with their subscribe answer handled.
 */
export function streamsAdapter(redis: Redis, prefix: string) {
  const create = createAdapter(quietSubscribes(redis), {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    onlyPlaintext: true,
  });
  // Socket.IO calls the adapter with `new`: a plain function that returns the adapter object
  return function (nsp: Parameters<typeof create>[0]) {
    const adapter = create(nsp);
    localWhileAway(adapter as unknown as AwayAdapter, () => redis.status === 'ready');
    return adapter;
  } as typeof create;
}

interface Opts {
  flags?: { local?: boolean } & Record<string, unknown>;
}
type AwayAdapter = {
  broadcast(packet: unknown, opts: Opts): unknown;
  broadcastWithAck(packet: unknown, opts: Opts, ...rest: unknown[]): unknown;
  addSockets(opts: Opts, rooms: unknown): unknown;
  delSockets(opts: Opts, rooms: unknown): unknown;
  disconnectSockets(opts: Opts, close: unknown): unknown;
  fetchSockets(opts: Opts): Promise<unknown[]>;
  apply(opts: Opts, cb: (socket: unknown) => void): void;
  serverSideEmit(packet: unknown[]): unknown;
  persistSession(session: unknown): unknown;
  restoreSession(pid: string, offset: string): Promise<unknown>;
};

/**
 * Issue 26 item 4: while Redis is away the adapter works on this node only, at once. Without this a
 * broadcast, a room change or a disconnect first waits for its publish to fail (ioredis queues it
 * through its reconnect attempts) and only then reaches this node's own sockets; a recovering socket
 * waits for a session Redis cannot give. Back on Redis as soon as the client is ready again.
 */
function localWhileAway(adapter: AwayAdapter, up: () => boolean): void {
  const local = (opts: Opts): Opts => (up() ? opts : { ...opts, flags: { ...opts.flags, local: true } });
  const a = adapter;
  const broadcast = a.broadcast.bind(a);
  const broadcastWithAck = a.broadcastWithAck.bind(a);
  const addSockets = a.addSockets.bind(a);
  const delSockets = a.delSockets.bind(a);
  const disconnectSockets = a.disconnectSockets.bind(a);
  const fetchSockets = a.fetchSockets.bind(a);
  const serverSideEmit = a.serverSideEmit.bind(a);
  const persistSession = a.persistSession.bind(a);
  const restoreSession = a.restoreSession.bind(a);
  a.broadcast = (packet, opts) => broadcast(packet, local(opts));
  a.broadcastWithAck = (packet, opts, ...rest) => broadcastWithAck(packet, local(opts), ...rest);
  a.addSockets = (opts, rooms) => addSockets(local(opts), rooms);
  a.delSockets = (opts, rooms) => delSockets(local(opts), rooms);
  a.disconnectSockets = (opts, close) => disconnectSockets(local(opts), close);
  // the cluster's fetch asks Redis how many nodes there are even for a local fetch: this node's sockets
  a.fetchSockets = (opts) => {
    if (up()) return fetchSockets(opts);
    const sockets: unknown[] = [];
    a.apply(opts, (socket) => sockets.push(socket));
    return Promise.resolve(sockets);
  };
  // other nodes' copies (mutes) are told again by the database when they next read it
  a.serverSideEmit = (packet) => (up() ? serverSideEmit(packet) : undefined);
  a.persistSession = (session) => (up() ? persistSession(session) : undefined);
  // no saved session to give: the socket connects as a new one, rejoins and catches up from the database
  a.restoreSession = (pid, offset) => (up() ? restoreSession(pid, offset) : Promise.reject(new Error('redis away')));
}

function quietSubscribes(redis: Redis): Redis {
  return new Proxy(redis, {
    get(target, prop) {
      if (prop === 'duplicate') {
        return (...args: Parameters<Redis['duplicate']>) => {
          const dup = target.duplicate(...args);
          const subscribe = dup.subscribe.bind(dup) as (...a: unknown[]) => Promise<unknown>;
          (dup as unknown as { subscribe: (...a: unknown[]) => Promise<unknown> }).subscribe = (...a) => {
            const answer = subscribe(...a);
            answer.catch(() => undefined);
            return answer;
          };
          return dup;
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
