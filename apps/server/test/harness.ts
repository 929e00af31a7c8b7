import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { buildApp, type App } from '../src/app.js';
import { seedDemo } from '../src/seed/seed.js';
import { loadDemoDataAtStart } from '../src/seed/startup.js';
import { createStorage, type FileStorage } from '../src/storage/index.js';
import { freshPostgres } from './fresh-postgres.js';
import { checkAnswer, matchRoute } from './response-check.js';

export const DEMO_PASSWORD = 'demo1234!';

/**
 * The image of a migrated, empty PGlite, made once per test process (the server suite's files share
 * a worker's modules): each test file's database starts from it instead of creating a cluster and
 * migrating it (~6.9 s of CPU against ~2.6 s, over ~110 files).
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  migratedImage ??= (async () => {
    const first = await openDatabase({});
    try {
      return await (first.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await first.close();
    }
  })();
  return migratedImage;
}

/**
 * A database for one test file: an in-memory PGlite by default (from the migrated image), or a fresh
 * PostgreSQL database created next to TEST_DATABASE_URL (dropped afterwards) when that is set.
 */
export async function testDatabase(): Promise<Database & { label: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return Object.assign(await openDatabase({ image: await migratedPglite() }), { label: 'pglite' });
  const fresh = await freshPostgres(url);
  const database = await openDatabase({ url: fresh.url, poolSize: 5 });
  return {
    ...database,
    label: 'postgres',
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  /** the app's storage of files (local under dataDir unless the env named an object store) */
  storage: FileStorage;
  clock: { now: number; advance(ms: number): void };
  logs: string[];
  request(opts: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    form?: boolean;
    token?: string;
    headers?: Record<string, string>;
    ip?: string;
  }): Promise<{ status: number; json: Record<string, unknown>; raw: LightMyRequestResponse }>;
  close(): Promise<void>;
}

/**
 * The real app on a real database with the demo data, a movable clock and captured logs. With
 * `seed: 'as-at-start'` the demo data is loaded as `main.ts` does it, by the settings (SEED_DEMO,
 * DEMO_PASSWORD: issue 25 N1), and its start-log line is in `logs`.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { seed?: 'demo' | 'as-at-start' } = {},
): Promise<TestContext> {
  const database = await testDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-test-'));
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const now = () => new Date(clock.now);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  // with TEST_REDIS_URL (and a PostgreSQL test database) counters live in the real Redis
  const redisEnv: Record<string, string> =
    process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL
      ? {
          REDIS_URL: process.env.TEST_REDIS_URL,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          REDIS_PREFIX: `lc-test:${randomBytes(4).toString('hex')}:`,
        }
      : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    // tests run the jobs with app.jobs.runDue() after moving the clock, never on a timer
    JOBS_INTERVAL_SECONDS: '0',
    // codes are read the way a developer reads them: from the local-only SMS outbox (issue 18)
    SMS_OUTBOX: 'true',
    ...redisEnv,
    ...env,
  });
  // issue 26: DATA_DIR, or the object store the test's env names (S3_BUCKET …)
  const storage = createStorage(config);
  if (opts.seed === 'as-at-start') logs.push((await loadDemoDataAtStart(config, database.db, storage, now())).message);
  else await seedDemo(database.db, { storage, password: DEMO_PASSWORD, now: now() });
  const app = await buildApp({ config, database, now, logStream, storage });
  return {
    app,
    database,
    dataDir,
    storage,
    clock,
    logs,
    async request({ method, url, body, form, token, headers, ip }) {
      const h: Record<string, string> = { ...(headers ?? {}) };
      if (token) h.authorization = `Bearer ${token}`;
      let payload: string | undefined;
      if (body !== undefined) {
        if (form) {
          h['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams({ jsonData: JSON.stringify(body) }).toString();
        } else {
          h['content-type'] = 'application/json';
          payload = JSON.stringify(body);
        }
      }
      const raw = await app.fastify.inject({
        method,
        url: `/api/v1/${url}`,
        headers: h,
        payload,
        remoteAddress: ip ?? '127.0.0.1',
      });
      const parsed = raw.body ? (JSON.parse(raw.body) as { jsonData: Record<string, unknown> }) : { jsonData: {} };
      // every answer against its route's response contract (strict), a failure against the failure envelope
      checkAnswer(matchRoute(app.routes, method, url), method, url, parsed.jsonData);
      return { status: raw.statusCode, json: parsed.jsonData, raw };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a browser does with WebCrypto: RSA-OAEP(SHA-256) with the server's SPKI key, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

export async function login(t: TestContext, userId: string, password = DEMO_PASSWORD, ip?: string) {
  const pk = await t.request({ method: 'GET', url: 'auth/publickey' });
  const res = await t.request({
    method: 'POST',
    url: 'auth/login',
    form: true,
    body: { userId, password: encryptPassword(pk.json.publicKey as string, password), isRsa: true },
    ...(ip ? { ip } : {}),
  });
  return res;
}

/** A member signed in with its password (the demo one unless told): its access token and its id. */
export async function signIn(t: TestContext, userId: string, password = DEMO_PASSWORD) {
  const r = await login(t, userId, password);
  return { token: r.json.accessToken as string, id: r.json.authSysId as number };
}

/** The access tokens of members signed in with the demo password, in the order given. */
export async function accessTokens<const U extends readonly string[]>(
  t: TestContext,
  ...userIds: U
): Promise<{ [K in keyof U]: string }> {
  const tokens: string[] = [];
  for (const userId of userIds) tokens.push((await signIn(t, userId)).token);
  return tokens as { [K in keyof U]: string };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
