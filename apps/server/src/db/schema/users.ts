import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
    /**
     * issue 33: the birth date a 본인확인 provider confirmed (IdentityProvider, domains/auth/auth.identity.ts);
     * the profile never writes it, so only this one makes a member an adult for alcohol
     */
    identityBirthday: date('identity_birthday'),
    identityVerifiedAt: ts('identity_verified_at'),
    identityProvider: varchar('identity_provider', { length: 20 }),
    /** buyer | sellover | manager | admin */
    role: varchar('role', { length: 16 }).notNull().default('buyer'),
    groupIds: varchar('group_ids', { length: 100 }).notNull().default('0'),
    /** active | withdrawn | suspended */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** 0 own id, 1 Kakao-type, 2 Naver-type, 3 Google-type, 4 Facebook-type, 5 Apple-type */
    snsType: smallint('sns_type').notNull().default(0),
    withdrawnAt: ts('withdrawn_at'),
    /** issue 18: last login or token refresh (a year without one separates the member's data) */
    lastActiveAt: ts('last_active_at'),
    /** the provider's user id (subject) for social accounts */
    snsId: varchar('sns_id', { length: 100 }),
    /** consent times (shopping §3 sign-up): service and privacy terms are required, the others optional */
    termsAgreedAt: ts('terms_agreed_at'),
    privacyAgreedAt: ts('privacy_agreed_at'),
    thirdPartyAgreedAt: ts('third_party_agreed_at'),
    eventAgreedAt: ts('event_agreed_at'),
    isAppInstall: boolean('is_app_install').notNull().default(false),
    rcmdUserSysId: integer('rcmd_user_sys_id'),
    rcmdLinkCreatedAt: ts('rcmd_link_created_at'),
    /** movie settings (MovieSetting) */
    movieAutoPlay: varchar('movie_auto_play', { length: 12 }).notNull().default('wifiOnly'),
    movieQuality: varchar('movie_quality', { length: 8 }).notNull().default('auto'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('users_mobile_idx').on(t.mobile), uniqueIndex('users_sns_idx').on(t.snsType, t.snsId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Phone verification codes (auth/sendauthmine, auth/chkauthmine): the code is stored as a hash, bound
 * to its request id, valid 3 minutes, at most 5 tries, single use. A verified request hands out an
 * authToken (stored hashed) that the next step (join, new password, phone change) consumes once.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    requestId: varchar('request_id', { length: 40 }).primaryKey(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** the account e-mail for find-password */
    userId: varchar('user_id', { length: 100 }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    tries: smallint('tries').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    verifiedAt: ts('verified_at'),
    authTokenHash: varchar('auth_token_hash', { length: 64 }).unique(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('phone_verifications_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Abuse-prevention record of a withdrawal (shopping §4, §9): hashes only, kept 6 months; blocks
 * rejoining within 30 days and a social account rejoining with the same kind; login answers 1006.
 */
export const userWithdrawals = pgTable(
  'user_withdrawals',
  {
    withdrawalSysId: serial('withdrawal_sys_id').primaryKey(),
    userSysId: integer('user_sys_id').notNull(),
    userIdHash: varchar('user_id_hash', { length: 64 }).notNull(),
    mobileHash: varchar('mobile_hash', { length: 64 }),
    snsType: smallint('sns_type').notNull().default(0),
    snsIdHash: varchar('sns_id_hash', { length: 64 }),
    reason: varchar('reason', { length: 20 }),
    reasonDetail: varchar('reason_detail', { length: 500 }),
    withdrawnAt: ts('withdrawn_at').notNull(),
    /** issue 18: `self` (the member left) or `terminated` (the company ended the contract) */
    kind: varchar('kind', { length: 12 }).notNull().default('self'),
    /** issue 18: the same e-mail, phone or social account cannot rejoin before this (30 days / 2 months) */
    rejoinBlockedUntil: ts('rejoin_blocked_until'),
  },
  (t) => [
    index('user_withdrawals_user_id_idx').on(t.userIdHash),
    index('user_withdrawals_mobile_idx').on(t.mobileHash),
    index('user_withdrawals_sns_idx').on(t.snsType, t.snsIdHash),
  ],
);

/** Address book. One default per member. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    addressSysId: serial('address_sys_id').primaryKey(),
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    addressName: varchar('address_name', { length: 20 }).notNull(),
    receiverName: varchar('receiver_name', { length: 20 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    zonecode: varchar('zonecode', { length: 5 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    addressDetail: varchar('address_detail', { length: 100 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userSysId)],
);

/** Members a member has blocked (shopping §6). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    userSysId: integer('user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    blockedUserSysId: integer('blocked_user_sys_id')
      .notNull()
      .references(() => users.userSysId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userSysId, t.blockedUserSysId] })],
);

/** Reports a member made about another (ReportLog). */
export const userReports = pgTable(
  'user_reports',
  {
    reportSysId: serial('report_sys_id').primaryKey(),
    reporterSysId: integer('reporter_sys_id').notNull(),
    targetUserSysId: integer('target_user_sys_id').notNull(),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id'),
    reason: varchar('reason', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    /** received | reviewing | actioned | rejected */
    status: varchar('status', { length: 12 }).notNull().default('received'),
    createdAt: ts('created_at').notNull(),
    handledAt: ts('handled_at'),
  },
  (t) => [index('user_reports_reporter_idx').on(t.reporterSysId, t.createdAt)],
);

/** Sanctions against a member (SanctionLog): chat bans, forced exits, suspensions (issued by operators). */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    sanctionSysId: serial('sanction_sys_id').primaryKey(),
    userSysId: integer('user_sys_id').notNull(),
    /** chatBan | forcedExit | suspension */
    kind: varchar('kind', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_sanctions_user_idx').on(t.userSysId, t.createdAt)],
);

/** Issue 33: one 본인확인 (identity verification) a member started with the configured provider. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    requestId: varchar('request_id', { length: 64 }).primaryKey(),
    userSysId: integer('user_sys_id').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [index('identity_verifications_user_idx').on(t.userSysId, t.createdAt)],
);

/** Issue 33: what the sandbox 본인확인 provider answers for a request (test mode: the tester enters it). */
export const sandboxIdentityResults = pgTable('sandbox_identity_results', {
  requestId: varchar('request_id', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  birthday: date('birthday').notNull(),
  mobile: varchar('mobile', { length: 20 }).notNull(),
  createdAt: ts('created_at').notNull(),
});
