import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';

/**
 * Issue 26 item 4: GET health reports what the node depends on (database, Redis, storage, ffmpeg) and
 * GET health/ready answers a load balancer: only the database (and shutting down) makes a node unready.
 */
let t: TestContext;
const sharedRedis = !!(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL);
beforeAll(async () => {
  // an ffmpeg that is not there: live video cannot run here, the shop can
  t = await startTestApp({ FFMPEG_PATH: '/nonexistent/lc-ffmpeg' });
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

describe('health and readiness', () => {
  it('reports each dependency; storage and ffmpeg away leave the node ready, the database away does not', async () => {
    const h = await t.request({ method: 'GET', url: 'health' });
    expect(h.status).toBe(200);
    expect(h.json).toMatchObject({
      resultCode: '0001',
      status: 'degraded',
      ready: true,
      checks: { database: 'ok', redis: sharedRedis ? 'ok' : 'off', storage: 'ok', ffmpeg: 'missing' },
    });
    const ready = await t.request({ method: 'GET', url: 'health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ resultCode: '0001', ready: true, database: 'ok' });

    // the store is away: reported, still ready (it is away for every node alike)
    t.storage.check = () => Promise.reject(new Error('store away'));
    const storeAway = await t.request({ method: 'GET', url: 'health' });
    expect(storeAway.status).toBe(200);
    expect(storeAway.json).toMatchObject({ status: 'degraded', ready: true, checks: { storage: 'down' } });

    // the database is away: not ready (503, 9503) on both answers
    await t.database.close();
    const down = await t.request({ method: 'GET', url: 'health/ready' });
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ resultCode: '9503', ready: false, checks: { database: 'down' } });
    const report = await t.request({ method: 'GET', url: 'health' });
    expect(report.status).toBe(503);
    expect(report.json).toMatchObject({ resultCode: '9503', ready: false, checks: { database: 'down' } });
  });
});
