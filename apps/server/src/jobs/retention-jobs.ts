import { and, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { withTx } from '../db/client.js';
import {
  authSessions,
  dormantMembers,
  broadcastAlarmHistories,
  gatewayEvents,
  orders,
  productDisplayHistory,
  questions,
  sessionAccesses,
  staffAccessLogs,
  userReports,
  userSanctions,
  users,
} from '../db/schema/index.js';
import type { StaffCall } from '../http/route.js';
import type { JobDef } from './scheduler.js';

const DAY = 86_400_000;

/**
 * Issue 18: how long each class of record is kept, with its legal source (docs/compliance.md), and
 * the tables in it. The daily purge jobs below delete a record once its class's period has passed
 * since the time named here; withdrawal records (hashed) and phone verifications are purged by the
 * accounts jobs (account-jobs.ts).
 */
export const RETENTION_CLASSES = {
  /** 전자상거래법 시행령 제6조: contract, payment and delivery records 5 years (withdrawal/claim records ride on the order) */
  tradeRecords: {
    months: 60,
    tables: [
      'orders',
      'order_products',
      'payments',
      'claims',
      'claim_delivery_pays',
      'refund_payouts',
      'gateway_events',
    ],
    from: 'orders.created_at, gateway_events.received_at',
  },
  /**
   * 전자상거래법 시행령 제6조: display and advertising records 6 months (start alerts sent to members;
   * what each product page showed: name, prices, live-price window, delivery fee, display state)
   */
  displayAds: {
    months: 6,
    tables: ['broadcast_alarm_histories', 'product_display_history'],
    from: 'created_at, recorded_at',
  },
  /**
   * 전자상거래법 시행령 제6조: consumer complaints and dispute handling 3 years: the 1:1 inquiries (order,
   * consulting, personal), from the answer (else the question). Product questions are public Q&A, not
   * complaints, and stay with the product.
   */
  complaints: { months: 36, tables: ['questions (kind ≠ product)'], from: 'answered_at (else created_at)' },
  /**
   * 개인정보 보호법 제21조 (no statutory period): reports of other members' chat or conduct are for
   * moderation, not consumer complaints; kept a year for repeat-abuse decisions, then destroyed
   */
  memberReports: { months: 12, tables: ['user_reports'], from: 'created_at' },
  /** 통신비밀보호법 시행령 제41조: login records and IP addresses 3 months (every login and refresh: session_accesses) */
  loginLogs: {
    months: 3,
    tables: ['auth_sessions', 'refresh_tokens', 'session_accesses'],
    from: 'the later of last use and end; session_accesses.at',
  },
  /** live.md §9 and the terms (개인정보 유효기간제): a year without login separates the member's personal data */
  inactive: { months: 12, tables: ['users → dormant_members'], from: 'users.last_active_at (else created_at)' },
  /** 개인정보의 안전성 확보조치 기준 제8조: staff access records at least 1 year (kept 2) */
  staffAccess: { months: 24, tables: ['staff_access_logs'], from: 'created_at' },
} as const;

export type RetentionClass = keyof typeof RETENTION_CLASSES;

/** `months` calendar months before `at` (UTC) */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  // the same day `months` earlier; a month without that day ends on its last day (민법 §160③):
  // 31 August less six months is 28 February, not 3 March (a record would go three days early)
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The retention purges (daily, exactly once across nodes through the scheduler's job claim) and the
 * lifting of timed suspensions. Each purge is one conditional DELETE on the injectable clock: two
 * nodes running it at once delete each row once and a repeat deletes nothing.
 */
export function createRetentionJobs(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const cutoff = (c: RetentionClass) => monthsBefore(now(), RETENTION_CLASSES[c].months);
  /** deletes the rows of `table` that `where` picks; answers how many went */
  const purge = async (table: PgTable, where: SQL | undefined) =>
    (
      await db
        .delete(table)
        .where(where)
        .returning({ one: sql`1` })
    ).length;

  const jobs = {
    /** orders (with their lines, payments and claims, by cascade) and gateway events past 5 years */
    async purgeTradeRecords() {
      const before = cutoff('tradeRecords');
      const gone = await purge(orders, lt(orders.createdAt, before));
      const events = await purge(gatewayEvents, lt(gatewayEvents.receivedAt, before));
      return { purged: gone + events };
    },
    async purgeDisplayAds() {
      const before = cutoff('displayAds');
      const alarms = await purge(broadcastAlarmHistories, lt(broadcastAlarmHistories.createdAt, before));
      const shown = await purge(productDisplayHistory, lt(productDisplayHistory.recordedAt, before));
      return { purged: alarms + shown };
    },
    /** 1:1 inquiries 3 years after their answer (or, unanswered, after they were asked) */
    async purgeComplaints() {
      const old = lt(sql`coalesce(${questions.answeredAt}, ${questions.createdAt})`, cutoff('complaints'));
      return { purged: await purge(questions, and(ne(questions.kind, 'product'), old)) };
    },
    async purgeMemberReports() {
      return { purged: await purge(userReports, lt(userReports.createdAt, cutoff('memberReports'))) };
    },
    /**
     * ended login sessions (address, browser; their refresh tokens and accesses by cascade) 3 months
     * after their last use, and every recorded access (login, refresh: its address) 3 months after it
     */
    async purgeLoginLogs() {
      const before = cutoff('loginLogs');
      const ended = and(
        lt(authSessions.lastUsedAt, before),
        or(sql`${authSessions.revokedAt} is null`, lt(authSessions.revokedAt, before)),
      );
      const accesses = await purge(sessionAccesses, lt(sessionAccesses.at, before));
      return { purged: (await purge(authSessions, ended)) + accesses };
    },
    async purgeStaffAccess() {
      return { purged: await purge(staffAccessLogs, lt(staffAccessLogs.createdAt, cutoff('staffAccess'))) };
    },
    /**
     * Members (not staff or sellers) without a login or refresh for a year: name, phone and birthday
     * move to `dormant_members`, the member row keeps only the e-mail (to sign in again) and goes
     * `dormant`; every session ends. Signing in moves the data back (`AuthService.login`).
     */
    async separateInactive() {
      const before = cutoff('inactive');
      const due = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            eq(users.role, 'buyer'),
            lt(sql`coalesce(${users.lastActiveAt}, ${users.createdAt})`, before),
          ),
        )
        .limit(500);
      let separated = 0;
      for (const u of due) {
        const done = await withTx(db, async (tx) => {
          const [won] = await tx
            .update(users)
            .set({ status: 'dormant', name: null, mobile: null, birthday: null, updatedAt: now() })
            .where(and(eq(users.userSysId, u.userSysId), eq(users.status, 'active')))
            .returning({ id: users.userSysId });
          if (!won) return false;
          await tx
            .insert(dormantMembers)
            .values({
              userSysId: u.userSysId,
              data: { name: u.name, mobile: u.mobile, birthday: u.birthday },
              dormantAt: now(),
            })
            .onConflictDoNothing();
          await tx
            .update(authSessions)
            .set({ revokedAt: now(), revokeReason: 'dormant' })
            .where(and(eq(authSessions.userSysId, u.userSysId), isNull(authSessions.revokedAt)));
          return true;
        });
        if (done) separated += 1;
      }
      return { separated };
    },
    /** suspensions with an end: the member is active again once it has passed */
    async liftSuspensions() {
      const at = now();
      const ended = await db
        .select({ userSysId: userSanctions.userSysId })
        .from(userSanctions)
        .innerJoin(users, eq(users.userSysId, userSanctions.userSysId))
        .where(
          and(
            eq(userSanctions.kind, 'suspension'),
            isNotNull(userSanctions.endsAt),
            lt(userSanctions.endsAt, at),
            eq(users.status, 'suspended'),
          ),
        );
      let lifted = 0;
      for (const { userSysId } of ended) {
        // another suspension still running (or one without an end) keeps the member suspended
        const [still] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(userSanctions)
          .where(
            and(
              eq(userSanctions.userSysId, userSysId),
              eq(userSanctions.kind, 'suspension'),
              or(sql`${userSanctions.endsAt} is null`, sql`${userSanctions.endsAt} >= ${at}`),
            ),
          );
        if ((still?.n ?? 0) > 0) continue;
        const r = await db
          .update(users)
          .set({ status: 'active', updatedAt: at })
          .where(and(eq(users.userSysId, userSysId), eq(users.status, 'suspended')))
          .returning({ id: users.userSysId });
        lifted += r.length;
      }
      return { lifted };
    },
  };

  const defs: JobDef[] = [
    { name: 'retention.tradeRecords', everyMs: DAY, run: jobs.purgeTradeRecords },
    { name: 'retention.displayAds', everyMs: DAY, run: jobs.purgeDisplayAds },
    { name: 'retention.complaints', everyMs: DAY, run: jobs.purgeComplaints },
    { name: 'retention.memberReports', everyMs: DAY, run: jobs.purgeMemberReports },
    { name: 'retention.loginLogs', everyMs: DAY, run: jobs.purgeLoginLogs },
    { name: 'retention.staffAccess', everyMs: DAY, run: jobs.purgeStaffAccess },
    { name: 'retention.inactive', everyMs: DAY, run: jobs.separateInactive },
    { name: 'sanctions.liftSuspensions', everyMs: 3_600_000, run: jobs.liftSuspensions },
  ];
  return { ...jobs, defs };
}

/** Writes one staff call (issue 18); a failed write is logged, never fails the call that was answered. */
export function staffAccessWriter(db: Db, now: () => Date, log: (err: unknown) => void) {
  return (call: StaffCall) =>
    void db
      .insert(staffAccessLogs)
      .values({ ...call, createdAt: now() })
      .catch(log);
}
