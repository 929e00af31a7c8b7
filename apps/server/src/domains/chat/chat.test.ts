import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import type { BroadcastCard, ChatMessage } from '@lc/contracts';
import { broadcastSchedules, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { listenForSockets, liveRoom as sharedLiveRoom, until, type Sockets } from '../../../test/sockets.js';

let t: TestContext;
let url: string;
let live: BroadcastCard;
let vod: BroadcastCard;
let sockets: Sockets;
const tokens: Record<string, { token: string; id: number }> = {};

async function member(userId: string) {
  const r = await login(t, userId);
  const m = { token: r.json.accessToken as string, id: r.json.authSysId as number };
  tokens[userId] = m;
  return m;
}

let connect: Sockets['connect'];
let emit: Sockets['emit'];
let next: Sockets['next'];
let collect: Sockets['collect'];

async function extraMember(userId: string, nickName: string) {
  await makeMember(t.database.db, { userId, nickName });
  return member(userId);
}

const liveRoom = () => sharedLiveRoom(t, live);

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  ({ url, connect, emit, next, collect } = sockets);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as {
    liveList: BroadcastCard[];
    vodList: BroadcastCard[];
  };
  live = main.liveList[0]!;
  vod = main.vodList[0]!;
  await member('buyer@demo.kr');
  await member('seller@demo.kr');
  await member('admin@demo.kr');
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('joinRoom codes (live §8)', () => {
  it('0001 for a guest on a live room, with room info and the recent chat', async () => {
    const g = await connect();
    const a = await emit(g, 'joinRoom', { room: live.broadcastScheduleSysId });
    expect(a).toMatchObject({ resultCode: '0001', permission: 4, mode: 'live' });
    expect(a.roomInfo).toMatchObject({ liveFlag: 1, noti: expect.any(String), joinCnt: 1 });
    expect(Array.isArray(a.messages)).toBe(true);
  });

  it('the answer also arrives as a joinRoom event', async () => {
    const g = await connect();
    const ev = next(g, 'joinRoom');
    g.emit('joinRoom', { room: live.broadcastScheduleSysId });
    expect((await ev).resultCode).toBe('0001');
  });

  it('9000 for a malformed payload, 2001 for an unknown room, 3001 for a room not on air', async () => {
    const g = await connect();
    expect((await emit(g, 'joinRoom', 'hello')).resultCode).toBe('9000');
    expect((await emit(g, 'joinRoom', { room: 987654 })).resultCode).toBe('2001');
    expect((await emit(g, 'joinRoom', { room: vod.broadcastScheduleSysId })).resultCode).toBe('3001');
    expect((await emit(g, 'joinRoom', { room: vod.broadcastScheduleSysId, mode: 'vod' })).resultCode).toBe('0001');
  });

  it('1001 when the member cannot be found (withdrawn)', async () => {
    const m = await extraMember('gone@demo.kr', '탈퇴예정');
    const s = await connect(m.token);
    await t.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userSysId, m.id));
    expect((await emit(s, 'joinRoom', { room: live.broadcastScheduleSysId })).resultCode).toBe('1001');
  });

  it('1002 to the older device when the member joins from another device', async () => {
    const m = await extraMember('twodev@demo.kr', '두기기');
    const first = await connect(m.token);
    const room = live.broadcastScheduleSysId;
    expect((await emit(first, 'joinRoom', { room })).resultCode).toBe('0001');
    const second = await connect((await member('twodev@demo.kr')).token);
    const kicked = next(first, 'joinRoom', (p) => p.resultCode === '1002');
    expect((await emit(second, 'joinRoom', { room })).resultCode).toBe('0001');
    expect((await kicked).room).toBe(room);
    // the old device is out of the room: its message is refused
    expect((await emit(first, 'chatMessage', { room, message: { msgType: 0, msg: 'hi' } })).resultCode).toBe('2001');
  });

  it('1403 when the handshake token has expired (refresh and rejoin works)', async () => {
    const m = await extraMember('expire@demo.kr', '만료');
    const s = await connect(m.token);
    t.clock.advance(16 * 60_000);
    try {
      expect((await emit(s, 'joinRoom', { room: live.broadcastScheduleSysId })).resultCode).toBe('1403');
      expect((await emit(s, 'heartbeat', { room: live.broadcastScheduleSysId })).resultCode).toBe('1403');
      // an expired token is refused at the handshake with 1403
      const bad = ioClient(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: m.token },
      });
      const err = await new Promise<Error & { data?: { resultCode: string } }>((r) => bad.on('connect_error', r));
      bad.close();
      expect(err.data?.resultCode).toBe('1403');
      const fresh = await connect((await member('expire@demo.kr')).token);
      expect((await emit(fresh, 'joinRoom', { room: live.broadcastScheduleSysId })).resultCode).toBe('0001');
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });
});

