import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_BULK_MAX_LINES, ADMIN_ROLES, adminScope, type AdminAction } from '@lc/contracts';
import {
  adminAuditLog,
  broadcastSchedules,
  claims,
  orderDeliveries,
  orderProductHistory,
  orderProducts,
  eventProductRules,
  orders,
  planProducts,
} from '../../db/schema/index.js';
import { createChatService } from '../chat/chat.service.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember, makeOrder } from '../../../test/factories.js';
import { backOffice, type BackOffice } from '../../../test/back-office.js';
import { makeBroadcast } from '../../../test/broadcast-factories.js';

let t: TestContext;
let shop: BackOffice;
let tokens: Record<string, string>;
let buyerId: number;
let brandA: number;
let brandB: number;
let productA: number;
let productB: number;
let broadcastB: number;

async function addUser(userId: string, role: string) {
  return (await makeMember(t.database.db, { userId, nickName: `n${userId.slice(0, 12)}`, name: '테스트', role })).id;
}

/** One member order whose n lines are paid (state 2), of the given product. */
async function paidLines(n: number, prdtSysId: number, status = 2) {
  const line = { prdtSysId, unitPrice: 9000, name: '관리 상품' };
  return makeOrder(t.database.db, {
    at: new Date(t.clock.now),
    userSysId: buyerId,
    status,
    paid: true,
    lines: Array.from({ length: n }, () => line),
  });
}

const call = (
  role: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  ip?: string,
) => t.request({ method, url, token: tokens[role], ...(body !== undefined ? { body } : {}), ...(ip ? { ip } : {}) });

