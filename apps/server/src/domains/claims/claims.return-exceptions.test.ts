import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi } from '../../../test/factories.js';

/**
 * Issue 33 item 3: a return inside its legal window is refused only for a cause the law allows. A
 * change of mind (7 days) needs one of the exceptions of 전자상거래법 제17조 ②, and exceptions 2–5 only
 * when the product showed them before the purchase (제17조 ⑥, kept on the order line as bought); a
 * defective, damaged or wrong item (제17조 ③, 3 months) only on a written finding that the buyer caused
 * the damage (exception 1).
 */
let t: TestContext;
let buyer: string;
let admin: string;
const CHANGE_OF_MIND = 1;
const DEFECTIVE = 8;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

/** The operator sets the exceptions the product page shows (PATCH products/{id}). */
async function show(prdtSysId: number, returnExceptions: number[]) {
  const r = await t.request({
    method: 'PATCH',
    url: `products/${prdtSysId}`,
    token: admin,
    body: { returnExceptions },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}
const op = (path: string, body?: object) =>
  t.request({ method: 'POST', url: `operations/${path}`, token: admin, ...(body ? { body } : {}) });

/** A product showing `shown` exceptions, bought by card, dispatched, delivered and asked back for `reasonCode`. */
async function returnAsked(shown: number[], reasonCode: number) {
  const p = await makeProduct(t.database.db, { price: 15000, stock: 5 });
  await show(p.prdtSysId, shown);
  const o = await paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
  const line = `orders/${o.orderSysId}/products/${o.pid}`;
  expect((await op(`${line}/dispatch`, { deliveryCompanyCode: '04', invoiceNumber: '123456789012' })).status).toBe(200);
  expect((await op(`${line}/delivered`)).status).toBe(200);
  const asked = await t.request({
    method: 'POST',
    url: `${line}/proposaling/return`,
    token: buyer,
    body: { reasonCode, reasonDetail: '반품합니다' },
  });
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
  return { prdtSysId: p.prdtSysId, claimId: (asked.json.claim as { claimSysId: number }).claimSysId };
}
const deny = (claimId: number, body: object) => op(`claims/${claimId}/deny`, { reason: '반품 불가', ...body });

describe('the product page shows its return exceptions', () => {
  it('answers the codes the operator set (the screen lists them with exception 1); exception 1 is not set', async () => {
    const p = await makeProduct(t.database.db, { price: 9000, stock: 1 });
    await show(p.prdtSysId, [5, 3, 3]);
    const r = await t.request({ method: 'GET', url: `products/${p.prdtSysId}` });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect((r.json.product as { returnExceptions: number[] }).returnExceptions).toEqual([3, 5]);
    const one = await t.request({
      method: 'PATCH',
      url: `products/${p.prdtSysId}`,
      token: admin,
      body: { returnExceptions: [1] },
    });
    expect(one.status).toBe(422);
  });
});

describe('refusing a change-of-mind return inside the 7 days', () => {
  it('cites only an exception the product showed before the purchase (7048), or the buyer’s own damage', async () => {
    const a = await returnAsked([2], CHANGE_OF_MIND);
    expect((await deny(a.claimId, { exceptionCode: 3 })).json.resultCode).toBe('7048');
    const ok = await deny(a.claimId, { exceptionCode: 2, exceptionReason: '개봉 후 사용 흔적' });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.claim).toMatchObject({ status: 'denied', exceptionCode: 2 });

    // exception 1 (lost or damaged through the buyer) needs no notice beforehand
    const b = await returnAsked([], CHANGE_OF_MIND);
    expect((await deny(b.claimId, { exceptionCode: 2 })).json.resultCode).toBe('7048');
    expect((await deny(b.claimId, { exceptionCode: 1, exceptionReason: '파손된 채 반송' })).status).toBe(200);
  });

  it('holds to what the product showed when bought: an exception added later cannot be cited', async () => {
    const a = await returnAsked([], CHANGE_OF_MIND);
    await show(a.prdtSysId, [3]);
    expect((await deny(a.claimId, { exceptionCode: 3 })).json.resultCode).toBe('7048');
  });
});

describe('refusing a defective-item return inside the 3 months', () => {
  it('needs the written finding that the buyer caused the damage (exception 1): 7047 otherwise', async () => {
    const a = await returnAsked([2, 3], DEFECTIVE);
    // a reason alone, another exception (even one the product showed), or the code without a finding
    expect((await deny(a.claimId, {})).json.resultCode).toBe('7047');
    expect((await deny(a.claimId, { exceptionCode: 2, exceptionReason: '사용 흔적' })).json.resultCode).toBe('7047');
    expect((await deny(a.claimId, { exceptionCode: 1 })).json.resultCode).toBe('7047');
    const ok = await deny(a.claimId, { exceptionCode: 1, exceptionReason: '낙하 충격 흔적: 외관 파손은 구매자 책임' });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.claim).toMatchObject({ status: 'denied', exceptionCode: 1 });
  });
});
