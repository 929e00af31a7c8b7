import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scheduleWindow, type BroadcastCard, type ChatMessage } from '@lc/contracts';
import { broadcastSchedules, liveConsoleActions, products } from '../../db/schema/index.js';
import { notifyProductQuestion } from '../../realtime/handlers/console-feed.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { listenForSockets, liveRoom as sharedLiveRoom, type Sockets } from '../../../test/sockets.js';

/** The host's live console over HTTP (issue 13 item 1): rights, delivery to viewers, audit, idempotency. */
let t: TestContext;
let live: BroadcastCard;
let sockets: Sockets;
const tok: Record<string, { token: string; id: number }> = {};

async function member(userId: string) {
  const r = await login(t, userId);
  tok[userId] = { token: r.json.accessToken as string, id: r.json.authSysId as number };
}
let connect: Sockets['connect'];
let next: Sockets['next'];
let emit: Sockets['emit'];
const liveRoom = () => sharedLiveRoom(t, live, 'console live');
const call = (who: string | null, room: number, action: string, body?: unknown, key?: string) =>
  t.request({
    method: action ? 'POST' : 'GET',
    url: `broadcasts/console/${room}${action ? `/${action}` : ''}`,
    token: who ? tok[who]!.token : undefined,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  ({ connect, next, emit } = sockets);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
  await makeMember(t.database.db, { userId: 'manager@demo.kr', nickName: '매니저', role: 'manager' });
  for (const u of ['buyer@demo.kr', 'seller@demo.kr', 'admin@demo.kr', 'manager@demo.kr']) await member(u);
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('live console over HTTP', () => {
  it('the host answers, posts a notice, a banner, a close notice, pins and rolls: viewers get each event', async () => {
    const room = await liveRoom();
    const viewer = await connect();
    await emit(viewer, 'joinRoom', { room });
    const prdt = live.broadcastPrdts[0]!.prdtSysId;

    const qa = next(viewer, 'questionAnswer');
    const a = await call('seller@demo.kr', room, 'answer', {
      content: '배송 언제?',
      answer: '내일 출발',
      nickName: '김**',
    });
    expect(a.status).toBe(200);
    expect(await qa).toMatchObject({ room, nickName: '김**', content: '배송 언제?', answer: '내일 출발' });

    const notice = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 3),
    );
    expect((await call('seller@demo.kr', room, 'notice', { msg: '오늘 무료배송' })).status).toBe(200);
    expect((await notice).messages.find((m) => m.msgType === 3)).toMatchObject({ msg: '오늘 무료배송', permission: 2 });
    // issue 19: the notice may carry its English text for English readers
    const noticeEn = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 3 && m.msg === '내일도 무료배송'),
    );
    const both = { msg: '내일도 무료배송', msgEn: 'Free delivery tomorrow too' };
    expect((await call('seller@demo.kr', room, 'notice', both)).status).toBe(200);
    expect((await noticeEn).messages.find((m) => m.msgType === 3)).toMatchObject(both);

    const banner = next<{ messages: ChatMessage[] }>(viewer, 'chatMessage', (p) =>
      p.messages.some((m) => m.msgType === 4),
    );
    expect((await call('manager@demo.kr', room, 'banner', { msg: '지금 구매하면 사은품!' })).status).toBe(200);
    expect((await banner).messages.find((m) => m.msgType === 4)!.msg).toBe('지금 구매하면 사은품!');

    const close = next(viewer, 'event', (p) => p.type === 2);
    expect((await call('seller@demo.kr', room, 'close-notice', { msg: '곧 종료합니다' })).status).toBe(200);
    expect(await close).toMatchObject({ type: 2, msg: '곧 종료합니다' });

    const fix = next(viewer, 'fixPrdt');
    expect((await call('seller@demo.kr', room, 'pin', { prdtSysId: prdt })).status).toBe(200);
    expect((await fix).prdtSysId).toBe(prdt);
    const view = next(viewer, 'viewPrdt');
    expect((await call('admin@demo.kr', room, 'rolling', { prdtSysId: prdt })).status).toBe(200);
    expect((await view).prdtSysId).toBe(prdt);

    const bad = await call('seller@demo.kr', room, 'pin', { prdtSysId: 987654 });
    expect([bad.status, bad.json.resultCode]).toEqual([422, '5103']);

    // audited: who, what, when (newest first)
    const st = await call('seller@demo.kr', room, '');
    expect(st.status).toBe(200);
    expect(st.json).toMatchObject({ role: 'host', canModerate: false, room });
    const actions = st.json.actions as { action: string; actorUserSysId: number }[];
    expect(actions.map((x) => x.action)).toEqual([
      'rolling',
      'pin',
      'closeNotice',
      'banner',
      'notice',
      'notice',
      'answer',
    ]);
    expect(actions[0]!.actorUserSysId).toBe(tok['admin@demo.kr']!.id);
    expect(st.json.roomInfo as { noti: string }).toMatchObject({
      noti: '내일도 무료배송',
      notiEn: 'Free delivery tomorrow too',
    });
  });

  it("live price on for the show's window and off from now: the host only, the show's products with a live price, audited once per key", async () => {
    const room = await liveRoom();
    const db = t.database.db;
    const prdt = live.broadcastPrdts[0]!.prdtSysId;
    const read = async () => (await db.select().from(products).where(eq(products.prdtSysId, prdt)))[0]!;
    await db.update(products).set({ livePrice: null }).where(eq(products.prdtSysId, prdt));
    expect((await call('seller@demo.kr', room, 'live-price', { prdtSysId: prdt, on: true })).json.resultCode).toBe(
      '5108',
    );
    const price = (await read()).price;
    await db
      .update(products)
      .set({ livePrice: price - 1000, livePriceStartDate: null, livePriceEndDate: null })
      .where(eq(products.prdtSysId, prdt));
    expect((await call('buyer@demo.kr', room, 'live-price', { prdtSysId: prdt, on: true })).json.resultCode).toBe(
      '5101',
    );
    expect((await call('seller@demo.kr', room, 'live-price', { prdtSysId: 999999, on: true })).json.resultCode).toBe(
      '5103',
    );

    const on = await call('seller@demo.kr', room, 'live-price', { prdtSysId: prdt, on: true }, 'lp-1');
    expect(on.status).toBe(200);
    const [sch] = await db.select().from(broadcastSchedules).where(eq(broadcastSchedules.broadcastScheduleSysId, room));
    const w = scheduleWindow(sch!);
    expect(on.json).toMatchObject({ prdtSysId: prdt, on: true, livePrice: price - 1000 });
    let row = await read();
    expect([row.livePriceStartDate?.getTime(), row.livePriceEndDate?.getTime()]).toEqual([
      w.startAt.getTime(),
      w.endAt.getTime(),
    ]);
    // a double tap acts once (the same answer; one audit row below)
    const again = await call('seller@demo.kr', room, 'live-price', { prdtSysId: prdt, on: true }, 'lp-1');
    expect(again.json).toMatchObject({
      prdtSysId: prdt,
      on: true,
      livePriceStartDate: on.json.livePriceStartDate,
      livePriceEndDate: on.json.livePriceEndDate,
    });

    const off = await call('seller@demo.kr', room, 'live-price', { prdtSysId: prdt, on: false }, 'lp-2');
    expect(off.status).toBe(200);
    row = await read();
    expect(row.livePriceEndDate?.getTime()).toBe(t.clock.now);
    const audited = await db.select().from(liveConsoleActions).where(eq(liveConsoleActions.room, room));
    expect(audited.filter((a) => a.action === 'livePrice').map((a) => a.detail)).toEqual([
      { prdtSysId: prdt, on: true },
      { prdtSysId: prdt, on: false },
    ]);
  });

  it("product questions from the player reach the show's console in real time (staff room), not viewers", async () => {
    const room = await liveRoom();
    const host = await connect(tok['seller@demo.kr']!.token);
    const viewer = await connect(tok['buyer@demo.kr']!.token);
    expect((await emit(host, 'consoleJoin', { room })).resultCode).toBe('0001');
    expect((await emit(viewer, 'consoleJoin', { room })).resultCode).toBe('9001');
    expect((await emit(host, 'consoleJoin', { room: 999999 })).resultCode).toBe('2001');
    let leaked = 0;
    viewer.on('productQuestion', () => (leaked += 1));
    const got = next(host, 'productQuestion');
    const q = {
      room,
      prdtSysId: live.broadcastPrdts[0]!.prdtSysId,
      questionSysId: 1,
      nickName: '구매자',
      content: '사이즈 정사이즈인가요?',
      createdAt: new Date(t.clock.now).toISOString(),
    };
    notifyProductQuestion(t.app.realtime!.io, q);
    expect(await got).toEqual(q);
    // the viewer's own round trip shows nothing reached it
    await emit(viewer, 'joinRoom', { room });
    expect(leaked).toBe(0);
  });

  it('rights (live §6): viewers and guests cannot; only admins black-list and block', async () => {
    const room = await liveRoom();
    expect((await call(null, room, 'notice', { msg: 'x' })).status).toBe(401);
    const viewer = await call('buyer@demo.kr', room, 'notice', { msg: 'x' });
    expect([viewer.status, viewer.json.resultCode]).toEqual([403, '5101']);
    expect((await call('buyer@demo.kr', room, '')).json.resultCode).toBe('5101');
    const target = { userSysId: tok['buyer@demo.kr']!.id, blackType: 0 };
    expect((await call('seller@demo.kr', room, 'blacklist', target)).json.resultCode).toBe('5101');
    expect((await call('seller@demo.kr', room, 'control', { type: 'block' })).json.resultCode).toBe('5101');
    expect((await call('admin@demo.kr', room, '')).json).toMatchObject({ role: 'admin', canModerate: true });
    expect((await call('admin@demo.kr', room, 'blacklist', { userSysId: 999999, blackType: 1 })).json.resultCode).toBe(
      '5104',
    );

    const buyer = await connect(tok['buyer@demo.kr']!.token);
    await emit(buyer, 'joinRoom', { room });
    const muted = next(buyer, 'regBlackUser');
    expect((await call('admin@demo.kr', room, 'blacklist', target)).status).toBe(200);
    expect(await muted).toMatchObject({ blackType: 0, resultCode: '1005' });
    expect((await emit(buyer, 'chatMessage', { room, message: { msgType: 0, msg: 'hi' } })).resultCode).toBe('1005');
  });

  it('a double tap with the same Idempotency-Key acts once; ending the show tells the room, then posting is refused', async () => {
    const room = await liveRoom();
    const viewer = await connect();
    await emit(viewer, 'joinRoom', { room });
    const got: ChatMessage[] = [];
    viewer.on('chatMessage', (p: { messages: ChatMessage[] }) => got.push(...p.messages));
    const [a, b] = await Promise.all([
      call('seller@demo.kr', room, 'notice', { msg: '한 번만' }, 'tap-1'),
      call('seller@demo.kr', room, 'notice', { msg: '한 번만' }, 'tap-1'),
    ]);
    expect(a.json.seq).toBe(b.json.seq);
    const rows = await t.database.db.select().from(liveConsoleActions).where(eq(liveConsoleActions.room, room));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'notice', actorRole: 'host', actorUserSysId: tok['seller@demo.kr']!.id });

    const ended = next(viewer, 'broadcastControl');
    const end = await call('seller@demo.kr', room, 'control', { type: 'end' }, 'end-1');
    expect(end.status).toBe(200);
    expect(await ended).toMatchObject({ room, type: 'end' });
    expect((await call('seller@demo.kr', room, 'control', { type: 'end' }, 'end-1')).json.replayed).toBe(true);
    expect((await call('seller@demo.kr', room, 'notice', { msg: 'late' })).json.resultCode).toBe('5102');
    expect(got.filter((m) => m.msg === '한 번만')).toHaveLength(1);
  });
});
