import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, productAddingProductDetails, sandboxPgTransactions } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidOrderViaApi, stockOf } from '../../../test/factories.js';
import { createPointsService } from '../points/points.service.js';
import { hugeDimensionPng, photoWithGps } from '../uploads/uploads.fixtures.js';
import { multipartForm } from '../../../test/multipart.js';

let t: TestContext;
let buyer: string;
let buyerId: number;
let other: string;
let otherId: number;
let admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  const b = await login(t, 'buyer@demo.kr');
  buyer = b.json.accessToken as string;
  buyerId = b.json.authSysId as number;
  const o = await login(t, 'seller@demo.kr');
  other = o.json.accessToken as string;
  otherId = o.json.authSysId as number;
  admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

async function relogin() {
  buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  other = (await login(t, 'seller@demo.kr')).json.accessToken as string;
  admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
}

/** A member order paid through the sandbox gateway: card (approval page) or virtual account (deposit). */
async function paidOrder(opts: {
  price: number;
  qty?: number;
  stock?: number;
  pointAmount?: number;
  payMethod?: 'card' | 'vbank';
  /** a gift-wrap adding product of 2,000 won, 4 in stock, bought once with the line */
  withAdding?: boolean;
}) {
  const p = await makeProduct(t.database.db, {
    price: opts.price,
    stock: opts.stock ?? 10,
    ...(opts.withAdding ? { adding: [{ name: '선물 포장', price: 2000, stock: 4 }] } : {}),
  });
  const items = [
    {
      prdtSysId: p.prdtSysId,
      qty: opts.qty ?? 1,
      ...(opts.withAdding
        ? { addingProducts: [{ prdtAddingProductDetailSysId: p.addingIds['선물 포장']!, addingQty: 1 }] }
        : {}),
    },
  ];
  const order = await paidOrderViaApi(t, {
    token: buyer,
    items,
    payMethod: opts.payMethod ?? 'card',
    pointAmount: opts.pointAmount ?? 0,
    staffToken: admin,
  });
  const read = await t.request({ method: 'GET', url: `orders/${order.orderSysId}`, token: buyer });
  expect((read.json.order as { status: number }).status).toBe(2);
  return {
    orderSysId: order.orderSysId,
    pid: order.pid,
    prdtSysId: p.prdtSysId,
    addingId: p.addingIds['선물 포장'],
    payAmount: order.payAmount,
  };
}

const addingStock = async (id: number | undefined) =>
  (
    await t.database.db
      .select({ stock: productAddingProductDetails.stock })
      .from(productAddingProductDetails)
      .where(eq(productAddingProductDetails.prdtAddingProductDetailSysId, id!))
  )[0]!.stock;

const line = (o: { orderSysId: number; pid: number }, tok = buyer) =>
  t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: tok });
