import { and, eq, gt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import {
  RC,
  SIGNUP_POLICY,
  WITHDRAWAL_POLICY,
  type joinRequest,
  type JoinResponse,
  type SnsLoginResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { users, userWithdrawals, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import { assertBirthday, assertPasswordRule, uniqueViolation } from '../../shared/account-rules.js';
import { hashPassword, sha256Hex } from './auth.crypto.js';
import type { AuthService, ClientInfo, IssuedTokens } from './auth.service.js';
import type { SocialVerifier } from './auth.social.js';
import type { VerificationService } from './auth.verification.js';
import type { ConsentsService } from '../consents/consents.service.js';
import { activeSanctions } from '../../shared/sanctions.js';

export interface AccountDeps {
  db: Db;
  auth: AuthService;
  verification: VerificationService;
  coupons: CouponsService;
  social: Record<number, SocialVerifier>;
  /** signs the short ticket that carries a verified social identity from snslogin to join */
  secret: Uint8Array;
  now: () => Date;
  /** issue 18: the advertising consents ticked at sign-up are recorded per channel with their time */
  consents?: Pick<ConsentsService, 'recordSignup'>;
}

const SNS_TICKET = { issuer: 'live-commerce:sns-join', ttlSeconds: 30 * 60 } as const;
const snsKey = (snsType: number, subject: string) => sha256Hex(`${snsType}:${subject}`);

type JoinBody = z.output<typeof joinRequest>;

/**
 * Account creation and recovery: auth/join, auth/snslogin, PATCH users/password (find password).
 * Login sessions are started by the auth service; the signup coupon by the coupons service.
 */
export function createAccountService(deps: AccountDeps) {
  const { db, auth, verification, coupons, now } = deps;

  async function signTicket(snsType: number, subject: string, email: string | null): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({ snsType, email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(SNS_TICKET.issuer)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SNS_TICKET.ttlSeconds)
      .sign(deps.secret);
  }

  async function readTicket(ticket: string): Promise<{ snsType: number; subject: string }> {
    try {
      const { payload } = await jwtVerify(ticket, deps.secret, {
        issuer: SNS_TICKET.issuer,
        algorithms: ['HS256'],
        currentDate: now(),
      });
      if (typeof payload.snsType !== 'number' || !payload.sub) throw new Error('ticket');
      return { snsType: payload.snsType, subject: payload.sub };
    } catch {
      throw new AppError(RC.SNS_TOKEN_INVALID);
    }
  }

  /** A withdrawn social identity within the abuse-prevention period cannot come back with the same kind. */
  async function socialWithdrawn(snsType: number, subject: string): Promise<boolean> {
    const since = new Date(now().getTime() - WITHDRAWAL_POLICY.abuseRecordDays * 86_400_000);
    const [w] = await db
      .select({ id: userWithdrawals.withdrawalSysId })
      .from(userWithdrawals)
      .where(
        and(
          eq(userWithdrawals.snsType, snsType),
          eq(userWithdrawals.snsIdHash, snsKey(snsType, subject)),
          gt(userWithdrawals.withdrawnAt, since),
        ),
      )
      .limit(1);
    return !!w;
  }

  /** A referral counts when it names an active member and the link is recent (else it is ignored). */
  async function referral(body: { rcmdUserSysId?: number | undefined; rcmdLinkCreatedAt?: string | undefined }) {
    if (!body.rcmdUserSysId) return { rcmdUserSysId: null, rcmdLinkCreatedAt: null };
    const [r] = await db
      .select({ id: users.userSysId })
      .from(users)
      .where(and(eq(users.userSysId, body.rcmdUserSysId), eq(users.status, 'active')));
    const linkAt = body.rcmdLinkCreatedAt ? new Date(body.rcmdLinkCreatedAt) : null;
    const at = now().getTime();
    const linkOk =
      !linkAt ||
      (!Number.isNaN(linkAt.getTime()) &&
        linkAt.getTime() <= at + 60_000 &&
        at - linkAt.getTime() <= SIGNUP_POLICY.referralLinkValidDays * 86_400_000);
    if (!r || !linkOk) return { rcmdUserSysId: null, rcmdLinkCreatedAt: null };
    return { rcmdUserSysId: r.id, rcmdLinkCreatedAt: linkAt };
  }

  async function assertAvailable(body: { userId: string; nickName: string; mobile: string }): Promise<void> {
    const taken = async (col: typeof users.userId | typeof users.nickName | typeof users.mobile, v: string) =>
      (await db.select({ id: users.userSysId }).from(users).where(eq(col, v)).limit(1)).length > 0;
    if (await taken(users.userId, body.userId)) throw new AppError(RC.EMAIL_TAKEN);
    if (await taken(users.nickName, body.nickName)) throw new AppError(RC.NICKNAME_TAKEN);
    const [m] = await db
      .select({ id: users.userSysId })
      .from(users)
      .where(and(eq(users.mobile, body.mobile), eq(users.status, 'active')))
      .limit(1);
    if (m) throw new AppError(RC.MOBILE_TAKEN);
  }

  return {
    /** auth/join: validates every rule, consumes the phone verification, creates the member, issues the signup coupon, signs in. */
    async join(body: JoinBody, client: ClientInfo): Promise<Omit<JoinResponse, 'refreshToken'> & IssuedTokens> {
      const at = now();
      let passwordHash: string | null = null;
      let sns: { snsType: number; subject: string } | undefined;
      if (body.snsJoinToken) {
        sns = await readTicket(body.snsJoinToken);
        if (await socialWithdrawn(sns.snsType, sns.subject)) throw new AppError(RC.WITHDRAWN);
      } else {
        const plain = auth.decryptPassword(body.password!);
        assertPasswordRule(plain);
        passwordHash = await hashPassword(plain);
      }
      assertBirthday(body.birthday, at);
      if (await verification.rejoinBlocked(db, { mobile: body.mobile, userId: body.userId })) {
        throw new AppError(RC.REJOIN_BLOCKED);
      }
      await assertAvailable(body);
      const ref = await referral(body);
      let created: { user: UserRow; coupon: JoinResponse['coupon'] };
      try {
        created = await withTx(db, async (tx) => {
          await verification.consume(tx, 'join', body.authToken, { mobile: body.mobile });
          const [user] = await tx
            .insert(users)
            .values({
              userId: body.userId,
              passwordHash,
              nickName: body.nickName,
              name: body.name,
              mobile: body.mobile,
              birthday: body.birthday,
              role: 'buyer',
              snsType: sns?.snsType ?? 0,
              snsId: sns?.subject ?? null,
              termsAgreedAt: at,
              privacyAgreedAt: at,
              thirdPartyAgreedAt: body.agreeSellection1 ? at : null,
              eventAgreedAt: body.agreeSellection2 ? at : null,
              isAppInstall: body.isAppInstall,
              ...ref,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          await deps.consents?.recordSignup(
            tx,
            user!.userSysId,
            { push: body.agreePush, sms: body.agreeSms, email: body.agreeEmail, night: body.agreeNight },
            at,
          );
          const coupon = await coupons.issueJoinCoupon(tx, user!.userSysId);
          return { user: user!, coupon };
        });
      } catch (e) {
        const u = uniqueViolation(e);
        if (u) {
          if (u.includes('nick')) throw new AppError(RC.NICKNAME_TAKEN);
          if (u.includes('sns')) throw new AppError(RC.EMAIL_TAKEN);
          throw new AppError(RC.EMAIL_TAKEN);
        }
        throw e;
      }
      const tokens = await auth.issueSession(created.user, client);
      return { ...tokens, coupon: created.coupon };
    },

    /** auth/snslogin: the provider vouches for the token (and that it is ours); a member signs in, a newcomer gets a join ticket. */
    async snsLogin(
      body: { snsType: number; snsToken: string; facebookUserId?: string | undefined },
      client: ClientInfo,
    ): Promise<(IssuedTokens & { needJoin: false }) | Extract<SnsLoginResponse, { needJoin: true }>> {
      const verifier = deps.social[body.snsType];
      if (!verifier) throw new AppError(RC.SNS_UNAVAILABLE);
      const id = await verifier.verify(body.snsToken, { facebookUserId: body.facebookUserId, now: now() });
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.snsType, body.snsType), eq(users.snsId, id.subject)));
      if (user) {
        if (user.status === 'withdrawn') throw new AppError(RC.WITHDRAWN);
        if (user.status !== 'active') throw new AppError(RC.ACCOUNT_SUSPENDED);
        // an operator's forced or permanent exit (shared/sanctions.ts) keeps a social login out too
        if ((await activeSanctions(db, user.userSysId, now())).locked) throw new AppError(RC.ACCOUNT_SANCTIONED);
        return { ...(await auth.issueSession(user, client)), needJoin: false };
      }
      if (await socialWithdrawn(body.snsType, id.subject)) throw new AppError(RC.WITHDRAWN);
      return {
        needJoin: true,
        snsJoinToken: await signTicket(body.snsType, id.subject, id.email),
        snsType: body.snsType,
        email: id.email,
      };
    },

    /** PATCH users/password: a new password after find-password verification (3-minute limit); ends every session. */
    async resetPassword(body: { userId: string; authToken: string; password: string }): Promise<void> {
      const plain = auth.decryptPassword(body.password);
      assertPasswordRule(plain);
      const hash = await hashPassword(plain);
      const userSysId = await withTx(db, async (tx) => {
        const v = await verification.consume(tx, 'findPw', body.authToken, { userId: body.userId });
        const [u] = await tx
          .update(users)
          .set({ passwordHash: hash, updatedAt: now() })
          .where(and(eq(users.userId, body.userId), eq(users.mobile, v.mobile), eq(users.status, 'active')))
          .returning({ id: users.userSysId });
        if (!u) throw new AppError(RC.NO_MATCHING_MEMBER);
        return u.id;
      });
      await auth.revokeOtherSessions(userSysId, undefined, 'password-reset');
    },

    snsKey,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
