import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { installRequestLog, loggerOptions, REQUEST_SUMMARY_MS } from './logging.js';

// Issue 19 defect 14: every request was an info line (12,500 lines in 45 minutes of browsing).

interface Line {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
  requests?: number;
  errors?: number;
  clientErrors?: number;
  p95Ms?: number;
}
const INFO = 30;
const parse = (logs: string[]) =>
  logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('request logs in the app (LOG_LEVEL=info)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' });
  });
  afterAll(async () => t?.close());

  it('writes no line per request at info, and one summary line per minute', async () => {
    t.clock.advance(REQUEST_SUMMARY_MS); // a fresh window
    await t.request({ method: 'GET', url: 'health' }); // opens the window (request 1)
    t.logs.length = 0;
    for (let i = 0; i < 5; i++) await t.request({ method: 'GET', url: 'health' });
    await t.request({ method: 'GET', url: 'no/such/thing' }); // a 404
    const during = parse(t.logs);
    expect(during.filter((l) => l.req || l.res)).toEqual([]);
    expect(during.filter((l) => l.msg?.startsWith('requests '))).toEqual([]);

    t.clock.advance(REQUEST_SUMMARY_MS);
    await t.request({ method: 'GET', url: 'health' }); // the first request of the next minute closes the last
    const summaries = parse(t.logs).filter((l) => l.msg?.startsWith('requests '));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ level: INFO, requests: 7, errors: 0, clientErrors: 1 });
    expect(summaries[0]!.p95Ms).toBeGreaterThanOrEqual(0);
    expect(summaries[0]!.msg).toMatch(/^requests 7, errors 0 \(4xx 1\), p95 \d+ ms$/);
    expect(parse(t.logs).filter((l) => l.req || l.res)).toEqual([]);
  });
});

describe('the request log hook', () => {
  function server(level: string) {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs.push(chunk.toString());
        cb();
      },
    });
    let clock = Date.parse('2026-11-24T00:00:00Z');
    const app = Fastify({
      logger: loggerOptions(level, stream),
      logController: new LogController({ disableRequestLogging: true }),
    });
    installRequestLog(app, () => new Date(clock));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    return { app, logs, advance: (ms: number) => (clock += ms) };
  }

  it('logs each request at debug with its redacted URL, and a failed request at error even at info', async () => {
    const debug = server('debug');
    await debug.app.inject({ method: 'GET', url: '/ok?token=secret-value' });
    const lines = parse(debug.logs).filter((l) => l.msg === 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, res: { statusCode: 200 } });
    expect(lines[0]!.req!.url).toBe('/ok?token=[redacted]');

    const info = server('info');
    await info.app.inject({ method: 'GET', url: '/ok' });
    await info.app.inject({ method: 'GET', url: '/boom' });
    const failed = parse(info.logs).filter((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, req: { url: '/boom' }, res: { statusCode: 500 } });
    expect(parse(info.logs).filter((l) => l.msg === 'request completed')).toEqual([]);

    info.advance(REQUEST_SUMMARY_MS);
    await info.app.inject({ method: 'GET', url: '/ok' });
    expect(parse(info.logs).filter((l) => l.msg?.startsWith('requests '))).toMatchObject([
      { level: INFO, requests: 2, errors: 1, clientErrors: 0 },
    ]);
    await Promise.all([debug.app.close(), info.app.close()]);
  });

  it('writes nothing for a minute without requests, and sums up the last window on close', async () => {
    const s = server('info');
    s.advance(REQUEST_SUMMARY_MS * 3);
    await s.app.inject({ method: 'GET', url: '/ok' });
    expect(parse(s.logs).filter((l) => l.msg?.startsWith('requests '))).toEqual([]);
    await s.app.close();
    expect(parse(s.logs).filter((l) => l.msg?.startsWith('requests '))).toMatchObject([{ requests: 1 }]);
  });
});
