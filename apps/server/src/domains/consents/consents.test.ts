import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { join } from '../auth/account.fixtures.js';
import { userIdOf } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
/** Moves the clock forward to the next hh:00 Korea time (the night rule is 21:00–08:00 KST). */
const toKst = (hour: number) => {
  const d = new Date(t.clock.now);
  d.setUTCHours((hour + 24 - 9) % 24, 0, 0, 0);
  if (d.getTime() < t.clock.now) d.setTime(d.getTime() + DAY);
  t.clock.now = d.getTime();
};
/** Tokens live 15 minutes: after the clock moved, sign in again. */
const fresh = async (userId: string, password: string) => (await login(t, userId, password)).json.accessToken as string;
const adminToken = () => fresh('admin@demo.kr', 'demo1234!');

async function newMember(extra: Record<string, unknown>) {
  const email = `consent${Math.floor(Math.random() * 1e9)}@demo.kr`;
  const res = await join(t, { userId: email, extra });
  expect(res.json.resultCode).toBe('0001');
  return { id: await userIdOf(t.database.db, email), token: res.json.accessToken as string, email };
}

const consentsOf = async (m: { id: number; token: string }) =>
  (await t.request({ method: 'GET', url: `users/${m.id}/consents`, token: m.token })).json as {
    resultCode: string;
    consents: { kind: string; agreed: boolean; agreedAt: string | null; changedAt: string | null }[];
    reconfirmDueAt: string | null;
  };
const kind = (c: Awaited<ReturnType<typeof consentsOf>>, k: string) => c.consents.find((x) => x.kind === k)!;

const check = async (userSysId: number, channel: string, body = '봄맞이 20% 할인', title: string | null = '특가') =>
  t.request({
    method: 'POST',
    url: 'operations/advertising/check',
    token: await adminToken(),
    body: { userSysId, channel, body, title },
  });

