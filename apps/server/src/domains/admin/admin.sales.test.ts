/**
 * Issue 15 gaps 1 and 3, per role: GET admin/sales (by KST day with totals, a brand seller sees its
 * own brands only) and the sellover contract requests a vendor accepts or refuses under /admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sallies, sallyContracts, users } from '../../db/schema/index.js';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember, makeOrder } from '../../../test/factories.js';
import { backOffice } from '../../../test/back-office.js';
import { makeScheduledBroadcast } from '../../../test/broadcast-factories.js';
import { kstDay } from './admin.policy.js';

let t: TestContext;
let tokens: Record<string, string>;
let brandA: number;
let brandB: number;
let productA: number;
let productB: number;
let buyerId: number;
let seq = 0;

async function addUser(userId: string, role: string) {
  return (await makeMember(t.database.db, { userId, nickName: `s${++seq}${userId.slice(0, 8)}`, role })).id;
}
/** one paid order of `qty` units at `unit` won, in the given line state, paid at `paidAt` */
async function paid(prdtSysId: number, qty: number, unit: number, paidAt: Date, status = 2) {
  await makeOrder(t.database.db, {
    at: paidAt,
    userSysId: buyerId,
    status,
    paid: true,
    lines: [{ prdtSysId, qty, unitPrice: unit, name: '매출 상품' }],
  });
}
const call = (role: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url, token: tokens[role], ...(body !== undefined ? { body } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  ({ tokens, buyerId, brandA, brandB, productA, productB } = await backOffice(t, {
    prefix: 'sales-',
    productName: '매출 상품',
    stock: 1000,
  }));
});
afterAll(async () => t?.close());

