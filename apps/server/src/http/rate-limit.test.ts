import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.js';

/** Both limiters time their windows on the injected clock: moving it ends a window (no waiting). */
const REDIS = process.env.TEST_REDIS_URL;
const redis = REDIS ? new Redis(REDIS) : null;
afterAll(() => redis?.disconnect());

const kinds: [string, (now: () => number) => RateLimiter][] = [
  ['memory', (now) => memoryRateLimiter(now)],
  ...(redis
    ? [['redis', (now: () => number) => redisRateLimiter(redis, `lc-test:${randomBytes(4).toString('hex')}:rl:`, now)]]
    : []),
] as [string, (now: () => number) => RateLimiter][];

describe.each(kinds)('%s rate limiter', (_kind, make) => {
  it('counts hits in a window opened by the first one; the clock moving past it opens a new one', async () => {
    let now = 1_800_000_000_000;
    const rate = make(() => now);
    expect((await rate.hit('k', 2, 60)).allowed).toBe(true);
    now += 30_000;
    expect(await rate.hit('k', 2, 60)).toEqual({ allowed: true, count: 2, retryAfterSeconds: 30 });
    expect(await rate.hit('k', 2, 60)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 30 });
    expect(await rate.peek('k', 2)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 30 });
    // another key has its own window
    expect((await rate.hit('other', 2, 60)).count).toBe(1);
    now += 30_000;
    expect(await rate.peek('k', 2)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
    expect(await rate.hit('k', 2, 60)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('reset forgets the key', async () => {
    const rate = make(() => 1_800_000_000_000);
    await rate.hit('r', 1, 600);
    expect((await rate.peek('r', 1)).allowed).toBe(false);
    await rate.reset('r');
    expect(await rate.peek('r', 1)).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
  });
});
