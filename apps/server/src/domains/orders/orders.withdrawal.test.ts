import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderProducts, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeOrder } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** An order of the demo buyer with one line in `status`, written directly (a factory, not a mock). */
async function orderInState(userSysId: number, status: number, cancelled = false) {
  const o = await makeOrder(t.database.db, {
    at: new Date(t.clock.now),
    userSysId,
    status,
    cancelled,
    lines: [{ prdtSysId: 1, unitPrice: 10000 }],
  });
  return o.lineIds[0]!;
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
