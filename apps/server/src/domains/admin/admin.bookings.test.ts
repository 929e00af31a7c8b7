import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { broadcasts } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';
import { backOffice, type BackOffice } from '../../../test/back-office.js';

let t: TestContext;
let shop: BackOffice;
let seller: { id: number; token: string };

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.request({ method, url, token, ...(body !== undefined ? { body } : {}) });

/** The titles on a tab (0 booked) of the demo sellover's "내 방송 관리". */
async function sellerList(type = 0): Promise<{ title: string; broadcastScheduleSysId: number; isConfirmed: number }[]> {
  const r = await call(
    seller.token,
    'GET',
    `broadcasts/scheduletype/list?scheduleType=${type}&startIndex=0&rowCount=50`,
  );
  expect(r.json.resultCode, JSON.stringify(r.json)).toBe('0001');
  return r.json.broadcasts as never;
}

beforeAll(async () => {
  t = await startTestApp();
  shop = await backOffice(t, { prefix: 'bk-', productName: '예약 상품', stock: 10 });
  const r = await login(t, 'seller@demo.kr');
  seller = { id: r.json.authSysId as number, token: r.json.accessToken as string };
});
afterAll(async () => t?.close());

describe('a show booked in the back-office for a sellover (issue 32 item 1)', () => {
  it('is in the sellover’s booked list at once, can be confirmed, and moves with a new host', async () => {
    const created = await call(shop.tokens.admin!, 'POST', 'admin/broadcasts', {
      brandSysId: shop.brandA,
      hostUserSysId: seller.id,
      title: '백오피스 예약 방송',
      schedules: [
        { startDate: '2030-03-03', startTime: '20:00', endTime: '21:00' },
        { startDate: '2030-03-10', startTime: '20:00', endTime: '21:00' },
      ],
      prdtSysIds: [shop.productA],
    });
    expect(created.json.resultCode, JSON.stringify(created.json)).toBe('0001');
    const ids = created.json.scheduleSysIds as number[];
    const mine = (await sellerList()).filter((b) => b.title === '백오피스 예약 방송');
    expect(mine.map((b) => b.broadcastScheduleSysId).sort()).toEqual([...ids].sort());

    // the sellover opens and confirms it like a show booked through sally/broadcastsally
    const detail = await call(seller.token, 'GET', `broadcasts/scheduletype/${ids[0]}`);
    expect(detail.json.resultCode).toBe('0001');
    const bookingId = (detail.json.broadcast as { broadcastSallySysId: number }).broadcastSallySysId;
    const confirmed = await t.request({
      method: 'PUT',
      url: `sally/broadcastsally/${bookingId}`,
      token: seller.token,
      body: { agreeContent: true },
    });
    expect(confirmed.json.resultCode, JSON.stringify(confirmed.json)).toBe('0001');

    // saving the same host again (the calendar dialog does) keeps the confirmation; an added airing is booked too
    const again = await call(shop.tokens.admin!, 'PATCH', `admin/broadcasts/${created.json.broadcastSysId}`, {
      hostUserSysId: seller.id,
      addSchedules: [{ startDate: '2030-03-17', startTime: '20:00', endTime: '21:00' }],
    });
    expect(again.json.resultCode).toBe('0001');
    const after = (await sellerList()).filter((b) => b.title === '백오피스 예약 방송');
    expect(after).toHaveLength(3);
    expect(after.find((b) => b.broadcastScheduleSysId === ids[0])!.isConfirmed).toBe(1);

    // no host: the show leaves the sellover's list
    const none = await call(shop.tokens.admin!, 'PATCH', `admin/broadcasts/${created.json.broadcastSysId}`, {
      hostUserSysId: null,
    });
    expect(none.json.resultCode).toBe('0001');
    expect((await sellerList()).filter((b) => b.title === '백오피스 예약 방송')).toHaveLength(0);
  });

  it('refuses a host who is not a sellover of the brand (8215) and writes nothing', async () => {
    const plain = await makeMember(t.database.db, { userId: 'bk-plain@test.kr' });
    const before = await t.database.db.select({ id: broadcasts.broadcastSysId }).from(broadcasts);
    const refused = await call(shop.tokens.admin!, 'POST', 'admin/broadcasts', {
      brandSysId: shop.brandA,
      hostUserSysId: plain.id,
      title: '호스트 없는 방송',
      schedules: [{ startDate: '2030-03-04', startTime: '20:00', endTime: '21:00' }],
    });
    expect(refused.json.resultCode).toBe('8215');
    const rows = await t.database.db
      .select({ id: broadcasts.broadcastSysId })
      .from(broadcasts)
      .where(eq(broadcasts.title, '호스트 없는 방송'));
    expect(rows).toHaveLength(0);
    expect((await t.database.db.select({ id: broadcasts.broadcastSysId }).from(broadcasts)).length).toBe(before.length);
  });
});
