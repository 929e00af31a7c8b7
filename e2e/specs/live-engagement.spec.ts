/**
 * Live engagement in real Chromium (issue 13): the host runs the show from the live console
 * (/seller/console) — pins a product, posts a notice, hands out a live coupon — while a member and a
 * guest watch: the member sees the pinned card and the notice, gets the coupon 5 s after it appears
 * (it is then in /Coupon), and the guest is asked to log in when tapping the coupon.
 */
import assert from 'node:assert/strict';
import { DEMO_USERS, dialogSeen, recordDialogs, showOnAir, uiLogin, type E2eContext, type E2eTest } from '../lib.js';

/**
 * The show on air, opened by its host on the live console and watched by a member (the chat ready):
 * the show's ids (`<broadcast>/<schedule>`), both pages and the member's dialogs.
 */
async function consoleAndViewer(ctx: E2eContext) {
  const { ids } = await showOnAir(ctx.baseUrl);
  const host = await ctx.newPage();
  recordDialogs(host);
  await uiLogin(host, ctx.baseUrl, 'ko', DEMO_USERS.seller, undefined, `/seller/console/${ids}`);
  const viewer = await ctx.newPage();
  const viewerDialogs = recordDialogs(viewer);
  await uiLogin(viewer, ctx.baseUrl, 'ko', DEMO_USERS.buyer, undefined, `/Vod/${ids}`);
  await viewer.getByRole('log', { name: '채팅' }).waitFor();
  return { ids, host, viewer, viewerDialogs };
}

export const tests: E2eTest[] = [
  {
    name: 'console: the host pins a product, posts a notice and hands out a coupon; a member gets the card, the notice and the coupon (in /Coupon); a guest is asked to log in',
    async run(ctx) {
      const { ids, host, viewer, viewerDialogs } = await consoleAndViewer(ctx);
      await host.getByRole('heading', { name: '방송 상품' }).waitFor({ timeout: 15_000 });
      const guest = await ctx.newPage();
      const guestDialogs = recordDialogs(guest, () => false);
      await guest.goto(`${ctx.baseUrl}/Vod/${ids}`);
      await guest.getByRole('log', { name: '채팅' }).waitFor();

      // pin the first product: the member's player shows its card
      const products = host.getByRole('region', { name: '방송 상품' });
      const firstName = (await products.locator('.console__product-name').first().innerText()).split('\n')[0]!.trim();
      await products.getByRole('button', { name: '고정' }).first().click();
      await viewer.getByTestId('pinned').waitFor({ timeout: 10_000 });
      assert.ok((await viewer.getByTestId('pinned').innerText()).includes(firstName.split(' ')[0]!));
      await ctx.shot(host, 'live-console-ko');

      // a notice
      const messages = host.getByRole('region', { name: '공지·배너' });
      await messages.getByLabel('공지').fill('오늘 라이브 한정 무료배송!');
      await messages.getByRole('button', { name: '보내기' }).first().click();
      await viewer.locator('.player__notice').getByText('오늘 라이브 한정 무료배송!').waitFor({ timeout: 10_000 });

      // a live coupon: the member's claim fires 5 s after it appears
      const coupons = host.getByRole('region', { name: '라이브 쿠폰' });
      await coupons.getByRole('combobox', { name: '쿠폰 선택' }).selectOption({ index: 1 });
      await coupons.getByRole('button', { name: '쿠폰 발행' }).click();
      const button = viewer.getByTestId('live-coupon');
      await button.waitFor({ timeout: 10_000 });
      await ctx.shot(viewer, 'live-coupon-ko');
      await button.getByText('받음').waitFor({ timeout: 15_000 });
      await dialogSeen(viewerDialogs, '쿠폰이 발급되었습니다');

      // the guest sees the button too; a tap asks to log in (declined here)
      await guest.getByTestId('live-coupon').click();
      await dialogSeen(guestDialogs, '로그인');

      // it is in the member's coupon box
      await viewer.goto(`${ctx.baseUrl}/Coupon`);
      await viewer.getByText('라이브 특가 3,000원 쿠폰').waitFor({ timeout: 10_000 });
      await ctx.shot(viewer, 'live-coupon-box-ko');
      await coupons.getByText(/1\/100/).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'game: the host creates a one-round game and starts the round; the member joins, picks rock against scissors and sees the win',
    async run(ctx) {
      const { host, viewer } = await consoleAndViewer(ctx);
      const panel = host.getByRole('region', { name: '가위바위보 게임' });
      await panel.waitFor({ timeout: 15_000 });

      await panel.getByLabel('라운드 수').fill('1');
      await panel.getByRole('button', { name: '게임 만들기' }).click();
      const game = viewer.getByTestId('game');
      await game.getByRole('button', { name: '참여', exact: true }).click({ timeout: 10_000 });
      await game.getByText('참여 완료').waitFor();
      await panel.getByText('참여 1명').waitFor({ timeout: 10_000 });

      await panel.getByRole('combobox', { name: '호스트 선택' }).selectOption('1');
      await panel.getByRole('button', { name: '라운드 시작' }).click();
      await game.getByRole('button', { name: '바위' }).click({ timeout: 10_000 });
      await game.getByText('선택 완료').waitFor();
      await ctx.shot(viewer, 'live-game-choose-ko');
      // the server closes the round at its deadline (10 s) and decides
      await game.getByText('우승을 축하합니다').waitFor({ timeout: 20_000 });
      await ctx.shot(viewer, 'live-game-won-ko');
      await ctx.shot(host, 'live-console-game-ko');
    },
  },
];
