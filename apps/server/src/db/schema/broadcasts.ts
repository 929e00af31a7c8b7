import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, products } from './catalog.js';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A broadcast (live §3 "Broadcast (info)"): what is shown; its airings are schedules. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    broadcastSysId: serial('broadcast_sys_id').primaryKey(),
    brandSysId: integer('brand_sys_id')
      .notNull()
      .references(() => brands.brandSysId),
    /** the sellover hosting it (may answer, notice and pin) */
    hostUserSysId: integer('host_user_sys_id').references(() => users.userSysId),
    /** 0 live, 1 replay/rerun */
    broadcastType: smallint('broadcast_type').notNull().default(0),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }),
    briefComment: text('brief_comment').notNull().default(''),
    briefCommentEn: text('brief_comment_en'),
    shareTitle: varchar('share_title', { length: 200 }),
    shareText: text('share_text'),
    /** issue 19: share title and text for English readers (else the English title and brief) */
    shareTitleEn: varchar('share_title_en', { length: 200 }),
    shareTextEn: text('share_text_en'),
    shareThumnailUrl: varchar('share_thumnail_url', { length: 300 }),
    thumnailLiveUrl: varchar('thumnail_live_url', { length: 300 }),
    /** 1 means chat is not recorded */
    isRecChat: smallint('is_rec_chat').notNull().default(0),
    /** set when an admin blocks the broadcast */
    blockedAt: ts('blocked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('broadcasts_brand_idx').on(t.brandSysId)],
);

/** One airing of a broadcast: window (KST), live flag, media, counters, room state. Room id = its id. */
export const broadcastSchedules = pgTable(
  'broadcast_schedules',
  {
    broadcastScheduleSysId: serial('broadcast_schedule_sys_id').primaryKey(),
    broadcastSysId: integer('broadcast_sys_id')
      .notNull()
      .references(() => broadcasts.broadcastSysId, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, HH:mm, HH:mm (KST wall clock) */
    startDate: varchar('start_date', { length: 10 }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    /** 0 waiting, 1 on air, 2 ended, 3 exited */
    liveFlag: smallint('live_flag').notNull().default(0),
    liveStartDate: ts('live_start_date'),
    highlightUrl: varchar('highlight_url', { length: 300 }),
    liveUrl: varchar('live_url', { length: 300 }),
    hlsUrl: varchar('hls_url', { length: 300 }),
    directUrl: varchar('direct_url', { length: 300 }),
    viewCnt: integer('view_cnt').notNull().default(0),
    likeCnt: integer('like_cnt').notNull().default(0),
    /** the last chat sequence number handed out in this room */
    chatSeq: bigint('chat_seq', { mode: 'number' }).notNull().default(0),
    noti: text('noti'),
    /** issue 19: the notice for English readers; cleared when a new notice is posted in Korean */
    notiEn: text('noti_en'),
    fixPrdtSysId: integer('fix_prdt_sys_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('broadcast_schedules_date_idx').on(t.startDate, t.startTime),
    index('broadcast_schedules_broadcast_idx').on(t.broadcastSysId),
  ],
);

/** Products of a broadcast (referenced by prdtSysId; the catalog owns them). */
export const broadcastProducts = pgTable(
  'broadcast_products',
  {
    broadcastProductSysId: serial('broadcast_product_sys_id').primaryKey(),
    broadcastSysId: integer('broadcast_sys_id')
      .notNull()
      .references(() => broadcasts.broadcastSysId, { onDelete: 'cascade' }),
    prdtSysId: integer('prdt_sys_id')
      .notNull()
      .references(() => products.prdtSysId),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('broadcast_products_broadcast_idx').on(t.broadcastSysId),
    uniqueIndex('broadcast_products_unique').on(t.broadcastSysId, t.prdtSysId),
  ],
);

/** A member's alarm (reservation) on a schedule; `alertedAt` once the start alert was delivered. */
export const broadcastAlarms = pgTable(
  'broadcast_alarms',
  {
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    alertedAt: ts('alerted_at'),
  },
  (t) => [
    uniqueIndex('broadcast_alarms_pk').on(t.userSysId, t.broadcastScheduleSysId),
    index('broadcast_alarms_schedule_idx').on(t.broadcastScheduleSysId),
  ],
);

/** The member's alert list entries: "a broadcast you reserved has started". */
export const broadcastAlarmHistories = pgTable(
  'broadcast_alarm_histories',
  {
    alarmHistorySysId: serial('alarm_history_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_alarm_histories_unique').on(t.userSysId, t.broadcastScheduleSysId),
    index('broadcast_alarm_histories_user_idx').on(t.userSysId, t.createdAt),
  ],
);

/** Recorded chat (unless isRecChat = 1): per-room sequence numbers for replay and catch-up. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    msgType: smallint('msg_type').notNull(),
    msg: text('msg').notNull(),
    userSysId: integer('user_sys_id'),
    nickName: varchar('nick_name', { length: 40 }).notNull(),
    userId: varchar('user_id', { length: 40 }).notNull(),
    permission: smallint('permission').notNull(),
    content: text('content'),
    answer: text('answer'),
    prdtSysId: integer('prdt_sys_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq').on(t.broadcastScheduleSysId, t.seq),
    index('chat_messages_room_time').on(t.broadcastScheduleSysId, t.createdAt),
  ],
);

/** Chat black list (live §3): 0 muted, 1 forced exit (this schedule), 2 permanent exit (every room). */
export const chatBlackList = pgTable(
  'chat_black_list',
  {
    blackSysId: serial('black_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id').references(
      () => broadcastSchedules.broadcastScheduleSysId,
      { onDelete: 'cascade' },
    ),
    blackType: smallint('black_type').notNull(),
    byUserSysId: integer('by_user_sys_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_black_list_user_idx').on(t.userSysId)],
);
