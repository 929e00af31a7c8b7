import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A login session: one family of rotated refresh tokens. Revoking it ends the session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    sessionId: varchar('session_id', { length: 36 }).primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** last renewal of the refresh token (refresh age 14 is counted from here) */
    renewedAt: ts('renewed_at').notNull().defaultNow(),
    /** last use of any token of the family (refresh age 30 is counted from here) */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 32 }),
    /** last ChkPw of this session (profile and phone changes need a recent one) */
    passwordCheckedAt: ts('password_checked_at'),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userSysId)],
);

/** Refresh tokens, stored as SHA-256 hashes; `rotatedAt` set once a token has been exchanged. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: varchar('session_id', { length: 36 })
      .notNull()
      .references(() => authSessions.sessionId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    rotatedAt: ts('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Keys the server generates once and shares between nodes (RSA login key, JWT secret). */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
