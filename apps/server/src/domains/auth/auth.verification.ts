import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  RC,
  VERIFICATION_POLICY,
  WITHDRAWAL_POLICY,
  authTypeName,
  type AuthTypeName,
  type FoundId,
  type Lang,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { phoneVerifications, users, userWithdrawals } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { newOpaqueToken, sha256Hex } from './auth.crypto.js';
import type { SmsProvider } from './auth.sms.js';

export interface VerificationDeps {
  db: Db;
  sms: SmsProvider;
  rate: RateLimiter;
  now: () => Date;
  /** key for the code HMAC (a leaked table does not give the 6-digit codes away by brute force alone) */
  secret: Uint8Array;
  /** texts sent per client address per day (default VERIFICATION_POLICY.maxSendsPerIpPerDay) */
  sendsPerIpPerDay?: number;
}

/** buyer@demo.kr → bu***@demo.kr (find id shows ids masked). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(3, local.length - keep))}${email.slice(at)}`;
}

const SMS_TEXT: Record<Lang, (code: string) => string> = {
  ko: (code) => `[라이브커머스] 인증번호 [${code}]를 3분 안에 입력해 주세요.`,
  en: (code) => `[Live Commerce] Your verification code is ${code}. Enter it within 3 minutes.`,
};

/**
 * Phone verification (auth/sendauthmine, auth/chkauthmine). Codes come from a CSPRNG, are stored as an
 * HMAC bound to their request id, live 3 minutes, allow 5 tries and verify once; a verified request hands
 * out an authToken that the next step consumes once (`consume`).
 */
