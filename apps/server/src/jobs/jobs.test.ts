import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Database, Db } from '../db/client.js';
import { claims, jobRuns, orderDeliveries, orderProductHistory, orderProducts, orders } from '../db/schema/index.js';
import { appsOnPostgres, type AppsOnPostgres } from '../../test/apps-on-postgres.js';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { makeOrder, makeProduct, stockOf } from '../../test/factories.js';
import type { OrdersService } from '../domains/orders/orders.service.js';
import { createOrderJobs } from './order-jobs.js';

const DAY = 86_400_000;

/** An order of one line in `status`, dispatched at `at` (straight into the tables: the jobs are under test). */
async function dispatchedLine(db: Db, at: Date, status = 4, reminded: Date | null = null) {
  const p = await makeProduct(db, { price: 1000, stock: 10 });
  const { orderSysId, lineIds } = await makeOrder(db, {
    at,
    status,
    lines: [{ prdtSysId: p.prdtSysId, unitPrice: 1000 }],
  });
  const pid = lineIds[0]!;
  await db.insert(orderDeliveries).values({
    orderPrdtSysId: pid,
    orderSysId,
    deliveryCompanyCode: '04',
    invoiceNumber: '123456789012',
    dispatchedAt: at,
    reminderSentAt: reminded,
  });
  return { orderSysId, pid };
}

const statusOf = async (db: Db, pid: number) =>
  (await db.select().from(orderProducts).where(eq(orderProducts.orderPrdtSysId, pid)))[0]!.status;

describe('timed transitions (one node)', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  });
  afterAll(async () => t?.close());
  const run = () => t.app.jobs!.runDue();
  const step = (ms: number) => t.clock.advance(ms);

  it('reminds after 4 days, delivers 3 days after the reminder, confirms 7 days after delivery, each once', async () => {
    const db = t.database.db;
    const a = await dispatchedLine(db, new Date(t.clock.now));
    expect((await run())['orders.deliveryReminders']).toEqual({ reminded: 0 });
    step(4 * DAY + 1000);
    expect((await run())['orders.deliveryReminders']).toEqual({ reminded: 1 });
    // not due again within its period; run directly, nothing is left to do
    expect(await run()).toEqual({});
    step(3 * DAY + 1000);
    expect((await run())['orders.autoDeliver']).toEqual({ delivered: 1 });
    expect(await statusOf(db, a.pid)).toBe(5);
    step(7 * DAY + 1000);
    expect((await run())['orders.autoConfirm']).toEqual({ confirmed: 1 });
    expect(await statusOf(db, a.pid)).toBe(6);
    step(DAY);
    const again = await run();
    expect(again['orders.autoConfirm']).toEqual({ confirmed: 0 });
    const hist = await db.select().from(orderProductHistory).where(eq(orderProductHistory.orderPrdtSysId, a.pid));
    expect(hist.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [4, 5, 'system'],
      [5, 6, 'system'],
    ]);
  });

  it('an unpaid virtual-account order is cancelled after the end of the next day and its stock returns', async () => {
    const db = t.database.db;
    const p = await makeProduct(db, { price: 6000, stock: 3 });
    const items = [{ prdtSysId: p.prdtSysId, qty: 2 }];
    const q = await t.request({
      method: 'POST',
      url: 'orders/deliveries',
      token,
      body: { items, postNumber: '06236' },
    });
    const created = await t.request({
      method: 'POST',
      url: 'orders',
      token,
      body: {
        items,
        orderer: { name: '김구매', phone: '01012345678' },
        receiver: { name: '김받는', phone: '01099998888', postNumber: '06236', address: '서울' },
        payMethod: 'vbank',
        expectedPayAmount: (q.json.amounts as { payAmount: number }).payAmount,
        agreePayTerms: true,
        confirmAge14: true,
        agreeSellerProvision: true,
      },
    });
    const order = created.json.order as { orderSysId: number; payDueAt: string };
    await t.request({ method: 'POST', url: `orders/${order.orderSysId}/pays`, token, body: { payMethod: 'vbank' } });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(1);
    step(new Date(order.payDueAt).getTime() - t.clock.now - 1000);
    expect((await run())['orders.expireUnpaid']).toEqual({ cancelled: 0 });
    step(2000 + 60_000);
    expect((await run())['orders.expireUnpaid']).toEqual({ cancelled: 1 });
    expect((await stockOf(db, p.prdtSysId)).stock).toBe(3);
    const [o] = await db.select().from(orders).where(eq(orders.orderSysId, order.orderSysId));
    expect(o!.status).toBe(102);
  });

  it('a return whose goods never came back is treated as withdrawn after 14 days', async () => {
    const db = t.database.db;
    const a = await dispatchedLine(db, new Date(t.clock.now), 110);
    const [c] = await db
      .insert(claims)
      .values({
        type: 'return',
        orderSysId: a.orderSysId,
        orderPrdtSysId: a.pid,
        status: 'pending',
        fromStatus: 5,
        reasonCode: 1,
        createdAt: new Date(t.clock.now),
      })
      .returning();
    step(13 * DAY);
    expect((await run())['claims.withdrawStale']).toEqual({ withdrawn: 0 });
    step(DAY + 60_000);
    expect((await run())['claims.withdrawStale']).toEqual({ withdrawn: 1 });
    expect(await statusOf(db, a.pid)).toBe(5);
    const [after] = await db.select().from(claims).where(eq(claims.claimSysId, c!.claimSysId));
    expect(after!.status).toBe('withdrawn');
  });
});