describe('chat messages', () => {
  it('a member message reaches every viewer in one batch with a sequence number; guests cannot send', async () => {
    const room = await liveRoom();
    const buyer = await connect(tokens['buyer@demo.kr']!.token);
    const guest = await connect();
    await emit(buyer, 'joinRoom', { room });
    await emit(guest, 'joinRoom', { room });
    const got = next<{ room: number; messages: ChatMessage[] }>(guest, 'chatMessage');
    const ack = await emit(buyer, 'chatMessage', { room, message: { msgType: 0, msg: '  안녕하세요\u202E  ' } });
    expect(ack).toMatchObject({ resultCode: '0001', seq: 1 });
    const batch = await got;
    expect(batch.messages).toHaveLength(1);
    expect(batch.messages[0]).toMatchObject({
      seq: 1,
      msgType: 0,
      msg: '안녕하세요',
      nickName: '데모구매자',
      permission: 1,
      userId: 'buy**',
    });
    expect((await emit(guest, 'chatMessage', { room, message: { msgType: 0, msg: 'x' } })).resultCode).toBe('9001');
  });

  it('text is cut to 139 at 140, blank is refused, unknown types are invalid, staff types need a manager', async () => {
    const room = await liveRoom();
    const m = await extraMember('texter@demo.kr', '텍스터');
    const s = await connect(m.token);
    await emit(s, 'joinRoom', { room });
    const long = 'ㄱ'.repeat(140);
    const a = await emit<{ seq: number }>(s, 'chatMessage', { room, message: { msgType: 0, msg: long } });
    const stored = await emit<{ messages: ChatMessage[] }>(s, 'joinRoom', { room, lastSeq: a.seq - 1 });
    expect(Array.from(stored.messages[0]!.msg)).toHaveLength(139);
    expect((await emit(s, 'chatMessage', { room, message: { msgType: 0, msg: ' \n\t ' } })).resultCode).toBe('2002');
    expect((await emit(s, 'chatMessage', { room, message: { msgType: 5, msg: 'x' } })).resultCode).toBe('2002');
    expect((await emit(s, 'chatMessage', { room, message: { msgType: 3, msg: 'notice' } })).resultCode).toBe('9001');
    expect((await emit(s, 'chatMessage', { room: 'x', message: {} })).resultCode).toBe('2002');
    expect((await emit(s, 'chatMessage', 42)).resultCode).toBe('9000');
  });

  it('rate limit: the 4th message within 2 s gets 1429', async () => {
    const room = await liveRoom();
    const m = await extraMember('fast@demo.kr', '빠른손');
    const s = await connect(m.token);
    await emit(s, 'joinRoom', { room });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await emit(s, 'chatMessage', { room, message: { msgType: 0, msg: `m${i}` } })).resultCode);
    expect(codes).toEqual(['0001', '0001', '0001', '1429']);
    // the window passes: the memory limiter counts the test clock; the Redis one real time (its key
    // expires 2 s after the first hit; a refused try does not extend it), so that one is polled for
    t.clock.advance(2_100);
    const again = () => emit(s, 'chatMessage', { room, message: { msgType: 0, msg: 'again' } });
    await until(async () => (await again()).resultCode === '0001', 'the rate window to pass', 10_000, 200);
  });

  it('host message types 1, 3, 4, 6, 7, 8, 9 reach viewers as their events', async () => {
    const room = await liveRoom();
    const host = await connect(tokens['seller@demo.kr']!.token);
    const viewer = await connect();
    const h = await emit(host, 'joinRoom', { room });
    expect(h.permission).toBe(2);
    await emit(viewer, 'joinRoom', { room });
    const prdt = live.broadcastPrdts[0]!.prdtSysId;
    const send = (message: Record<string, unknown>) => emit(host, 'chatMessage', { room, message });

    const qa = next(viewer, 'questionAnswer');
    expect(
      (await send({ msgType: 1, content: '배송 언제?', answer: '내일 출발해요', nickName: '질문자' })).resultCode,
    ).toBe('0001');
    expect(await qa).toMatchObject({ nickName: '질문자', content: '배송 언제?', answer: '내일 출발해요' });

    const notice = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 3),
    );
    await send({ msgType: 3, msg: '공지: 오늘 무료배송' });
    expect((await notice).messages[0]).toMatchObject({ msgType: 3, msg: '공지: 오늘 무료배송', permission: 2 });

    const banner = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 4),
    );
    await send({ msgType: 4, msg: '지금 구매하면 사은품!' });
    expect((await banner).messages[0]!.msg).toBe('지금 구매하면 사은품!');

    const buy = next(viewer, 'event', (p) => p.type === 1);
    await send({ msgType: 6, msg: '구매 중', nickName: '김**' });
    expect(await buy).toMatchObject({ type: 1, nickName: '김**' });
    const close = next(viewer, 'event', (p) => p.type === 2);
    await send({ msgType: 7, msg: '곧 방송이 종료됩니다' });
    expect((await close).msg).toBe('곧 방송이 종료됩니다');

    const fix = next(viewer, 'fixPrdt');
    await send({ msgType: 8, prdtSysId: prdt });
    expect((await fix).prdtSysId).toBe(prdt);
    const view = next(viewer, 'viewPrdt');
    await send({ msgType: 9, prdtSysId: prdt });
    expect((await view).prdtSysId).toBe(prdt);
    expect((await send({ msgType: 8, prdtSysId: 999999 })).resultCode).toBe('2002');

    // the room remembers the notice and the pin for later joiners
    const later = await connect();
    const j = await emit<{ roomInfo: { noti: string; fixPrdtSysId: number } }>(later, 'joinRoom', { room });
    expect(j.roomInfo).toMatchObject({ noti: '공지: 오늘 무료배송', fixPrdtSysId: prdt });
  });

  it('catch-up: joining with lastSeq returns exactly the missed messages', async () => {
    const room = await liveRoom();
    const s = await connect(tokens['seller@demo.kr']!.token);
    await emit(s, 'joinRoom', { room });
    for (let i = 1; i <= 5; i++) await emit(s, 'chatMessage', { room, message: { msgType: 0, msg: `n${i}` } });
    const g = await connect();
    const j = await emit<{ messages: ChatMessage[]; lastSeq: number }>(g, 'joinRoom', { room, lastSeq: 2 });
    expect(j.messages.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(j.lastSeq).toBe(5);
  });
});

