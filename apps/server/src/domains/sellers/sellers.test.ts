import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { kstDate, type BroadcastSales, type SallyBroadcast, type SallyContract } from '@lc/contracts';
import { brands, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { listenForSockets, nextEvent, type Sockets } from '../../../test/sockets.js';
import { makeScheduledBroadcast } from '../../../test/broadcast-factories.js';
import { makeMember, makeProduct, paidCardOrderViaApi } from '../../../test/factories.js';

/**
 * Sellovers through HTTP (issue 14): every seller call of live §7, the contract state table (refused
 * moves, foreign sellover), withdrawn periods hidden, the 3-month history, sign-up rules, orders
 * attributed to shows (a refund lowers revenue) and "buying now" throttled in the room (socket).
 */
let t: TestContext;
let sockets: Sockets;
let admin: string;
let buyer: string;
let brandA: number;
let brandB: number;
let seq = 0;

async function member(birthday: string | null = '1995-03-01') {
  const { userId } = await makeMember(t.database.db, { birthday });
  const r = await login(t, userId);
  return { token: r.json.accessToken as string, id: r.json.authSysId as number, userId };
}

const call = (method: string, path: string, token?: string, body?: unknown) =>
  t.request({ method: method as 'GET', url: path, ...(token ? { token } : {}), ...(body ? { body } : {}) });

/** A broadcast of the brand with one schedule starting `startInMin` from now (liveFlag given) and a product. */
async function show(brandSysId: number, startInMin: number, liveFlag: 0 | 1 | 2 = 0, prdtSysId?: number) {
  const p = prdtSysId ?? (await makeProduct(t.database.db, { price: 10_000, stock: 50 })).prdtSysId;
  const b = await makeScheduledBroadcast(t.database.db, {
    brandSysId,
    title: `쇼 ${++seq}`,
    titleEn: `Show ${seq}`,
    prdtSysId: p,
    start: new Date(t.clock.now + startInMin * 60_000),
    liveFlag,
    viewCnt: 100,
  });
  return { broadcastSysId: b.broadcastSysId, scheduleId: b.broadcastScheduleSysId, prdtSysId: p };
}

async function signUp(token: string, sallyName: string, brandSysId = brandA) {
  return call('POST', 'sally', token, { sallyName, brandSysId, agreeTerms: true });
}

async function contracted(sallyName: string) {
  const m = await member();
  const r = await signUp(m.token, sallyName);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const sally = (r.json.sally as { sallySysId: number }).sallySysId;
  const list = await call('GET', 'sally/preregistration/list', m.token);
  const c = (list.json.contracts as SallyContract[])[0]!;
  expect((await call('PATCH', `sally/preregistration/contract/${c.contractSysId}`, admin, { status: 1 })).status).toBe(
    200,
  );
  return { ...m, sally, contract: c.contractSysId };
}

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
  buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  const bs = await t.database.db.select({ id: brands.brandSysId }).from(brands).limit(2);
  brandA = (await t.database.db.select({ id: brands.brandSysId }).from(brands).limit(1))[0]!.id;
  brandB = bs[1]!.id;
});
afterAll(async () => {
  sockets?.closeAll();
  await t?.close();
});

