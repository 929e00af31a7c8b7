import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { broadcastSchedules } from './broadcasts.js';
import { brands } from './catalog.js';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A sellover's profile (live §3 "Seller (sally)"): one per member. */
export const sallies = pgTable(
  'sallies',
  {
    sallySysId: serial('sally_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    sallyName: varchar('sally_name', { length: 20 }).notNull(),
    /** when the sellover terms (with the twelve content rules) were agreed */
    termsAgreedAt: ts('terms_agreed_at').notNull(),
    /** a guardian's consent (signed up under 19) */
    guardianAgreedAt: ts('guardian_agreed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sallies_user_idx').on(t.userSysId), uniqueIndex('sallies_name_idx').on(t.sallyName)],
);

/** A sellover's contract with a vendor (brand company): 0 standby → 1 complete → 2 withdrawn. */
export const sallyContracts = pgTable(
  'sally_contracts',
  {
    contractSysId: serial('contract_sys_id').primaryKey(),
    sallySysId: integer('sally_sys_id')
      .notNull()
      .references(() => sallies.sallySysId, { onDelete: 'cascade' }),
    brandSysId: integer('brand_sys_id')
      .notNull()
      .references(() => brands.brandSysId),
    status: smallint('status').notNull().default(0),
    requestedAt: ts('requested_at').notNull(),
    signedAt: ts('signed_at'),
    withdrawnAt: ts('withdrawn_at'),
    /** who made the last move: sellover | vendor */
    lastActor: varchar('last_actor', { length: 10 }).notNull().default('sellover'),
    lastActorUserSysId: integer('last_actor_user_sys_id'),
  },
  (t) => [
    index('sally_contracts_sally_idx').on(t.sallySysId),
    index('sally_contracts_brand_idx').on(t.brandSysId, t.status),
  ],
);

/** A sellover booked for a broadcast schedule under a contract, with its content confirmation. */
export const broadcastSallies = pgTable(
  'broadcast_sallies',
  {
    broadcastSallySysId: serial('broadcast_sally_sys_id').primaryKey(),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    sallySysId: integer('sally_sys_id')
      .notNull()
      .references(() => sallies.sallySysId, { onDelete: 'cascade' }),
    contractSysId: integer('contract_sys_id')
      .notNull()
      .references(() => sallyContracts.contractSysId),
    confirmedAt: ts('confirmed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('broadcast_sallies_schedule_idx').on(t.broadcastScheduleSysId),
    index('broadcast_sallies_sally_idx').on(t.sallySysId),
  ],
);

/** Viewers in a show's room over time (sampled while it is live) for the sales chart. */
export const broadcastViewerSamples = pgTable(
  'broadcast_viewer_samples',
  {
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    viewers: integer('viewers').notNull(),
  },
  (t) => [uniqueIndex('broadcast_viewer_samples_pk').on(t.broadcastScheduleSysId, t.at)],
);
