import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CC, type ChatMessage } from '@lc/contracts';
import { TEST_RECEIVER, testOrderBody } from '../../test/factories.js';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { encryptPassword } from '../../test/harness.js';
import { callNode, demoRoomAt, loginAt, serverNodes, type ServerNode } from '../../test/nodes.js';
import { ownRedis, redisServerInstalled } from '../../test/redis-server.js';
import { ack, openSocket, until } from '../../test/sockets.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * Issue 26 item 4: Redis is not a single point of failure. Two real nodes on PostgreSQL share a Redis
 * this test starts, kills and starts again: while it is away logins, sign-up, checkout and browsing
 * work on both nodes, chat sends answer "reconnecting" (9002, never 9000 "leave the room"), health
 * says what is down and the nodes stay ready; once Redis is back chat reaches the other node's viewers
 * within 5 s without anyone reconnecting. Needs TEST_DATABASE_URL and redis-server.
 */
const PG = process.env.TEST_DATABASE_URL;
const canRun = !!PG && redisServerInstalled();
if (!canRun) console.warn('[redis-outage] skipped: needs TEST_DATABASE_URL and redis-server');

const sockets: Socket[] = [];
async function connect(url: string, token?: string): Promise<Socket> {
  const s = await openSocket(url, token);
  sockets.push(s);
  return s;
}

/** GET health (or health/ready) with its HTTP status */
async function health(n: ServerNode, p = 'health') {
  const r = await fetch(`${n.url}/api/v1/${p}`);
  const j = ((await r.json()) as { jsonData: Record<string, unknown> }).jsonData;
  return { http: r.status, ...j } as { http: number; checks?: Record<string, string> } & Record<string, unknown>;
}

/** a member signed up through the API the way the sign-up screen does it (verification code from the outbox) */
async function signUpAt(url: string, userId: string, mobile: string) {
  const sent = await callNode(url, 'auth/sendauthmine', { body: { authType: 1, authWay: 1, authWayValue: mobile } });
  expect(sent.resultCode, JSON.stringify(sent)).toBe('0001');
  const box = await callNode(url, 'auth/sms/outbox');
  const text = (box.messages as { to: string; text: string }[]).find((m) => m.to.endsWith(mobile.slice(-4)))!.text;
  const checked = await callNode(url, 'auth/chkauthmine', {
    body: { authType: 1, authWay: 1, authWayValue: mobile, requestId: sent.requestId, authNo: /\d{6}/.exec(text)![0] },
  });
  expect(checked.resultCode, JSON.stringify(checked)).toBe('0001');
  const pk = (await callNode(url, 'auth/publickey')).publicKey as string;
  return callNode(url, 'auth/join', {
    body: {
      userId,
      password: encryptPassword(pk, 'outage1234!'),
      isRsa: true,
      nickName: `out${Date.now() % 100_000}`,
      name: '김장애',
      mobile,
      birthday: '1990-01-01',
      authToken: checked.authToken,
      agreeService: true,
      agreePrivacy: true,
    },
  });
}

