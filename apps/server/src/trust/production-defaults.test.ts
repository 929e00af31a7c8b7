/**
 * Issue 25 N1, N2 and the refresh cookie: production is safe by default. No demo accounts unless asked
 * for (and then never with the published password), no sandbox gateway unless set, the refresh cookie
 * Secure behind an https PUBLIC_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RC, REFRESH_COOKIE, TOKEN_TRANSPORT_HEADER } from '@lc/contracts';
import { ConfigError, loadConfig, PUBLISHED_DEMO_PASSWORD } from '../config.js';
import { encryptPassword, login, signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { loadDemoDataAtStart } from '../seed/startup.js';
import { PRODUCTION_SETTINGS } from '../../test/production-env.js';

const OWN_PASSWORD = 'our-own-demo-pass-42';

let bare: TestContext;
let seeded: TestContext;
beforeAll(async () => {
  // both loaded as main.ts loads them: the demo data by the settings
  bare = await startTestApp(PRODUCTION_SETTINGS, { seed: 'as-at-start' });
  seeded = await startTestApp(
    {
      ...PRODUCTION_SETTINGS,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: OWN_PASSWORD,
      PUBLIC_URL: 'https://shop.example.kr',
    },
    { seed: 'as-at-start' },
  );
});
afterAll(async () => {
  await bare?.close();
  await seeded?.close();
});

describe('N1: demo accounts in production', () => {
  it('a production start without SEED_DEMO loads no demo data: admin@demo.kr cannot sign in', async () => {
    expect(loadConfig(PRODUCTION_SETTINGS).SEED_DEMO).toBe(false);
    expect(loadConfig({}).SEED_DEMO).toBe(true); // development: unchanged
    for (const userId of ['admin@demo.kr', 'buyer@demo.kr', 'brand@demo.kr']) {
      const res = await login(bare, userId, PUBLISHED_DEMO_PASSWORD);
      expect([res.status, res.json.resultCode], userId).toEqual([401, RC.LOGIN_MISMATCH]);
    }
    const list = await bare.request({ method: 'GET', url: 'products/mainlist?rowCount=5' });
    expect(list.json.totalCount).toBe(0);
    expect(bare.logs.join('\n')).toMatch(/demo data off \(SEED_DEMO=false\): no demo accounts were created/);
  });

  it('SEED_DEMO=true in production refuses to start without a DEMO_PASSWORD of its own, naming the setting', () => {
    const ask = { ...PRODUCTION_SETTINGS, SEED_DEMO: 'true' };
    expect(() => loadConfig(ask)).toThrow(ConfigError);
    expect(() => loadConfig(ask)).toThrow(/DEMO_PASSWORD/);
    expect(() => loadConfig({ ...ask, DEMO_PASSWORD: PUBLISHED_DEMO_PASSWORD })).toThrow(/DEMO_PASSWORD/);
    expect(loadConfig({ ...ask, DEMO_PASSWORD: OWN_PASSWORD }).SEED_DEMO).toBe(true);
  });

  it('asked for explicitly, the demo accounts take only the operator-set password, and the log lists them without it', async () => {
    expect((await login(seeded, 'admin@demo.kr', PUBLISHED_DEMO_PASSWORD)).json.resultCode).toBe(RC.LOGIN_MISMATCH);
    expect((await login(seeded, 'admin@demo.kr', OWN_PASSWORD)).json.resultCode).toBe('0001');
    const log = seeded.logs.join('\n');
    expect(log).toMatch(/demo data loaded: \d+ accounts .*admin@demo\.kr \(admin\).*\d+ products, \d+ shows/);
    expect(log).not.toContain(OWN_PASSWORD);
    expect(log).not.toContain(PUBLISHED_DEMO_PASSWORD);
  });

  it('a production start closes demo accounts an earlier start left with the published password, and ends their sessions', async () => {
    // the default seeding, as every start before this change did (the published password)
    const upgraded = await startTestApp(PRODUCTION_SETTINGS);
    try {
      const admin = await signIn(upgraded, 'admin@demo.kr', PUBLISHED_DEMO_PASSWORD);
      const mine = () => upgraded.request({ method: 'GET', url: `users/${admin.id}/prdtviews`, token: admin.token });
      expect((await mine()).json.resultCode).toBe('0001');
      // the next production start (what main.ts runs before serving)
      const { report, message } = await loadDemoDataAtStart(
        loadConfig(PRODUCTION_SETTINGS),
        upgraded.database.db,
        upgraded.storage,
        new Date(upgraded.clock.now),
      );
      expect(report.retired).toEqual(expect.arrayContaining(['admin@demo.kr', 'buyer@demo.kr', 'brand@demo.kr']));
      expect(message).toMatch(/closed to it and signed out \(.*admin@demo\.kr/);
      for (const userId of ['admin@demo.kr', 'brand@demo.kr']) {
        expect((await login(upgraded, userId, PUBLISHED_DEMO_PASSWORD)).json.resultCode, userId).toBe(
          RC.LOGIN_MISMATCH,
        );
      }
      expect((await mine()).status).toBe(401);
      // a later start finds nothing more to close
      const again = await loadDemoDataAtStart(loadConfig(PRODUCTION_SETTINGS), upgraded.database.db, upgraded.storage);
      expect(again.report.retired).toBeUndefined();
    } finally {
      await upgraded.close();
    }
    // an app start and two demo-data passes that hash every demo account's password: a loaded machine
    // needs more than the default 30 s
  }, 120_000);
});

describe('N2: the sandbox gateway in production', () => {
  it('production refuses to start unless PAYMENT_GATEWAY is set, naming the setting', () => {
    const { PAYMENT_GATEWAY: _unset, ...noGateway } = PRODUCTION_SETTINGS;
    expect(() => loadConfig(noGateway)).toThrow(ConfigError);
    expect(() => loadConfig(noGateway)).toThrow(/PAYMENT_GATEWAY/);
    expect(loadConfig({ ...noGateway, PAYMENT_GATEWAY: 'sandbox' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox'); // development: unchanged
  });

  it('set explicitly, the sandbox makes the server tell the web it runs in TEST MODE', async () => {
    const res = await bare.request({ method: 'GET', url: 'operator' });
    expect((res.json.operator as { testMode: boolean }).testMode).toBe(true);
  });
});

describe('the refresh cookie behind an https PUBLIC_URL', () => {
  it('is Secure by default when PUBLIC_URL is https; an explicit COOKIE_SECURE still wins', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.kr' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({}).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.kr', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('a browser sign-in gets its refresh cookie with Secure, and no warning is logged', async () => {
    const pk = await seeded.request({ method: 'GET', url: 'auth/publickey' });
    const res = await seeded.request({
      method: 'POST',
      url: 'auth/login',
      form: true,
      headers: { [TOKEN_TRANSPORT_HEADER]: 'cookie' },
      body: {
        userId: 'buyer@demo.kr',
        password: encryptPassword(pk.json.publicKey as string, OWN_PASSWORD),
        isRsa: true,
      },
    });
    expect(res.json.resultCode).toBe('0001');
    const cookies = ([] as string[]).concat(res.raw.headers['set-cookie'] ?? []);
    const refresh = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(refresh).toBeDefined();
    expect(refresh).toMatch(/;\s*Secure/i);
    expect(seeded.logs.join('')).not.toMatch(/COOKIE_SECURE is off in production/);
  });
});
