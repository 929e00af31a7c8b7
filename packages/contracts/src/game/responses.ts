import { z } from 'zod';
import { gamePrizeBudgetData } from './prizes.js';

/*
 * The answers of the game routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** shape of the server's `GameView` */
export const gameViewData = z.object({
  room: z.number(),
  gameSysId: z.number(),
  status: z.union([z.literal(0), z.literal(1), z.literal(5), z.literal(3), z.literal(4)]),
  round: z.number(),
  lastRound: z.number(),
  isFinals: z.boolean(),
  curJoinCnt: z.number(),
  limitJoinCnt: z.number(),
  aliveCnt: z.number(),
  countSync: z.number(),
  mcSelected: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  prizeName: z.string(),
  winnerNick: z.string().nullable(),
  finished: z.boolean(),
  me: z
    .object({
      joined: z.boolean(),
      alive: z.boolean(),
      userSended: z.boolean(),
      choose: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
      resMatch: z.enum(['win', 'lose']).nullable(),
      gameOverVisible: z.boolean(),
      isWinner: z.boolean(),
    })
    .optional(),
});
export type GameViewData = z.infer<typeof gameViewData>;

/** GET broadcasts/console/:room/game */
export const getBroadcastsConsoleGameResponse = z.object({
  game: gameViewData.nullable(),
  /** the show's prize budget for points prizes (issue 25 N3) */
  budget: gamePrizeBudgetData,
});
export type GetBroadcastsConsoleGameResponse = z.infer<typeof getBroadcastsConsoleGameResponse>;

/** POST broadcasts/console/:room/game */
export const postBroadcastsConsoleGameResponse = gameViewData;
export type PostBroadcastsConsoleGameResponse = z.infer<typeof postBroadcastsConsoleGameResponse>;

/** POST broadcasts/console/:room/game/:id/round */
export const postBroadcastsConsoleGameRoundResponse = gameViewData;
export type PostBroadcastsConsoleGameRoundResponse = z.infer<typeof postBroadcastsConsoleGameRoundResponse>;
