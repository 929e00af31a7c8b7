import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's devices that receive pushes (issue 16): a browser's Web Push subscription (`web`, the
 * endpoint and its two keys) or a native shell's push token (`ios` / `aos`). One member may have
 * several; each belongs to the login session that registered it and is dropped when that session
 * ends (logout) or the push service answers 404/410 for its endpoint.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionSysId: serial('subscription_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** web | ios | aos */
    platform: varchar('platform', { length: 4 }).notNull(),
    /** the Web Push endpoint, or the native push token */
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }),
    auth: varchar('auth', { length: 100 }),
    lang: varchar('lang', { length: 5 }).notNull().default('ko'),
    sessionId: varchar('session_id', { length: 64 }),
    createdAt: ts('created_at').notNull(),
    lastSentAt: ts('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userSysId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * The member's alert list (/AlertList) and, at once, the push outbox: one row per event per member
 * (unique dedupe key, so collecting twice or on two nodes adds nothing). The jobs role claims pending
 * rows with `FOR UPDATE SKIP LOCKED`, sends them and marks them, so each push leaves exactly once.
 */
export const memberAlerts = pgTable(
  'member_alerts',
  {
    alertSysId: serial('alert_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** the push setting it falls under: couponPresentFlag | eventFlag | liveBroadcastFlag | orderFlag */
    kind: varchar('kind', { length: 20 }).notNull(),
    /**
     * liveStart | orderPaid | orderDispatched | orderDelivered | claimResult | couponGranted | couponExpiring | event
     * | questionAnswered | inquiryAnswered
     */
    type: varchar('type', { length: 20 }).notNull(),
    dedupeKey: varchar('dedupe_key', { length: 80 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    url: varchar('url', { length: 300 }).notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
    /** pending | claimed | sent | skipped (setting off, no consent, night) | nodevice */
    pushState: varchar('push_state', { length: 10 }).notNull().default('pending'),
    pushClaimedBy: varchar('push_claimed_by', { length: 80 }),
    pushClaimedAt: ts('push_claimed_at'),
    pushDoneAt: ts('push_done_at'),
    pushDevices: integer('push_devices').notNull().default(0),
  },
  (t) => [
    uniqueIndex('member_alerts_dedupe').on(t.userSysId, t.dedupeKey),
    index('member_alerts_user_idx').on(t.userSysId, t.createdAt),
    index('member_alerts_push_idx').on(t.pushState, t.alertSysId),
  ],
);

/** Advertising (event) pushes written by operators; fanned out to members by the jobs role. */
export const pushCampaigns = pgTable('push_campaigns', {
  campaignSysId: serial('campaign_sys_id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  body: varchar('body', { length: 200 }).notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
});

/** Our own short links (replacing `firebase/shortlink`): /s/{code} redirects and counts. */
export const shortLinks = pgTable(
  'short_links',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    target: varchar('target', { length: 1000 }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    lastClickAt: ts('last_click_at'),
  },
  (t) => [uniqueIndex('short_links_target').on(t.target)],
);

/** Client error logs (`analytics/consolelog`), personal data stripped, purged after a short retention. */
export const clientLogs = pgTable(
  'client_logs',
  {
    logSysId: serial('log_sys_id').primaryKey(),
    createdAt: ts('created_at').notNull(),
    /** error | chunk | warn | info */
    level: varchar('level', { length: 8 }).notNull(),
    message: text('message').notNull(),
    page: varchar('page', { length: 300 }),
    userAgent: varchar('user_agent', { length: 300 }),
    webVersion: varchar('web_version', { length: 20 }),
    userSysId: integer('user_sys_id'),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