/** A raw request (CSV answers are not JSON). */
const raw = (role: string, url: string) =>
  t.app.fastify.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${tokens[role]}` } });

beforeAll(async () => {
  t = await startTestApp();
  shop = await backOffice(t, { prefix: '', productName: '관리 상품', stock: 100_000 });
  ({ tokens, buyerId, brandA, brandB, productA, productB } = shop);
  broadcastB = await makeBroadcast(t.database.db, { brandSysId: brandB, title: '브랜드 B 방송' });
});
afterAll(async () => t?.close());

describe(`admin API (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('every admin route declares an action of the policy table, and no role can do more than the table allows', async () => {
    const adminRoutes = t.app.routes.filter((r) => r.auth === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(35);
    for (const route of adminRoutes) {
      expect(route.action, route.path).toBeTruthy();
      const url = route.path.replace(/:\w+/g, '999999');
      for (const role of [...ADMIN_ROLES, 'buyer'] as const) {
        const res = await call(role, route.method as 'GET', url, route.body ? {} : undefined);
        const code = res.json.resultCode as string;
        const allowed = adminScope(route.action as AdminAction, role) !== null;
        const what = `${role} ${route.method} ${route.path} → ${res.status} ${code}`;
        if (role === 'buyer') expect(code, what).toBe('9701');
        else if (!allowed) {
          expect(res.status, what).toBe(403);
          expect(code, what).toBe('9703');
        } else expect(['9701', '9703'], what).not.toContain(code);
      }
    }
  }, 120_000); // a walk of every admin route for every role: minutes on a loaded machine

  it('a brand seller is refused every other-brand resource, and sees only its own rows', async () => {
    const lineB = (await paidLines(1, productB)).lineIds[0]!;
    const orderB = await paidLines(1, productB);
    const [claimRow] = await t.database.db
      .insert(claims)
      .values({
        type: 'cancel',
        orderSysId: orderB.orderSysId,
        orderPrdtSysId: orderB.lineIds[0]!,
        userSysId: buyerId,
        status: 'pending',
        fromStatus: 2,
        reasonCode: 1,
        createdAt: new Date(t.clock.now),
      })
      .returning({ id: claims.claimSysId });
    const foreign: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['products.read', 'GET', `admin/products/${productB}`],
      ['products.write', 'PATCH', `admin/products/${productB}`, { isDisplay: 0 }],
      [
        'products.write',
        'POST',
        'admin/products',
        { brandSysId: brandB, name: '남의 상품', marketPrice: 1000, price: 1000, stock: 1, images: ['/uploads/x.png'] },
      ],
      ['orders.read', 'GET', `admin/orders/${orderB.orderSysId}`],
      ['broadcasts.streamKey', 'GET', `admin/broadcasts/${broadcastB}/stream-keys`],
      ['broadcasts.streamKey', 'POST', `admin/broadcasts/${broadcastB}/stream-keys/revoke`],
      ['claims.decide', 'POST', `admin/claims/${claimRow!.id}/approve`],
      ['claims.decide', 'POST', `admin/claims/${claimRow!.id}/deny`, { reason: '재고 있음' }],
      ['claims.decide', 'POST', `admin/claims/${claimRow!.id}/receive`],
      ['broadcasts.write', 'PATCH', `admin/broadcasts/${broadcastB}`, { title: '남의 방송' }],
      [
        'broadcasts.write',
        'POST',
        'admin/broadcasts',
        {
          brandSysId: brandB,
          title: '남의 방송',
          schedules: [{ startDate: '2030-01-01', startTime: '10:00', endTime: '11:00' }],
        },
      ],
    ];
    for (const [, method, url, body] of foreign) {
      const res = await call('brand', method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(res.json)}`).toBe(403);
      expect(res.json.resultCode).toBe('9704');
    }
    for (const url of ['admin/orders/prepare', 'admin/orders/delivered']) {
      const res = await call('brand', 'POST', url, { orderPrdtSysIds: [lineB] });
      expect(res.json.resultCode, url).toBe('9705');
      expect(res.json.cause).toBe('9704');
    }
    const d = await call('brand', 'POST', 'admin/orders/dispatch', {
      lines: [{ orderPrdtSysId: lineB, deliveryCompanyCode: '04', invoiceNumber: '123456789012' }],
    });
    expect(d.json.cause).toBe('9704');
    const [line] = await t.database.db.select().from(orderProducts).where(eq(orderProducts.orderPrdtSysId, lineB));
    expect(line!.status).toBe(2);
    // lists: only brand A rows
    await paidLines(2, productA);
    const list = await call('brand', 'GET', 'admin/orders?rowCount=100');
    const rows = list.json.rows as { brandSysId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.brandSysId === brandA)).toBe(true);
    const prods = await call('brand', 'GET', 'admin/products?rowCount=100');
    expect((prods.json.rows as { brandSysId: number }[]).every((r) => r.brandSysId === brandA)).toBe(true);
    const all = await call('manager', 'GET', `admin/orders?rowCount=100&brandSysId=${brandB}`);
    expect((all.json.rows as unknown[]).length).toBeGreaterThan(0);
  });

  it('prepares, dispatches and delivers a line, with the state history in the order detail', async () => {
    const o = await paidLines(1, productA);
    const id = o.lineIds[0]!;
    expect((await call('brand', 'POST', 'admin/orders/prepare', { orderPrdtSysIds: [id] })).json.resultCode).toBe(
      '0001',
    );
    const d = await call('manager', 'POST', 'admin/orders/dispatch', {
      lines: [{ orderPrdtSysId: id, deliveryCompanyCode: '04', invoiceNumber: '612345678901' }],
    });
    expect(d.json.moved).toEqual([{ orderPrdtSysId: id, from: 3, to: 4 }]);
    expect((await call('admin', 'POST', 'admin/orders/delivered', { orderPrdtSysIds: [id] })).json.resultCode).toBe(
      '0001',
    );
    const detail = await call('admin', 'GET', `admin/orders/${o.orderSysId}`);
    const line = (
      detail.json.lines as { lineStatus: number; invoiceNumber: string; history: { toStatus: number }[] }[]
    )[0]!;
    expect(line.lineStatus).toBe(5);
    expect(line.invoiceNumber).toBe('612345678901');
    expect(line.history.map((h) => h.toStatus)).toEqual([3, 4, 5]);
    // a second delivered is refused and changes nothing
    const again = await call('admin', 'POST', 'admin/orders/delivered', { orderPrdtSysIds: [id] });
    expect(again.json.resultCode).toBe('9705');
    // search by order number, filter by state, CSV export
    const found = await call('admin', 'GET', `admin/orders?q=${o.orderNumber}&status=5`);
    expect((found.json.rows as { orderPrdtSysId: number }[]).map((r) => r.orderPrdtSysId)).toEqual([id]);
    const csv = await raw(
      'admin',
      `admin/orders?q=${o.orderNumber}&format=csv&reason=${encodeURIComponent('배송 문의 확인')}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(o.orderNumber);
  });

  it(`dispatches ${ADMIN_BULK_MAX_LINES} lines in one call, and none when one line cannot move`, async () => {
    const db = t.database.db;
    const bad = await paidLines(ADMIN_BULK_MAX_LINES, productA);
    // the last line is still unpaid: the whole call is refused and nothing moves
    await db
      .update(orderProducts)
      .set({ status: 0 })
      .where(eq(orderProducts.orderPrdtSysId, bad.lineIds.at(-1)!));
    const body = (ids: number[]) => ({
      lines: ids.map((id, i) => ({
        orderPrdtSysId: id,
        deliveryCompanyCode: '04',
        invoiceNumber: String(700000000000 + i),
      })),
    });
    const refused = await call('admin', 'POST', 'admin/orders/dispatch', body(bad.lineIds));
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ resultCode: '9705', index: ADMIN_BULK_MAX_LINES - 1, cause: '7001' });
    const [still] = await db
      .select({ n: count() })
      .from(orderProducts)
      .where(and(inArray(orderProducts.orderPrdtSysId, bad.lineIds), eq(orderProducts.status, 2)));
    expect(still!.n).toBe(ADMIN_BULK_MAX_LINES - 1);
    const [noDeliveries] = await db
      .select({ n: count() })
      .from(orderDeliveries)
      .where(inArray(orderDeliveries.orderPrdtSysId, bad.lineIds));
    expect(noDeliveries!.n).toBe(0);

    const good = await paidLines(ADMIN_BULK_MAX_LINES, productA);
    const ok = await call('admin', 'POST', 'admin/orders/dispatch', body(good.lineIds));
    expect(ok.status, JSON.stringify(ok.json).slice(0, 300)).toBe(200);
    expect((ok.json.moved as unknown[]).length).toBe(ADMIN_BULK_MAX_LINES);
    const [moved] = await db
      .select({ n: count() })
      .from(orderProducts)
      .where(and(inArray(orderProducts.orderPrdtSysId, good.lineIds), eq(orderProducts.status, 4)));
    expect(moved!.n).toBe(ADMIN_BULK_MAX_LINES);
    const [hist] = await db
      .select({ n: count() })
      .from(orderProductHistory)
      .where(inArray(orderProductHistory.orderPrdtSysId, good.lineIds));
    expect(hist!.n).toBe(ADMIN_BULK_MAX_LINES);
    // more than the limit is a validation error
    const tooMany = await call('admin', 'POST', 'admin/orders/dispatch', body([...good.lineIds, 1]));
    expect(tooMany.json.resultCode).toBe('9422');
  });

  it('writes one audit row per admin call (who, role, action, target, before → after, address), append-only', async () => {
    const db = t.database.db;
    const [before] = await db.select({ n: count() }).from(adminAuditLog);
    const p = await call('manager', 'PATCH', `admin/products/${productA}`, { isSoldout: 1 }, '10.1.2.3');
    expect(p.json.resultCode).toBe('0001');
    await call('manager', 'GET', 'admin/audit'); // refused (admin only), still written
    await call('brand', 'POST', 'admin/brands', { name: '새 브랜드' }); // refused
    const [after] = await db.select({ n: count() }).from(adminAuditLog);
    expect(after!.n - before!.n).toBe(3);
    const list = await call('admin', 'GET', `admin/audit?targetType=product&targetId=${productA}`);
    const row = (list.json.rows as Record<string, unknown>[])[0]!;
    expect(row).toMatchObject({
      actorRole: 'manager',
      action: 'products.write',
      method: 'PATCH',
      targetType: 'product',
      targetId: String(productA),
      resultCode: '0001',
      ip: '10.1.2.3',
    });
    expect((row.before as { isSoldout: number }).isSoldout).toBe(0);
    expect((row.after as { isSoldout: number }).isSoldout).toBe(1);
    const refused = await call('admin', 'GET', 'admin/audit?action=brands.write');
    expect((refused.json.rows as { resultCode: string }[])[0]!.resultCode).toBe('9703');
    const csv = await raw('admin', 'admin/audit?format=csv&reason=monthly-check');
    expect(csv.body.split('\r\n')[0]).toContain('actorUserSysId');
    await expect(db.execute(sql`update admin_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
  });

  it('creates a product with options, adding products and a live price window; switches display', async () => {
    const res = await call('brand', 'POST', 'admin/products', {
      brandSysId: brandA,
      name: '라이브 특가 니트',
      marketPrice: 59000,
      price: 49000,
      stock: 30,
      images: ['/uploads/a.png', '/uploads/b.png'],
      livePrice: 39000,
      livePriceStartDate: '2030-01-01T10:00:00+09:00',
      livePriceEndDate: '2030-01-01T12:00:00+09:00',
      options: [
        { optionGroup: '색상', optionKeyName: '아이보리', stock: 10 },
        { optionGroup: '색상', optionKeyName: '블랙', stock: 20, addedPrice: 1000 },
      ],
      addingProducts: [{ name: '선물 포장', details: [{ name: '기본', price: 2000, stock: 5 }] }],
    });
    expect(res.json.resultCode, JSON.stringify(res.json)).toBe('0001');
    const id = res.json.prdtSysId as number;
    const detail = await call('brand', 'GET', `admin/products/${id}`);
    expect(detail.json).toMatchObject({
      name: '라이브 특가 니트',
      livePrice: 39000,
      images: ['/uploads/a.png', '/uploads/b.png'],
    });
    expect((detail.json.options as unknown[]).length).toBe(2);
    const off = await call('brand', 'PATCH', `admin/products/${id}`, { isDisplay: 0 });
    expect((off.json.product as { isDisplay: number }).isDisplay).toBe(0);
    const listed = await call('brand', 'GET', `admin/products?isDisplay=0&rowCount=100`);
    expect((listed.json.rows as { prdtSysId: number }[]).map((r) => r.prdtSysId)).toContain(id);
    // price above market price, a live price without its window: validation errors, nothing written
    const bad = await call('admin', 'POST', 'admin/products', {
      brandSysId: brandA,
      name: 'x',
      marketPrice: 1000,
      price: 2000,
      stock: 1,
      images: ['/uploads/a.png'],
    });
    expect(bad.json.resultCode).toBe('9422');
  });

  it('schedules a broadcast with a sellover and products, lists it on the calendar, blocks it', async () => {
    const sellover = (await login(t, 'seller@demo.kr')).json.authSysId as number;
    const created = await call('brand', 'POST', 'admin/broadcasts', {
      brandSysId: brandA,
      hostUserSysId: sellover,
      title: '겨울 니트 라이브',
      schedules: [{ startDate: '2030-02-03', startTime: '20:00', endTime: '21:00' }],
      prdtSysIds: [productA],
    });
    expect(created.json.resultCode, JSON.stringify(created.json)).toBe('0001');
    const cal = await call('brand', 'GET', 'admin/broadcasts?from=2030-02-01&to=2030-02-28');
    const rows = cal.json.rows as { title: string; prdtSysIds: number[]; hostUserSysId: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: '겨울 니트 라이브', prdtSysIds: [productA], hostUserSysId: sellover });
    const otherBrandProduct = await call('brand', 'PATCH', `admin/broadcasts/${created.json.broadcastSysId}`, {
      prdtSysIds: [productB],
    });
    expect(otherBrandProduct.json.resultCode).toBe('9704');
    // the show is on air when it is blocked: it ends at once
    const scheduleId = (created.json.scheduleSysIds as number[])[0]!;
    await t.database.db
      .update(broadcastSchedules)
      .set({ liveFlag: 1 })
      .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    const blocked = await call('manager', 'POST', `admin/broadcasts/${created.json.broadcastSysId}/block`, {
      reason: '저작권 침해',
    });
    expect(blocked.json.blocked).toBe(true);
    expect(blocked.json.endedSchedules).toEqual([scheduleId]);
    const [sch] = await t.database.db
      .select({ liveFlag: broadcastSchedules.liveFlag })
      .from(broadcastSchedules)
      .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    expect(sch!.liveFlag).toBe(2);
    const tooLong = await call('admin', 'GET', 'admin/broadcasts?from=2030-01-01&to=2030-06-01');
    expect(tooLong.json.resultCode).toBe('9712');
  });

  it('sanctions a member: a forced exit refuses login until lifted; a member detail shows it', async () => {
    const s = await call('manager', 'POST', `admin/members/${buyerId}/sanctions`, {
      kind: 'forcedExit',
      reason: '욕설 반복',
      days: 3,
    });
    expect(s.json.resultCode).toBe('0001');
    const refused = await login(t, 'buyer@demo.kr');
    expect(refused.json.resultCode).toBe('9707');
    const detail = await call('manager', 'GET', `admin/members/${buyerId}`);
    expect((detail.json.sanctions as { kind: string; active: boolean }[])[0]).toMatchObject({
      kind: 'forcedExit',
      active: true,
    });
    // the period ends by the clock
    t.clock.advance(3 * 86_400_000 + 1000);
    expect((await login(t, 'buyer@demo.kr')).json.resultCode).toBe('0001');
    await shop.signInAgain();
    const p = await call('manager', 'POST', `admin/members/${buyerId}/sanctions`, {
      kind: 'permanentExit',
      reason: '사기 거래',
      days: 1,
    });
    expect(p.json.resultCode).toBe('0001');
    expect((await login(t, 'buyer@demo.kr')).json.resultCode).toBe('9707');
    await call('manager', 'POST', `admin/members/${buyerId}/sanctions/${p.json.sanctionSysId}/lift`);
    expect((await login(t, 'buyer@demo.kr')).json.resultCode).toBe('0001');
    const again = await call('manager', 'POST', `admin/members/${buyerId}/sanctions/${p.json.sanctionSysId}/lift`);
    expect(again.json.resultCode).toBe('9708');
    const search = await call('manager', 'GET', 'admin/members?q=buyer@demo');
    expect((search.json.rows as { userSysId: number }[]).map((r) => r.userSysId)).toContain(buyerId);
  });

  it('a chat ban mutes the member in every room; lifting it ends that', async () => {
    const chat = createChatService(t.database.db, () => new Date(t.clock.now));
    const room = 1;
    expect((await chat.standing(buyerId, room)).muted).toBe(false);
    const ban = await call('manager', 'POST', `admin/members/${buyerId}/sanctions`, {
      kind: 'chatBan',
      reason: '도배',
      days: 1,
    });
    expect(ban.json.resultCode).toBe('0001');
    expect(await chat.standing(buyerId, room)).toEqual({ out: false, muted: true });
    expect((await chat.standing(buyerId, 999)).muted).toBe(true);
    // a chat ban does not stop the login
    expect((await login(t, 'buyer@demo.kr')).json.resultCode).toBe('0001');
    await call('manager', 'POST', `admin/members/${buyerId}/sanctions/${ban.json.sanctionSysId}/lift`);
    expect((await chat.standing(buyerId, room)).muted).toBe(false);
  });

  it('grants points (admin only) and changes roles (admin only)', async () => {
    const g = await call('admin', 'POST', 'admin/points/grants', {
      userSysId: buyerId,
      amount: 1500,
      reason: '배송 지연 보상',
    });
    expect(g.json.resultCode).toBe('0001');
    const detail = await call('manager', 'GET', `admin/members/${buyerId}`);
    expect(detail.json.pointBalance).toBe(g.json.balance);
    const id = await addUser('promote@test.kr', 'buyer');
    expect((await call('admin', 'PATCH', `admin/members/${id}/role`, { role: 'manager' })).json.resultCode).toBe(
      '0001',
    );
    const r = await login(t, 'promote@test.kr');
    const me = await t.request({ method: 'GET', url: 'admin/me', token: r.json.accessToken as string });
    expect(me.json.role).toBe('manager');
    expect(me.json.actions).not.toContain('points.grant');
    // demoted: the next call is refused even with the old token
    await call('admin', 'PATCH', `admin/members/${id}/role`, { role: 'buyer' });
    const after = await t.request({ method: 'GET', url: 'admin/me', token: r.json.accessToken as string });
    expect(after.json.resultCode).toBe('9701');
  });

  it('the shopper withdraws a waiting claim; a return denied in transit goes back to transit', async () => {
    const buyer = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    const o = await paidLines(1, productA);
    const id = o.lineIds[0]!;
    // the shopper's claims on the line: requested, withdrawn
    const proposals = `orders/${o.orderSysId}/products/${id}/proposaling`;
    const propose = (kind: 'cancel' | 'return', reasonCode: number) =>
      t.request({ method: 'POST', url: `${proposals}/${kind}`, token: buyer, body: { reasonCode } });
    const withdraw = (claimSysId: number) =>
      t.request({ method: 'DELETE', url: `${proposals}/${claimSysId}`, token: buyer });
    const req = await propose('cancel', 1);
    expect(req.json.resultCode, JSON.stringify(req.json)).toBe('0001');
    const claimId = (req.json.claim as { claimSysId: number }).claimSysId;
    const w = await withdraw(claimId);
    expect(w.json.resultCode, JSON.stringify(w.json)).toBe('0001');
    expect((w.json.claim as { status: string }).status).toBe('withdrawn');
    const again = await withdraw(claimId);
    expect(again.json.resultCode).toBe('7017');
    // dispatched, return requested in transit, denied: the line is back in transit (4), not stuck at 111
    await call('admin', 'POST', 'admin/orders/dispatch', {
      lines: [{ orderPrdtSysId: id, deliveryCompanyCode: '04', invoiceNumber: '512345678901' }],
    });
    const ret = await propose('return', 3);
    expect(ret.json.resultCode, JSON.stringify(ret.json)).toBe('0001');
    const retId = (ret.json.claim as { claimSysId: number }).claimSysId;
    const queue = await call('brand', 'GET', 'admin/claims?type=return&status=pending');
    expect((queue.json.rows as { claimSysId: number }[]).map((r) => r.claimSysId)).toContain(retId);
    // a defective item (reason 3) is refused only for damage the buyer caused, with the finding (issue 33)
    const denied = await call('brand', 'POST', `admin/claims/${retId}/deny`, {
      reason: '배송 중 반품 불가',
      exceptionCode: 1,
      exceptionReason: '구매자 부주의로 인한 파손 확인',
    });
    expect(denied.json.resultCode, JSON.stringify(denied.json)).toBe('0001');
    const detail = await call('admin', 'GET', `admin/orders/${o.orderSysId}`);
    const line = (detail.json.lines as { lineStatus: number; history: { toStatus: number }[] }[])[0]!;
    expect(line.lineStatus).toBe(4);
    expect(line.history.map((h) => h.toStatus)).toEqual([100, 2, 4, 110, 111, 4]);
    expect((await call('admin', 'POST', 'admin/orders/delivered', { orderPrdtSysIds: [id] })).json.resultCode).toBe(
      '0001',
    );
  });

  it('manages content: a notice, an event plan with its products and per-person limit', async () => {
    const n = await call('manager', 'POST', 'admin/content/notices', {
      title: '배송 지연 안내',
      content: '설 연휴 배송 안내',
    });
    expect(n.json.resultCode, JSON.stringify(n.json)).toBe('0001');
    const notices = await call('manager', 'GET', 'admin/content/notices');
    expect((notices.json.rows as { title: string }[]).map((r) => r.title)).toContain('배송 지연 안내');
    const plan = await call('manager', 'POST', 'admin/content/plans', {
      planType: 'event',
      title: '1인 1개 특가',
      bannerImageUrl: '/uploads/p.png',
      startDate: '2030-01-01T00:00:00+09:00',
      endDate: '2030-01-31T23:59:59+09:00',
    });
    expect(plan.json.resultCode, JSON.stringify(plan.json)).toBe('0001');
    const planId = plan.json.id as number;
    const put = await call('manager', 'PUT', `admin/content/plans/${planId}/products`, {
      products: [{ prdtSysId: productA, maxQtyPerUser: 1 }],
    });
    expect(put.json.resultCode, JSON.stringify(put.json)).toBe('0001');
    const [rule] = await t.database.db
      .select()
      .from(eventProductRules)
      .innerJoin(planProducts, eq(planProducts.planPrdtSysId, eventProductRules.planPrdtSysId))
      .where(eq(planProducts.planSysId, planId));
    expect(rule!.event_product_rules.maxQtyPerUser).toBe(1);
    const bad = await call('manager', 'PATCH', `admin/content/plans/${planId}`, {
      endDate: '2029-01-01T00:00:00+09:00',
    });
    expect(bad.json.resultCode).toBe('9422');
    expect((await call('manager', 'DELETE', `admin/content/notices/${n.json.id}`)).json.resultCode).toBe('0001');
  });

  it('creates a coupon policy and issues it within its cap (admin only)', async () => {
    const c = await call('admin', 'POST', 'admin/coupons', {
      kind: 'event',
      name: '사과 쿠폰',
      applyTypeCode: 'cart',
      discountTypeCode: 'amount',
      discountAmount: 3000,
      validityDays: 7,
      totalCap: 1,
    });
    expect(c.json.resultCode, JSON.stringify(c.json)).toBe('0001');
    const id = c.json.couponPolicySysId as number;
    const one = await call('admin', 'POST', `admin/coupons/${id}/issue`, { userSysIds: [buyerId] });
    expect(one.json).toMatchObject({ resultCode: '0001', issued: 1, skipped: 0 });
    const again = await call('admin', 'POST', `admin/coupons/${id}/issue`, { userSysIds: [buyerId] });
    expect(again.json).toMatchObject({ issued: 0, skipped: 1 });
    const other = await addUser('coupon@test.kr', 'buyer');
    expect((await call('admin', 'POST', `admin/coupons/${id}/issue`, { userSysIds: [other] })).json.resultCode).toBe(
      '6209',
    );
    const pct = await call('admin', 'POST', 'admin/coupons', {
      kind: 'event',
      name: 'x',
      applyTypeCode: 'cart',
      discountTypeCode: 'percent',
      discountAmount: 150,
      validityDays: 7,
    });
    expect(pct.json.resultCode).toBe('9422');
    const list = await call('manager', 'GET', 'admin/coupons?kind=event');
    expect((list.json.rows as { name: string }[]).map((r) => r.name)).toContain('사과 쿠폰');
  });

  it('uploads a product image (multipart) and refuses a non-image', async () => {
    const send = async (data: Buffer) => {
      const fd = new FormData();
      fd.append('file1', new Blob([data], { type: 'image/png' }), 'a.png');
      const res = new Response(fd);
      const r = await t.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/admin/uploads',
        headers: { authorization: `Bearer ${tokens.brand}`, 'content-type': res.headers.get('content-type')! },
        payload: Buffer.from(await res.arrayBuffer()),
      });
      return (JSON.parse(r.body) as { jsonData: Record<string, unknown> }).jsonData;
    };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const ok = await send(png);
    expect(ok.resultCode, JSON.stringify(ok)).toBe('0001');
    const img = (ok.images as { url: string; width: number }[])[0]!;
    expect(img.url).toMatch(/^\/uploads\/admin\//);
    expect(img.width).toBe(40);
    expect((await send(Buffer.from('<html></html>'))).resultCode).toBe('7020');
  });

  it('serves an OpenAPI document generated from the route table with every admin route', async () => {
    const res = await t.request({ method: 'GET', url: 'openapi.json' });
    const doc = JSON.parse(res.raw.body) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const r of t.app.routes.filter((x) => x.auth === 'admin')) {
      const p = `/api/v1/${r.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[p]?.[String(r.method).toLowerCase()];
      expect(op, p).toBeTruthy();
      expect(op!['x-policy-action']).toBe(r.action);
      if (r.body) expect(op!.requestBody, p).toBeTruthy();
    }
    const dispatch = doc.paths['/api/v1/admin/orders/dispatch']!.post!;
    expect(JSON.stringify(dispatch.requestBody)).toContain('invoiceNumber');
    // issue 17: every route's answer comes from its response contract ('raw' routes answer themselves)
    for (const r of t.app.routes) {
      const op = doc.paths[`/api/v1/${r.path.replace(/:(\w+)/g, '{$1}')}`]![String(r.method).toLowerCase()]!;
      const ok = (op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)['200']!;
      expect(Boolean(ok.content), `${r.method} ${r.path}`).toBe(r.response !== 'raw');
    }
    const orders = JSON.stringify(doc.paths['/api/v1/admin/orders']!.get!.responses);
    expect(orders).toContain('"resultCode"');
    expect(orders).toContain('"totalCount"');
  });

  it('the dashboard counts today’s paid orders, scoped to a brand seller', async () => {
    await paidLines(2, productA);
    await paidLines(1, productB);
    const all = await call('admin', 'GET', 'admin/dashboard');
    expect(all.json.resultCode).toBe('0001');
    expect(all.json.todayOrders as number).toBeGreaterThan(0);
    const mine = await call('brand', 'GET', 'admin/dashboard');
    expect(mine.json.todayOrders as number).toBeGreaterThan(0);
    expect(mine.json.todayOrders as number).toBeLessThan(all.json.todayOrders as number);
    expect(mine.json.depositsWaiting).toBe(0);
    const [b] = await t.database.db.select({ n: count() }).from(orders);
    expect(b!.n).toBeGreaterThan(0);
  });
});
