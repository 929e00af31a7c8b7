/**
 * The game's prizes in real Chromium (issue 25 N3): the operator sets the show's prize budget in the
 * back-office (/admin/game-prizes), the host's console shows what is left of it, and a member who
 * keeps winning the host's games is flagged for the operator. And the player's `chklive` (issue 32):
 * after joining a live room the page asks over the socket whether the show is still on air.
 */
import assert from 'node:assert/strict';
import { io, type Socket } from 'socket.io-client';
import type { Page } from 'playwright-core';
import { GAME_PRIZE_POLICY } from '@lc/contracts';
import {
  DEMO_USERS,
  apiCall,
  apiLogin,
  apiMember,
  expectDialog,
  manualDialogs,
  randomMobile,
  randomTag,
  showOnAir,
  uiLogin,
  waitUntil,
  type E2eContext,
  type E2eTest,
} from '../lib.js';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function ack(s: Socket, event: string, payload: unknown): Promise<Record<string, unknown>> {
  return (await s.timeout(10_000).emitWithAck(event, payload)) as Record<string, unknown>;
}

/**
 * One game of 100 points won by `player` (paper against the host's rock), the round closed and the
 * game ended on the server's movable clock.
 */
async function winOnce(ctx: E2eContext, room: number, host: string, admin: string, player: Socket) {
  const g = await apiCall(
    ctx.baseUrl,
    'POST',
    `broadcasts/console/${room}/game`,
    {
      limitJoinCnt: 10,
      lastRound: 1,
      prize: { type: 'points', points: 100 },
    },
    host,
  );
  assert.equal(g.resultCode, '0001', JSON.stringify(g));
  const id = g.gameSysId as number;
  assert.equal((await ack(player, 'joinGame', { room, game: { gameSysId: id } })).resultCode, '0001');
  const r = await apiCall(ctx.baseUrl, 'POST', `broadcasts/console/${room}/game/${id}/round`, { choose: 2 }, host);
  assert.equal(r.resultCode, '0001', JSON.stringify(r));
  assert.equal((await ack(player, 'chooseGameUser', { room, game: { gameSysId: id, choose: 3 } })).resultCode, '0001');
  const won = new Promise<void>((resolve) =>
    player.on('resultGame', (v: { gameSysId: number; status: number }) => v.gameSysId === id && resolve()),
  );
  await apiCall(ctx.baseUrl, 'POST', 'test/clock', { advanceSeconds: 11 }, admin);
  await won;
  await apiCall(ctx.baseUrl, 'POST', 'test/clock', { advanceSeconds: 7 }, admin);
  await waitUntil(async () => {
    const s = await apiCall(ctx.baseUrl, 'GET', `broadcasts/console/${room}/game`, undefined, host);
    return (s.game as { status: number }).status === 5;
  }, 'the game ended');
}

async function gamePrizesPage(ctx: E2eContext, lang: 'ko' | 'en'): Promise<Page> {
  const page = await ctx.newPage({ locale: lang });
  await page.setViewportSize(DESKTOP);
  manualDialogs(page);
  await uiLogin(page, ctx.baseUrl, lang, DEMO_USERS.admin, undefined, '/admin/game-prizes');
  return page;
}

