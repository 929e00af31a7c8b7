import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { broadcastSchedules } from './broadcasts.js';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * RTMP stream keys (issue 8): issued to a broadcast's sellover when the broadcast is prepared; only
 * the SHA-256 of the key is stored. A key publishes one show: refused when unknown, expired, revoked
 * (a newer key was issued) or once its show has ended.
 */
export const streamKeys = pgTable(
  'stream_keys',
  {
    streamKeySysId: serial('stream_key_sys_id').primaryKey(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id')
      .notNull()
      .references(() => broadcastSchedules.broadcastScheduleSysId, { onDelete: 'cascade' }),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    firstPublishAt: ts('first_publish_at'),
    endedAt: ts('ended_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('stream_keys_schedule_idx').on(t.broadcastScheduleSysId)],
);
