import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { io as ioClient } from 'socket.io-client';
import { orderProducts, userSanctions, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct } from '../../../test/factories.js';
import { quoteAndOrder } from '../checkout/checkout.fixtures.js';
import { enc, freshMobile, join, latestCode, sendCode, checkCode } from '../auth/account.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function member(userId: string, password = 'member12!') {
  const res = await join(t, { userId, password });
  expect(res.json.resultCode, JSON.stringify(res.json)).toBe('0001');
  return { id: res.json.authSysId as number, token: res.json.accessToken as string, password };
}

describe('profile and My page', () => {
  it('shows the owner their profile with consents and settings, and My page with coupons', async () => {
    const m = await member('profile@demo.kr');
    const me = await t.request({ method: 'GET', url: `users/${m.id}`, token: m.token });
    expect(me.json.user).toMatchObject({
      userId: 'profile@demo.kr',
      birthday: '1995-03-15',
      snsType: 0,
      hasPassword: true,
      agreeSellection1: false,
      movieAutoPlay: 'wifiOnly',
    });
    const page = await t.request({ method: 'GET', url: `users/${m.id}/mypage`, token: m.token });
    expect(page.json).toMatchObject({ resultCode: '0001', points: 0, coupons: { count: 1 }, blockedCount: 0 });
    // the point balance comes from the points ledger (the demo buyer holds the seeded 5,000)
    const buyer = await login(t, 'buyer@demo.kr', 'demo1234!');
    const buyerPage = await t.request({
      method: 'GET',
      url: `users/${buyer.json.authSysId}/mypage`,
      token: buyer.json.accessToken as string,
    });
    expect(buyerPage.json.points).toBe(5000);
    expect((page.json.coupons as { items: { name: string }[] }).items[0]!.name).toBe('신규가입 축하 쿠폰');
    const other = await t.request({ method: 'GET', url: `users/1/mypage`, token: m.token });
    expect(other.json.resultCode).toBe('1007');
  });

  it('My page counts the order lines by state: deposit checking, dispatched, open claims (adding products not counted)', async () => {
    const m = await member('counts@demo.kr');
    const page = async () =>
      (await t.request({ method: 'GET', url: `users/${m.id}/mypage`, token: m.token })).json.orderCounts;
    const zero = { depositChecking: 0, paid: 0, preparing: 0, dispatched: 0, delivered: 0, claims: 0 };
    expect(await page()).toEqual(zero);
    const p = await makeProduct(t.database.db, {
      price: 9000,
      stock: 9,
      adding: [{ name: '추가', price: 1000, stock: 9 }],
    });
    const detailId = (
      (await t.request({ method: 'GET', url: `products/${p.prdtSysId}` })).json.product as {
        addingProducts: { details: { prdtAddingProductDetailSysId: number }[] }[];
      }
    ).addingProducts[0]!.details[0]!.prdtAddingProductDetailSysId;
    const items = [
      { prdtSysId: p.prdtSysId, qty: 2, addingProducts: [{ prdtAddingProductDetailSysId: detailId, addingQty: 1 }] },
    ];
    const o = await quoteAndOrder(t, m.token, items, 'vbank');
    expect(o.status, JSON.stringify(o.json)).toBe(200);
    const orderSysId = (o.json.order as { orderSysId: number }).orderSysId;
    // an order not yet paid is not on the board
    expect(await page()).toEqual(zero);
    const pay = await t.request({
      method: 'POST',
      url: `orders/${orderSysId}/pays`,
      token: m.token,
      body: { payMethod: 'vbank', depositorName: '김회원' },
    });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    expect(await page()).toEqual({ ...zero, depositChecking: 1 });
    // later states, set straight in the table (the order lifecycle has its own tests)
    await t.database.db
      .update(orderProducts)
      .set({ status: 4 })
      .where(and(eq(orderProducts.orderSysId, orderSysId), isNull(orderProducts.parentOrderPrdtSysId)));
    expect(await page()).toEqual({ ...zero, dispatched: 1 });
    await t.database.db.update(orderProducts).set({ status: 110 }).where(eq(orderProducts.orderSysId, orderSysId));
    expect(await page()).toEqual({ ...zero, claims: 1 });
  });

  it('changes the profile only after ChkPw, never role, points or groups', async () => {
    const m = await member('modify@demo.kr');
    const before = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { nickName: '바뀐닉' },
    });
    expect([before.status, before.json.resultCode]).toEqual([403, '1133']);
    const wrong = await t.request({
      method: 'POST',
      url: `users/${m.id}/chkpw`,
      token: m.token,
      body: { password: await enc(t, 'wrong12!!'), isRsa: true },
    });
    expect(wrong.json.resultCode).toBe('1130');
    const chk = await t.request({
      method: 'POST',
      url: `users/${m.id}/chkpw`,
      token: m.token,
      form: true,
      body: { password: await enc(t, m.password), isRsa: true },
    });
    expect(chk.json.resultCode).toBe('0001');

    const sneaky = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { nickName: '바뀐닉', role: 'admin', groupIds: '7', points: 100000 },
    });
    expect(sneaky.json.resultCode).toBe('9422');
    const bad = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { name: 'Kim' },
    });
    expect(bad.json.resultCode).toBe('1104');
    const taken = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { nickName: '데모구매자' },
    });
    expect(taken.json.resultCode).toBe('1101');
    const ok = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      form: true,
      body: { nickName: '바뀐닉', agreeSellection2: true },
    });
    expect(ok.json.user).toMatchObject({ nickName: '바뀐닉', agreeSellection2: true, role: 'buyer', groupIds: '0' });

    // a new phone needs a changeMobile verification of that number
    const mobile = freshMobile();
    const noToken = await t.request({ method: 'PATCH', url: `users/${m.id}/myinfo`, token: m.token, body: { mobile } });
    expect(noToken.json.resultCode).toBe('9422');
    const sent = await sendCode(t, 4, mobile);
    const code = await latestCode(t, mobile.slice(-4));
    const v = await checkCode(t, 4, mobile, sent.json.requestId as string, code);
    const changed = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { mobile, authToken: v.json.authToken },
    });
    expect(changed.json.user).toMatchObject({ mobile });

    // ChkPw lasts 10 minutes
    t.clock.advance(601_000);
    const late = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/myinfo`,
      token: m.token,
      body: { name: '김철수' },
    });
    expect(late.json.resultCode).toBe('1133');
  });

  it('fills only empty fields with addinfo, stores movie settings and checks groups', async () => {
    const m = await member('addinfo@demo.kr');
    await t.database.db.update(users).set({ birthday: null, name: null }).where(eq(users.userSysId, m.id));
    const young = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/addinfo`,
      token: m.token,
      body: { birthday: `${new Date(t.clock.now).getUTCFullYear() - 5}0101` },
    });
    expect(young.json.resultCode).toBe('1107');
    const ok = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/addinfo`,
      token: m.token,
      body: { birthday: '19900101', name: '이영희' },
    });
    expect(ok.json.user).toMatchObject({ birthday: '1990-01-01', name: '이영희' });
    const again = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/addinfo`,
      token: m.token,
      body: { name: '박민수' },
    });
    expect(again.json.user).toMatchObject({ name: '이영희' });

    const s = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/settings`,
      token: m.token,
      body: { movieAutoPlay: 'never', movieQuality: '360p' },
    });
    expect(s.json.user).toMatchObject({ movieAutoPlay: 'never', movieQuality: '360p' });
    const badSetting = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/settings`,
      token: m.token,
      body: { movieAutoPlay: 'sometimes' },
    });
    expect(badSetting.json.resultCode).toBe('9422');

    await t.database.db.update(users).set({ groupIds: '3,12' }).where(eq(users.userSysId, m.id));
    const g = await t.request({ method: 'GET', url: `users/${m.id}/chkgroup?groupId=12`, token: m.token });
    expect(g.json).toMatchObject({ groupId: '12', flag: true });
    const ng = await t.request({ method: 'GET', url: `users/${m.id}/chkgroup?groupId=1`, token: m.token });
    expect(ng.json).toMatchObject({ flag: false });
  });
});

