import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { BroadcastCard, LiveCoupon } from '@lc/contracts';
import { openDatabase, type Database } from '../../db/client.js';
import { couponPolicies, liveCoupons, userCoupons } from '../../db/schema/index.js';
import { createChatService } from '../chat/chat.service.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMembers } from '../../../test/factories.js';
import { listenForSockets, liveRoom as sharedLiveRoom, type Sockets } from '../../../test/sockets.js';
import { createLiveCouponsService } from './live-coupons.service.js';

/** Live coupons (issue 13 item 2): handed out by the host, claimed once per member, never past the cap. */
let t: TestContext;
let live: BroadcastCard;
let sockets: Sockets;
const tok: Record<string, { token: string; id: number }> = {};
let policyId: number;
let otherBrandPolicyId: number;

async function member(userId: string) {
  const r = await login(t, userId);
  tok[userId] = { token: r.json.accessToken as string, id: r.json.authSysId as number };
}
const req = (method: 'GET' | 'POST', path: string, who?: string, body?: unknown, key?: string) =>
  t.request({
    method,
    url: path,
    token: who ? tok[who]!.token : undefined,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const liveRoom = () => sharedLiveRoom(t, live, 'coupon live');
const connect = () => sockets.connect();

async function livePolicy(values: Partial<typeof couponPolicies.$inferInsert> = {}) {
  const [p] = await t.database.db
    .insert(couponPolicies)
    .values({
      kind: 'live',
      name: '라이브 특가 3,000원',
      nameEn: '3,000 won live deal',
      discountTypeCode: 'amount',
      discountAmount: 3000,
      minOrderAmount: 10000,
      validityDays: 7,
      ...values,
    })
    .returning();
  return p!.couponPolicySysId;
}

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
  for (const u of ['buyer@demo.kr', 'seller@demo.kr', 'admin@demo.kr']) await member(u);
  policyId = await livePolicy({ brandSysId: live.brandSysId });
  otherBrandPolicyId = await livePolicy({ brandSysId: 999_999 });
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('live coupons', () => {
  it('the host hands out a show policy: the room hears liveCoupon; only show policies, only the show staff', async () => {
    const room = await liveRoom();
    const opts = await req('GET', `broadcasts/console/${room}/live-coupons`, 'seller@demo.kr');
    const ids = (opts.json.policies as { couponPolicySysId: number }[]).map((p) => p.couponPolicySysId);
    expect(ids).toContain(policyId);
    expect(ids).not.toContain(otherBrandPolicyId);

    const viewer = await connect();
    await viewer.timeout(5000).emitWithAck('joinRoom', { room });
    const heard = new Promise<LiveCoupon>((resolve) => viewer.once('liveCoupon', resolve));
    const issued = await req('POST', `broadcasts/console/${room}/live-coupon`, 'seller@demo.kr', {
      couponPolicySysId: policyId,
      cap: 2,
    });
    expect(issued.status).toBe(200);
    expect(await heard).toMatchObject({
      room,
      couponPolicySysId: policyId,
      discountPolicy: 1,
      discountPolicyFigures: 3000,
      cap: 2,
      issuedCnt: 0,
    });
    const denied = await req('POST', `broadcasts/console/${room}/live-coupon`, 'buyer@demo.kr', {
      couponPolicySysId: policyId,
      cap: 2,
    });
    expect(denied.json.resultCode).toBe('5101');
    const foreign = await req('POST', `broadcasts/console/${room}/live-coupon`, 'seller@demo.kr', {
      couponPolicySysId: otherBrandPolicyId,
      cap: 2,
    });
    expect(foreign.json.resultCode).toBe('6208');
    expect((await req('GET', `broadcasts/live-coupons/${room}`)).json.coupons).toHaveLength(1);
  });

  it('a member claims once (a repeat returns the same coupon), it is in the coupon box; sold out and expired coupons disappear', async () => {
    const room = await liveRoom();
    const p = await livePolicy({ brandSysId: live.brandSysId });
    const issued = await req('POST', `broadcasts/console/${room}/live-coupon`, 'seller@demo.kr', {
      couponPolicySysId: p,
      cap: 1,
      claimableMinutes: 60,
    });
    const id = issued.json.liveCouponSysId as number;
    expect((await req('POST', `broadcasts/live-coupons/${room}/${id}/claim`)).status).toBe(401);
    const first = await req('POST', `broadcasts/live-coupons/${room}/${id}/claim`, 'buyer@demo.kr');
    expect(first.json).toMatchObject({ resultCode: '0001', alreadyClaimed: false });
    const again = await req('POST', `broadcasts/live-coupons/${room}/${id}/claim`, 'buyer@demo.kr');
    expect(again.json).toMatchObject({ alreadyClaimed: true, userCouponSysId: first.json.userCouponSysId });
    const box = await req('GET', `coupons/users/${tok['buyer@demo.kr']!.id}?useTypeCode=1`, 'buyer@demo.kr');
    expect(JSON.stringify(box.json.coupons)).toContain('라이브 특가');
    // cap 1: the next member gets 'all issued'; the coupon is no longer listed
    const late = await req('POST', `broadcasts/live-coupons/${room}/${id}/claim`, 'admin@demo.kr');
    expect(late.json.resultCode).toBe('6209');
    expect((await req('GET', `broadcasts/live-coupons/${room}`)).json.coupons).toHaveLength(0);

    // a replay still lists a coupon within its window, not after it
    const p2 = await livePolicy({ brandSysId: live.brandSysId });
    await req('POST', `broadcasts/console/${room}/live-coupon`, 'seller@demo.kr', {
      couponPolicySysId: p2,
      cap: 10,
      claimableMinutes: 30,
    });
    const listed = await req('GET', `broadcasts/live-coupons/${room}`, 'buyer@demo.kr');
    expect(listed.json.coupons).toMatchObject([{ couponPolicySysId: p2, claimed: false }]);
    t.clock.advance(31 * 60_000);
    expect((await req('GET', `broadcasts/live-coupons/${room}`)).json.coupons).toHaveLength(0);
    // the access tokens expired with the clock
    for (const u of ['buyer@demo.kr', 'seller@demo.kr', 'admin@demo.kr']) await member(u);
  });

  it('the cap holds under parallel claims of many members across two database connections ("nodes")', async () => {
    const room = await liveRoom();
    const p = await livePolicy({ brandSysId: live.brandSysId });
    const cap = 25;
    const issued = await req('POST', `broadcasts/console/${room}/live-coupon`, 'seller@demo.kr', {
      couponPolicySysId: p,
      cap,
    });
    expect(issued.json.resultCode).toBe('0001');
    const id = issued.json.liveCouponSysId as number;
    const n = t.database.kind === 'postgres' ? 1000 : 150;
    const rows = await makeMembers(
      t.database.db,
      Array.from({ length: n }, (_, i) => ({
        userId: `claimer${i}@cap.kr`,
        nickName: `claimer${i}`,
        passwordHash: 'x',
      })),
    );
    // a second node: its own connection pool to the same database (PostgreSQL), else the same one
    let second: Database | undefined;
    const pgUrl = (t.database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client
      ?.options?.connectionString;
    if (t.database.kind === 'postgres' && pgUrl) second = await openDatabase({ url: pgUrl, poolSize: 5 });
    if (t.database.kind === 'postgres') expect(second).toBeDefined();
    const now = () => new Date(t.clock.now);
    const node = (db: Database['db']) =>
      createLiveCouponsService({ db, now, chat: createChatService(db, now), announce: () => undefined });
    const nodes = [node(t.database.db), node(second?.db ?? t.database.db)];
    const results = await Promise.allSettled(
      rows.flatMap((u, i) => [
        nodes[i % 2]!.claim(u.id, room, id, 'ko'),
        // every member taps twice, on the other node
        nodes[(i + 1) % 2]!.claim(u.id, room, id, 'ko'),
      ]),
    );
    await second?.close();
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect([...new Set(failed.map((r) => (r.reason as { code?: string }).code ?? String(r.reason)))]).toEqual(['6209']);
    const held = await t.database.db
      .select()
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.couponPolicySysId, p),
          inArray(
            userCoupons.userSysId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(held).toHaveLength(cap);
    const [l] = await t.database.db.select().from(liveCoupons).where(eq(liveCoupons.liveCouponSysId, id));
    expect(l!.issuedCount).toBe(cap);
    // a member's two taps answer the same coupon
    expect(new Set(ok.map((r) => (r.value as { userCouponSysId: number }).userCouponSysId)).size).toBe(cap);
  });
});
