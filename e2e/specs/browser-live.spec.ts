/**
 * Going live from the browser (issue 14): a member joins as a sellover, the vendor accepts and books
 * them on the show on air, they confirm its content and start it from the page in Chromium with a fake
 * camera (MediaRecorder → WebSocket → the server's ffmpeg → LL-HLS); a viewer in another browser sees
 * the video play, chats and buys; the sellover's overlay shows the viewer count and the chat line, the
 * sales chart the order; stopping ends the show at once into its replay.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  apiMember,
  DEMO_PASSWORD,
  DEMO_USERS,
  dialogSeen,
  mainLists,
  showOnAir,
  randomMobile,
  recordDialogs,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eContext,
  type E2eTest,
} from '../lib.js';
import { acceptSellover, bookSellover, chartCountsShowOrder, showForSale } from '../sellovers.js';
import { repoRoot as root, startE2eServer } from '../server.js';

const api = async <T>(ctx: E2eContext, path: string): Promise<T> => (await apiCall(ctx.baseUrl, 'GET', path)) as T;

/**
 * The page's path is `path` (client-side navigation: no need to wait for the page's load event, which
 * a slow image can hold back on a loaded machine).
 */
async function atPath(page: Page, path: string) {
  await waitForPath(page, path, 30_000);
}

/** currentTime of the page's video advances by at least `seconds`. */
async function advances(page: Page, selector: string, seconds: number, timeout = 30_000) {
  await page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>(s)?.currentTime ?? 0) > 0.2, selector, {
    timeout,
  });
  const t0 = await page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, selector);
  await page.waitForFunction(
    ([s, start, d]) =>
      (document.querySelector<HTMLVideoElement>(s as string)?.currentTime ?? 0) >= Number(start) + Number(d),
    [selector, t0, seconds] as const,
    { timeout },
  );
}

