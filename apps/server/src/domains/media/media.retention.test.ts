import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastCard } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { waitFor } from '../../../test/wait-for.js';
import { pushTestPattern } from '../../media/demo-broadcaster.js';
import type { MediaModule } from '../../media/media.js';

/** MEDIA_RECORD off: live only; segments past the live window and the retention are deleted; cleanup. */
let t: TestContext;
let media: MediaModule;
let seller: string;
let live: BroadcastCard;

/** what ffmpeg and the ingest decide (real time): polled with a deadline */
const until = <T>(what: string, fn: () => Promise<T>, timeoutMs = 40_000) =>
  waitFor(fn, { what, timeoutMs, everyMs: 200 });
type Manifest = { segments: Record<string, { uri: string; pdt: number; duration: number; deleted?: boolean }[]> };
const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });
const showsRoot = () => path.join(t.dataDir, 'media', 'shows');

beforeAll(async () => {
  t = await startTestApp({
    MEDIA_RECONNECT_GRACE_SECONDS: '1',
    MEDIA_RECORD: 'false',
    MEDIA_LIVE_RETENTION_SECONDS: '5',
  });
  media = t.app.media!;
  await media.start({ rtmpPort: 0, demo: false });
  seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
}, 120_000);
afterAll(() => t.close());

describe('unrecorded shows (MEDIA_RECORD off)', () => {
  it('deletes segments that left the live window after the retention, and ends without a replay', async () => {
    const id = live.broadcastScheduleSysId;
    const base = `/media/shows/${id}`;
    const key = (
      await t.request({
        method: 'POST',
        url: 'media/streamkeys',
        token: seller,
        body: { broadcastSysId: live.broadcastSysId, broadcastScheduleSysId: id, isAgree: 1 },
      })
    ).json.streamKey as string;
    const encoder = pushTestPattern({
      ffmpegPath: 'ffmpeg',
      rtmpUrl: `rtmp://127.0.0.1:${media.rtmpPort}/live/${key}`,
      seconds: 24,
      log: () => undefined,
    });
    // the window slid past the first segment (6 × 2 s listed)
    const pl = await until(
      'window slid',
      async () => {
        const r = await get(`${base}/720p/live.m3u8`);
        const seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(r.body)?.[1] ?? 0);
        return r.statusCode === 200 && seq >= 2 ? r.body : null;
      },
      100_000,
    ); // slow when the machine transcodes other streams too
    const firstUrl = `${base}/r1/720p/seg00000.ts`;
    const manifest = () =>
      JSON.parse(readFileSync(path.join(showsRoot(), String(id), 'manifest.json'), 'utf8')) as Manifest;
    // out of the live window, but its retention has not passed on the app's clock: still served
    const first = manifest().segments['720p']![0]!;
    expect(first.deleted).toBeFalsy();
    expect((await get(firstUrl)).statusCode).toBe(200);
    // the clock moves past the first segment's end plus the 5 s retention: gone from disk and from serving
    t.clock.advance(Math.max(0, first.pdt + first.duration * 1000 + 5_000 - t.clock.now) + 1_000);
    await until('first segment deleted', async () => (await get(firstUrl)).statusCode === 404, 10_000);
    // what the live window lists is still there
    const listed = pl.split('\n').filter((l) => l.endsWith('.ts'));
    const last = new URL(listed[listed.length - 1]!, `http://x${base}/720p/live.m3u8`).pathname;
    expect((await get(last)).statusCode).toBe(200);
    expect(manifest().segments['720p']![0]!.deleted).toBe(true);
    expect(manifest().segments['360p']![0]!.deleted).toBe(true);

    expect(await encoder.done).toBe(0);
    // ended after the grace window: liveFlag 2, no replay published
    await until('ended', async () => {
      const r = await t.request({
        method: 'GET',
        url: `broadcasts/${live.broadcastSysId}/chklive?broadcastScheduleSysId=${id}`,
      });
      return r.json.liveFlag === 2;
    });
    const cli = await t.request({
      method: 'GET',
      url: `broadcasts/${live.broadcastSysId}/cliinfo?broadcastScheduleSysId=${id}`,
    });
    expect(cli.json.liveUrl ?? null).toBeNull();
    expect(JSON.stringify(cli.json)).not.toContain(`${base}/vod.m3u8`);
    expect((await get(`${base}/vod.m3u8`)).statusCode).toBe(404);
    const st = await t.request({ method: 'GET', url: `media/streams/${id}`, token: seller });
    expect(st.json.state).toBe('ended');
    expect(st.json.replayUrl).toBeNull();
    expect(existsSync(path.join(showsRoot(), String(id), 'vod.m3u8'))).toBe(false);

    // the ended show's folder goes with the cleanup once grace + retention have passed
    expect(media.sweep()).not.toContain(id);
    expect(existsSync(path.join(showsRoot(), String(id)))).toBe(true);
    // the app's clock passes the folder's last write (wall time) by the 1 s grace and the 5 s retention
    t.clock.advance(Math.max(0, Date.now() - t.clock.now) + 6_500);
    expect(media.sweep()).toContain(id);
    expect(existsSync(path.join(showsRoot(), String(id)))).toBe(false);
    expect((await get(`${base}/720p/live.m3u8`)).statusCode).toBe(404);
  }, 200_000);
});

describe('cleanup of stream folders', () => {
  it('deletes abandoned folders and keeps published replays and fresh folders', async () => {
    const old = (t.clock.now - 3_600_000) / 1000;
    const fresh = t.clock.now / 1000;
    const make = (id: number, files: string[], mtime: number) => {
      const dir = path.join(showsRoot(), String(id));
      mkdirSync(path.join(dir, '720p'), { recursive: true });
      for (const f of files) writeFileSync(path.join(dir, f), 'x');
      for (const f of [...files, '720p', '']) utimesSync(path.join(dir, f), mtime, mtime);
    };
    make(900001, ['720p/seg00000.ts', 'master.m3u8'], old); // never published, an hour untouched
    make(900002, ['vod.m3u8', '720p/vod.m3u8'], old); // a replay
    make(900003, ['720p/seg00000.ts'], fresh); // written just now (on the app's clock)
    const removed = media.sweep();
    expect(removed).toContain(900001);
    expect(removed).not.toContain(900002);
    expect(removed).not.toContain(900003);
    expect((await get('/media/shows/900001/master.m3u8')).statusCode).toBe(404);
    expect((await get('/media/shows/900002/vod.m3u8')).statusCode).toBe(200);
    expect(existsSync(path.join(showsRoot(), '900003'))).toBe(true);
  });
});
