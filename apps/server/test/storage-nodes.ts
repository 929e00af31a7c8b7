import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import { createStorage } from '../src/storage/index.js';
import { DEMO_PASSWORD, decodeJwt, testDatabase } from './harness.js';
import { callNode, loginAt } from './nodes.js';

/**
 * Two API nodes in this process on one database, each listening on its own loopback port (real HTTP),
 * each with its own DATA_DIR unless `sharedDataDir` (a volume both mount), and the storage `env`
 * names (an object store, or local disk without it). One clock for both, moved by the tests.
 */
export async function storageNodes(o: {
  env: Record<string, string>;
  sharedDataDir: boolean;
  /** after the seed, before the nodes start (rows a node finds at its start) */
  before?: (database: Database, now: () => Date) => Promise<void>;
}) {
  const database: Database = await testDatabase();
  const clock = { now: Date.now() };
  const now = () => new Date(clock.now);
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'lc-storage-node-'));
    dirs.push(d);
    return d;
  };
  const shared = o.sharedDataDir ? dir() : undefined;
  const nodes: { url: string; app: App; dataDir: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const dataDir = shared ?? dir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      SERVICES: 'api',
      JOBS_INTERVAL_SECONDS: '0',
      SEED_DEMO: 'false',
      ...o.env,
    });
    const storage = createStorage(config);
    if (i === 0) {
      await seedDemo(database.db, { storage, password: DEMO_PASSWORD, now: now() });
      await o.before?.(database, now);
    }
    const app = await buildApp({ config, database, now, storage });
    const url = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    nodes.push({ url, app, dataDir });
  }
  return {
    a: nodes[0]!,
    b: nodes[1]!,
    clock,
    async close() {
      for (const n of nodes) await n.app.close();
      await database.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** a demo member signed in at a node: its token and id */
export async function memberAt(url: string, userId: string) {
  const token = await loginAt(url, userId);
  return { token, id: decodeJwt(token).authSysId as number };
}

/** a small PNG with a colour of its own */
export const pngOf = (background: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background } })
    .png()
    .toBuffer();

/** POST cdzn/images at a node over HTTP; the stored images' addresses */
export async function uploadAt(url: string, token: string, usage: 'review' | 'inquiry', png: Buffer) {
  const fd = new FormData();
  fd.append('usage', usage);
  fd.append('file1', new Blob([png], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${url}/api/v1/cdzn/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: fd,
  });
  const j = (await res.json()) as { jsonData: { images?: { url: string }[]; resultCode?: string } };
  if (!j.jsonData.images) throw new Error(`upload refused: ${JSON.stringify(j.jsonData)}`);
  return j.jsonData.images.map((i) => i.url);
}

/** GET of a file address at a node: status, type and bytes (redirects not followed) */
export async function fileAt(url: string, address: string) {
  const res = await fetch(`${url}${address}`, { redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body, headers: res.headers };
}

/** the photos of a member's inquiries, as that member's list at a node gives them */
export async function inquiryPhotosAt(url: string, m: { token: string; id: number }) {
  const j = await callNode(url, `users/${m.id}/questions/list?kind=inquiry&startIndex=0&rowCount=20`, {
    token: m.token,
  });
  return (j.questions as { images: string[] }[]).flatMap((q) => q.images);
}
