import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ChatMessage } from '@lc/contracts';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { callNode, demoRoomAt, loginAt, serverNodes, type ServerNode } from '../../test/nodes.js';
import { ack, nextEvent, openSocket, until } from '../../test/sockets.js';

/**
 * Two real server processes on one PostgreSQL and one Redis (issue 5 §5): rooms are shared through
 * the Socket.IO Redis Streams adapter; a viewer whose node is killed reconnects to the other and
 * catches up by sequence number. Needs TEST_REDIS_URL (and TEST_DATABASE_URL or the local default).
 */
const REDIS = process.env.TEST_REDIS_URL;
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!REDIS) {
  console.warn('[two-node] skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run the two-node test');
}

const sockets: Socket[] = [];
async function connect(url: string, token?: string): Promise<Socket> {
  const s = await openSocket(url, token);
  sockets.push(s);
  return s;
}

describe.skipIf(!REDIS)('two nodes on PostgreSQL + Redis', () => {
  let a: ServerNode;
  let b: ServerNode;
  let drop: () => Promise<void>;
  const nodes = serverNodes('lc-2n');

  beforeAll(async () => {
    const db = await freshPostgres(PG, 'lc_2n');
    drop = db.drop;
    const prefix = `lc-2n:${process.pid}:${Date.now()}:`;
    // no media role: both nodes would open the same RTMP port; this test is about chat rooms
    const env = () => ({
      DATABASE_URL: db.url,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: prefix,
      SERVICES: 'api,realtime,jobs',
      ...nodes.dataDir(),
    });
    a = await nodes.start(env());
    b = await nodes.start(env());
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodes.stopAll();
    await drop?.();
  });

  it('the game across two nodes: joins and choices on both, the round closes once at its deadline, each player gets its own result', async () => {
    const room = await demoRoomAt(a.url);
    const hostToken = await loginAt(a.url, 'seller@demo.kr');
    const p1 = await connect(a.url, await loginAt(a.url, 'buyer@demo.kr'));
    const p2 = await connect(b.url, await loginAt(b.url, 'admin@demo.kr'));
    const watchB = await connect(b.url);
    for (const s of [p1, p2, watchB]) expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const consoleCall = (url: string, p: string, body: unknown) =>
      callNode(url, `broadcasts/console/${room}/${p}`, { body, token: hostToken });
    const event = <T = Record<string, unknown>>(s: Socket, ev: string, pred: (v: T) => boolean) =>
      nextEvent<T>(s, ev, pred, 20_000);
    const created = event(watchB, 'createGame', () => true);
    const g = await consoleCall(a.url, 'game', {
      limitJoinCnt: 10,
      lastRound: 1,
      prize: { type: 'points', points: 300 },
    });
    expect(g.resultCode).toBe('0001');
    const id = g.gameSysId as number;
    await created;
    expect((await ack(p1, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('0001');
    expect((await ack(p2, 'joinGame', { room, game: { gameSysId: id } })).resultCode).toBe('0001');
    // the round is started through node B; the host's scissors are committed there
    const started = event(p1, 'chooseGameSellover', () => true);
    expect((await consoleCall(b.url, `game/${id}/round`, { choose: 1 })).resultCode).toBe('0001');
    await started;
    expect((await ack(p1, 'chooseGameUser', { room, game: { gameSysId: id, choose: 2 } })).resultCode).toBe('0001');
    expect((await ack(p2, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } })).resultCode).toBe('0001');
    type View = { status: number; winnerNick: string | null; me?: { resMatch: string; isWinner: boolean } };
    const r1 = event<View>(p1, 'resultGame', (v) => !!v.me);
    const r2 = event<View>(p2, 'resultGame', (v) => !!v.me);
    const general: View[] = [];
    watchB.on('resultGame', (v: View) => general.push(v));
    expect((await r1).me).toMatchObject({ resMatch: 'win', isWinner: true });
    expect((await r2).me).toMatchObject({ resMatch: 'lose', isWinner: false });
    // closed once: the viewer of node B heard one general result
    await ack(watchB, 'heartbeat', { room });
    expect(general).toHaveLength(1);
    expect(general[0]).toMatchObject({ status: 4 });
  }, 60_000);

  it('shares rooms, aggregates likes, and a viewer of a killed node catches up on the other with nothing missing or doubled', async () => {
    const room = await demoRoomAt(a.url);
    const buyer = await loginAt(a.url, 'buyer@demo.kr');
    const seller = await loginAt(b.url, 'seller@demo.kr');

    const sendA = await connect(a.url, buyer);
    const sendB = await connect(b.url, seller);
    const watchA = await connect(a.url);
    const watchB = await connect(b.url);
    for (const s of [sendA, sendB, watchA, watchB])
      expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');

    const seen = (s: Socket) => {
      const got: ChatMessage[] = [];
      s.on('chatMessage', (p: { messages: ChatMessage[] }) => got.push(...p.messages));
      return got;
    };
    const onA = seen(watchA);
    const onB = seen(watchB);
    const s1 = await ack(sendA, 'chatMessage', { room, message: { msgType: 0, msg: 'from A' } });
    const s2 = await ack(sendB, 'chatMessage', { room, message: { msgType: 0, msg: 'from B' } });
    const has = (got: ChatMessage[], msg: string) => got.some((m) => m.msg === msg);
    await until(() => has(onB, 'from A') && has(onA, 'from B'), "each node to deliver the other one's message");
    expect(s2.seq).toBe((s1.seq as number) + 1);

    // likes from both nodes are summed
    const before = (await callNode(a.url, `broadcasts/infos/${room}/likes`)).likeCnt as number;
    for (let i = 0; i < 3; i++) await ack(sendA, 'like', { room });
    for (let i = 0; i < 4; i++) await ack(sendB, 'like', { room });
    const likes = async () => (await callNode(b.url, `broadcasts/infos/${room}/likes`)).likeCnt as number;
    await until(async () => (await likes()) >= before + 7, 'the likes of both nodes to be stored', 10_000, 100);
    expect(await likes()).toBe(before + 7);

    // a viewer on B tracks what it has; B is killed; it moves to A and catches up
    // (the host sends: the per-user rate limit does not apply to it)
    const host = await connect(a.url, await loginAt(a.url, 'seller@demo.kr'));
    expect((await ack(host, 'joinRoom', { room })).resultCode).toBe('0001');
    const viewer = await connect(b.url);
    const log = new Map<number, ChatMessage>();
    let doubles = 0;
    const take = (ms: ChatMessage[]) => {
      for (const m of ms) {
        if (log.has(m.seq)) doubles += 1;
        else log.set(m.seq, m);
      }
    };
    viewer.on('chatMessage', (p: { messages: ChatMessage[] }) => take(p.messages));
    const j = await ack(viewer, 'joinRoom', { room });
    const startSeq = j.lastSeq as number;
    const sent: number[] = [];
    const delivered = () => sent.every((q) => log.has(q));
    for (let i = 0; i < 5; i++) {
      sent.push((await ack(host, 'chatMessage', { room, message: { msgType: 0, msg: `before ${i}` } })).seq as number);
      // one chat tick each: the viewer has it before the next one is sent
      await until(delivered, `message ${i} on node B`);
    }
    b.proc.kill('SIGKILL');
    await new Promise<void>((r) => (viewer.disconnected ? r() : viewer.on('disconnect', () => r())));
    for (let i = 0; i < 5; i++) {
      sent.push(
        (await ack(host, 'chatMessage', { room, message: { msgType: 0, msg: `while down ${i}` } })).seq as number,
      );
    }
    const moved = await connect(a.url);
    moved.on('chatMessage', (p: { messages: ChatMessage[] }) => take(p.messages));
    const lastSeq = Math.max(startSeq, ...log.keys());
    const rejoin = await ack(moved, 'joinRoom', { room, lastSeq });
    expect(rejoin.resultCode).toBe('0001');
    take(rejoin.messages as ChatMessage[]);
    for (let i = 0; i < 3; i++) {
      sent.push((await ack(host, 'chatMessage', { room, message: { msgType: 0, msg: `after ${i}` } })).seq as number);
    }
    await until(delivered, 'every message after the move');
    const mine = [...log.keys()].filter((s) => s > startSeq).sort((x, y) => x - y);
    expect(mine).toEqual(sent);
    expect(doubles).toBe(0);
    expect(log.get(sent[6]!)!.msg).toBe('while down 1');
  }, 60_000);
});
