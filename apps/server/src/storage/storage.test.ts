import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberUploads } from '../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { callNode } from '../../test/nodes.js';
import { startObjectStore, type ObjectStore } from '../../test/object-store.js';
import { fileAt, inquiryPhotosAt, memberAt, pngOf, storageNodes, uploadAt } from '../../test/storage-nodes.js';
import { createStorage, STORAGE_LAYOUT } from './index.js';
import { loadConfig } from '../config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Issue 26: one storage for every file. Two API nodes on one database (real HTTP); the same checks
 * on the object store (a real S3-compatible server, s3rver) and on local disk (one DATA_DIR both
 * nodes mount, the single-volume setup). With the object store each node has its own DATA_DIR.
 */
describe.each([
  { label: 'the object store (s3rver)', s3: true },
  { label: 'local disk', s3: false },
])('files on $label, two nodes', ({ s3 }) => {
  let store: ObjectStore | undefined;
  let n: Awaited<ReturnType<typeof storageNodes>>;
  beforeAll(async () => {
    store = s3 ? await startObjectStore() : undefined;
    n = await storageNodes({ env: store?.env ?? {}, sharedDataDir: !s3 });
  }, 180_000);
  afterAll(async () => {
    await n?.close();
    await store?.close();
  });

  it('an image uploaded through node A is served by node B (and a demo picture drawn by B by A)', async () => {
    const buyer = await memberAt(n.a.url, 'buyer@demo.kr');
    const png = await pngOf('#c0392b');
    const [address] = await uploadAt(n.a.url, buyer.token, 'review', png);
    expect(address).toMatch(/^\/uploads\/reviews\/\d{6}\/[0-9a-f-]{36}\.png$/);
    const fromA = await fileAt(n.a.url, address!);
    const fromB = await fileAt(n.b.url, address!);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.type).toBe('image/png');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.body.equals(fromA.body)).toBe(true);
    // a byte range (what a video player asks for) from the other node
    const part = await fetch(`${n.b.url}${address}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(fromA.body.subarray(0, 8))).toBe(true);
    const seeded = '/uploads/seed/p2-big.webp';
    expect((await fileAt(n.b.url, seeded)).status).toBe(200);
    expect((await fileAt(n.a.url, seeded)).type).toBe('image/webp');
    // with the object store nothing of it is on either node's disk
    if (s3) for (const node of [n.a, n.b]) expect(existsSync(path.join(node.dataDir, 'uploads'))).toBe(false);
  });

  it('a private inquiry photo opens only through the signed link given to its member', async () => {
    const buyer = await memberAt(n.a.url, 'buyer@demo.kr');
    const other = await memberAt(n.b.url, 'seller@demo.kr');
    const [link] = await uploadAt(n.a.url, buyer.token, 'inquiry', await pngOf('#2980b9'));
    expect(link).toMatch(/^\/files\/private\/inquiries\/\d{6}\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]+$/);
    const asked = await callNode(n.a.url, 'operations/questions', {
      token: buyer.token,
      body: { categoryCode: 4, content: '불량 사진 첨부합니다', images: [link] },
    });
    expect(asked.resultCode).toBe('0001');
    // the member reads the inquiry on node B and opens the photo there
    const [mine] = await inquiryPhotosAt(n.b.url, buyer);
    const opened = await fileAt(n.b.url, mine!);
    expect(opened.status).toBe(200);
    expect(opened.type).toBe('image/png');
    expect(opened.headers.get('cache-control')).toContain('private');
    // another member never gets a link to it, and cannot attach it to their own inquiry
    expect(await inquiryPhotosAt(n.b.url, other)).toEqual([]);
    const stolen = await callNode(n.b.url, 'operations/questions', {
      token: other.token,
      body: { categoryCode: 4, content: '사진 첨부', images: [link] },
    });
    expect(stolen.resultCode).toBe('4510');
    // without its signature, with a forged one, or with one of another object: refused (7025)
    const keyPath = mine!.split('?')[0]!;
    const [otherLink] = await uploadAt(n.a.url, other.token, 'inquiry', await pngOf('#27ae60'));
    for (const address of [
      keyPath,
      `${keyPath}?exp=9999999999&sig=${'A'.repeat(43)}`,
      `${keyPath}?${otherLink!.split('?')[1]}`,
    ]) {
      const r = await fileAt(n.b.url, address);
      expect(r.status, address).toBe(403);
      expect(JSON.parse(r.body.toString()).jsonData.resultCode).toBe('7025');
    }
    // and no public address reaches it
    for (const address of [
      `/uploads/../${keyPath.slice('/files/'.length)}`,
      `/uploads/..%2f${keyPath.slice('/files/'.length).replaceAll('/', '%2f')}`,
    ])
      expect((await fileAt(n.b.url, address)).status, address).toBe(404);
  });

  it('a signed link expires; reading the inquiry again gives a fresh one', async () => {
    const buyer = await memberAt(n.a.url, 'buyer@demo.kr');
    const [link] = await uploadAt(n.a.url, buyer.token, 'inquiry', await pngOf('#8e44ad'));
    expect((await fileAt(n.b.url, link!)).status).toBe(200);
    n.clock.now += (STORAGE_LAYOUT.privateLinkSeconds + 1) * 1000;
    const late = await fileAt(n.b.url, link!);
    expect(late.status).toBe(403);
    expect(JSON.parse(late.body.toString()).jsonData.resultCode).toBe('7025');
    const [fresh] = await inquiryPhotosAt(n.a.url, buyer);
    expect((await fileAt(n.b.url, fresh!)).status).toBe(200);
  });
});

/** runs `npm run storage:<args[0]>`'s script with `env`; its exit code and output */
function storageCommand(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/storage/move.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (out += d.toString()));
    p.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run storage:move / storage:backup / storage:restore', () => {
  let store: ObjectStore;
  let n: Awaited<ReturnType<typeof storageNodes>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-move-'));
  beforeAll(async () => {
    store = await startObjectStore('lc-move');
    n = await storageNodes({ env: store.env, sharedDataDir: false });
  }, 180_000);
  afterAll(async () => {
    await n?.close();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves a DATA_DIR under the same keys (node-local files skipped, a second run copies nothing); a backup restores into a fresh bucket', async () => {
    const put = async (rel: string, body: Buffer | string) => {
      mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true });
      writeFileSync(path.join(dataDir, rel), body);
    };
    const photo = await pngOf('#f39c12');
    await put('uploads/claims/202501/0f8fad5b-d9cb-469f-a165-70867728950e.png', photo);
    await put('uploads/reviews/videos/202501/abc.mp4', Buffer.alloc(4096, 1));
    await put('private/inquiries/202501/7c9e6679-7425-40de-944b-e07fc1f90ae7.png', photo);
    await put('private/videos/k1.src', 'a review video still being transcoded on its node');
    await put('uploads/seed/half.webp.123.1.tmp', 'half-written');
    await put('pglite/PG_VERSION', '17');
    const env = { ...store.env, DATA_DIR: dataDir, SEED_DEMO: 'false' };

    const first = await storageCommand(env, 'move');
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('copied 3 files');
    expect(first.out).toContain('0 already there, 1 skipped, 0 failed');
    // the moved pictures serve from any node, the private one is in the store under its key
    const served = await fileAt(n.b.url, '/uploads/claims/202501/0f8fad5b-d9cb-469f-a165-70867728950e.png');
    expect(served.status).toBe(200);
    expect(served.body.equals(photo)).toBe(true);
    const video = await fetch(`${n.a.url}/uploads/reviews/videos/202501/abc.mp4`, { headers: { range: 'bytes=100-' } });
    expect([video.status, video.headers.get('content-range')]).toEqual([206, 'bytes 100-4095/4096']);
    const s3 = createStorage(loadConfig(env));
    expect(await s3.head('private/inquiries/202501/7c9e6679-7425-40de-944b-e07fc1f90ae7.png')).toEqual({
      size: photo.length,
    });
    expect(await s3.head('private/videos/k1.src')).toBeNull();
    expect(await s3.head('pglite/PG_VERSION')).toBeNull();
    s3.close();

    const again = await storageCommand(env, 'move');
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('copied 0 files (0.0 MB), 3 already there, 1 skipped, 0 failed');

    // a backup of the store into a folder restores into a fresh bucket with every object
    const backup = path.join(dataDir, 'backup');
    const saved = await storageCommand(env, 'backup', backup);
    expect(saved.code, saved.out).toBe(0);
    expect(saved.out).toMatch(/copied \d+ files/);
    expect(existsSync(path.join(backup, 'private/inquiries/202501/7c9e6679-7425-40de-944b-e07fc1f90ae7.png'))).toBe(
      true,
    );
    const fresh = await startObjectStore('lc-restored');
    try {
      const restored = await storageCommand({ ...fresh.env, DATA_DIR: dataDir }, 'restore', backup);
      expect(restored.code, restored.out).toBe(0);
      const listed = async (e: Record<string, string>) => {
        const st = createStorage(loadConfig({ ...e, DATA_DIR: dataDir }));
        const keys: string[] = [];
        for (const top of ['uploads/', 'private/']) for await (const o of st.list(top)) keys.push(`${o.key} ${o.size}`);
        st.close();
        return keys;
      };
      const before = await listed(store.env);
      expect(before.length).toBeGreaterThan(3);
      expect(await listed(fresh.env)).toEqual(before);
    } finally {
      await fresh.close();
    }
  }, 120_000); // four CLI runs, each a fresh node process compiling its TypeScript (~5–20 s on a loaded 2-core machine)

  it('refuses to run without S3_BUCKET', async () => {
    const r = await storageCommand({ DATA_DIR: dataDir, S3_BUCKET: '' }, 'move');
    expect(r.code).toBe(2);
    expect(r.out).toContain('set S3_BUCKET');
  });
});

describe('S3_PUBLIC_URL: browsers read public objects from the CDN or bucket address', () => {
  let store: ObjectStore;
  let t: TestContext;
  beforeAll(async () => {
    store = await startObjectStore('lc-public');
    t = await startTestApp({ ...store.env, S3_PUBLIC_URL: `${store.endpoint}/${store.bucket}/` });
  }, 180_000);
  let storeClosed = false;
  afterAll(async () => {
    await t?.close();
    if (!storeClosed) await store?.close();
  });

  it('answers a public file with a redirect there, which pages may show; private files stay on the node', async () => {
    const res = await t.app.fastify.inject({ method: 'GET', url: '/uploads/seed/reviews/photo-01.jpg' });
    expect(res.statusCode).toBe(302);
    const at = `${store.endpoint}/${store.bucket}/uploads/seed/reviews/photo-01.jpg`;
    expect(res.headers.location).toBe(at);
    // the address serves the object (s3rver answers unsigned reads, as a bucket with a public-read policy does)
    const direct = await fetch(at);
    expect([direct.status, direct.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${store.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${store.endpoint}`);
    // a private object is never sent to the public address: only its signed link opens it, on the node
    const key = 'private/claims/202601/5b8f2c1e-0000-4000-8000-000000000001.png';
    await t.storage.put(key, await pngOf('#16a085'));
    const bare = await t.app.fastify.inject({ method: 'GET', url: `/uploads/../${key}` });
    expect(bare.statusCode).toBe(404);
  });

  it('with the store down an upload fails with 7026 and records nothing; pages still answer', async () => {
    const { token, id } = await signIn(t, 'buyer@demo.kr');
    const count = async () =>
      (await t.database.db.select().from(memberUploads).where(eq(memberUploads.userSysId, id))).length;
    const before = await count();
    await store.close();
    storeClosed = true;
    const fd = new FormData();
    fd.append('usage', 'review');
    fd.append('file1', new Blob([await pngOf('#d35400')], { type: 'image/png' }), 'a.png');
    const body = new Response(fd);
    const res = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/cdzn/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body).jsonData.resultCode).toBe('7026');
    expect(await count()).toBe(before);
    expect((await t.request({ method: 'GET', url: 'products/1' })).status).toBe(200);
  });
});