/** a member's order of the first orderable demo product: the quote, then the order (answers the order call) */
async function checkoutAt(url: string, token: string) {
  const list = await callNode(url, 'products/mainlist?startIndex=0&rowCount=40');
  const ids = [
    ...new Set(
      JSON.stringify(list)
        .match(/"prdtSysId":\d+/g)!
        .map((m) => Number(m.split(':')[1])),
    ),
  ];
  for (const prdtSysId of ids) {
    const items = [{ prdtSysId, qty: 1 }];
    const q = await callNode(url, 'orders/deliveries', {
      body: { items, postNumber: TEST_RECEIVER.postNumber, pointAmount: 0 },
      token,
    });
    if (q.resultCode !== '0001') continue;
    const body = testOrderBody(items, 'card', (q.amounts as { payAmount: number }).payAmount);
    return callNode(url, 'orders', { body, token, headers: { 'idempotency-key': `outage-${Date.now()}` } });
  }
  throw new Error('no orderable demo product');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!canRun)('a Redis outage under two nodes on PostgreSQL', () => {
  let a: ServerNode;
  let b: ServerNode;
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let drop: (() => Promise<void>) | undefined;
  const nodes = serverNodes('lc-outage');

  beforeAll(async () => {
    redis = await ownRedis();
    const db = await freshPostgres(PG!, 'lc_outage');
    drop = db.drop;
    const env = () => ({
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SERVICES: 'api,realtime,jobs',
      SMS_OUTBOX: 'true',
      ...nodes.dataDir(),
    });
    a = await nodes.start(env());
    b = await nodes.start(env());
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodes.stopAll();
    await redis?.stop();
    await drop?.();
  });

  it('logins, sign-up and checkout work, chat says "reconnecting" and resumes across nodes within 5 s of Redis coming back', async () => {
    const room = await demoRoomAt(a.url);
    const buyer = await loginAt(a.url, 'buyer@demo.kr');
    const sendA = await connect(a.url, buyer);
    const watchB = await connect(b.url);
    for (const s of [sendA, watchB]) expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const onB: ChatMessage[] = [];
    watchB.on('chatMessage', (p: { messages: ChatMessage[] }) => onB.push(...p.messages));
    const reachedB = (msg: string) => onB.some((m) => m.msg === msg);
    const say = (msg: string) => ack(sendA, 'chatMessage', { room, message: { msgType: 0, msg } });

    expect((await say('before')).resultCode).toBe(CC.OK);
    await until(() => reachedB('before'), 'node B to deliver node A’s message');
    expect(await health(a)).toMatchObject({
      http: 200,
      status: 'ok',
      ready: true,
      checks: { database: 'ok', redis: 'ok' },
    });

    await redis.stop();
    for (const n of [a, b]) {
      await waitFor(async () => (await health(n)).checks?.redis === 'down', { what: 'health to see Redis down' });
    }
    // health says what is down; the nodes stay ready (the shop works without Redis)
    expect(await health(a)).toMatchObject({
      http: 200,
      status: 'degraded',
      ready: true,
      checks: { database: 'ok', redis: 'down', storage: 'ok' },
    });
    expect(await health(b, 'health/ready')).toMatchObject({ http: 200, ready: true, redis: 'down' });

    // logins (answered 500 before), on both nodes
    for (let i = 0; i < 6; i++) {
      const token = await loginAt(i % 2 ? b.url : a.url, 'buyer@demo.kr');
      expect(token, `login ${i + 1} during the outage`).toEqual(expect.any(String));
    }
    // sign-up, then the new member logs in on the other node
    const userId = `outage-${Date.now()}@test.kr`;
    const joined = await signUpAt(a.url, userId, `010${String(Date.now()).slice(-8)}`);
    expect(joined.resultCode, JSON.stringify(joined)).toBe('0001');
    const pk = (await callNode(b.url, 'auth/publickey')).publicKey as string;
    const newLogin = await callNode(b.url, 'auth/login', {
      body: { userId, password: encryptPassword(pk, 'outage1234!'), isRsa: true },
    });
    expect(newLogin.resultCode, JSON.stringify(newLogin)).toBe('0001');
    // checkout and browsing
    const order = await checkoutAt(b.url, buyer);
    expect(order.resultCode, JSON.stringify(order)).toBe('0001');
    expect((await callNode(a.url, 'broadcasts/mainlists')).resultCode).toBe('0001');

    // chat: the send answers "reconnecting" (the player stays); a viewer still joins the room
    expect((await say('during')).resultCode).toBe(CC.CHAT_RECONNECTING);
    const late = await connect(b.url);
    expect((await ack(late, 'joinRoom', { room })).resultCode).toBe('0001');
    // the outage is said once per node, not per request
    for (const n of [a, b]) expect(count(n.output(), 'redis unavailable')).toBe(1);

    await redis.start();
    const back = Date.now();
    let n = 0;
    const deliveredAt = await waitFor(
      async (): Promise<number | undefined> => {
        const msg = `after ${++n}`;
        const answer = await say(msg);
        if (answer.resultCode === CC.CHAT_RECONNECTING) return undefined;
        expect(answer.resultCode).toBe(CC.OK);
        await until(() => reachedB(msg), 'node B to deliver the message sent after Redis came back', 5_000);
        return Date.now();
      },
      { timeoutMs: 10_000, everyMs: 100, what: 'chat to resume' },
    );
    console.warn(`[redis-outage] chat across nodes again ${deliveredAt - back} ms after Redis came back`);
    expect(deliveredAt - back).toBeLessThanOrEqual(5_000);
    expect(reachedB('during')).toBe(false);
    for (const n of [a, b]) {
      await waitFor(async () => (await health(n)).checks?.redis === 'ok', { what: 'health to see Redis back' });
      expect(count(n.output(), 'redis is back')).toBe(1);
    }
  }, 120_000);
});
