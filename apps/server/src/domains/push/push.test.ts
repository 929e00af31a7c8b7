import { kstDate } from '@lc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../app.js';
import type { Database, Db } from '../../db/client.js';
import {
  broadcastSchedules,
  couponPolicies,
  memberAlerts,
  orderProductHistory,
  pushSubscriptions,
  userCoupons,
} from '../../db/schema/index.js';
import { appsOnPostgres, type AppsOnPostgres } from '../../../test/apps-on-postgres.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { startPushService, type LocalPushService } from '../../../test/push-service.js';
import { makeOrder, makeProduct, userIdOf } from '../../../test/factories.js';

/** A paid one-line order of the member, straight into the tables (the order flow has its own tests). */
async function paidOrder(db: Db, userSysId: number, at: Date, name = '푸시 테스트 상품') {
  const p = await makeProduct(db, { price: 12000, stock: 10, name });
  const o = await makeOrder(db, {
    at,
    userSysId,
    status: 2,
    lines: [{ prdtSysId: p.prdtSysId, unitPrice: 12000, name }],
  });
  return { orderSysId: o.orderSysId, orderNumber: o.orderNumber, pid: o.lineIds[0]! };
}

/**
 * A schedule that has not started yet (the demo data has several, 3, 26 and 50 hours ahead), on a
 * later Korean day than `after` (the test clock's; the first one when not given).
 */
