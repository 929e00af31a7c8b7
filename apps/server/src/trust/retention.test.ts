/**
 * Issue 18, retention: each purge class with the movable clock. A record one day before its class's
 * limit stays; one day after, the daily job has removed it. The jobs run as the scheduler runs them
 * (`runDue`, exactly once across nodes through the job claim).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  authSessions,
  broadcastAlarmHistories,
  productDisplayHistory,
  products,
  questions,
  sessionAccesses,
  staffAccessLogs,
  userReports,
  users,
} from '../db/schema/index.js';
import { monthsBefore } from '../jobs/retention-jobs.js';
import { decodeJwt, login, signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import { TEST_RECEIVER, testOrderBody } from '../../test/factories.js';
import { demoLive } from '../../test/sockets.js';

const DAY = 86_400_000;
let t: TestContext;
let room: number;
beforeAll(async () => {
  t = await startTestApp();
  room = (await demoLive(t)).broadcastScheduleSysId;
});
afterAll(async () => t?.close());

/** the clock moved to `months` calendar months after `from`, plus `days` */
async function moveTo(from: number, months: number, days: number) {
  const target = new Date(from);
  target.setUTCMonth(target.getUTCMonth() + months);
  const to = target.getTime() + days * DAY;
  expect(to).toBeGreaterThan(t.clock.now);
  t.clock.advance(to - t.clock.now);
  await t.app.jobs!.runDue();
}
const buyer = () => signIn(t, 'buyer@demo.kr');

