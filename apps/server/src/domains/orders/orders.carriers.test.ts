import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi } from '../../../test/factories.js';

/**
 * Issue 32: one carrier list. Every delivery company that preferences/deliveryCompanys offers is one
 * an operator can dispatch with and a buyer can name on a return invoice (none refused with 9422).
 */
let t: TestContext;
let buyer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

const listed = async () =>
  (
    (await t.request({ method: 'GET', url: 'preferences/deliveryCompanys' })).json.deliveryCompanys as {
      code: string;
      name: string;
    }[]
  ).map((c) => c.code);

async function paidLine() {
  const p = await makeProduct(t.database.db, { price: 5000, stock: 5 });
  return paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
}

describe('delivery companies', () => {
  it('lists 8 and each is accepted for a dispatch (both operator calls) and a return invoice', async () => {
    const codes = await listed();
    expect(codes).toHaveLength(8);
    for (const [i, code] of codes.entries()) {
      const o = await paidLine();
      const invoiceNumber = `5000000${String(i).padStart(5, '0')}`;
      const d =
        i % 2 === 0
          ? await t.request({
              method: 'POST',
              url: `operations/orders/${o.orderSysId}/products/${o.pid}/dispatch`,
              token: admin,
              body: { deliveryCompanyCode: code, invoiceNumber },
            })
          : await t.request({
              method: 'POST',
              url: 'admin/orders/dispatch',
              token: admin,
              body: { lines: [{ orderPrdtSysId: o.pid, deliveryCompanyCode: code, invoiceNumber }] },
            });
      expect(d.status, `dispatch with ${code}: ${JSON.stringify(d.json)}`).toBe(200);
      const asked = await t.request({
        method: 'POST',
        url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/return`,
        token: buyer,
        body: { reasonCode: 3 },
      });
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      const claimId = (asked.json.claim as { claimSysId: number }).claimSysId;
      const inv = await t.request({
        method: 'PATCH',
        url: `orders/${o.orderSysId}/products/${o.pid}/return/${claimId}`,
        token: buyer,
        body: { deliveryCompanyCode: code, invoiceNumber: `6000000${String(i).padStart(5, '0')}` },
      });
      expect(inv.status, `return invoice with ${code}: ${JSON.stringify(inv.json)}`).toBe(200);
    }
  });
});
