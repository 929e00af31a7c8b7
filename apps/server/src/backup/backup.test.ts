import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { orders, users } from '../db/schema/index.js';
import { seedDemo } from '../seed/seed.js';
import { createStorage, type FileStorage } from '../storage/index.js';
import { OBJECT_FOLDERS } from '../storage/move.js';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { DEMO_PASSWORD } from '../../test/harness.js';
import { loginAt } from '../../test/nodes.js';
import { startObjectStore, type ObjectStore } from '../../test/object-store.js';
import { fileAt, memberAt, pngOf, uploadAt } from '../../test/storage-nodes.js';
import type { BackupManifest } from './manifest.js';

/**
 * Issue 26 item 6: `npm run backup` and `npm run restore` (the commands themselves, as child processes)
 * take a running shop into a fresh place: a fresh DATA_DIR with the embedded database, or on
 * PostgreSQL (TEST_DATABASE_URL; pg_dump / pg_restore on TEST_DATABASE_DIRECT_URL, PostgreSQL itself
 * when the suite runs through a pooler) a scratch database and a fresh bucket of a real S3-compatible
 * store. The restored app has every member, every order, and answers every picture.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PG = process.env.TEST_DATABASE_URL;
const DIRECT = process.env.TEST_DATABASE_DIRECT_URL ?? PG;
/** a database of the server TEST_DATABASE_URL names, at PostgreSQL itself */
const direct = (url: string) => Object.assign(new URL(DIRECT!), { pathname: new URL(url).pathname }).toString();

/** settings of the parent process that would name another database or store */
const OURS = /^(DATABASE_|S3_|DATA_DIR$|REDIS_)/;
function command(
  env: Record<string, string | undefined>,
  ...args: string[]
): Promise<{ code: number | null; out: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OURS.test(k)));
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/backup/cli.ts', ...args], {
      cwd: root,
      env: { ...base, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => resolve({ code, out }));
  });
}

/** one place a shop lives: a DATA_DIR, and on PostgreSQL a database and a bucket */
interface Place {
  env: Record<string, string>;
  close(): Promise<void>;
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function freshPlace(name: string): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lc-backup-${name}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') };
  let db: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let store: ObjectStore | undefined;
  if (PG) {
    db = await freshPostgres(PG, `lc_backup_${name}`);
    store = await startObjectStore(`lc-backup-${name}`);
    Object.assign(env, { DATABASE_URL: db.url, DATABASE_DIRECT_URL: direct(db.url) }, store.env);
  }
  const place = {
    env,
    async close() {
      await db?.drop();
      await store?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => place.close());
  return place;
}

/** the app on a place (the test's pool to its database), listening on a loopback port */
async function appOn(place: Place) {
  const config = loadConfig({ ...place.env, LOG_LEVEL: 'silent', SERVICES: 'api', JOBS_INTERVAL_SECONDS: '0' });
  const database: Database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 3,
  });
  const storage: FileStorage = createStorage(config);
  return {
    database,
    storage,
    async start(): Promise<{ app: App; url: string }> {
      const app = await buildApp({ config: { ...config, SEED_DEMO: false }, database, storage });
      return { app, url: await app.fastify.listen({ port: 0, host: '127.0.0.1' }) };
    },
    async close(app?: App) {
      await app?.close();
      await database.close();
    },
  };
}

/** what must come back: every member and order (id and key), every stored file's key */
async function contents(database: Database, storage: FileStorage) {
  const members = await database.db
    .select({ id: users.userSysId, userId: users.userId })
    .from(users)
    .orderBy(asc(users.userSysId));
  const orderRows = await database.db
    .select({ id: orders.orderSysId, number: orders.orderNumber })
    .from(orders)
    .orderBy(asc(orders.orderSysId));
  const keys: string[] = [];
  for (const top of OBJECT_FOLDERS) for await (const o of storage.list(top)) keys.push(o.key);
  return { members, orders: orderRows, keys: keys.sort() };
}

