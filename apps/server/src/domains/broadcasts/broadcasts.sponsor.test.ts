import { and, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSOR_LABEL } from '@lc/contracts';
import {
  brands,
  broadcastSallies,
  broadcastSchedules,
  pointEarnings,
  productReviews,
  sallyContracts,
} from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeOrder, makeProduct } from '../../../test/factories.js';
import { withShareMeta } from './broadcasts.share.js';

/**
 * Issue 33 item 5 (표시광고법, 추천·보증 심사지침): a show a sellover hosts under a contract with a brand is
 * advertising: its answers carry the sponsor (lists, live intro, replay info) and its share page says
 * 광고; a review that earned points is answered as rewarded.
 */
let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** a demo schedule booked by the demo sellover under a brand contract, and one booked by nobody */
async function schedules() {
  const db = t.database.db;
  const [booked] = await db
    .select({
      id: broadcastSchedules.broadcastScheduleSysId,
      broadcastSysId: broadcastSchedules.broadcastSysId,
      brand: brands.name,
      brandEn: brands.nameEn,
    })
    .from(broadcastSallies)
    .innerJoin(
      broadcastSchedules,
      eq(broadcastSchedules.broadcastScheduleSysId, broadcastSallies.broadcastScheduleSysId),
    )
    .innerJoin(sallyContracts, eq(sallyContracts.contractSysId, broadcastSallies.contractSysId))
    .innerJoin(brands, eq(brands.brandSysId, sallyContracts.brandSysId))
    .where(isNotNull(broadcastSchedules.highlightUrl));
  // a show nobody booked: another demo show's booking removed
  const [plain] = await db
    .select({ id: broadcastSchedules.broadcastScheduleSysId, broadcastSysId: broadcastSchedules.broadcastSysId })
    .from(broadcastSchedules)
    .where(ne(broadcastSchedules.broadcastScheduleSysId, booked!.id))
    .limit(1);
  await db.delete(broadcastSallies).where(eq(broadcastSallies.broadcastScheduleSysId, plain!.id));
  return { booked: booked!, plain: plain! };
}

describe('a sponsored show (광고)', () => {
  it('answers its sponsor on the live intro, the replay info and the lists; an unbooked show answers none', async () => {
    const { booked, plain } = await schedules();
    const get = (url: string, lang = 'ko') => t.request({ method: 'GET', url, headers: { 'accept-language': lang } });
    const intro = await get(`broadcasts/${booked.broadcastSysId}/intro?broadcastScheduleSysId=${booked.id}`);
    expect(intro.status, JSON.stringify(intro.json)).toBe(200);
    expect((intro.json.broadcast as { sponsor: unknown }).sponsor).toEqual({ brandName: booked.brand });
    const en = await get(`broadcasts/${booked.broadcastSysId}/intro?broadcastScheduleSysId=${booked.id}`, 'en');
    expect((en.json.broadcast as { sponsor: unknown }).sponsor).toEqual({ brandName: booked.brandEn ?? booked.brand });
    const replay = await get(`broadcasts/${booked.broadcastSysId}/cliinfo?broadcastScheduleSysId=${booked.id}`);
    expect(replay.status, JSON.stringify(replay.json)).toBe(200);
    expect(replay.json.sponsor).toEqual({ brandName: booked.brand });

    const other = await get(`broadcasts/${plain.broadcastSysId}/intro?broadcastScheduleSysId=${plain.id}`);
    expect((other.json.broadcast as { sponsor: unknown }).sponsor).toBeNull();

    const vod = (await get('broadcasts/list?type=vod&startIndex=0&rowCount=100')).json.broadcasts as {
      broadcastScheduleSysId: number;
      sponsor: unknown;
    }[];
    expect(vod.find((c) => c.broadcastScheduleSysId === booked.id)?.sponsor).toEqual({ brandName: booked.brand });
    // the unbooked show's own answer (above) carries none; the list answers the booked one's sponsor
  });

  it('says 광고 in the share page’s title and description (what a messenger preview shows)', async () => {
    const { booked } = await schedules();
    const intro = await t.request({
      method: 'GET',
      url: `broadcasts/${booked.broadcastSysId}/intro?broadcastScheduleSysId=${booked.id}`,
    });
    const b = intro.json.broadcast as Parameters<typeof withShareMeta>[1];
    const page = withShareMeta('<html><head><title>x</title></head></html>', b, 'https://shop.example.kr', 'ko');
    expect(page).toContain(`<title>(${SPONSOR_LABEL.ko}) `);
    expect(page).toMatch(new RegExp(`og:title" content="\\(${SPONSOR_LABEL.ko}\\) `));
    expect(page).toContain(`${SPONSOR_LABEL.ko} · ${b.sponsor!.brandName}`);
    const plain = withShareMeta('<title>x</title>', { ...b, sponsor: null }, 'https://shop.example.kr', 'en');
    expect(plain).not.toContain(SPONSOR_LABEL.en);
  });
});

describe('a rewarded review', () => {
  it('is answered as rewarded when its writer earned points for it', async () => {
    const r = await login(t, 'buyer@demo.kr');
    const buyer = { token: r.json.accessToken as string, id: r.json.authSysId as number };
    const p = await makeProduct(t.database.db, { price: 25000, stock: 5 });
    const o = await makeOrder(t.database.db, {
      at: new Date(t.clock.now),
      userSysId: buyer.id,
      status: 4,
      lines: [{ prdtSysId: p.prdtSysId, unitPrice: 25000, name: '후기 상품', optionText: '' }],
    });
    const pid = o.lineIds[0]!;
    const ok = await t.request({
      method: 'PATCH',
      url: `users/${buyer.id}/orders/${pid}/completedPurcharse`,
      token: buyer.token,
    });
    expect(ok.json.resultCode).toBe('0001');
    const posted = await t.request({
      method: 'POST',
      url: `products/${p.prdtSysId}/reviews`,
      token: buyer.token,
      body: {
        orderSysId: o.orderSysId,
        orderPrdtSysId: pid,
        score: 5,
        content: '색감이 사진과 같고 마감이 좋아요. 추천합니다!',
      },
    });
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    expect(posted.json.earnedPoints).toBeGreaterThan(0);
    expect(posted.json.review).toMatchObject({ rewarded: true });
    const id = (posted.json.review as { prdtReviewSysId: number }).prdtReviewSysId;
    const list = async () =>
      (
        (await t.request({ method: 'GET', url: `products/${p.prdtSysId}/reviews/list?rowCount=10` })).json.reviews as {
          prdtReviewSysId: number;
          rewarded: boolean;
        }[]
      ).find((x) => x.prdtReviewSysId === id)!;
    expect((await list()).rewarded).toBe(true);
    // a review without points (the demo's) is a plain review
    const [plain] = await t.database.db
      .select({ id: productReviews.prdtReviewSysId, prdtSysId: productReviews.prdtSysId })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.state, 'visible'),
          notInArray(
            productReviews.prdtReviewSysId,
            t.database.db
              .select({ id: pointEarnings.sourceId })
              .from(pointEarnings)
              .where(eq(pointEarnings.source, 'review')),
          ),
        ),
      )
      .limit(1);
    const theirs = (await t.request({ method: 'GET', url: `products/${plain!.prdtSysId}/reviews/list?rowCount=100` }))
      .json.reviews as { prdtReviewSysId: number; rewarded: boolean }[];
    expect(theirs.find((x) => x.prdtReviewSysId === plain!.id)?.rewarded).toBe(false);
  });
});
