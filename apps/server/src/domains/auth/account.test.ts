import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponPolicies, phoneVerifications, users, userWithdrawals } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { checkCode, enc, freshIp, freshMobile, join, latestCode, sendCode, verifyPhone } from './account.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

describe('duplicate checks', () => {
  it('answers availability, the rule codes and the taken codes', async () => {
    const ok = await t.request({ method: 'GET', url: 'users/chkdupid?userId=fresh@demo.kr', ip: freshIp() });
    expect(ok.json).toMatchObject({ resultCode: '0001', available: true });
    const taken = await t.request({ method: 'GET', url: 'users/chkdupid?userId=BUYER@demo.kr', ip: freshIp() });
    expect([taken.status, taken.json.resultCode]).toEqual([409, '1100']);
    const bad = await t.request({ method: 'GET', url: 'users/chkdupid?userId=not-an-email', ip: freshIp() });
    expect([bad.status, bad.json.resultCode]).toEqual([422, '1102']);

    const nick = await t.request({
      method: 'GET',
      url: `users/chkdupnick?nickName=${encodeURIComponent('데모구매자')}`,
    });
    expect(nick.json.resultCode).toBe('1101');
    for (const n of ['a', 'nick!name', '가나다라마바사아자차카', 'with space']) {
      const r = await t.request({ method: 'GET', url: `users/chkdupnick?nickName=${encodeURIComponent(n)}` });
      expect(r.json.resultCode, n).toBe('1103');
    }
    const free = await t.request({
      method: 'GET',
      url: `users/chkdupnick?nickName=${encodeURIComponent('새닉네임1')}`,
    });
    expect(free.json.resultCode).toBe('0001');

    for (const n of ['Hong', '홍길동1', '홍 길동', '홍', 'ㅎㄱㄷ']) {
      const r = await t.request({ method: 'GET', url: `users/chkname?name=${encodeURIComponent(n)}` });
      expect(r.json.resultCode, n).toBe('1104');
    }
    const name = await t.request({ method: 'GET', url: `users/chkname?name=${encodeURIComponent('홍길동')}` });
    expect(name.json.resultCode).toBe('0001');
  });

  it('is rate limited per address so it cannot list members (429)', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.request({ method: 'GET', url: `users/chkdupid?userId=probe${i}@demo.kr`, ip })).status;
    }
    expect(last).toBe(429);
    const other = await t.request({ method: 'GET', url: 'users/chkdupid?userId=probe@demo.kr', ip: freshIp() });
    expect(other.status).toBe(200);
  });
});