describe('hub API and socket modules', () => {
  it("questionAnswered reaches only that member's sockets in that room", async () => {
    const room = await liveRoom();
    const asker = await connect(tokens['buyer@demo.kr']!.token);
    const other = await connect();
    await emit(asker, 'joinRoom', { room });
    await emit(other, 'joinRoom', { room });
    const got = next(asker, 'questionAnswer');
    const leaked = collect(other, 'questionAnswer');
    t.app.realtime!.hub.questionAnswered({
      room,
      userSysId: tokens['buyer@demo.kr']!.id,
      nickName: '구매자',
      content: '사이즈 넉넉한가요?',
      answer: '한 치수 크게 나왔어요',
    });
    expect(await got).toEqual({
      room,
      nickName: '구매자',
      content: '사이즈 넉넉한가요?',
      answer: '한 치수 크게 나왔어요',
    });
    // the viewer would have had it by the time a round trip through the same node comes back
    await emit(other, 'heartbeat', { room });
    expect(leaked).toHaveLength(0);
  });

  it('issue 19: a notice posted with its English text reaches viewers with it, and joiners get it as notiEn', async () => {
    const room = await liveRoom();
    const viewer = await connect();
    await emit(viewer, 'joinRoom', { room });
    const got = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 3),
    );
    const host = tokens['seller@demo.kr']!;
    await t.app.realtime!.hub.post(room, {
      msgType: 3,
      msg: '공지: 무료배송',
      msgEn: 'Notice: free delivery',
      nickName: '호스트',
      userId: 'sel**',
      userSysId: host.id,
      permission: 2,
      content: null,
      answer: null,
      prdtSysId: null,
      createdAt: new Date(t.clock.now),
    });
    const line = (await got).messages.find((m) => m.msgType === 3)!;
    expect(line).toMatchObject({ msg: '공지: 무료배송', msgEn: 'Notice: free delivery' });
    const joiner = await connect();
    const a = await emit<{ roomInfo: { noti: string; notiEn: string | null } }>(joiner, 'joinRoom', { room });
    expect(a.roomInfo).toMatchObject({ noti: '공지: 무료배송', notiEn: 'Notice: free delivery' });
    // a host's notice without English clears the old English text (readers fall back to the Korean)
    const h = await connect(host.token);
    await emit(h, 'joinRoom', { room });
    expect((await emit(h, 'chatMessage', { room, message: { msgType: 3, msg: '새 공지' } })).resultCode).toBe('0001');
    await t.app.realtime!.hub.flush();
    const late = await connect();
    const b = await emit<{ roomInfo: { noti: string; notiEn: string | null } }>(late, 'joinRoom', { room });
    expect(b.roomInfo).toMatchObject({ noti: '새 공지', notiEn: null });
    // the host may write the notice in English too
    const twice = { msgType: 3, msg: '둘째 공지', msgEn: '  Second notice ' };
    expect((await emit(h, 'chatMessage', { room, message: twice })).resultCode).toBe('0001');
    await t.app.realtime!.hub.flush();
    const third = await connect();
    const c = await emit<{ roomInfo: { noti: string; notiEn: string | null } }>(third, 'joinRoom', { room });
    expect(c.roomInfo).toMatchObject({ noti: '둘째 공지', notiEn: 'Second notice' });
  });

  it('a registered socket module handles its own event on new connections', async () => {
    t.app.realtime!.hub.register({
      name: 'echo-test',
      connect(socket, hub) {
        hub.on(socket, 'echoTest' as never, (payload, ack) => {
          ack?.({ resultCode: '0001', echo: payload, member: hub.member(socket)?.authSysId ?? null } as never);
        });
      },
    });
    const s = await connect(tokens['buyer@demo.kr']!.token);
    expect(await emit(s, 'echoTest', { x: 1 })).toEqual({
      resultCode: '0001',
      echo: { x: 1 },
      member: tokens['buyer@demo.kr']!.id,
    });
  });
});

