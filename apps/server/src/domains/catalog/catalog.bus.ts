import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells the other nodes that the catalog changed (docs/decisions.md "Catalog cache"): each node keeps
 * its own list and detail cache; a write publishes on a Redis channel and every other node drops its
 * cache when the message arrives. A node whose subscription was interrupted drops its cache when it
 * is back (it may have missed messages); the cache TTL bounds staleness if Redis is down meanwhile.
 */
export interface InvalidationBus {
  /** announces a local write to the other nodes (failures are logged, never thrown) */
  publish(): void;
  close(): Promise<void>;
}

export function redisInvalidationBus(opts: {
  redis: Redis;
  channel: string;
  /** called for another node's write, and after a reconnect */
  onRemote: () => void;
  log: (msg: string, err?: unknown) => void;
}): InvalidationBus {
  const { redis, channel, onRemote, log } = opts;
  const nodeId = randomBytes(8).toString('hex');
  const sub = redis.duplicate();
  let ready = false;
  /** an outage is logged by the app's Redis link once; the subscriber's reconnect errors once here too */
  let away = false;
  sub.on('message', (ch: string, from: string) => {
    if (ch === channel && from !== nodeId) onRemote();
  });
  sub.on('ready', () => {
    // the first subscription starts with a cold cache; a later one may have missed writes
    if (ready) onRemote();
    ready = true;
    away = false;
  });
  sub.on('error', (err: unknown) => {
    if (!away) log('catalog cache bus', err);
    away = true;
  });
  sub.subscribe(channel).catch((err: unknown) => log('catalog cache bus: subscribe', err));
  return {
    publish() {
      // Redis away: nothing to tell now; every other node drops its cache when its subscription is back
      if (redis.status !== 'ready') return;
      redis.publish(channel, nodeId).catch((err: unknown) => log('catalog cache bus: publish', err));
    },
    async close() {
      await sub.quit().catch(() => undefined);
    },
  };
}