export function createVerificationService(deps: VerificationDeps) {
  const { db, sms, rate, now } = deps;
  const codeHash = (requestId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${requestId}:${code}`).digest('hex');

  async function activeByMobile(q: Queryable, mobile: string) {
    return q
      .select({ userSysId: users.userSysId, userId: users.userId, snsType: users.snsType, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.status, 'active')));
  }

  /**
   * Withdrawn with this phone or e-mail hash within the rejoin block: 30 days after a self-withdrawal,
   * 2 months after a company termination (`rejoinBlockedUntil`, issue 18; older rows: the 30 days).
   */
  async function rejoinBlocked(q: Queryable, hashes: { mobile?: string; userId?: string }): Promise<boolean> {
    const at = now();
    const since = new Date(at.getTime() - WITHDRAWAL_POLICY.rejoinBlockDays * 86_400_000);
    const conds = [];
    if (hashes.mobile) conds.push(eq(userWithdrawals.mobileHash, sha256Hex(hashes.mobile)));
    if (hashes.userId) conds.push(eq(userWithdrawals.userIdHash, sha256Hex(hashes.userId)));
    if (!conds.length) return false;
    const [r] = await q
      .select({ n: count() })
      .from(userWithdrawals)
      .where(and(or(gt(userWithdrawals.withdrawnAt, since), gt(userWithdrawals.rejoinBlockedUntil, at)), or(...conds)));
    return (r?.n ?? 0) > 0;
  }

  /** The checks of each purpose before a code is sent. */
  async function precheck(purpose: AuthTypeName, mobile: string, userId: string | undefined): Promise<void> {
    if (purpose === 'join' || purpose === 'changeMobile') {
      if ((await activeByMobile(db, mobile)).length) throw new AppError(RC.MOBILE_TAKEN);
      if (purpose === 'join' && (await rejoinBlocked(db, { mobile }))) throw new AppError(RC.REJOIN_BLOCKED);
    } else if (purpose === 'findId') {
      if (!(await activeByMobile(db, mobile)).length) throw new AppError(RC.NO_MATCHING_MEMBER);
    } else {
      if (!userId) throw new AppError(RC.VALIDATION, { errors: [{ path: 'userId', message: 'required' }] });
      const [u] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(and(eq(users.userId, userId), eq(users.mobile, mobile), eq(users.status, 'active')));
      if (!u) throw new AppError(RC.NO_MATCHING_MEMBER);
      if (!u.hash) throw new AppError(RC.SOCIAL_NO_PASSWORD);
    }
  }

  return {
    rejoinBlocked,

    async send(
      input: { authType: number; authWayValue: string; userId?: string | undefined },
      client: { ip: string; lang: Lang },
    ): Promise<{ requestId: string; expiresAt: string; ttlSeconds: number }> {
      const purpose = authTypeName(input.authType)!;
      const mobile = input.authWayValue;
      const at = now();
      const ipHit = await rate.hit(
        `verify:ip:${client.ip}`,
        deps.sendsPerIpPerDay ?? VERIFICATION_POLICY.maxSendsPerIpPerDay,
        86_400,
      );
      if (!ipHit.allowed) throw new AppError(RC.VERIFY_DAILY_LIMIT);
      await precheck(purpose, mobile, input.userId);
      const dayAgo = new Date(at.getTime() - 86_400_000);
      const recent = await db
        .select({ createdAt: phoneVerifications.createdAt })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.mobile, mobile), gt(phoneVerifications.createdAt, dayAgo)))
        .orderBy(desc(phoneVerifications.createdAt));
      if (recent.length >= VERIFICATION_POLICY.maxSendsPerPhonePerDay) throw new AppError(RC.VERIFY_DAILY_LIMIT);
      const last = recent[0]?.createdAt;
      if (last && at.getTime() - last.getTime() < VERIFICATION_POLICY.resendCooldownSeconds * 1000) {
        const wait = Math.ceil(
          (VERIFICATION_POLICY.resendCooldownSeconds * 1000 - (at.getTime() - last.getTime())) / 1000,
        );
        throw new AppError(RC.VERIFY_COOLDOWN, { extra: { retryAfterSeconds: wait } });
      }
      const requestId = randomUUID();
      const code = String(randomInt(0, 10 ** VERIFICATION_POLICY.codeLength)).padStart(
        VERIFICATION_POLICY.codeLength,
        '0',
      );
      const expiresAt = new Date(at.getTime() + VERIFICATION_POLICY.codeTtlSeconds * 1000);
      await db.insert(phoneVerifications).values({
        requestId,
        purpose,
        mobile,
        userId: purpose === 'findPw' ? (input.userId ?? null) : null,
        codeHash: codeHash(requestId, code),
        ip: client.ip.slice(0, 64),
        createdAt: at,
        expiresAt,
      });
      try {
        await sms.send(mobile, SMS_TEXT[client.lang](code));
      } catch (err) {
        // not sent: the request is forgotten, so the cooldown and daily count do not punish the member
        await db.delete(phoneVerifications).where(eq(phoneVerifications.requestId, requestId));
        throw err;
      }
      return { requestId, expiresAt: expiresAt.toISOString(), ttlSeconds: VERIFICATION_POLICY.codeTtlSeconds };
    },

    async check(input: {
      authType: number;
      authWayValue: string;
      userId?: string | undefined;
      requestId: string;
      authNo: string;
    }): Promise<{ authToken?: string; expiresAt?: string; userIds?: FoundId[] }> {
      const purpose = authTypeName(input.authType)!;
      const at = now();
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.requestId, input.requestId));
      // a code only answers for its own request: purpose, phone and (find-password) e-mail must match
      const bound =
        row &&
        row.purpose === purpose &&
        row.mobile === input.authWayValue &&
        (purpose !== 'findPw' || row.userId === (input.userId ?? null));
      if (!row || !bound) throw new AppError(RC.VERIFY_MISMATCH, { extra: { remainingTries: 0 } });
      if (row.verifiedAt || row.expiresAt.getTime() <= at.getTime()) throw new AppError(RC.VERIFY_EXPIRED);
      const claimed = await db
        .update(phoneVerifications)
        .set({ tries: sql`${phoneVerifications.tries} + 1` })
        .where(
          and(
            eq(phoneVerifications.requestId, row.requestId),
            isNull(phoneVerifications.verifiedAt),
            sql`${phoneVerifications.tries} < ${VERIFICATION_POLICY.maxTries}`,
          ),
        )
        .returning({ tries: phoneVerifications.tries });
      if (!claimed[0]) throw new AppError(RC.VERIFY_TOO_MANY_TRIES);
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(codeHash(row.requestId, input.authNo), 'hex');
      if (!timingSafeEqual(expected, given)) {
        throw new AppError(RC.VERIFY_MISMATCH, {
          extra: { remainingTries: VERIFICATION_POLICY.maxTries - claimed[0].tries },
        });
      }
      const token = newOpaqueToken();
      const done = await db
        .update(phoneVerifications)
        .set({
          verifiedAt: at,
          authTokenHash: sha256Hex(token),
          consumedAt: purpose === 'findId' ? at : null,
        })
        .where(and(eq(phoneVerifications.requestId, row.requestId), isNull(phoneVerifications.verifiedAt)))
        .returning({ id: phoneVerifications.requestId });
      if (!done[0]) throw new AppError(RC.VERIFY_EXPIRED);
      if (purpose === 'findId') {
        const found = await activeByMobile(db, row.mobile);
        return {
          userIds: found.map((u) => ({
            userId: maskEmail(u.userId),
            snsType: u.snsType,
            createdAt: u.createdAt.toISOString(),
          })),
        };
      }
      const ttl = VERIFICATION_POLICY.verifiedTtlSeconds[purpose];
      return { authToken: token, expiresAt: new Date(at.getTime() + ttl * 1000).toISOString() };
    },

    /**
     * Spends a verified authToken for `purpose` and `mobile` (and the e-mail for find-password) once,
     * within its time limit; 1125 otherwise. Run it inside the transaction of the step it allows.
     */
    async consume(
      q: Queryable,
      purpose: AuthTypeName,
      token: string,
      match: { mobile?: string; userId?: string },
    ): Promise<{ mobile: string; userId: string | null }> {
      const at = now();
      const since = new Date(at.getTime() - VERIFICATION_POLICY.verifiedTtlSeconds[purpose] * 1000);
      const conds = [
        eq(phoneVerifications.authTokenHash, sha256Hex(token)),
        eq(phoneVerifications.purpose, purpose),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, since),
      ];
      if (match.mobile) conds.push(eq(phoneVerifications.mobile, match.mobile));
      if (match.userId) conds.push(eq(phoneVerifications.userId, match.userId));
      const [r] = await q
        .update(phoneVerifications)
        .set({ consumedAt: at })
        .where(and(...conds))
        .returning({ mobile: phoneVerifications.mobile, userId: phoneVerifications.userId });
      if (!r) throw new AppError(RC.VERIFY_REQUIRED);
      return r;
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