describe('likes and views', () => {
  it('likes are aggregated per tick into one like event; guests cannot like', async () => {
    const room = await liveRoom();
    const s = await connect(tokens['buyer@demo.kr']!.token);
    const g = await connect();
    await emit(s, 'joinRoom', { room });
    await emit(g, 'joinRoom', { room });
    expect((await emit(g, 'like', { room })).resultCode).toBe('9001');
    const events = collect<{ likeCnt: number; viewCnt: number; joinCnt: number }>(g, 'like');
    // five likes in one burst: counted per tick, not one event each
    const acks = await Promise.all(Array.from({ length: 5 }, () => emit(s, 'like', { room })));
    expect(acks.map((a) => a.resultCode)).toEqual(Array(5).fill('0001'));
    await t.app.realtime!.hub.flush();
    await until(() => events.some((e) => e.likeCnt === 5), 'the tick announcing 5 likes');
    const partial = events.filter((e) => e.likeCnt > 0 && e.likeCnt < 5);
    expect(partial.length).toBeLessThanOrEqual(1); // at most one tick falls inside the burst
    const withLikes = events.filter((e) => e.likeCnt === 5);
    expect(withLikes.length).toBeGreaterThanOrEqual(1);
    expect(withLikes[0]).toMatchObject({ viewCnt: 2, joinCnt: 2 });
    // totals that did not change are not told again: a quiet room costs its viewers no frame
    const told = events.length;
    await t.app.realtime!.hub.flush();
    await t.app.realtime!.hub.flush();
    await emit(g, 'chklive', { room }); // a round trip: anything the flushes sent has arrived
    expect(events.length).toBe(told);
    const counts = await t.request({ method: 'GET', url: `broadcasts/infos/${room}/likes` });
    expect(counts.json).toMatchObject({ likeCnt: 5, viewCnt: 2 });
  });
});

