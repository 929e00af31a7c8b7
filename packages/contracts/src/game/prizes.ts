import { z } from 'zod';

/**
 * The game's prize budget (issue 25 N3): a host may put up points only from a budget the operator
 * granted to the show (the broadcast schedule, the game's room). A game with a points prize reserves
 * its prize (one winner per game: the tie rule) from the show's budget when it is created; a game
 * decided without a winner gives it back. A repeated winner of one host's games is flagged for the
 * operator. docs/decisions.md (issue 25 N3).
 */
export const GAME_PRIZE_POLICY = {
  /** the largest budget one show can be given */
  maxBudgetPoints: 10_000_000,
  /** a member winning this many games of the same host within `repeatWinnerDays` is flagged */
  repeatWinnerCount: 3,
  repeatWinnerDays: 30,
  /** the back-office's winnings list covers this many days by default (and at most `maxListDays`) */
  listDays: 30,
  maxListDays: 365,
} as const;

const int = z.number().int();

/** a show's budget as the host's console and the back-office see it */
export const gamePrizeBudgetData = z.object({
  /** points the operator granted to the show */
  budgetPoints: int,
  /** prizes already granted or held by a game still running */
  committedPoints: int,
  remainingPoints: int,
});
export type GamePrizeBudget = z.infer<typeof gamePrizeBudgetData>;

const sid = z.coerce.number().int().positive().max(2_147_483_647);
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET admin/game-prizes/budgets: the shows airing between two KST dates with their budgets */
export const adminGamePrizeBudgetListQuery = z.object({ from: dateOnly, to: dateOnly });
export const adminGamePrizeBudgetRow = gamePrizeBudgetData.extend({
  broadcastScheduleSysId: int,
  title: z.string(),
  hostNick: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** when and by whom the budget was last set (null: never) */
  updatedAt: z.string().nullable(),
});
export const adminGamePrizeBudgetListResponse = z.object({ rows: z.array(adminGamePrizeBudgetRow) });
export type AdminGamePrizeBudgetRow = z.infer<typeof adminGamePrizeBudgetRow>;

/** PUT admin/game-prizes/budgets/:id (the schedule): the show's budget in points (not below what is committed) */
export const adminGamePrizeBudgetParams = z.object({ id: sid });
export const adminGamePrizeBudgetRequest = z.object({
  points: z.number().int().min(0).max(GAME_PRIZE_POLICY.maxBudgetPoints),
});
export const putAdminGamePrizeBudgetResponse = adminGamePrizeBudgetRow;

/** GET admin/game-prizes/winnings: the games won (points or coupon) with the repeated-winner flag */
export const adminGameWinningsQuery = z.object({
  days: z.coerce.number().int().min(1).max(GAME_PRIZE_POLICY.maxListDays).default(GAME_PRIZE_POLICY.listDays),
  /** only the flagged winners' games */
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const adminGameWinningRow = z.object({
  gameSysId: int,
  broadcastScheduleSysId: int,
  title: z.string(),
  hostUserSysId: int,
  hostNick: z.string().nullable(),
  winnerUserSysId: int,
  winnerUserId: z.string().nullable(),
  winnerNick: z.string().nullable(),
  /** points won (null: a coupon) */
  points: int.nullable(),
  prizeName: z.string(),
  wonAt: z.string(),
  /** games of this host the member won within repeatWinnerDays up to this win */
  winsWithHost: int,
  flagged: z.boolean(),
});
export const adminGameWinningsResponse = z.object({
  rows: z.array(adminGameWinningRow),
  repeatWinnerCount: int,
  repeatWinnerDays: int,
});
export type AdminGameWinningRow = z.infer<typeof adminGameWinningRow>;
export type AdminGameWinningsResponse = z.infer<typeof adminGameWinningsResponse>;
