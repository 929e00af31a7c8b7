import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { claims, refundPayouts, staffAccessLogs } from '../db/schema/index.js';
import { PRODUCTION_SETTINGS } from '../../test/production-env.js';
import { accessTokens, startTestApp, type TestContext } from '../../test/harness.js';
import { makeProduct, paidOrderViaApi } from '../../test/factories.js';
import { createDataCipher, dataKeyFrom } from '../shared/data-cipher.js';
import { sealPlainRefundAccounts } from '../shared/seal-refund-accounts.js';

/**
 * Issue 33, item 7 (개인정보의 안전성 확보조치 기준 제7조·제8조): refund account numbers are stored sealed
 * with AES-256-GCM (the operator still reads them to pay), rows stored before are sealed at start, and
 * a personal-data download needs a reason that the staff access log keeps.
 */
let t: TestContext;
let buyer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

describe('refund account numbers are encrypted at rest', () => {
  it('stores the claim and the payout sealed; the operator reads the number to pay it', async () => {
    const p = await makeProduct(t.database.db, { price: 11_000, stock: 5 });
    const o = await paidOrderViaApi(t, {
      token: buyer,
      items: [{ prdtSysId: p.prdtSysId, qty: 1 }],
      payMethod: 'vbank',
      staffToken: admin,
    });
    const asked = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${o.lineIds[0]}/proposaling/cancel`,
      token: buyer,
      body: { reasonCode: 1, refundAccount: { bankCode: '088', accountNumber: '110-234-567890', holder: '김구매' } },
    });
    const claimSysId = (asked.json.claim as { claimSysId: number }).claimSysId;
    const [stored] = await t.database.db.select().from(claims).where(eq(claims.claimSysId, claimSysId));
    expect(stored!.refundAccount).toMatchObject({ bankCode: '088', holder: '김구매' });
    expect(stored!.refundAccount!.accountNumber).toMatch(/^v1:/);
    expect(JSON.stringify(stored!.refundAccount)).not.toContain('234567890');

    await t.request({ method: 'POST', url: `operations/claims/${claimSysId}/approve`, token: admin });
    const [payout] = await t.database.db.select().from(refundPayouts).where(eq(refundPayouts.claimSysId, claimSysId));
    expect(payout!.accountNumber).toMatch(/^v1:/);
    expect(payout!.accountNumber).not.toContain('234567890');
    const list = await t.request({ method: 'GET', url: 'operations/refunds/payouts?status=requested', token: admin });
    const shown = (list.json.list as { claimSysId: number; accountNumber: string }[]).find(
      (x) => x.claimSysId === claimSysId,
    );
    expect(shown).toMatchObject({ accountNumber: '110234567890', holder: '김구매' });
  });

  it('seals the numbers stored in plain text before, once, and a wrong key cannot read them', async () => {
    const db = t.database.db;
    const [payout] = await db.select().from(refundPayouts).limit(1);
    await db
      .update(refundPayouts)
      .set({ accountNumber: '99988877766' })
      .where(eq(refundPayouts.payoutSysId, payout!.payoutSysId));
    const key = 'a'.repeat(64);
    const cipher = createDataCipher(dataKeyFrom(key));
    expect(await sealPlainRefundAccounts(db, cipher)).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(refundPayouts).where(eq(refundPayouts.payoutSysId, payout!.payoutSysId));
    expect(after!.accountNumber).toMatch(/^v1:/);
    expect(cipher.open(after!.accountNumber)).toBe('99988877766');
    expect(await sealPlainRefundAccounts(db, cipher)).toBe(0);
    expect(() => createDataCipher(dataKeyFrom('b'.repeat(64))).open(after!.accountNumber)).toThrow();
  });

  it('production refuses to start without DATA_ENCRYPTION_KEY', () => {
    const { DATA_ENCRYPTION_KEY: _unset, ...noKey } = PRODUCTION_SETTINGS;
    expect(() => loadConfig(noKey)).toThrow(ConfigError);
    expect(() => loadConfig(noKey)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(loadConfig(PRODUCTION_SETTINGS).DATA_ENCRYPTION_KEY).toBe(PRODUCTION_SETTINGS.DATA_ENCRYPTION_KEY);
  });
});

describe('personal-data downloads record a reason', () => {
  const csv = (url: string) =>
    t.app.fastify.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${admin}` } });
  const lastLog = async () =>
    (await t.database.db.select().from(staffAccessLogs).orderBy(desc(staffAccessLogs.logSysId)).limit(1))[0];

  it('refuses a back-office CSV export of personal data without a reason, and logs the reason given', async () => {
    for (const list of ['members', 'orders', 'claims', 'deposits', 'audit']) {
      const refused = await csv(`admin/${list}?format=csv`);
      expect([refused.statusCode, refused.json().jsonData.resultCode], list).toEqual([422, '9714']);
      expect((await csv(`admin/${list}?format=csv&reason=%20x%20`)).statusCode, list).toBe(422);
    }
    const ok = await csv(`admin/members?format=csv&reason=${encodeURIComponent('회원 문의 1234 확인')}`);
    expect(ok.statusCode).toBe(200);
    await expect.poll(lastLog).toMatchObject({ route: 'admin/members', reason: '회원 문의 1234 확인', status: 200 });
    // the list on screen needs none; a product export holds no personal data
    expect((await csv('admin/members')).statusCode).toBe(200);
    expect((await csv('admin/products?format=csv')).statusCode).toBe(200);
  });

  it('the tax office alcohol report (buyers’ names) needs one too', async () => {
    const refused = await csv('operations/tax/alcohol?year=2026&quarter=1');
    expect(refused.statusCode).toBe(422);
    const ok = await csv(`operations/tax/alcohol?year=2026&quarter=1&reason=${encodeURIComponent('분기 신고')}`);
    expect(ok.statusCode).toBe(200);
    await expect.poll(lastLog).toMatchObject({ route: 'operations/tax/alcohol', reason: '분기 신고' });
  });
});
