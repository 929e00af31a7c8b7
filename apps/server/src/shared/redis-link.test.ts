import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRateLimiter } from '../http/rate-limit.js';
import { ownRedis, redisServerInstalled } from '../../test/redis-server.js';
import { waitFor } from '../../test/wait-for.js';
import { redisLink, redisRetryDelay, type RedisLink } from './redis-link.js';

/**
 * Issue 26 item 4: a Redis-backed rate limit goes on per node while Redis is away (answering at once,
 * never waiting on the reconnects), says so once per outage, and is back on Redis when it returns.
 * The Redis is the test's own (killed and started again); needs redis-server.
 */
describe.skipIf(!redisServerInstalled())('the Redis link through an outage', () => {
  let server: Awaited<ReturnType<typeof ownRedis>>;
  let client: Redis;
  let link: RedisLink;
  const lines: string[] = [];
  const log = {
    warn: (_o: object, msg: string) => void lines.push(msg),
    info: (_o: object, msg: string) => void lines.push(msg),
    debug: () => undefined,
  };
  const errors: unknown[] = [];

  beforeAll(async () => {
    server = await ownRedis();
    client = new Redis(server.url, { maxRetriesPerRequest: 2, retryStrategy: redisRetryDelay });
    link = redisLink(client, log);
    link.onError((err) => errors.push(err));
    await waitFor(() => link.up(), { what: 'the client to connect' });
  });
  afterAll(async () => {
    client?.disconnect();
    await server?.stop();
  });

  it('limits in Redis, then per node at once while it is away (said once), then in Redis again', async () => {
    const t = 1_800_000_000_000;
    const rate = sharedRateLimiter(link, 'lc-link-test:', () => t);
    const key = 'login:ip:1';
    expect((await rate.hit(key, 10, 60)).count).toBe(1);
    expect((await rate.hit(key, 10, 60)).count).toBe(2);
    // in Redis: a second node (limiter) on the same Redis sees the same window
    const other = sharedRateLimiter(link, 'lc-link-test:', () => t);
    expect((await other.peek(key, 10)).count).toBe(2);
    expect(lines).toEqual([]);

    await server.stop();
    await waitFor(() => !link.up(), { what: 'the client to see Redis gone' });
    const started = Date.now();
    const hits = [];
    for (let i = 0; i < 20; i++) hits.push(await rate.hit(key, 10, 60));
    // answered from memory (a fresh window), without waiting for the reconnect attempts
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hits.map((h) => h.count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits[10]!.allowed).toBe(false);
    expect(lines.filter((l) => l.startsWith('redis unavailable'))).toHaveLength(1);
    // the reconnect attempts' errors reach the listeners (metrics), and are not logged again
    await waitFor(() => errors.length > 1, { what: 'connection errors to be counted' });
    expect(lines).toHaveLength(1);

    await server.start();
    await waitFor(() => link.up(), { what: 'the client to reconnect', timeoutMs: 5_000 });
    // the Redis came back empty: a new shared window, counted in Redis again
    expect((await rate.hit(key, 10, 60)).count).toBe(1);
    expect((await other.peek(key, 10)).count).toBe(1);
    expect(lines.filter((l) => l.startsWith('redis is back'))).toHaveLength(1);
    expect(lines).toHaveLength(2);
  }, 30_000);
});