describe('advertising consents', () => {
  it('records the channels ticked at sign-up with the join time, the others as refused, nothing pre-ticked', async () => {
    const joinedAt = t.clock.now;
    const m = await newMember({ agreeSms: true });
    const c = await consentsOf(m);
    expect(kind(c, 'sms')).toMatchObject({ agreed: true, agreedAt: new Date(joinedAt).toISOString() });
    for (const k of ['push', 'email', 'night']) {
      expect(kind(c, k)).toMatchObject({ agreed: false, agreedAt: null, changedAt: new Date(joinedAt).toISOString() });
    }
    expect(c.reconfirmDueAt).toBe(new Date(joinedAt + 730 * DAY).toISOString());
    // a member who ticked nothing has no consent at all
    const none = await consentsOf(await newMember({}));
    expect(none.consents.every((x) => !x.agreed)).toBe(true);
    expect(none.reconfirmDueAt).toBeNull();
    const h = await t.request({ method: 'GET', url: `users/${m.id}/consents/histories`, token: m.token });
    expect(
      (h.json.items as { kind: string; source: string; agreed: boolean }[]).map((i) => [i.kind, i.agreed, i.source]),
    ).toEqual(
      expect.arrayContaining([
        ['sms', true, 'signup'],
        ['push', false, 'signup'],
      ]),
    );
  });

  it('stores each change per channel with its time; night needs a channel; withdrawing all withdraws night', async () => {
    const m = await newMember({});
    const alone = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/consents`,
      token: m.token,
      body: { night: true },
    });
    expect([alone.status, alone.json.resultCode]).toEqual([422, '1190']);

    t.clock.advance(60_000);
    const t1 = new Date(t.clock.now).toISOString();
    const on = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/consents`,
      token: m.token,
      body: { push: true, night: true },
    });
    expect(on.json.resultCode).toBe('0001');
    t.clock.advance(60_000);
    const t2 = new Date(t.clock.now).toISOString();
    await t.request({ method: 'PATCH', url: `users/${m.id}/consents`, token: m.token, body: { email: true } });
    const c = await consentsOf(m);
    expect(kind(c, 'push')).toMatchObject({ agreed: true, agreedAt: t1 });
    expect(kind(c, 'night')).toMatchObject({ agreed: true, agreedAt: t1 });
    expect(kind(c, 'email')).toMatchObject({ agreed: true, agreedAt: t2 });

    t.clock.advance(60_000);
    const t3 = new Date(t.clock.now).toISOString();
    const off = await t.request({
      method: 'PATCH',
      url: `users/${m.id}/consents`,
      token: m.token,
      body: { push: false, email: false },
    });
    expect(off.json.resultCode).toBe('0001');
    const c2 = await consentsOf(m);
    expect(kind(c2, 'push')).toMatchObject({ agreed: false, agreedAt: null, changedAt: t3 });
    expect(kind(c2, 'night')).toMatchObject({ agreed: false, changedAt: t3 });
    const h = await t.request({ method: 'GET', url: `users/${m.id}/consents/histories`, token: m.token });
    // four refusals at sign-up, then push+night on, e-mail on, push+e-mail+night off
    const items = h.json.items as { source: string }[];
    expect(items.map((i) => i.source)).toEqual([...Array(6).fill('settings'), ...Array(4).fill('signup')]);

    // another member cannot read or change them
    const other = await newMember({});
    const peek = await t.request({ method: 'GET', url: `users/${m.id}/consents`, token: other.token });
    expect(peek.status).toBe(403);
  });

  it('decides each send by channel consent and, from 21:00 to 08:00 KST, the night consent', async () => {
    const m = await newMember({ agreePush: true, agreeSms: true });
    toKst(14);
    expect((await check(m.id, 'push')).json).toMatchObject({ allowed: true, reason: null });
    expect((await check(m.id, 'email')).json).toMatchObject({ allowed: false, reason: 'noConsent' });
    for (const h of [21, 23, 3, 7]) {
      toKst(h);
      expect((await check(m.id, 'sms')).json, `${h}h`).toMatchObject({ allowed: false, reason: 'nightNoConsent' });
    }
    toKst(8);
    expect((await check(m.id, 'sms')).json.allowed).toBe(true);
    m.token = await fresh(m.email, 'newpass12!');
    await t.request({ method: 'PATCH', url: `users/${m.id}/consents`, token: m.token, body: { night: true } });
    toKst(22);
    expect((await check(m.id, 'sms')).json.allowed).toBe(true);
    // a buyer cannot use the operators' check
    const denied = await t.request({
      method: 'POST',
      url: 'operations/advertising/check',
      token: await fresh(m.email, 'newpass12!'),
      body: { userSysId: m.id, channel: 'sms', body: 'x' },
    });
    expect(denied.status).toBe(403);
  });

  it('formats every advertising message with (광고), the sender and a free opt-out', async () => {
    const m = await newMember({ agreeEmail: true });
    const sms = (await check(m.id, 'sms')).json.message as { title: string | null; body: string };
    expect(sms.body.startsWith('(광고)(주)라이브커머스 데모\n')).toBe(true);
    expect(sms.body).toMatch(/무료거부 080-000-0000$/);
    const push = (await check(m.id, 'push')).json.message as { title: string; body: string };
    expect(push.title.startsWith('(광고) (주)라이브커머스 데모')).toBe(true);
    expect(push.body).toContain('/AlertSet');
    const mail = (await check(m.id, 'email')).json.message as { title: string; body: string };
    expect(mail.title).toBe('(광고) 특가');
    expect(mail.body).toContain('보낸 곳: (주)라이브커머스 데모 (1588-0000)');
    expect(mail.body).toContain('무료로 수신거부');
  });

  it('tells the member their consents every 2 years, once, in the notices (/AlertList)', async () => {
    const m = await newMember({ agreePush: true, agreeEmail: true });
    const notices = async () =>
      (
        await t.request({
          method: 'GET',
          url: `users/${m.id}/notices`,
          token: (m.token = await fresh(m.email, 'newpass12!')),
        })
      ).json.items as {
        kind: string;
        consents: { kind: string }[];
      }[];
    t.clock.advance(729 * DAY);
    await t.app.jobs!.runDue();
    expect(await notices()).toEqual([]);
    t.clock.advance(2 * DAY);
    await t.app.jobs!.runDue();
    const list = await notices();
    expect(list).toHaveLength(1);
    expect(list[0]!.kind).toBe('consentReconfirm');
    expect(list[0]!.consents.map((c) => c.kind).sort()).toEqual(['email', 'push']);
    // the consent stays; the next notice is 2 years later
    const c = await consentsOf(m);
    expect(kind(c, 'push').agreed).toBe(true);
    expect(c.reconfirmDueAt).toBe(new Date(t.clock.now + 730 * DAY).toISOString());
    t.clock.advance(DAY);
    await t.app.jobs!.runDue();
    expect(await notices()).toHaveLength(1);
  });
});