async function readySchedule(db: Db, after?: number) {
  const rows = await db
    .select({
      id: broadcastSchedules.broadcastScheduleSysId,
      startDate: broadcastSchedules.startDate,
      startTime: broadcastSchedules.startTime,
    })
    .from(broadcastSchedules)
    .where(
      and(
        eq(broadcastSchedules.liveFlag, 0),
        gt(broadcastSchedules.startDate, sql`to_char(now() at time zone 'Asia/Seoul', 'YYYY-MM-DD')`),
        after === undefined ? undefined : gt(broadcastSchedules.startDate, kstDate(new Date(after))),
      ),
    )
    .orderBy(broadcastSchedules.broadcastScheduleSysId);
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

/** An advertising alert's title starts with (광고) and the sender (the default OPERATOR_COMPANY_NAME); its text ends with the opt-out. */
const AD = '(광고) (주)라이브커머스 데모 ';
const OPT_OUT = '\n수신거부: 앱 설정 > 알림 설정 (/AlertSet)';

describe('web push', () => {
  let t: TestContext;
  let ps: LocalPushService;
  let buyer: { token: string; id: number };
  let admin: string;
  beforeAll(async () => {
    ps = await startPushService();
    t = await startTestApp({ PUSH_EXTRA_ORIGINS: ps.origin, PUSH_INTERVAL_SECONDS: '0' });
    const b = await login(t, 'buyer@demo.kr');
    buyer = { token: b.json.accessToken as string, id: b.json.authSysId as number };
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    // show starts and coupons are advertising (issue 33): the buyer agrees to advertising push, day and night
    expect((await consents({ push: true, night: true })).json.resultCode).toBe('0001');
  });
  afterAll(async () => {
    await t?.close();
    await ps?.close();
  });
  const settings = (body: Record<string, boolean>, token = buyer.token, id = buyer.id) =>
    t.request({ method: 'PATCH', url: `users/${id}/push/info`, body, token });
  const consents = (body: Record<string, boolean>, token = buyer.token, id = buyer.id) =>
    t.request({ method: 'PATCH', url: `users/${id}/consents`, body, token });
  const register = (subscription: unknown, token = buyer.token, id = buyer.id) =>
    t.request({ method: 'POST', url: `users/${id}/push/topics`, body: { platform: 'web', subscription }, token });
  const alerts = async (token = buyer.token, id = buyer.id, lang = 'ko') =>
    (
      await t.request({
        method: 'GET',
        url: `users/${id}/alerts/list?rowCount=50`,
        token,
        headers: { 'accept-language': lang },
      })
    ).json.alerts as { type: string; title: string; body: string; url: string }[];
  const round = () => t.app.push.runOnce();

  it('answers the VAPID key, registers devices on a known push service only, several per member', async () => {
    const key = await t.request({ method: 'GET', url: 'push/vapidkey' });
    expect(key.json.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const foreign = await register({
      endpoint: 'http://169.254.169.254/latest/meta-data',
      keys: ps.subscribe().subscription.keys,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.resultCode).toBe('8501');
    const a = await register(ps.subscribe().subscription);
    const b = await register(ps.subscribe().subscription);
    expect(a.json.resultCode).toBe('0001');
    expect(b.json.devices).toBe(2);
    const list = await t.request({ method: 'GET', url: `users/${buyer.id}/push/topics`, token: buyer.token });
    expect(list.json.devices).toHaveLength(2);
    // nobody registers a device for someone else
    const other = await login(t, 'seller@demo.kr');
    const theft = await register(ps.subscribe().subscription, other.json.accessToken as string, buyer.id);
    expect(theft.status).toBe(403);
  });

  it('a reserved show that starts is pushed to every device once, encrypted and signed, and listed in /AlertList', async () => {
    await settings({ liveBroadcastFlag: true, nightFlag: true });
    const schedule = await readySchedule(t.database.db);
    const scheduleId = schedule.id;
    const reserve = await t.request({
      method: 'POST',
      url: `users/${buyer.id}/alarms/broadcasts/${scheduleId}`,
      body: { isAlarm: 1 },
      token: buyer.token,
    });
    expect(reserve.json.resultCode).toBe('0001');
    const before = ps.received.length;
    // its start time comes (KST wall clock), the encoder connects
    t.clock.now = Date.parse(`${schedule.startDate}T${schedule.startTime}:00+09:00`) + 60_000;
    buyer.token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    await t.app.broadcasts.startLive(scheduleId);
    await t.app.broadcasts.deliverStartAlerts();
    // the start hook and this round race for the same rows: each push still leaves once
    await Promise.all([round(), round()]);
    await ps.waitFor(before + 2);
    await round();
    const got = ps.received.slice(before);
    expect(got).toHaveLength(2);
    const p = got[0]!.payload;
    expect(p.title).toBe(`${AD}알림 신청한 방송이 시작되었습니다`);
    expect(p.url).toMatch(new RegExp(`^/Vod/\\d+/${scheduleId}/live$`));
    expect(got[0]!.vapid.publicKey).toBe((await t.request({ method: 'GET', url: 'push/vapidkey' })).json.publicKey);
    expect(got[0]!.vapid.aud).toBe(ps.origin);
    expect(got[0]!.ttl).toBeGreaterThan(0);
    const list = await alerts();
    expect(list.find((a) => a.type === 'liveStart')?.url).toBe(p.url);
    const en = await alerts(buyer.token, buyer.id, 'en');
    expect(en.find((a) => a.type === 'liveStart')?.title).toBe(`${AD}A show you reserved is live now`);
  });

  it('a reserved show that goes on air before its scheduled day is announced too', async () => {
    await settings({ liveBroadcastFlag: true, nightFlag: true });
    // a show of a later day than the clock's (the test before moved the clock to the first show's
    // start: between 21:00 and 22:00 KST the next show 26 hours ahead is on that same day)
    const schedule = await readySchedule(t.database.db, t.clock.now);
    const reserve = await t.request({
      method: 'POST',
      url: `users/${buyer.id}/alarms/broadcasts/${schedule.id}`,
      body: { isAlarm: 1 },
      token: buyer.token,
    });
    expect(reserve.json.resultCode).toBe('0001');
    // the clock stays on an earlier day than the schedule's: the host starts early
    expect(kstDate(new Date(t.clock.now)) < schedule.startDate).toBe(true);
    const before = ps.received.length;
    await t.app.broadcasts.startLive(schedule.id);
    await t.app.broadcasts.deliverStartAlerts();
    await round();
    // both of the buyer's devices get it (waited for here so the next tests count only their own)
    await ps.waitFor(before + 2);
    expect(ps.received.slice(before).map((r) => String(r.payload.url).endsWith(`/${schedule.id}/live`))).toEqual([
      true,
      true,
    ]);
    expect((await alerts()).some((a) => a.type === 'liveStart' && a.url.endsWith(`/${schedule.id}/live`))).toBe(true);
  });

  it('order pushes follow orderFlag: paid and dispatched are sent when on, listed but not sent when off', async () => {
    const db = t.database.db;
    const o = await paidOrder(db, buyer.id, new Date(t.clock.now));
    let before = ps.received.length;
    await round();
    await ps.waitFor(before + 2);
    expect(ps.received.slice(before).map((r) => r.payload.title)).toEqual([
      '결제가 완료되었습니다',
      '결제가 완료되었습니다',
    ]);
    expect(String(ps.received[before]!.payload.body)).toContain(o.orderNumber);

    await settings({ orderFlag: false });
    const d = await t.request({
      method: 'POST',
      url: `operations/orders/${o.orderSysId}/products/${o.pid}/dispatch`,
      body: { deliveryCompanyCode: '04', invoiceNumber: '123456789012' },
      token: admin,
    });
    expect(d.json.resultCode).toBe('0001');
    before = ps.received.length;
    const r = await round();
    expect(r.skipped).toBeGreaterThanOrEqual(1);
    expect(ps.received.length).toBe(before);
    expect((await alerts()).some((a) => a.type === 'orderDispatched' && a.body === '푸시 테스트 상품')).toBe(true);

    await settings({ orderFlag: true });
    await t.request({
      method: 'POST',
      url: `operations/orders/${o.orderSysId}/products/${o.pid}/delivered`,
      token: admin,
    });
    before = ps.received.length;
    await round();
    await ps.waitFor(before + 2);
    expect(ps.received[before]!.payload.title).toBe('배송이 완료되었습니다');
  });

  it('coupon pushes follow couponPresentFlag; event pushes start with (광고) and reach only members who opted in', async () => {
    await settings({ couponPresentFlag: false, eventFlag: false });
    // download coupons the buyer does not hold yet
    const held = new Set(
      (
        await t.database.db
          .select({ id: userCoupons.couponPolicySysId })
          .from(userCoupons)
          .where(eq(userCoupons.userSysId, buyer.id))
      ).map((r) => r.id),
    );
    const policies = (
      await t.database.db
        .select({ id: couponPolicies.couponPolicySysId, name: couponPolicies.name })
        .from(couponPolicies)
        .where(eq(couponPolicies.kind, 'download'))
        .orderBy(couponPolicies.couponPolicySysId)
    ).filter((p) => !held.has(p.id));
    expect(policies.length).toBeGreaterThanOrEqual(2);
    const grab = (id: number) => t.request({ method: 'POST', url: `coupons/${id}`, body: {}, token: buyer.token });
    let before0 = ps.received.length;
    expect((await grab(policies[0]!.id)).json.resultCode).toBe('0001');
    expect((await round()).skipped).toBeGreaterThanOrEqual(1);
    expect(ps.received.length).toBe(before0);
    expect((await alerts()).some((a) => a.type === 'couponGranted' && a.body === policies[0]!.name + OPT_OUT)).toBe(
      true,
    );
    await settings({ couponPresentFlag: true });
    before0 = ps.received.length;
    expect((await grab(policies[1]!.id)).json.resultCode).toBe('0001');
    await round();
    await ps.waitFor(before0 + 2);
    expect(ps.received.slice(before0).map((r) => [r.payload.title, r.payload.body])).toContainEqual([
      `${AD}쿠폰이 발급되었습니다`,
      policies[1]!.name + OPT_OUT,
    ]);
    await settings({ couponPresentFlag: false });
    const seller = await login(t, 'seller@demo.kr');
    const sellerTok = seller.json.accessToken as string;
    const sellerId = seller.json.authSysId as number;
    const ss = ps.subscribe();
    expect((await register(ss.subscription, sellerTok, sellerId)).json.resultCode).toBe('0001');
    await settings({ eventFlag: true, nightFlag: true }, sellerTok, sellerId);
    await consents({ push: true, night: true }, sellerTok, sellerId);
    await round();
    const before = ps.received.length;
    const ev = await t.request({
      method: 'POST',
      url: 'push/events',
      body: { title: '주말 특가 라이브', body: '최대 50% 할인', url: '/PlanningEvent/1' },
      token: admin,
    });
    expect(ev.json.resultCode).toBe('0001');
    const notStaff = await t.request({
      method: 'POST',
      url: 'push/events',
      body: { title: 'x', body: 'y', url: '/' },
      token: buyer.token,
    });
    expect(notStaff.status).toBe(403);
    await round();
    await ps.waitFor(before + 1);
    const evs = ps.received.slice(before);
    expect(evs.map((r) => r.subscriptionId)).toEqual([ss.id]);
    expect(evs[0]!.payload.title).toBe('(광고) (주)라이브커머스 데모 주말 특가 라이브');
    expect((await alerts()).some((a) => a.type === 'event')).toBe(false);
    expect((await alerts(sellerTok, sellerId)).find((a) => a.type === 'event')?.title).toBe(
      '(광고) (주)라이브커머스 데모 주말 특가 라이브',
    );
  });

  it('forgets a device whose endpoint answers 410 or 404, and the devices of a session that logs out', async () => {
    const db = t.database.db;
    const s = await login(t, 'buyer@demo.kr');
    const tok = s.json.accessToken as string;
    const gone = ps.subscribe();
    const kept = ps.subscribe();
    await register(gone.subscription, tok);
    await register(kept.subscription, tok);
    ps.unsubscribe(gone.id, 410);
    await paidOrder(db, buyer.id, new Date(t.clock.now), '410 테스트');
    await round();
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userSysId, buyer.id));
    expect(left.some((x) => x.endpoint === gone.subscription.endpoint)).toBe(false);
    expect(left.some((x) => x.endpoint === kept.subscription.endpoint)).toBe(true);
    const out = await t.request({ method: 'POST', url: 'auth/logout', body: {}, token: tok });
    expect(out.json.resultCode).toBe('0001');
    await expect
      .poll(
        async () =>
          (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, kept.subscription.endpoint)))
            .length,
      )
      .toBe(0);
    // devices of the other session are still there
    const still = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userSysId, buyer.id));
    expect(still.length).toBeGreaterThanOrEqual(2);
    // unregistering by hand
    const first = still[0]!;
    const del = await t.request({
      method: 'DELETE',
      url: `users/${buyer.id}/push/topics`,
      body: { endpoint: first.endpoint },
      token: buyer.token,
    });
    expect(del.json.removed).toBe(1);
    const pending = await db.select().from(memberAlerts).where(eq(memberAlerts.pushState, 'pending'));
    expect(pending).toHaveLength(0);
  });
  it('claim results set by staff and coupons about to expire are listed and pushed', async () => {
    const db = t.database.db;
    await settings({ orderFlag: true, couponPresentFlag: true, nightFlag: true });
    const dev = ps.subscribe();
    expect((await register(dev.subscription)).json.resultCode).toBe('0001');
    const o = await paidOrder(db, buyer.id, new Date(t.clock.now), '취소 결과 상품');
    await round();
    // an operator approves the buyer's cancel request (the line's history row is what the claims domain writes)
    await db.insert(orderProductHistory).values({
      orderSysId: o.orderSysId,
      orderPrdtSysId: o.pid,
      fromStatus: 100,
      toStatus: 102,
      actor: 'operator',
      reason: 'approved',
      createdAt: new Date(t.clock.now),
    });
    let before = ps.for(dev.id).length;
    await round();
    expect(
      ps
        .for(dev.id)
        .slice(before)
        .map((r) => r.payload.title),
    ).toContain('주문이 취소되었습니다');
    // and one of the buyer's coupons comes within 3 days of its end
    const [c] = await db
      .select({ id: userCoupons.userCouponSysId, expiresAt: userCoupons.expiresAt })
      .from(userCoupons)
      .where(and(eq(userCoupons.userSysId, buyer.id), isNull(userCoupons.usedAt)))
      .orderBy(userCoupons.expiresAt)
      .limit(1);
    expect(c).toBeDefined();
    t.clock.now = c!.expiresAt.getTime() - 2 * 86_400_000;
    buyer.token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    before = ps.for(dev.id).length;
    await round();
    const got = ps
      .for(dev.id)
      .slice(before)
      .map((r) => r.payload.title);
    expect(got).toContain(`${AD}쿠폰이 곧 만료됩니다`);
    const list = await alerts();
    expect(list.find((a) => a.type === 'claimResult')?.url).toBe(`/ExchangeDetail/${o.orderSysId}/${o.pid}`);
    expect(list.find((a) => a.type === 'couponExpiring')?.body).toMatch(/까지\n수신거부/);
    // a second round sends nothing again
    const n = ps.received.length;
    await round();
    expect(ps.received.length).toBe(n);
  });
});

