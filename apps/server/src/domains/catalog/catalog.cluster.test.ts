import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { diskStorage } from '../../storage/local.js';
import { seedDemo } from '../../seed/seed.js';
import { freshPostgres } from '../../../test/fresh-postgres.js';
import { DEMO_PASSWORD, encryptPassword } from '../../../test/harness.js';
import { waitFor } from '../../../test/wait-for.js';

/**
 * Two app instances on one PostgreSQL and one Redis (issue 3 §7): each keeps its own list and detail
 * cache; a write on one node is published on Redis and the other node drops its cache at once (no
 * waiting for the TTL: the clock stands still). Needs TEST_REDIS_URL; PostgreSQL from TEST_DATABASE_URL
 * or the local default.
 */
const REDIS = process.env.TEST_REDIS_URL;
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!REDIS) {
  console.warn(
    '[catalog two-node cache] skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run the two-node cache test',
  );
}

interface Node {
  app: App;
  database: Database;
  dataDir: string;
  base: string;
}

describe.skipIf(!REDIS)('catalog cache across two nodes (Redis invalidation)', () => {
  const fixed = new Date();
  const now = () => fixed;
  const prefix = `lc-test:${randomBytes(4).toString('hex')}:`;
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  const nodes: Node[] = [];

  async function startNode(url: string): Promise<Node> {
    const database = await openDatabase({ url, poolSize: 3 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-cluster-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: prefix,
      SERVICES: 'api',
    });
    const app = await buildApp({ config, database, now });
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.fastify.server.address() as { port: number };
    return { app, database, dataDir, base: `http://127.0.0.1:${port}/api/v1` };
  }

  beforeAll(async () => {
    fresh = await freshPostgres(PG);
    const seedDb = await openDatabase({ url: fresh.url, poolSize: 2 });
    const seedDir = mkdtempSync(path.join(tmpdir(), 'lc-cluster-seed-'));
    await seedDemo(seedDb.db, { storage: diskStorage(seedDir), password: DEMO_PASSWORD, now: fixed });
    await seedDb.close();
    rmSync(seedDir, { recursive: true, force: true });
    nodes.push(await startNode(fresh.url), await startNode(fresh.url));
    // both nodes listen on the invalidation channel before the first write
    const redis = new Redis(REDIS!);
    const channel = `${prefix}catalog:invalidate`;
    await waitFor(async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]) >= 2, {
      what: 'both nodes subscribed',
    });
    redis.disconnect();
  }, 120_000);

  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.database.close();
      rmSync(n.dataDir, { recursive: true, force: true });
    }
    await fresh?.drop();
  });

  const getJson = async (url: string) =>
    ((await (await fetch(url)).json()) as { jsonData: Record<string, unknown> }).jsonData;

  async function adminToken(base: string): Promise<string> {
    const pk = await getJson(`${base}/auth/publickey`);
    const r = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: 'admin@demo.kr',
        password: encryptPassword(pk.publicKey as string, DEMO_PASSWORD),
        isRsa: true,
      }),
    });
    return ((await r.json()) as { jsonData: { accessToken: string } }).jsonData.accessToken;
  }

  it('a write on node A drops the cached list and detail on node B', async () => {
    const [a, b] = nodes as [Node, Node];
    const list = 'products/lists?brandSysId=1&sort=lowPrice&rowCount=50';
    type Card = { prdtSysId: number; price: number };
    const first = (await getJson(`${b.base}/${list}`)).products as Card[];
    const target = first[first.length - 1]!;
    // B answers from its cache now (same bytes), and caches the detail too
    const cachedBody = await (await fetch(`${b.base}/${list}`)).text();
    expect(JSON.parse(cachedBody).jsonData.products).toEqual(first);
    await getJson(`${b.base}/products/${target.prdtSysId}`);
    await getJson(`${a.base}/${list}`);

    const token = await adminToken(a.base);
    const patch = await fetch(`${a.base}/products/${target.prdtSysId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price: 100 }),
    });
    expect(patch.status).toBe(200);

    // node B sees the new price without any TTL passing (its clock stands still)
    const seen = await waitFor(
      async () => {
        const card = ((await getJson(`${b.base}/${list}`)).products as Card[]).find(
          (p) => p.prdtSysId === target.prdtSysId,
        );
        return card?.price === 100 ? card : undefined;
      },
      { what: 'node B to see the new price', timeoutMs: 5_000 },
    );
    expect(seen.price).toBe(100);
    const detail = (await getJson(`${b.base}/products/${target.prdtSysId}`)).product as Card;
    expect(detail.price).toBe(100);
    // and node A, which wrote, dropped its own at once
    const onA = ((await getJson(`${a.base}/${list}`)).products as Card[]).find((p) => p.prdtSysId === target.prdtSysId);
    expect(onA?.price).toBe(100);
  });
});
