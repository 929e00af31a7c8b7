import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authSessions } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a product page showed and when (issue 33: 표시·광고에 관한 기록, 전자상거래법 시행령 제6조 ① 1, kept 6
 * months): one row each time a product is created or its name, prices, live-price window, delivery
 * fee or display state change. Written by a database trigger (migration `display-records`), so every
 * writer (back office, live console, seed) is covered; purged by `retention.displayAds`.
 */
export const productDisplayHistory = pgTable(
  'product_display_history',
  {
    historySysId: serial('history_sys_id').primaryKey(),
    /** no foreign key: the record outlives a deleted product for its 6 months */
    prdtSysId: integer('prdt_sys_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    marketPrice: integer('market_price').notNull(),
    price: integer('price').notNull(),
    livePrice: integer('live_price'),
    livePriceStartDate: ts('live_price_start_date'),
    livePriceEndDate: ts('live_price_end_date'),
    isDisplay: smallint('is_display').notNull(),
    deliveryPriceTypeCode: smallint('delivery_price_type_code').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    freeDeliveryMinAmount: integer('free_delivery_min_amount'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_display_history_product_idx').on(t.prdtSysId, t.recordedAt),
    index('product_display_history_recorded_idx').on(t.recordedAt),
  ],
);

/**
 * The address of every use of a login session (issue 33: 접속지 추적자료, 통신비밀보호법 시행령 제41조 ② 2,
 * kept 3 months): the login itself and each access-token refresh or renewal, so that every request
 * made with a token can be traced to the address that obtained it (not only the login address).
 * Purged by `retention.loginLogs` 3 months after `at`, and with its session.
 */
export const sessionAccesses = pgTable(
  'session_accesses',
  {
    accessSysId: serial('access_sys_id').primaryKey(),
    sessionId: varchar('session_id', { length: 36 })
      .notNull()
      .references(() => authSessions.sessionId, { onDelete: 'cascade' }),
    userSysId: integer('user_sys_id').notNull(),
    /** login | access (auth/accesstoken) | renew (auth/refresh) */
    action: varchar('action', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    at: ts('at').notNull(),
  },
  (t) => [index('session_accesses_session_idx').on(t.sessionId, t.at), index('session_accesses_at_idx').on(t.at)],
);
