import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastStatus, kstDate, type BroadcastCard } from '@lc/contracts';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.js';
import { seedDemo } from '../../seed/seed.js';

let t: TestContext;
let buyer: { token: string; id: number };
let main: { liveList: BroadcastCard[]; readyList: BroadcastCard[]; vodList: BroadcastCard[] };

beforeAll(async () => {
  t = await startTestApp();
  const me = await login(t, 'buyer@demo.kr');
  buyer = { token: me.json.accessToken as string, id: me.json.authSysId as number };
  main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as typeof main;
});
afterAll(() => t.close());

describe('status (live §4)', () => {
  const s = { startDate: '2025-03-01', startTime: '20:00', endTime: '21:00', liveFlag: 0, highlightUrl: null };
  const at = (iso: string) => new Date(iso);
  it('is ready before, live within, ended/vod after the window, and liveFlag 2/3 ends it early', () => {
    expect(broadcastStatus(s, at('2025-03-01T10:59:00Z'))).toBe('ready');
    expect(broadcastStatus(s, at('2025-03-01T11:00:00Z'))).toBe('live');
    expect(broadcastStatus({ ...s, liveFlag: 2 }, at('2025-03-01T11:30:00Z'))).toBe('ended');
    expect(broadcastStatus({ ...s, liveFlag: 3 }, at('2025-03-01T11:30:00Z'))).toBe('ended');
    // streamed and stopped before its scheduled start: over, no longer upcoming
    expect(broadcastStatus({ ...s, liveFlag: 2 }, at('2025-03-01T10:00:00Z'))).toBe('ended');
    expect(broadcastStatus(s, at('2025-03-01T12:00:00Z'))).toBe('ended');
    expect(broadcastStatus({ ...s, highlightUrl: '/v.m3u8' }, at('2025-03-01T12:00:00Z'))).toBe('vod');
    // a window past midnight ends the next day
    expect(broadcastStatus({ ...s, startTime: '23:30', endTime: '00:30' }, at('2025-03-01T15:10:00Z'))).toBe('live');
  });
});

