import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's current advertising consent per channel (push | sms | email) and the separate night-time
 * consent (night: 21:00–08:00 KST), 정보통신망법 제50조. No row means no consent (opt-in only).
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** push | sms | email | night */
    channel: varchar('channel', { length: 8 }).notNull(),
    agreed: boolean('agreed').notNull(),
    /** when the member last said yes (null while refused) */
    agreedAt: ts('agreed_at'),
    /** when the member last changed this consent (yes or no) */
    changedAt: ts('changed_at').notNull(),
    /** the last time the member was told their consent status (the 2-year reconfirmation notice) */
    confirmedAt: ts('confirmed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userSysId, t.channel] }),
    index('marketing_consents_confirmed_idx').on(t.confirmedAt),
  ],
);

/** Every consent change, kept as evidence (who, which channel, yes/no, when, from where). */
export const marketingConsentHistory = pgTable(
  'marketing_consent_history',
  {
    consentHistorySysId: serial('consent_history_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    agreed: boolean('agreed').notNull(),
    /** signup | settings | reconfirm */
    source: varchar('source', { length: 12 }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('marketing_consent_history_user_idx').on(t.userSysId, t.at)],
);

/** Service notices to one member shown in /AlertList (e.g. the 2-year consent reconfirmation). */
export const memberNotices = pgTable(
  'member_notices',
  {
    memberNoticeSysId: serial('member_notice_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    /** consentReconfirm */
    kind: varchar('kind', { length: 24 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('member_notices_user_idx').on(t.userSysId, t.createdAt)],
);