describe('sign-up (POST sally, chksally, chkdupsallyname, PUT sally)', () => {
  it('checks the name, the terms, 14+ and the guardian under 19; one sally per member', async () => {
    const m = await member();
    expect((await call('GET', `sally/chksally/${m.id}`, m.token)).json).toMatchObject({
      resultCode: '0001',
      sally: null,
    });
    const other = await member();
    expect((await call('GET', `sally/chksally/${other.id}`, m.token)).json.resultCode).toBe('1007');

    expect((await call('GET', 'sally/chkdupsallyname?sallyName=데모셀러', m.token)).json).toMatchObject({
      isUsable: 0,
    });
    expect(
      (await call('GET', `sally/chkdupsallyname?sallyName=${encodeURIComponent('새셀러Abc1')}`, m.token)).json,
    ).toMatchObject({
      isUsable: 1,
    });
    // 11 characters, and a symbol: 8202 in the user's language
    const long = await call(
      'GET',
      `sally/chkdupsallyname?sallyName=${encodeURIComponent('가나다라마바사아자차카')}`,
      m.token,
    );
    expect(long.json.resultCode).toBe('8202');
    expect(long.status).toBe(422);
    expect(
      (await call('GET', `sally/chkdupsallyname?sallyName=${encodeURIComponent('셀러!')}`, m.token)).json.resultCode,
    ).toBe('8202');

    expect(
      (await call('POST', 'sally', m.token, { sallyName: '새셀러', brandSysId: brandA, agreeTerms: false })).json
        .resultCode,
    ).toBe('8207');
    expect((await signUp(m.token, '가나다라마바사아자차카')).json.resultCode).toBe('8202');
    expect((await signUp(m.token, '데모셀러')).json.resultCode).toBe('8203');
    expect(
      (await call('POST', 'sally', m.token, { sallyName: '새셀러', brandSysId: 999_999, agreeTerms: true })).json
        .resultCode,
    ).toBe('8214');

    const ok = await signUp(m.token, '새셀러Abc1');
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.sally).toMatchObject({
      sallyName: '새셀러Abc1',
      userSysId: m.id,
      ctrCnt: 0,
      badge: 0,
      waitTotalCnt: 0,
    });
    expect((await signUp(m.token, '또다른이름')).json.resultCode).toBe('8204');
    // the same name in another case is taken
    expect((await call('GET', 'sally/chkdupsallyname?sallyName=새셀러abc1', m.token)).json).toMatchObject({
      isUsable: 0,
    });

    const sallySysId = (ok.json.sally as { sallySysId: number }).sallySysId;
    const renamed = await call('PUT', `sally/${sallySysId}`, m.token, { userSysId: m.id, sallyName: '바뀐이름' });
    expect(renamed.json.sally).toMatchObject({ sallyName: '바뀐이름' });
    // another member cannot rename it
    const o = await member();
    await signUp(o.token, '남의셀러');
    expect(
      (await call('PUT', `sally/${sallySysId}`, o.token, { userSysId: o.id, sallyName: '가로채기' })).json.resultCode,
    ).toBe('8201');
    expect(
      (await call('PUT', `sally/${sallySysId}`, m.token, { userSysId: m.id, sallyName: '남의셀러' })).json.resultCode,
    ).toBe('8203');
  });

  it('refuses under 14, needs a guardian under 19 and a birthday when none is on file', async () => {
    const today = new Date(t.clock.now);
    const yearsAgo = (y: number) => `${today.getUTCFullYear() - y}-01-01`;
    const child = await member(yearsAgo(13));
    expect((await signUp(child.token, '어린이')).json.resultCode).toBe('8205');
    const teen = await member(yearsAgo(16));
    expect((await signUp(teen.token, '청소년')).json.resultCode).toBe('8206');
    const ok = await call('POST', 'sally', teen.token, {
      sallyName: '청소년',
      brandSysId: brandA,
      agreeTerms: true,
      guardianConsent: true,
    });
    expect(ok.json.sally).toMatchObject({ guardianConsent: 1 });
    const none = await member(null);
    expect((await signUp(none.token, '무생일')).json.resultCode).toBe('8213');
    expect(
      (
        await call('POST', 'sally', none.token, {
          sallyName: '무생일',
          brandSysId: brandA,
          agreeTerms: true,
          birthday: '2000-02-02',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('POST', 'sally', undefined, { sallyName: '손님', brandSysId: brandA, agreeTerms: true })).status,
    ).toBe(401);
  });
});

describe('contracts: the state table (preregistration calls)', () => {
  it('vendor accepts or refuses; the sellover withdraws; anything else is refused with 8208', async () => {
    const m = await member();
    await signUp(m.token, '계약셀러');
    const list = await call('GET', 'sally/preregistration/list', m.token);
    const [c] = list.json.contracts as SallyContract[];
    expect(c).toMatchObject({ status: 0, brandSysId: brandA, signedAt: null });
    expect((list.json.vendors as unknown[]).length).toBeGreaterThan(1);
    const move = (id: number, status: number, tok: string) =>
      call('PATCH', `sally/preregistration/contract/${id}`, tok, { status });

    expect((await move(c!.contractSysId, 1, m.token)).json.resultCode).toBe('8208'); // cannot accept itself
    const other = await member();
    await signUp(other.token, '남의계약');
    expect((await move(c!.contractSysId, 2, other.token)).json.resultCode).toBe('8208'); // foreign sellover
    expect((await move(c!.contractSysId, 0, admin)).json.resultCode).toBe('9422');
    const accepted = await move(c!.contractSysId, 1, admin);
    expect(accepted.json.contract).toMatchObject({ status: 1, signedAt: expect.any(String) });
    expect((await move(c!.contractSysId, 1, admin)).json.resultCode).toBe('8208');
    expect((await call('GET', `sally/chksally/${m.id}`, m.token)).json.sally).toMatchObject({ ctrCnt: 1, badge: 1 });
    const [role] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.userSysId, m.id));
    expect(role!.role).toBe('sellover');

    // one open contract per vendor; another vendor is a new standby request the vendor refuses
    expect((await call('PUT', 'sally/preregistration', m.token, { brandSysId: brandA })).json.resultCode).toBe('8209');
    const second = await call('PUT', 'sally/preregistration', m.token, { brandSysId: brandB });
    const c2 = (second.json.contract as SallyContract).contractSysId;
    const vendorList = await call('GET', `sally/preregistration/vendor/list?brandSysId=${brandB}&status=0`, admin);
    expect((vendorList.json.contracts as SallyContract[]).map((x) => x.contractSysId)).toContain(c2);
    expect((await call('GET', `sally/preregistration/vendor/list?brandSysId=${brandB}`, m.token)).status).toBe(403);
    expect((await move(c2, 2, admin)).json.contract).toMatchObject({ status: 2, withdrawnAt: expect.any(String) });
    expect((await move(c2, 1, admin)).json.resultCode).toBe('8208'); // withdrawn is final

    expect((await move(c!.contractSysId, 2, m.token)).json.contract).toMatchObject({ status: 2 });
    expect((await call('GET', `sally/chksally/${m.id}`, m.token)).json.sally).toMatchObject({ ctrCnt: 0 });
  });
});

