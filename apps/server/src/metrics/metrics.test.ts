import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastCard } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { PRODUCTION_SETTINGS } from '../../test/production-env.js';
import { demoLive, listenForSockets, liveRoom, until, type Sockets } from '../../test/sockets.js';
import { sample } from '../../test/metrics-text.js';

const TOKEN = 'metrics-test-token-0123456789';
const FAMILIES = [
  'lc_http_request_duration_seconds',
  'lc_realtime_sockets',
  'lc_realtime_rooms',
  'lc_chat_deliveries_total',
  'lc_realtime_slow_sockets_dropped_total',
  'lc_show_viewers',
  'lc_encoder_speed_ratio',
  'lc_job_lag_seconds',
  'lc_db_pool_connections',
  'lc_redis_errors_total',
  'nodejs_eventloop_lag_seconds',
];

let t: TestContext;
let sockets: Sockets;
let live: BroadcastCard;

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
  const r = await fetch(`${sockets.url}/metrics`, { headers });
  return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
};
const metricsText = async () => {
  const r = await scrape();
  expect(r.status).toBe(200);
  return r.body;
};

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
  sockets = await listenForSockets(t);
  live = await demoLive(t);
}, 400_000);
afterAll(async () => {
  sockets?.closeAll();
  await t?.close();
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('is refused without the bearer token or with another one (401, 9440)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const r = await scrape(headers);
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body)).toMatchObject({ jsonData: { resultCode: '9440' } });
    }
  });

  it('answers the Prometheus text format with every named family', async () => {
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const f of FAMILIES) expect(r.body, f).toMatch(new RegExp(`^# TYPE ${f} `, 'm'));
    // PGlite: a pool nobody waits for
    expect(sample(r.body, 'lc_db_pool_connections', { state: 'waiting' })).toBe(0);
    // the Grafana dashboard reads only families the node exports
    const dashboard = readFileSync(new URL('../../../../deploy/grafana/live-commerce.json', import.meta.url), 'utf8');
    const used = new Set([...dashboard.matchAll(/\b((?:lc|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThanOrEqual(11);
    for (const name of used) {
      const family = name.replace(/_(bucket|count|sum)$/, '');
      expect(r.body, name).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
    }
  });

  it('counts an HTTP answer under its route pattern and status class, not its raw URL', async () => {
    const labels = { method: 'GET', route: '/api/v1/broadcasts/scheduletype/:id', status_class: '4xx' };
    const before = sample(await metricsText(), 'lc_http_request_duration_seconds_count', labels) ?? 0;
    // a seller's route called without a token: refused (a 4xx)
    const r = await fetch(`${sockets.url}/api/v1/broadcasts/scheduletype/987654321`);
    expect(Math.floor(r.status / 100)).toBe(4);
    const text = await metricsText();
    expect(sample(text, 'lc_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(text).not.toContain('987654321');
  });

  it("counts the catalog's cached answers, served below Fastify, under their route", async () => {
    const labels = { method: 'GET', route: '/api/v1/categories', status_class: '2xx' };
    const before = sample(await metricsText(), 'lc_http_request_duration_seconds_count', labels) ?? 0;
    // the first answer fills the cache (if nothing did before); the next ones come from it
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${sockets.url}/api/v1/categories?categoryLevel=1`)).status).toBe(200);
    expect(sample(await metricsText(), 'lc_http_request_duration_seconds_count', labels)).toBe(before + 3);
  });

  it('counts sockets, show rooms, viewers of a live show and chat deliveries (one per message per viewer)', async () => {
    const room = await liveRoom(t, live);
    const buyer = await sockets.connect((await login(t, 'buyer@demo.kr')).json.accessToken as string);
    const guests = [await sockets.connect(), await sockets.connect()];
    for (const s of [buyer, ...guests]) expect((await sockets.emit(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const before = await metricsText();
    const delivered = sample(before, 'lc_chat_deliveries_total') ?? 0;
    expect(sample(before, 'lc_realtime_sockets')).toBeGreaterThanOrEqual(3);
    expect(sample(before, 'lc_realtime_rooms')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'lc_show_viewers', { show: String(room) })).toBe(3);
    const got = guests.map((g) => sockets.next(g, 'chatMessage'));
    expect(
      (await sockets.emit(buyer, 'chatMessage', { room, message: { msgType: 0, msg: 'metrics' } })).resultCode,
    ).toBe('0001');
    await Promise.all(got);
    await until(
      async () => sample(await metricsText(), 'lc_chat_deliveries_total') === delivered + 3,
      'three deliveries counted',
    );
    // a show that is not on air has no viewer gauge
    await t.app.realtime!.hub.control(room, 'end');
    await until(
      async () => sample(await metricsText(), 'lc_show_viewers', { show: String(room) }) === undefined,
      'the ended show left the viewer gauge',
    );
  });

  it('reports how late each timed job ran after its due time', async () => {
    await t.app.jobs!.runDue();
    t.clock.advance(2 * 3_600_000);
    await t.app.jobs!.runDue();
    const text = await metricsText();
    const lag = sample(text, 'lc_job_last_lag_seconds', { job: 'analytics.purgeLogs' });
    // due an hour after its first run, run two hours after it
    expect(lag).toBeGreaterThanOrEqual(3_600 - 5);
    expect(sample(text, 'lc_job_lag_seconds_count', { job: 'analytics.purgeLogs' })).toBe(2);
  }, 120_000);
});

/** A test app of its own with `env`, closed after `fn`. */
async function withApp(env: Record<string, string>, fn: (a: TestContext) => Promise<void>) {
  const a = await startTestApp(env);
  try {
    await fn(a);
  } finally {
    await a.close();
  }
}
const fromAddress = (a: TestContext, remoteAddress: string) =>
  a.app.fastify.inject({ method: 'GET', url: '/metrics', remoteAddress });

describe('GET /metrics without METRICS_TOKEN', () => {
  it(
    'answers callers on this machine outside production, and no one else (403, 9441)',
    () =>
      withApp({}, async (a) => {
        const local = await fromAddress(a, '127.0.0.1');
        expect(local.statusCode).toBe(200);
        expect(local.body).toContain('# TYPE lc_chat_deliveries_total counter');
        const remote = await fromAddress(a, '203.0.113.9');
        expect(remote.statusCode).toBe(403);
        expect(remote.json()).toMatchObject({ jsonData: { resultCode: '9441' } });
      }),
    400_000,
  );

  it(
    'answers no one on the main port in production',
    () =>
      withApp(PRODUCTION_SETTINGS, async (a) => {
        const local = await fromAddress(a, '127.0.0.1');
        expect(local.statusCode).toBe(403);
        expect(local.json()).toMatchObject({ jsonData: { resultCode: '9441' } });
      }),
    400_000,
  );

  it(
    'with METRICS_PORT: served there (loopback), refused on the main port',
    () =>
      withApp({ METRICS_PORT: '0' }, async (a) => {
        await a.app.fastify.listen({ port: 0, host: '127.0.0.1' });
        const main = (a.app.fastify.server.address() as { port: number }).port;
        const port = a.app.metricsPort();
        expect(port).toBeGreaterThan(0);
        const there = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(there.status).toBe(200);
        expect(await there.text()).toContain('# TYPE lc_http_request_duration_seconds histogram');
        expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(404);
        const onMain = await fetch(`http://127.0.0.1:${main}/metrics`);
        expect(onMain.status).toBe(403);
        expect(await onMain.json()).toMatchObject({ jsonData: { resultCode: '9441' } });
      }),
    400_000,
  );
});
