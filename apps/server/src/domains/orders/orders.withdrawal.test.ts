import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderProducts, orders, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** An order of the demo buyer with one line in `status`, written directly (a factory, not a mock). */
async function orderInState(userSysId: number, status: number, cancelled = false) {
  const at = new Date(t.clock.now);
  const [o] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `W${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      userSysId,
      status,
      payMethod: 'card',
      ordererName: '김구매',
      ordererPhone: '01012345678',
      receiverName: '김구매',
      receiverPhone: '01012345678',
      postNumber: '06236',
      address: '서울 강남구 테헤란로 1',
      prdtPrice: 10000,
      payAmount: 10000,
      payDueAt: at,
      createdAt: at,
      cancelledAt: cancelled ? at : null,
    })
    .returning({ id: orders.orderSysId });
  const [line] = await t.database.db
    .insert(orderProducts)
    .values({
      orderSysId: o!.id,
      prdtSysId: 1,
      name: '테스트 상품',
      brandName: '테스트',
      squareImageUrl: '/uploads/x.svg',
      qty: 1,
      unitPrice: 10000,
      lineAmount: 10000,
      status,
    })
    .returning({ id: orderProducts.orderPrdtSysId });
  return line!.id;
}

describe('withdrawal with orders (shopping §5: no ongoing orders or payment requests)', () => {
  it('is refused with 1142 while an order is open, and allowed once every line is closed', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const id = me.json.authSysId as number;
    const token = me.json.accessToken as string;
    const drop = () =>
      t.request({ method: 'PATCH', url: `users/${id}/drop`, token, body: { confirmWord: '회원탈퇴', agree: true } });

    await orderInState(id, 6); // purchase confirmed: closed
    await orderInState(id, 0, true); // unpaid and expired: closed
    const open = await orderInState(id, 4); // dispatched: open
    const refused = await drop();
    expect(refused.status).toBe(409);
    expect(refused.json.resultCode).toBe('1142');
    const [still] = await t.database.db.select().from(users).where(eq(users.userSysId, id));
    expect(still!.status).toBe('active');

    await t.database.db.update(orderProducts).set({ status: 110 }).where(eq(orderProducts.orderPrdtSysId, open));
    expect((await drop()).json.resultCode).toBe('1142'); // a return in progress is open too

    await t.database.db.update(orderProducts).set({ status: 114 }).where(eq(orderProducts.orderPrdtSysId, open));
    const ok = await drop();
    expect(ok.json.resultCode).toBe('0001');
  });
});