describe('bookings, the seller lists and content confirmation', () => {
  it('lists booked/live/ended with counts, confirms content, hides a withdrawn contract period', async () => {
    const s = await contracted('방송셀러');
    const booked = await show(brandA, 120);
    const live = await show(brandA, -10, 1);
    const ended = await show(brandA, -300, 2);
    const foreignBrand = await show(brandB, 60);
    const book = (scheduleId: number, sally = s.sally, tok = admin) =>
      call('POST', 'sally/broadcastsally', tok, { broadcastScheduleSysId: scheduleId, sallySysId: sally });
    expect((await book(foreignBrand.scheduleId)).json.resultCode).toBe('8215');
    expect((await book(booked.scheduleId, s.sally, s.token)).status).toBe(403);
    const b1 = (await book(booked.scheduleId)).json.broadcastSallySysId as number;
    await book(live.scheduleId);
    const b3 = (await book(ended.scheduleId)).json.broadcastSallySysId as number;

    const list = async (type: number) =>
      (
        await call(
          'GET',
          `broadcasts/scheduletype/list?startIndex=0&rowCount=50&scheduleType=${type}&sallySysId=${s.sally}`,
          s.token,
        )
      ).json as {
        broadcasts: SallyBroadcast[];
        waitTotalCnt: number;
        liveBroadcastCnt: number;
        terminatedCnt: number;
        totalCnt: number;
      };
    const l0 = await list(0);
    expect(l0).toMatchObject({ waitTotalCnt: 1, liveBroadcastCnt: 1, terminatedCnt: 1, totalCnt: 1 });
    expect(l0.broadcasts[0]).toMatchObject({
      broadcastScheduleSysId: booked.scheduleId,
      isConfirmed: 0,
      scheduleType: 0,
    });
    expect((await list(1)).broadcasts[0]!.broadcastScheduleSysId).toBe(live.scheduleId);
    expect((await list(2)).broadcasts[0]!.broadcastScheduleSysId).toBe(ended.scheduleId);
    expect(
      (await call('GET', `broadcasts/scheduletype/list?scheduleType=0&sallySysId=${s.sally + 100000}`, s.token)).json
        .resultCode,
    ).toBe('8201');
    expect((await call('GET', `sally/chksally/${s.id}`, s.token)).json.sally).toMatchObject({
      broadcastSallySysId: expect.any(Number),
      waitTotalCnt: 1,
    });

    const detail = await call('GET', `broadcasts/scheduletype/${booked.scheduleId}`, s.token);
    expect(detail.json.broadcast).toMatchObject({ broadcastSallySysId: b1, prdtTotalCnt: 1 });
    const prods = await call('GET', `broadcasts/${booked.broadcastSysId}/products`, s.token);
    expect((prods.json.broadcastPrdts as { prdtSysId: number }[])[0]!.prdtSysId).toBe(booked.prdtSysId);

    const stranger = await contracted('남의방송');
    expect((await call('GET', `broadcasts/scheduletype/${booked.scheduleId}`, stranger.token)).json.resultCode).toBe(
      '8210',
    );
    expect(
      (await call('PUT', `sally/broadcastsally/${b1}`, stranger.token, { agreeContent: true })).json.resultCode,
    ).toBe('8210');
    expect((await call('PUT', `sally/broadcastsally/${b1}`, s.token, { agreeContent: false })).json.resultCode).toBe(
      '8211',
    );
    expect((await call('PUT', `sally/broadcastsally/${b3}`, s.token, { agreeContent: true })).json.resultCode).toBe(
      '8212',
    );
    const confirmed = await call('PUT', `sally/broadcastsally/${b1}`, s.token, { agreeContent: true });
    expect(confirmed.json.broadcast).toMatchObject({ isConfirmed: 1, confirmedAt: expect.any(String) });

    // the public day plan (sharePlan)
    const day = kstDate(new Date(t.clock.now + 120 * 60_000));
    const plan = await call('GET', `sally/shareplan/${s.id}/${day}`);
    expect(plan.json).toMatchObject({ sallyName: '방송셀러', date: day });
    expect(
      (plan.json.broadcasts as { broadcastScheduleSysId: number }[]).map((b) => b.broadcastScheduleSysId),
    ).toContain(booked.scheduleId);

    // withdrawn: the broadcasts of that contract period are no longer shown to the sellover
    expect((await call('PATCH', `sally/preregistration/contract/${s.contract}`, admin, { status: 2 })).status).toBe(
      200,
    );
    expect(await list(2)).toMatchObject({ waitTotalCnt: 0, liveBroadcastCnt: 0, terminatedCnt: 0, broadcasts: [] });
    expect((await call('GET', `broadcasts/scheduletype/${ended.scheduleId}`, s.token)).json.resultCode).toBe('8210');
    expect((await call('GET', `broadcasts/scheduletype/${ended.scheduleId}/sales`, s.token)).json.resultCode).toBe(
      '8210',
    );
    // staff (back-office) still see the figures
    expect((await call('GET', `broadcasts/scheduletype/${ended.scheduleId}/sales`, admin)).status).toBe(200);

    // the history shows the last three months: four months on, the withdrawn contract is gone
    expect((await call('GET', 'sally/preregistration/list', s.token)).json.contracts).toHaveLength(1);
    t.clock.advance(122 * 86_400_000);
    try {
      const fresh = (await login(t, s.userId)).json.accessToken as string;
      expect((await call('GET', 'sally/preregistration/list', fresh)).json.contracts).toHaveLength(0);
    } finally {
      t.clock.advance(-122 * 86_400_000);
    }
  });
});

