import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The back-office audit log (issue 15): one row per admin call, allowed or refused, written by the
 * router. Append-only: the app has no update or delete path and a trigger refuses both (custom
 * migration `admin-custom-audit-append-only`). Kept ADMIN_AUDIT_RETENTION_YEARS (admin.policy.ts).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    auditSysId: bigserial('audit_sys_id', { mode: 'number' }).primaryKey(),
    actorUserSysId: integer('actor_user_sys_id').notNull(),
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    resultCode: varchar('result_code', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_time_idx').on(t.createdAt),
    index('admin_audit_actor_idx').on(t.actorUserSysId, t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