describe('broadcast calls', () => {
  it('mainlists groups the demo broadcasts by status with products and counters', () => {
    expect(main.liveList.length).toBeGreaterThanOrEqual(1);
    expect(main.readyList.length).toBeGreaterThanOrEqual(3);
    expect(main.vodList.length).toBeGreaterThanOrEqual(1);
    const live = main.liveList[0]!;
    expect(live.status).toBe('live');
    expect(live.broadcastPrdts.length).toBeGreaterThan(0);
    expect(live.prdtTotalCnt).toBe(5);
    expect(live.isAlarm).toBe(0);
    expect(main.liveList.every((b) => b.status === 'live')).toBe(true);
    expect(main.vodList.every((b) => b.highlightUrl)).toBe(true);
  });

  it('answers in English titles when asked', async () => {
    const en = await t.request({ method: 'GET', url: 'broadcasts/mainlists', headers: { 'accept-language': 'en' } });
    const l = (en.json.liveList as BroadcastCard[])[0]!;
    expect(l.title).toBe('Moa Beauty hydrating skincare live deals');
    expect(main.liveList[0]!.title).toBe('모아뷰티 수분 스킨케어 라이브 특가');
    // issue 19: the show's products name their brand in English too (the show's brand is already)
    expect(l.broadcastPrdts[0]!.brandName).toBe(l.brandName);
    expect(l.brandName).not.toBe(main.liveList[0]!.brandName);
    const live = main.liveList[0]!;
    const list = await t.request({
      method: 'GET',
      url: `broadcasts/${live.broadcastSysId}/products/list?offset=1&count=2`,
      headers: { 'accept-language': 'en' },
    });
    for (const p of list.json.broadcastPrdts as { brandName: string; name: string }[]) {
      expect(p.brandName).toBe(l.brandName);
      expect(p.name).toMatch(/^[\x20-\x7e–]+$/);
    }
  });

  it('intro, chklive, cliinfo and products/list', async () => {
    const live = main.liveList[0]!;
    const intro = await t.request({
      method: 'GET',
      url: `broadcasts/${live.broadcastSysId}/intro?broadcastScheduleSysId=${live.broadcastScheduleSysId}`,
    });
    expect(intro.status).toBe(200);
    const b = intro.json.broadcast as Record<string, unknown>;
    expect(b).toMatchObject({ bcSysId: live.broadcastSysId, status: 'live', liveFlag: 1, isRecChat: 0 });
    expect((b.broadcastMedias as unknown[]).length).toBe(1);
    expect(b.noti).toEqual(expect.any(String));

    const chk = await t.request({ method: 'GET', url: `broadcasts/${live.broadcastSysId}/chklive` });
    expect(chk.json).toMatchObject({ resultCode: '0001', liveFlag: 1, status: 'live' });

    const vod = main.vodList[0]!;
    const cli = await t.request({
      method: 'GET',
      url: `broadcasts/${vod.broadcastSysId}/cliinfo?broadcastScheduleSysId=${vod.broadcastScheduleSysId}`,
    });
    expect(cli.json).toMatchObject({ resultCode: '0001', broadcastType: 1 });
    expect((cli.json.broadcastMedias as { hlsUrl: string }[])[0]!.hlsUrl).toMatch(/\.m3u8$/);
    expect(cli.json.liveStartDate).toEqual(expect.any(String));

    const ready = main.readyList[0]!;
    const none = await t.request({
      method: 'GET',
      url: `broadcasts/${ready.broadcastSysId}/cliinfo`,
      headers: { 'accept-language': 'en' },
    });
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ resultCode: '5002', message: 'There is no broadcast video information.' });

    const list = await t.request({
      method: 'GET',
      url: `broadcasts/${live.broadcastSysId}/products/list?offset=1&count=2`,
    });
    expect(list.json.prdtTotalCnt).toBe(5);
    const prds = list.json.broadcastPrdts as { price: number; marketPrice: number; discountRate: number }[];
    expect(prds).toHaveLength(2);
    for (const p of prds) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.discountRate).toBe(Math.floor(((p.marketPrice - p.price) * 100) / p.marketPrice));
    }
  });

  it('unknown ids and bad input get stable codes, never a 500', async () => {
    expect((await t.request({ method: 'GET', url: 'broadcasts/999999/intro' })).json.resultCode).toBe('5001');
    expect((await t.request({ method: 'GET', url: 'broadcasts/abc/intro' })).json.resultCode).toBe('9422');
    expect((await t.request({ method: 'GET', url: 'broadcasts/schedules/list?rowCount=51' })).json.resultCode).toBe(
      '9422',
    );
    expect(
      (await t.request({ method: 'GET', url: 'broadcasts/schedules/list?startDate=2025-13' })).json.resultCode,
    ).toBe('9422');
    expect((await t.request({ method: 'GET', url: 'broadcasts/list?type=nope' })).json.resultCode).toBe('9422');
  });

  it('schedules/list returns one KST day in start order, page size 50', async () => {
    const today = kstDate(new Date(t.clock.now));
    const r = await t.request({ method: 'GET', url: `broadcasts/schedules/list?startDate=${today}` });
    const s = r.json.schedules as BroadcastCard[];
    expect(s.length).toBeGreaterThan(0);
    expect(s.every((x) => x.startDate === today)).toBe(true);
    const keys = s.map((x) => `${x.startDate} ${x.startTime}`);
    expect([...keys].sort()).toEqual(keys);
    const other = await t.request({
      method: 'GET',
      url: `broadcasts/schedules/list?userSysId=${buyer.id + 100}`,
      token: buyer.token,
    });
    expect(other.json.resultCode).toBe('1007');
  });

  it('LiveItems lists by type', async () => {
    const r = await t.request({ method: 'GET', url: 'broadcasts/list?type=ready&rowCount=2' });
    expect((r.json.broadcasts as BroadcastCard[]).length).toBe(2);
    expect(r.json.totalCount).toBeGreaterThanOrEqual(3);
  });
});

