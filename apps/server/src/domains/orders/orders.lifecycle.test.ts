import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ALL_ORDER_STATES,
  findTransition,
  ORDER_ACTORS,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderStatusCode,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { orderProductHistory, orderProducts, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { makeOrder, makeProduct } from '../../../test/factories.js';
import { transitionLine } from './orders.lifecycle.js';

/**
 * The lifecycle written out by hand, independently of the contracts' table: "from>to:actors"
 * (s shopper, o operator, y system). Every pair and actor not listed must be refused.
 */
const EXPECTED = `
0>1:y 0>2:y 1>2:y 0>102:sy 1>102:sy
2>3:o 2>4:o 3>4:o 4>5:oy 4>6:s 5>6:sy
2>100:s 3>100:s 2>102:o 3>102:o 100>102:o 100>101:o 101>3:o 101>4:o
5>103:s 103>104:o 103>105:o 103>110:o 105>106:o 105>112:o 106>107:o 106>113:o 107>108:oy 108>109:soy
103>5:sy 105>5:y 104>6:y
4>110:s 5>110:s 110>111:o 110>112:o 112>113:o 113>114:oy 110>5:sy 112>5:y 111>6:y
100>2:s 100>3:s 110>4:s 111>4:y
6>110:s 110>6:sy
`;
const ACTOR_LETTER: Record<string, OrderActor> = { s: 'shopper', o: 'operator', y: 'system' };
const allowed = new Set<string>();
for (const tok of EXPECTED.trim().split(/\s+/)) {
  const [pair, who] = tok.split(':') as [string, string];
  for (const ch of who) allowed.add(`${pair}:${ACTOR_LETTER[ch]}`);
}
const key = (from: number, to: number, by: OrderActor) => `${from}>${to}:${by}`;

describe('the transition table (contracts)', () => {
  it('has 21 spec states plus 0 and lists exactly the expected moves', () => {
    expect(ALL_ORDER_STATES).toHaveLength(22);
    const fromTable = new Set(ORDER_TRANSITIONS.flatMap((x) => x.by.map((b) => key(x.from, x.to, b))));
    expect([...fromTable].sort()).toEqual([...allowed].sort());
  });
  it('reaches every one of the 21 states from a new order, each through the actor the rules name', () => {
    const seen = new Set<number>([0]);
    const queue = [0];
    while (queue.length) {
      const from = queue.shift()!;
      for (const x of ORDER_TRANSITIONS)
        if (x.from === from && !seen.has(x.to)) {
          seen.add(x.to);
          queue.push(x.to);
        }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...ALL_ORDER_STATES].sort((a, b) => a - b));
    // no state is a dead end except the final ones
    const finals = [6, 102, 109, 114];
    for (const s of ALL_ORDER_STATES)
      if (!finals.includes(s))
        expect(
          ORDER_TRANSITIONS.some((x) => x.from === s),
          String(s),
        ).toBe(true);
  });
  it('allows every listed move and refuses every other pair and actor', () => {
    let refused = 0;
    for (const from of ALL_ORDER_STATES)
      for (const to of ALL_ORDER_STATES)
        for (const by of ORDER_ACTORS) {
          const ok = findTransition(from, to, by) !== null;
          expect(ok, key(from, to, by)).toBe(allowed.has(key(from, to, by)));
          if (!ok) refused += 1;
        }
    expect(refused).toBe(22 * 22 * 3 - allowed.size);
  });
});

describe('transitionLine (the server function)', () => {
  let t: TestContext;
  let lineId: number;
  let orderId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    const p = await makeProduct(db, { price: 1000, stock: 10 });
    const o = await makeOrder(db, {
      at: new Date(t.clock.now),
      payMethod: null,
      lines: [{ prdtSysId: p.prdtSysId, unitPrice: 1000 }],
    });
    orderId = o.orderSysId;
    lineId = o.lineIds[0]!;
  });
  afterAll(async () => t?.close());

  const setStatus = (s: number) =>
    t.database.db.update(orderProducts).set({ status: s }).where(eq(orderProducts.orderPrdtSysId, lineId));
  const statusNow = async () =>
    (await t.database.db.select().from(orderProducts).where(eq(orderProducts.orderPrdtSysId, lineId)))[0]!.status;
  const historyCount = async () =>
    (await t.database.db.select().from(orderProductHistory).where(eq(orderProductHistory.orderPrdtSysId, lineId)))
      .length;
  const move = (to: number, actor: OrderActor, reason = 'test') =>
    withTx(t.database.db, (tx) =>
      transitionLine(tx, {
        orderPrdtSysId: lineId,
        to: to as OrderStatusCode,
        actor,
        actorUserSysId: actor === 'system' ? null : 7,
        reason,
        at: new Date(t.clock.now),
      }),
    );

  it('applies every allowed move and records who, when and why', async () => {
    for (const k of allowed) {
      const [pair, actor] = k.split(':') as [string, OrderActor];
      const [from, to] = pair.split('>').map(Number) as [number, number];
      await setStatus(from);
      const before = await historyCount();
      const r = await move(to, actor, `why ${k}`);
      expect(r, k).toMatchObject({ from, to, orderSysId: orderId });
      expect(await statusNow(), k).toBe(to);
      const rows = await t.database.db
        .select()
        .from(orderProductHistory)
        .where(eq(orderProductHistory.orderPrdtSysId, lineId));
      expect(rows.length, k).toBe(before + 1);
      expect(rows.at(-1), k).toMatchObject({
        fromStatus: from,
        toStatus: to,
        actor,
        actorUserSysId: actor === 'system' ? null : 7,
        reason: `why ${k}`,
      });
      // a single-line order follows its line
      const [o] = await t.database.db.select().from(orders).where(eq(orders.orderSysId, orderId));
      expect(o!.status, k).toBe(to);
    }
  });

  it('refuses every other move with 7001 (2006 for a shopper confirming outside 4/5) and changes nothing', async () => {
    const before = await historyCount();
    let checked = 0;
    for (const from of ALL_ORDER_STATES) {
      await setStatus(from);
      for (const to of ALL_ORDER_STATES)
        for (const actor of ORDER_ACTORS) {
          if (allowed.has(key(from, to, actor))) continue;
          const err = await move(to, actor).catch((e: unknown) => e);
          expect(err, key(from, to, actor)).toBeInstanceOf(AppError);
          const want = to === 6 && actor === 'shopper' && from !== 4 && from !== 5 ? '2006' : '7001';
          expect((err as AppError).code, key(from, to, actor)).toBe(want);
          checked += 1;
        }
      expect(await statusNow()).toBe(from);
    }
    expect(checked).toBe(22 * 22 * 3 - allowed.size);
    expect(await historyCount()).toBe(before);
  });
});