describe('replay chat', () => {
  it('vodChatHist returns a 10 s window and the 20 before it; fixInfo the notice and pin at a position', async () => {
    const g = await connect();
    const room = vod.broadcastScheduleSysId;
    const j = await emit(g, 'joinRoom', { room, mode: 'vod' });
    expect(j.resultCode).toBe('0001');
    const intro = await t.request({ method: 'GET', url: `broadcasts/${vod.broadcastSysId}/cliinfo` });
    const t0 = new Date(intro.json.liveStartDate as string).getTime();
    const at = (s: number) => new Date(t0 + s * 1000).toISOString();
    const ev = next(g, 'vodChatHist');
    const w = await emit<{ messages: ChatMessage[]; before: ChatMessage[] }>(g, 'vodChatHist', {
      room,
      vod: { startDate: at(10), endDate: at(20), beforeCnt: 20 },
    });
    expect((await ev).resultCode).toBe('0001');
    const offs = w.messages.map((m) => (new Date(m.createdAt).getTime() - t0) / 1000);
    expect(offs.every((o) => o >= 10 && o < 20)).toBe(true);
    expect(offs).toEqual([11, 14, 17]);
    expect(w.before.map((m) => (new Date(m.createdAt).getTime() - t0) / 1000)).toEqual([1, 3, 5, 8]);
    const f = await emit(g, 'fixInfo', { room, vod: { startDate: at(25) } });
    expect(f).toMatchObject({
      resultCode: '0001',
      noti: '오늘 방송 구매 고객 전원 드립백 증정!',
      fixPrdtSysId: expect.any(Number),
    });
    const f0 = await emit(g, 'fixInfo', { room, vod: { startDate: at(2) } });
    expect(f0).toMatchObject({ noti: null, fixPrdtSysId: null });
    expect((await emit(g, 'vodChatHist', { room, vod: { startDate: at(0), endDate: at(600) } })).resultCode).toBe(
      '2002',
    );
  });
});

