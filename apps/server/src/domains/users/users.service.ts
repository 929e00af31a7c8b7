import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import {
  ADDRESS_BOOK_MAX,
  PASSWORD_CHECK_VALID_SECONDS,
  RC,
  REPORTS_PER_DAY,
  WITHDRAWAL_POLICY,
  emailField,
  koreanNameField,
  nickNameField,
  type Lang,
  type MyPageOrderCounts,
  type ResultCode,
  type addInfoRequest,
  type addressRequest,
  type dropRequest,
  type myInfoRequest,
  type reportRequest,
  type userSettingsRequest,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { userAddresses, userBlocks, userReports, userSanctions, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../auth/auth.crypto.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { VerificationService } from '../auth/auth.verification.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { presentAddress, presentUser } from './users.presenter.js';
import { withdrawMember } from './users.withdrawal.js';
import { assertBirthday, assertPasswordRule, uniqueViolation } from './users.policy.js';

/**
 * A check run before a withdrawal; answers a result code to refuse it. The orders and payments work
 * registers "no open orders or payment requests" here (1142); accounts alone has none to check.
 */
export type WithdrawalCheck = (userSysId: number) => Promise<ResultCode | undefined>;
/** Sources of My page figures owned by other domains (the points ledger). */
export interface MyPageSources {
  points?: (userSysId: number) => Promise<number>;
  orderCounts?: (userSysId: number) => Promise<MyPageOrderCounts>;
}

export interface UsersDeps {
  db: Db;
  auth: AuthService;
  verification: VerificationService;
  coupons: CouponsService;
  rate: RateLimiter;
  now: () => Date;
  withdrawalChecks: WithdrawalCheck[];
  /** what other domains add to My page, registered by the composition root once they exist */
  myPageSources?: MyPageSources;
}

/** Password confirmations (ChkPw, ChangePw) per member per window. */
const PASSWORD_TRIES = { limit: 10, windowSeconds: 600 } as const;

export function createUsersService(deps: UsersDeps) {
  const { db, auth, verification, coupons, rate, now } = deps;

  async function activeUser(userSysId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.userSysId, userSysId));
    if (!row || row.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
    return row;
  }

  /** Verifies a password ciphertext against the member's hash, rate limited per member (1008). */
  async function confirmPassword(user: UserRow, cipher: string): Promise<void> {
    if (!user.passwordHash) throw new AppError(RC.SOCIAL_NO_PASSWORD);
    const key = `pwcheck:${user.userSysId}`;
    const peek = await rate.peek(key, PASSWORD_TRIES.limit);
    if (!peek.allowed) {
      throw new AppError(RC.LOGIN_RATE_LIMITED, { extra: { retryAfterSeconds: peek.retryAfterSeconds } });
    }
    const plain = auth.decryptPassword(cipher);
    if (!(await verifyPassword(plain, user.passwordHash))) {
      await rate.hit(key, PASSWORD_TRIES.limit, PASSWORD_TRIES.windowSeconds);
      throw new AppError(RC.CURRENT_PASSWORD_MISMATCH);
    }
    await rate.reset(key);
  }

  /** Profile and phone changes need a recent ChkPw of this session (members with a password). */
  async function assertRecentPasswordCheck(user: UserRow, caller: AuthUser): Promise<void> {
    if (!user.passwordHash || caller.authSysId !== user.userSysId) return;
    const at = await auth.passwordCheckedAt(caller.sessionId);
    if (!at || now().getTime() - at.getTime() > PASSWORD_CHECK_VALID_SECONDS * 1000) {
      throw new AppError(RC.PASSWORD_CHECK_REQUIRED);
    }
  }

  async function nickTaken(nickName: string, except?: number): Promise<boolean> {
    const cond = except ? and(eq(users.nickName, nickName), ne(users.userSysId, except)) : eq(users.nickName, nickName);
    return (await db.select({ id: users.userSysId }).from(users).where(cond).limit(1)).length > 0;
  }

  return {
    /** users/chkdupid: e-mail format (1102), taken (1100), withdrawn within 30 days (1109). */
    async chkDupId(raw: string) {
      const r = emailField.safeParse(raw);
      if (!r.success) throw new AppError(RC.EMAIL_INVALID);
      const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, r.data)).limit(1);
      if (u) throw new AppError(RC.EMAIL_TAKEN);
      if (await verification.rejoinBlocked(db, { userId: r.data })) throw new AppError(RC.REJOIN_BLOCKED);
      return { available: true as const };
    },
    /** users/chkdupnick: rule (1103), taken (1101). */
    async chkDupNick(raw: string) {
      const r = nickNameField.safeParse(raw);
      if (!r.success) throw new AppError(RC.NICKNAME_INVALID);
      if (await nickTaken(r.data)) throw new AppError(RC.NICKNAME_TAKEN);
      return { available: true as const };
    },
    /** users/chkname: Korean letters only (1104). */
    async chkName(raw: string) {
      if (!koreanNameField.safeParse(raw).success) throw new AppError(RC.NAME_INVALID);
      return { available: true as const };
    },

    async profile(userSysId: number, viewerId: number) {
      const row = await activeUser(userSysId);
      return { user: presentUser(row, row.userSysId === viewerId) };
    },

    /** users/{id}/mypage: profile, points, order counts by state, usable coupons, blocked count. */
    async myPage(userSysId: number, lang: Lang) {
      const row = await activeUser(userSysId);
      const items = await coupons.usableCoupons(userSysId, lang);
      const [b] = await db.select({ n: count() }).from(userBlocks).where(eq(userBlocks.userSysId, userSysId));
      const sources = deps.myPageSources ?? {};
      const points = sources.points ? await sources.points(userSysId) : null;
      const orderCounts = sources.orderCounts ? await sources.orderCounts(userSysId) : null;
      return {
        user: presentUser(row, true),
        points,
        orderCounts,
        coupons: { count: items.length, items },
        blockedCount: b?.n ?? 0,
      };
    },

    /** PATCH users/{id}/myinfo: needs a recent ChkPw; role, points and groups are not fields of it. */
    async myInfo(userSysId: number, caller: AuthUser, body: z.output<typeof myInfoRequest>) {
      const user = await activeUser(userSysId);
      await assertRecentPasswordCheck(user, caller);
      const at = now();
      if (body.birthday) assertBirthday(body.birthday, at);
      if (body.nickName && body.nickName !== user.nickName && (await nickTaken(body.nickName, userSysId))) {
        throw new AppError(RC.NICKNAME_TAKEN);
      }
      const set: Partial<typeof users.$inferInsert> = { updatedAt: at };
      if (body.nickName) set.nickName = body.nickName;
      if (body.name) set.name = body.name;
      if (body.birthday) set.birthday = body.birthday;
      if (body.agreeSellection1 !== undefined) set.thirdPartyAgreedAt = body.agreeSellection1 ? at : null;
      if (body.agreeSellection2 !== undefined) set.eventAgreedAt = body.agreeSellection2 ? at : null;
      try {
        const row = await withTx(db, async (tx) => {
          if (body.mobile && body.mobile !== user.mobile) {
            const [other] = await tx
              .select({ id: users.userSysId })
              .from(users)
              .where(and(eq(users.mobile, body.mobile), eq(users.status, 'active'), ne(users.userSysId, userSysId)));
            if (other) throw new AppError(RC.MOBILE_TAKEN);
            await verification.consume(tx, 'changeMobile', body.authToken!, { mobile: body.mobile });
            set.mobile = body.mobile;
          }
          const [r] = await tx.update(users).set(set).where(eq(users.userSysId, userSysId)).returning();
          return r!;
        });
        return { user: presentUser(row, true) };
      } catch (e) {
        if (uniqueViolation(e)) throw new AppError(RC.NICKNAME_TAKEN);
        throw e;
      }
    },

    /** PATCH users/{id}/addinfo: fills only empty fields (what a social sign-in did not give). */
    async addInfo(userSysId: number, body: z.output<typeof addInfoRequest>) {
      const user = await activeUser(userSysId);
      const at = now();
      const set: Partial<typeof users.$inferInsert> = {};
      if (body.birthday && !user.birthday) {
        assertBirthday(body.birthday, at);
        set.birthday = body.birthday;
      }
      if (body.name && !user.name) set.name = body.name;
      if (body.rcmdUserSysId && !user.rcmdUserSysId && body.rcmdUserSysId !== userSysId) {
        const [ref] = await db
          .select({ id: users.userSysId })
          .from(users)
          .where(and(eq(users.userSysId, body.rcmdUserSysId), eq(users.status, 'active')));
        if (ref) set.rcmdUserSysId = ref.id;
      }
      if (!Object.keys(set).length) return { user: presentUser(user, true) };
      const [row] = await db
        .update(users)
        .set({ ...set, updatedAt: at })
        .where(eq(users.userSysId, userSysId))
        .returning();
      return { user: presentUser(row!, true) };
    },

    /** PATCH users/{id}/settings: movie settings. */
    async settings(userSysId: number, body: z.output<typeof userSettingsRequest>) {
      await activeUser(userSysId);
      const [row] = await db
        .update(users)
        .set({ ...body, updatedAt: now() })
        .where(eq(users.userSysId, userSysId))
        .returning();
      return { user: presentUser(row!, true) };
    },

    /** users/{id}/chkgroup?groupId: whether the member belongs to the group (groupIds is a comma list). */
    async chkGroup(userSysId: number, groupId: string) {
      const user = await activeUser(userSysId);
      const ids = user.groupIds.split(',').map((s) => s.trim());
      return { groupId, flag: groupId !== '0' && ids.includes(groupId) };
    },

    /** POST users/{id}/chkpw (ChkPw). */
    async checkPassword(userSysId: number, caller: AuthUser, cipher: string) {
      const user = await activeUser(userSysId);
      await confirmPassword(user, cipher);
      if (!caller.sessionId) throw new AppError(RC.LOGIN_REQUIRED);
      const at = await auth.markPasswordChecked(caller.sessionId);
      return { validUntil: new Date(at.getTime() + PASSWORD_CHECK_VALID_SECONDS * 1000).toISOString() };
    },

    /** PATCH users/{id}/password (ChangePw): current password, the rule, a different one; ends every other session. */
    async changePassword(userSysId: number, caller: AuthUser, body: { currentPassword: string; password: string }) {
      const user = await activeUser(userSysId);
      await confirmPassword(user, body.currentPassword);
      const plain = auth.decryptPassword(body.password);
      assertPasswordRule(plain);
      if (await verifyPassword(plain, user.passwordHash!)) throw new AppError(RC.PASSWORD_UNCHANGED);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(plain), updatedAt: now() })
        .where(eq(users.userSysId, userSysId));
      const keep = caller.authSysId === userSysId ? caller.sessionId : undefined;
      const ended = await auth.revokeOtherSessions(userSysId, keep, 'password-change');
      return { endedSessions: ended.length };
    },

    /**
     * PATCH users/{id}/drop (Withdraw): typed word and agreement, then the registered checks (open
     * orders / payment requests: orders work). Personal data is removed from the member row (kept for
     * trade records), the e-mail is freed, hashes are kept for the rejoin rules, every session ends.
     */
    async drop(userSysId: number, body: z.output<typeof dropRequest>) {
      const words = Object.values(WITHDRAWAL_POLICY.confirmWords) as string[];
      if (!words.includes(body.confirmWord)) throw new AppError(RC.WITHDRAW_CONFIRM_WORD);
      if (!body.agree) throw new AppError(RC.WITHDRAW_AGREE_REQUIRED);
      const user = await activeUser(userSysId);
      for (const check of deps.withdrawalChecks) {
        const code = await check(userSysId);
        if (code) throw new AppError(code);
      }
      const at = now();
      await withTx(db, (tx) =>
        withdrawMember(tx, user, at, {
          kind: 'self',
          reason: body.reason ?? null,
          reasonDetail: body.reasonDetail ?? null,
          dropUnusedCoupons: (t, id) => coupons.dropUnused(t, id),
        }),
      );
      await auth.revokeOtherSessions(userSysId, undefined, 'withdrawn');
      return { withdrawnAt: at.toISOString() };
    },

    // address book ---------------------------------------------------------------------------
    async listAddresses(userSysId: number) {
      const rows = await db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userSysId, userSysId))
        .orderBy(desc(userAddresses.isDefault), asc(userAddresses.addressSysId));
      return { addresses: rows.map(presentAddress) };
    },

    /** POST users/{id}/address: create (max 10) or update by addressSysId; one default; the first is default. */
    async saveAddress(userSysId: number, body: z.output<typeof addressRequest>) {
      await activeUser(userSysId);
      const row = await withTx(db, async (tx) => {
        const existing = await tx
          .select({ id: userAddresses.addressSysId })
          .from(userAddresses)
          .where(eq(userAddresses.userSysId, userSysId))
          .for('update');
        const { addressSysId, ...fields } = body;
        const makeDefault = fields.isDefault || existing.length === 0;
        if (makeDefault) {
          await tx.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userSysId, userSysId));
        }
        if (addressSysId) {
          if (!existing.some((e) => e.id === addressSysId)) throw new AppError(RC.NOT_FOUND);
          const set = makeDefault ? { ...fields, isDefault: true } : { ...fields, isDefault: undefined };
          const [r] = await tx
            .update(userAddresses)
            .set(set)
            .where(and(eq(userAddresses.addressSysId, addressSysId), eq(userAddresses.userSysId, userSysId)))
            .returning();
          return r!;
        }
        if (existing.length >= ADDRESS_BOOK_MAX) throw new AppError(RC.ADDRESS_LIMIT);
        const [r] = await tx
          .insert(userAddresses)
          .values({ ...fields, userSysId, isDefault: makeDefault, createdAt: now() })
          .returning();
        return r!;
      });
      return { address: presentAddress(row) };
    },

    /** DELETE users/{id}/address?addressSysId: the oldest remaining becomes default when the default goes. */
    async deleteAddress(userSysId: number, addressSysId: number) {
      await withTx(db, async (tx) => {
        const [gone] = await tx
          .delete(userAddresses)
          .where(and(eq(userAddresses.addressSysId, addressSysId), eq(userAddresses.userSysId, userSysId)))
          .returning();
        if (!gone) throw new AppError(RC.NOT_FOUND);
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: userAddresses.addressSysId })
            .from(userAddresses)
            .where(eq(userAddresses.userSysId, userSysId))
            .orderBy(asc(userAddresses.addressSysId))
            .limit(1);
          if (next)
            await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.addressSysId, next.id));
        }
      });
      return {};
    },

    // blocking -------------------------------------------------------------------------------
    async listBlocks(userSysId: number) {
      const rows = await db
        .select({ userSysId: users.userSysId, nickName: users.nickName, blockedAt: userBlocks.createdAt })
        .from(userBlocks)
        .innerJoin(users, eq(users.userSysId, userBlocks.blockedUserSysId))
        .where(and(eq(userBlocks.userSysId, userSysId), eq(users.status, 'active')))
        .orderBy(desc(userBlocks.createdAt));
      return { blocks: rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })) };
    },
    async block(userSysId: number, target: number) {
      if (target === userSysId) throw new AppError(RC.SELF_TARGET);
      await activeUser(target);
      await db
        .insert(userBlocks)
        .values({ userSysId, blockedUserSysId: target, createdAt: now() })
        .onConflictDoNothing();
      return {};
    },
    async unblock(userSysId: number, target: number) {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.userSysId, userSysId), eq(userBlocks.blockedUserSysId, target)));
      return {};
    },

    // reports and sanctions ------------------------------------------------------------------
    async report(userSysId: number, body: z.output<typeof reportRequest>) {
      if (body.targetUserSysId === userSysId) throw new AppError(RC.SELF_TARGET);
      await activeUser(body.targetUserSysId);
      const at = now();
      const [n] = await db
        .select({ n: count() })
        .from(userReports)
        .where(
          and(eq(userReports.reporterSysId, userSysId), gt(userReports.createdAt, new Date(at.getTime() - 86_400_000))),
        );
      if ((n?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError(RC.REPORT_DAILY_LIMIT);
      const [r] = await db
        .insert(userReports)
        .values({
          reporterSysId: userSysId,
          targetUserSysId: body.targetUserSysId,
          broadcastScheduleSysId: body.broadcastScheduleSysId ?? null,
          reason: body.reason,
          detail: body.detail,
          createdAt: at,
        })
        .returning({ id: userReports.reportSysId });
      return { reportSysId: r!.id };
    },
    async listReports(userSysId: number, startIndex: number, rowCount: number) {
      const rows = await db
        .select({ r: userReports, nick: users.nickName })
        .from(userReports)
        .innerJoin(users, eq(users.userSysId, userReports.targetUserSysId))
        .where(eq(userReports.reporterSysId, userSysId))
        .orderBy(desc(userReports.createdAt), desc(userReports.reportSysId))
        .offset(startIndex)
        .limit(rowCount);
      const [t] = await db.select({ n: count() }).from(userReports).where(eq(userReports.reporterSysId, userSysId));
      return {
        totalCount: t?.n ?? 0,
        reports: rows.map(({ r, nick }) => ({
          reportSysId: r.reportSysId,
          targetNickName: nick,
          reason: r.reason as z.output<typeof reportRequest>['reason'],
          detail: r.detail,
          status: r.status as 'received' | 'reviewing' | 'actioned' | 'rejected',
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
    async listSanctions(userSysId: number, startIndex: number, rowCount: number) {
      const rows = await db
        .select()
        .from(userSanctions)
        .where(eq(userSanctions.userSysId, userSysId))
        .orderBy(desc(userSanctions.createdAt), desc(userSanctions.sanctionSysId))
        .offset(startIndex)
        .limit(rowCount);
      const [t] = await db.select({ n: count() }).from(userSanctions).where(eq(userSanctions.userSysId, userSysId));
      return {
        totalCount: t?.n ?? 0,
        sanctions: rows.map((s) => ({
          sanctionSysId: s.sanctionSysId,
          kind: s.kind as 'chatBan' | 'forcedExit' | 'suspension',
          reason: s.reason,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt?.toISOString() ?? null,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
