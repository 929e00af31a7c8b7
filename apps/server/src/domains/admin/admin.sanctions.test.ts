/**
 * Issue 15 gap 4: an operator sanction takes effect on sockets already open (two real clients in the
 * live room: the sanctioned member and a bystander), and both sanction calls write the one table that
 * login and the chat read (shared/sanctions.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { ack, demoLive, listenForSockets, nextEvent, type Sockets } from '../../../test/sockets.js';

let t: TestContext;
let sockets: Sockets;
let room: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  room = (await demoLive(t)).broadcastScheduleSysId;
  tokens.admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
  await makeMember(t.database.db, { userId: 'sanction-manager@test.kr', nickName: '제재매니저', role: 'manager' });
  tokens.manager = (await login(t, 'sanction-manager@test.kr')).json.accessToken as string;
});
afterAll(async () => {
  sockets?.closeAll();
  await t?.close();
});

async function member(): Promise<{ userId: string; id: number; token: string }> {
  const { userId, id } = await makeMember(t.database.db);
  const r = await login(t, userId);
  expect(r.json.resultCode).toBe('0001');
  return { userId, id, token: r.json.accessToken as string };
}

const connect = (token: string) => sockets.connect(token);
/** a sanction of the member by the manager, from the member page */
const sanction = (memberId: number, body: { kind: string; reason: string; days?: number }) =>
  t.request({ method: 'POST', url: `admin/members/${memberId}/sanctions`, token: tokens.manager, body });
/** the sanction lifted from the member page (by the manager unless told) */
const liftSanction = (memberId: number, sanctionSysId: unknown, token = tokens.manager) =>
  t.request({ method: 'POST', url: `admin/members/${memberId}/sanctions/${String(sanctionSysId)}/lift`, token });
const say = (s: Socket, msg: string) => ack(s, 'chatMessage', { room, message: { msgType: 0, msg } });
const next = (s: Socket, ev: string) => nextEvent(s, ev);

/** the sanctioned member and a bystander, both in the live room */
async function twoInRoom() {
  const target = await member();
  const other = await member();
  const a = await connect(target.token);
  const b = await connect(other.token);
  expect((await ack(a, 'joinRoom', { room, mode: 'live' })).resultCode).toBe('0001');
  expect((await ack(b, 'joinRoom', { room, mode: 'live' })).resultCode).toBe('0001');
  return { target, a, b };
}

const kicked: Record<string, { userId: string; id: number; sanctionSysId: number }> = {};

describe('operator sanctions honoured live', () => {
  it('a chat ban from the member page mutes the connected member now; lifting it lets them speak', async () => {
    const { target, a, b } = await twoInRoom();
    expect((await say(a, '안녕하세요')).resultCode).toBe('0001');
    const told = next(a, 'regBlackUser');
    const ban = await sanction(target.id, { kind: 'chatBan', reason: '도배', days: 1 });
    expect(ban.json).toMatchObject({ resultCode: '0001', endedSessions: 0 });
    expect(await told).toMatchObject({ room, userSysId: target.id, resultCode: '1005' });
    // the same socket, never rejoined: refused; the bystander still speaks
    expect((await say(a, '또 도배')).resultCode).toBe('1005');
    expect((await say(b, '저는 괜찮죠')).resultCode).toBe('0001');
    expect(a.connected).toBe(true);
    const lift = await liftSanction(target.id, ban.json.sanctionSysId);
    expect(lift.json.resultCode).toBe('0001');
    expect((await say(a, '이제 조용히')).resultCode).toBe('0001');
  });

  for (const kind of ['forcedExit', 'permanentExit'] as const) {
    it(`a ${kind} kicks the connected member out of the room now and refuses the login`, async () => {
      const { target, a, b } = await twoInRoom();
      const told = next(a, 'regBlackUser');
      const closed = next(a, 'disconnect');
      const s = await sanction(target.id, { kind, reason: '욕설 반복', days: 3 });
      expect(s.json).toMatchObject({ resultCode: '0001', endedSessions: 1 });
      expect(await told).toMatchObject({ room, userSysId: target.id, resultCode: '1004' });
      await closed;
      expect(a.connected).toBe(false);
      // the bystander stays in the room and chatting
      expect(b.connected).toBe(true);
      expect((await say(b, '계속 방송 봐요')).resultCode).toBe('0001');
      // the old token cannot reconnect; the password login is refused while it lasts
      await expect(connect(target.token)).rejects.toMatchObject({ data: { resultCode: '1403' } });
      expect((await login(t, target.userId)).json.resultCode).toBe('9707');
      kicked[kind] = { userId: target.userId, id: target.id, sanctionSysId: s.json.sanctionSysId as number };
    });
  }

  it('the trust call (operations/users/{id}/sanctions) writes the same row the back-office lists and kicks the same way', async () => {
    const { target, a } = await twoInRoom();
    const told = next(a, 'regBlackUser');
    const r = await t.request({
      method: 'POST',
      url: `operations/users/${target.id}/sanctions`,
      token: tokens.admin,
      body: { kind: 'suspension', reason: '운영정책 위반', days: 7 },
    });
    expect(r.json).toMatchObject({ resultCode: '0001', endedSessions: 1 });
    expect(await told).toMatchObject({ room, resultCode: '1004' });
    const detail = await t.request({ method: 'GET', url: `admin/members/${target.id}`, token: tokens.manager });
    const row = (detail.json.sanctions as { sanctionSysId: number; kind: string; active: boolean }[])[0]!;
    expect(row).toMatchObject({ kind: 'suspension', active: true });
    expect((await login(t, target.userId)).json.resultCode).not.toBe('0001');
    // lifted from the member page: the account is active again and the login works
    const lift = await liftSanction(target.id, row.sanctionSysId);
    expect(lift.json.resultCode).toBe('0001');
    expect((await login(t, target.userId)).json.resultCode).toBe('0001');
  });

  it('staff are not sanctioned from the member page', async () => {
    const admin = (await login(t, 'admin@demo.kr')).json.authSysId as number;
    const r = await sanction(admin, { kind: 'permanentExit', reason: '시험' });
    expect(r.json.resultCode).toBe('9403');
    expect((await login(t, 'admin@demo.kr')).json.resultCode).toBe('0001');
  });

  // last: the clock moves past the demo show's end
  it('a forced exit ends with its period; a permanent exit only when an operator lifts it', async () => {
    const f = kicked.forcedExit!;
    const p = kicked.permanentExit!;
    t.clock.advance(3 * 86_400_000 + 1000);
    expect((await login(t, f.userId)).json.resultCode).toBe('0001');
    t.clock.advance(400 * 86_400_000);
    expect((await login(t, p.userId)).json.resultCode).toBe('9707');
    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const lift = await liftSanction(p.id, p.sanctionSysId, admin);
    expect(lift.json.resultCode).toBe('0001');
    expect((await login(t, p.userId)).json.resultCode).toBe('0001');
  });
});