describe('reservations, alarms and the alert list', () => {
  it('reserve → listed with isAlarm → the start puts it in the alert list once → unreserve', async () => {
    const ready = main.readyList[0]!;
    const url = `users/${buyer.id}/alarms/broadcasts/${ready.broadcastScheduleSysId}`;
    expect((await t.request({ method: 'POST', url, body: { isAlarm: 1 } })).json.resultCode).toBe('1004');
    const on = await t.request({ method: 'POST', url, body: { isAlarm: 1 }, token: buyer.token, form: true });
    expect(on.json).toMatchObject({ resultCode: '0001', isAlarm: 1 });
    // twice is harmless
    expect((await t.request({ method: 'POST', url, body: { isAlarm: 1 }, token: buyer.token })).json.isAlarm).toBe(1);

    const res = await t.request({
      method: 'GET',
      url: `users/${buyer.id}/broadcastreservations/list`,
      token: buyer.token,
    });
    const list = res.json.reservations as BroadcastCard[];
    expect(list.map((x) => x.broadcastScheduleSysId)).toContain(ready.broadcastScheduleSysId);
    expect(list.every((x) => x.isAlarm === 1)).toBe(true);

    const other = await t.request({
      method: 'GET',
      url: `users/${buyer.id + 1}/broadcastreservations/list`,
      token: buyer.token,
    });
    expect(other.json.resultCode).toBe('1007');

    // a live one cannot be reserved
    const live = main.liveList[0]!;
    const closed = await t.request({
      method: 'POST',
      url: `users/${buyer.id}/alarms/broadcasts/${live.broadcastScheduleSysId}`,
      body: { isAlarm: 1 },
      token: buyer.token,
    });
    expect(closed.json.resultCode).toBe('5003');

    const hist = `users/${buyer.id}/alarms/broadcasts/histories`;
    expect((await t.request({ method: 'GET', url: hist, token: buyer.token })).json.totalCount).toBe(0);
    // time passes: the broadcast starts
    t.clock.advance(4 * 3_600_000);
    buyer.token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
    const h1 = await t.request({ method: 'GET', url: hist, token: buyer.token });
    expect(h1.json.totalCount).toBe(1);
    expect((h1.json.histories as { broadcastScheduleSysId: number }[])[0]!.broadcastScheduleSysId).toBe(
      ready.broadcastScheduleSysId,
    );
    const h2 = await t.request({ method: 'GET', url: hist, token: buyer.token });
    expect(h2.json.totalCount).toBe(1);

    const off = await t.request({ method: 'POST', url, body: { isAlarm: 0 }, token: buyer.token });
    expect(off.json).toMatchObject({ resultCode: '0001', isAlarm: 0 });
    t.clock.advance(-4 * 3_600_000);
    buyer.token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
  });
});

describe('counters', () => {
  it('PATCH broadcasts/replay counts a replay view; views/likes read the counters', async () => {
    const vod = main.vodList[0]!;
    const before = await t.request({ method: 'GET', url: `broadcasts/infos/${vod.broadcastScheduleSysId}/views` });
    const p = await t.request({ method: 'PATCH', url: `broadcasts/replay/${vod.broadcastScheduleSysId}` });
    expect(p.json.viewCnt).toBe((before.json.viewCnt as number) + 1);
    const likes = await t.request({ method: 'GET', url: `broadcasts/infos/${vod.broadcastScheduleSysId}/likes` });
    expect(likes.json.likeCnt).toBe(vod.likeCnt);
    const ready = main.readyList[0]!;
    expect(
      (await t.request({ method: 'PATCH', url: `broadcasts/replay/${ready.broadcastScheduleSysId}` })).json.resultCode,
    ).toBe('5002');
  });

  it('serves the demo HLS playlist (generated by ffmpeg) without caching and segments with caching', async () => {
    const pl = await t.app.fastify.inject({ method: 'GET', url: '/media/demo/live/index.m3u8' });
    expect(pl.statusCode).toBe(200);
    expect(pl.headers['cache-control']).toBe('no-cache');
    expect(pl.body).toContain('#EXTM3U');
    const seg = await t.app.fastify.inject({ method: 'GET', url: '/media/demo/live/seg000.ts' });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['cache-control']).toContain('max-age');
    expect((await t.app.fastify.inject({ method: 'GET', url: '/media/demo/live/..%2Fx' })).statusCode).toBe(404);
  });

  it('a later start rolls the seeded demo live show forward so that it is on air again', async () => {
    const liveId = main.liveList[0]!.broadcastScheduleSysId;
    const chk = async () =>
      (
        await t.request({
          method: 'GET',
          url: `broadcasts/${main.liveList[0]!.broadcastSysId}/chklive?broadcastScheduleSysId=${liveId}`,
        })
      ).json;
    // the host ended it, and three days later the server starts again
    await t.app.broadcasts.endLive(liveId);
    expect((await chk()).status).toBe('ended');
    t.clock.advance(3 * 86_400_000);
    expect((await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json.liveList).toEqual([]);
    await seedDemo(t.database.db, { storage: t.storage, password: DEMO_PASSWORD, now: new Date(t.clock.now) });
    expect(await chk()).toMatchObject({ status: 'live', liveFlag: 1 });
    const again = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json.liveList as BroadcastCard[];
    expect(again.map((c) => c.broadcastScheduleSysId)).toEqual([liveId]);
    // on air now: another start leaves it as it is
    const before = (await t.request({ method: 'GET', url: `broadcasts/${main.liveList[0]!.broadcastSysId}/intro` }))
      .json;
    t.clock.advance(60_000);
    await seedDemo(t.database.db, { storage: t.storage, password: DEMO_PASSWORD, now: new Date(t.clock.now) });
    const after = (await t.request({ method: 'GET', url: `broadcasts/${main.liveList[0]!.broadcastSysId}/intro` }))
      .json;
    expect((after.broadcast as BroadcastCard).startTime).toBe((before.broadcast as BroadcastCard).startTime);
    t.clock.advance(-3 * 86_400_000 - 60_000);
  });
});