describe('phone verification', () => {
  it('sends a 6-digit code stored only as a hash, answered once, bound to its request', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(t, 1, mobile);
    expect(sent.json).toMatchObject({ resultCode: '0001', ttlSeconds: 180 });
    const code = await latestCode(t, mobile.slice(-4));
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.requestId, sent.json.requestId as string));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    // the server log has the message (console provider) but never the whole number
    expect(t.logs.join('\n')).toContain(code);
    expect(t.logs.join('\n')).not.toContain(mobile);

    // another phone or purpose cannot use this request
    const otherPhone = await checkCode(t, 1, freshMobile(), sent.json.requestId as string, code);
    expect(otherPhone.json.resultCode).toBe('1123');
    const otherPurpose = await checkCode(t, 4, mobile, sent.json.requestId as string, code);
    expect(otherPurpose.json.resultCode).toBe('1123');

    const ok = await checkCode(t, 1, mobile, sent.json.requestId as string, code);
    expect(ok.json.resultCode).toBe('0001');
    expect(typeof ok.json.authToken).toBe('string');
    const again = await checkCode(t, 1, mobile, sent.json.requestId as string, code);
    expect(again.json.resultCode).toBe('1122');
  });

  it('allows 5 tries per code, then the code is spent', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(t, 1, mobile);
    const code = await latestCode(t, mobile.slice(-4));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const r = await checkCode(t, 1, mobile, sent.json.requestId as string, wrong);
      expect(r.json).toMatchObject({ resultCode: '1123', remainingTries: 5 - i });
    }
    const locked = await checkCode(t, 1, mobile, sent.json.requestId as string, code);
    expect([locked.status, locked.json.resultCode]).toEqual([429, '1124']);
  });

  it('expires after 3 minutes', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(t, 1, mobile);
    const code = await latestCode(t, mobile.slice(-4));
    t.clock.advance(181_000);
    const r = await checkCode(t, 1, mobile, sent.json.requestId as string, code);
    expect([r.status, r.json.resultCode]).toEqual([410, '1122']);
  });

  it('limits sends: a 30-second cooldown and 5 per phone per day', async () => {
    const mobile = freshMobile();
    expect((await sendCode(t, 1, mobile)).json.resultCode).toBe('0001');
    const soon = await sendCode(t, 1, mobile);
    expect([soon.status, soon.json.resultCode]).toEqual([429, '1121']);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      expect((await sendCode(t, 1, mobile)).json.resultCode).toBe('0001');
    }
    t.clock.advance(31_000);
    const over = await sendCode(t, 1, mobile);
    expect([over.status, over.json.resultCode]).toEqual([429, '1120']);
    t.clock.advance(DAY);
    expect((await sendCode(t, 1, mobile)).json.resultCode).toBe('0001');
  });

  it('refuses hyphens, a taken phone for sign-up and an unknown phone for find id', async () => {
    const hy = await sendCode(t, 1, '010-1234-5678');
    expect([hy.status, hy.json.resultCode]).toEqual([422, '1110']);
    const taken = await sendCode(t, 1, '01012345678');
    expect([taken.status, taken.json.resultCode]).toEqual([409, '1111']);
    const none = await sendCode(t, 2, freshMobile());
    expect([none.status, none.json.resultCode]).toEqual([404, '1126']);
    const badType = await sendCode(t, 9, freshMobile());
    expect(badType.json.resultCode).toBe('9422');
  });
});