describe('retention classes, one day before and one day after', () => {
  it('login records and addresses: 3 months after the session was last used', async () => {
    const r = await login(t, 'buyer@demo.kr', undefined, '10.77.0.1');
    const sid = decodeJwt(r.json.accessToken as string).sid as string;
    const from = t.clock.now;
    const has = async () =>
      (await t.database.db.select().from(authSessions).where(eq(authSessions.sessionId, sid))).length;
    await moveTo(from, 3, -1);
    expect(await has()).toBe(1);
    await moveTo(from, 3, 1);
    expect(await has()).toBe(0);
  });

  it('display and advertising records (start alerts sent): 6 months', async () => {
    const me = await buyer();
    const from = t.clock.now;
    await t.database.db
      .insert(broadcastAlarmHistories)
      .values({ userSysId: me.id, broadcastScheduleSysId: room, createdAt: new Date(from) })
      .onConflictDoUpdate({
        target: [broadcastAlarmHistories.userSysId, broadcastAlarmHistories.broadcastScheduleSysId],
        set: { createdAt: new Date(from) },
      });
    const has = async () =>
      (
        await t.database.db
          .select()
          .from(broadcastAlarmHistories)
          .where(
            and(eq(broadcastAlarmHistories.userSysId, me.id), eq(broadcastAlarmHistories.broadcastScheduleSysId, room)),
          )
      ).length;
    await moveTo(from, 6, -1);
    expect(await has()).toBe(1);
    await moveTo(from, 6, 1);
    expect(await has()).toBe(0);
  });

  it('staff access records: kept 2 years (at least the 1 year the rule asks)', async () => {
    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const res = await t.request({ method: 'GET', url: 'operations/refunds/payouts', token: admin, ip: '10.88.0.1' });
    expect(res.json.resultCode).toBe('0001');
    const from = t.clock.now;
    const mine = async () =>
      (await t.database.db.select().from(staffAccessLogs).where(eq(staffAccessLogs.ip, '10.88.0.1'))).length;
    // written when the answer has gone out
    await waitFor(mine, { what: 'the staff call to be logged', everyMs: 20 });
    const [log] = await t.database.db.select().from(staffAccessLogs).where(eq(staffAccessLogs.ip, '10.88.0.1'));
    expect(log).toMatchObject({
      method: 'GET',
      route: 'operations/refunds/payouts',
      path: '/api/v1/operations/refunds/payouts',
      status: 200,
    });
    await moveTo(from, 24, -1);
    expect(await mine()).toBe(1);
    await moveTo(from, 24, 1);
    expect(await mine()).toBe(0);
  });

  it('reports about other members (chat abuse) are moderation records, not complaints: 1 year', async () => {
    const me = await buyer();
    const [seller] = await t.database.db.select().from(users).where(eq(users.userId, 'seller@demo.kr'));
    const sent = await t.request({
      method: 'POST',
      url: `users/${me.id}/reports`,
      token: me.token,
      body: { targetUserSysId: seller!.userSysId, reason: 'spam', detail: '보존 기간 확인' },
    });
    expect(sent.json.resultCode, JSON.stringify(sent.json)).toBe('0001');
    const from = t.clock.now;
    const has = async () =>
      (await t.database.db.select().from(userReports).where(eq(userReports.detail, '보존 기간 확인'))).length;
    await moveTo(from, 12, -1);
    expect(await has()).toBe(1);
    await moveTo(from, 12, 1);
    expect(await has()).toBe(0);
  });

  it('consumer complaints (1:1 inquiries): 3 years after the answer; product questions are not purged', async () => {
    const me = await buyer();
    const asked = await t.request({
      method: 'POST',
      url: 'operations/questions',
      token: me.token,
      body: { categoryCode: 7, content: '보존 기간 1:1 문의입니다' },
    });
    expect(asked.json.resultCode, JSON.stringify(asked.json)).toBe('0001');
    const id = (asked.json.question as { questionSysId: number }).questionSysId;
    // answered a month later: the 3 years run from the answer
    await moveTo(t.clock.now, 1, 0);
    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const answered = await t.request({
      method: 'POST',
      url: `operations/questions/${id}/answer`,
      token: admin,
      body: { answer: '확인했습니다' },
    });
    expect(answered.json.resultCode, JSON.stringify(answered.json)).toBe('0001');
    const from = t.clock.now;
    const [productQuestion] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.kind, 'product'))
      .limit(1);
    const has = async (qid: number) =>
      (await t.database.db.select().from(questions).where(eq(questions.questionSysId, qid))).length;
    await moveTo(from, 36, -1);
    expect(await has(id)).toBe(1);
    await moveTo(from, 36, 1);
    expect(await has(id)).toBe(0);
    if (productQuestion) expect(await has(productQuestion.questionSysId)).toBe(1);
  });

  it('display records: each change of what a product page shows (name, prices, display) is kept 6 months', async () => {
    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const list = await t.request({ method: 'GET', url: 'admin/products?rowCount=1', token: admin });
    expect(list.json.resultCode, JSON.stringify(list.json).slice(0, 300)).toBe('0001');
    const prdtSysId = Number(/"prdtSysId":(\d+)/.exec(JSON.stringify(list.json))![1]);
    const [before] = await t.database.db.select().from(products).where(eq(products.prdtSysId, prdtSysId));
    const price = before!.marketPrice - 1;
    const changed = await t.request({
      method: 'PATCH',
      url: `admin/products/${prdtSysId}`,
      token: admin,
      body: { price },
    });
    expect(changed.json.resultCode, JSON.stringify(changed.json).slice(0, 300)).toBe('0001');
    const from = t.clock.now;
    const mine = async () =>
      (
        await t.database.db
          .select()
          .from(productDisplayHistory)
          .where(and(eq(productDisplayHistory.prdtSysId, prdtSysId), eq(productDisplayHistory.price, price)))
      ).map((r) => ({ name: r.name, at: r.recordedAt.getTime() }));
    expect(await mine()).toEqual([{ name: before!.name, at: from }]);
    // a change of stock only (not shown as a term) adds nothing
    const count = async () =>
      (await t.database.db.select().from(productDisplayHistory).where(eq(productDisplayHistory.prdtSysId, prdtSysId)))
        .length;
    const n = await count();
    expect(
      (await t.request({ method: 'PATCH', url: `admin/products/${prdtSysId}`, token: admin, body: { stock: 7 } })).json
        .resultCode,
    ).toBe('0001');
    expect(await count()).toBe(n);
    await moveTo(from, 6, -1);
    expect(await mine()).toHaveLength(1);
    await moveTo(from, 6, 1);
    expect(await mine()).toHaveLength(0);
  });

  it('the address of every token refresh is recorded (not only the login address) and kept 3 months', async () => {
    const r = await login(t, 'buyer@demo.kr', undefined, '10.66.0.1');
    const sid = decodeJwt(r.json.accessToken as string).sid as string;
    await moveTo(t.clock.now, 0, 2);
    const refreshed = await t.request({
      method: 'POST',
      url: 'auth/accesstoken',
      body: { refreshToken: r.json.refreshToken as string },
      ip: '10.66.0.2',
    });
    expect(refreshed.json.resultCode).toBe('0001');
    const from = t.clock.now;
    const seen = async () =>
      (
        await t.database.db
          .select()
          .from(sessionAccesses)
          .where(eq(sessionAccesses.sessionId, sid))
          .orderBy(sessionAccesses.at)
      ).map((a) => [a.action, a.ip]);
    expect(await seen()).toEqual([
      ['login', '10.66.0.1'],
      ['access', '10.66.0.2'],
    ]);
    // the login's record goes 3 months after the login, the refresh's 3 months after the refresh
    await moveTo(from, 3, -1);
    expect(await seen()).toEqual([['access', '10.66.0.2']]);
    await moveTo(from, 3, 1);
    expect(await seen()).toEqual([]);
  });

  it('trade records (order, lines, payments): 5 years, and the member can download them until then', async () => {
    const me = await buyer();
    const list = await t.request({ method: 'GET', url: 'products/mainlist?startIndex=0&rowCount=40' });
    const ids = [
      ...new Set((JSON.stringify(list.json).match(/"prdtSysId":\d+/g) ?? []).map((m) => Number(m.split(':')[1]))),
    ];
    const receiver = { ...TEST_RECEIVER, name: '김보존', addressDetail: '5년' };
    let orderNumber = '';
    for (const prdtSysId of ids) {
      const items = [{ prdtSysId, qty: 1 }];
      const q = await t.request({
        method: 'POST',
        url: 'orders/deliveries',
        token: me.token,
        body: { items, postNumber: receiver.postNumber, pointAmount: 0 },
      });
      if (q.json.resultCode !== '0001') continue;
      const o = await t.request({
        method: 'POST',
        url: 'orders',
        token: me.token,
        body: { ...testOrderBody(items, 'card', (q.json.amounts as { payAmount: number }).payAmount), receiver },
      });
      expect(o.json.resultCode, JSON.stringify(o.json)).toBe('0001');
      orderNumber = (o.json.order as { orderNumber: string }).orderNumber;
      break;
    }
    expect(orderNumber).not.toBe('');
    const from = t.clock.now;
    const csv = async () => {
      const b = await buyer();
      const r = await t.app.fastify.inject({
        method: 'GET',
        url: `/api/v1/users/${b.id}/orders/records`,
        headers: { authorization: `Bearer ${b.token}` },
      });
      expect(r.statusCode).toBe(200);
      return r.body;
    };
    const now = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/v1/users/${me.id}/orders/records`,
      headers: { authorization: `Bearer ${me.token}`, 'accept-language': 'en' },
    });
    expect(now.headers['content-type']).toMatch(/^text\/csv/);
    expect(now.headers['content-disposition']).toMatch(/attachment; filename="trade-records-\d{8}\.csv"/);
    expect(now.body.startsWith('\uFEFF"Order no."')).toBe(true);
    expect(now.body).toContain(orderNumber);
    await moveTo(from, 60, -1);
    expect(await csv()).toContain(orderNumber);
    await moveTo(from, 60, 1);
    expect(await csv()).not.toContain(orderNumber);
  });

  it('monthsBefore counts calendar months', () => {
    expect(monthsBefore(new Date('2026-05-31T00:00:00Z'), 3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2027-08-31T09:00:00Z'), 6).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(monthsBefore(new Date('2028-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-24T10:00:00Z'), 60).toISOString()).toBe('2021-11-24T10:00:00.000Z');
  });
});
