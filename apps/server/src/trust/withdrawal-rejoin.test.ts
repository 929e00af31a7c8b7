/**
 * Issue 18: withdrawal keeps the trade records but pseudonymises the member and keeps only what the
 * rejoin rules need, hashed: 30 days after a self-withdrawal, 2 months after a termination by the
 * company. Timed suspensions end by themselves. With the movable clock.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dormantMembers, users, userWithdrawals } from '../db/schema/index.js';
import { freshMobile, sendCode } from '../domains/auth/account.fixtures.js';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { makeMember } from '../../test/factories.js';

const DAY = 86_400_000;
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function member() {
  const mobile = freshMobile();
  const { userId, id } = await makeMember(t.database.db, { name: '김탈퇴', mobile, birthday: '1990-01-01' });
  return { userId, mobile, id };
}
const admin = async () => (await login(t, 'admin@demo.kr')).json.accessToken as string;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
async function advanceTo(target: number) {
  t.clock.advance(target - t.clock.now);
  await t.app.jobs!.runDue();
}

describe('withdrawal, termination and the rejoin blocks', () => {
  it('a termination by the company pseudonymises the member, keeps hashes only, and blocks rejoining 2 months', async () => {
    const m = await member();
    const r = await t.request({
      method: 'POST',
      url: `operations/users/${m.id}/sanctions`,
      token: await admin(),
      body: { kind: 'termination', reason: '부정 거래 적발' },
    });
    expect(r.json).toMatchObject({ resultCode: '0001', kind: 'termination', endsAt: null });
    const from = t.clock.now;
    const [row] = await t.database.db.select().from(users).where(eq(users.userSysId, m.id));
    expect(row).toMatchObject({ status: 'withdrawn', name: null, mobile: null, birthday: null, passwordHash: null });
    expect(row!.userId).toBe(`withdrawn-${m.id}@withdrawn.invalid`);
    const [w] = await t.database.db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, m.id));
    expect(w).toMatchObject({ kind: 'terminated', userIdHash: sha(m.userId), mobileHash: sha(m.mobile) });
    expect(JSON.stringify(w)).not.toContain(m.mobile);
    expect(JSON.stringify(w)).not.toContain(m.userId);
    const until = new Date(from);
    until.setUTCMonth(until.getUTCMonth() + 2);
    expect(w!.rejoinBlockedUntil!.getTime()).toBe(until.getTime());

    // the login is refused as a withdrawn id
    expect((await login(t, m.userId)).json.resultCode).toBe('1006');
    // one day before the 2 months: the phone cannot start a sign-up; one day after, it can
    await advanceTo(until.getTime() - DAY);
    expect((await sendCode(t, 1, m.mobile)).json.resultCode).toBe('1109');
    await advanceTo(until.getTime() + DAY);
    expect((await sendCode(t, 1, m.mobile)).json.resultCode).toBe('0001');
  });

  it('a self-withdrawal blocks rejoining 30 days', async () => {
    const m = await member();
    const token = (await login(t, m.userId)).json.accessToken as string;
    const drop = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/drop`,
      token,
      body: { confirmWord: '회원탈퇴', agree: true, reason: 'other' },
    });
    expect(drop.json.resultCode, JSON.stringify(drop.json)).toBe('0001');
    const from = t.clock.now;
    const [w] = await t.database.db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, m.id));
    expect(w).toMatchObject({ kind: 'self' });
    expect(w!.rejoinBlockedUntil!.getTime()).toBe(from + 30 * DAY);
    await advanceTo(from + 29 * DAY);
    expect((await sendCode(t, 1, m.mobile)).json.resultCode).toBe('1109');
    await advanceTo(from + 31 * DAY);
    expect((await sendCode(t, 1, m.mobile)).json.resultCode).toBe('0001');
  });

  it('a suspension of some days refuses login and ends by itself', async () => {
    const m = await member();
    const r = await t.request({
      method: 'POST',
      url: `operations/users/${m.id}/sanctions`,
      token: await admin(),
      body: { kind: 'suspension', reason: '채팅 도배', days: 3 },
    });
    expect(r.json.resultCode).toBe('0001');
    const from = t.clock.now;
    expect((await login(t, m.userId)).json.resultCode).toBe('1011');
    await advanceTo(from + 3 * DAY - 3_600_000);
    expect((await login(t, m.userId)).json.resultCode).toBe('1011');
    await advanceTo(from + 3 * DAY + 3_600_000);
    expect((await login(t, m.userId)).json.resultCode).toBe('0001');
  });

  it('a year without login separates the member’s personal data; signing in brings it back', async () => {
    const m = await member();
    expect((await login(t, m.userId)).json.resultCode).toBe('0001');
    const from = t.clock.now;
    const until = new Date(from);
    until.setUTCMonth(until.getUTCMonth() + 12);
    const row = async () => (await t.database.db.select().from(users).where(eq(users.userSysId, m.id)))[0]!;
    await advanceTo(until.getTime() - DAY);
    expect(await row()).toMatchObject({ status: 'active', name: '김탈퇴', mobile: m.mobile });
    await advanceTo(until.getTime() + DAY);
    expect(await row()).toMatchObject({ status: 'dormant', name: null, mobile: null, birthday: null });
    const [kept] = await t.database.db.select().from(dormantMembers).where(eq(dormantMembers.userSysId, m.id));
    expect(kept!.data).toEqual({ name: '김탈퇴', mobile: m.mobile, birthday: '1990-01-01' });
    const back = await login(t, m.userId);
    expect(back.json.resultCode).toBe('0001');
    expect(await row()).toMatchObject({ status: 'active', name: '김탈퇴', mobile: m.mobile, birthday: '1990-01-01' });
    expect(await t.database.db.select().from(dormantMembers).where(eq(dormantMembers.userSysId, m.id))).toEqual([]);
  });

  it('operators cannot be sanctioned here, and a member cannot sanction', async () => {
    const [seller] = await t.database.db.select().from(users).where(eq(users.userId, 'admin@demo.kr'));
    const r = await t.request({
      method: 'POST',
      url: `operations/users/${seller!.userSysId}/sanctions`,
      token: await admin(),
      body: { kind: 'suspension', reason: 'x' },
    });
    expect(r.json.resultCode).toBe('9403');
    const buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    const m = await member();
    const no = await t.request({
      method: 'POST',
      url: `operations/users/${m.id}/sanctions`,
      token: buyer,
      body: { kind: 'suspension', reason: 'x' },
    });
    expect(no.json.resultCode).toBe('9403');
  });
});