export const tests: E2eTest[] = [
  {
    name: 'game prizes: the operator sets the show’s budget in the back-office, the console shows it, a repeated winner is flagged (ko, en; desktop and 390)',
    async run(ctx) {
      const { live, ids } = await showOnAir(ctx.baseUrl);
      const room = live.broadcastScheduleSysId;
      const admin = (await apiLogin(ctx.baseUrl, DEMO_USERS.admin)).token;
      const host = (await apiLogin(ctx.baseUrl, DEMO_USERS.seller)).token;

      // the operator sets the show's budget from its row
      const ko = await gamePrizesPage(ctx, 'ko');
      await ko.getByRole('heading', { name: '게임 상금', exact: true }).waitFor();
      const row = ko.getByTestId(`budget-${room}`);
      const before = (await apiCall(ctx.baseUrl, 'GET', `broadcasts/console/${room}/game`, undefined, host)).budget as {
        committedPoints: number;
      };
      const budget = before.committedPoints + 50_000;
      await row.getByRole('spinbutton').fill(String(budget));
      await row.getByRole('button', { name: '저장' }).click();
      await expectDialog(ko, /게임 상금 예산을 저장했습니다/);
      await row
        .getByText(`${(50_000).toLocaleString('ko-KR')}P`)
        .first()
        .waitFor();
      const state = await apiCall(ctx.baseUrl, 'GET', `broadcasts/console/${room}/game`, undefined, host);
      assert.deepEqual(state.budget, {
        budgetPoints: budget,
        committedPoints: before.committedPoints,
        remainingPoints: 50_000,
      });

      // the host's console shows what is left of it
      const consolePage = await ctx.newPage();
      await uiLogin(consolePage, ctx.baseUrl, 'ko', DEMO_USERS.seller, undefined, `/seller/console/${ids}`);
      const left = consolePage.getByTestId('game-budget');
      await left.getByText(/남은 상금 예산 50,000P/).waitFor({ timeout: 15_000 });
      await left.scrollIntoViewIfNeeded();
      await ctx.shot(consolePage, 'console-game-budget-ko');
      // a prize above what is left is refused at the start, with the reason in the console
      manualDialogs(consolePage);
      const panel = consolePage.getByRole('region', { name: '가위바위보 게임' });
      await panel.getByRole('spinbutton', { name: '상금 (포인트, 당첨자 1명)' }).fill('1000000');
      await panel.getByRole('button', { name: '게임 만들기' }).click();
      await expectDialog(consolePage, /남은 상금 예산을 넘습니다/);
      const after = await apiCall(ctx.baseUrl, 'GET', `broadcasts/console/${room}/game`, undefined, host);
      assert.deepEqual(after.budget, state.budget);

      // a member wins the host's games again and again
      const userId = `winner-${randomTag()}@e2e.kr`;
      await apiMember(ctx.baseUrl, userId, 'Winner12!!', randomMobile());
      const player = io(ctx.baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: (await apiLogin(ctx.baseUrl, userId, 'Winner12!!')).token },
      });
      try {
        assert.equal((await ack(player, 'joinRoom', { room, mode: 'live' })).resultCode, '0001');
        for (let i = 0; i < GAME_PRIZE_POLICY.repeatWinnerCount; i++) await winOnce(ctx, room, host, admin, player);
      } finally {
        player.close();
      }

      // the operator sees the flag (ko, desktop and phone), the remaining budget shrunk by the prizes
      await ko.reload();
      const flagged = ko.getByTestId('game-winnings').locator('tr', { hasText: userId });
      await flagged.getByTestId('repeat-winner').first().waitFor();
      assert.equal(await flagged.getByTestId('repeat-winner').count(), 1);
      await ko.getByTestId('winnings-flagged-only').check();
      await ko.getByTestId('game-winnings').locator('tr', { hasText: userId }).first().waitFor();
      const spent = GAME_PRIZE_POLICY.repeatWinnerCount * 100;
      await row.getByText(`${(50_000 - spent).toLocaleString('ko-KR')}P`).waitFor();
      await ctx.shot(ko, 'admin-game-prizes-ko-desktop');
      await ko.setViewportSize(PHONE);
      await ctx.shot(ko, 'admin-game-prizes-ko-390');
      await ko.getByTestId('game-winnings').scrollIntoViewIfNeeded();
      await ctx.shot(ko, 'admin-game-prizes-ko-390-winnings');

      // in English
      const en = await gamePrizesPage(ctx, 'en');
      await en.getByRole('heading', { name: 'Game prizes', exact: true }).waitFor();
      await en
        .getByTestId('game-winnings')
        .locator('tr', { hasText: userId })
        .getByText('Repeated winner')
        .first()
        .waitFor();
      await ctx.shot(en, 'admin-game-prizes-en-desktop');
      await en.setViewportSize(PHONE);
      await ctx.shot(en, 'admin-game-prizes-en-390');
      await en.getByTestId('game-winnings').scrollIntoViewIfNeeded();
      await ctx.shot(en, 'admin-game-prizes-en-390-winnings');
      const consoleEn = await ctx.newPage({ locale: 'en' });
      await uiLogin(consoleEn, ctx.baseUrl, 'en', DEMO_USERS.seller, undefined, `/seller/console/${ids}`);
      await consoleEn
        .getByTestId('game-budget')
        .getByText(/Prize budget left/)
        .waitFor({ timeout: 15_000 });
      await consoleEn.getByTestId('game-budget').scrollIntoViewIfNeeded();
      await ctx.shot(consoleEn, 'console-game-budget-en');
    },
  },
  {
    name: 'player: after joining the live room the page emits chklive over the socket (live §7)',
    async run(ctx) {
      const { ids } = await showOnAir(ctx.baseUrl);
      const page = await ctx.newPage();
      const sent: string[] = [];
      page.on('websocket', (ws) => ws.on('framesent', (f) => void sent.push(String(f.payload))));
      await page.goto(`${ctx.baseUrl}/Live/${ids}`);
      await page.getByRole('log', { name: '채팅' }).waitFor();
      await waitUntil(() => sent.some((f) => f.includes('"chklive"')), 'a chklive frame');
      assert.ok(sent.some((f) => f.includes('"joinRoom"')));
    },
  },
];