describe('short links, share images and client logs', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ PUSH_INTERVAL_SECONDS: '0' });
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
  });
  afterAll(async () => t?.close());

  it('firebase/shortlink answers a short URL on our host that redirects and counts clicks', async () => {
    const long = 'http://localhost:80/Vod/1/1/live?utm_source=kakao';
    const a = await t.request({
      method: 'POST',
      url: 'firebase/shortlink',
      body: { longDynamicLink: long },
      headers: { host: 'localhost:80' },
    });
    expect(a.json.resultCode).toBe('0001');
    const short = a.json.shortLink as string;
    expect(short).toMatch(/^http:\/\/localhost(:80)?\/s\/[A-Za-z0-9]{8}$/);
    const again = await t.request({
      method: 'POST',
      url: 'firebase/shortlink',
      form: true,
      body: { longDynamicLink: '/Vod/1/1/live?utm_source=kakao' },
      headers: { host: 'localhost:80' },
    });
    expect(again.json.shortLink).toBe(short);
    const foreign = await t.request({
      method: 'POST',
      url: 'firebase/shortlink',
      body: { longDynamicLink: 'https://evil.example/x' },
    });
    expect(foreign.json.resultCode).toBe('8502');
    const code = short.split('/s/')[1]!;
    for (let i = 0; i < 3; i++) {
      const r = await t.app.fastify.inject({ method: 'GET', url: `/s/${code}` });
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe('/Vod/1/1/live?utm_source=kakao');
    }
    const stats = await t.request({ method: 'GET', url: `firebase/shortlink/${code}` });
    expect(stats.json.clicks).toBe(3);
    const missing = await t.app.fastify.inject({ method: 'GET', url: '/s/ZZZZZZZZ' });
    expect(missing.statusCode).toBe(404);
  });

  it('share images are 800×400 PNGs for products, broadcasts and a sellover day, and cached', async () => {
    for (const url of ['/share/img/product/1.png', '/share/img/broadcast/1.png', '/share/img/plan/2/2024-01-01.png']) {
      const r = await t.app.fastify.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      const meta = await sharp(r.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 400]);
      const again = await t.app.fastify.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
    }
    expect((await t.app.fastify.inject({ method: 'GET', url: '/share/img/product/999999.png' })).statusCode).toBe(404);
  });

  it('analytics/consolelog strips personal data, limits size and rate, shows logs to staff, purges after retention', async () => {
    const ok = await t.request({
      method: 'POST',
      url: 'analytics/consolelog',
      body: {
        log: {
          level: 'error',
          message:
            'TypeError at /MyPage for kim.buyer@demo.kr 010-1234-5678 token=abc.def Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig123 card 4111 1111 1111 1111',
          page: 'http://localhost/BuyComplete?orderToken=secret123&x=1',
          webVersion: '1.2.13',
        },
      },
      ip: '10.0.0.1',
    });
    expect(ok.json.resultCode).toBe('0001');
    const plain = await t.request({
      method: 'POST',
      url: 'analytics/consolelog',
      form: true,
      body: { log: 'plain string from 01098765432' },
      ip: '10.0.0.1',
    });
    expect(plain.json.resultCode).toBe('0001');
    const big = await t.request({
      method: 'POST',
      url: 'analytics/consolelog',
      body: { log: 'x'.repeat(4001) },
      ip: '10.0.0.2',
    });
    expect(big.json.resultCode).toBe('8504');
    const list = await t.request({ method: 'GET', url: 'analytics/consolelog', token: admin });
    const logs = list.json.logs as { message: string; page: string }[];
    const text = JSON.stringify(logs);
    for (const secret of ['kim.buyer', '1234-5678', '01098765432', 'eyJhbGci', 'abc.def', '4111', 'secret123'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[email]');
    expect(text).toContain('[phone]');
    const buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    expect((await t.request({ method: 'GET', url: 'analytics/consolelog', token: buyer })).status).toBe(403);
    let limited = false;
    for (let i = 0; i < 25 && !limited; i++) {
      const r = await t.request({
        method: 'POST',
        url: 'analytics/consolelog',
        body: { log: `e${i}` },
        ip: '10.0.0.3',
      });
      limited = r.json.resultCode === '9429';
    }
    expect(limited).toBe(true);
    t.clock.advance(15 * 86_400_000);
    await t.app.jobs!.runDue();
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const after = await t.request({ method: 'GET', url: 'analytics/consolelog', token: admin });
    expect(after.json.totalCount).toBe(0);
  });
});

