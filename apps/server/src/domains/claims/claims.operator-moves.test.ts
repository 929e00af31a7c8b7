import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi, paidOrderViaApi, stockOf } from '../../../test/factories.js';

/**
 * Issue 32: the five moves of the order-state table no code made, each from the back-office or the
 * timed jobs through the lifecycle's move function: operator 2 → 102 and 3 → 102 (a direct cancel with
 * its refund), 105 → 112 and 106 → 113 (an exchange that becomes a return), system 113 → 114 (a received
 * return refunded when its refund falls due).
 */
let t: TestContext;
let buyer: string;
let admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  await relogin();
});
afterAll(async () => t?.close());

async function relogin() {
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
}
const post = (url: string, body?: object, token = admin) =>
  t.request({ method: 'POST', url, token, ...(body ? { body } : {}) });
const lineOf = async (o: { orderSysId: number; pid: number }) =>
  (await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer })).json as {
    status: number;
    history: { fromStatus: number; toStatus: number; actor: string }[];
  };

async function paidOrder(price: number) {
  const p = await makeProduct(t.database.db, { price, stock: 5 });
  return { ...(await paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }])), prdtSysId: p.prdtSysId };
}

async function deliveredOrder(price: number) {
  const o = await paidOrder(price);
  const d = await post(`operations/orders/${o.orderSysId}/products/${o.pid}/dispatch`, {
    deliveryCompanyCode: '04',
    invoiceNumber: '123456789012',
  });
  expect(d.status, JSON.stringify(d.json)).toBe(200);
  expect((await post(`operations/orders/${o.orderSysId}/products/${o.pid}/delivered`)).status).toBe(200);
  return o;
}

/** An exchange asked by the buyer and approved by the operator (the line at 105). */
async function approvedExchange(price: number) {
  const o = await deliveredOrder(price);
  const asked = await post(`orders/${o.orderSysId}/products/${o.pid}/proposaling/exchange`, { reasonCode: 4 }, buyer);
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
  const claimId = (asked.json.claim as { claimSysId: number }).claimSysId;
  const ok = await post(`admin/claims/${claimId}/approve`);
  expect(ok.json).toMatchObject({ convertedToReturn: false });
  expect((await lineOf(o)).status).toBe(105);
  return { ...o, claimId };
}