describe(`npm run backup / npm run restore (${PG ? 'PostgreSQL + the object store' : 'embedded database + DATA_DIR'})`, () => {
  it('restores a shop into a fresh place with every member, order and picture', async () => {
    // the shop: demo data, a picture and a private inquiry photo uploaded over HTTP
    const from = await freshPlace('a');
    const shop = await appOn(from);
    await seedDemo(shop.database.db, { storage: shop.storage, password: DEMO_PASSWORD, now: new Date() });
    const running = await shop.start();
    const buyer = await memberAt(running.url, 'buyer@demo.kr');
    const png = await pngOf('#2e86de');
    const [picture] = await uploadAt(running.url, buyer.token, 'review', png);
    await uploadAt(running.url, buyer.token, 'inquiry', await pngOf('#8e44ad'));
    const before = await contents(shop.database, shop.storage);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.keys.some((k) => k.startsWith('private/'))).toBe(true);
    // PostgreSQL is backed up while the node runs; the embedded database belongs to the stopped server
    if (!PG) await shop.close(running.app);
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'lc-backup-folder-')), 'b1');
    cleanups.push(async () => rmSync(path.dirname(folder), { recursive: true, force: true }));
    const made = await command(from.env, 'backup', folder);
    expect(made, made.out).toMatchObject({ code: 0 });
    if (PG) await shop.close(running.app);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database).toMatchObject({
      kind: PG ? 'postgres' : 'pglite',
      counts: { members: before.members.length, orders: before.orders.length },
    });
    expect(manifest.files.count).toBe(before.keys.length);
    for (const k of before.keys) expect(existsSync(path.join(folder, 'files', ...k.split('/'))), k).toBe(true);

    // a fresh place: empty DATA_DIR (and a scratch database, an empty bucket)
    const to = await freshPlace('b');
    const restored = await command(to.env, 'restore', folder);
    expect(restored, restored.out).toMatchObject({ code: 0 });
    // a second restore over it is refused, nothing changes
    const again = await command(to.env, 'restore', folder);
    expect(again.code, again.out).toBe(2);
    expect(again.out).toMatch(/already (holds a database|has \d+ tables)/);

    const back = await appOn(to);
    const after = await contents(back.database, back.storage);
    expect(after.members).toEqual(before.members);
    expect(after.orders).toEqual(before.orders);
    expect(after.keys).toEqual(before.keys);
    const node = await back.start();
    try {
      // the restored shop: a member signs in, every picture answers, the uploaded one byte for byte
      expect(await loginAt(node.url, 'buyer@demo.kr')).toMatch(/\./);
      const pictures = before.keys.filter((k) => k.startsWith('uploads/'));
      expect(pictures.length).toBeGreaterThan(1);
      for (const key of pictures) expect((await fileAt(node.url, `/${key}`)).status, key).toBe(200);
      expect((await fileAt(node.url, picture!)).body.equals(png)).toBe(true);
    } finally {
      await back.close(node.app);
    }
  }, 600_000);

  it('refuses a folder that is not a backup, and PostgreSQL without its client tools, saying so', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'lc-backup-none-'));
    cleanups.push(async () => rmSync(empty, { recursive: true, force: true }));
    const place = await freshPlace('c');
    const none = await command(place.env, 'restore', empty);
    expect(none.code).toBe(2);
    expect(none.out).toContain('has no manifest.json');
    if (PG) {
      // PostgreSQL's client tools missing (no postgresql-client on the PATH): said before anything is written
      const folder = path.join(empty, 'b');
      const noTools = await command({ ...place.env, PATH: empty }, 'backup', folder);
      expect(noTools.code).toBe(2);
      expect(noTools.out).toContain('pg_dump was not found: install Debian');
      expect(existsSync(path.join(folder, 'manifest.json'))).toBe(false);
    }
  }, 120_000);
});
