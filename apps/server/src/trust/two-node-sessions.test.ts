/**
 * Issue 18, finding 6 on several nodes (PostgreSQL + Redis, real processes, real socket.io-client):
 * a session ended on an API-only node closes that session's sockets on every realtime node, and a
 * socket recovering on another node after its session ended is refused. Needs TEST_REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { decodeJwt } from '../../test/harness.js';
import { callNode, demoRoomAt, loginAt, serverNodes, type ServerNode } from '../../test/nodes.js';
import { ack, nextEvent, openSocket, until } from '../../test/sockets.js';

const REDIS = process.env.TEST_REDIS_URL;
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!REDIS) console.warn('[two-node sessions] skipped: set TEST_REDIS_URL to run it');

const sockets: Socket[] = [];
async function connect(url: string, token: string, reconnection = false): Promise<Socket> {
  const s = await openSocket(url, token, { reconnection, reconnectionDelay: 100, reconnectionDelayMax: 200 });
  sockets.push(s);
  return s;
}
/** the socket's disconnection reason (a failure when it stays connected for 10 s) */
const closed = (s: Socket) => nextEvent<string>(s, 'disconnect', () => true, 10_000);

/** the node saved the dropped socket's state in Redis (what recovery reads): as a real blip, the client comes back after that */
async function sessionSaved(s: Socket) {
  const pid = (s as unknown as { _pid: string })._pid;
  const redis = new Redis(REDIS!);
  try {
    const saved = async () => (await redis.exists(`${prefix}sio:session:${pid}`)) === 1;
    await until(saved, 'the node saved the dropped socket', 5_000, 20);
  } finally {
    redis.disconnect();
  }
}
let prefix = '';

describe.skipIf(!REDIS)('sessions across nodes (PostgreSQL + Redis)', () => {
  let a: ServerNode;
  let b: ServerNode;
  let apiOnly: ServerNode;
  let drop: () => Promise<void>;
  const nodes = serverNodes('lc-trust');
  let room: number;

  beforeAll(async () => {
    const db = await freshPostgres(PG, 'lc_trust_2n');
    drop = db.drop;
    prefix = `lc-trust-2n:${process.pid}:${Date.now()}:`;
    const env = (services: string) => ({
      DATABASE_URL: db.url,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: prefix,
      SERVICES: services,
      ...nodes.dataDir(),
    });
    a = await nodes.start(env('api,realtime,jobs'));
    [b, apiOnly] = await Promise.all([nodes.start(env('api,realtime')), nodes.start(env('api'))]);
    room = await demoRoomAt(a.url);
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodes.stopAll();
    await drop?.();
  });

  it('a logout on an API-only node closes the session’s sockets on both realtime nodes', async () => {
    const token = await loginAt(apiOnly.url, 'buyer@demo.kr');
    const onA = await connect(a.url, token);
    const onB = await connect(b.url, token);
    for (const s of [onA, onB]) expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const started = Date.now();
    const both = Promise.all([closed(onA), closed(onB)]);
    expect((await callNode(apiOnly.url, 'auth/logout', { body: {}, token })).resultCode).toBe('0001');
    expect(await both).toEqual(['io server disconnect', 'io server disconnect']);
    console.warn(`[two-node sessions] both sockets closed ${Date.now() - started} ms after the logout call`);
  }, 60_000);

  it('an operator’s suspension on one node closes the member’s sockets on the other', async () => {
    const admin = await loginAt(a.url, 'admin@demo.kr');
    const token = await loginAt(b.url, 'seller@demo.kr');
    const onB = await connect(b.url, token);
    const id = decodeJwt(token).authSysId as number;
    const gone = closed(onB);
    const r = await callNode(a.url, `operations/users/${id}/sanctions`, {
      body: { kind: 'suspension', reason: '테스트 정지', days: 1 },
      token: admin,
    });
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
    expect((await callNode(apiOnly.url, 'auth/logout', { body: {}, token })).resultCode).toBe('0001');
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
