/**
 * Issue 18, finding 6 (one node, real socket.io-client): every way a session ends closes its sockets
 * (logout left them chatting until the access token expired), and a socket coming back through
 * connection-state recovery gets its rooms back only while its session is live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { DEMO_PASSWORD, encryptPassword, login, startTestApp, type TestContext } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import { makeMember } from '../../test/factories.js';
import { ack, demoLive, listenForSockets, type Sockets } from '../../test/sockets.js';

let t: TestContext;
let sockets: Sockets;
let room: number;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  room = (await demoLive(t)).broadcastScheduleSysId;
  adminToken = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => {
  sockets?.closeAll();
  await t?.close();
});

/** a member of its own (withdrawal and sanctions end the account) */
const member = () => makeMember(t.database.db);
async function session(userId: string) {
  const r = await login(t, userId);
  expect(r.json.resultCode).toBe('0001');
  return { token: r.json.accessToken as string, refresh: r.json.refreshToken as string };
}

/** a client of `token` that, told to reconnect, retries within 100-200 ms */
const connect = (token: string, opts: { reconnection?: boolean } = {}) =>
  sockets.connect(token, { ...opts, reconnectionDelay: 100, reconnectionDelayMax: 200 });

/** resolves with the milliseconds from `since` to the server closing the socket */
function closedBy(s: Socket, since: () => number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 10_000);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      expect(reason).toBe('io server disconnect');
      resolve(Date.now() - since());
    });
  });
}

describe('every way a session ends closes its sockets', () => {
  const endings: [
    string,
    (m: { userId: string; id: number }, s: { token: string; refresh: string }) => Promise<void>,
  ][] = [
    [
      'logout',
      async (_m, s) => {
        const r = await t.request({ method: 'POST', url: 'auth/logout', token: s.token, body: {} });
        expect(r.json.resultCode).toBe('0001');
      },
    ],
    [
      'password change (from another session)',
      async (m) => {
        const other = await session(m.userId);
        const pk = (await t.request({ method: 'GET', url: 'auth/publickey' })).json.publicKey as string;
        const r = await t.request({
          method: 'PATCH',
          url: `users/${m.id}/password`,
          token: other.token,
          body: {
            currentPassword: encryptPassword(pk, DEMO_PASSWORD),
            password: encryptPassword(pk, 'newPass123!'),
            isRsa: true,
          },
        });
        expect(r.json.resultCode, JSON.stringify(r.json)).toBe('0001');
      },
    ],
    [
      'refresh-token reuse',
      async (_m, s) => {
        const first = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: s.refresh } });
        expect(first.json.resultCode).toBe('0001');
        const again = await t.request({ method: 'POST', url: 'auth/accesstoken', body: { refreshToken: s.refresh } });
        expect(again.json.resultCode).toBe('1003');
      },
    ],
    [
      'withdrawal',
      async (m, s) => {
        const r = await t.request({
          method: 'PATCH',
          url: `users/${m.id}/drop`,
          token: s.token,
          body: { confirmWord: '회원탈퇴', agree: true, reason: 'other' },
        });
        expect(r.json.resultCode, JSON.stringify(r.json)).toBe('0001');
      },
    ],
    [
      "an operator's suspension",
      async (m) => {
        const r = await t.request({
          method: 'POST',
          url: `operations/users/${m.id}/sanctions`,
          token: adminToken,
          body: { kind: 'suspension', reason: '운영정책 위반', days: 7 },
        });
        expect(r.json).toMatchObject({ resultCode: '0001', kind: 'suspension', endedSessions: 1 });
      },
    ],
    [
      "an operator's termination",
      async (m) => {
        const r = await t.request({
          method: 'POST',
          url: `operations/users/${m.id}/sanctions`,
          token: adminToken,
          body: { kind: 'termination', reason: '부정 거래' },
        });
        expect(r.json).toMatchObject({ resultCode: '0001', kind: 'termination' });
      },
    ],
  ];

  for (const [name, end] of endings) {
    it(name, async () => {
      const m = await member();
      const s = await session(m.userId);
      const socket = await connect(s.token);
      expect((await ack(socket, 'joinRoom', { room })).resultCode).toBe('0001');
      let endedAt = 0;
      const closed = closedBy(socket, () => endedAt);
      endedAt = Date.now();
      await end(m, s);
      const ms = await closed;
      console.warn(`[session sockets] ${name}: closed ${ms} ms after the call started`);
      // and the same token cannot open a new one
      await expect(connect(s.token)).rejects.toMatchObject({ data: { resultCode: '1403' } });
    });
  }
});

describe('connection-state recovery', () => {
  /**
   * Drops the transport (as a network blip does), runs `whileAway`, then connects again the way the
   * client's own reconnection does (same socket: it offers its pid and last offset for recovery).
   */
  async function blip(s: Socket, whileAway: () => Promise<void>) {
    const id = s.id!;
    await new Promise<void>((resolve) => {
      s.once('disconnect', () => resolve());
      s.io.engine.close();
    });
    // the server saves the socket's state when it sees the drop: wait for that, as a real blip would
    const serverSockets = t.app.realtime!.io.of('/').sockets;
    await waitFor(() => !serverSockets.has(id), { what: 'the server to save the dropped socket', everyMs: 10 });
    await whileAway();
    const back = new Promise<{ recovered: boolean } | { refused: string }>((resolve) => {
      s.once('connect', () => resolve({ recovered: s.recovered }));
      s.once('connect_error', (e: Error & { data?: { resultCode?: string } }) =>
        resolve({ refused: e.data?.resultCode ?? e.message }),
      );
    });
    s.connect();
    return back;
  }

  it('a socket that drops for a moment comes back with its rooms while its session is live', async () => {
    const m = await member();
    const { token } = await session(m.userId);
    const s = await connect(token);
    expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    // a room broadcast gives the client an offset to recover from
    const got = new Promise<void>((r) => s.once('chatMessage', () => r()));
    expect((await ack(s, 'chatMessage', { room, message: { msgType: 0, msg: '복구 전' } })).resultCode).toBe('0001');
    await got;
    expect(await blip(s, async () => undefined)).toEqual({ recovered: true });
    s.close();
  });

  it('a socket whose session ended while it was away is refused, not recovered', async () => {
    const m = await member();
    const { token } = await session(m.userId);
    const s = await connect(token);
    expect((await ack(s, 'joinRoom', { room })).resultCode).toBe('0001');
    const got = new Promise<void>((r) => s.once('chatMessage', () => r()));
    await ack(s, 'chatMessage', { room, message: { msgType: 0, msg: '로그아웃 전' } });
    await got;
    const missed: unknown[] = [];
    s.on('chatMessage', (p) => missed.push(p));
    const outcome = await blip(s, async () => {
      expect((await t.request({ method: 'POST', url: 'auth/logout', token, body: {} })).json.resultCode).toBe('0001');
      // something said in the room while it was away: a recovered socket would receive it
      const host = await session('seller@demo.kr');
      const hs = await connect(host.token);
      await ack(hs, 'joinRoom', { room });
      await ack(hs, 'chatMessage', { room, message: { msgType: 0, msg: '떠난 사이' } });
      hs.close();
    });
    expect(outcome).toEqual({ refused: '1403' });
    expect(s.connected).toBe(false);
    expect(missed).toEqual([]);
    s.close();
  });
});
