import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Push settings (shopping §3); a member without a row has the defaults (PUSH_DEFAULTS). */
export const userPushSettings = pgTable('push_settings', {
  userSysId: integer('user_sys_id')
    .primaryKey()
    .references(() => users.userSysId, { onDelete: 'cascade' }),
  couponPresentFlag: boolean('coupon_present_flag').notNull().default(false),
  eventFlag: boolean('event_flag').notNull().default(false),
  liveBroadcastFlag: boolean('live_broadcast_flag').notNull().default(false),
  orderFlag: boolean('order_flag').notNull().default(true),
  nightFlag: boolean('night_flag').notNull().default(false),
  marketingConsentAt: ts('marketing_consent_at'),
  nightConsentAt: ts('night_consent_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