describe('the operator cancels a paid line (2/3 → 102)', () => {
  it('refunds it at once, gives the stock back, and records the move as the operator’s', async () => {
    const o = await paidOrder(12000);
    const before = await stockOf(t.database.db, o.prdtSysId);
    const r = await post(`admin/orders/${o.orderSysId}/lines/${o.pid}/cancel`, { reason: '재고 소진으로 발송 불가' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.claim).toMatchObject({ type: 'cancel', status: 'done', refundAmount: o.payAmount });
    const line = await lineOf(o);
    expect(line.status).toBe(102);
    expect(line.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 102, actor: 'operator' });
    expect((await stockOf(t.database.db, o.prdtSysId)).stock).toBe(before.stock + 1);
    const [pay] = await t.database.db.select().from(payments).where(eq(payments.orderSysId, o.orderSysId));
    expect(pay).toMatchObject({ status: 'cancelled', cancelledAmount: o.payAmount });

    // from "preparing" too; a dispatched line is refused (7001) and a brand seller may not (no refunds)
    const p = await paidOrder(8000);
    expect((await post('admin/orders/prepare', { orderPrdtSysIds: [p.pid] })).status).toBe(200);
    const prepared = await post(`admin/orders/${p.orderSysId}/lines/${p.pid}/cancel`, { reason: '품절' });
    expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
    expect((await lineOf(p)).history.at(-1)).toMatchObject({ fromStatus: 3, toStatus: 102, actor: 'operator' });
    const sent = await deliveredOrder(8000);
    const refused = await post(`admin/orders/${sent.orderSysId}/lines/${sent.pid}/cancel`, { reason: '품절' });
    expect([refused.status, refused.json.resultCode]).toEqual([409, '7001']);
    expect((await lineOf(sent)).status).toBe(5);
    // without a reason: 9422, nothing changes
    const q = await paidOrder(7000);
    expect((await post(`admin/orders/${q.orderSysId}/lines/${q.pid}/cancel`, { reason: ' ' })).json.resultCode).toBe(
      '9422',
    );
    expect((await lineOf(q)).status).toBe(2);
  });

  it('needs the refund account for a virtual-account order (7008)', async () => {
    const p = await makeProduct(t.database.db, { price: 9000, stock: 5 });
    const o = await paidOrderViaApi(t, {
      token: buyer,
      items: [{ prdtSysId: p.prdtSysId, qty: 1 }],
      payMethod: 'vbank',
      staffToken: admin,
    });
    const url = `admin/orders/${o.orderSysId}/lines/${o.pid}/cancel`;
    expect((await post(url, { reason: '품절' })).json.resultCode).toBe('7008');
    const ok = await post(url, {
      reason: '품절',
      refundAccount: { bankCode: '004', accountNumber: '123-456-789012', holder: '김구매' },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.claim).toMatchObject({ status: 'done', refundMethod: 'account', refundAmount: o.payAmount });
  });
});

describe('an approved exchange becomes a return (105 → 112, 106 → 113)', () => {
  it('on the way back, then received, refunded as a return; the swap unit goes back to stock', async () => {
    const x = await approvedExchange(15000);
    const held = await stockOf(t.database.db, x.prdtSysId);
    const r = await post(`admin/claims/${x.claimId}/to-return`);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.claim).toMatchObject({ type: 'return', status: 'approved' });
    expect((await lineOf(x)).history.at(-1)).toMatchObject({ fromStatus: 105, toStatus: 112, actor: 'operator' });
    expect((await stockOf(t.database.db, x.prdtSysId)).stock).toBe(held.stock + 1);
    expect((await post(`admin/claims/${x.claimId}/receive`)).status).toBe(200);
    expect((await lineOf(x)).status).toBe(113);

    const y = await approvedExchange(16000);
    expect((await post(`admin/claims/${y.claimId}/receive`)).status).toBe(200);
    expect((await lineOf(y)).status).toBe(106);
    const z = await post(`admin/claims/${y.claimId}/to-return`);
    expect(z.status, JSON.stringify(z.json)).toBe(200);
    expect(z.json.claim).toMatchObject({ type: 'return', status: 'approved' });
    expect((z.json.claim as { refundDueAt: string | null }).refundDueAt).not.toBeNull();
    expect((await lineOf(y)).history.at(-1)).toMatchObject({ fromStatus: 106, toStatus: 113, actor: 'operator' });
    const refund = await post(`admin/claims/${y.claimId}/refund`);
    // a change of mind (wrong option chosen): the unpaid round trip stays with the seller's refund
    expect(refund.json.claim).toMatchObject({ status: 'done', shippingFee: 5000, refundAmount: y.payAmount - 5000 });
    // a second time there is nothing to turn (7017)
    expect((await post(`admin/claims/${y.claimId}/to-return`)).json.resultCode).toBe('7017');
  });
});

describe('the system refunds a received return when its refund falls due (113 → 114)', () => {
  it('not before the due day, and once on it', async () => {
    const o = await deliveredOrder(11000);
    const asked = await post(`orders/${o.orderSysId}/products/${o.pid}/proposaling/return`, { reasonCode: 3 }, buyer);
    const claimId = (asked.json.claim as { claimSysId: number }).claimSysId;
    expect((await post(`admin/claims/${claimId}/approve`)).status).toBe(200);
    const received = await post(`admin/claims/${claimId}/receive`);
    const due = Date.parse((received.json.claim as { refundDueAt: string }).refundDueAt);
    await t.app.jobs!.runDue();
    expect((await lineOf(o)).status).toBe(113);
    t.clock.now = due - 12 * 3_600_000;
    await relogin();
    await t.app.jobs!.runDue();
    const line = await lineOf(o);
    expect(line.status).toBe(114);
    expect(line.history.at(-1)).toMatchObject({ fromStatus: 113, toStatus: 114, actor: 'system' });
    const claim = await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer });
    expect((claim.json.claims as { status: string; refundAmount: number }[])[0]).toMatchObject({
      status: 'done',
      refundAmount: o.payAmount,
    });
    t.clock.advance(DAY);
    await relogin();
    await t.app.jobs!.runDue();
    expect((await lineOf(o)).history.filter((h) => h.toStatus === 114)).toHaveLength(1);
  });
});
