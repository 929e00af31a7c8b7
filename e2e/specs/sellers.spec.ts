/**
 * Sellovers (issue 14): a member joins as a sellover on /seller/join (name check, vendor, terms, 14+),
 * the vendor accepts (API, the back-office's call), books the sellover on the show on air, the
 * sellover confirms the show's content on /seller/broadCastDetail, opens /seller/saleChartDetail,
 * and an order a viewer pays from that show appears on the open chart (socket feed, no reload).
 */
import {
  apiLogin,
  apiMember,
  DEMO_PASSWORD,
  DEMO_USERS,
  dialogSeen,
  showOnAir,
  randomMobile,
  recordDialogs,
  uiLogin,
  waitForPath,
  type E2eContext,
  type E2eTest,
} from '../lib.js';
import { acceptSellover, bookSellover, chartCountsShowOrder, sallyOf, showForSale } from '../sellovers.js';
import type { Page } from 'playwright-core';

export const tests: E2eTest[] = [
  {
    name: 'join as a sellover → vendor accepts → confirm the show content → the sales chart shows an attributed order',
    async run(ctx) {
      const { baseUrl } = ctx;
      // the show on air and its brand (the vendor the new sellover signs up to)
      const { live } = await showOnAir(baseUrl);
      const { brandSysId, sellable } = await showForSale(baseUrl, live);

      const userId = `sally${Date.now()}@e2e.kr`;
      await apiMember(baseUrl, userId, DEMO_PASSWORD, randomMobile());
      const page = await ctx.newPage({ locale: 'ko' });
      await uiLogin(page, baseUrl, 'ko', userId);
      const dialogs = recordDialogs(page);

      // sign-up: the name check refuses an over-long name, then a free one; vendor, terms and 14+
      await page.goto(`${baseUrl}/seller/join`);
      const name = `셀러${String(Date.now()).slice(-6)}`;
      await page.getByLabel('셀로버 이름').fill(name);
      await page.getByRole('button', { name: '중복 확인' }).click();
      await page.getByText('사용할 수 있는 이름입니다.').waitFor();
      await page.getByLabel('계약 신청할 업체').selectOption(String(brandSysId));
      await page.getByRole('button', { name: '셀로버 신청' }).click();
      await dialogSeen(dialogs, '셀로버 이용약관에 동의해 주세요.');
      await page.getByText('[필수] 셀로버 이용약관').click();
      await page.getByText('[필수] 만 14세 이상입니다.').click();
      await page.getByRole('button', { name: '셀로버 신청' }).click();
      await waitForPath(page, '/seller/joinFin');
      await page.getByText(`${name}님, 셀로버 신청이 완료되었습니다.`).waitFor();
      await ctx.shot(page, 'sellers-joinfin');

      // the vendor accepts the request and books the new sellover on the show on air (API)
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const sallySysId = await acceptSellover(baseUrl, admin.token, userId, brandSysId);
      // the show's own sellover (the demo seller) gets it back at the end: the later specs host it
      const host = await sallyOf(baseUrl, DEMO_USERS.seller);
      await bookSellover(baseUrl, admin.token, live.broadcastScheduleSysId, sallySysId);
      try {
        await confirmAndChart(ctx, page, dialogs, live, sellable);
      } finally {
        await bookSellover(baseUrl, admin.token, live.broadcastScheduleSysId, host);
      }
    },
  },
];

async function confirmAndChart(
  ctx: E2eContext,
  page: Page,
  dialogs: string[],
  live: { broadcastSysId: number; broadcastScheduleSysId: number },
  sellable: number[],
) {
  const { baseUrl } = ctx;

  // the live tab lists the show; its detail asks for the consent, then confirms the content
  await page.goto(`${baseUrl}/seller/sellerList/live`);
  await page.getByRole('tab', { name: /라이브 1/ }).waitFor();
  await page.goto(`${baseUrl}/seller/broadCastDetail/${live.broadcastSysId}/${live.broadcastScheduleSysId}`);
  await page.getByText('방송 내용을 확인하고 확정해 주세요.').waitFor();
  await page.getByRole('button', { name: '방송 내용 확인' }).click();
  await dialogSeen(dialogs, '방송을 시작하려면 동의에 체크해 주세요.');
  await page.getByText('방송 상품, 시간, 내용과 방송 운영 정책을 확인했으며 이에 동의합니다.').click();
  await page.getByRole('button', { name: '방송 내용 확인' }).click();
  await page.getByText(/방송 내용 확인 완료 \(/).waitFor();
  await ctx.shot(page, 'sellers-detail-confirmed');

  // the sales chart of the show; a viewer's order from the show appears on it without a reload
  await page.goto(`${baseUrl}/seller/saleChartDetail/${live.broadcastSysId}/${live.broadcastScheduleSysId}`);
  await page.getByText('시간대별 시청자').waitFor();
  await chartCountsShowOrder(page, baseUrl, sellable, live.broadcastScheduleSysId);
  await ctx.shot(page, 'sellers-chart-live');
}
