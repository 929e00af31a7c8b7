import { GAME_STATUS, type GamePrize } from '@lc/contracts';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import type { GameService } from '../domains/game/game.service.js';
import type { LiveCouponsService } from '../domains/live-coupons/live-coupons.service.js';

/**
 * The demo show's scripted host, engagement part (issue 13 §6): beside the chat bot's notice, pin,
 * rolling, banner and answers, the host hands out a live coupon and runs a game in turn, through the
 * same services as the console (rights, audit, events to the room), so a new viewer sees both within
 * five minutes of opening the show.
 */
export const DEMO_HOST_ENGAGEMENT = {
  /** the first step after the host starts, then one step (coupon, game, coupon, …) this often */
  firstAfterMs: 45_000,
  everyMs: 120_000,
  coupon: { cap: 100, claimableMinutes: 30 },
  game: { limitJoinCnt: 1_000, lastRound: 3, prize: { type: 'points', points: 1_000 } satisfies GamePrize },
  /** how long members may join before the first round */
  joinWindowMs: 20_000,
  /**
   * after the join window, how long the host waits for a first player before giving the turn to the
   * next coupon (the game stays open; the next game step waits for it again)
   */
  playersWaitMs: 600_000,
  /** how often the host looks whether the round closed (the game's own sweep closes it) */
  pollMs: 1_000,
} as const;

type Timing = 'firstAfterMs' | 'everyMs' | 'joinWindowMs' | 'playersWaitMs' | 'pollMs';

export interface DemoHostEngagementOptions {
  room: number;
  host: AuthUser;
  coupons: Pick<LiveCouponsService, 'options' | 'issue'>;
  game: Pick<GameService, 'create' | 'round' | 'current'>;
  log(level: 'info' | 'warn', msg: string): void;
  /** overrides (tests) */
  timing?: Partial<Record<Timing, number>>;
}

export function startDemoHostEngagement(o: DemoHostEngagementOptions): { stop(): void; steps(): number } {
  const timing: Record<Timing, number> = {
    ...DEMO_HOST_ENGAGEMENT,
    ...o.timing,
  };
  let stopped = false;
  let steps = 0;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const coupon = async () => {
    const { policies } = await o.coupons.options(o.host, o.room, 'ko');
    const policy = policies[steps % Math.max(1, policies.length)];
    if (!policy) return o.log('warn', 'demo host: the show has no live coupon policy to hand out');
    await o.coupons.issue(
      o.host,
      o.room,
      null,
      { couponPolicySysId: policy.couponPolicySysId, ...DEMO_HOST_ENGAGEMENT.coupon },
      'ko',
    );
  };

  /**
   * A game: open it (or keep the open one), let members join, then rounds until it is decided. A
   * round needs a player (the console refuses an empty round: 5107), so after the join window the
   * host waits, the game open, for the first member to join and starts the round as soon as one did
   * (at most playersWaitMs; then the next coupon comes and the next game step waits again).
   */
  const game = async () => {
    let g = await o.game.current(o.room, undefined);
    if (!g) g = await o.game.create(o.host, o.room, DEMO_HOST_ENGAGEMENT.game, 'ko');
    if (g.status !== GAME_STATUS.created) return; // a game of the console's is running: leave it
    await later(timing.joinWindowMs);
    for (const until = Date.now() + timing.playersWaitMs; ;) {
      if (stopped || Date.now() > until) return;
      const now = await o.game.current(o.room, undefined);
      if (!now || now.gameSysId !== g.gameSysId || now.status !== GAME_STATUS.created) return;
      if (now.curJoinCnt > 0) break;
      await later(timing.pollMs);
    }
    for (let round = 0; round < DEMO_HOST_ENGAGEMENT.game.lastRound && !stopped; round++) {
      g = await o.game.round(o.host, o.room, g.gameSysId, undefined);
      while (!stopped) {
        await later(timing.pollMs);
        const now = await o.game.current(o.room, undefined);
        if (!now || now.gameSysId !== g.gameSysId) return;
        if (now.status === GAME_STATUS.result) break;
        if (now.status === GAME_STATUS.winner) return;
      }
    }
  };

  /**
   * Coupons and games take turns, each `everyMs` after the other; the game step holds the turn while
   * its game waits for players and runs (a coupon is not handed out over a running game).
   */
  const loop = async () => {
    await later(timing.firstAfterMs);
    while (!stopped) {
      const step = steps % 2 === 0 ? coupon : game;
      await step().catch((err: unknown) => o.log('warn', `demo host: ${String(err)}`));
      steps += 1;
      await later(timing.everyMs);
    }
  };
  void loop();
  return {
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
    },
    steps: () => steps,
  };
}
