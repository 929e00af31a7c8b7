import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NTS_SELF_ISSUE_NUMBER } from '@lc/contracts';
import { payments, sandboxPgTransactions } from '../../db/schema/index.js';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidOrderViaApi } from '../../../test/factories.js';

/**
 * Issue 33 item 8: purchase safety and cash receipts through the payment gateway (the sandbox PG's own
 * records are what it was told). An escrow order's delivery is registered with the escrow provider when
 * its goods are sent (operations dispatch and the back-office bulk dispatch); a cash payment whose buyer
 * asked for no receipt is self-issued to the NTS number (국세청 자진발급).
 */
let t: TestContext;
let buyer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

async function paidVbank(extra: Record<string, unknown>) {
  const p = await makeProduct(t.database.db, { price: 120000, stock: 5 });
  return paidOrderViaApi(t, {
    token: buyer,
    staffToken: admin,
    items: [{ prdtSysId: p.prdtSysId, qty: 1 }],
    payMethod: 'vbank',
    extra,
  });
}
const pg = async (tid: string) =>
  (await t.database.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid)))[0]!;
const paymentOf = async (orderSysId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderSysId, orderSysId)))[0]!;

describe('escrow delivery registration', () => {
  it('registers the delivery of an escrow order with the escrow provider when it is dispatched, once', async () => {
    const o = await paidVbank({ escrow: true });
    expect((await pg(o.payment.tid)).escrowDeliveries).toEqual([]);
    const line = `operations/orders/${o.orderSysId}/products/${o.pid}`;
    const sent = await t.request({
      method: 'POST',
      url: `${line}/dispatch`,
      token: admin,
      body: { deliveryCompanyCode: '04', invoiceNumber: '612345678901' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const registered = (await pg(o.payment.tid)).escrowDeliveries;
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ carrierCode: '04', invoiceNumber: '612345678901' });
    expect(await paymentOf(o.orderSysId)).toMatchObject({
      escrowDelivery: { status: 'registered', reference: registered[0]!.reference, invoiceNumber: '612345678901' },
    });
  });

  it('registers it from the back-office bulk dispatch too; an order without escrow is not registered', async () => {
    const esc = await paidVbank({ escrow: true });
    const plain = await paidVbank({});
    const r = await t.request({
      method: 'POST',
      url: 'admin/orders/dispatch',
      token: admin,
      body: {
        lines: [
          { orderPrdtSysId: esc.pid, deliveryCompanyCode: '05', invoiceNumber: '700011112222' },
          { orderPrdtSysId: plain.pid, deliveryCompanyCode: '05', invoiceNumber: '700011113333' },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect((await pg(esc.payment.tid)).escrowDeliveries).toMatchObject([{ invoiceNumber: '700011112222' }]);
    expect((await pg(plain.payment.tid)).escrowDeliveries).toEqual([]);
    expect((await paymentOf(plain.orderSysId)).escrowDelivery).toBeNull();
  });
});

describe('the purchase-safety notice', () => {
  it('names the escrow provider the operator is enrolled with (the footer shows it)', async () => {
    const r = await t.request({ method: 'GET', url: 'operator' });
    expect(r.json.operator).toMatchObject({ buyerProtection: 'escrow', escrowProvider: 'sandbox' });
  });
});

describe('cash receipts', () => {
  it('self-issues a cash payment without the buyer’s receipt to the NTS number; the buyer’s own is kept', async () => {
    const none = await paidVbank({});
    expect((await pg(none.payment.tid)).cashReceipt).toEqual({ type: 'income', identity: NTS_SELF_ISSUE_NUMBER });
    expect(NTS_SELF_ISSUE_NUMBER).toBe('0100001234');
    const own = await paidVbank({ cashReceipt: { type: 'expense', identity: '120-81-00002' } });
    expect((await pg(own.payment.tid)).cashReceipt).toEqual({ type: 'expense', identity: '1208100002' });
    // a card payment has its card slip: no cash receipt
    const p = await makeProduct(t.database.db, { price: 5000, stock: 2 });
    const card = await paidOrderViaApi(t, { token: buyer, items: [{ prdtSysId: p.prdtSysId, qty: 1 }] });
    expect((await pg(card.payment.tid)).cashReceipt).toBeNull();
  });
});