/** The sellover screens' Korean wording (issue 14's seller screens), up to the first variable. */
const sally = JSON.parse(readFileSync(path.join(root, 'apps/web/src/locales/ko/sally.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const words = (group: string, key: string) => sally[group]![key]!.split('{')[0]!.trim();

/**
 * The flow: a member joins as a sellover, the vendor accepts and books them on the show on
 * air, they confirm its content, start it from the browser with the fake camera, a viewer watches,
 * chats and buys, and the sales chart shows the order.
 */
async function goLive(ctx: E2eContext) {
  const { baseUrl } = ctx;
  const { live: show, ids } = await showOnAir(baseUrl);
  const { brandSysId, sellable } = await showForSale(baseUrl, show);

  // a member joins as a sellover of the show's brand (/seller/join)
  const userId = `golive${Date.now()}@e2e.kr`;
  await apiMember(baseUrl, userId, DEMO_PASSWORD, randomMobile());
  const seller = await ctx.newPage({ fakeMedia: true });
  const dialogs = recordDialogs(seller);
  await uiLogin(seller, baseUrl, 'ko', userId);
  await seller.goto(`${baseUrl}/seller/join`, { waitUntil: 'domcontentloaded' });
  const name = `라이브${String(Date.now()).slice(-5)}`;
  await seller.getByLabel(words('join', 'name')).fill(name);
  await seller.getByRole('button', { name: words('join', 'checkName') }).click();
  await seller.getByText(words('join', 'nameFree')).waitFor();
  await seller.getByLabel(words('join', 'vendor')).selectOption(String(brandSysId));
  await seller.getByText(words('join', 'terms')).click();
  await seller.getByText(words('join', 'age14')).click();
  await seller.getByRole('button', { name: words('join', 'submit') }).click();
  await atPath(seller, '/seller/joinFin');

  // the vendor accepts and books the new sellover on the show on air (the back-office's calls)
  const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
  const sallySysId = await acceptSellover(baseUrl, admin.token, userId, brandSysId);
  await bookSellover(baseUrl, admin.token, show.broadcastScheduleSysId, sallySysId);

  // the sellover confirms the show's content, then starts: the rules, then the stream screen
  await seller.goto(`${baseUrl}/seller/broadCastDetail/${ids}`, { waitUntil: 'domcontentloaded' });
  await seller.getByText(words('detail', 'consent')).click();
  await seller.getByRole('button', { name: words('detail', 'confirm') }).click();
  await seller.getByText(words('detail', 'confirmedAt')).waitFor();
  await seller.getByRole('button', { name: words('detail', 'start'), exact: true }).click();
  await atPath(seller, `/seller/streamTerm/${ids}`);
  // exact: the detail screen's consent (still shown while this screen loads) ends with the same words
  await seller.getByLabel('방송 운영 정책을 확인했으며 이에 동의합니다.', { exact: true }).check();
  await seller.getByRole('button', { name: '다음' }).click();
  await atPath(seller, `/seller/streamSelect/${ids}`);

  // this browser can stream: camera preview instead of the app-only message
  await seller.getByRole('button', { name: '카메라 켜기' }).click();
  await advances(seller, '[data-testid="golive-preview"]', 1);
  assert.equal(await seller.getByRole('button', { name: '앱에서 방송 시작' }).count(), 0);
  await ctx.shot(seller, 'browser-live-preview-ko');

  // front/back switch: the fake device has one camera, the preview continues either way
  await seller.getByRole('button', { name: '후면 카메라로 전환' }).click();
  await seller
    .getByRole('button', { name: '전면 카메라로 전환' })
    .or(seller.getByRole('button', { name: '후면 카메라로 전환' }))
    .waitFor();
  await advances(seller, '[data-testid="golive-preview"]', 1);

  await seller.getByRole('button', { name: '이 브라우저로 방송 시작' }).click();
  await seller.getByTestId('golive-status').filter({ hasText: '방송 중 (LIVE)' }).waitFor({ timeout: 45_000 });
  await seller.getByTestId('golive-badge').filter({ hasText: 'LIVE' }).waitFor();
  const intro = await api<{ broadcast: { liveUrl: string | null; liveFlag: number } }>(
    ctx,
    `broadcasts/${show.broadcastSysId}/intro?broadcastScheduleSysId=${show.broadcastScheduleSysId}`,
  );
  assert.equal(intro.broadcast.liveFlag, 1);
  assert.equal(intro.broadcast.liveUrl, `/media/shows/${show.broadcastScheduleSysId}/master-ll.m3u8`);

  // a viewer (logged in, so they can chat) watches the live
  const viewer = await ctx.newPage();
  await uiLogin(viewer, baseUrl, 'ko', DEMO_USERS.buyer);
  await viewer.goto(`${baseUrl}/Live/${ids}`, { waitUntil: 'domcontentloaded' });
  await advances(viewer, '[data-testid="player-video"]', 2);
  await ctx.shot(viewer, 'browser-live-viewer');
  const text = `브라우저 방송 잘 보여요 ${Date.now() % 10000}`;
  await viewer.getByLabel('채팅을 입력하세요').fill(text);
  await viewer.getByRole('button', { name: '전송' }).click();

  // the sellover's overlay: the chat line and one viewer
  await seller.getByRole('list', { name: '채팅' }).getByText(text).waitFor({ timeout: 15_000 });
  await seller
    .getByTestId('golive-viewers')
    .filter({ hasText: /시청 [1-9]\d*명/ })
    .waitFor({ timeout: 20_000 });
  await ctx.shot(seller, 'browser-live-onair-ko');

  // the sales chart (another tab of the sellover's browser; the show keeps streaming) and the
  // viewer's order from the show: it appears on the open chart
  const chart = await seller.context().newPage();
  await chart.goto(`${baseUrl}/seller/saleChartDetail/${ids}`, { waitUntil: 'domcontentloaded' });
  await chartCountsShowOrder(chart, baseUrl, sellable, show.broadcastScheduleSysId);
  await ctx.shot(chart, 'browser-live-sales-chart');
  await chart.close();
  assert.equal(await seller.getByTestId('golive-badge').textContent(), 'LIVE');

  // stop: the show ends now (no reconnect window) and its recording is the replay
  await seller.getByRole('button', { name: '방송 종료' }).click();
  await dialogSeen(dialogs, /^방송을 종료할까요\?/);
  await seller.getByTestId('golive-status').filter({ hasText: '방송을 종료했습니다.' }).waitFor();
  await waitUntil(
    async () =>
      (
        await api<{ broadcastMedias?: { hlsUrl: string }[] }>(
          ctx,
          `broadcasts/${show.broadcastSysId}/cliinfo?broadcastScheduleSysId=${show.broadcastScheduleSysId}`,
        )
      ).broadcastMedias?.[0]?.hlsUrl === `/media/shows/${show.broadcastScheduleSysId}/vod.m3u8`,
    'the replay',
    30_000,
  );
}

export const tests: E2eTest[] = [
  {
    name: 'a member joins as a sellover, the vendor accepts and books them, they confirm the content and go live from the page with the fake camera; a viewer watches, chats and buys; the overlay and the sales chart show it; stop ends the show',
    async run(shared) {
      // a server of this spec's own: the demo data has one show inside its broadcast window (viewers
      // can watch a show only then, live §4) and going live ends it for good; the shared server's
      // live show stays for the other specs
      const own = await startE2eServer('e2e-golive');
      try {
        await goLive({ ...shared, baseUrl: own.baseUrl });
      } finally {
        await own.stop();
      }
    },
  },
  {
    name: 'English: the go-live panel in English; a browser without a camera keeps the app-only message',
    async run(ctx) {
      const { readyList } = await mainLists(ctx.baseUrl);
      const show = readyList[0]!;
      const ids = `${show.broadcastSysId}/${show.broadcastScheduleSysId}`;
      const en = await ctx.newPage({ locale: 'en', fakeMedia: true });
      await uiLogin(en, ctx.baseUrl, 'en', DEMO_USERS.seller);
      await en.goto(`${ctx.baseUrl}/seller/streamSelect/${ids}`, { waitUntil: 'domcontentloaded' });
      await en.getByRole('button', { name: 'Turn the camera on' }).click();
      await advances(en, '[data-testid="golive-preview"]', 1);
      await en.getByRole('button', { name: 'Start streaming from this browser' }).waitFor();
      // an upcoming show: viewers can watch only from its start time, and the panel says so
      await en.getByTestId('golive-early').filter({ hasText: 'The broadcast starts at' }).waitFor();
      await ctx.shot(en, 'browser-live-preview-en');

      // no fake camera: Chromium has no camera here, the spec's message stays
      const plain = await ctx.newPage();
      await uiLogin(plain, ctx.baseUrl, 'ko', DEMO_USERS.seller);
      await plain.goto(`${ctx.baseUrl}/seller/streamSelect/${ids}`, { waitUntil: 'domcontentloaded' });
      await plain.getByRole('button', { name: '앱에서 방송 시작' }).waitFor();
      assert.equal(await plain.getByRole('button', { name: '카메라 켜기' }).count(), 0);
    },
  },
];
