import { and, count, eq, ne } from 'drizzle-orm';
import {
  PASSWORD_CHECK_VALID_SECONDS,
  RC,
  WITHDRAWAL_POLICY,
  emailField,
  koreanNameField,
  nickNameField,
  type Lang,
  type addInfoRequest,
  type dropRequest,
  type myInfoRequest,
  type userSettingsRequest,
  type GetUsersChkdupidResponse,
  type GetUsersChkdupnickResponse,
  type GetUsersChknameResponse,
  type GetUsersResponse,
  type GetUsersMypageResponse,
  type PatchUsersMyinfoResponse,
  type PatchUsersAddinfoResponse,
  type PatchUsersSettingsResponse,
  type GetUsersChkgroupResponse,
  type PostUsersChkpwResponse,
  type PatchUsersDropResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import { withTx } from '../../db/client.js';
import { userBlocks, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/auth.crypto.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { presentUser } from './users.presenter.js';
import { withdrawMember } from './users.withdrawal.js';
import { assertBirthday, assertPasswordRule, uniqueViolation } from '../../shared/account-rules.js';
import { activeUserOf, type UsersDeps } from './users.context.js';

/** Password confirmations (ChkPw, ChangePw) per member per window. */
const PASSWORD_TRIES = { limit: 10, windowSeconds: 600 } as const;

/** Sign-up checks, the profile, My page, settings, passwords and withdrawal. */
export function createUsersProfile(deps: UsersDeps) {
  const { db, auth, verification, coupons, rate, now } = deps;
  const activeUser = (userSysId: number) => activeUserOf(db, userSysId);

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
    async chkDupId(raw: string): Promise<GetUsersChkdupidResponse> {
      const r = emailField.safeParse(raw);
      if (!r.success) throw new AppError(RC.EMAIL_INVALID);
      const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, r.data)).limit(1);
      if (u) throw new AppError(RC.EMAIL_TAKEN);
      if (await verification.rejoinBlocked(db, { userId: r.data })) throw new AppError(RC.REJOIN_BLOCKED);
      return { available: true as const };
    },
    /** users/chkdupnick: rule (1103), taken (1101). */
    async chkDupNick(raw: string): Promise<GetUsersChkdupnickResponse> {
      const r = nickNameField.safeParse(raw);
      if (!r.success) throw new AppError(RC.NICKNAME_INVALID);
      if (await nickTaken(r.data)) throw new AppError(RC.NICKNAME_TAKEN);
      return { available: true as const };
    },
    /** users/chkname: Korean letters only (1104). */
    async chkName(raw: string): Promise<GetUsersChknameResponse> {
      if (!koreanNameField.safeParse(raw).success) throw new AppError(RC.NAME_INVALID);
      return { available: true as const };
    },

    async profile(userSysId: number, viewerId: number): Promise<GetUsersResponse> {
      const row = await activeUser(userSysId);
      return { user: presentUser(row, row.userSysId === viewerId) };
    },

    /** users/{id}/mypage: profile, points, order counts by state, usable coupons, blocked count. */
    async myPage(userSysId: number, lang: Lang): Promise<GetUsersMypageResponse> {
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
    async myInfo(
      userSysId: number,
      caller: AuthUser,
      body: z.output<typeof myInfoRequest>,
    ): Promise<PatchUsersMyinfoResponse> {
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
    async addInfo(userSysId: number, body: z.output<typeof addInfoRequest>): Promise<PatchUsersAddinfoResponse> {
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
    async settings(userSysId: number, body: z.output<typeof userSettingsRequest>): Promise<PatchUsersSettingsResponse> {
      await activeUser(userSysId);
      const [row] = await db
        .update(users)
        .set({ ...body, updatedAt: now() })
        .where(eq(users.userSysId, userSysId))
        .returning();
      return { user: presentUser(row!, true) };
    },

    /** users/{id}/chkgroup?groupId: whether the member belongs to the group (groupIds is a comma list). */
    async chkGroup(userSysId: number, groupId: string): Promise<GetUsersChkgroupResponse> {
      const user = await activeUser(userSysId);
      const ids = user.groupIds.split(',').map((s) => s.trim());
      return { groupId, flag: groupId !== '0' && ids.includes(groupId) };
    },

    /** POST users/{id}/chkpw (ChkPw). */
    async checkPassword(userSysId: number, caller: AuthUser, cipher: string): Promise<PostUsersChkpwResponse> {
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
    async drop(userSysId: number, body: z.output<typeof dropRequest>): Promise<PatchUsersDropResponse> {
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
  };
}
