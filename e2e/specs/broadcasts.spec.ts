/**
 * Live shows and replays in real Chromium (issue 5): a guest watches a live show, is asked to log in
 * to chat and like, logs in, chats and likes, and a second browser sees both; a replay shows the
 * recorded chat in step with the video position, also after a seek; the host's long notice (cut at
 * 40 with a "more" popup) and pinned product card; a missing stream (player error code 2); and an
 * admin muting, then forcing out a viewer whose browser shows the alerts and closes the player.
 */
import assert from 'node:assert/strict';
import type { BroadcastCard } from '@lc/contracts';
import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import {
  apiCall,
  apiLogin,
  apiMember,
  dialogSeen,
  mainLists,
  showOnAir,
  randomMobile,
  recordDialogs,
  submitLogin,
  uiLogin,
  waitForPath,
  waitUntil,
  type E2eContext,
  type E2eTest,
} from '../lib.js';

/** A staff member's chat socket (the host's or an admin's console), joined to a live room. */
async function staffSocket(ctx: E2eContext, userId: string, room: number): Promise<Socket> {
  const { token } = await apiLogin(ctx.baseUrl, userId);
  const s = io(ctx.baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token } });
  const joined = (await s.timeout(10_000).emitWithAck('joinRoom', { room, mode: 'live' })) as { resultCode: string };
  assert.equal(joined.resultCode, '0001');
  return s;
}

async function emit(s: Socket, event: string, payload: unknown): Promise<string> {
  return ((await s.timeout(10_000).emitWithAck(event, payload)) as { resultCode: string }).resultCode;
}