const statusOf = async (o: { orderSysId: number; pid: number }) => (await line(o, admin)).json.status as number;
const ask = (o: { orderSysId: number; pid: number }, type: string, body: object, tok = buyer) =>
  t.request({ method: 'POST', url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/${type}`, token: tok, body });
const op = (path: string, body?: object, tok = admin) =>
  t.request({ method: 'POST', url: `operations/${path}`, token: tok, ...(body ? { body } : {}) });
const dispatch = (o: { orderSysId: number; pid: number }) =>
  op(`orders/${o.orderSysId}/products/${o.pid}/dispatch`, { deliveryCompanyCode: '04', invoiceNumber: '123456789012' });
const delivered = (o: { orderSysId: number; pid: number }) => op(`orders/${o.orderSysId}/products/${o.pid}/delivered`);
const balance = () => createPointsService(t.database.db, () => new Date(t.clock.now)).balance(t.database.db, buyerId);

describe('operator dispatch and purchase confirmation', () => {
  it('confirms only after dispatch (2006 before), records the history and refuses others', async () => {
    const o = await paidOrder({ price: 12000 });
    const early = await t.request({
      method: 'PATCH',
      url: `users/${buyerId}/orders/${o.pid}/completedPurcharse`,
      token: buyer,
    });
    expect(early.json.resultCode).toBe('2006');
    expect(early.status).toBe(409);
    expect(await statusOf(o)).toBe(2);

    // a shopper cannot use the operator calls; a bad carrier is refused
    expect(
      (
        await op(
          `orders/${o.orderSysId}/products/${o.pid}/dispatch`,
          { deliveryCompanyCode: '04', invoiceNumber: '123456789012' },
          buyer,
        )
      ).json.resultCode,
    ).toBe('9403');
    expect(
      (await op(`orders/${o.orderSysId}/products/${o.pid}/dispatch`, { deliveryCompanyCode: '99', invoiceNumber: '1' }))
        .json.resultCode,
    ).toBe('9422');

    const d = await dispatch(o);
    expect(d.status, JSON.stringify(d.json)).toBe(200);
    expect(d.json).toMatchObject({
      status: 4,
      delivery: { deliveryCompanyCode: '04', deliveryCompanyName: 'CJ대한통운', invoiceNumber: '123456789012' },
    });
    expect((await dispatch(o)).json.resultCode).toBe('7001');
    const tracking = await t.request({
      method: 'GET',
      url: `orders/${o.orderSysId}/products/${o.pid}/deliveries`,
      token: buyer,
    });
    expect(tracking.json.delivery).toMatchObject({ invoiceNumber: '123456789012', deliveredAt: null });

    // another member's token: the line is not revealed, and the confirmation is refused
    expect((await line(o, other)).json.resultCode).toBe('6100');
    expect(
      (await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}/deliveries`, token: other }))
        .json.resultCode,
    ).toBe('6100');
    expect(
      (await t.request({ method: 'PATCH', url: `users/${buyerId}/orders/${o.pid}/completedPurcharse`, token: other }))
        .json.resultCode,
    ).toBe('1007');
    expect(
      (await t.request({ method: 'PATCH', url: `users/${otherId}/orders/${o.pid}/completedPurcharse`, token: other }))
        .json.resultCode,
    ).toBe('6100');

    expect((await delivered(o)).json).toMatchObject({ status: 5 });
    const ok = await t.request({
      method: 'PATCH',
      url: `users/${buyerId}/orders/${o.pid}/completedPurcharse`,
      token: buyer,
    });
    expect(ok.json).toMatchObject({ resultCode: '0001', status: 6 });
    const hist = (ok.json.history as { fromStatus: number; toStatus: number; actor: string }[]).map((h) => [
      h.fromStatus,
      h.toStatus,
      h.actor,
    ]);
    expect(hist).toEqual([
      // the payment's move is recorded too (issue 15)
      [0, 2, 'system'],
      [2, 4, 'operator'],
      [4, 5, 'operator'],
      [5, 6, 'shopper'],
    ]);
    const read = await t.request({ method: 'GET', url: `orders/${o.orderSysId}`, token: buyer });
    expect((read.json.order as { status: number }).status).toBe(6);
  });
});

