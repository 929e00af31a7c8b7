import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponPolicies, memberAlerts } from '../../db/schema/index.js';
import { login, signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { startPushService, type LocalPushService } from '../../../test/push-service.js';
import { makeMember, makeOrder, makeProduct } from '../../../test/factories.js';

/**
 * Issue 33 item 1 (정보통신망법 제50조): the push sender obeys `marketing_consents` at send time for
 * every advertising message (events, coupons, show starts), in push and in the alert list, and words
 * each advertisement with (광고), the sender and the free opt-out. Observed at a local push service.
 */
const SENDER = '(주)동의테스트상사';
const HOUR = 3_600_000;
/** the next `hourKst`:30 Korea time after `from` */
const nextKst = (from: number, hourKst: number) => {
  const d = new Date(from);
  d.setUTCHours((hourKst + 24 - 9) % 24, 30, 0, 0);
  return d.getTime() <= from ? d.getTime() + 24 * HOUR : d.getTime();
};

describe('advertising push obeys the advertising consents at send time', () => {
  let t: TestContext;
  let ps: LocalPushService;
  let admin: string;
  beforeAll(async () => {
    ps = await startPushService();
    t = await startTestApp({
      PUSH_EXTRA_ORIGINS: ps.origin,
      PUSH_INTERVAL_SECONDS: '0',
      OPERATOR_COMPANY_NAME: SENDER,
    });
    // noon in Korea: daytime
    t.clock.now = nextKst(t.clock.now, 12);
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
  });
  afterAll(async () => {
    await t?.close();
    await ps?.close();
  });

  type Member = { id: number; userId: string; token: string; device: string };
  /** a new member with one browser, the given push switches and advertising consents */
  async function member(push: Record<string, boolean>, consents: Record<string, boolean> = {}): Promise<Member> {
    const m = await makeMember(t.database.db);
    const { token, id } = await signIn(t, m.userId);
    const dev = ps.subscribe();
    const reg = await t.request({
      method: 'POST',
      url: `users/${id}/push/topics`,
      body: { platform: 'web', subscription: dev.subscription },
      token,
    });
    expect(reg.json.resultCode).toBe('0001');
    const s = await t.request({ method: 'PATCH', url: `users/${id}/push/info`, body: push, token });
    expect(s.json.resultCode).toBe('0001');
    if (Object.keys(consents).length) await setConsents({ id, token }, consents);
    return { id, userId: m.userId, token, device: dev.id };
  }
  async function setConsents(m: { id: number; token: string }, body: Record<string, boolean>) {
    const r = await t.request({ method: 'PATCH', url: `users/${m.id}/consents`, body, token: m.token });
    expect(r.json.resultCode).toBe('0001');
  }
  const campaign = async (title: string) => {
    const r = await t.request({
      method: 'POST',
      url: 'push/events',
      body: { title, body: '최대 50% 할인', url: '/PlanningEvent/1' },
      token: admin,
    });
    expect(r.json.resultCode).toBe('0001');
  };
  /** what the member's browser received (about `about` only: a new member also gets the day's earlier campaigns) */
  const received = (m: Member, about = '') =>
    ps
      .for(m.device)
      .map((r) => r.payload as { title: string; body: string })
      .filter((x) => x.title.includes(about));
  const listed = async (m: Member, type: string) =>
    (
      (await t.request({ method: 'GET', url: `users/${m.id}/alerts/list?rowCount=50`, token: m.token })).json
        .alerts as { type: string; title: string; body: string }[]
    ).filter((a) => a.type === type);
  const round = () => t.app.push.runOnce();
  /** moves the clock and signs everyone in again (the access tokens follow the clock) */
  async function moveTo(at: number, ms: Member[]) {
    t.clock.now = at;
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    for (const m of ms) m.token = (await signIn(t, m.userId)).token;
  }

  it('advertising push off stops event advertisements although the 이벤트 switch is on; only the consenting member gets them', async () => {
    const never = await member({ eventFlag: true });
    const consenting = await member({ eventFlag: true }, { push: true });
    const withdrawn = await member({ eventFlag: true }, { push: true });
    await setConsents(withdrawn, { push: false });
    const smsOnly = await member({ eventFlag: true }, { sms: true });
    const topicOff = await member({ eventFlag: false }, { push: true });
    await campaign('주말 특가');
    await round();
    expect(received(consenting).map((p) => p.title)).toEqual([`(광고) ${SENDER} 주말 특가`]);
    for (const m of [never, withdrawn, smsOnly, topicOff]) {
      expect(received(m)).toEqual([]);
      // nor is it put in the member's alert list
      expect(await listed(m, 'event')).toEqual([]);
    }
    expect(await listed(consenting, 'event')).toHaveLength(1);
  });

  it('the consent is read when sending: withdrawn after the campaign was queued, nothing is sent', async () => {
    const m = await member({ eventFlag: true }, { push: true });
    await campaign('오늘만 특가');
    // the campaign made the alert row (queued); the member withdraws before the sender runs
    const [row] = await t.database.db
      .select()
      .from(memberAlerts)
      .where(and(eq(memberAlerts.userSysId, m.id), eq(memberAlerts.type, 'event')));
    expect(row?.pushState).toBe('pending');
    await setConsents(m, { push: false });
    await round();
    expect(received(m)).toEqual([]);
  });

  it('every advertisement says (광고), the sender and the free opt-out: on the device and in the alert list', async () => {
    const m = await member({ eventFlag: true }, { push: true });
    await campaign('신상품 라이브');
    await round();
    const [p] = received(m, '신상품 라이브');
    expect(p?.title).toBe(`(광고) ${SENDER} 신상품 라이브`);
    expect(p?.body).toBe('최대 50% 할인\n수신거부: 앱 설정 > 알림 설정 (/AlertSet)');
    const item = (await listed(m, 'event')).find((a) => a.title === p?.title);
    expect([item?.title, item?.body]).toEqual([p?.title, p?.body]);
  });

  it('coupons are advertising: a coupon alert needs the advertising consent, not only the coupon switch', async () => {
    const db = t.database.db;
    const [policy] = await db
      .select({ id: couponPolicies.couponPolicySysId, name: couponPolicies.name })
      .from(couponPolicies)
      .where(eq(couponPolicies.kind, 'download'))
      .orderBy(couponPolicies.couponPolicySysId)
      .limit(1);
    expect(policy).toBeDefined();
    const without = await member({ couponPresentFlag: true });
    const withConsent = await member({ couponPresentFlag: true }, { push: true });
    for (const m of [without, withConsent]) {
      const r = await t.request({ method: 'POST', url: `coupons/${policy!.id}`, body: {}, token: m.token });
      expect(r.json.resultCode).toBe('0001');
    }
    await round();
    expect(received(without)).toEqual([]);
    expect(await listed(without, 'couponGranted')).toEqual([]);
    expect(received(withConsent).map((p) => p.title)).toEqual([`(광고) ${SENDER} 쿠폰이 발급되었습니다`]);
  });

  it('at night (21:00–08:00 KST) an advertisement goes only with the night consent; without it, it is dropped, not sent in the morning', async () => {
    // the older night switch of the push settings (no longer on screen) is on for one, off for the
    // other: the night consent decides
    const day = await member({ eventFlag: true, nightFlag: true }, { push: true });
    const night = await member({ eventFlag: true }, { push: true, night: true });
    const tx = await member({});
    await moveTo(nextKst(t.clock.now, 22), [day, night, tx]);
    await campaign('심야 특가');
    // a transactional notice (payment complete) needs no advertising consent, also at night
    const p = await makeProduct(t.database.db, { price: 5000, stock: 5, name: '야간 주문 상품' });
    await makeOrder(t.database.db, {
      at: new Date(t.clock.now),
      userSysId: tx.id,
      status: 2,
      lines: [{ prdtSysId: p.prdtSysId, unitPrice: 5000, name: '야간 주문 상품' }],
    });
    await round();
    expect(received(night, '심야 특가').map((x) => x.title)).toEqual([`(광고) ${SENDER} 심야 특가`]);
    expect(received(day)).toEqual([]);
    expect(received(tx).map((x) => x.title)).toEqual(['결제가 완료되었습니다']);
    // morning: the dropped advertisement stays unsent
    await moveTo(nextKst(t.clock.now, 8), [day]);
    await round();
    expect(received(day)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(memberAlerts)
      .where(and(eq(memberAlerts.userSysId, day.id), eq(memberAlerts.type, 'event')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.pushState === 'skipped')).toBe(true);
  });
});
