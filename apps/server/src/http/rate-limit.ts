import type { Redis } from 'ioredis';

export interface RateResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters: in memory on one node, in Redis when REDIS_URL is set. */
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

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(ttl, 0) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      const c = Number(count ?? 0);
      return { allowed: c < limit, count: c, retryAfterSeconds: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