describe('sign-up', () => {
  it('creates the member with consents, signs in and issues the signup coupon', async () => {
    const res = await join(t, {
      userId: 'New.Member@Demo.kr',
      nickName: '새내기',
      extra: { agreeSellection1: true, agreeSellection2: false },
    });
    expect(res.json.resultCode, JSON.stringify(res.json)).toBe('0001');
    expect(res.json).toMatchObject({ nickName: '새내기', role: 'buyer', groupIds: '0' });
    expect(res.json.coupon).toMatchObject({ discountAmount: 3000 });
    const [u] = await t.database.db.select().from(users).where(eq(users.userId, 'new.member@demo.kr'));
    expect(u!.termsAgreedAt).toBeInstanceOf(Date);
    expect(u!.privacyAgreedAt).toBeInstanceOf(Date);
    expect(u!.thirdPartyAgreedAt).toBeInstanceOf(Date);
    expect(u!.eventAgreedAt).toBeNull();
    expect(u!.passwordHash).toMatch(/^scrypt\$/);

    const page = await t.request({
      method: 'GET',
      url: `users/${res.json.authSysId}/mypage`,
      token: res.json.accessToken as string,
    });
    expect(page.json.coupons).toMatchObject({ count: 1 });
    // the new password logs in
    const again = await login(t, 'new.member@demo.kr', 'newpass12!');
    expect(again.json.resultCode).toBe('0001');
  });

  it('answers each rule with its own code and keeps nothing of a refused sign-up', async () => {
    const cases: [Partial<Parameters<typeof join>[1]>, string][] = [
      [{ userId: 'bad-email' }, '1102'],
      [{ nickName: 'nick!' }, '1103'],
      [{ name: 'Hong' }, '1104'],
      [{ password: 'short1!' }, '1105'],
      [{ password: 'lettersonly!' }, '1105'],
      [{ password: 'nodigits12' }, '1105'],
      [{ birthday: '2001-02-30' }, '1106'],
      [{ birthday: '2999-01-01' }, '1106'],
      [{ extra: { agreePrivacy: false } }, '1108'],
      [{ extra: { agreeService: false } }, '1108'],
    ];
    for (const [input, code] of cases) {
      const userId = `rule${code}${Math.random().toString(36).slice(2, 6)}@demo.kr`;
      const res = await join(t, { userId, ...input } as Parameters<typeof join>[1]);
      expect(res.json.resultCode, JSON.stringify(input)).toBe(code);
      const [u] = await t.database.db.select().from(users).where(eq(users.userId, userId));
      expect(u).toBeUndefined();
    }
  });

  it('refuses anyone under 14 (Korean age in full years)', async () => {
    const now = new Date(t.clock.now + 9 * 3_600_000);
    const y = now.getUTCFullYear() - 14;
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(now.getUTCDate()).padStart(2, '0');
    const tomorrow = new Date(Date.UTC(y, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
    const young = await join(t, { userId: 'young@demo.kr', birthday: tomorrow });
    expect([young.status, young.json.resultCode]).toEqual([403, '1107']);
    const exactly = await join(t, { userId: 'fourteen@demo.kr', birthday: `${y}${mm}${dd}` });
    expect(exactly.json.resultCode).toBe('0001');
  });

  it('needs a verified phone: no token, a token of another phone or a spent token is 1125', async () => {
    const bogus = await join(t, { userId: 'noverify@demo.kr', authToken: 'x'.repeat(43) });
    expect([bogus.status, bogus.json.resultCode]).toEqual([403, '1125']);
    const mobile = freshMobile();
    const v = await verifyPhone(t, 1, mobile);
    const other = await join(t, {
      userId: 'otherphone@demo.kr',
      mobile: freshMobile(),
      authToken: v.authToken as string,
    });
    expect(other.json.resultCode).toBe('1125');
    const first = await join(t, { userId: 'spent1@demo.kr', mobile, authToken: v.authToken as string });
    expect(first.json.resultCode).toBe('0001');
    // the phone is now registered, and the token was spent
    const second = await join(t, { userId: 'spent2@demo.kr', mobile, authToken: v.authToken as string });
    expect(second.json.resultCode).toBe('1111');
  });

  it('refuses a taken e-mail or nickname (409) and an unencrypted password', async () => {
    expect((await join(t, { userId: 'buyer@demo.kr' })).json.resultCode).toBe('1100');
    expect((await join(t, { userId: 'nicktaken@demo.kr', nickName: '데모구매자' })).json.resultCode).toBe('1101');
    const plain = await join(t, { userId: 'plain@demo.kr', extra: { isRsa: false } });
    expect(plain.json.resultCode).toBe('9422');
  });

  it('keeps a referral from an active member with a recent link, and ignores a stale one', async () => {
    const [buyer] = await t.database.db.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
    const recent = new Date(t.clock.now - 2 * DAY).toISOString();
    const stale = new Date(t.clock.now - 40 * DAY).toISOString();
    await join(t, { userId: 'ref1@demo.kr', extra: { rcmdUserSysId: buyer!.userSysId, rcmdLinkCreatedAt: recent } });
    await join(t, { userId: 'ref2@demo.kr', extra: { rcmdUserSysId: buyer!.userSysId, rcmdLinkCreatedAt: stale } });
    await join(t, { userId: 'ref3@demo.kr', extra: { rcmdUserSysId: 999999 } });
    const rows = await t.database.db.select().from(users);
    const by = (id: string) => rows.find((r) => r.userId === id)!;
    expect(by('ref1@demo.kr').rcmdUserSysId).toBe(buyer!.userSysId);
    expect(by('ref2@demo.kr').rcmdUserSysId).toBeNull();
    expect(by('ref3@demo.kr').rcmdUserSysId).toBeNull();
  });

  it('stops issuing the signup coupon at its cap, and sign-up still succeeds', async () => {
    const [p] = await t.database.db.select().from(couponPolicies).where(eq(couponPolicies.kind, 'join'));
    await t.database.db
      .update(couponPolicies)
      .set({ totalCap: p!.issuedCount })
      .where(eq(couponPolicies.couponPolicySysId, p!.couponPolicySysId));
    const banner = await t.request({ method: 'GET', url: 'coupons/user/join' });
    expect(banner.json.coupon).toBeNull();
    const res = await join(t, { userId: 'capped@demo.kr' });
    expect(res.json.resultCode).toBe('0001');
    expect(res.json.coupon).toBeNull();
    await t.database.db
      .update(couponPolicies)
      .set({ totalCap: null })
      .where(eq(couponPolicies.couponPolicySysId, p!.couponPolicySysId));
    const open = await t.request({ method: 'GET', url: 'coupons/user/join', headers: { 'accept-language': 'en' } });
    expect(open.json.coupon).toMatchObject({ name: 'Welcome coupon', discountAmount: 3000 });
  });
});

describe('find id and find password', () => {
  it('finds the masked ids of a phone', async () => {
    const v = await verifyPhone(t, 2, '01012345678');
    expect(v.userIds).toEqual([expect.objectContaining({ userId: 'bu***@demo.kr', snsType: 0 })]);
    expect(v.authToken).toBeUndefined();
  });

  it('sets a new password within 3 minutes, ends every session, and the new one logs in', async () => {
    const joined = await join(t, { userId: 'forgetful@demo.kr', password: 'oldpass12!' });
    const mobile = (await t.database.db.select().from(users).where(eq(users.userId, 'forgetful@demo.kr')))[0]!.mobile!;
    const wrongPair = await sendCode(t, 3, freshMobile(), { userId: 'forgetful@demo.kr' });
    expect(wrongPair.json.resultCode).toBe('1126');
    t.clock.advance(31_000);
    const v = await verifyPhone(t, 3, mobile, { userId: 'forgetful@demo.kr' });
    const set = await t.request({
      method: 'PATCH',
      url: 'users/password',
      form: true,
      body: { userId: 'forgetful@demo.kr', authToken: v.authToken, password: await enc(t, 'brandnew12!'), isRsa: true },
    });
    expect(set.json.resultCode).toBe('0001');
    // the session opened at sign-up is over
    const me = await t.request({
      method: 'GET',
      url: `users/${joined.json.authSysId}`,
      token: joined.json.accessToken as string,
    });
    expect(me.json.resultCode).toBe('1005');
    expect((await login(t, 'forgetful@demo.kr', 'oldpass12!')).json.resultCode).toBe('1001');
    expect((await login(t, 'forgetful@demo.kr', 'brandnew12!')).json.resultCode).toBe('0001');
    // the token is single use
    const reuse = await t.request({
      method: 'PATCH',
      url: 'users/password',
      body: { userId: 'forgetful@demo.kr', authToken: v.authToken, password: await enc(t, 'another12!'), isRsa: true },
    });
    expect(reuse.json.resultCode).toBe('1125');
  });

  it('refuses a new password after the 3-minute limit and a weak one', async () => {
    const [buyer] = await t.database.db.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
    t.clock.advance(31_000);
    const v = await verifyPhone(t, 3, buyer!.mobile!, { userId: 'buyer@demo.kr' });
    const weak = await t.request({
      method: 'PATCH',
      url: 'users/password',
      body: { userId: 'buyer@demo.kr', authToken: v.authToken, password: await enc(t, 'weak'), isRsa: true },
    });
    expect(weak.json.resultCode).toBe('1105');
    t.clock.advance(181_000);
    const late = await t.request({
      method: 'PATCH',
      url: 'users/password',
      body: { userId: 'buyer@demo.kr', authToken: v.authToken, password: await enc(t, 'latepass12!'), isRsa: true },
    });
    expect([late.status, late.json.resultCode]).toEqual([403, '1125']);
    expect((await login(t, 'buyer@demo.kr')).json.resultCode).toBe('0001');
  });
});

describe('withdrawal', () => {
  it('needs the typed word and agreement, minimises personal data, ends sessions, answers 1006 and blocks rejoining for 30 days', async () => {
    const mobile = freshMobile();
    const joined = await join(t, { userId: 'leaving@demo.kr', password: 'leave12!!', mobile, nickName: '떠날사람' });
    const id = joined.json.authSysId as number;
    const token = joined.json.accessToken as string;
    const second = await login(t, 'leaving@demo.kr', 'leave12!!');

    const noWord = await t.request({
      method: 'PATCH',
      url: `users/${id}/drop`,
      token,
      body: { confirmWord: '탈퇴', agree: true },
    });
    expect(noWord.json.resultCode).toBe('1140');
    const noAgree = await t.request({
      method: 'PATCH',
      url: `users/${id}/drop`,
      token,
      body: { confirmWord: '회원탈퇴', agree: false },
    });
    expect(noAgree.json.resultCode).toBe('1141');
    const other = await t.request({
      method: 'PATCH',
      url: `users/1/drop`,
      token,
      body: { confirmWord: '회원탈퇴', agree: true },
    });
    expect(other.json.resultCode).toBe('1007');

    const ok = await t.request({
      method: 'PATCH',
      url: `users/${id}/drop`,
      token,
      form: true,
      body: { confirmWord: '회원탈퇴', agree: true, reason: 'rarelyUsed' },
    });
    expect(ok.json.resultCode).toBe('0001');

    const [row] = await t.database.db.select().from(users).where(eq(users.userSysId, id));
    expect(row).toMatchObject({ status: 'withdrawn', name: null, mobile: null, birthday: null, passwordHash: null });
    expect(row!.userId).not.toContain('leaving');
    const [w] = await t.database.db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, id));
    expect(JSON.stringify(w)).not.toContain('leaving@demo.kr');
    expect(JSON.stringify(w)).not.toContain(mobile);

    // every session ended (this one and the other)
    for (const tk of [token, second.json.accessToken as string]) {
      const r = await t.request({ method: 'GET', url: `users/${id}`, token: tk });
      expect(r.json.resultCode).toBe('1005');
    }
    expect((await login(t, 'leaving@demo.kr', 'leave12!!')).json.resultCode).toBe('1006');
    expect((await login(t, 'leaving@demo.kr', 'whatever1!')).json.resultCode).toBe('1006');

    const dup = await t.request({ method: 'GET', url: 'users/chkdupid?userId=leaving@demo.kr', ip: freshIp() });
    expect(dup.json.resultCode).toBe('1109');
    const phone = await sendCode(t, 1, mobile);
    expect(phone.json.resultCode).toBe('1109');
    // the nickname is free again
    const nick = await t.request({ method: 'GET', url: `users/chkdupnick?nickName=${encodeURIComponent('떠날사람')}` });
    expect(nick.json.resultCode).toBe('0001');

    t.clock.advance(31 * DAY);
    const back = await join(t, { userId: 'leaving@demo.kr', mobile, password: 'again12!!' });
    expect(back.json.resultCode, JSON.stringify(back.json)).toBe('0001');
    expect(back.json.authSysId).not.toBe(id);
  });
});

describe('social sign-in without settings', () => {
  it('offers no provider, and the code exchange and snslogin answer 1172', async () => {
    const r = await t.request({ method: 'GET', url: 'auth/sns/providers' });
    expect(r.json).toMatchObject({ resultCode: '0001', providers: [] });
    const x = await t.request({
      method: 'POST',
      url: 'auth/sns/token',
      body: {
        snsType: 1,
        code: 'c',
        redirectUri: 'http://shop.example/SnsCallback/kakao',
        codeVerifier: 'a'.repeat(43),
      },
    });
    expect([x.status, x.json.resultCode]).toEqual([503, '1172']);
    const s = await t.request({ method: 'POST', url: 'auth/snslogin', body: { snsType: 1, snsToken: 'tok' } });
    expect(s.json.resultCode).toBe('1172');
  });
});
