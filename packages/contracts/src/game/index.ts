import { z } from 'zod';

/**
 * The rock-paper-scissors game with the host (live §3 "Game", §4 statuses, §5, §9; issue 13 item 3).
 * Server-authoritative: the host's choice is committed on the server before players choose, choices
 * count only when they reach the server before the round's deadline, and only the server decides who
 * goes on. Tie rule: docs/decisions.md (issue 13).
 */

/** live §4 */
export const GAME_STATUS = {
  created: 0,
  result: 1,
  hostSelected: 3,
  winner: 4,
  ended: 5,
} as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];

/** live §3 userSelected: 1 scissors, 2 rock, 3 paper */
export const GAME_CHOICES = { scissors: 1, rock: 2, paper: 3 } as const;
export type GameChoice = 1 | 2 | 3;

export const GAME_POLICY = {
  /** live §9: each round's countdown */
  countdownMs: 10_000,
  /** live §9: the winner's nick (or the seller) is shown this long, then the game ends */
  winnerShowMs: 6_000,
  /** live §9: 3 s when nobody won */
  gameOverShowMs: 3_000,
  maxRounds: 10,
  maxJoin: 100_000,
  /** how often every node looks for rounds and displays that are due (a missed timer never sticks) */
  sweepMs: 250,
  /** the room hears the join count (`joinGame`) at most this often per game */
  joinAnnounceMs: 250,
  /**
   * The player submits a choice by itself at the countdown's zero when the member has not chosen
   * (live §4). Its countdown reaches zero this long before the server's deadline so that the
   * automatic choice can arrive in time; the server's deadline still decides.
   */
  autoSubmitLeadMs: 500,
} as const;

/** 'win': beats the host and goes on; 'lose': same or beaten (tie rule) or no choice in time */
export type GameMatch = 'win' | 'lose';

/** a beats b */
export function beats(a: GameChoice, b: GameChoice): boolean {
  return (a === 1 && b === 3) || (a === 2 && b === 1) || (a === 3 && b === 2);
}

export const gamePrize = z.union([
  z.object({ type: z.literal('coupon'), couponPolicySysId: z.number().int().positive() }),
  z.object({ type: z.literal('points'), points: z.number().int().min(1).max(1_000_000) }),
]);
export type GamePrize = z.infer<typeof gamePrize>;

export const createGameBody = z.object({
  limitJoinCnt: z.number().int().min(1).max(GAME_POLICY.maxJoin),
  lastRound: z.number().int().min(1).max(GAME_POLICY.maxRounds),
  prize: gamePrize,
});
export const gameRoundBody = z.object({
  /** the host's choice; absent: the server draws one */
  choose: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export const gameParams = z.object({
  room: z.coerce.number().int().positive().max(2_147_483_647),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const room = z.coerce.number().int().positive().max(2_147_483_647);
export const joinGameRequest = z.object({ room, game: z.object({ gameSysId: z.number().int().positive() }) });
export const chooseGameUserRequest = z.object({
  room,
  game: z.object({
    gameSysId: z.number().int().positive(),
    choose: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
});
export const modGameRequest = z.object({ room });

/** The game as a player sees it (every game event carries it; `modGame` keeps late joiners in step). */
export interface GameView {
  room: number;
  gameSysId: number;
  status: GameStatus;
  round: number;
  lastRound: number;
  isFinals: boolean;
  curJoinCnt: number;
  limitJoinCnt: number;
  /** players still in */
  aliveCnt: number;
  /** seconds left in the round's countdown (status 3) */
  countSync: number;
  /** the host's choice, once the round closed (status 1, 4) */
  mcSelected: GameChoice | null;
  prizeName: string;
  winnerNick: string | null;
  /** the game has been decided (status 4, 5) */
  finished: boolean;
  /** the caller's own state (absent for a guest or a non-player) */
  me?: {
    joined: boolean;
    alive: boolean;
    /** sent a choice this round */
    userSended: boolean;
    choose: GameChoice | null;
    /** this round's outcome, after it closed */
    resMatch: GameMatch | null;
    gameOverVisible: boolean;
    isWinner: boolean;
  };
}

/** the join / choice acknowledgement */
export interface GameAck {
  resultCode: string;
  game?: GameView;
}
export * from './responses.js';
export * from './prizes.js';
