/**
 * Issue 18, finding 6 on several nodes (PostgreSQL + Redis, real processes, real socket.io-client):
 * a session ended on an API-only node closes that session's sockets on every realtime node, and a
 * socket recovering on another node after its session ended is refused. Needs TEST_REDIS_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { encryptPassword } from '../../test/harness.js';

const REDIS = process.env.TEST_REDIS_URL;
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
if (!REDIS) console.warn('[two-node sessions] skipped: set TEST_REDIS_URL to run it');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

interface Node {
  proc: ChildProcess;
  url: string;
}
async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`node exited: ${err}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { proc, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`node did not start: ${err}`);
}

async function api(url: string, p: string, body?: unknown, token?: string) {
  const r = await fetch(`${url}/api/v1/${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await r.json()) as { jsonData: Record<string, unknown> }).jsonData;
}
async function loginAt(url: string, userId: string) {
  const pk = await api(url, 'auth/publickey');
  const j = await api(url, 'auth/login', {
    userId,
    password: encryptPassword(pk.publicKey as string, 'demo1234!'),
    isRsa: true,
  });
  return j.accessToken as string;
}

const sockets: Socket[] = [];
function connect(url: string, token: string, reconnection = false): Promise<Socket> {
  const s = ioClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    auth: { token },
  });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
const ack = (s: Socket, ev: string, p: unknown) =>
  s.timeout(5000).emitWithAck(ev, p) as Promise<Record<string, unknown>>;
const closed = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), 10_000);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** the node saved the dropped socket's state in Redis (what recovery reads): as a real blip, the client comes back after that */
async function sessionSaved(s: Socket) {
  const pid = (s as unknown as { _pid: string })._pid;
  const redis = new Redis(REDIS!);
  try {
    const until = Date.now() + 5_000;
    while ((await redis.exists(`${prefix}sio:session:${pid}`)) === 0) {
      expect(Date.now() < until, 'the node saved the dropped socket').toBe(true);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    redis.disconnect();
  }
}
let prefix = '';

describe.skipIf(!REDIS)('sessions across nodes (PostgreSQL + Redis)', () => {
  let a: Node;
  let b: Node;
  let apiOnly: Node;
  let drop: () => Promise<void>;
  const dirs: string[] = [];
  let room: number;

  beforeAll(async () => {
    const db = await freshPostgres(PG, 'lc_trust_2n');
    drop = db.drop;
    prefix = `lc-trust-2n:${process.pid}:${Date.now()}:`;
    const env = (n: string, services: string) => {
      const d = mkdtempSync(path.join(tmpdir(), `lc-trust-${n}-`));
      dirs.push(d);
      return {
        DATABASE_URL: db.url,
        REDIS_URL: REDIS!,
        REDIS_PREFIX: prefix,
        DATA_DIR: d,
        WEB_DIST: path.join(d, 'none'),
        SERVICES: services,
      };
    };
    a = await startNode(env('a', 'api,realtime,jobs'));
    [b, apiOnly] = await Promise.all([startNode(env('b', 'api,realtime')), startNode(env('c', 'api'))]);
    const main = await api(a.url, 'broadcasts/mainlists');
    room = (main.liveList as { broadcastScheduleSysId: number }[])[0]!.broadcastScheduleSysId;
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(
      [a, b, apiOnly]
        .filter((n) => n && n.proc.exitCode === null)
        .map((n) => new Promise((r) => n.proc.once('exit', r).kill('SIGTERM'))),
    );
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a logout on an API-only node closes the session’s sockets on both realtime nodes', async () => {
    const token = await loginAt(apiOnly.url, 'buyer@demo.kr');
    const onA = await connect(a.url, token);
    const onB = await connect(b.url, token);
    for (const s of [onA, onB]) expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const started = Date.now();
    const both = Promise.all([closed(onA), closed(onB)]);
    expect((await api(apiOnly.url, 'auth/logout', {}, token)).resultCode).toBe('0001');
    expect(await both).toEqual(['io server disconnect', 'io server disconnect']);
    console.warn(`[two-node sessions] both sockets closed ${Date.now() - started} ms after the logout call`);
  }, 60_000);

  it('an operator’s suspension on one node closes the member’s sockets on the other', async () => {
    const admin = await loginAt(a.url, 'admin@demo.kr');
    const token = await loginAt(b.url, 'seller@demo.kr');
    const onB = await connect(b.url, token);
    const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { authSysId: number })
      .authSysId;
    const gone = closed(onB);
    const r = await api(
      a.url,
      `operations/users/${id}/sanctions`,
      { kind: 'suspension', reason: '테스트 정지', days: 1 },
      admin,
    );
    expect(r.resultCode, JSON.stringify(r)).toBe('0001');
    expect(await gone).toBe('io server disconnect');
  }, 60_000);

  it('a socket recovering on its node after its session ended elsewhere is refused (and recovers while it is live)', async () => {
    const live = await loginAt(a.url, 'admin@demo.kr');
    const ok = await connect(b.url, live);
    expect((await ack(ok, 'joinRoom', { room })).resultCode).toBe('0001');
    const heard = new Promise<void>((r) => ok.once('chatMessage', () => r()));
    await ack(ok, 'chatMessage', { room, message: { msgType: 0, msg: '살아 있는 세션' } });
    await heard;
    await new Promise<void>((resolve) => {
      ok.once('disconnect', () => resolve());
      ok.io.engine.close();
    });
    await sessionSaved(ok);
    const again = new Promise<boolean>((resolve) => ok.once('connect', () => resolve(ok.recovered)));
    ok.connect();
    expect(await again).toBe(true);

    const token = await loginAt(a.url, 'buyer@demo.kr');
    const s = await connect(b.url, token);
    expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const got = new Promise<void>((r) => s.once('chatMessage', () => r()));
    await ack(s, 'chatMessage', { room, message: { msgType: 0, msg: '두 노드 복구' } });
    await got;
    // a network blip: the transport drops; the session ends elsewhere; the client comes back to its node
    await new Promise<void>((resolve) => {
      s.once('disconnect', () => resolve());
      s.io.engine.close();
    });
    await sessionSaved(s);
    expect((await api(apiOnly.url, 'auth/logout', {}, token)).resultCode).toBe('0001');
    const back = new Promise<unknown>((resolve) => {
      s.once('connect', () => resolve({ recovered: s.recovered }));
      s.once('connect_error', (e: Error & { data?: { resultCode?: string } }) =>
        resolve({ refused: e.data?.resultCode }),
      );
    });
    s.connect();
    expect(await back).toEqual({ refused: '1403' });
  }, 60_000);
});
