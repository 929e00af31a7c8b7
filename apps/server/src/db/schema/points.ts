import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per member: the balance every use is taken from with one conditional UPDATE. */
export const pointBalances = pgTable('point_balances', {
  userSysId: integer('user_sys_id')
    .primaryKey()
    .references(() => users.userSysId, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
});

/**
 * The points ledger (shopping §3): saved, used, deleted, expired, canceled. `amount` is signed.
 * A saved entry keeps `remaining` (what is left of it, used first-expiring-first) and `expiresAt`.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    pointSysId: serial('point_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull().default(0),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    orderSysId: integer('order_sys_id'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('point_entries_user_time_idx').on(t.userSysId, t.createdAt),
    index('point_entries_expiry_idx').on(t.expiresAt),
  ],
);
