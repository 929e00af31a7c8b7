import type { Redis } from 'ioredis';

/**
 * Issue 26 item 4: Redis is not a single point of failure. Every Redis-backed limit, counter and
 * throttle goes through `shared(what, onRedis, onNode)`: on Redis while it is up, on this node's
 * in-memory equivalent while it is down (or when a call fails or takes longer than
 * REDIS_POLICY.fallbackAfterMs), back on Redis as soon as the client is ready again (ioredis
 * reconnects by itself, at most REDIS_POLICY's retry delay apart). Nothing waits on a Redis that is
 * away: a call is only made when the client is ready, so no request queues behind the reconnects.
 *
 * The outage is logged once when it starts and once when it ends, never per request or per reconnect
 * attempt. Listeners (`onChange`, `onError`) let other parts follow it (metrics: a Redis error counter).
 */
export const REDIS_POLICY = {
  /** a shared call slower than this answers from the node's own equivalent (Redis hung, not closed) */
  fallbackAfterMs: 2_000,
  /** the longest wait between reconnect attempts: chat resumes within this of Redis coming back */
  retryDelayMaxMs: 1_000,
  /** the first reconnect attempts are this far apart, times the attempt */
  retryDelayStepMs: 50,
} as const;

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface RedisLink {
  readonly client: Redis;
  /** connected and answering (shared limits, rooms across nodes) */
  up(): boolean;
  /** `onRedis` while Redis is up, else (or when it fails or hangs) `onNode`, the node's own equivalent */
  shared<T>(what: string, onRedis: (r: Redis) => Promise<T>, onNode: () => T | Promise<T>): Promise<T>;
  /** called with `true` when Redis comes back after an outage, `false` when an outage starts */
  onChange(fn: (up: boolean) => void): void;
  /** every Redis error (connection or command), for counters */
  onError(fn: (err: unknown) => void): void;
}

/** The reconnect delay of ioredis' `retryStrategy`: short at first, never above retryDelayMaxMs. */
export function redisRetryDelay(times: number): number {
  return Math.min(times * REDIS_POLICY.retryDelayStepMs, REDIS_POLICY.retryDelayMaxMs);
}

export function redisLink(client: Redis, log: RedisLog): RedisLink {
  let outage = false;
  /** ready once at least: before that (starting up) a call answers per node without a warning */
  let connected = false;
  const changes: ((up: boolean) => void)[] = [];
  const errors: ((err: unknown) => void)[] = [];

  /** the outage starts (said once) */
  const away = (err: unknown, what: string) => {
    if (outage) return log.debug({ err, what }, 'redis still unavailable');
    outage = true;
    log.warn(
      { err, what },
      'redis unavailable: rate limits, counters and throttles run per node, chat sends answer "reconnecting" until it is back',
    );
    for (const fn of changes) fn(false);
  };
  const failed = (err: unknown, what: string) => {
    for (const fn of errors) fn(err);
    away(err, what);
  };
  client.on('error', (err: Error) => failed(err, 'connection'));
  // emitted when a connection that was not closed on purpose is lost: the outage starts now
  client.on('reconnecting', () => away(new Error(`redis ${client.status}`), 'connection'));
  client.on('ready', () => {
    connected = true;
    if (!outage) return;
    outage = false;
    log.warn({}, 'redis is back: shared rate limits, counters and rooms again');
    for (const fn of changes) fn(true);
  });

  const up = () => client.status === 'ready';

  return {
    client,
    up,
    async shared(what, onRedis, onNode) {
      if (!up()) {
        if (connected) away(new Error(`redis ${client.status}`), what);
        return onNode();
      }
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('redis too slow')), REDIS_POLICY.fallbackAfterMs);
      });
      try {
        return await Promise.race([onRedis(client), slow]);
      } catch (err) {
        failed(err, what);
        return onNode();
      } finally {
        clearTimeout(timer);
      }
    },
    onChange: (fn) => void changes.push(fn),
    onError: (fn) => void errors.push(fn),
  };
}
