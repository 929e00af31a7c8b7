import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { RC, REFRESH_AGE, WITHDRAWAL_POLICY, type Role } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { authSessions, refreshTokens, users, userWithdrawals, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { dummyPasswordHash, newOpaqueToken, rsaDecrypt, sha256Hex, verifyPassword } from './auth.crypto.js';
import type { AuthKeys } from './auth.keys.js';
import { AUTH_POLICY } from './auth.policy.js';
import type { AccessTokens, AuthUser } from './auth.tokens.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  authSysId: number;
  nickName: string;
  groupIds: string;
  role: Role;
  refreshAge: 0 | 14;
}

export interface AuthServiceDeps {
  db: Db;
  keys: AuthKeys;
  tokens: AccessTokens;
  rate: RateLimiter;
  now: () => Date;
  limits: { perAccount: number; perIp: number; windowSeconds: number };
  /** called when sessions are revoked, so open sockets of those sessions can be closed */
  onSessionsRevoked?: (userSysId: number, sessionIds: string[]) => void;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, keys, tokens, rate, now } = deps;

  async function startSession(user: UserRow, client: ClientInfo): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    const refreshToken = newOpaqueToken();
    const at = now();
    await withTx(db, async (tx) => {
      await tx.insert(authSessions).values({
        sessionId,
        userSysId: user.userSysId,
        createdAt: at,
        renewedAt: at,
        lastUsedAt: at,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
      await tx.insert(refreshTokens).values({ tokenHash: sha256Hex(refreshToken), sessionId, createdAt: at });
    });
    const role = user.role as Role;
    return {
      accessToken: await tokens.sign({ authSysId: user.userSysId, role, sessionId }),
      refreshToken,
      authSysId: user.userSysId,
      nickName: user.nickName,
      groupIds: user.groupIds,
      role,
      refreshAge: REFRESH_AGE.none,
    };
  }

  async function revokeSession(sessionId: string, reason: string): Promise<void> {
    await db
      .update(authSessions)
      .set({ revokedAt: now(), revokeReason: reason })
      .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt)));
  }

  /** A withdrawal record of this e-mail within the abuse-prevention period (shopping §9). */
  async function withdrawnRecently(userId: string): Promise<boolean> {
    const since = new Date(now().getTime() - WITHDRAWAL_POLICY.abuseRecordDays * 86_400_000);
    const [w] = await db
      .select({ id: userWithdrawals.withdrawalSysId })
      .from(userWithdrawals)
      .where(and(eq(userWithdrawals.userIdHash, sha256Hex(userId)), gt(userWithdrawals.withdrawnAt, since)))
      .limit(1);
    return !!w;
  }

  return {
    publicKey: () => keys.rsa.publicKeyPem,
    /** Decrypts a password ciphertext made with auth/publickey; 1002 when it does not decrypt. */
    decryptPassword(cipher: string): string {
      const plain = rsaDecrypt(keys.rsa, cipher);
      if (plain === undefined) throw new AppError(RC.RSA_DECRYPT_FAILED);
      return plain;
    },
    /** Starts a login session for a member (sign-up, social login). */
    issueSession: (user: UserRow, client: ClientInfo): Promise<IssuedTokens> => startSession(user, client),
    /** ChkPw: remembers that this session confirmed the password now. */
    async markPasswordChecked(sessionId: string): Promise<Date> {
      const at = now();
      await db.update(authSessions).set({ passwordCheckedAt: at }).where(eq(authSessions.sessionId, sessionId));
      return at;
    },
    /** When this session last confirmed the password (ChkPw), or null. */
    async passwordCheckedAt(sessionId: string | undefined): Promise<Date | null> {
      if (!sessionId) return null;
      const [r] = await db
        .select({ at: authSessions.passwordCheckedAt })
        .from(authSessions)
        .where(eq(authSessions.sessionId, sessionId));
      return r?.at ?? null;
    },

    /** auth/chkrsa: tells whether a ciphertext decrypts with the current key. */
    checkRsa(cipher: string): void {
      if (rsaDecrypt(keys.rsa, cipher) === undefined) throw new AppError(RC.RSA_DECRYPT_FAILED);
    },

    /** auth/demologin: a guest token for the demo (restricted features, viewer sockets). */
    async demoLogin(): Promise<{ accessToken: string; isDemo: true; authSysId: 0 }> {
      return {
        accessToken: await tokens.sign({ authSysId: 0, role: 'guest', sessionId: undefined }),
        isDemo: true,
        authSysId: 0,
      };
    },

    /** auth/login with an RSA-OAEP-encrypted password; rate limited per account and per address. */
    async login(userIdRaw: string, cipher: string, client: ClientInfo): Promise<IssuedTokens> {
      const userId = userIdRaw.trim().toLowerCase();
      const accountKey = `login:acct:${userId}`;
      const ipKey = `login:ip:${client.ip}`;
      const ipHit = await rate.hit(ipKey, deps.limits.perIp, deps.limits.windowSeconds);
      const acct = await rate.peek(accountKey, deps.limits.perAccount);
      if (!ipHit.allowed || !acct.allowed) {
        throw new AppError(RC.LOGIN_RATE_LIMITED, {
          extra: { retryAfterSeconds: Math.max(ipHit.allowed ? 0 : ipHit.retryAfterSeconds, acct.retryAfterSeconds) },
        });
      }
      const password = rsaDecrypt(keys.rsa, cipher);
      if (password === undefined) throw new AppError(RC.RSA_DECRYPT_FAILED);

      const [user] = await db.select().from(users).where(eq(users.userId, userId));
      const ok = user?.passwordHash
        ? await verifyPassword(password, user.passwordHash)
        : (await verifyPassword(password, await dummyPasswordHash()), false);
      if (user && user.status === 'withdrawn') throw new AppError(RC.WITHDRAWN);
      // a withdrawal frees the e-mail on the member row and keeps its hash (docs/decisions.md)
      if (!user && (await withdrawnRecently(userId))) throw new AppError(RC.WITHDRAWN);
      if (!user || !ok) {
        await rate.hit(accountKey, deps.limits.perAccount, deps.limits.windowSeconds);
        throw new AppError(RC.LOGIN_MISMATCH);
      }
      if (user.status !== 'active') throw new AppError(RC.ACCOUNT_SUSPENDED);
      await rate.reset(accountKey);
      return startSession(user, client);
    },

    /**
     * Exchanges a refresh token (auth/accesstoken, auth/refresh). Every use rotates the token; a token
     * used twice revokes its whole family (1003). A session idle for 30 days ends (1009). With
     * `renew` (auth/refresh) the family's renewal clock restarts; otherwise refreshAge 14 tells the
     * client to renew once the family is 14 days old.
     */
    async exchange(refreshToken: string | undefined, mode: 'access' | 'renew'): Promise<IssuedTokens> {
      if (!refreshToken) throw new AppError(RC.REFRESH_INVALID);
      const hash = sha256Hex(refreshToken);
      const at = now();
      const outcome = await withTx(db, async (tx) => {
        const [row] = await tx
          .select({ token: refreshTokens, session: authSessions, user: users })
          .from(refreshTokens)
          .innerJoin(authSessions, eq(authSessions.sessionId, refreshTokens.sessionId))
          .innerJoin(users, eq(users.userSysId, authSessions.userSysId))
          .where(eq(refreshTokens.tokenHash, hash))
          .for('update');
        if (!row || row.session.revokedAt) return { error: RC.REFRESH_INVALID } as const;
        const { session, user } = row;
        const revoke = async (reason: string) =>
          tx
            .update(authSessions)
            .set({ revokedAt: at, revokeReason: reason })
            .where(eq(authSessions.sessionId, session.sessionId));
        // claim the token: only one exchange can ever succeed for it
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: at })
          .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt)))
          .returning({ h: refreshTokens.tokenHash });
        if (claimed.length === 0) {
          await revoke('reuse');
          return {
            error: RC.REFRESH_INVALID,
            revoked: { userSysId: user.userSysId, sessionId: session.sessionId },
          } as const;
        }
        if (at.getTime() - session.lastUsedAt.getTime() >= AUTH_POLICY.maxIdleMs) {
          await revoke('idle');
          return { error: RC.INACTIVE_TOO_LONG } as const;
        }
        if (user.status !== 'active') {
          await revoke('account');
          return { error: user.status === 'withdrawn' ? RC.WITHDRAWN : RC.ACCOUNT_SUSPENDED } as const;
        }
        const next = newOpaqueToken();
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: sha256Hex(next), sessionId: session.sessionId, createdAt: at });
        const renewedAt = mode === 'renew' ? at : session.renewedAt;
        await tx
          .update(authSessions)
          .set({ lastUsedAt: at, renewedAt })
          .where(eq(authSessions.sessionId, session.sessionId));
        const refreshAge =
          at.getTime() - renewedAt.getTime() >= AUTH_POLICY.renewAfterMs ? REFRESH_AGE.renew : REFRESH_AGE.none;
        return { user, sessionId: session.sessionId, next, refreshAge } as const;
      });
      if (outcome.error !== undefined) {
        if (outcome.revoked) deps.onSessionsRevoked?.(outcome.revoked.userSysId, [outcome.revoked.sessionId]);
        throw new AppError(
          outcome.error,
          outcome.error === RC.INACTIVE_TOO_LONG ? { extra: { refreshAge: REFRESH_AGE.expired } } : {},
        );
      }
      const role = outcome.user.role as Role;
      return {
        accessToken: await tokens.sign({ authSysId: outcome.user.userSysId, role, sessionId: outcome.sessionId }),
        refreshToken: outcome.next,
        authSysId: outcome.user.userSysId,
        nickName: outcome.user.nickName,
        groupIds: outcome.user.groupIds,
        role,
        refreshAge: outcome.refreshAge,
      };
    },

    /** Logout: ends the session of this refresh token (or of the access token's session). */
    async logout(refreshToken: string | undefined, user: AuthUser | undefined): Promise<void> {
      let sessionId = user?.sessionId;
      if (!sessionId && refreshToken) {
        const [row] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
        sessionId = row?.sessionId;
      }
      if (sessionId) await revokeSession(sessionId, 'logout');
    },

    /** Ends every session of a user except `keep` (password change, withdrawal). */
    async revokeOtherSessions(userSysId: number, keep: string | undefined, reason: string): Promise<string[]> {
      const cond = keep
        ? and(eq(authSessions.userSysId, userSysId), isNull(authSessions.revokedAt), ne(authSessions.sessionId, keep))
        : and(eq(authSessions.userSysId, userSysId), isNull(authSessions.revokedAt));
      const rows = await db
        .update(authSessions)
        .set({ revokedAt: now(), revokeReason: reason })
        .where(cond)
        .returning({ sessionId: authSessions.sessionId });
      const ids = rows.map((r) => r.sessionId);
      if (ids.length) deps.onSessionsRevoked?.(userSysId, ids);
      return ids;
    },

    /**
     * Resolves a bearer token to a user: signature and expiry, then the session must still be open
     * and the account active, so a revoked session loses access at once, not when its token expires.
     */
    async authenticate(accessToken: string): Promise<AuthUser> {
      const user = await tokens.verify(accessToken);
      if (!user.sessionId) return user;
      const [row] = await db
        .select({ revokedAt: authSessions.revokedAt, status: users.status })
        .from(authSessions)
        .innerJoin(users, eq(users.userSysId, authSessions.userSysId))
        .where(and(eq(authSessions.sessionId, user.sessionId), eq(authSessions.userSysId, user.authSysId)));
      if (!row || row.revokedAt || row.status !== 'active') throw new AppError(RC.ACCESS_TOKEN_INVALID);
      return user;
    },

    /** Number of open sessions, for tests and My page. */
    async openSessionCount(userSysId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(authSessions)
        .where(and(eq(authSessions.userSysId, userSysId), isNull(authSessions.revokedAt)));
      return r?.n ?? 0;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
