import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config.js';
import { startTestApp, type TestContext } from '../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(async () => t?.close());

describe('envelope and health', () => {
  it('answers health with the database kind', async () => {
    const res = await t.request({ method: 'GET', url: 'health' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ resultCode: '0001', version: '1.2.13', ready: true });
    expect(['pglite', 'postgres']).toContain(res.json.database);
  });

  it('answers unknown API paths with 9404 in the envelope', async () => {
    const res = await t.request({ method: 'GET', url: 'no/such/thing' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ resultCode: '9404' });
  });

  it('refuses an oversized body with 9413', async () => {
    const res = await t.request({ method: 'POST', url: 'auth/login', body: { userId: 'x'.repeat(10_000) } });
    expect(res.status).toBe(413);
    expect(res.json.resultCode).toBe('9413');
  });

  it('takes an empty JSON body as {} and refuses broken or poisoned JSON with 9400', async () => {
    const post = (payload: string) =>
      t.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const empty = await post('');
    expect(JSON.parse(empty.body).jsonData.resultCode).toBe('9422'); // validated as {}: the fields are missing
    const broken = await post('{"userId":');
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body).jsonData.resultCode).toBe('9400');
    const poisoned = await post('{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(JSON.parse(poisoned.body).jsonData.resultCode).toBe('9400');
  });

  it('lists seeded products on products/mainlist with integer won and bounded paging', async () => {
    const res = await t.request({ method: 'GET', url: 'products/mainlist?startIndex=0&rowCount=5' });
    const list = res.json.products as { price: number; marketPrice: number; discountRate: number }[];
    expect(list).toHaveLength(5);
    expect(res.json.totalCount).toBeGreaterThanOrEqual(120); // the demo catalogue (issue 3)
    for (const p of list) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeLessThanOrEqual(p.marketPrice);
    }
    const huge = await t.request({ method: 'GET', url: 'products/mainlist?rowCount=100000' });
    expect(huge.json.resultCode).toBe('9422');
    const neg = await t.request({ method: 'GET', url: 'products/mainlist?startIndex=-1' });
    expect(neg.json.resultCode).toBe('9422');
  });

  it('serves the generated product images locally', async () => {
    const res = await t.request({ method: 'GET', url: 'products/mainlist?rowCount=1' });
    const img = (res.json.products as { squareImageUrl: string }[])[0]!.squareImageUrl;
    expect(img).toMatch(/^\/uploads\//);
    const file = await t.app.fastify.inject({ method: 'GET', url: img });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');
  });
});

describe('settings', () => {
  it('refuses REDIS_URL without DATABASE_URL (PGlite is single-node)', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(ConfigError);
  });
  it('reports an invalid setting by name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
  it('defaults to port 8080 and every role', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.SERVICES).toEqual(['api', 'realtime', 'media', 'jobs']);
  });
});