describe('moderation (live §6)', () => {
  it('admin mutes (1005, stays), forces out (1004, leaves; rejoin refused) and expels permanently', async () => {
    const room = await liveRoom();
    const victim = await extraMember('victim@demo.kr', '빌런');
    const v = await connect(victim.token);
    await emit(v, 'joinRoom', { room });
    const admin = await connect(tokens['admin@demo.kr']!.token);
    await emit(admin, 'joinRoom', { room });
    const buyer = await connect(tokens['buyer@demo.kr']!.token);
    await emit(buyer, 'joinRoom', { room });
    expect((await emit(buyer, 'regBlackUser', { room, userSysId: victim.id, blackType: 0 })).resultCode).toBe('9001');

    const muted = next(v, 'regBlackUser');
    expect((await emit(admin, 'regBlackUser', { room, userSysId: victim.id, blackType: 0 })).resultCode).toBe('0001');
    expect(await muted).toMatchObject({ blackType: 0, resultCode: '1005' });
    expect((await emit(v, 'chatMessage', { room, message: { msgType: 0, msg: 'hi' } })).resultCode).toBe('1005');
    const v2 = await connect(victim.token);
    expect((await emit(v2, 'joinRoom', { room })).resultCode).toBe('1005');
    v2.close();

    const out = next(v, 'regBlackUser');
    await emit(admin, 'regBlackUser', { room, userSysId: victim.id, blackType: 1 });
    expect(await out).toMatchObject({ blackType: 1, resultCode: '1004' });
    expect((await emit(v, 'chatMessage', { room, message: { msgType: 0, msg: 'x' } })).resultCode).toBe('2001');
    expect((await emit(v, 'joinRoom', { room })).resultCode).toBe('1004');
    // a temporary exit is per broadcast: another room is fine
    const other = await liveRoom();
    expect((await emit(v, 'joinRoom', { room: other })).resultCode).toBe('0001');
    const perm = next(v, 'regBlackUser');
    await emit(admin, 'regBlackUser', { room: other, userSysId: victim.id, blackType: 2 });
    expect(await perm).toMatchObject({ blackType: 2, resultCode: '1004' });
    expect((await emit(v, 'joinRoom', { room: live.broadcastScheduleSysId })).resultCode).toBe('1004');
  });

  it('broadcastControl: host ends the live (viewers told, joins get 3001); admin blocks (1003)', async () => {
    const room = await liveRoom();
    const host = await connect(tokens['seller@demo.kr']!.token);
    await emit(host, 'joinRoom', { room });
    const g = await connect();
    await emit(g, 'joinRoom', { room });
    const buyer = await connect(tokens['buyer@demo.kr']!.token);
    await emit(buyer, 'joinRoom', { room });
    expect((await emit(buyer, 'broadcastControl', { room, type: 'end' })).resultCode).toBe('9001');
    expect((await emit(g, 'chklive', { room })).liveFlag).toBe(1);
    const end = next(g, 'broadcastControl');
    expect((await emit(host, 'broadcastControl', { room, type: 'exit' })).resultCode).toBe('0001');
    expect(await end).toMatchObject({ type: 'exit', liveFlag: 3 });
    expect((await emit(await connect(), 'joinRoom', { room })).resultCode).toBe('3001');

    const room2 = await liveRoom();
    const g2 = await connect();
    await emit(g2, 'joinRoom', { room: room2 });
    expect((await emit(host, 'broadcastControl', { room: room2, type: 'block' })).resultCode).toBe('9001');
    const admin = await connect(tokens['admin@demo.kr']!.token);
    const blocked = next(g2, 'broadcastControl');
    expect((await emit(admin, 'broadcastControl', { room: room2, type: 'block' })).resultCode).toBe('0001');
    expect((await blocked).type).toBe('block');
    expect((await emit(g2, 'joinRoom', { room: room2 })).resultCode).toBe('1003');
    const b = await t.request({ method: 'GET', url: `broadcasts/${live.broadcastSysId}/intro` });
    expect(b.json.resultCode).toBe('0001');
  });

  it('startLive / endLive (the media pipeline entry points) tell the room and change the status', async () => {
    const room = await liveRoom();
    const db = t.database.db;
    await db
      .update(broadcastSchedules)
      .set({ liveFlag: 0, liveStartDate: null })
      .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
    const g = await connect();
    expect((await emit(g, 'joinRoom', { room })).resultCode).toBe('0001');
    const started = next(g, 'broadcastControl');
    const s = await t.app.broadcasts.startLive(room, { hlsUrl: '/media/live/x/index.m3u8' });
    expect(s).toMatchObject({ broadcastScheduleSysId: room, liveFlag: 1 });
    expect(await started).toMatchObject({ room, type: 'start', liveFlag: 1 });
    // idempotent while on air: the room is not told again and the first start time stays
    expect((await t.app.broadcasts.startLive(room)).liveStartDate).toEqual(s.liveStartDate);
    const ended = next(g, 'broadcastControl');
    expect(await t.app.broadcasts.endLive(room, { highlightUrl: '/media/vod/x/index.m3u8' })).toMatchObject({
      liveFlag: 2,
    });
    expect(await ended).toMatchObject({ room, type: 'end', liveFlag: 2 });
    // live §4: within its window an ended live counts as ended; after it, the recording makes it a replay
    expect((await emit(g, 'chklive', { room })).status).toBe('ended');
    await expect(t.app.broadcasts.startLive(room)).rejects.toMatchObject({ code: '5005' });
    await expect(t.app.broadcasts.startLive(987654)).rejects.toMatchObject({ code: '5001' });
    t.clock.advance(4 * 3_600_000);
    expect((await emit(g, 'chklive', { room })).status).toBe('vod');
  });
});