describe('password change', () => {
  it('needs the current password, the rule and a new one; ends every other session and its sockets', async () => {
    const m = await member('changer@demo.kr', 'first12!!');
    const other = await login(t, 'changer@demo.kr', 'first12!!');
    const addr = t.app.fastify.server.address();
    if (!addr || typeof addr === 'string') await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.fastify.server.address() as { port: number }).port;
    const socket = ioClient(`http://127.0.0.1:${port}`, {
      auth: { token: other.json.accessToken },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const change = async (current: string, next: string) =>
      t.request({
        method: 'PATCH',
        url: `users/${m.id}/password`,
        token: m.token,
        form: true,
        body: { currentPassword: await enc(t, current), password: await enc(t, next), isRsa: true },
      });
    expect((await change('wrong12!!', 'second12!!')).json.resultCode).toBe('1130');
    expect((await change('first12!!', 'short')).json.resultCode).toBe('1105');
    expect((await change('first12!!', 'first12!!')).json.resultCode).toBe('1131');
    const ok = await change('first12!!', 'second12!!');
    expect(ok.json).toMatchObject({ resultCode: '0001', endedSessions: 1 });

    await disconnected;
    const mine = await t.request({ method: 'GET', url: `users/${m.id}`, token: m.token });
    expect(mine.json.resultCode).toBe('0001');
    const theirs = await t.request({ method: 'GET', url: `users/${m.id}`, token: other.json.accessToken as string });
    expect(theirs.json.resultCode).toBe('1005');
    expect((await login(t, 'changer@demo.kr', 'second12!!')).json.resultCode).toBe('0001');
  });
});

describe('withdrawal and open sockets', () => {
  it('ends the open sockets of every session of the member, and their tokens stop working', async () => {
    const m = await member('leaver-socket@demo.kr', 'leave12!!');
    const other = await login(t, 'leaver-socket@demo.kr', 'leave12!!');
    const addr = t.app.fastify.server.address();
    if (!addr || typeof addr === 'string') await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.fastify.server.address() as { port: number }).port;
    const open = async (token: string) => {
      const socket = ioClient(`http://127.0.0.1:${port}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      // wrapped: an async function returning the promise itself would wait for the disconnect
      return { closed: new Promise<void>((resolve) => socket.on('disconnect', () => resolve())) };
    };
    const own = await open(m.token);
    const theirsSocket = await open(other.json.accessToken as string);
    const bad = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/drop`,
      token: m.token,
      body: { confirmWord: '탈퇴', agree: true },
    });
    expect(bad.json.resultCode).toBe('1140');
    const drop = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/drop`,
      token: m.token,
      body: { confirmWord: '회원탈퇴', agree: true },
    });
    expect(drop.json.resultCode).toBe('0001');
    await Promise.all([own.closed, theirsSocket.closed]);
    const theirs = await t.request({ method: 'GET', url: `users/${m.id}`, token: other.json.accessToken as string });
    expect(theirs.json.resultCode).not.toBe('0001');
  });
});

describe('address book', () => {
  it('keeps one default, at most 10 entries, updates by id and promotes a new default on delete', async () => {
    const m = await member('addr@demo.kr');
    const base = {
      addressName: '집',
      receiverName: '홍길동',
      receiverPhone: '01055556666',
      zonecode: '06236',
      address: '서울특별시 강남구 테헤란로 1',
      addressDetail: '101호',
    };
    const a1 = await t.request({
      method: 'POST',
      url: `users/${m.id}/address`,
      token: m.token,
      form: true,
      body: base,
    });
    expect(a1.json.address).toMatchObject({ isDefault: true });
    const a2 = await t.request({
      method: 'POST',
      url: `users/${m.id}/address`,
      token: m.token,
      body: { ...base, addressName: '회사', isDefault: true },
    });
    const list = await t.request({ method: 'GET', url: `users/${m.id}/listaddress`, token: m.token });
    const addrs = list.json.addresses as { addressSysId: number; isDefault: boolean; addressName: string }[];
    expect(addrs.filter((a) => a.isDefault).map((a) => a.addressName)).toEqual(['회사']);

    const bad = await t.request({
      method: 'POST',
      url: `users/${m.id}/address`,
      token: m.token,
      body: { ...base, zonecode: '123' },
    });
    expect(bad.json.resultCode).toBe('9422');
    const badPhone = await t.request({
      method: 'POST',
      url: `users/${m.id}/address`,
      token: m.token,
      body: { ...base, receiverPhone: '02-123-4567' },
    });
    expect(badPhone.json.resultCode).toBe('1110');

    // the name-mismatch offer at checkout updates the entry in place
    const upd = await t.request({
      method: 'POST',
      url: `users/${m.id}/address`,
      token: m.token,
      body: {
        ...base,
        addressSysId: (a1.json.address as { addressSysId: number }).addressSysId,
        receiverName: '김영수',
      },
    });
    expect(upd.json.address).toMatchObject({ receiverName: '김영수', isDefault: false });

    for (let i = 0; i < 8; i++) {
      await t.request({
        method: 'POST',
        url: `users/${m.id}/address`,
        token: m.token,
        body: { ...base, addressName: `곳${i}` },
      });
    }
    const over = await t.request({ method: 'POST', url: `users/${m.id}/address`, token: m.token, body: base });
    expect([over.status, over.json.resultCode]).toEqual([409, '1150']);

    const def = (a2.json.address as { addressSysId: number }).addressSysId;
    const del = await t.request({ method: 'DELETE', url: `users/${m.id}/address?addressSysId=${def}`, token: m.token });
    expect(del.json.resultCode).toBe('0001');
    const after = await t.request({ method: 'GET', url: `users/${m.id}/listaddress`, token: m.token });
    const left = after.json.addresses as { addressSysId: number; isDefault: boolean }[];
    expect(left).toHaveLength(9);
    expect(left.filter((a) => a.isDefault)).toHaveLength(1);
    const gone = await t.request({
      method: 'DELETE',
      url: `users/${m.id}/address?addressSysId=${def}`,
      token: m.token,
    });
    expect(gone.json.resultCode).toBe('9404');
    // another member's entry cannot be deleted through one's own id
    const o = await member('addr2@demo.kr');
    const foreign = await t.request({
      method: 'DELETE',
      url: `users/${o.id}/address?addressSysId=${left[0]!.addressSysId}`,
      token: o.token,
    });
    expect(foreign.json.resultCode).toBe('9404');
  });
});

describe('push settings', () => {
  it('starts with marketing off and orders on, records consent times, and night needs its own consent', async () => {
    const m = await member('push@demo.kr');
    const first = await t.request({ method: 'GET', url: `users/${m.id}/push/info`, token: m.token });
    expect(first.json.push).toEqual({
      couponPresentFlag: false,
      eventFlag: false,
      liveBroadcastFlag: false,
      orderFlag: true,
      nightFlag: false,
      marketingConsentAt: null,
      nightConsentAt: null,
    });
    const night = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/push/info`,
      token: m.token,
      body: { nightFlag: true },
    });
    expect(night.json.push).toMatchObject({ nightFlag: false, nightConsentAt: null });
    const on = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/push/info`,
      token: m.token,
      form: true,
      body: { eventFlag: 'Y', nightFlag: true },
    });
    expect(on.json.push).toMatchObject({ eventFlag: true, nightFlag: true });
    expect(typeof (on.json.push as { marketingConsentAt: string }).marketingConsentAt).toBe('string');
    expect(typeof (on.json.push as { nightConsentAt: string }).nightConsentAt).toBe('string');
    const off = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/push/info`,
      token: m.token,
      body: { eventFlag: false },
    });
    expect(off.json.push).toMatchObject({
      eventFlag: false,
      nightFlag: false,
      marketingConsentAt: null,
      nightConsentAt: null,
    });
    const bad = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/push/info`,
      token: m.token,
      body: { smsFlag: true },
    });
    expect(bad.json.resultCode).toBe('9422');
  });
});

describe('blocking, reports and sanctions', () => {
  it('blocks and unblocks, not oneself; reports with a daily limit; lists sanctions', async () => {
    const a = await member('blocker@demo.kr');
    const b = await member('blocked@demo.kr');
    const self = await t.request({
      method: 'POST',
      url: `users/${a.id}/blocks`,
      token: a.token,
      body: { targetUserSysId: a.id },
    });
    expect(self.json.resultCode).toBe('1160');
    const none = await t.request({
      method: 'POST',
      url: `users/${a.id}/blocks`,
      token: a.token,
      body: { targetUserSysId: 999999 },
    });
    expect(none.json.resultCode).toBe('9404');
    await t.request({
      method: 'POST',
      url: `users/${a.id}/blocks`,
      token: a.token,
      form: true,
      body: { targetUserSysId: b.id },
    });
    await t.request({ method: 'POST', url: `users/${a.id}/blocks`, token: a.token, body: { targetUserSysId: b.id } });
    const list = await t.request({ method: 'GET', url: `users/${a.id}/blocks/list`, token: a.token });
    expect((list.json.blocks as { userSysId: number }[]).map((x) => x.userSysId)).toEqual([b.id]);
    const page = await t.request({ method: 'GET', url: `users/${a.id}/mypage`, token: a.token });
    expect(page.json.blockedCount).toBe(1);
    await t.request({ method: 'DELETE', url: `users/${a.id}/blocks/${b.id}`, token: a.token });
    const empty = await t.request({ method: 'GET', url: `users/${a.id}/blocks/list`, token: a.token });
    expect(empty.json.blocks).toEqual([]);

    for (let i = 0; i < 20; i++) {
      const r = await t.request({
        method: 'POST',
        url: `users/${a.id}/reports`,
        token: a.token,
        body: { targetUserSysId: b.id, reason: 'spam', detail: `반복 광고 ${i}` },
      });
      expect(r.json.resultCode).toBe('0001');
    }
    const over = await t.request({
      method: 'POST',
      url: `users/${a.id}/reports`,
      token: a.token,
      body: { targetUserSysId: b.id, reason: 'spam' },
    });
    expect([over.status, over.json.resultCode]).toEqual([429, '1161']);
    const badReason = await t.request({
      method: 'POST',
      url: `users/${a.id}/reports`,
      token: a.token,
      body: { targetUserSysId: b.id, reason: 'boring' },
    });
    expect(badReason.json.resultCode).toBe('9422');
    const reports = await t.request({ method: 'GET', url: `users/${a.id}/reports/list?rowCount=5`, token: a.token });
    expect(reports.json.totalCount).toBe(20);
    expect(reports.json.reports as unknown[]).toHaveLength(5);
    expect((reports.json.reports as { targetNickName: string; status: string }[])[0]).toMatchObject({
      status: 'received',
    });

    await t.database.db.insert(userSanctions).values({
      userSysId: b.id,
      kind: 'chatBan',
      reason: '채팅 도배',
      startsAt: new Date(t.clock.now),
      endsAt: new Date(t.clock.now + 86_400_000),
    });
    const s = await t.request({ method: 'GET', url: `users/${b.id}/sanctions/list`, token: b.token });
    expect(s.json).toMatchObject({
      totalCount: 1,
      sanctions: [expect.objectContaining({ kind: 'chatBan', reason: '채팅 도배' })],
    });
    const notMine = await t.request({ method: 'GET', url: `users/${b.id}/sanctions/list`, token: a.token });
    expect(notMine.json.resultCode).toBe('1007');
  });
});
