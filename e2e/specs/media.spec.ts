/**
 * The media pipeline in real Chromium (issue 8): the sellover takes the consent and a stream key on
 * the web, ffmpeg pushes a 20 s test pattern over RTMP as an encoder would, hls.js plays it live,
 * stopping ends the broadcast and the recording plays as the replay.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pushTestPattern } from '../../apps/server/src/media/demo-broadcaster.js';
import {
  apiCall,
  DEMO_USERS,
  mainLists,
  showOnAir,
  recordDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eContext,
  type E2eTest,
} from '../lib.js';

const api = async <T>(ctx: E2eContext, path: string): Promise<T> => (await apiCall(ctx.baseUrl, 'GET', path)) as T;

/** currentTime of the page's video advances by at least `seconds` while playing. */
async function advances(page: Page, seconds: number, timeout = 20_000) {
  const video = page.getByTestId('player-video');
  await video.waitFor({ timeout });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, { timeout });
  const t0 = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await page.waitForFunction(
    ([start, d]) => (document.querySelector('video')?.currentTime ?? 0) >= start + d,
    [t0, seconds] as const,
    { timeout },
  );
}

export const tests: E2eTest[] = [
  {
    name: 'sellover consent and stream key → ffmpeg pushes 20 s over RTMP → hls.js plays live → stop ends it → replay plays',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);

      // streamTerm: the rules and the consent
      const seller = await ctx.newPage();
      const dialogs = recordDialogs(seller);
      await uiLogin(seller, ctx.baseUrl, 'ko', DEMO_USERS.seller);
      await seller.goto(`${ctx.baseUrl}/seller/streamTerm/${ids}`);
      await seller.getByRole('heading', { name: '방송 운영 정책' }).waitFor();
      await seller.getByRole('button', { name: '다음' }).click();
      await waitUntil(async () => dialogs.includes('방송을 시작하려면 동의에 체크해 주세요.'), 'consent alert', 5_000);
      await ctx.shot(seller, 'media-streamTerm-ko');
      // exact: the detail screen's consent (still shown while this screen loads) ends with the same words
      await seller.getByLabel('방송 운영 정책을 확인했으며 이에 동의합니다.', { exact: true }).check();
      await seller.getByRole('button', { name: '다음' }).click();
      await waitForPath(seller, `/seller/streamSelect/${ids}`);

      // streamSelect: the phone streams only in the app; an encoder gets the ingest URL and a key
      await seller.getByRole('button', { name: '앱에서 방송 시작' }).click();
      await seller.getByRole('status').filter({ hasText: '휴대폰 방송은 앱에서만 가능합니다.' }).waitFor();
      await seller.getByRole('button', { name: '스트림 키 발급' }).click();
      await seller.getByTestId('ingest-url').waitFor();
      await seller.getByRole('button', { name: '보기' }).click();
      const ingestUrl = (await seller.getByTestId('ingest-url').textContent())!;
      const streamKey = (await seller.getByTestId('stream-key').textContent())!;
      assert.match(ingestUrl, /^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
      assert.match(streamKey, /^[A-Za-z0-9_-]{32}$/);
      await seller.getByTestId('stream-state').filter({ hasText: '송출 대기 중' }).waitFor();
      await ctx.shot(seller, 'media-streamSelect-ko');

      // the encoder: ffmpeg pushing a test pattern with a clock and a tone, 20 s (a loaded machine
      // needs the time for the viewer's checks while it is still live)
      const encoder = pushTestPattern({
        ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
        rtmpUrl: `${ingestUrl}/${streamKey}`,
        seconds: 20,
        log: (_l, m) => console.log(m),
      });
      const started = Date.now();
      await waitUntil(
        async () =>
          (
            await api<{ broadcast: { liveUrl: string | null } }>(
              ctx,
              `broadcasts/${live.broadcastSysId}/intro?broadcastScheduleSysId=${live.broadcastScheduleSysId}`,
            )
          ).broadcast.liveUrl?.startsWith('/media/shows/'),
        'the pipeline live url',
        15_000,
      );
      console.log(`    live after ${Date.now() - started} ms`);
      // the sellover's screen follows: on air
      await seller.getByTestId('stream-state').filter({ hasText: '방송 중' }).waitFor({ timeout: 10_000 });
      const viewer = await ctx.newPage();
      // low-latency HLS: hls.js loads the LL playlists with blocking reloads and plays fMP4 parts
      const requests: string[] = [];
      viewer.on('request', (r) => requests.push(r.url()));
      await viewer.goto(`${ctx.baseUrl}/Live/${ids}`);
      await advances(viewer, 2);
      await ctx.shot(viewer, 'media-live-playing');
      assert.equal(await viewer.getByTestId('player-video').getAttribute('data-low-latency'), 'true');
      assert.ok(
        requests.some((u) => u.endsWith('/master-ll.m3u8')),
        'the LL master playlist was loaded',
      );
      assert.ok(
        requests.some((u) => /\/ll\.m3u8\?_HLS_msn=\d+&_HLS_part=\d+/.test(u)),
        'hls.js asked for blocking playlist reloads',
      );
      assert.ok(
        requests.some((u) => /\/ll\d+p\d+\.m4s$/.test(u)),
        'hls.js loaded parts',
      );
      assert.ok(!requests.some((u) => u.endsWith('/master.m3u8')), 'no fallback to classic HLS was needed');

      // stopping the encoder ends the broadcast (after the reconnect window) and publishes the replay
      assert.equal(await encoder.done, 0);
      await waitUntil(
        async () => {
          const c = await api<{ liveFlag: number }>(
            ctx,
            `broadcasts/${live.broadcastSysId}/chklive?broadcastScheduleSysId=${live.broadcastScheduleSysId}`,
          );
          const cli = await api<{ broadcastMedias?: { hlsUrl: string }[] }>(
            ctx,
            `broadcasts/${live.broadcastSysId}/cliinfo?broadcastScheduleSysId=${live.broadcastScheduleSysId}`,
          );
          return c.liveFlag === 2 && cli.broadcastMedias?.[0]?.hlsUrl.endsWith('/vod.m3u8');
        },
        'ended with a replay',
        40_000,
      );
      await seller.getByTestId('stream-state').filter({ hasText: '다시보기' }).waitFor({ timeout: 10_000 });
      const replay = await ctx.newPage();
      await replay.goto(`${ctx.baseUrl}/PastVod/${ids}`);
      await advances(replay, 2);
      await ctx.shot(replay, 'media-replay-playing');
    },
  },
  {
    name: 'streaming screens in English',
    async run(ctx) {
      const { readyList } = await mainLists(ctx.baseUrl);
      const ids = `${readyList[0]!.broadcastSysId}/${readyList[0]!.broadcastScheduleSysId}`;
      const page = await ctx.newPage({ locale: 'en' });
      const dialogs = recordDialogs(page);
      await uiLogin(page, ctx.baseUrl, 'en', DEMO_USERS.seller);
      await page.goto(`${ctx.baseUrl}/seller/streamTerm/${ids}`);
      await page.getByRole('heading', { name: 'Broadcasting rules' }).waitFor();
      await ctx.shot(page, 'media-streamTerm-en');
      await page.goto(`${ctx.baseUrl}/seller/streamSelect/${ids}`);
      await page.getByRole('button', { name: 'Get a stream key' }).click();
      await waitUntil(
        async () => dialogs.includes('You have to check your consent to start the broadcast.'),
        'consent alert',
        5_000,
      );
      await page.getByLabel('I have read the broadcasting rules and agree to them.').check();
      await page.getByRole('button', { name: 'Start in the app' }).click();
      await waitUntil(
        async () => dialogs.some((d) => d.startsWith('Streaming from the phone works only in the app.')),
        'app-only alert',
        5_000,
      );
      await page.getByRole('button', { name: 'Get a stream key' }).click();
      await page
        .getByTestId('stream-state')
        .filter({ hasText: 'Waiting for your encoder' })
        .waitFor()
        .catch((e: Error) => {
          throw new Error(`${e.message}\ndialogs: ${dialogs.join(' | ')}`);
        });
      await ctx.shot(page, 'media-streamSelect-en');
    },
  },
];
