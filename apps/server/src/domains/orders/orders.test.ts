import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayEvents, plans, planProducts } from '../../db/schema/index.js';
import { login, signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { onSandboxPage } from '../../../test/sandbox-page.js';
import {
  makeProduct,
  placeOrderViaApi,
  stockOf,
  TEST_RECEIVER,
  testOrderBody,
  userIdOf,
  type ApiOrderItem,
} from '../../../test/factories.js';
import { createCatalogService } from '../catalog/catalog.service.js';
import { createTranslationService } from '../translation/translation.service.js';
import { createCheckoutService } from '../checkout/checkout.service.js';
import { createPointsService } from '../points/points.service.js';
import { createSandboxGateway } from '../payments/payments.sandbox.js';
import { createOrdersService } from './orders.service.js';
import { createCouponsService } from '../coupons/coupons.service.js';

const JWT_SECRET = 'orders-test-secret-0123456789-abcdefghijklmnop';
let t: TestContext;
let token: string;
let buyerId: number;
let adminToken: string;

const orderer = { name: '김구매', phone: '010-1234-5678', email: 'buyer@demo.kr' };
const receiver = { ...TEST_RECEIVER, addressDetail: '101호' };

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  ({ token, id: buyerId } = await signIn(t, 'buyer@demo.kr'));
  adminToken = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

async function quote(items: unknown[], extra: Record<string, unknown> = {}, tok: string | undefined = token) {
  return t.request({ method: 'POST', url: 'orders/deliveries', token: tok, body: { items, ...extra } });
}
/** an order of `items` placed through the API (quote, then order) by the buyer unless `tok` is given (undefined: a guest) */
async function order(
  items: ApiOrderItem[],
  opts: {
    key?: string;
    tok?: string | undefined;
    pointAmount?: number;
    delta?: number;
    payMethod?: 'card' | 'vbank';
    post?: string;
  } = {},
) {
  const postNumber = opts.post ?? receiver.postNumber;
  return placeOrderViaApi(t, {
    token: 'tok' in opts ? opts.tok : token,
    items,
    payMethod: opts.payMethod,
    pointAmount: opts.pointAmount,
    postNumber,
    amountOff: opts.delta,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    extra: { orderer, receiver: { ...receiver, postNumber } },
  });
}

describe('cart (users/{id}/baskets)', () => {
  it('adds option combinations, refuses a duplicate, a missing option and a quantity above stock', async () => {
    const p = await makeProduct(t.database.db, {
      price: 20000,
      stock: 10,
      options: [
        {
          group: '색상',
          values: [
            { name: '빨강', stock: 5 },
            { name: '파랑', stock: 5, addedPrice: 1000 },
          ],
        },
      ],
      adding: [{ name: '선물 포장', price: 2000, stock: 3 }],
    });
    const url = `users/${buyerId}/baskets`;
    const ok = await t.request({
      method: 'POST',
      url,
      token,
      form: true,
      body: {
        prdtSysId: p.prdtSysId,
        optionGroups: [
          { optionQty: 2, productOptions: [{ prdtOptionSysId: p.optionIds['빨강'] }] },
          { optionQty: 1, productOptions: [{ prdtOptionSysId: p.optionIds['파랑'] }] },
        ],
        addingProducts: [{ prdtAddingProductDetailSysId: p.addingIds['선물 포장'], addingQty: 1 }],
      },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((ok.json.basketSysIds as number[]).length).toBe(2);

    const dup = await t.request({
      method: 'POST',
      url,
      token,
      body: {
        prdtSysId: p.prdtSysId,
        optionGroups: [
          { optionQty: 1, productOptions: [{ prdtOptionSysId: p.optionIds['빨강'] }] },
          { optionQty: 1, productOptions: [{ prdtOptionSysId: p.optionIds['빨강'] }] },
        ],
      },
    });
    expect(dup.json.resultCode).toBe('6003');
    const noOption = await t.request({ method: 'POST', url, token, body: { prdtSysId: p.prdtSysId, basketQty: 1 } });
    expect(noOption.json.resultCode).toBe('6002');
    // 2 red already in the cart + 4 more > 5 in stock
    const over = await t.request({
      method: 'POST',
      url,
      token,
      headers: { 'accept-language': 'en' },
      body: {
        prdtSysId: p.prdtSysId,
        optionGroups: [{ optionQty: 4, productOptions: [{ prdtOptionSysId: p.optionIds['빨강'] }] }],
      },
    });
    expect(over.status).toBe(409);
    expect(over.json.resultCode).toBe('6004');
    expect(over.json.message).toBe('The quantity exceeds what can be bought.');

    const list = await t.request({ method: 'GET', url: `${url}/list`, token });
    const lines = list.json.baskets as {
      basketSysId: number;
      price: number;
      lineAmount: number;
      basketQty: number;
      options: { optionKeyName: string }[];
    }[];
    const red = lines.find((l) => l.options[0]?.optionKeyName === '빨강')!;
    const blue = lines.find((l) => l.options[0]?.optionKeyName === '파랑')!;
    expect(red.basketQty).toBe(2);
    expect(red.lineAmount).toBe(20000 * 2 + 2000);
    expect(blue.price).toBe(21000);

    // option change onto an existing combination is a duplicate; quantity change within stock works
    const clash = await t.request({
      method: 'PUT',
      url: `${url}/${blue.basketSysId}`,
      token,
      body: { productOptions: [{ prdtOptionSysId: p.optionIds['빨강'] }] },
    });
    expect(clash.json.resultCode).toBe('6003');
    const qty = await t.request({ method: 'PUT', url: `${url}/${blue.basketSysId}`, token, body: { basketQty: 5 } });
    expect((qty.json.basket as { basketQty: number }).basketQty).toBe(5);
    const tooMany = await t.request({
      method: 'PUT',
      url: `${url}/${blue.basketSysId}`,
      token,
      body: { basketQty: 6 },
    });
    expect(tooMany.json.resultCode).toBe('6004');

    const del = await t.request({ method: 'DELETE', url: `${url}/${blue.basketSysId}`, token });
    expect(del.json.deleted).toBe(1);
    const delList = await t.request({ method: 'DELETE', url: `${url}/list?basketSysIds=${red.basketSysId}`, token });
    expect(delList.json.deleted).toBe(1);
    const other = await t.request({ method: 'GET', url: `users/${buyerId + 1}/baskets/list`, token });
    expect(other.json.resultCode).toBe('1007');
  });

  it('merges a guest cart item by item, skipping sold-out and hidden products, and refuses event products', async () => {
    const a = await makeProduct(t.database.db, { price: 5000, stock: 5 });
    const soldOut = await makeProduct(t.database.db, { price: 5000, stock: 5, isSoldout: 1 });
    const hidden = await makeProduct(t.database.db, { price: 5000, stock: 5, isDisplay: 0 });
    const merged = await t.request({
      method: 'POST',
      url: `users/${buyerId}/baskets`,
      token,
      body: {
        items: [
          { prdtSysId: a.prdtSysId, basketQty: 2 },
          { prdtSysId: soldOut.prdtSysId, basketQty: 1 },
          { prdtSysId: hidden.prdtSysId, basketQty: 1 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    expect((merged.json.basketSysIds as number[]).length).toBe(1);
    expect((merged.json.skipped as { resultCode: string }[]).map((s) => s.resultCode)).toEqual(['3003', '3002']);

    const [plan] = await t.database.db
      .insert(plans)
      .values({
        planType: 'event',
        title: '이벤트',
        bannerImageUrl: '/x.svg',
        startDate: new Date(0),
        endDate: new Date(4e12),
      })
      .returning();
    const [pp] = await t.database.db
      .insert(planProducts)
      .values({ planSysId: plan!.planSysId, prdtSysId: a.prdtSysId })
      .returning();
    const ev = await t.request({
      method: 'POST',
      url: `users/${buyerId}/baskets`,
      token,
      body: { prdtSysId: a.prdtSysId, basketQty: 1, planPrdtSysId: pp!.planPrdtSysId },
    });
    expect(ev.json.resultCode).toBe('6006');
    const guest = await t.request({ method: 'GET', url: `users/${buyerId}/baskets/list` });
    expect(guest.json.resultCode).toBe('1004');
  });
});

describe('checkout and orders', () => {
  it('quotes delivery fees and the Jeju extra cost on the server', async () => {
    const p = await makeProduct(t.database.db, {
      price: 12000,
      stock: 50,
      delivery: { type: 2, price: 3000, freeMin: 30000 },
    });
    const small = await quote([{ prdtSysId: p.prdtSysId, qty: 2 }], { postNumber: '06236' });
    expect(small.json.amounts).toMatchObject({
      prdtPrice: 24000,
      deliveryPrice: 3000,
      addDeliveryCost: 0,
      payAmount: 27000,
    });
    const big = await quote([{ prdtSysId: p.prdtSysId, qty: 3 }], { postNumber: '63100' });
    const amounts = big.json.amounts as { deliveryPrice: number; addDeliveryCost: number; payAmount: number };
    expect(amounts.deliveryPrice).toBe(0);
    expect(amounts.addDeliveryCost).toBeGreaterThan(0);
    expect(amounts.payAmount).toBe(36000 + amounts.addDeliveryCost);
    expect((big.json.extraArea as { type: string }).type).toBe('jeju');
  });

  it('refuses a total 1 won off before anything is reserved, then creates the order and reserves stock', async () => {
    const p = await makeProduct(t.database.db, {
      price: 10000,
      stock: 5,
      options: [{ group: '사이즈', values: [{ name: 'M', stock: 3 }] }],
    });
    const items = [{ prdtSysId: p.prdtSysId, qty: 2, options: [p.optionIds['M']] }];
    const off = await order(items, { delta: 1 });
    expect(off.status).toBe(409);
    expect(off.json.resultCode).toBe('6105');
    expect(await stockOf(t.database.db, p.prdtSysId)).toEqual({ stock: 5, options: { M: 3 } });

    const ok = await order(items);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const o = ok.json.order as { status: number; orderNumber: string; amounts: { payAmount: number } };
    expect(o.status).toBe(0);
    expect(o.amounts.payAmount).toBe(20000);
    expect(o.orderNumber).toMatch(/^\d{16}$/);
    expect(await stockOf(t.database.db, p.prdtSysId)).toEqual({ stock: 3, options: { M: 1 } });
    const again = await order([{ prdtSysId: p.prdtSysId, qty: 2, options: [p.optionIds['M']] }]).catch(() => null);
    // the quote already sees only 1 M left
    expect(again).toBeNull();
  });

  it('requires the payment method, the terms and the 14+ confirmation', async () => {
    const p = await makeProduct(t.database.db, { price: 1000, stock: 5 });
    const base = { ...testOrderBody([{ prdtSysId: p.prdtSysId, qty: 1 }], 'card', 1000), orderer, receiver };
    const noMethod = await t.request({ method: 'POST', url: 'orders', token, body: { ...base, payMethod: null } });
    expect(noMethod.json.resultCode).toBe('6109');
    const noTerms = await t.request({
      method: 'POST',
      url: 'orders',
      token,
      body: { ...base, payMethod: 'card', agreePayTerms: false },
    });
    expect(noTerms.json.resultCode).toBe('6110');
    const noAge = await t.request({
      method: 'POST',
      url: 'orders',
      token,
      body: { ...base, payMethod: 'card', confirmAge14: false },
    });
    expect(noAge.json.resultCode).toBe('6111');
    const bad = await t.request({
      method: 'POST',
      url: 'orders',
      token,
      body: { ...base, payMethod: 'card', orderer: { name: '', phone: 'x' } },
    });
    expect(bad.json.resultCode).toBe('9422');
  });

  it('uses points from 1,000 held in steps of 100 and gives them back when the order is cancelled', async () => {
    const p = await makeProduct(t.database.db, { price: 9000, stock: 10 });
    const items = [{ prdtSysId: p.prdtSysId, qty: 1 }];
    const odd = await quote(items, { pointAmount: 1050 });
    expect(odd.json.resultCode).toBe('6108');
    const tooMuch = await quote(items, { pointAmount: 9000 });
    expect(tooMuch.json.resultCode).toBe('6107');
    const ok = await order(items, { pointAmount: 1000 });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const o = ok.json.order as { orderSysId: number; amounts: { payAmount: number; pointAmount: number } };
    expect(o.amounts).toMatchObject({ pointAmount: 1000, payAmount: 8000 });
    let hist = await t.request({ method: 'GET', url: `users/${buyerId}/points/list`, token });
    expect(hist.json.balance).toBe(4000);
    expect((hist.json.entries as { kind: string; amount: number }[])[0]).toMatchObject({ kind: 'used', amount: -1000 });

    const cancel = await t.request({ method: 'DELETE', url: `orders/${o.orderSysId}`, token });
    expect((cancel.json.order as { status: number }).status).toBe(102);
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(10);
    hist = await t.request({ method: 'GET', url: `users/${buyerId}/points/list`, token });
    expect(hist.json.balance).toBe(5000);
    expect((hist.json.entries as { kind: string }[])[0]!.kind).toBe('canceled');
    const twice = await t.request({ method: 'DELETE', url: `orders/${o.orderSysId}`, token });
    expect(twice.json.resultCode).toBe('6112');
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(10);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    const p = await makeProduct(t.database.db, { price: 3000, stock: 20 });
    const items = [{ prdtSysId: p.prdtSysId, qty: 1 }];
    const first = await order(items, { key: 'key-replay-1' });
    const second = await order(items, { key: 'key-replay-1' });
    expect(second.status).toBe(200);
    expect((second.json.order as { orderSysId: number }).orderSysId).toBe(
      (first.json.order as { orderSysId: number }).orderSysId,
    );
    expect(second.json.replayed).toBe(true);
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(19);
    const other = await order([{ prdtSysId: p.prdtSysId, qty: 2 }], { key: 'key-replay-1' });
    expect(other.json.resultCode).toBe('6114');

    // ten identical requests at the same moment: one order
    const q = await quote(items, { postNumber: receiver.postNumber });
    const body = {
      ...testOrderBody(items, 'card', (q.json.amounts as { payAmount: number }).payAmount),
      orderer,
      receiver,
    };
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'POST', url: 'orders', token, headers: { 'idempotency-key': 'same-10' }, body }),
      ),
    );
    const ids = new Set(all.map((r) => (r.json.order as { orderSysId: number } | undefined)?.orderSysId));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(18);
  });
});

describe('payments with the sandbox gateway', () => {
  it('card: approval page → approve → the server confirms by asking the gateway → paid', async () => {
    const p = await makeProduct(t.database.db, { price: 15000, stock: 5 });
    const o = (await order([{ prdtSysId: p.prdtSysId, qty: 1 }])).json.order as { orderSysId: number };
    const pay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      headers: { 'idempotency-key': `pay-${o.orderSysId}` },
      body: { payMethod: 'card' },
    });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    const redirect = pay.json.redirectUrl as string;
    expect(redirect).toMatch(/^\/api\/v1\/pg\/sandbox\/pay\/sbx_/);
    const replay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      headers: { 'idempotency-key': `pay-${o.orderSysId}` },
      body: { payMethod: 'card' },
    });
    expect(replay.json.redirectUrl).toBe(redirect);

    const page = await onSandboxPage(t, pay, 'view');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('15,000원');
    // the caller's body claiming "paid" is ignored: nothing is approved yet
    const early = await t.request({
      method: 'PATCH',
      url: `orders/pays/${o.orderSysId}/notifies`,
      token,
      body: { status: 'DONE' },
    });
    expect((early.json.order as { status: number }).status).toBe(0);

    const approved = await onSandboxPage(t, pay, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(
      new RegExp(`^/BuyComplete\\?orderSysId=${o.orderSysId}&tid=sbx_.+&result=approved$`),
    );
    const after = await t.request({ method: 'PATCH', url: `orders/pays/${o.orderSysId}/notifies`, token });
    expect((after.json.order as { status: number }).status).toBe(2);
    expect(after.json.payment as { status: string; amount: number }).toMatchObject({ status: 'paid', amount: 15000 });
    const cancelPaid = await t.request({ method: 'DELETE', url: `orders/${o.orderSysId}`, token });
    expect(cancelPaid.json.resultCode).toBe('6113');
    const repay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'card' },
    });
    expect(repay.json.resultCode).toBe('6112');
  });

  it('card declined: the order stays unpaid and can be paid again', async () => {
    const p = await makeProduct(t.database.db, { price: 7000, stock: 5 });
    const o = (await order([{ prdtSysId: p.prdtSysId, qty: 1 }])).json.order as { orderSysId: number };
    const pay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'easypay', easyPayProvider: 'kakaopay' },
    });
    const declined = await onSandboxPage(t, pay, 'decline');
    expect(declined.headers.location).toContain('result=declined');
    const after = await t.request({ method: 'GET', url: `orders/pays/${o.orderSysId}`, token });
    expect((after.json.payment as { status: string }).status).toBe('declined');
    expect((after.json.order as { status: number }).status).toBe(0);
    const retry = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'transfer' },
    });
    expect(retry.status).toBe(200);
  });

  it('virtual account: deposit details, a deposit under another name is not confirmed, the right one is', async () => {
    const p = await makeProduct(t.database.db, { price: 25000, stock: 5 });
    const o = (await order([{ prdtSysId: p.prdtSysId, qty: 1 }], { payMethod: 'vbank' })).json.order as {
      orderSysId: number;
    };
    const pay = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'vbank', depositorName: '김구매' },
    });
    expect((pay.json.order as { status: number }).status).toBe(1);
    const vbank = (
      pay.json.payment as {
        vbank: { accountNumber: string; bankName: string; holder: string; dueAt: string; depositorName: string };
      }
    ).vbank;
    expect(vbank.bankName).toBeTruthy();
    expect(vbank.depositorName).toBe('김구매');
    expect(new Date(vbank.dueAt).getTime()).toBeGreaterThan(t.clock.now);

    // a forged notification (wrong key) and a validly signed one for an undeposited account change nothing
    const tid = (pay.json.payment as { tid: string }).tid;
    const forged = JSON.stringify({
      eventId: 'evt_forged',
      eventType: 'DEPOSIT_CALLBACK',
      tid,
      createdAt: new Date().toISOString(),
    });
    const bad = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      headers: {
        'content-type': 'text/plain',
        'x-sandbox-signature': createHmac('sha256', 'wrong').update(forged).digest('hex'),
      },
      payload: forged,
    });
    expect(bad.statusCode).toBe(401);
    const key = createHmac('sha256', new TextEncoder().encode(JWT_SECRET)).update('sandbox-pg-webhook').digest();
    const signed = JSON.stringify({
      eventId: 'evt_claims_paid',
      eventType: 'DEPOSIT_CALLBACK',
      tid,
      createdAt: new Date().toISOString(),
    });
    const sig = createHmac('sha256', key).update(signed).digest('hex');
    const send = () =>
      t.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/sandbox',
        headers: { 'content-type': 'text/plain', 'x-sandbox-signature': sig },
        payload: signed,
      });
    const first = JSON.parse((await send()).body).jsonData;
    expect(first).toMatchObject({ duplicate: false, outcome: 'pending' });
    let now = await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token });
    expect((now.json.order as { status: number }).status).toBe(1);

    const deposit = (body: object) =>
      t.request({ method: 'POST', url: 'payments/sandbox/deposits', token: adminToken, body });
    expect(
      (await deposit({ accountNumber: vbank.accountNumber, depositorName: '홍길동', amount: 25000 })).json.matched,
    ).toBe(false);
    expect(
      (await deposit({ accountNumber: vbank.accountNumber, depositorName: '김구매', amount: 24999 })).json.matched,
    ).toBe(false);
    now = await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token });
    expect((now.json.order as { status: number }).status).toBe(1);
    const buyerTry = await t.request({
      method: 'POST',
      url: 'payments/sandbox/deposits',
      token,
      body: { accountNumber: vbank.accountNumber, depositorName: '김구매', amount: 25000 },
    });
    expect(buyerTry.json.resultCode).toBe('9403');
    const good = await deposit({ accountNumber: vbank.accountNumber, depositorName: '김구매', amount: 25000 });
    expect(good.json).toMatchObject({ matched: true, orderSysId: o.orderSysId, orderStatus: 2 });

    // the same event again is stored once and changes nothing
    const replayed = JSON.parse((await send()).body).jsonData;
    expect(replayed).toMatchObject({ duplicate: true });
    const events = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.tid, tid));
    expect(events.filter((e) => e.eventId === 'evt_claims_paid')).toHaveLength(1);
    expect(events.some((e) => e.eventType === 'DEPOSIT_CALLBACK' && e.outcome === 'paid')).toBe(true);
  });

  it('an unpaid order past its due time (a card order: its payment session) is cancelled and its stock released', async () => {
    const p = await makeProduct(t.database.db, { price: 4000, stock: 4 });
    const o = (await order([{ prdtSysId: p.prdtSysId, qty: 3 }])).json.order as {
      orderSysId: number;
      payDueAt: string;
    };
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(1);
    t.clock.advance(new Date(o.payDueAt).getTime() - t.clock.now + 1000);
    token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    const late = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/pays`,
      token,
      body: { payMethod: 'card' },
    });
    expect(late.json.resultCode).toBe('6116');
    expect((await stockOf(t.database.db, p.prdtSysId)).stock).toBe(4);
    const read = await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token });
    expect((read.json.order as { status: number }).status).toBe(102);
  });
});

describe('release service (the jobs role calls it)', () => {
  it('expireUnpaid cancels every unpaid order past due once, giving back stock and points; expireDue ends old points', async () => {
    const db = t.database.db;
    const now = () => new Date(t.clock.now);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const points = createPointsService(db, now);
    const coupons = createCouponsService(db, now);
    const orders = createOrdersService({
      coupons,
      db,
      now,
      checkout: createCheckoutService({
        db,
        catalog: createCatalogService({ db, now, translation: createTranslationService({ translator: undefined }) }),
        coupons,
        now,
      }),
      points,
      gateway: createSandboxGateway({ db, secret, now, notify: async () => undefined }),
      secret,
    });
    token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    await orders.expireUnpaid(); // earlier tests' orders whose due time the moved clock has passed
    const p = await makeProduct(db, { price: 5000, stock: 6 });
    const balance = await points.balance(db, buyerId);
    const made = await order([{ prdtSysId: p.prdtSysId, qty: 2 }], { pointAmount: 1000 });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(await points.balance(db, buyerId)).toBe(balance - 1000);
    expect(await orders.expireUnpaid()).toBe(0);
    t.clock.advance(3 * 86_400_000);
    expect(await orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await orders.expireUnpaid()).toBe(0);
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(6);
    expect(await points.balance(db, buyerId)).toBe(balance);
    // a year and a day later every carrying entry has expired
    t.clock.advance(367 * 86_400_000);
    const r = await points.expireDue();
    expect(r.points).toBe(balance);
    expect(await points.balance(db, buyerId)).toBe(0);
    expect((await points.expireDue()).expired).toBe(0);
    token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  });
});

describe('non-member orders', () => {
  it('buys without an account, reads the order only with its token, and finds it by number and phone', async () => {
    const p = await makeProduct(t.database.db, { price: 11000, stock: 5 });
    const res = await order([{ prdtSysId: p.prdtSysId, qty: 1 }], { tok: undefined });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const o = res.json.order as { orderSysId: number; orderNumber: string; isMember: boolean };
    expect(o.isMember).toBe(false);
    const orderToken = res.json.orderToken as string;
    expect(orderToken).toBeTruthy();
    expect((await t.request({ method: 'GET', url: `orders/${o.orderSysId}` })).json.resultCode).toBe('6100');
    expect((await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token })).json.resultCode).toBe('6100');
    const own = await t.request({
      method: 'GET',
      url: `orders/${o.orderSysId}/products`,
      headers: { 'x-order-token': orderToken },
    });
    expect((own.json.products as unknown[]).length).toBe(1);

    const ip = '10.9.9.9';
    const wrong = await t.request({
      method: 'GET',
      url: `orders/nonUser/product?orderNumber=${o.orderNumber}&phone=01000000000`,
      ip,
    });
    expect(wrong.json.resultCode).toBe('6118');
    const found = await t.request({
      method: 'GET',
      url: `orders/nonUser/product?orderNumber=${o.orderNumber}&phone=010-1234-5678`,
      ip,
    });
    expect((found.json.order as { orderSysId: number }).orderSysId).toBe(o.orderSysId);
    expect(found.json.orderToken).toBe(orderToken);
    for (let i = 0; i < 8; i++)
      await t.request({ method: 'GET', url: `orders/nonUser/product?orderNumber=x&phone=0`, ip });
    const limited = await t.request({
      method: 'GET',
      url: `orders/nonUser/product?orderNumber=${o.orderNumber}&phone=01012345678`,
      ip,
    });
    expect(limited.status).toBe(429);
    expect(await userIdOf(t.database.db, 'buyer@demo.kr')).toBe(buyerId);
  });
});