describe('cancel before dispatch', () => {
  it('needs a reason; the operator approves and the card is refunded at the gateway with points and stock back', async () => {
    const before = await balance();
    const o = await paidOrder({ price: 20000, qty: 2, stock: 5, pointAmount: 1000, withAdding: true });
    expect(await balance()).toBe(before - 1000);
    expect((await stockOf(t.database.db, o.prdtSysId)).stock).toBe(3);
    expect(await addingStock(o.addingId)).toBe(3);

    expect((await ask(o, 'cancel', {})).json.resultCode).toBe('7007');
    expect((await ask(o, 'cancel', { reasonCode: 7 })).json.resultCode).toBe('7007');
    expect((await ask(o, 'return', { reasonCode: 1 })).json.resultCode).toBe('7005');
    expect((await ask(o, 'cancel', { reasonCode: 1 }, other)).json.resultCode).toBe('6100');
    const req = await ask(o, 'cancel', { reasonCode: 1 });
    expect(req.status, JSON.stringify(req.json)).toBe(200);
    const claim = req.json.claim as { claimSysId: number; status: string };
    expect(claim.status).toBe('pending');
    expect(await statusOf(o)).toBe(100);
    expect((await ask(o, 'cancel', { reasonCode: 1 })).json.resultCode).toBe('7011');
    const mine = await t.request({ method: 'GET', url: `users/${buyerId}/orders/cancelOrders`, token: buyer });
    expect((mine.json.list as { claimSysId: number }[]).map((c) => c.claimSysId)).toContain(claim.claimSysId);
    expect(
      (await t.request({ method: 'GET', url: `users/${buyerId}/orders/requests`, token: other })).json.resultCode,
    ).toBe('1007');

    const approved = await op(`claims/${claim.claimSysId}/approve`);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.claim).toMatchObject({ status: 'done', refundAmount: o.payAmount, refundPoints: 1000 });
    expect(await statusOf(o)).toBe(102);
    expect(await balance()).toBe(before);
    expect((await stockOf(t.database.db, o.prdtSysId)).stock).toBe(5);
    expect(await addingStock(o.addingId)).toBe(4); // the adding product goes back too
    const [pay] = await t.database.db.select().from(payments).where(eq(payments.orderSysId, o.orderSysId));
    expect(pay!.status).toBe('cancelled');
    const [pg] = await t.database.db
      .select()
      .from(sandboxPgTransactions)
      .where(eq(sandboxPgTransactions.tid, pay!.tid!));
    expect(pg!.status).toBe('CANCELED');
    expect((await op(`claims/${claim.claimSysId}/approve`)).json.resultCode).toBe('7017');
  });

  it('a denied cancel goes on to dispatch; after dispatch a cancel is refused (7004)', async () => {
    const o = await paidOrder({ price: 9000 });
    const c = (await ask(o, 'cancel', { reasonDetail: '주소를 잘못 입력했어요' })).json.claim as {
      claimSysId: number;
      reasonCode: number;
    };
    expect(c.reasonCode).toBe(7);
    expect((await op(`claims/${c.claimSysId}/deny`, { reason: '이미 포장 완료' })).json.claim).toMatchObject({
      status: 'denied',
    });
    expect(await statusOf(o)).toBe(101);
    expect((await dispatch(o)).json.status).toBe(4);
    expect((await ask(o, 'cancel', { reasonCode: 1 })).json.resultCode).toBe('7004');
  });
});

