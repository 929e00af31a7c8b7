import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { couponPolicies } from './coupons.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The host's live console actions (issue 13): who did what to which show, when. One row per action
 * that acted (a replayed repeat of the same Idempotency-Key adds none).
 */
export const liveConsoleActions = pgTable(
  'live_console_actions',
  {
    liveConsoleActionSysId: serial('live_console_action_sys_id').primaryKey(),
    /** the broadcast schedule (chat room) */
    room: integer('room').notNull(),
    actorUserSysId: integer('actor_user_sys_id').notNull(),
    /** host | manager | admin */
    actorRole: varchar('actor_role', { length: 12 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('live_console_actions_room_idx').on(t.room, t.createdAt)],
);

/**
 * Live coupons (issue 13 item 2): a coupon policy handed out in a show, with its own cap. A claim
 * takes one unit with one conditional UPDATE (issued_count < cap), so the cap holds whatever the
 * concurrency, across nodes.
 */
export const liveCoupons = pgTable(
  'live_coupons',
  {
    liveCouponSysId: serial('live_coupon_sys_id').primaryKey(),
    room: integer('room').notNull(),
    couponPolicySysId: integer('coupon_policy_sys_id')
      .notNull()
      .references(() => couponPolicies.couponPolicySysId),
    cap: integer('cap').notNull(),
    issuedCount: integer('issued_count').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
    /** claimable until */
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [index('live_coupons_room_idx').on(t.room, t.endsAt)],
);

/**
 * The game (issue 13 item 3), server-authoritative and shared by every node through the database:
 * each transition is one conditional UPDATE on the game's status (and round), so it happens once
 * whichever node's sweep or request gets there first. `phaseEndsAt` is the round's deadline (status 3)
 * or the end of the winner display (status 4).
 */
export const liveGames = pgTable(
  'live_games',
  {
    gameSysId: serial('game_sys_id').primaryKey(),
    room: integer('room').notNull(),
    status: integer('status').notNull().default(0),
    round: integer('round').notNull().default(0),
    lastRound: integer('last_round').notNull(),
    limitJoinCnt: integer('limit_join_cnt').notNull(),
    curJoinCnt: integer('cur_join_cnt').notNull().default(0),
    /** the host's committed choice of the current round (revealed when the round closes) */
    hostChoice: integer('host_choice'),
    phaseEndsAt: ts('phase_ends_at'),
    prize: jsonb('prize')
      .$type<{ type: 'coupon'; couponPolicySysId: number } | { type: 'points'; points: number }>()
      .notNull(),
    prizeName: varchar('prize_name', { length: 120 }).notNull(),
    winnerUserSysId: integer('winner_user_sys_id'),
    winnerNick: varchar('winner_nick', { length: 60 }),
    prizeGrantedAt: ts('prize_granted_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('live_games_room_idx').on(t.room), index('live_games_due_idx').on(t.status, t.phaseEndsAt)],
);

export const liveGamePlayers = pgTable(
  'live_game_players',
  {
    gameSysId: integer('game_sys_id')
      .notNull()
      .references(() => liveGames.gameSysId, { onDelete: 'cascade' }),
    userSysId: integer('user_sys_id').notNull(),
    nickName: varchar('nick_name', { length: 60 }).notNull(),
    /** the round this player lost (0: still in) */
    outRound: integer('out_round').notNull().default(0),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameSysId, t.userSysId] })],
);

export const liveGameChoices = pgTable(
  'live_game_choices',
  {
    gameSysId: integer('game_sys_id').notNull(),
    round: integer('round').notNull(),
    userSysId: integer('user_sys_id').notNull(),
    choice: integer('choice').notNull(),
    /** when the server received it (its clock) */
    at: ts('at').notNull(),
    /** 1 won the round, 0 lost (set when the round closes) */
    won: integer('won'),
  },
  (t) => [primaryKey({ columns: [t.gameSysId, t.round, t.userSysId] })],
);

/**
 * The points a show's host may put up as game prizes (issue 25 N3), set by an operator: one row per
 * show (the broadcast schedule, the game's room). What is committed is read from the show's games.
 */
export const gamePrizeBudgets = pgTable('game_prize_budgets', {
  room: integer('room').primaryKey(),
  points: integer('points').notNull(),
  updatedBy: integer('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