const PG = process.env.TEST_DATABASE_URL;
if (!PG)
  console.warn('[push two-node] skipped: set TEST_DATABASE_URL to send pushes from two nodes sharing PostgreSQL');

describe.skipIf(!PG)('two nodes sharing PostgreSQL send each push once', () => {
  let nodes: AppsOnPostgres;
  let apps: App[];
  let dbs: Database[];
  let ps: LocalPushService;
  const clock = { now: Date.now() };
  const now = () => new Date(clock.now);

  beforeAll(async () => {
    ps = await startPushService();
    nodes = await appsOnPostgres(PG!, {
      count: 2,
      now,
      env: (i, databaseUrl) => ({
        PUSH_INTERVAL_SECONDS: '0',
        PUSH_EXTRA_ORIGINS: ps.origin,
        ...(process.env.TEST_REDIS_URL
          ? { REDIS_URL: process.env.TEST_REDIS_URL, DATABASE_URL: databaseUrl, REDIS_PREFIX: `lc-push-${i}:` }
          : {}),
      }),
    });
    ({ apps, databases: dbs } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
    await ps?.close();
  });

  it('60 members × 1 order each: both nodes collect and send at once, every device gets its push exactly once', async () => {
    const db = dbs[0]!.db;
    const buyer = await userIdOf(db, 'buyer@demo.kr');
    const devices = [ps.subscribe(), ps.subscribe()];
    const tok = (await apps[0]!.fastify.inject({ method: 'GET', url: '/api/v1/push/vapidkey' })).json() as {
      jsonData: { publicKey: string };
    };
    expect(tok.jsonData.publicKey.length).toBeGreaterThan(80);
    // both nodes sign with the one stored key pair
    const other = (await apps[1]!.fastify.inject({ method: 'GET', url: '/api/v1/push/vapidkey' })).json() as {
      jsonData: { publicKey: string };
    };
    expect(other.jsonData.publicKey).toBe(tok.jsonData.publicKey);
    for (const d of devices)
      await db.insert(pushSubscriptions).values({
        userSysId: buyer,
        platform: 'web',
        endpoint: d.subscription.endpoint,
        p256dh: d.subscription.keys.p256dh,
        auth: d.subscription.keys.auth,
        createdAt: now(),
      });
    for (let i = 0; i < 60; i++) await paidOrder(db, buyer, now(), `상품 ${i}`);
    const rounds = await Promise.all([apps[0]!.push.runOnce(), apps[1]!.push.runOnce(), apps[0]!.push.runOnce()]);
    await Promise.all([apps[1]!.push.runOnce(), apps[0]!.push.runOnce()]);
    await ps.waitFor(120);
    for (const d of devices) {
      const mine = ps.for(d.id).map((r) => r.payload.alertSysId as number);
      expect(mine).toHaveLength(60);
      expect(new Set(mine).size).toBe(60);
    }
    expect(rounds.reduce((s, r) => s + r.sent, 0)).toBe(60);
    const rows = await db.select().from(memberAlerts).where(eq(memberAlerts.type, 'orderPaid'));
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.pushState === 'sent' && r.pushDevices === 2)).toBe(true);
    // both nodes did part of the work
    expect(new Set(rows.map((r) => r.pushClaimedBy)).size).toBeGreaterThanOrEqual(1);
  });
});
