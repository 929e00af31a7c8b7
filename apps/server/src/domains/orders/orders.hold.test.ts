import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STOCK_HOLD } from '@lc/contracts';
import { orderProductHistory, orders, sandboxPgTransactions } from '../../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, placeOrderViaApi, stockOf } from '../../../test/factories.js';
import { onSandboxPage, sandboxPageOf } from '../../../test/sandbox-page.js';

/**
 * Issue 25 (N5): an unpaid card/transfer/easy-pay order holds its stock only while its payment can
 * still complete (the gateway's payment session); a virtual-account order until its deposit deadline.
 * The timed job releases what is left over through the order-state table, once; a payment arriving
 * for a released order is refused, and money taken anyway is given back.
 */
const JWT_SECRET = 'orders-hold-test-secret-0123456789-abcdefghijk';
const MIN = 60_000;
let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  ({ token } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

const runJobs = () => t.app.jobs!.runDue();
const relogin = async () => ({ token } = await signIn(t, 'buyer@demo.kr'));

async function unpaidOrder(prdtSysId: number, qty: number, payMethod: 'card' | 'vbank') {
  const made = await placeOrderViaApi(t, { token, items: [{ prdtSysId, qty }], payMethod });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const o = made.json.order as { orderSysId: number; payDueAt: string; createdAt: string };
  const pay = await t.request({ method: 'POST', url: `orders/${o.orderSysId}/pays`, token, body: { payMethod } });
  expect(pay.status, JSON.stringify(pay.json)).toBe(200);
  return { ...o, redirectUrl: pay.json.redirectUrl as string | null, pay: pay.json, payAnswer: pay };
}

const orderRow = async (orderSysId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderSysId, orderSysId)))[0]!;

/** a notification signed as the sandbox gateway signs them */
function sandboxNotice(tid: string, eventType: string) {
  const key = createHmac('sha256', new TextEncoder().encode(JWT_SECRET)).update('sandbox-pg-webhook').digest();
  const raw = JSON.stringify({
    eventId: `evt_${tid}_${eventType}`,
    eventType,
    tid,
    createdAt: new Date().toISOString(),
  });
  return t.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/sandbox',
    headers: {
      'content-type': 'text/plain',
      'x-sandbox-signature': createHmac('sha256', key).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

describe('how long an unpaid order holds its stock', () => {
  it("a card order's units return when its payment session ends; a virtual-account order keeps them until its deadline", async () => {
    const db = t.database.db;
    await runJobs(); // nothing of the demo data is due
    const p = await makeProduct(db, { price: 5000, stock: 10 });
    const card = await unpaidOrder(p.prdtSysId, 3, 'card');
    const vbank = await unpaidOrder(p.prdtSysId, 2, 'vbank');
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
    const session = STOCK_HOLD.paymentSessionMinutes * MIN;
    expect(new Date(card.payDueAt).getTime() - new Date(card.createdAt).getTime()).toBe(session);
    const vbankRow = await orderRow(vbank.orderSysId);
    expect(vbankRow.payDueAt.getTime() - vbankRow.createdAt.getTime()).toBeGreaterThan(
      STOCK_HOLD.maxCardHoldMinutes * MIN,
    );
    expect((vbank.pay.payment as { vbank: { dueAt: string } }).vbank.dueAt).toBe(vbankRow.payDueAt.toISOString());

    t.clock.advance(session - MIN);
    expect((await runJobs())['orders.expireUnpaid']).toEqual({ cancelled: 0 });
    t.clock.advance(2 * MIN);
    expect((await runJobs())['orders.expireUnpaid']).toEqual({ cancelled: 1 });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(8);
    await relogin();
    const read = await t.request({ method: 'GET', url: `orders/${card.orderSysId}`, token });
    expect((read.json.order as { status: number }).status).toBe(102);
    expect((read.json.payment as { status: string }).status).toBe('expired');
    // the move went through the order-state table, with its history row
    const hist = await db.select().from(orderProductHistory).where(eq(orderProductHistory.orderSysId, card.orderSysId));
    expect(hist.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([[0, 102, 'system']]);
    // the virtual account still holds its 2 units
    expect((await orderRow(vbank.orderSysId)).status).toBe(1);

    t.clock.advance(vbankRow.payDueAt.getTime() - t.clock.now + MIN);
    expect((await runJobs())['orders.expireUnpaid']).toEqual({ cancelled: 1 });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(10);
    expect((await orderRow(vbank.orderSysId)).status).toBe(102);
    // nothing is given back twice
    t.clock.advance(2 * MIN);
    expect((await runJobs())['orders.expireUnpaid']).toEqual({ cancelled: 0 });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(10);
  });

  it('a payment window opened later keeps the order for its session, never past the cap after ordering', async () => {
    await relogin();
    const p = await makeProduct(t.database.db, { price: 5000, stock: 4 });
    const made = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }] });
    const o = made.json.order as { orderSysId: number; createdAt: string };
    const created = new Date(o.createdAt).getTime();
    // the access token does not outlive these steps: a fresh login for each payment
    const pay = async () => {
      await relogin();
      const r = await t.request({
        method: 'POST',
        url: `orders/${o.orderSysId}/pays`,
        token,
        body: { payMethod: 'card' },
      });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    };
    t.clock.advance(20 * MIN);
    await pay();
    expect((await orderRow(o.orderSysId)).payDueAt.getTime()).toBe(
      created + 20 * MIN + STOCK_HOLD.paymentSessionMinutes * MIN,
    );
    t.clock.advance(25 * MIN);
    await pay();
    expect((await orderRow(o.orderSysId)).payDueAt.getTime()).toBe(created + STOCK_HOLD.maxCardHoldMinutes * MIN);
    t.clock.advance(16 * MIN);
    await runJobs();
    expect((await orderRow(o.orderSysId)).status).toBe(102);
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(4);
  });
});