const PG = process.env.TEST_DATABASE_URL;
if (!PG) console.warn('[jobs two-node] skipped: set TEST_DATABASE_URL to run the jobs on two nodes sharing PostgreSQL');

describe.skipIf(!PG)('two nodes sharing PostgreSQL', () => {
  let nodes: AppsOnPostgres;
  let apps: App[];
  let dbs: Database[];
  const clock = { now: Date.now() };
  const now = () => new Date(clock.now);

  beforeAll(async () => {
    nodes = await appsOnPostgres(PG!, { count: 2, now });
    ({ apps, databases: dbs } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('each due job runs on exactly one node, and each line moves exactly once', async () => {
    const db = dbs[0]!.db;
    const reminded = new Date(clock.now - 3 * DAY - 60_000);
    const lines = [];
    for (let i = 0; i < 40; i++) lines.push(await dispatchedLine(db, new Date(clock.now - 5 * DAY), 4, reminded));
    const [a, b] = await Promise.all([apps[0]!.jobs!.runDue(), apps[1]!.jobs!.runDue()]);
    const delivered = [a, b].map((r) => (r['orders.autoDeliver'] as { delivered: number } | undefined)?.delivered ?? 0);
    expect(delivered[0]! + delivered[1]!).toBe(40);
    // each job was claimed by one node only
    for (const name of ['orders.autoDeliver', 'orders.autoConfirm', 'orders.expireUnpaid']) {
      expect([name in a, name in b].filter(Boolean), name).toHaveLength(1);
    }
    const runs = await db.select().from(jobRuns);
    expect(runs.every((r) => r.runs === 1)).toBe(true);
    const ids = lines.map((l) => l.pid);
    const hist = await db.select().from(orderProductHistory).where(inArray(orderProductHistory.orderPrdtSysId, ids));
    expect(hist).toHaveLength(40);
    expect(new Set(hist.map((h) => h.orderPrdtSysId)).size).toBe(40);
  });

  it('the same job run at once on both nodes (no scheduler) splits the rows with SKIP LOCKED', async () => {
    const db = dbs[0]!.db;
    clock.now += 30 * DAY;
    const reminded = new Date(clock.now - 3 * DAY - 60_000);
    const lines = [];
    for (let i = 0; i < 60; i++) lines.push(await dispatchedLine(db, new Date(clock.now - 5 * DAY), 4, reminded));
    const noOrders = {} as OrdersService; // autoDeliver does not use the orders service
    const jobs = dbs.map((d) =>
      createOrderJobs({ db: d.db, now, orders: noOrders, claims: { refundDueReturns: async () => ({ refunded: 0 }) } }),
    );
    const results = await Promise.all([jobs[0]!.autoDeliver(), jobs[1]!.autoDeliver(), jobs[0]!.autoDeliver()]);
    expect(results.reduce((s, r) => s + r.delivered, 0)).toBe(60);
    const ids = lines.map((l) => l.pid);
    const hist = await db.select().from(orderProductHistory).where(inArray(orderProductHistory.orderPrdtSysId, ids));
    expect(hist).toHaveLength(60);
    const states = await db.select().from(orderProducts).where(inArray(orderProducts.orderPrdtSysId, ids));
    expect(states.every((s) => s.status === 5)).toBe(true);
  });
});