describe('returns and exchanges', () => {
  it('a virtual-account return needs a refund account; change of mind inside the window needs an exception to deny; refund gives points back', async () => {
    const before = await balance();
    const o = await paidOrder({ price: 30000, pointAmount: 2000, payMethod: 'vbank' });
    await dispatch(o);
    await delivered(o);
    expect((await ask(o, 'return', { reasonCode: 1 })).json.resultCode).toBe('7008');
    const req = await ask(o, 'return', {
      reasonCode: 1,
      refundAccount: { bankCode: '004', accountNumber: '123-456-789012', holder: '김구매' },
    });
    expect(req.status, JSON.stringify(req.json)).toBe(200);
    const claim = req.json.claim as { claimSysId: number; shippingFee: number; customerFault: boolean };
    expect(claim).toMatchObject({ shippingFee: 5000, customerFault: true });
    expect((await op(`claims/${claim.claimSysId}/deny`, { reason: '단순 변심' })).json.resultCode).toBe('7010');
    expect(await statusOf(o)).toBe(110);
    expect((await op(`claims/${claim.claimSysId}/refund`)).json.resultCode).toBe('7017');
    expect((await op(`claims/${claim.claimSysId}/approve`)).json.claim).toMatchObject({ status: 'approved' });
    expect(await statusOf(o)).toBe(112);
    // the buyer enters the invoice of the parcel sent back (/ExchangeInvoice)
    const inv = (path: string, tok = buyer, invoiceNumber = '987654321098') =>
      t.request({
        method: 'PATCH',
        url: `orders/${o.orderSysId}/products/${o.pid}/${path}`,
        token: tok,
        body: { invoiceNumber },
      });
    expect((await inv(`return/${claim.claimSysId}`, other)).json.resultCode).toBe('6100');
    expect((await inv(`exchange/${claim.claimSysId}`)).json.resultCode).toBe('7003');
    expect((await inv(`return/${claim.claimSysId}`, buyer, 'abc')).json.resultCode).toBe('9422');
    expect((await inv(`return/${claim.claimSysId}`)).json.claim).toMatchObject({ returnInvoice: '987654321098' });
    await op(`claims/${claim.claimSysId}/receive`);
    expect(await statusOf(o)).toBe(113);
    const done = await op(`claims/${claim.claimSysId}/refund`);
    // the whole order goes back less the 5,000 won round trip: cash first, then the points
    const total = o.payAmount + 2000 - 5000;
    expect(done.json.claim).toMatchObject({
      status: 'done',
      refundAmount: Math.min(total, o.payAmount),
      refundPoints: total - Math.min(total, o.payAmount),
    });
    expect(await statusOf(o)).toBe(114);
    expect(await balance()).toBe(before - 2000 + (done.json.claim as { refundPoints: number }).refundPoints);
  });

  it('exchange only within 7 days of delivery; without stock it becomes a return; with stock it runs to completion', async () => {
    const late = await paidOrder({ price: 5000 });
    await dispatch(late);
    await delivered(late);
    t.clock.advance(8 * DAY);
    await relogin();
    expect((await ask(late, 'exchange', { reasonCode: 4 })).json.resultCode).toBe('7006');
    expect((await ask(late, 'return', { reasonCode: 3 })).json.resultCode).toBe('7006');

    const o = await paidOrder({ price: 7000, stock: 1 });
    await dispatch(o);
    await delivered(o);
    const c = (await ask(o, 'exchange', { reasonCode: 4 })).json.claim as { claimSysId: number };
    expect(await statusOf(o)).toBe(103);
    const conv = await op(`claims/${c.claimSysId}/approve`);
    expect(conv.json).toMatchObject({ convertedToReturn: true, claim: { type: 'return', status: 'pending' } });
    expect(await statusOf(o)).toBe(110);
    expect((await stockOf(t.database.db, o.prdtSysId)).stock).toBe(0);

    const x = await paidOrder({ price: 8000, stock: 3 });
    await dispatch(x);
    await delivered(x);
    const xc = (await ask(x, 'exchange', { reasonCode: 5 })).json.claim as { claimSysId: number; shippingFee: number };
    expect(xc.shippingFee).toBe(0);
    expect((await op(`claims/${xc.claimSysId}/approve`)).json.claim).toMatchObject({
      type: 'exchange',
      status: 'approved',
    });
    expect((await stockOf(t.database.db, x.prdtSysId)).stock).toBe(1);
    await op(`claims/${xc.claimSysId}/receive`);
    expect(await statusOf(x)).toBe(106);
    expect((await dispatch(x)).json.status).toBe(107);
    expect((await delivered(x)).json.status).toBe(108);
    const fin = await t.request({
      method: 'PATCH',
      url: `users/${buyerId}/orders/${x.pid}/completedPurcharse`,
      token: buyer,
    });
    expect(fin.json.status).toBe(109);
    const ex = await t.request({ method: 'GET', url: `users/${buyerId}/orders/exchangeOrders`, token: buyer });
    expect((ex.json.list as { claimSysId: number }[]).map((r) => r.claimSysId)).toContain(xc.claimSysId);
  });
});