describe('sales by day', () => {
  it('sums a window by KST day with totals; a brand seller sees only its brands; managers read it; buyers do not', async () => {
    // a window far from the demo data: 2031-03-01 .. 03-03 (KST)
    const kst = (s: string) => new Date(Date.parse(`${s}+09:00`));
    await paid(productA, 2, 5000, kst('2031-03-01T00:30:00')); // KST day 1 (UTC still 2031-02-28)
    await paid(productA, 1, 7000, kst('2031-03-03T23:50:00'), 102); // day 3, since cancelled
    await paid(productB, 3, 1000, kst('2031-03-01T12:00:00'));
    await paid(productB, 1, 9999, kst('2031-03-04T00:10:00')); // outside the window
    const q = 'admin/sales?from=2031-03-01&to=2031-03-03';

    const all = await call('admin', 'GET', q);
    expect(all.json.resultCode).toBe('0001');
    const days = all.json.days as { day: string; orders: number; qty: number; gross: number; net: number }[];
    expect(days.map((d) => d.day)).toEqual(['2031-03-01', '2031-03-02', '2031-03-03']);
    expect(days[0]).toMatchObject({ orders: 2, qty: 5, gross: 13000, net: 13000 });
    expect(days[1]).toMatchObject({ orders: 0, gross: 0 });
    expect(days[2]).toMatchObject({ orders: 1, gross: 7000, refunded: 7000, net: 0 });
    expect(all.json.totals).toEqual({ orders: 3, qty: 6, gross: 20000, refunded: 7000, net: 13000 });

    expect((await call('manager', 'GET', q)).json.totals).toEqual(all.json.totals);

    const mine = await call('brand', 'GET', q);
    expect(mine.json.totals).toEqual({ orders: 2, qty: 3, gross: 17000, refunded: 7000, net: 10000 });
    // another brand's figures are refused, not emptied
    expect((await call('brand', 'GET', `${q}&brandSysId=${brandB}`)).json.resultCode).toBe('9704');
    expect((await call('admin', 'GET', `${q}&brandSysId=${brandB}`)).json.totals).toMatchObject({ gross: 3000 });
    expect((await call('buyer', 'GET', q)).json.resultCode).toBe('9701');
    // a bad window answers a stable code
    expect((await call('admin', 'GET', 'admin/sales?from=2031-03-03&to=2031-03-01')).json.resultCode).toBe('9712');
    expect((await call('admin', 'GET', 'admin/sales?from=2031-01-01&to=2031-12-31')).json.resultCode).toBe('9712');
    expect((await call('admin', 'GET', 'admin/sales?from=x&to=2031-03-01')).status).toBe(422);
  });

  it('exports the window as CSV with a total row', async () => {
    const res = await t.app.fastify.inject({
      method: 'GET',
      url: '/api/v1/admin/sales?from=2031-03-01&to=2031-03-03&format=csv',
      headers: { authorization: `Bearer ${tokens.brand}` },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('day,orders,qty,gross,refunded,net');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('total,2,3,17000,7000,10000');
  });

  it('today is counted on the KST day of the payment', async () => {
    const now = new Date(t.clock.now);
    await paid(productA, 1, 1234, now);
    const day = kstDay(now);
    const r = await call('brand', 'GET', `admin/sales?from=${day}&to=${day}`);
    expect((r.json.totals as { gross: number }).gross).toBeGreaterThanOrEqual(1234);
  });
});

describe('sellover contract requests under /admin', () => {
  async function request(brandSysId: number) {
    const db = t.database.db;
    const userId = await addUser(`sally${++seq}@test.kr`, 'buyer');
    const at = new Date(t.clock.now);
    const [s] = await db
      .insert(sallies)
      .values({ userSysId: userId, sallyName: `셀러${seq}`, termsAgreedAt: at, createdAt: at, updatedAt: at })
      .returning({ id: sallies.sallySysId });
    const [c] = await db
      .insert(sallyContracts)
      .values({ sallySysId: s!.id, brandSysId, status: 0, requestedAt: at })
      .returning({ id: sallyContracts.contractSysId });
    return { userId, contractSysId: c!.id };
  }

  it('the brand seller lists and accepts or refuses its own brand’s requests; another brand’s are refused', async () => {
    const a1 = await request(brandA);
    const a2 = await request(brandA);
    const b1 = await request(brandB);
    const list = await call('brand', 'GET', 'admin/sellovers/contracts?status=0');
    expect(list.json.resultCode).toBe('0001');
    const ids = (list.json.rows as { contractSysId: number; brandSysId: number }[]).map((r) => r.contractSysId);
    expect(ids).toEqual(expect.arrayContaining([a1.contractSysId, a2.contractSysId]));
    expect(ids).not.toContain(b1.contractSysId);

    const ok = await call('brand', 'POST', `admin/sellovers/contracts/${a1.contractSysId}/accept`);
    expect(ok.json).toMatchObject({ resultCode: '0001', contract: { status: 1 } });
    // the member became a sellover
    const [u] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.userSysId, a1.userId));
    expect(u!.role).toBe('sellover');
    const no = await call('brand', 'POST', `admin/sellovers/contracts/${a2.contractSysId}/refuse`);
    expect(no.json).toMatchObject({ resultCode: '0001', contract: { status: 2 } });
    // the state table: a refused request cannot be accepted
    expect((await call('brand', 'POST', `admin/sellovers/contracts/${a2.contractSysId}/accept`)).json.resultCode).toBe(
      '8208',
    );
    // another brand's request
    expect((await call('brand', 'POST', `admin/sellovers/contracts/${b1.contractSysId}/accept`)).json.resultCode).toBe(
      '9704',
    );
    // a manager does not decide contracts (the policy table); the admin does, for every brand
    expect((await call('manager', 'GET', 'admin/sellovers/contracts')).json.resultCode).toBe('9703');
    expect((await call('manager', 'POST', `admin/sellovers/contracts/${b1.contractSysId}/accept`)).status).toBe(403);
    const adm = await call('admin', 'POST', `admin/sellovers/contracts/${b1.contractSysId}/accept`);
    expect(adm.json).toMatchObject({ resultCode: '0001', contract: { status: 1 } });
    // every decision is in the audit log
    const audit = await call('admin', 'GET', 'admin/audit?action=sellovers.decide');
    expect((audit.json.rows as unknown[]).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a stream key issued from the back-office', () => {
  it('the brand seller issues a key for its own broadcast (shown once, not in the audit); another brand is refused', async () => {
    const db = t.database.db;
    const day = kstDay(new Date(t.clock.now + 86_400_000));
    // tomorrow (KST) 20:00-21:00
    const show = (brandSysId: number) =>
      makeScheduledBroadcast(db, { brandSysId, title: '키 발급 방송', start: new Date(`${day}T20:00:00+09:00`) });
    const mine = await show(brandA);
    const other = await show(brandB);
    const r = await call('brand', 'POST', `admin/broadcasts/${mine.broadcastSysId}/stream-keys`, {
      broadcastScheduleSysId: mine.broadcastScheduleSysId,
      isAgree: true,
    });
    expect(r.json, JSON.stringify(r.json)).toMatchObject({
      resultCode: '0001',
      broadcastScheduleSysId: mine.broadcastScheduleSysId,
    });
    expect(r.json.streamKey as string).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(r.json.ingestUrl as string).toMatch(/^rtmp:\/\//);
    const keys = await call('brand', 'GET', `admin/broadcasts/${mine.broadcastSysId}/stream-keys`);
    expect((keys.json.keys as unknown[]).length).toBe(1);
    const audit = await call('admin', 'GET', 'admin/audit?action=broadcasts.streamKey');
    expect(JSON.stringify(audit.json.rows)).not.toContain(r.json.streamKey as string);
    // another brand's broadcast, a schedule of another broadcast, no consent
    expect(
      (
        await call('brand', 'POST', `admin/broadcasts/${other.broadcastSysId}/stream-keys`, {
          broadcastScheduleSysId: other.broadcastScheduleSysId,
          isAgree: true,
        })
      ).json.resultCode,
    ).toBe('9704');
    expect(
      (
        await call('admin', 'POST', `admin/broadcasts/${mine.broadcastSysId}/stream-keys`, {
          broadcastScheduleSysId: other.broadcastScheduleSysId,
          isAgree: true,
        })
      ).json.resultCode,
    ).not.toBe('0001');
    expect(
      (
        await call('admin', 'POST', `admin/broadcasts/${mine.broadcastSysId}/stream-keys`, {
          broadcastScheduleSysId: mine.broadcastScheduleSysId,
        })
      ).status,
    ).toBe(422);
  });
});
