import { date, pgTable, serial, smallint, timestamp, varchar, text, index } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Members of every kind. `userId` is the login e-mail, stored lower-case. */
export const users = pgTable(
  'users',
  {
    userSysId: serial('user_sys_id').primaryKey(),
    userId: varchar('user_id', { length: 100 }).notNull().unique(),
    passwordHash: text('password_hash'),
    nickName: varchar('nick_name', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 40 }),
    mobile: varchar('mobile', { length: 20 }),
    birthday: date('birthday'),
    /** buyer | sellover | manager | admin */
    role: varchar('role', { length: 16 }).notNull().default('buyer'),
    groupIds: varchar('group_ids', { length: 100 }).notNull().default('0'),
    /** active | withdrawn | suspended */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** 0 own id, 1 Kakao-type, 2 Naver-type, 3 Google-type, 4 Facebook-type, 5 Apple-type */
    snsType: smallint('sns_type').notNull().default(0),
    withdrawnAt: ts('withdrawn_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('users_mobile_idx').on(t.mobile)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