describe('a change of payment method', () => {
  it('an order placed for a virtual account and paid by card two hours later holds for the card session only', async () => {
    await relogin();
    const p = await makeProduct(t.database.db, { price: 4000, stock: 3 });
    const made = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }], payMethod: 'vbank' });
    const o = made.json.order as { orderSysId: number };
    t.clock.advance(120 * MIN);
    await runJobs();
    expect((await orderRow(o.orderSysId)).status).toBe(0);
    await relogin();
    const pay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'card' },
    });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    expect((await orderRow(o.orderSysId)).payDueAt.getTime()).toBe(
      t.clock.now + STOCK_HOLD.paymentSessionMinutes * MIN,
    );
    t.clock.advance(STOCK_HOLD.paymentSessionMinutes * MIN + MIN);
    await runJobs();
    expect((await orderRow(o.orderSysId)).status).toBe(102);
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(3);
  });
});

describe('a payment after the hold ended', () => {
  it('an approval after the session ended is refused; the order stays cancelled and the stock is not taken again', async () => {
    await relogin();
    const db = t.database.db;
    const p = await makeProduct(db, { price: 8000, stock: 5 });
    const o = await unpaidOrder(p.prdtSysId, 2, 'card');
    t.clock.advance(STOCK_HOLD.paymentSessionMinutes * MIN + MIN);
    // the buyer approves on the gateway's page after the session ended (before the job ran)
    const late = await onSandboxPage(t, o.payAnswer, 'approve');
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toContain('result=declined');
    await runJobs();
    await relogin();
    const after = await t.request({ method: 'PATCH', url: `orders/pays/${o.orderSysId}/notifies`, token });
    expect((after.json.order as { status: number }).status).toBe(102);
    expect((after.json.payment as { status: string }).status).toBe('expired');
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
    const repay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'card' },
    });
    expect(repay.json.resultCode).toBe('6116');
  });

  it('an approval the gateway reports after the hold ended is cancelled at the gateway, before the job ran', async () => {
    await relogin();
    const db = t.database.db;
    const p = await makeProduct(db, { price: 9000, stock: 5 });
    const o = await unpaidOrder(p.prdtSysId, 2, 'card');
    const tid = sandboxPageOf(o.payAnswer).path.split('/').at(-1)!;
    t.clock.advance(STOCK_HOLD.paymentSessionMinutes * MIN + MIN);
    // a gateway whose session outlived our hold (Toss counts from when its window opened) authorises it
    await db.update(sandboxPgTransactions).set({ status: 'AUTHORIZED' }).where(eq(sandboxPgTransactions.tid, tid));
    const res = await sandboxNotice(tid, 'PAYMENT_AUTHORIZED');
    expect(JSON.parse(res.body).jsonData.outcome).toBe('refunded');
    const [tx] = await db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid));
    expect(tx!.status).toBe('CANCELED');
    expect((await orderRow(o.orderSysId)).status).toBe(102);
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
    await runJobs();
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
  });

  it('money the gateway took for a released order is refunded at once; the order and the stock stay as they are', async () => {
    await relogin();
    const db = t.database.db;
    const p = await makeProduct(db, { price: 12000, stock: 5 });
    const o = await unpaidOrder(p.prdtSysId, 1, 'card');
    const tid = sandboxPageOf(o.payAnswer).path.split('/').at(-1)!;
    t.clock.advance(STOCK_HOLD.paymentSessionMinutes * MIN + MIN);
    expect((await runJobs())['orders.expireUnpaid']).toMatchObject({ cancelled: 1 });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
    // the gateway took the money anyway (its cancel got lost) and says so
    await db
      .update(sandboxPgTransactions)
      .set({ status: 'DONE', approvedAt: new Date(t.clock.now) })
      .where(eq(sandboxPgTransactions.tid, tid));
    const res = await sandboxNotice(tid, 'PAYMENT_DONE');
    expect(JSON.parse(res.body).jsonData.outcome).toBe('refunded');
    const [tx] = await db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid));
    expect(tx).toMatchObject({ status: 'CANCELED', cancelledAmount: tx!.amount });
    // a repeated notice refunds nothing more
    expect(JSON.parse((await sandboxNotice(tid, 'PAYMENT_DONE_AGAIN')).body).jsonData.outcome).toBe('alreadySettled');
    expect((await orderRow(o.orderSysId)).status).toBe(102);
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(5);
  });
});
