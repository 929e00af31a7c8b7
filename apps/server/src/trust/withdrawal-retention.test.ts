/**
 * Issue 25 (Low, retention promise): what the served privacy policy says about withdrawal is what the
 * code does. The member's own data goes at once (the row is pseudonymised), the records the law asks
 * for stay for their periods (trade records 5 years, complaints 3 years, display and advertising
 * 6 months, login records 3 months), and the hashed abuse-prevention record 6 months.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENTS_IDS, WITHDRAWAL_POLICY } from '@lc/contracts';
import { authSessions, orders, userAddresses, users, userWithdrawals } from '../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../test/harness.js';
import { makeMember, makeProduct, placeOrderViaApi } from '../../test/factories.js';

const DAY = 86_400_000;
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** the privacy policy's "how long" article as served in `lang` */
async function servedRetention(lang: 'ko' | 'en') {
  const r = await t.request({
    method: 'GET',
    url: `operations/contents/${CONTENTS_IDS.privacy}`,
    headers: { 'accept-language': lang },
  });
  const c = r.json.contents as { chapters: { articles: { title: string; body: string }[] }[] };
  const articles = c.chapters.flatMap((ch) => ch.articles);
  return articles.find((a) => /보유 기간|How long/.test(a.title))!.body;
}

describe('the privacy policy says what withdrawal does', () => {
  it('member data goes at withdrawal; the legal records are named with their periods; nothing is promised for 12 months', async () => {
    const ko = await servedRetention('ko');
    expect(ko).toContain('탈퇴 즉시 파기');
    expect(ko).not.toMatch(/탈퇴 후 12개월/);
    for (const part of [
      '계약 또는 청약철회 등에 관한 기록 5년',
      '대금결제 및 재화 등의 공급에 관한 기록 5년',
      '소비자의 불만 또는 분쟁처리에 관한 기록 3년',
      '표시·광고에 관한 기록 6개월',
      '로그인 기록과 접속 IP 3개월',
      '탈퇴 후 6개월',
    ])
      expect(ko).toContain(part);
    const en = await servedRetention('en');
    expect(en).toContain('destroyed when you withdraw');
    expect(en).not.toMatch(/12 months after withdrawal/);
    for (const part of ['withdrawals of offers 5 years', 'complaints and disputes 3 years', 'advertising 6 months'])
      expect(en).toContain(part);
  });

  it('withdrawal: the member row is pseudonymised at once; the order, the login record and the hashed record stay for their periods', async () => {
    const db = t.database.db;
    const email = 'leaver-retention@demo.kr';
    const { id } = await makeMember(db, { userId: email, name: '김탈퇴', mobile: '01055554444' });
    const { token } = await signIn(t, email);
    const p = await makeProduct(db, { price: 3000, stock: 5 });
    const made = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }] });
    const orderSysId = (made.json.order as { orderSysId: number }).orderSysId;
    // an order still open would refuse the withdrawal (1142): it is cancelled first
    expect((await t.request({ method: 'DELETE', url: `orders/${orderSysId}`, token })).json.resultCode).toBe('0001');
    const drop = await t.request({
      method: 'PATCH',
      url: `users/${id}/drop`,
      token,
      body: { confirmWord: WITHDRAWAL_POLICY.confirmWords.ko, agree: true },
    });
    expect(drop.json.resultCode, JSON.stringify(drop.json)).toBe('0001');

    const [row] = await db.select().from(users).where(eq(users.userSysId, id));
    expect(row).toMatchObject({ status: 'withdrawn', name: null, mobile: null, birthday: null, passwordHash: null });
    expect(row!.userId).not.toContain('leaver-retention');
    expect(await db.select().from(userAddresses).where(eq(userAddresses.userSysId, id))).toEqual([]);
    // the trade record keeps the contract as made (5 years), the login record its 3 months
    const [order] = await db.select().from(orders).where(eq(orders.orderSysId, orderSysId));
    expect(order).toMatchObject({ userSysId: id, ordererName: '김구매' });
    expect((await db.select().from(authSessions).where(eq(authSessions.userSysId, id))).length).toBeGreaterThan(0);
    const [abuse] = await db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, id));
    expect(abuse!.userIdHash).toMatch(/^[0-9a-f]{64}$/);

    // 3 months and a few days on: the login record is gone, the order stays
    t.clock.advance(95 * DAY);
    await t.app.jobs!.runDue();
    expect(await db.select().from(authSessions).where(eq(authSessions.userSysId, id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.orderSysId, orderSysId))).toHaveLength(1);
    // after the abuse-prevention period the hashed record is gone too; the order still stays
    t.clock.advance((WITHDRAWAL_POLICY.abuseRecordDays - 95 + 2) * DAY);
    await t.app.jobs!.runDue();
    expect(await db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.orderSysId, orderSysId))).toHaveLength(1);
  });
});