async function paidOrder(token: string, prdtSysId: number, scheduleId: number | null, qty = 1, lineSchedule?: number) {
  const items = [{ prdtSysId, qty, ...(lineSchedule ? { broadcastScheduleSysId: lineSchedule } : {}) }];
  return paidCardOrderViaApi(t, token, items, { broadcastScheduleSysId: scheduleId });
}

const next = <T>(s: Socket, event: string, pred: (p: T) => boolean, ms = 8000) => nextEvent<T>(s, event, pred, ms);

const connect = (token?: string) => sockets.connect(token);

describe('sales per broadcast: attribution, refunds, live feed and buying now', () => {
  it('attributes orders opened from a started show, subtracts refunds and pushes the figures live', async () => {
    const s = await contracted('판매셀러');
    const live = await show(brandA, -10, 1);
    const upcoming = await show(brandA, 60, 0, live.prdtSysId);
    await call('POST', 'sally/broadcastsally', admin, { broadcastScheduleSysId: live.scheduleId, sallySysId: s.sally });
    const sales = async () =>
      (await call('GET', `broadcasts/scheduletype/${live.scheduleId}/sales`, s.token)).json.sales as BroadcastSales;
    expect(await sales()).toMatchObject({ orderCnt: 0, revenue: 0, viewCnt: 100 });

    // the sellover follows the show's sales over the socket
    const feed = await connect(s.token);
    const joined = (await feed.timeout(5000).emitWithAck('salesJoin', { room: live.scheduleId })) as {
      resultCode: string;
      sales: BroadcastSales;
    };
    expect(joined).toMatchObject({ resultCode: '0001', sales: { orderCnt: 0 } });
    const stranger = await connect(buyer);
    expect(
      ((await stranger.timeout(5000).emitWithAck('salesJoin', { room: live.scheduleId })) as { resultCode: string })
        .resultCode,
    ).toBe('9001');
    // a viewer in the room sees the purchase animation
    const viewer = await connect();
    await viewer.timeout(5000).emitWithAck('joinRoom', { room: live.scheduleId });
    const events: { type: number; nickName: string }[] = [];
    viewer.on('event', (e: { type: number; nickName: string }) => events.push(e));

    const firstUpdate = next<{ sales: BroadcastSales }>(feed, 'salesUpdate', (u) => u.sales.orderCnt === 1);
    const a = await paidOrder(buyer, live.prdtSysId, live.scheduleId, 2);
    expect((await firstUpdate).sales).toMatchObject({ orderCnt: 1, unitCnt: 2, revenue: a.payAmount });
    const second = next<{ sales: BroadcastSales }>(feed, 'salesUpdate', (u) => u.sales.orderCnt === 2);
    const b = await paidOrder(buyer, live.prdtSysId, live.scheduleId, 1);
    await second;
    await t.app.realtime!.hub.flush();
    // a chat message sent after both purchases arrives after anything they queued
    const chatter = await connect(buyer);
    await chatter.timeout(5000).emitWithAck('joinRoom', { room: live.scheduleId });
    const marker = next<{ messages: { msg: string }[] }>(viewer, 'chatMessage', (m) =>
      m.messages.some((x) => x.msg === '표시'),
    );
    await chatter
      .timeout(5000)
      .emitWithAck('chatMessage', { room: live.scheduleId, message: { msgType: 0, msg: '표시' } });
    await marker;
    // two purchases within the throttle window: one animation, with the buyer's masked nick
    expect(events.filter((e) => e.type === 1)).toEqual([expect.objectContaining({ type: 1, nickName: '데**' })]);
    // after the window the next purchase animates again
    t.clock.advance(5_000);
    const third = next<{ type: number }>(viewer, 'event', (e) => e.type === 1);
    await paidOrder(buyer, live.prdtSysId, live.scheduleId, 1);
    expect(await third).toMatchObject({ type: 1 });

    // not attributed: a show that has not started, or one that does not sell the product
    const other = await makeProduct(t.database.db, { price: 5_000, stock: 10 });
    const before = await sales();
    await paidOrder(buyer, live.prdtSysId, upcoming.scheduleId, 1);
    await paidOrder(buyer, other.prdtSysId, live.scheduleId, 1);
    expect((await sales()).orderCnt).toBe(before.orderCnt);
    expect((await call('GET', `broadcasts/scheduletype/${upcoming.scheduleId}/sales`, admin)).json.sales).toMatchObject(
      { orderCnt: 0 },
    );

    // a refund lowers revenue (paid minus refunded)
    const req = await call('POST', `orders/${b.orderSysId}/products/${b.pid}/proposaling/cancel`, buyer, {
      reasonCode: 1,
    });
    const claim = req.json.claim as { claimSysId: number };
    expect((await call('POST', `operations/claims/${claim.claimSysId}/approve`, admin)).status).toBe(200);
    const after = await sales();
    expect(after).toMatchObject({ orderCnt: 3, refundedAmount: b.payAmount, revenue: after.paidAmount - b.payAmount });
    expect(after.revenue).toBe(before.revenue - b.payAmount);
    // paid orders per view in basis points (the viewers who joined count as views too)
    expect(after.conversionBp).toBe(Math.round((3 * 10_000) / after.viewCnt));
    expect(after.viewCnt).toBeGreaterThanOrEqual(100);

    // a line bought from the show (its product page's schedule) names the show when the order does not
    await paidOrder(buyer, live.prdtSysId, null, 1, live.scheduleId);
    expect((await sales()).orderCnt).toBe(4);
  });
});
