/**
 * Issue 18, finding 1: the SMS outbox is a development tool. Off by default, refused in production,
 * answered only to a caller on the server's own machine (a forwarded header never counts without
 * TRUST_PROXY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { loadConfig, ConfigError, npmStartDefaults } from '../config.js';
import { fromThisMachine, isLoopbackAddress } from '../http/loopback.js';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { freshMobile, sendCode } from '../domains/auth/account.fixtures.js';
import { OPERATOR_SETTINGS, PRODUCTION_SETTINGS } from '../../test/production-env.js';

let dev: TestContext;
let prod: TestContext;
/** what production also needs (the operator's identity, issue 18 marketplace duties) */
const OPERATOR = OPERATOR_SETTINGS;
beforeAll(async () => {
  dev = await startTestApp();
  prod = await startTestApp({ ...PRODUCTION_SETTINGS, SMS_OUTBOX: 'true' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('the development SMS outbox', () => {
  it('is off unless SMS_OUTBOX is set (the default settings, with the demo data on)', () => {
    const cfg = loadConfig({});
    expect(cfg.SEED_DEMO).toBe(true);
    expect(cfg.SMS_OUTBOX).toBe(false);
  });

  it('is on under `npm start` in development (issue 32), unless set off; never in production', () => {
    expect(loadConfig({ npm_lifecycle_event: 'start' }).SMS_OUTBOX).toBe(true);
    expect(loadConfig({ npm_lifecycle_event: 'start', SMS_OUTBOX: 'false' }).SMS_OUTBOX).toBe(false);
    expect(loadConfig({ npm_lifecycle_event: 'test:server' }).SMS_OUTBOX).toBe(false);
    expect(npmStartDefaults({ npm_lifecycle_event: 'start', NODE_ENV: 'production' })).toEqual({});
  });

  it('answers a caller on this machine, with the code just sent', async () => {
    const mobile = freshMobile();
    expect((await sendCode(dev, 1, mobile)).json.resultCode).toBe('0001');
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await dev.request({ method: 'GET', url: 'auth/sms/outbox', ip });
      expect(res.json.resultCode, ip).toBe('0001');
      const msgs = res.json.messages as { to: string; text: string }[];
      expect(msgs.some((m) => m.to.endsWith(mobile.slice(-4)) && /\d{6}/.test(m.text))).toBe(true);
    }
  });

  it('refuses another address, also when it claims to be local through X-Forwarded-For', async () => {
    const mobile = freshMobile();
    await sendCode(dev, 1, mobile);
    for (const [ip, headers] of [
      ['10.20.30.40', {}],
      ['192.168.0.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['203.0.113.9', { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1' }],
    ] as const) {
      const res = await dev.request({ method: 'GET', url: 'auth/sms/outbox', ip, headers });
      expect([res.status, res.json.resultCode], ip).toEqual([403, '9430']);
      expect(JSON.stringify(res.json)).not.toMatch(/\d{6}/);
    }
  });

  it('is refused in production mode, even from this machine and with SMS_OUTBOX on', async () => {
    const mobile = freshMobile();
    expect((await sendCode(prod, 1, mobile)).json.resultCode).toBe('0001');
    const res = await prod.request({ method: 'GET', url: 'auth/sms/outbox', ip: '127.0.0.1' });
    expect([res.status, res.json.resultCode]).toEqual([404, '9404']);
    expect(prod.logs.join('')).toMatch(/SMS_OUTBOX is ignored in production/);
    expect(prod.logs.join('')).toMatch(/COOKIE_SECURE is off in production/);
  });

  it('production refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ ...OPERATOR, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...OPERATOR, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(
      loadConfig({
        ...OPERATOR,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PAYMENT_GATEWAY: 'sandbox',
        DATA_ENCRYPTION_KEY: 'k'.repeat(32),
      }).NODE_ENV,
    ).toBe('production');
    expect(() =>
      loadConfig({ ...OPERATOR, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TEST_CLOCK: 'true' }),
    ).toThrow(ConfigError);
  });
});

describe('what counts as this machine', () => {
  const req = (socket: string, ip: string) => ({ socket: { remoteAddress: socket }, ip }) as unknown as FastifyRequest;
  it('needs both the connection and the derived client address on loopback', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('1.127.0.0')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', '127.0.0.1'))).toBe(true);
    // behind a trusted proxy on this machine (TRUST_PROXY): the forwarded client decides
    expect(fromThisMachine(req('127.0.0.1', '198.51.100.4'))).toBe(false);
    expect(fromThisMachine(req('10.0.0.5', '127.0.0.1'))).toBe(false);
  });
});
