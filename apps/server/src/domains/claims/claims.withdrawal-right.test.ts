import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi } from '../../../test/factories.js';
import { businessDaysAfterKst } from './claims.policy.js';

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

/** A card order paid through the sandbox, dispatched and delivered now. */
async function deliveredOrder(price: number) {
  const p = await makeProduct(t.database.db, { price, stock: 5 });
  const o = await paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
  const { orderSysId, pid } = o;
  expect(
    (
      await op(`orders/${orderSysId}/products/${pid}/dispatch`, {
        deliveryCompanyCode: '04',
        invoiceNumber: '123456789012',
      })
    ).status,
  ).toBe(200);
  expect((await op(`orders/${orderSysId}/products/${pid}/delivered`)).status).toBe(200);
  return o;
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

describe('the right of withdrawal (전자상거래법 제17조, 제18조)', () => {
  it('is open for 7 days from delivery and closed on the 8th', async () => {
    const o = await deliveredOrder(8000);
    t.clock.advance(7 * DAY - 60_000);
    await relogin();
    const inside = await ask(o, 'return', { reasonCode: 3 });
    expect(inside.status, JSON.stringify(inside.json)).toBe(200);
    // not at fault: no return shipping fee for the buyer
    expect(inside.json.claim).toMatchObject({ customerFault: false, shippingFee: 0 });

    // calendar days (the delivery day not counted): closed from 00:00 KST of the 8th day
    const late = await deliveredOrder(8000);
    const kstDay = Math.floor((t.clock.now + 9 * 3_600_000) / DAY);
    t.clock.now = (kstDay + 8) * DAY - 9 * 3_600_000 + 60_000;
    await relogin();
    expect((await ask(late, 'return', { reasonCode: 3 })).json.resultCode).toBe('7006');
  });

  it('charges the return shipping only when the buyer is at fault; a denial inside the window needs a 제17조② exception', async () => {
    const o = await deliveredOrder(12000);
    const c = (await ask(o, 'return', { reasonCode: 1 })).json.claim as { claimSysId: number; shippingFee: number };
    expect(c.shippingFee).toBe(5000);
    expect((await op(`claims/${c.claimSysId}/deny`, { reason: '단순 변심' })).json.resultCode).toBe('7010');
    const noCode = await op(`claims/${c.claimSysId}/deny`, { reason: '사용 흔적', exceptionReason: '포장 개봉' });
    expect([noCode.status, noCode.json.resultCode]).toEqual([422, '7030']);
    const badCode = await op(`claims/${c.claimSysId}/deny`, { reason: '사용 흔적', exceptionCode: 9 });
    expect(badCode.json.resultCode).toBe('9422');
    // exception 2 (use reduced its value) was not shown on this product before the purchase: refused
    const notShown = await op(`claims/${c.claimSysId}/deny`, {
      reason: '사용 흔적',
      exceptionCode: 2,
      exceptionReason: '착용 흔적과 세탁 태그 제거',
    });
    expect(notShown.json.resultCode).toBe('7048');
    // exception 1 (damage the buyer caused) needs no notice beforehand
    const ok = await op(`claims/${c.claimSysId}/deny`, {
      reason: '훼손',
      exceptionCode: 1,
      exceptionReason: '포장과 제품 표면 파손 확인',
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.claim).toMatchObject({ status: 'denied', exceptionCode: 1 });
  });

  it('tracks the refund due 3 business days after the goods came back, visible to operators and marked overdue after', async () => {
    const o = await deliveredOrder(15000);
    const c = (await ask(o, 'return', { reasonCode: 5 })).json.claim as { claimSysId: number };
    await op(`claims/${c.claimSysId}/approve`);
    const receivedAt = new Date(t.clock.now);
    const r = await op(`claims/${c.claimSysId}/receive`);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const due = businessDaysAfterKst(receivedAt, 3).toISOString();
    expect(r.json.claim).toMatchObject({ receivedAt: receivedAt.toISOString(), refundDueAt: due });

    const list = async () =>
      (await t.request({ method: 'GET', url: 'operations/claims/refunds/due', token: admin })).json as {
        resultCode: string;
        list: { claim: { claimSysId: number; refundDueAt: string }; overdue: boolean }[];
      };
    const row = (await list()).list.find((x) => x.claim.claimSysId === c.claimSysId);
    expect(row).toMatchObject({ overdue: false, claim: { refundDueAt: due } });
    // a buyer cannot read the operators' list
    expect((await t.request({ method: 'GET', url: 'operations/claims/refunds/due', token: buyer })).status).toBe(403);

    t.clock.now = new Date(due).getTime() + 1000;
    await relogin();
    expect((await list()).list.find((x) => x.claim.claimSysId === c.claimSysId)?.overdue).toBe(true);
    // once refunded it leaves the list
    expect((await op(`claims/${c.claimSysId}/refund`)).status).toBe(200);
    expect((await list()).list.some((x) => x.claim.claimSysId === c.claimSysId)).toBe(false);
  });

  it('counts business days without weekends and Korean public holidays', () => {
    // Friday 2026-09-18 10:00 KST: Mon 21, Tue 22, Wed 23 → due Wed 23:59:59 KST
    expect(businessDaysAfterKst(new Date('2026-09-18T01:00:00Z'), 3).toISOString()).toBe('2026-09-23T14:59:59.999Z');
    // Wed 2026-09-23: Chuseok 24–25, weekend, substitute holiday Mon 28 → Tue 29, Wed 30, Thu Oct 1
    expect(businessDaysAfterKst(new Date('2026-09-23T01:00:00Z'), 3).toISOString()).toBe('2026-10-01T14:59:59.999Z');
  });
});

describe('withdrawing a request (never harder than making it)', () => {
  it('takes one call for a pending cancel or return and puts the line back; not for another member or once decided', async () => {
    const o = await deliveredOrder(9000);
    const c = (await ask(o, 'return', { reasonCode: 1 })).json.claim as { claimSysId: number };
    const url = `orders/${o.orderSysId}/products/${o.pid}/proposaling/${c.claimSysId}`;
    const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
    expect((await t.request({ method: 'DELETE', url, token: seller })).json.resultCode).toBe('6100');
    const w = await t.request({ method: 'DELETE', url, token: buyer });
    expect(w.status, JSON.stringify(w.json)).toBe(200);
    expect(w.json.claim).toMatchObject({ status: 'withdrawn' });
    const line = await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer });
    expect(line.json.status).toBe(5);
    expect((await t.request({ method: 'DELETE', url, token: buyer })).json.resultCode).toBe('7017');

    // a cancel request before dispatch goes back to paid
    const p = await makeProduct(t.database.db, { price: 4000, stock: 5 });
    const { orderSysId: id, pid } = await paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
    const cancel = (await ask({ orderSysId: id, pid }, 'cancel', { reasonCode: 1 })).json.claim as {
      claimSysId: number;
    };
    const back = await t.request({
      method: 'DELETE',
      url: `orders/${id}/products/${pid}/proposaling/${cancel.claimSysId}`,
      token: buyer,
    });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect((await t.request({ method: 'GET', url: `orders/${id}/products/${pid}`, token: buyer })).json.status).toBe(2);
  });
});
