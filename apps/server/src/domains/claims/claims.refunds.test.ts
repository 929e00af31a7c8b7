import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxPgTransactions } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { onSandboxPage } from '../../../test/sandbox-page.js';
import { makeProduct, paidOrderViaApi } from '../../../test/factories.js';
import { createSandboxGateway } from '../payments/payments.sandbox.js';

/**
 * Refunds through HTTP (issue 7): a partial refund of a card payment is a partial cancel at the
 * gateway (never more than was paid, idempotent), virtual-account refunds become payouts the
 * operator completes, and the return shipping fee is paid through the gateway on /reqPay.
 */
let t: TestContext;
let buyer: string;
let other: string;
let admin: string;

const account = { bankCode: '004', accountNumber: '123-456-789012', holder: '김구매' };

beforeAll(async () => {
  t = await startTestApp();
  buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  other = (await login(t, 'seller@demo.kr')).json.accessToken as string;
  admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

type Ref = { orderSysId: number; pid: number };

/** A member order of the given products, paid by card (approval page) or virtual account (deposit). */
async function paidOrder(prices: number[], payMethod: 'card' | 'vbank' = 'card') {
  const items = [];
  for (const price of prices) {
    const p = await makeProduct(t.database.db, {
      price,
      stock: 10,
      delivery: { type: 2, price: 3000, freeMin: 999_999 },
    });
    items.push({ prdtSysId: p.prdtSysId, qty: 1 });
  }
  const o = await paidOrderViaApi(t, { token: buyer, items, payMethod, staffToken: admin });
  const lines = o.lineIds.map((pid) => ({ orderSysId: o.orderSysId, pid }));
  return { orderSysId: o.orderSysId, lines, payAmount: o.payAmount, tid: o.payment };
}

const op = (path: string, body?: object, tok = admin) =>
  t.request({ method: 'POST', url: `operations/${path}`, token: tok, ...(body ? { body } : {}) });
const ask = (o: Ref, type: string, body: object) =>
  t.request({
    method: 'POST',
    url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/${type}`,
    token: buyer,
    body,
  });
const claimOf = (r: { json: Record<string, unknown> }) => r.json.claim as { claimSysId: number; refundAmount: number };
const payment = async (orderSysId: number) =>
  (await t.request({ method: 'GET', url: `orders/pays/${orderSysId}`, token: buyer })).json.payment as {
    tid: string;
    amount: number;
    status: string;
    cancelledAmount: number;
  };
const gatewayTx = async (tid: string) =>
  (await t.database.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid)))[0]!;

describe('partial refunds of a card payment', () => {
  it('cancels one line of two at the gateway for its amount, once, and the last cancel takes the rest', async () => {
    const o = await paidOrder([10_000, 20_000]);
    const [a, b] = o.lines as [Ref, Ref];
    const paid = await payment(o.orderSysId);
    expect(paid.amount).toBe(o.payAmount);

    const c1 = claimOf(await ask(a, 'cancel', { reasonCode: 1 }));
    const approved = await op(`claims/${c1.claimSysId}/approve`);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(claimOf(approved).refundAmount).toBe(10_000);
    let p = await payment(o.orderSysId);
    expect(p).toMatchObject({ status: 'paid', cancelledAmount: 10_000 });
    let g = await gatewayTx(p.tid);
    expect(g).toMatchObject({ status: 'DONE', cancelledAmount: 10_000 });
    expect(g.cancels.map((c) => c.key)).toEqual([`claim:${c1.claimSysId}`]);

    // idempotent: approving again is refused, retrying the refund changes nothing at the gateway
    expect((await op(`claims/${c1.claimSysId}/approve`)).json.resultCode).toBe('7017');
    expect((await op(`claims/${c1.claimSysId}/refund`)).status).toBe(200);
    g = await gatewayTx(p.tid);
    expect(g.cancelledAmount).toBe(10_000);
    expect(g.cancels).toHaveLength(1);

    // the last line takes everything left, delivery fees included: the whole payment is cancelled
    const c2 = claimOf(await ask(b, 'cancel', { reasonCode: 3 }));
    const last = await op(`claims/${c2.claimSysId}/approve`);
    expect(claimOf(last).refundAmount).toBe(o.payAmount - 10_000);
    p = await payment(o.orderSysId);
    expect(p).toMatchObject({ status: 'cancelled', cancelledAmount: o.payAmount });
    g = await gatewayTx(p.tid);
    expect(g).toMatchObject({ status: 'CANCELED', cancelledAmount: o.payAmount });
  });

  it('the gateway never cancels more than is left and answers a repeated key unchanged', async () => {
    const o = await paidOrder([15_000]);
    const p = await payment(o.orderSysId);
    const gw = createSandboxGateway({
      db: t.database.db,
      secret: new Uint8Array(32),
      now: () => new Date(t.clock.now),
      notify: async () => {},
    });
    expect(await gw.cancel(p.tid, 'too much', { amount: o.payAmount + 1, key: 'x1' })).toBeNull();
    expect(await gw.cancel(p.tid, 'zero', { amount: 0, key: 'x0' })).toBeNull();
    const part = await gw.cancel(p.tid, 'part', { amount: 5_000, key: 'k1' });
    expect(part).toMatchObject({ status: 'DONE', cancelledAmount: 5_000 });
    const again = await gw.cancel(p.tid, 'part', { amount: 5_000, key: 'k1' });
    expect(again).toMatchObject({ cancelledAmount: 5_000 });
    expect(await gw.cancel(p.tid, 'rest+1', { amount: o.payAmount - 5_000 + 1, key: 'k2' })).toBeNull();
    const rest = await gw.cancel(p.tid, 'rest', { amount: o.payAmount - 5_000, key: 'k3' });
    expect(rest).toMatchObject({ status: 'CANCELED', cancelledAmount: o.payAmount });
    expect(await gw.cancel(p.tid, 'more', { amount: 1, key: 'k4' })).toBeNull();
  });
});

describe('virtual-account refunds are paid out to the refund account', () => {
  it('records a payout with the account that only the operator lists and completes, once', async () => {
    const o = await paidOrder([12_000, 8_000], 'vbank');
    const [a] = o.lines as [Ref, Ref];
    const c = claimOf(await ask(a, 'cancel', { reasonCode: 1, refundAccount: account }));
    const approved = await op(`claims/${c.claimSysId}/approve`);
    expect(approved.json.claim).toMatchObject({ refundAmount: 12_000, refundMethod: 'account' });

    const mine = await t.request({ method: 'GET', url: 'operations/refunds/payouts?status=requested', token: buyer });
    expect(mine.json.resultCode).toBe('9403');
    const list = await t.request({ method: 'GET', url: 'operations/refunds/payouts?status=requested', token: admin });
    const payout = (list.json.list as { payoutSysId: number; claimSysId: number }[]).find(
      (x) => x.claimSysId === c.claimSysId,
    )!;
    expect(payout).toMatchObject({ amount: 12_000, bankCode: '004', accountNumber: '123456789012', holder: '김구매' });
    expect((await op(`refunds/payouts/${payout.payoutSysId}/complete`, undefined, other)).json.resultCode).toBe('9403');
    const done = await op(`refunds/payouts/${payout.payoutSysId}/complete`);
    expect(done.json.payout).toMatchObject({ status: 'paid' });
    expect((await op(`refunds/payouts/${payout.payoutSysId}/complete`)).json.resultCode).toBe('7016');
    // the virtual account itself is not cancelled at the gateway: the money went out by transfer
    expect((await payment(o.orderSysId)).status).toBe('paid');
  });
});

describe('return shipping fee (deliverypay, pays/deliveries, deliveries/pays/{id})', () => {
  async function deliveredLine() {
    const o = await paidOrder([30_000]);
    const l = o.lines[0]!;
    await op(`orders/${l.orderSysId}/products/${l.pid}/dispatch`, {
      deliveryCompanyCode: '04',
      invoiceNumber: '123456789012',
    });
    await op(`orders/${l.orderSysId}/products/${l.pid}/delivered`);
    return { ...o, l };
  }
  const url = (l: Ref, tail: string) => `orders/${l.orderSysId}/products/${l.pid}/${tail}`;

  it('a customer-fault return pays 5,000 won through the gateway and is then refunded in full', async () => {
    const { l, payAmount } = await deliveredLine();
    expect((await t.request({ method: 'GET', url: url(l, 'deliverypay'), token: buyer })).json).toMatchObject({
      amount: 0,
      claim: null,
    });
    const c = claimOf(await ask(l, 'return', { reasonCode: 1 }));
    const info = await t.request({ method: 'GET', url: url(l, 'deliverypay'), token: buyer });
    expect(info.json).toMatchObject({ amount: 5000, paid: false });
    expect((await t.request({ method: 'GET', url: url(l, 'deliverypay'), token: other })).json.resultCode).toBe('6100');
    const vbank = await t.request({
      method: 'POST',
      url: url(l, 'deliverypay'),
      token: buyer,
      body: { payMethod: 'vbank' },
    });
    expect(vbank.json.resultCode).toBe('7015');

    const start = await t.request({
      method: 'POST',
      url: url(l, 'deliverypay'),
      token: buyer,
      body: { payMethod: 'card' },
    });
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    const page = await onSandboxPage(t, start, 'view');
    expect(page.body).toContain('5,000원');
    const back = await onSandboxPage(t, start, 'approve');
    expect(back.headers.location).toMatch(
      new RegExp(`^/reqPayComplete/${l.orderSysId}/${l.pid}\\?tid=.+&result=approved`),
    );
    const synced = await t.request({ method: 'POST', url: url(l, 'pays/deliveries'), token: buyer });
    expect(synced.json).toMatchObject({ amount: 0, paid: true });
    const pay = (synced.json.pays as { deliveryPaySysId: number; status: string }[])[0]!;
    expect(pay.status).toBe('paid');
    const one = await t.request({ method: 'GET', url: `deliveries/pays/${pay.deliveryPaySysId}`, token: buyer });
    expect(one.json.deliveryPay).toMatchObject({ amount: 5000, status: 'paid', claimSysId: c.claimSysId });
    expect(
      (await t.request({ method: 'GET', url: `deliveries/pays/${pay.deliveryPaySysId}`, token: other })).json
        .resultCode,
    ).toBe('6100');
    expect(
      (await t.request({ method: 'POST', url: url(l, 'deliverypay'), token: buyer, body: { payMethod: 'card' } })).json
        .resultCode,
    ).toBe('7014');

    for (const step of ['approve', 'receive', 'refund']) await op(`claims/${c.claimSysId}/${step}`);
    const detail = await t.request({ method: 'GET', url: url(l, '').slice(0, -1), token: buyer });
    expect((detail.json.claims as { refundAmount: number }[])[0]!.refundAmount).toBe(payAmount);
  });

  it('unpaid, the customer-fault return keeps the 5,000 won; a declined payment stays unpaid', async () => {
    const { l, payAmount } = await deliveredLine();
    const c = claimOf(await ask(l, 'return', { reasonCode: 4 }));
    const start = await t.request({
      method: 'POST',
      url: url(l, 'deliverypay'),
      token: buyer,
      body: { payMethod: 'card' },
    });
    await onSandboxPage(t, start, 'decline');
    const synced = await t.request({ method: 'POST', url: url(l, 'pays/deliveries'), token: buyer });
    expect(synced.json).toMatchObject({ amount: 5000, paid: false });
    for (const step of ['approve', 'receive', 'refund']) await op(`claims/${c.claimSysId}/${step}`);
    const detail = await t.request({ method: 'GET', url: url(l, '').slice(0, -1), token: buyer });
    expect((detail.json.claims as { refundAmount: number }[])[0]!.refundAmount).toBe(payAmount - 5000);
  });
});