describe('return with photos (multipart prdtImgFile1..n)', () => {
  it('stores two cleaned photos under server names, served with safe headers; refuses HTML, empty and huge images', async () => {
    const o = await paidOrder({ price: 11000 });
    await dispatch(o);
    await delivered(o);
    const send = async (files: Record<string, { data: Buffer; name: string; type: string }>, tok = buyer) => {
      const { payload, contentType } = await multipartForm({ jsonData: JSON.stringify({ reasonCode: 3 }) }, files);
      const res = await t.app.fastify.inject({
        method: 'POST',
        url: `/api/v1/orders/${o.orderSysId}/products/${o.pid}/proposaling/return`,
        headers: { authorization: `Bearer ${tok}`, 'content-type': contentType },
        payload,
      });
      return { status: res.statusCode, json: (JSON.parse(res.body) as { jsonData: Record<string, unknown> }).jsonData };
    };
    const photo = await photoWithGps();
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const bad1 = await send({
      prdtImgFile1: { data: photo, name: 'a.jpg', type: 'image/jpeg' },
      prdtImgFile2: { data: html, name: 'b.jpg', type: 'image/jpeg' },
    });
    expect(bad1.json.resultCode).toBe('7020');
    expect(bad1.status).toBe(415);
    expect(bad1.json.message).toBe('이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.');
    expect(
      (await send({ prdtImgFile1: { data: Buffer.alloc(0), name: 'a.jpg', type: 'image/jpeg' } })).json.resultCode,
    ).toBe('7022');
    expect(
      (await send({ prdtImgFile1: { data: await hugeDimensionPng(), name: 'big.png', type: 'image/png' } })).json
        .resultCode,
    ).toBe('7023');
    expect(
      (await send({ prdtImgFile1: { data: photo, name: 'a.jpg', type: 'image/jpeg' } }, other)).json.resultCode,
    ).toBe('6100');
    expect(await statusOf(o)).toBe(5);

    const ok = await send({
      prdtImgFile2: { data: photo, name: 'second.jpg', type: 'image/jpeg' },
      prdtImgFile1: { data: photo, name: '../../etc/passwd.jpg', type: 'image/jpeg' },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const claim = ok.json.claim as { claimSysId: number; images: string[]; shippingFee: number };
    expect(claim.images).toHaveLength(2);
    expect(claim.shippingFee).toBe(0);
    for (const url of claim.images) {
      // issue 26: a claim photo is private, read through a short-lived signed link
      expect(url).toMatch(/^\/files\/private\/claims\/\d{6}\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=[\w-]+$/);
      const res = await t.app.fastify.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.includes(Buffer.from('secret-owner-name'))).toBe(false);
    }
    // a file that is not an image under /uploads is a download with nosniff, never a page
    await t.storage.put('uploads/claims/note.html', html);
    const page = await t.app.fastify.inject({ method: 'GET', url: '/uploads/claims/note.html' });
    expect(page.headers['content-disposition']).toBe('attachment');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    // the operator approves and the points-free card order is refunded; the buyer sees it in the lists
    await op(`claims/${claim.claimSysId}/approve`);
    await op(`claims/${claim.claimSysId}/receive`);
    const done = await op(`claims/${claim.claimSysId}/refund`);
    expect(done.json.claim).toMatchObject({ status: 'done', refundAmount: o.payAmount });
    const list = await t.request({ method: 'GET', url: `users/${buyerId}/orders/list?filter=return`, token: buyer });
    expect(list.status).toBe(200);
    const orderIds = (list.json.list as { order: { orderSysId: number } }[]).map((x) => x.order.orderSysId);
    expect(orderIds).toContain(o.orderSysId);
    const confirmed = await t.request({
      method: 'GET',
      url: `users/${buyerId}/orders/list?filter=confirmed`,
      token: buyer,
    });
    expect((confirmed.json.list as { order: { orderSysId: number } }[]).map((x) => x.order.orderSysId)).not.toContain(
      o.orderSysId,
    );
    const lines = await t.request({
      method: 'GET',
      url: `users/${buyerId}/orders/products/list?status=114`,
      token: buyer,
    });
    expect((lines.json.list as { orderPrdtSysId: number; status: number }[]).every((l) => l.status === 114)).toBe(true);
    expect((lines.json.list as { orderPrdtSysId: number }[]).map((l) => l.orderPrdtSysId)).toContain(o.pid);
    expect(
      (await t.request({ method: 'GET', url: `users/${buyerId}/orders/list`, token: other })).json.resultCode,
    ).toBe('1007');
    expect(
      (await t.request({ method: 'GET', url: `users/${buyerId}/orders/products/list`, token: other })).json.resultCode,
    ).toBe('1007');
    expect(
      (await t.request({ method: 'GET', url: `users/${buyerId}/orders/list?filter=nope`, token: buyer })).json
        .resultCode,
    ).toBe('9422');

    // orders/search/{searchType}?value: only the caller's own orders
    const num = (await line(o)).json.orderNumber as string;
    const search = (type: string, value: string, tok = buyer) =>
      t.request({ method: 'GET', url: `orders/search/${type}?value=${encodeURIComponent(value)}`, token: tok });
    const ids = (r: { json: Record<string, unknown> }) =>
      (r.json.list as { order: { orderSysId: number } }[]).map((x) => x.order.orderSysId);
    expect(ids(await search('orderNumber', num.slice(-8)))).toContain(o.orderSysId);
    expect(ids(await search('productName', '테스트 상품'))).toContain(o.orderSysId);
    expect(ids(await search('productName', '없는상품%'))).toEqual([]);
    expect(ids(await search('orderNumber', num, other))).toEqual([]);
    expect((await search('nope', num)).json.resultCode).toBe('9422');
  });
});
