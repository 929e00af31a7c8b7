/**
 * Live engagement in real Chromium (issue 13): the host runs the show from the live console
 * (/seller/console) — pins a product, posts a notice, hands out a live coupon — while a member and a
 * guest watch: the member sees the pinned card and the notice, gets the coupon 5 s after it appears
 * (it is then in /Coupon), and the guest is asked to log in when tapping the coupon.
 */
import assert from 'node:assert/strict';
import {
  apiCall,
  apiLogin,
  apiMember,
  appDialog,
  DEMO_PASSWORD,
  DEMO_USERS,
  dialogSeen,
  expectDialog,
  manualDialogs,
  randomMobile,
  randomTag,
  recordDialogs,
  showOnAir,
  uiLogin,
  type E2eContext,
  type E2eTest,
} from '../lib.js';

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
  {
    name: 'live coupon: the claim message names the coupon once, and does not come back when the same coupon is handed out again or on the next visit (issue 32 #9)',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);
      const room = live.broadcastScheduleSysId;
      // a member of its own: the demo buyer may hold the show's coupons from another test
      const userId = `cpn${randomTag()}@e2e.kr`;
      await apiMember(ctx.baseUrl, userId, DEMO_PASSWORD, randomMobile());
      const { token } = await apiLogin(ctx.baseUrl, DEMO_USERS.seller);
      const options = await apiCall(ctx.baseUrl, 'GET', `broadcasts/console/${room}/live-coupons`, undefined, token);
      const policy = (options.policies as { couponPolicySysId: number; name: string }[])[0]!;
      const handOut = async () => {
        const r = await apiCall(
          ctx.baseUrl,
          'POST',
          `broadcasts/console/${room}/live-coupon`,
          { couponPolicySysId: policy.couponPolicySysId, cap: 100, claimableMinutes: 30 },
          token,
        );
        assert.equal(r.resultCode, '0001', JSON.stringify(r));
        return r.liveCouponSysId as number;
      };

      const ko = `${policy.name}이 발급되었습니다. 쿠폰함에서 확인하세요.`;
      const viewer = await ctx.newPage();
      // answered by the test (after its screenshot); every message is recorded
      const dialogs = manualDialogs(viewer);
      await uiLogin(viewer, ctx.baseUrl, 'ko', userId, DEMO_PASSWORD, `/Vod/${ids}`);
      await viewer.getByRole('log', { name: '채팅' }).waitFor();
      await handOut();
      const button = viewer.getByTestId('live-coupon');
      await button.getByText('받음').waitFor({ timeout: 20_000 });
      // the coupon's name already ends in 쿠폰: the message names it once, with its particle
      await appDialog(viewer).filter({ hasText: '발급되었습니다' }).waitFor();
      await ctx.shot(viewer, 'live-coupon-claimed-ko');
      assert.equal(await expectDialog(viewer, '발급되었습니다'), ko);

      // the host hands the same coupon out again: the player takes note, no second message
      const again = await handOut();
      await viewer.waitForResponse((r) => r.url().endsWith(`/${room}/${again}/claim`), { timeout: 20_000 });
      await button.getByText('받음').waitFor();
      await viewer.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      // the next visit: the coupon shows as taken, and no message
      await viewer.reload();
      await viewer.getByRole('log', { name: '채팅' }).waitFor();
      await button.getByText('받음').waitFor({ timeout: 10_000 });
      assert.deepEqual(
        dialogs.filter((m) => m.includes('발급')),
        [ko],
      );

      // English: the name once, no "coupon" added to it
      const enUser = `cpn${randomTag()}@e2e.kr`;
      await apiMember(ctx.baseUrl, enUser, DEMO_PASSWORD, randomMobile());
      const en = await ctx.newPage({ locale: 'en' });
      manualDialogs(en);
      await uiLogin(en, ctx.baseUrl, 'en', enUser, DEMO_PASSWORD, `/Vod/${ids}`);
      await en.getByRole('log', { name: 'Chat' }).waitFor();
      await handOut();
      await appDialog(en).filter({ hasText: 'is now in your coupon box' }).waitFor({ timeout: 20_000 });
      await ctx.shot(en, 'live-coupon-claimed-en');
      const message = await expectDialog(en, 'is now in your coupon box');
      assert.match(message, / is now in your coupon box\.$/);
      assert.doesNotMatch(message, /^The coupon/);
    },
  },
];
