/**
 * A show the back-office books for a sellover (issue 32, items 1 and 2): it is in the sellover's
 * "내 방송 관리" at once; the sellover confirms it and opens the go-live page before the start time,
 * which says the start is ahead; once the (server's) clock passes the start the page stops saying
 * so; the sellover goes live from the browser and a viewer watches the video.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { kstDate, kstTime } from '@lc/contracts';
import {
  apiCall,
  apiLogin,
  DEMO_USERS,
  dialogSeen,
  recordDialogs,
  showOnAir,
  uiLogin,
  waitForPath,
  type E2eTest,
} from '../lib.js';
import { showForSale } from '../sellovers.js';
import { startE2eServer } from '../server.js';

const MIN = 60_000;

/** currentTime of the page's video passes `seconds` (it plays). */
async function plays(page: Page, selector: string, seconds: number, timeout = 45_000) {
  await page.waitForFunction(
    ([s, d]) => (document.querySelector<HTMLVideoElement>(s as string)?.currentTime ?? 0) > Number(d),
    [selector, seconds] as const,
    { timeout },
  );
}

export const tests: E2eTest[] = [
  {
    name: 'a show the back-office books for a sellover is in their 내 방송 관리; after its start the go-live page no longer says the start is ahead; they go live and a viewer watches',
    async run(shared) {
      // a server of this spec's own: its clock moves past the show's start, and going live ends the show
      const own = await startE2eServer('e2e-booked', { TEST_CLOCK: 'true' });
      try {
        const { baseUrl } = own;
        const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
        const seller = await apiLogin(baseUrl, DEMO_USERS.seller);
        // a brand the demo sellover has a complete contract with: the one of the show it hosts on air
        const { live } = await showOnAir(baseUrl);
        const { brandSysId, sellable } = await showForSale(baseUrl, live);

        // the back-office books the demo sellover on a show starting in a few minutes (KST wall clock)
        const startAt = new Date(Math.ceil((Date.now() + 3 * MIN) / MIN) * MIN);
        const title = `예약 라이브 ${String(Date.now()).slice(-5)}`;
        const created = await apiCall(
          baseUrl,
          'POST',
          'admin/broadcasts',
          {
            brandSysId,
            hostUserSysId: seller.id,
            title,
            titleEn: `Booked live ${String(Date.now()).slice(-5)}`,
            schedules: [
              {
                startDate: kstDate(startAt),
                startTime: kstTime(startAt),
                endTime: kstTime(new Date(startAt.getTime() + 60 * MIN)),
              },
            ],
            prdtSysIds: sellable.slice(0, 2),
          },
          admin.token,
        );
        assert.equal(created.resultCode, '0001', JSON.stringify(created));
        const ids = `${created.broadcastSysId as number}/${(created.scheduleSysIds as number[])[0]!}`;

        // item 1: the show is in the sellover's list of booked shows (not only at its typed URL)
        const page = await shared.newPage({ fakeMedia: true });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, 'ko', DEMO_USERS.seller, undefined, '/seller/sellerList');
        const card = page.locator('.sl-show', { hasText: title });
        await card.waitFor();
        await shared.shot(page, 'booked-show-seller-list-ko');
        await card.click();
        await waitForPath(page, `/seller/broadCastDetail/${ids}`);
        await page.getByText('방송 상품, 시간, 내용과 방송 운영 정책을 확인했으며').click();
        await page.getByRole('button', { name: '방송 내용 확인' }).click();
        await page.getByText('방송 내용 확인 완료').waitFor();
        await page.getByRole('button', { name: '방송 시작', exact: true }).click();
        await waitForPath(page, `/seller/streamTerm/${ids}`);
        // exact: the detail screen's consent (still shown while this screen loads) ends with the same words
        await page.getByLabel('방송 운영 정책을 확인했으며 이에 동의합니다.', { exact: true }).check();
        await page.getByRole('button', { name: '다음' }).click();
        await waitForPath(page, `/seller/streamSelect/${ids}`);

        // before the start: the page says viewers can watch only from the start time
        await page.getByRole('button', { name: '카메라 켜기' }).click();
        const early = page.getByTestId('golive-early');
        await early.filter({ hasText: kstTime(startAt) }).waitFor();
        await shared.shot(page, 'booked-show-golive-early-ko');

        // item 2: the server's clock passes the start; the page no longer says the start is ahead
        const moved = await apiCall(baseUrl, 'POST', 'test/clock', { advanceSeconds: 4 * 60 }, admin.token);
        assert.equal(moved.resultCode, '0001', JSON.stringify(moved));
        await early.waitFor({ state: 'detached', timeout: 20_000 });

        // the sellover goes live from the page and a viewer watches the video
        await page.getByRole('button', { name: '이 브라우저로 방송 시작' }).click();
        await page.getByTestId('golive-status').filter({ hasText: '방송 중 (LIVE)' }).waitFor({ timeout: 45_000 });
        await shared.shot(page, 'booked-show-golive-onair-ko');
        const viewer = await shared.newPage({ locale: 'en' });
        await viewer.goto(`${baseUrl}/Live/${ids}`, { waitUntil: 'domcontentloaded' });
        await plays(viewer, '[data-testid="player-video"]', 1);
        await shared.shot(viewer, 'booked-show-viewer-en');

        // English: the show in the list, on air
        const en = await shared.newPage({ locale: 'en' });
        await uiLogin(en, baseUrl, 'en', DEMO_USERS.seller, undefined, '/seller/sellerList/live');
        await en.locator('.sl-show', { hasText: 'Booked live' }).waitFor();
        await shared.shot(en, 'booked-show-seller-list-en');

        // the sellover ends the show (its recording becomes the replay)
        await page.getByRole('button', { name: '방송 종료' }).click();
        await dialogSeen(dialogs, /^방송을 종료할까요\?/);
        await page.getByTestId('golive-status').filter({ hasText: '방송을 종료했습니다.' }).waitFor();
      } finally {
        await own.stop();
      }
    },
  },
  {
    name: 'the back-office books a show by picking the sellover and products by name (English), is told it is booked, and the sellover has it in its list',
    async run({ baseUrl, newPage, shot }) {
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const seller = await apiLogin(baseUrl, DEMO_USERS.seller);
      const { live } = await showOnAir(baseUrl);
      const { brandSysId } = await showForSale(baseUrl, live);
      const brandProducts = await apiCall(
        baseUrl,
        'GET',
        `admin/products?brandSysId=${brandSysId}&sort=name&order=asc&rowCount=5`,
        undefined,
        admin.token,
      );
      const product = (brandProducts.rows as { name: string }[])[0]!;
      const page = await newPage({ locale: 'en' });
      await page.setViewportSize({ width: 1280, height: 900 });
      const dialogs = recordDialogs(page);
      await uiLogin(page, baseUrl, 'en', DEMO_USERS.admin, undefined, '/admin/broadcasts');
      await page.getByTestId('broadcast-new').click();
      await page.getByTestId('broadcast-brand').selectOption(String(brandSysId));
      await page.getByTestId('broadcast-host').selectOption({ label: '데모셀러' });
      const title = `Form booked ${String(Date.now()).slice(-5)}`;
      await page.getByTestId('broadcast-title').fill(title);
      const day = kstDate(new Date(Date.now() + 2 * 86_400_000));
      await page.getByTestId('broadcast-date').fill(day);
      await page.getByTestId('broadcast-products-search').fill(product.name.slice(0, 6));
      await page.getByTestId('broadcast-products').getByRole('checkbox', { name: product.name }).check();
      await page.getByTestId('picked-product').filter({ hasText: product.name }).waitFor();
      await shot(page, 'admin-broadcast-form-en');
      await page.getByTestId('broadcast-save').click();
      await dialogSeen(dialogs, `Show scheduled: ${title} (${day} 20:00)`);
      await page.getByTestId('broadcast-form').waitFor({ state: 'detached' });
      // the calendar shows the month of the show just booked, with the show
      await page
        .getByTestId('calendar-month')
        .filter({ hasText: day.slice(0, 7) })
        .waitFor();
      await page.getByTestId('calendar-show').filter({ hasText: title }).waitFor();
      await shot(page, 'admin-broadcast-booked-en');
      const list = await apiCall(
        baseUrl,
        'GET',
        'broadcasts/scheduletype/list?scheduleType=0&startIndex=0&rowCount=50',
        undefined,
        seller.token,
      );
      const mine = (list.broadcasts as { title: string; prdtTotalCnt: number }[]).find((b) => b.title === title);
      assert.ok(mine, JSON.stringify(list));
      assert.equal(mine.prdtTotalCnt, 1);
    },
  },
  {
    name: 'the sellover list links its share plan to today in Korea (KST), also when the UTC date is still yesterday',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      // before 09:00 in Seoul the UTC date is the day before: the browser's clock is set to such a
      // moment of today (earlier today, so the session's tokens stay valid for the page)
      const now = new Date();
      const at =
        new Date(now.getTime() + 9 * 3_600_000).getUTCHours() < 9 ? now : new Date(`${kstDate(now)}T08:30:00+09:00`);
      await page.clock.setFixedTime(at);
      await uiLogin(page, baseUrl, 'ko', DEMO_USERS.seller, undefined, '/seller/sellerList');
      const link = page.getByRole('link', { name: '편성표 공유' });
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? '';
      assert.ok(href.endsWith(`/${kstDate(at)}`), href);
    },
  },
];