async function videoPlays(page: Page) {
  await page.waitForFunction(
    () => {
      const v = document.querySelector('video');
      return !!v && v.readyState >= 2 && v.currentTime > 0.3;
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** A guest opens the first live show (/Vod) or replay (/PastVod) of the home lists; the video plays. */
async function openPlayer(ctx: E2eContext, kind: 'live' | 'vod'): Promise<{ page: Page; card: BroadcastCard }> {
  const lists = await mainLists(ctx.baseUrl);
  const card = (kind === 'live' ? lists.liveList : lists.vodList)[0]!;
  const page = await ctx.newPage();
  const route = kind === 'live' ? 'Vod' : 'PastVod';
  await page.goto(`${ctx.baseUrl}/${route}/${card.broadcastSysId}/${card.broadcastScheduleSysId}`);
  await videoPlays(page);
  return { page, card };
}

export const tests: E2eTest[] = [
  {
    name: 'live: guest watches, is asked to log in, logs in, chats and likes; another viewer sees both',
    async run(ctx) {
      const { ids } = await showOnAir(ctx.baseUrl);
      const path = `/Vod/${ids}`;
      const other = await ctx.newPage();
      await other.goto(`${ctx.baseUrl}${path}`);
      const page = await ctx.newPage();
      const dialogs = recordDialogs(page, (m) => m.includes('채팅 참여'));
      await page.goto(`${ctx.baseUrl}${path}`);
      await videoPlays(page);
      await page.getByRole('log', { name: '채팅' }).waitFor();
      assert.equal(await page.getByRole('button', { name: '상품 문의' }).count(), 0);
      await ctx.shot(page, 'broadcasts-live-guest-ko');

      await page.getByRole('button', { name: '좋아요' }).click();
      await dialogSeen(dialogs, '좋아요 기능은 로그인이 필요합니다');
      await page.getByLabel('채팅을 입력하세요').click();
      await waitForPath(page, '/Login');
      await dialogSeen(dialogs, '채팅 참여는 로그인이 필요합니다');
      await submitLogin(page);
      await waitForPath(page, path);
      await videoPlays(page);
      await page.getByRole('button', { name: '상품 문의' }).waitFor();

      const text = `안녕하세요 e2e ${Date.now() % 10000}`;
      await page.getByLabel('채팅을 입력하세요').fill(text);
      await page.getByRole('button', { name: '전송' }).click();
      await other.getByRole('log', { name: '채팅' }).getByText(text).waitFor({ timeout: 10_000 });
      await page.getByRole('log', { name: '채팅' }).getByText(text).waitFor();

      const likes = async (p: Page) => Number((await p.getByTestId('like-count').innerText()).replace(/\D/g, ''));
      const before = await likes(other);
      await page.getByRole('button', { name: '좋아요' }).click();
      await page.getByRole('button', { name: '좋아요' }).click();
      await other.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="like-count"]')!.textContent!.replace(/\D/g, '')) >= n + 2,
        before,
        { timeout: 10_000 },
      );
      await ctx.shot(page, 'broadcasts-live-member-ko');

      // product list modal and its remembered orientation
      await page.locator('.strip').click();
      await page.getByRole('dialog', { name: '방송 상품' }).waitFor();
      await page.getByRole('button', { name: '세로로 보기' }).click();
      await ctx.shot(page, 'broadcasts-products-ko');
      assert.equal(await page.evaluate(() => localStorage.getItem('prdtListMode')), 'vertical');
    },
  },
  {
    name: 'replay: the recorded chat follows the video position, also after a seek',
    async run(ctx) {
      const { page } = await openPlayer(ctx, 'vod');
      const log = page.getByRole('log', { name: '채팅' });
      // seeded at 1 s and 3 s of the replay
      await log.getByText('안녕하세요! 방송 기다렸어요').waitFor({ timeout: 10_000 });
      assert.equal(await log.getByText('다음에 또 만나요').count(), 0);
      await ctx.shot(page, 'broadcasts-replay-ko');
      // the demo replay plays from its first segment while the rest is being made (issue 32 #3): a seek
      // reaches as far as it is made, so wait for the whole clip before seeking far into it
      await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) >= 58, undefined, {
        timeout: 60_000,
      });
      // seek to 45 s: the history before it shows (43 s), later lines (58 s) do not
      await page.evaluate(() => {
        const v = document.querySelector('video')!;
        v.currentTime = 45;
      });
      await log.getByText('오 감사합니다').waitFor({ timeout: 10_000 });
      assert.equal(await log.getByText('다음에 또 만나요').count(), 0);
      assert.equal(await log.getByText('원두 향 궁금해요').count(), 1);
      await page.evaluate(() => {
        const v = document.querySelector('video')!;
        v.currentTime = 57;
      });
      await log.getByText('다음에 또 만나요').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: "live: the host's long notice is cut at 40 with a 'more' popup; the pinned product card shows and closes",
    async run(ctx) {
      const { page, card: live } = await openPlayer(ctx, 'live');
      await page.getByRole('log', { name: '채팅' }).waitFor();
      const host = await staffSocket(ctx, 'seller@demo.kr', live.broadcastScheduleSysId);
      try {
        const long =
          '오늘 방송 한정 특가! 모든 상품 무료배송, 구매 후기 작성 시 적립금 2천원을 드립니다. 많이 참여해 주세요';
        assert.ok(Array.from(long).length > 40);
        const room = live.broadcastScheduleSysId;
        assert.equal(await emit(host, 'chatMessage', { room, message: { msgType: 3, msg: long } }), '0001');
        const line = page.locator('.player__notice');
        await line.getByText(`${Array.from(long).slice(0, 38).join('')}…`).waitFor({ timeout: 10_000 });
        assert.equal(await line.getByText(long).count(), 0);
        await line.getByText('더보기').waitFor();
        await ctx.shot(page, 'broadcasts-notice-ko');
        await line.click();
        const popup = page.getByRole('dialog', { name: '공지' });
        await popup.getByText(long).waitFor();
        await ctx.shot(page, 'broadcasts-notice-more-ko');
        await popup.getByRole('button', { name: '확인' }).click();
        await popup.waitFor({ state: 'detached' });

        const list = await apiCall(
          ctx.baseUrl,
          'GET',
          `broadcasts/${live.broadcastSysId}/products/list?offset=1&count=10`,
        );
        const prdt = (list.broadcastPrdts as { prdtSysId: number; name: string }[])[1]!;
        assert.equal(
          await emit(host, 'chatMessage', { room, message: { msgType: 8, prdtSysId: prdt.prdtSysId } }),
          '0001',
        );
        const card = page.getByTestId('pinned');
        await card.getByText(prdt.name).waitFor({ timeout: 10_000 });
        await ctx.shot(page, 'broadcasts-pinned-ko');
        await card.getByRole('button', { name: '닫기' }).click();
        await card.waitFor({ state: 'detached' });
      } finally {
        host.disconnect();
      }
    },
  },
  {
    name: 'player: a late video shows a spinner, then "Loading video…", then a clear message with a retry (ko, en; issue 32 #3)',
    async run(ctx) {
      const { vodList } = await mainLists(ctx.baseUrl);
      const vod = vodList[0]!;
      const texts = {
        ko: { loading: '영상을 불러오는 중…', stalled: '영상을 아직 불러오지 못했어요', retry: '다시 시도' },
        en: { loading: 'Loading video…', stalled: 'The video has not loaded yet', retry: 'Try again' },
      } as const;
      const pages = await Promise.all(
        (['ko', 'en'] as const).map(async (locale) => {
          const page = await ctx.newPage({ locale });
          recordDialogs(page);
          // the video is late: its playlist does not answer
          await page.route('**/*.m3u8', () => undefined);
          await page.goto(`${ctx.baseUrl}/PastVod/${vod.broadcastSysId}/${vod.broadcastScheduleSysId}`);
          return { page, locale, status: page.getByTestId('video-status') };
        }),
      );
      for (const { page, locale, status } of pages) {
        // at once a spinner (its text only for screen readers), after a few seconds the message too
        await status.and(page.getByRole('status')).waitFor({ timeout: 10_000 });
        await page.locator('[data-testid="video-status"][data-phase="slow"]').waitFor({ timeout: 15_000 });
        assert.equal(await status.locator('p').innerText(), texts[locale].loading);
        await ctx.shot(page, `player-video-loading-${locale}`);
      }
      for (const { page, locale, status } of pages) {
        // still nothing: a clear message and a retry, which starts loading again
        const alert = status.and(page.getByRole('alert'));
        await alert.getByText(texts[locale].stalled).waitFor({ timeout: 30_000 });
        await ctx.shot(page, `player-video-stalled-${locale}`);
        await alert.getByRole('button', { name: texts[locale].retry }).click();
        await status.and(page.getByRole('status')).waitFor({ timeout: 5_000 });
      }
    },
  },
  {
    name: 'player error code 2: a live show whose stream is missing alerts a network error and closes',
    async run(ctx) {
      const { ids } = await showOnAir(ctx.baseUrl);
      const path = `/Vod/${ids}`;
      const page = await ctx.newPage();
      const dialogs = recordDialogs(page);
      await page.route('**/*.m3u8', (r) => r.fulfill({ status: 404, body: 'not found' }));
      await page.goto(`${ctx.baseUrl}${path}`);
      await page.waitForFunction(() => location.pathname.startsWith('/Vod/') === false, undefined, {
        timeout: 30_000,
      });
      await dialogSeen(dialogs, '네트워크 오류가 발생했습니다.');
    },
  },
  {
    name: 'share link: /LiveInfo/share shows the share card and opens the show; the page carries Open Graph tags (ko, en)',
    async run(ctx) {
      const { liveList, vodList } = await mainLists(ctx.baseUrl);
      const live = liveList[0]!;
      const vod = vodList[0]!;
      // what a messenger crawler reads, without running scripts
      const html = await (
        await fetch(`${ctx.baseUrl}/LiveInfo/share/${live.broadcastSysId}/${live.broadcastScheduleSysId}`)
      ).text();
      assert.match(html, /<meta property="og:title" content="[^"]+">/);
      assert.match(html, /<meta property="og:image" content="http[^"]+">/);
      for (const locale of ['ko', 'en'] as const) {
        const page = await ctx.newPage({ locale });
        const dialogs = recordDialogs(page);
        await page.goto(`${ctx.baseUrl}/LiveInfo/share/${live.broadcastSysId}/${live.broadcastScheduleSysId}`);
        const card = page.getByTestId('share-card');
        await card.locator('.liveshare__badge--live').getByText('LIVE', { exact: true }).waitFor();
        await card.getByRole('heading').waitFor();
        await ctx.shot(page, `broadcasts-share-${locale}`);
        await page.getByRole('button', { name: locale === 'ko' ? '링크 복사' : 'Copy link' }).click();
        await waitUntil(() => dialogs.length > 0, 'the copied alert');
        await page.getByRole('link', { name: locale === 'ko' ? '방송 보러 가기' : 'Watch the broadcast' }).click();
        await waitForPath(page, `/Vod/${live.broadcastSysId}/${live.broadcastScheduleSysId}/live`);
        // a replay's share card says so
        await page.goto(`${ctx.baseUrl}/LiveInfo/share/${vod.broadcastSysId}/${vod.broadcastScheduleSysId}`);
        await page
          .getByTestId('share-card')
          .locator('.liveshare__badge--vod')
          .getByText(locale === 'ko' ? '다시보기' : 'Replay', { exact: true })
          .waitFor();
      }
    },
  },
  {
    name: 'screens in ko and en: live player, replay, Calendar, CalendarReserved, LiveItems/live, home live tab',
    async run(ctx) {
      const { liveList, vodList } = await mainLists(ctx.baseUrl);
      const live = liveList[0]!;
      const vod = vodList[0]!;
      for (const locale of ['ko', 'en'] as const) {
        const page = await ctx.newPage({ locale });
        await page.goto(`${ctx.baseUrl}/`);
        await page.waitForLoadState('networkidle');
        // the first-visit sign-up coupon popup (home) would cover the tab: closed for this visit
        await page.evaluate(() => sessionStorage.setItem('popVisible', '0'));
        await page.reload();
        await page.locator('.bcasts .badge--live').first().waitFor();
        await ctx.shot(page, `broadcasts-home-live-${locale}`);
        await page.goto(`${ctx.baseUrl}/LiveItems/live`);
        await page.locator('.bcard').first().waitFor();
        await ctx.shot(page, `broadcasts-liveitems-live-${locale}`);
        await page.goto(`${ctx.baseUrl}/LiveItems/ready`);
        await page.locator('.bcard').first().waitFor();
        await ctx.shot(page, `broadcasts-liveitems-ready-${locale}`);
        // a member asks to be notified of today's upcoming show, and finds it among the reserved ones
        await uiLogin(page, ctx.baseUrl, locale, undefined, undefined, '/Calendar');
        await page.getByRole('tablist', { name: locale === 'ko' ? '날짜' : 'Days' }).waitFor();
        await page.waitForLoadState('networkidle');
        const reserved = page.getByRole('button', { name: locale === 'ko' ? '알림 신청됨' : 'Alarm set' });
        // the demo's next show starts three hours from now: late in the Korean evening that is tomorrow
        const days = page.getByRole('tablist', { name: locale === 'ko' ? '날짜' : 'Days' }).getByRole('tab');
        // ko reserves a show; en finds that reservation (the day it is on)
        const wanted = locale === 'ko' ? page.getByRole('button', { name: '알림 받기' }) : reserved;
        for (let d = 0; (await wanted.count()) === 0; d += 1) {
          assert.ok(d < 2, 'an upcoming show today or tomorrow');
          await days.nth(d + 1).click();
          // that day chosen, and its list (or its empty state) shown in place of the spinner
          await days
            .nth(d + 1)
            .and(page.locator('[aria-selected="true"]'))
            .waitFor();
          await page.locator('.blist, .empty').first().waitFor();
        }
        if (locale === 'ko') await page.getByRole('button', { name: '알림 받기' }).first().click();
        await reserved.first().waitFor();
        await ctx.shot(page, `broadcasts-calendar-${locale}`);
        await page.goto(`${ctx.baseUrl}/CalendarReserved`);
        await page.locator('.bcard').first().waitFor();
        await ctx.shot(page, `broadcasts-calendar-reserved-${locale}`);
        await page.goto(`${ctx.baseUrl}/Vod/${live.broadcastSysId}/${live.broadcastScheduleSysId}`);
        await videoPlays(page);
        await page.getByRole('log', { name: locale === 'ko' ? '채팅' : 'Chat' }).waitFor();
        await page.getByTestId('like-count').waitFor();
        await ctx.shot(page, `broadcasts-live-member-${locale}`);
        await page.goto(`${ctx.baseUrl}/PastVod/${vod.broadcastSysId}/${vod.broadcastScheduleSysId}`);
        await videoPlays(page);
        // the recorded chat's first line (seeded at 1 s of the replay) is on the screen
        await page
          .getByRole('log', { name: locale === 'ko' ? '채팅' : 'Chat' })
          .getByText('안녕하세요! 방송 기다렸어요')
          .waitFor({ timeout: 10_000 });
        await ctx.shot(page, `broadcasts-replay-${locale}`);
      }
    },
  },
  {
    name: 'chat (issue 19): lines name their sender; a member reports and blocks another from a line, whose lines stay hidden until unblocked in /BlockList',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);
      const room = live.broadcastScheduleSysId;
      const path = `/Vod/${ids}`;
      // members of its own (the demo accounts stay as they are for later specs)
      const stamp = Date.now();
      const a = { id: `blocker-${stamp}@e2e.kr`, password: 'Blocker12!!' };
      const b = { id: `blocked-${stamp}@e2e.kr`, password: 'Blocked12!!' };
      await apiMember(ctx.baseUrl, a.id, a.password, randomMobile());
      await apiMember(ctx.baseUrl, b.id, b.password, randomMobile());
      const { token } = await apiLogin(ctx.baseUrl, b.id, b.password);
      const bs = io(ctx.baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      try {
        const joined = (await bs.timeout(10_000).emitWithAck('joinRoom', { room, mode: 'live' })) as {
          resultCode: string;
          nickName: string;
        };
        assert.equal(joined.resultCode, '0001');
        const bNick = joined.nickName;
        assert.ok(bNick.startsWith('e2e'), bNick);
        const say = async (msg: string) =>
          assert.equal(await emit(bs, 'chatMessage', { room, message: { msgType: 0, msg } }), '0001');

        const page = await ctx.newPage();
        recordDialogs(page);
        await uiLogin(page, ctx.baseUrl, 'ko', a.id, a.password, path);
        await page.getByRole('button', { name: '상품 문의' }).waitFor();
        const log = page.getByRole('log', { name: '채팅' });
        const first = `첫 줄 ${stamp % 10000}`;
        await say(first);
        const line = log.locator('.chatline', { hasText: first });
        await line.waitFor({ timeout: 10_000 });
        // #4: a member's line shows the sender's nickname
        await line.getByText(bNick).waitFor();
        await ctx.shot(page, 'broadcasts-chat-nick-ko');

        // report with a reason
        await line.getByRole('button').click();
        const sheet = page.getByRole('dialog', { name: `${bNick} 님 차단·신고` });
        await sheet.getByRole('button', { name: '신고하기' }).click();
        await sheet.getByLabel('스팸·광고').check();
        await ctx.shot(page, 'broadcasts-chat-report-ko');
        await sheet.getByRole('button', { name: '신고 접수' }).click();
        await page.locator('.player__toast').getByText(`${bNick} 님을 신고했어요`).waitFor();
        const reports = await page.evaluate(async () => {
          const r = await fetch(`/api/v1/users/${sessionStorage.getItem('userSysId')}/reports/list`, {
            headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
          });
          return ((await r.json()) as { jsonData: { reports: { targetNickName: string; reason: string }[] } }).jsonData
            .reports;
        });
        assert.deepEqual(
          reports.map((r) => [r.targetNickName, r.reason]),
          [[bNick, 'spam']],
        );

        // block: the line goes at once, the next one never shows
        await line.getByRole('button').click();
        await sheet.getByRole('button', { name: '이 회원 차단하기' }).click();
        await line.waitFor({ state: 'detached' });
        await page.locator('.player__toast').getByText(`${bNick} 님을 차단했어요`).waitFor();
        await ctx.shot(page, 'broadcasts-chat-blocked-ko');
        const second = `둘째 줄 ${stamp % 10000}`;
        await say(second);
        const mine = `내 줄 ${stamp % 10000}`;
        await page.getByLabel('채팅을 입력하세요').fill(mine);
        await page.getByRole('button', { name: '전송' }).click();
        // my line came after B's (room order): B's line would be there by now
        await log.getByText(mine).waitFor({ timeout: 10_000 });
        assert.equal(await log.getByText(second).count(), 0);

        // after a reload the room's recent lines (B's among them) come without B's
        await page.reload();
        await log.getByText(mine).waitFor({ timeout: 15_000 });
        await page.waitForFunction(
          (texts) => !texts.some((x) => document.querySelector('[role="log"]')!.textContent!.includes(x)),
          [first, second],
          { timeout: 10_000 },
        );

        // /BlockList lists B; unblocking brings B's lines back
        await page.goto(`${ctx.baseUrl}/BlockList`);
        const entry = page.locator('li', { hasText: bNick });
        await entry.waitFor();
        await ctx.shot(page, 'broadcasts-blocklist-ko');
        await entry.getByRole('button', { name: '차단 해제' }).click();
        await entry.waitFor({ state: 'detached' });
        await page.goto(`${ctx.baseUrl}${path}`);
        await page.getByRole('button', { name: '상품 문의' }).waitFor();
        const third = `셋째 줄 ${stamp % 10000}`;
        await say(third);
        await log.locator('.chatline', { hasText: third }).getByText(bNick).waitFor({ timeout: 10_000 });

        // the same in English
        await page.evaluate(() => localStorage.setItem('locale', 'en'));
        await page.reload();
        const enLog = page.getByRole('log', { name: 'Chat' });
        const fourth = `fourth ${stamp % 10000}`;
        await page.getByRole('button', { name: 'Product question' }).waitFor();
        await say(fourth);
        const enLine = enLog.locator('.chatline', { hasText: fourth });
        await enLine.getByText(bNick).waitFor({ timeout: 10_000 });
        await ctx.shot(page, 'broadcasts-chat-nick-en');
        await enLine.getByRole('button').click();
        const enSheet = page.getByRole('dialog', { name: `Block or report ${bNick}` });
        await enSheet.getByRole('button', { name: 'Report' }).click();
        await enSheet.getByLabel('Spam or ads').waitFor();
        await ctx.shot(page, 'broadcasts-chat-report-en');
        await enSheet.getByRole('button', { name: 'Cancel' }).click();
        await enSheet.waitFor({ state: 'detached' });
        await page.goto(`${ctx.baseUrl}/BlockList`);
        await page.getByText('You have not blocked anyone.').waitFor();
        await ctx.shot(page, 'broadcasts-blocklist-en');
      } finally {
        bs.disconnect();
      }
    },
  },
  {
    name: 'English (issue 19): the live notice, the product strip and the chat sheet are in English',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);
      const room = live.broadcastScheduleSysId;
      const path = `/Vod/${ids}`;
      const host = await staffSocket(ctx, 'seller@demo.kr', room);
      try {
        const stamp = Date.now() % 10000;
        const ko = `오늘 공지 ${stamp}: 무료배송`;
        const en = `Notice ${stamp}: free delivery`;
        assert.equal(await emit(host, 'chatMessage', { room, message: { msgType: 3, msg: ko, msgEn: en } }), '0001');
        // a viewer arriving later: the room's notice in the reader's language
        const page = await ctx.newPage({ locale: 'en' });
        await page.goto(`${ctx.baseUrl}${path}`);
        await videoPlays(page);
        await page.locator('.player__notice').getByText(en).waitFor({ timeout: 10_000 });
        const koPage = await ctx.newPage({ locale: 'ko' });
        await koPage.goto(`${ctx.baseUrl}${path}`);
        await koPage.locator('.player__notice').getByText(ko).waitFor({ timeout: 10_000 });
        // a notice arriving live
        const en2 = `Second notice ${stamp}`;
        assert.equal(
          await emit(host, 'chatMessage', { room, message: { msgType: 3, msg: `두 번째 공지 ${stamp}`, msgEn: en2 } }),
          '0001',
        );
        await page.locator('.player__notice').getByText(en2).waitFor({ timeout: 10_000 });
        await page.getByRole('log', { name: 'Chat' }).getByText(en2).waitFor();
        // the product strip names the brand in English
        const list = (await (
          await fetch(`${ctx.baseUrl}/api/v1/broadcasts/${live.broadcastSysId}/products/list?offset=1&count=10`, {
            headers: { 'accept-language': 'en' },
          })
        ).json()) as { jsonData: { broadcastPrdts: { brandName: string }[] } };
        assert.match(list.jsonData.broadcastPrdts[0]!.brandName, /^[\x20-\x7e]+$/);
        await ctx.shot(page, 'broadcasts-live-notice-en');
      } finally {
        host.disconnect();
      }
    },
  },
  {
    name: 'mini player (issue 19): the page under the PIP is the one the viewer came from, or Home; the same video goes on',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto(`${ctx.baseUrl}/LiveItems/live`);
      await page.locator('.bcard').first().click();
      await page.waitForFunction(() => location.pathname.startsWith('/Vod/'));
      const path = new URL(page.url()).pathname;
      await videoPlays(page);
      // the same element all along: the video is not reloaded by shrinking or growing
      await page.evaluate(() => (document.querySelector('video')!.dataset.e2e = 'same'));
      await page.getByRole('button', { name: '작게 보기' }).click();
      await waitForPath(page, '/LiveItems/live');
      await page.locator('.bcard').first().waitFor();
      await page.getByTestId('pip').waitFor();
      assert.equal(await page.locator('.pip video[data-e2e="same"]').count(), 1);
      assert.equal(await page.locator('.player__behind-info').count(), 0);
      await ctx.shot(page, 'broadcasts-pip-over-previous-ko');
      // a display change within 500 ms of the last one is ignored (live §2): this wait is that rule's
      await page.waitForTimeout(600);
      await page.getByRole('button', { name: '크게 보기' }).click();
      await waitForPath(page, path);
      await page.getByRole('log', { name: '채팅' }).waitFor();
      assert.equal(await page.locator('.player video[data-e2e="same"]').count(), 1);
      await page.waitForTimeout(600); // the same 500 ms rule (the wait is what it tests)
      await page.getByRole('button', { name: '작게 보기' }).click();
      await waitForPath(page, '/LiveItems/live');
      await page.getByRole('button', { name: '미니 플레이어 닫기' }).click();
      await page.getByTestId('pip').waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).pathname, '/LiveItems/live');

      // opened directly (a shared link): Home is under the PIP
      const en = await ctx.newPage({ locale: 'en' });
      await en.goto(`${ctx.baseUrl}${path}`);
      await videoPlays(en);
      await en.getByRole('button', { name: 'Mini player' }).click();
      await waitForPath(en, '/');
      await en.getByTestId('pip').waitFor();
      await en.locator('.bcasts, .home').first().waitFor();
      await ctx.shot(en, 'broadcasts-pip-over-home-en');
    },
  },
  {
    // last: it leaves the buyer forced out of the demo live room
    name: 'moderation: an admin mutes a viewer (notice) and forces them out (alert, the player closes, no rejoin)',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);
      const room = live.broadcastScheduleSysId;
      const path = `/Vod/${ids}`;
      const page = await ctx.newPage();
      const dialogs = recordDialogs(page);
      // a member of its own: the kicked viewer may not come back, and the later specs watch as the demo buyer
      const user = { id: `kicked-${Date.now()}@e2e.kr`, password: 'Kicked12!!' };
      await apiMember(ctx.baseUrl, user.id, user.password, randomMobile());
      await uiLogin(page, ctx.baseUrl, 'ko', user.id, user.password, path);
      await videoPlays(page);
      await page.getByRole('button', { name: '상품 문의' }).waitFor();
      const victim = Number(await page.evaluate(() => sessionStorage.getItem('userSysId')));
      assert.ok(victim > 0);
      const admin = await staffSocket(ctx, 'admin@demo.kr', room);
      try {
        const banned = '채팅 예절 위반으로 관리자에 의해 채팅이 금지되었습니다.';
        assert.equal(await emit(admin, 'regBlackUser', { room, userSysId: victim, blackType: 0 }), '0001');
        await waitUntil(() => dialogs.includes(banned), 'the mute notice');
        // a muted viewer keeps watching, but a message is refused with the same notice
        // (the same alert raised again within 1 s is shown once: shared/dialog.ts; this wait is that rule's)
        await page.waitForTimeout(1_100);
        const before = dialogs.length;
        await page.getByLabel('채팅을 입력하세요').fill('조용히 할게요');
        await page.getByRole('button', { name: '전송' }).click();
        await waitUntil(() => dialogs.slice(before).includes(banned), 'the notice on sending');
        assert.equal(new URL(page.url()).pathname, path);
        assert.equal(await page.getByRole('log', { name: '채팅' }).getByText('조용히 할게요').count(), 0);

        assert.equal(await emit(admin, 'regBlackUser', { room, userSysId: victim, blackType: 1 }), '0001');
        await waitUntil(() => dialogs.includes('운영 정책에 위반되는 내용으로 강제 퇴장되었습니다.'), 'the kick alert');
        await page.waitForURL((u) => u.pathname !== path, { timeout: 10_000 });
        // coming back: the room answers 1004, the alert shows and the player closes again
        await page.goto(`${ctx.baseUrl}${path}`);
        await waitUntil(() => dialogs.includes('운영 정책 위반으로 강제 퇴장되었습니다.'), 'the 1004 alert');
        await page.waitForURL((u) => u.pathname !== path, { timeout: 10_000 });
      } finally {
        admin.disconnect();
      }
    },
  },
];
