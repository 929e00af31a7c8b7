import type { Redis } from 'ioredis';
import type { RedisLink } from '../shared/redis-link.js';

export interface RateResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters: in memory on one node, in Redis when REDIS_URL is set; both time their windows
 * on the app's injected clock.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** counts one hit against `key` and tells whether it is within `limit` per `windowSeconds` */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateResult>;
  /** reads without counting */
  peek(key: string, limit: number): Promise<RateResult>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = (t: number) => {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [k, b] of buckets) if (b.resetAt <= t) buckets.delete(k);
  };
  const current = (key: string, t: number) => {
    const b = buckets.get(key);
    return b && b.resetAt > t ? b : undefined;
  };
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const t = now();
      sweep(t);
      let b = current(key, t);
      if (!b) {
        b = { count: 0, resetAt: t + windowSeconds * 1000 };
        buckets.set(key, b);
      }
      b.count += 1;
      return { allowed: b.count <= limit, count: b.count, retryAfterSeconds: Math.ceil((b.resetAt - t) / 1000) };
    },
    async peek(key, limit) {
      const t = now();
      const b = current(key, t);
      const count = b?.count ?? 0;
      return { allowed: count < limit, count, retryAfterSeconds: b ? Math.ceil((b.resetAt - t) / 1000) : 0 };
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

/**
 * One window in a Redis hash ({resetAt, count}), opened by the first hit like the memory limiter's and
 * timed on the same injected clock (ARGV[1] is the app's now): moving the test clock ends a window on
 * both. The key itself expires a minute of real time after its window (nothing lingers).
 */
const HIT_SCRIPT = `
local at = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt == nil or resetAt <= at then
  resetAt = at + windowMs
  redis.call('HSET', KEYS[1], 'resetAt', resetAt, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], windowMs + 60000)
  return {1, resetAt}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), resetAt}
`;

export function redisRateLimiter(redis: Redis, prefix = 'rl:', now: () => number = Date.now): RateLimiter {
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const t = now();
      const [count, resetAt] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, t, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { allowed: count <= limit, count, retryAfterSeconds: seconds(resetAt - t) };
    },
    async peek(key, limit) {
      const t = now();
      const [resetAt, count] = await redis.hmget(prefix + key, 'resetAt', 'count');
      if (resetAt === null || Number(resetAt) <= t) return { allowed: 0 < limit, count: 0, retryAfterSeconds: 0 };
      const c = Number(count ?? 0);
      return { allowed: c < limit, count: c, retryAfterSeconds: seconds(Number(resetAt) - t) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Issue 26: the Redis limiter while Redis is up, this node's memory limiter while it is down (each
 * node then limits on its own: a client spread over n nodes gets up to n times the limit for as long
 * as the outage lasts). Windows are not carried over either way: a window opened in memory during
 * the outage is forgotten when Redis is back.
 */
export function sharedRateLimiter(link: RedisLink, prefix: string, now: () => number = Date.now): RateLimiter {
  const shared = redisRateLimiter(link.client, prefix, now);
  const local = memoryRateLimiter(now);
  return {
    kind: 'redis',
    hit: (key, limit, windowSeconds) =>
      link.shared(
        'rate limit',
        () => shared.hit(key, limit, windowSeconds),
        () => local.hit(key, limit, windowSeconds),
      ),
    peek: (key, limit) =>
      link.shared(
        'rate limit',
        () => shared.peek(key, limit),
        () => local.peek(key, limit),
      ),
    async reset(key) {
      await Promise.all([
        link.shared(
          'rate limit',
          () => shared.reset(key),
          () => undefined,
        ),
        local.reset(key),
      ]);
    },
  };
}
