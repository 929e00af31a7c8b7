import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, placeOrderViaApi } from '../../../test/factories.js';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { createTossGateway, TOSS_ESCROW_MANUAL } from './payments.toss.js';
import { startFakeToss } from './payments.toss.fixtures.js';

const KEY = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';
let toss: Awaited<ReturnType<typeof startFakeToss>>;
let t: TestContext;
let buyer: string;

beforeAll(async () => {
  toss = await startFakeToss(KEY);
  t = await startTestApp({
    PAYMENT_GATEWAY: 'toss',
    TOSS_SECRET_KEY: KEY,
    TOSS_API_BASE_URL: toss.baseUrl,
    PUBLIC_URL: 'https://shop.example.kr',
  });
  buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

async function newOrder(payMethod: 'card' | 'vbank', extra: Record<string, unknown> = {}) {
  const p = await makeProduct(t.database.db, { price: 23000, stock: 5 });
  const r = await placeOrderViaApi(t, { token: buyer, items: [{ prdtSysId: p.prdtSysId, qty: 1 }], payMethod, extra });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.order as { orderSysId: number; orderNumber: string; amounts: { payAmount: number } };
}
/** the buyer opens the payment of the order (POST orders/{id}/pays) */
const openPayment = (orderSysId: number, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `orders/${orderSysId}/pays`, token: buyer, body });
const orderStatus = async (id: number) =>
  ((await t.request({ method: 'GET', url: `orders/${id}`, token: buyer })).json.order as { status: number }).status;
const webhook = (body: unknown) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/toss',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('Toss Payments gateway (PAYMENT_GATEWAY=toss)', () => {
  it('card: opens the Toss window, then confirms the approved payment with the order amount', async () => {
    const o = await newOrder('card');
    const pay = await openPayment(o.orderSysId, { payMethod: 'card' });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    const key = (pay.json.payment as { tid: string }).tid;
    expect(pay.json.redirectUrl).toBe(`${toss.baseUrl}/checkout/${key}`);
    const created = toss.requests.find((r) => r.path === '/v1/payments' && r.body.orderId === o.orderNumber)!;
    expect(created.body).toMatchObject({
      method: '카드',
      amount: o.amounts.payAmount,
      successUrl: `https://shop.example.kr/BuyComplete?orderSysId=${o.orderSysId}&result=approved`,
      failUrl: `https://shop.example.kr/BuyComplete?orderSysId=${o.orderSysId}&result=declined`,
    });
    // before the buyer approves nothing is confirmed
    await t.request({ method: 'PATCH', url: `orders/pays/${o.orderSysId}/notifies`, token: buyer });
    expect(await orderStatus(o.orderSysId)).toBe(0);
    toss.approve(key);
    const done = await t.request({ method: 'PATCH', url: `orders/pays/${o.orderSysId}/notifies`, token: buyer });
    expect(done.json.payment).toMatchObject({ status: 'paid', tid: key });
    expect(await orderStatus(o.orderSysId)).toBe(2);
    const confirm = toss.requests.find((r) => r.path === '/v1/payments/confirm' && r.body.paymentKey === key)!;
    expect(confirm.body).toEqual({ paymentKey: key, orderId: o.orderNumber, amount: o.amounts.payAmount });
  });

  it('refunds an approved cancel through Toss with an idempotency key; status-change webhooks are re-read from Toss', async () => {
    const o = await newOrder('card');
    const pay = await openPayment(o.orderSysId, { payMethod: 'card' });
    const key = (pay.json.payment as { tid: string }).tid;
    toss.approve(key);
    // Toss tells us the status changed: the body is only a hint, the payment is read from Toss
    const forged = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '',
      data: { paymentKey: 'tviva-none' },
    });
    expect(forged.statusCode).toBe(401);
    const hint = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '',
      data: { paymentKey: key, status: 'DONE' },
    });
    expect(hint.statusCode, hint.body).toBe(200);
    expect(await orderStatus(o.orderSysId)).toBe(2);

    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const detail = await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token: buyer });
    const pid = (detail.json.products as { orderPrdtSysId: number }[])[0]!.orderPrdtSysId;
    const claim = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${pid}/proposaling/cancel`,
      token: buyer,
      body: { reasonCode: 1 },
    });
    const claimSysId = (claim.json.claim as { claimSysId: number }).claimSysId;
    const approved = await t.request({ method: 'POST', url: `operations/claims/${claimSysId}/approve`, token: admin });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const cancels = toss.requests.filter((r) => r.path === `/v1/payments/${key}/cancel`);
    expect(cancels.length).toBeGreaterThanOrEqual(1);
    expect(cancels[0]!.idempotencyKey).toBeTruthy();
    expect(toss.payments.get(key)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('virtual account: issues it with escrow and the cash receipt, and takes the deposit only with its secret', async () => {
    const o = await newOrder('vbank', { escrow: true, cashReceipt: { type: 'income', identity: '010-3333-4444' } });
    const pay = await openPayment(o.orderSysId, { payMethod: 'vbank', bankCode: '088', depositorName: '김구매' });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    expect(pay.json.payment).toMatchObject({
      status: 'waitingDeposit',
      vbank: { bankCode: '088', bankName: '신한은행', depositorName: '김구매', holder: '(주)라이브커머스 데모' },
    });
    const issued = toss.requests.find((r) => r.path === '/v1/virtual-accounts' && r.body.orderId === o.orderNumber)!;
    expect(issued.body).toMatchObject({
      amount: o.amounts.payAmount,
      bank: '88',
      customerName: '김구매',
      useEscrow: true,
      cashReceipt: { type: '소득공제', registrationNumber: '01033334444' },
    });
    expect(await orderStatus(o.orderSysId)).toBe(1);

    const callback = toss.deposit(o.orderNumber);
    const forged = await webhook({ ...callback, secret: 'ps_forged_secret_000000000' });
    expect(forged.statusCode).toBe(401);
    expect(JSON.parse(forged.body).jsonData.resultCode).toBe('6117');
    expect(await orderStatus(o.orderSysId)).toBe(1);
    const real = await webhook(callback);
    expect(real.statusCode, real.body).toBe(200);
    expect(await orderStatus(o.orderSysId)).toBe(2);
    const again = await webhook(callback);
    expect(JSON.parse(again.body).jsonData).toMatchObject({ duplicate: true });

    // issue 33: Toss's API v1 has no escrow delivery call: dispatching records it for the operator to register
    const admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
    const lines = (await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token: buyer })).json.products as {
      orderPrdtSysId: number;
    }[];
    const before = toss.requests.length;
    const sent = await t.request({
      method: 'POST',
      url: `operations/orders/${o.orderSysId}/products/${lines[0]!.orderPrdtSysId}/dispatch`,
      token: admin,
      body: { deliveryCompanyCode: '04', invoiceNumber: '612345678901' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(toss.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderSysId, o.orderSysId));
    expect(p!.escrowDelivery).toMatchObject({
      status: 'manual',
      reason: TOSS_ESCROW_MANUAL,
      invoiceNumber: '612345678901',
    });
  });

  it('virtual account without the buyer’s receipt: self-issued to the NTS number (국세청 자진발급)', async () => {
    const o = await newOrder('vbank');
    const pay = await openPayment(o.orderSysId, { payMethod: 'vbank', bankCode: '088', depositorName: '김구매' });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    const issued = toss.requests.find((r) => r.path === '/v1/virtual-accounts' && r.body.orderId === o.orderNumber)!;
    expect(issued.body).toMatchObject({ cashReceipt: { type: '소득공제', registrationNumber: '0100001234' } });
  });

  it('cancels in part with an idempotency key, never more than what is left', async () => {
    const gw = createTossGateway({
      secretKey: KEY,
      baseUrl: toss.baseUrl,
      publicUrl: 'https://shop.example.kr',
      holderName: '(주)데모',
    });
    const { tx } = await gw.create({
      merchantOrderId: 'ORD-PARTIAL-1',
      orderName: '부분 취소',
      amount: 30000,
      method: 'card',
      easyPayProvider: null,
      depositorName: null,
      bankCode: null,
      returnUrl: '/BuyComplete?orderSysId=1',
      dueAt: new Date(Date.now() + 86_400_000),
    });
    toss.approve(tx.tid);
    expect((await gw.confirm(tx.tid, 30000)).status).toBe('DONE');
    const first = await gw.cancel(tx.tid, '부분 반품', { amount: 10000, key: 'claim-1' });
    expect(first).toMatchObject({ status: 'DONE', cancelledAmount: 10000 });
    const replay = await gw.cancel(tx.tid, '부분 반품', { amount: 10000, key: 'claim-1' });
    expect(replay).toMatchObject({ cancelledAmount: 10000 });
    const cancelCalls = toss.requests.filter((r) => r.path === `/v1/payments/${tx.tid}/cancel`);
    expect(cancelCalls[0]).toMatchObject({ idempotencyKey: 'claim-1', body: { cancelAmount: 10000 } });
    expect(await gw.cancel(tx.tid, '과다', { amount: 25000, key: 'claim-2' })).toBeNull();
    const rest = await gw.cancel(tx.tid, '전액', { key: 'claim-3' });
    expect(rest).toMatchObject({ status: 'CANCELED', cancelledAmount: 30000 });
  });

  it('answers a clean payment failure when Toss refuses the key', async () => {
    const gw = createTossGateway({
      secretKey: 'test_sk_wrong',
      baseUrl: toss.baseUrl,
      publicUrl: 'https://x.kr',
      holderName: 'x',
    });
    await expect(
      gw.create({
        merchantOrderId: 'ORD-BAD-KEY',
        orderName: 'x',
        amount: 1000,
        method: 'card',
        easyPayProvider: null,
        depositorName: null,
        bankCode: null,
        returnUrl: '/BuyComplete',
        dueAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: '6101' });
    const good = createTossGateway({
      secretKey: KEY,
      baseUrl: toss.baseUrl,
      publicUrl: 'https://x.kr',
      holderName: 'x',
    });
    expect(await good.get('tviva-unknown')).toBeNull();
  });
});
