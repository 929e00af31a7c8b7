import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 18: who of the staff called which back-office route, from where and when (개인정보처리시스템
 * 접속기록). Written by the router for every `staff` route; kept RETENTION_CLASSES.staffAccess.
 */
export const staffAccessLogs = pgTable(
  'staff_access_logs',
  {
    logSysId: serial('log_sys_id').primaryKey(),
    staffUserSysId: integer('staff_user_sys_id').notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    /** the route (with its `:id` placeholders) and the concrete path */
    route: varchar('route', { length: 200 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    status: integer('status').notNull(),
    /** issue 33 (안전성 확보조치 기준 제8조): why personal data was downloaded (CSV exports) */
    reason: varchar('reason', { length: 200 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('staff_access_logs_created_idx').on(t.createdAt)],
);

/**
 * Issue 18: members without a login for a year (휴면). Their personal fields are moved here, apart
 * from the member row, until they sign in again (then moved back) or withdraw.
 */
export const dormantMembers = pgTable('dormant_members', {
  userSysId: integer('user_sys_id').primaryKey(),
  /** name, mobile, birthday as they were on the member row */
  data: jsonb('data').notNull(),
  dormantAt: ts('dormant_at').notNull(),
});
