import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi, userIdOf } from '../../../test/factories.js';

/**
 * Issue 32 item 8 and issue 33 item 3: the seller's faults (불량 / 파손 / 오배송) as return and exchange
 * reasons, their return shipping the seller's; such a return accepted for 3 months after delivery,
 * even after purchase confirmation (전자상거래법 제17조 ③); the 7 days of a change of mind counted in
 * Korean calendar days (the delivery day not counted, to the end of the 7th day).
 */
let t: TestContext;
let buyer: string;
let admin: string;
const DEFECTIVE = 8;
const DAMAGED = 9;
const WRONG_ITEM = 10;

beforeAll(async () => {
  t = await startTestApp();
  await relogin();
});
afterAll(async () => t?.close());

async function relogin() {
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
}
const op = (path: string, body?: object) =>
  t.request({ method: 'POST', url: `operations/${path}`, token: admin, ...(body ? { body } : {}) });
const ask = (o: { orderSysId: number; pid: number }, type: string, body: object) =>
  t.request({
    method: 'POST',
    url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/${type}`,
    token: buyer,
    body,
  });
const lineState = async (o: { orderSysId: number; pid: number }) =>
  (await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer })).json.status;

/** A card order paid through the sandbox (not dispatched). */
async function paidOrder(price: number) {
  const p = await makeProduct(t.database.db, { price, stock: 5 });
  return paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
}

/** The same, dispatched and delivered at the clock's time. */
async function deliveredOrder(price: number) {
  const o = await paidOrder(price);
  const d = await op(`orders/${o.orderSysId}/products/${o.pid}/dispatch`, {
    deliveryCompanyCode: '04',
    invoiceNumber: '123456789012',
  });
  expect(d.status, JSON.stringify(d.json)).toBe(200);
  expect((await op(`orders/${o.orderSysId}/products/${o.pid}/delivered`)).status).toBe(200);
  return o;
}

/** Moves the clock to a Korean wall time (`2027-03-02T10:00`) and signs in again. */
async function at(kst: string) {
  t.clock.now = Date.parse(`${kst}:00+09:00`);
  await relogin();
}

describe("the seller's faults", () => {
  it('are return reasons with no return shipping for the buyer: the whole line is refunded', async () => {
    const o = await deliveredOrder(30000);
    const asked = await ask(o, 'return', { reasonCode: DEFECTIVE, reasonDetail: '전원이 켜지지 않아요' });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const claim = asked.json.claim as { claimSysId: number };
    expect(asked.json.claim).toMatchObject({ reasonCode: DEFECTIVE, customerFault: false, shippingFee: 0 });
    // nothing to pay before sending the goods back
    const fee = await t.request({
      method: 'GET',
      url: `orders/${o.orderSysId}/products/${o.pid}/deliverypay`,
      token: buyer,
    });
    expect(fee.json).toMatchObject({ amount: 0, claim: null });
    expect((await op(`claims/${claim.claimSysId}/approve`)).status).toBe(200);
    expect((await op(`claims/${claim.claimSysId}/receive`)).status).toBe(200);
    const done = await op(`claims/${claim.claimSysId}/refund`);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.claim).toMatchObject({ status: 'done', refundAmount: o.payAmount, shippingFee: 0 });

    // damaged and wrong item: exchanges too, and the seller pays the shipping
    for (const reasonCode of [DAMAGED, WRONG_ITEM]) {
      const x = await deliveredOrder(20000);
      const c = await ask(x, 'exchange', { reasonCode });
      expect(c.status, JSON.stringify(c.json)).toBe(200);
      expect(c.json.claim).toMatchObject({ reasonCode, customerFault: false, shippingFee: 0 });
    }
  });

  it('are no reason to cancel before dispatch (7041), in the reader’s language', async () => {
    const o = await paidOrder(10000);
    const r = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/cancel`,
      token: buyer,
      headers: { 'accept-language': 'en' },
      body: { reasonCode: DEFECTIVE },
    });
    expect([r.status, r.json.resultCode]).toEqual([422, '7041']);
    expect(r.json.message).toMatch(/return or an exchange/);
    expect(await lineState(o)).toBe(2);
  });

  it('open a return for 3 months after delivery, after purchase confirmation too; a change of mind stays at 7 days', async () => {
    await at('2027-03-02T10:00');
    const o = await deliveredOrder(25000);
    // three weeks later: a change of mind is too late, a defective item is not
    await at('2027-03-23T10:00');
    expect((await ask(o, 'return', { reasonCode: 1 })).json.resultCode).toBe('7006');
    const defective = await ask(o, 'return', { reasonCode: DEFECTIVE, reasonDetail: '3주 만에 고장' });
    expect(defective.status, JSON.stringify(defective.json)).toBe(200);
    // the return shipping is the seller's: nothing for the buyer to pay
    expect(defective.json.claim).toMatchObject({ customerFault: false, shippingFee: 0 });
    expect(await lineState(o)).toBe(110);

    // confirmed, then found defective: the return is still open, and withdrawing it puts it back to confirmed
    await at('2027-03-02T10:00');
    const c = await deliveredOrder(26000);
    const confirmed = await t.request({
      method: 'PATCH',
      url: `users/${await userIdOf(t.database.db, 'buyer@demo.kr')}/orders/${c.pid}/completedPurcharse`,
      token: buyer,
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    await at('2027-06-02T23:00');
    const late = await ask(c, 'return', { reasonCode: WRONG_ITEM });
    expect(late.status, JSON.stringify(late.json)).toBe(200);
    const claimId = (late.json.claim as { claimSysId: number }).claimSysId;
    const back = await t.request({
      method: 'DELETE',
      url: `orders/${c.orderSysId}/products/${c.pid}/proposaling/${claimId}`,
      token: buyer,
    });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect(await lineState(c)).toBe(6);
    // the next day is past the 3 months (7042); a change of mind after confirmation stays refused
    await at('2027-06-03T00:30');
    expect((await ask(c, 'return', { reasonCode: WRONG_ITEM })).json.resultCode).toBe('7042');
    expect((await ask(c, 'return', { reasonCode: 1 })).json.resultCode).not.toBe('0001');
  });
});

describe('the 7 days of a change of mind', () => {
  it('are calendar days: delivered at 10:00, a return at 23:00 on the 7th day is on time, 00:30 on the 8th is not', async () => {
    await at('2027-04-05T10:00');
    const o = await deliveredOrder(9000);
    const late = await deliveredOrder(9000);
    await at('2027-04-12T23:00');
    const inTime = await ask(o, 'return', { reasonCode: 1 });
    expect(inTime.status, JSON.stringify(inTime.json)).toBe(200);
    await at('2027-04-13T00:30');
    expect((await ask(late, 'return', { reasonCode: 1 })).json.resultCode).toBe('7006');
  });
});
