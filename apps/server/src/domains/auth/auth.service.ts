import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { RC, REFRESH_AGE, WITHDRAWAL_POLICY, type Role } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  authSessions,
  dormantMembers,
  refreshTokens,
  sessionAccesses,
  users,
  userWithdrawals,
  type UserRow,
} from '../../db/schema/index.js';
import { activeSanctions } from '../../shared/sanctions.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { dummyPasswordHash, newOpaqueToken, rsaDecrypt, sha256Hex, verifyPassword } from './auth.crypto.js';
import type { AuthKeys } from './auth.keys.js';
import { AUTH_POLICY } from './auth.policy.js';
import { deviceTrust } from './auth.device.js';
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
  /** a session ended by logout (issue 16: its push devices are forgotten) */
  onLogout?: (sessionId: string) => void;
}

/** One use of a session (login, refresh) with its address (issue 33, 통신비밀보호법 시행령 제41조). */
const accessRow = (sessionId: string, userSysId: number, action: string, client: ClientInfo, at: Date) => ({
  sessionId,
  userSysId,
  action,
  ip: client.ip.slice(0, 64),
  userAgent: client.userAgent?.slice(0, 300) ?? null,
  at,
});

export function createAuthService(deps: AuthServiceDeps) {
  const { db, keys, tokens, rate, now } = deps;
  const devices = deviceTrust(keys.jwtSecret, now);

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
      await tx.insert(sessionAccesses).values(accessRow(sessionId, user.userSysId, 'login', client, at));
      // issue 18: a year without this moves the member's data apart (retention-jobs.ts `separateInactive`)
      await tx.update(users).set({ lastActiveAt: at }).where(eq(users.userSysId, user.userSysId));
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
    const ended = await db
      .update(authSessions)
      .set({ revokedAt: now(), revokeReason: reason })
      .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt)))
      .returning({ userSysId: authSessions.userSysId });
    // issue 18: the session's sockets close too (logout left them chatting until the token expired)
    if (ended[0]) deps.onSessionsRevoked?.(ended[0].userSysId, [sessionId]);
  }

  /** Moves a dormant member's separated data back onto the member row (issue 18). */
  async function wakeDormant(user: UserRow): Promise<UserRow> {
    return withTx(db, async (tx) => {
      const [kept] = await tx.delete(dormantMembers).where(eq(dormantMembers.userSysId, user.userSysId)).returning();
      const data = (kept?.data ?? {}) as { name?: string | null; mobile?: string | null; birthday?: string | null };
      const [row] = await tx
        .update(users)
        .set({
          status: 'active',
          name: data.name ?? null,
          mobile: data.mobile ?? null,
          birthday: data.birthday ?? null,
          updatedAt: now(),
        })
        .where(and(eq(users.userSysId, user.userSysId), eq(users.status, 'dormant')))
        .returning();
      return row ?? user;
    });
  }

  /** The session is open and its member active (a token's session, a recovering socket's). */
  async function liveSession(authSysId: number, sessionId: string): Promise<{ role: Role } | null> {
    const [row] = await db
      .select({ revokedAt: authSessions.revokedAt, status: users.status, role: users.role })
      .from(authSessions)
      .innerJoin(users, eq(users.userSysId, authSessions.userSysId))
      .where(and(eq(authSessions.sessionId, sessionId), eq(authSessions.userSysId, authSysId)));
    if (!row || row.revokedAt || row.status !== 'active') return null;
    return { role: row.role as Role };
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

    /** the e-mail as logins compare it (the device cookie is named after it) */
    loginId: (userIdRaw: string) => userIdRaw.trim().toLowerCase(),
    devices,

    /**
     * auth/login with an RSA-OAEP-encrypted password; rate limited per account and per address. A
     * device that signed in to this account before (`deviceCookie`, auth.device.ts) has a failure
     * count of its own, so another address's failures never lock it out (issue 18). A success hands
     * the device its (renewed) trust cookie.
     */
    async login(
      userIdRaw: string,
      cipher: string,
      client: ClientInfo,
      deviceCookie?: string,
    ): Promise<IssuedTokens & { trustedDevice: { name: string; value: string } }> {
      const userId = userIdRaw.trim().toLowerCase();
      const device = devices.verify(userId, deviceCookie);
      const accountKey = device ? `login:acct:${userId}:device:${device}` : `login:acct:${userId}`;
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
      // issue 18: a dormant member (a year without login) signs in again: their data comes back
      const member = user.status === 'dormant' ? await wakeDormant(user) : user;
      if (member.status !== 'active') throw new AppError(RC.ACCOUNT_SUSPENDED);
      // an operator's forced or permanent exit (issue 15) keeps the member out while it lasts
      if ((await activeSanctions(db, member.userSysId, now())).locked) throw new AppError(RC.ACCOUNT_SANCTIONED);
      await rate.reset(accountKey);
      const issued = await startSession(member, client);
      return { ...issued, trustedDevice: { name: devices.cookieName(userId), value: devices.issue(userId) } };
    },

    /**
     * Exchanges a refresh token (auth/accesstoken, auth/refresh). Every use rotates the token; a token
     * used twice revokes its whole family (1003). A session idle for 30 days ends (1009). With
     * `renew` (auth/refresh) the family's renewal clock restarts; otherwise refreshAge 14 tells the
     * client to renew once the family is 14 days old.
     */
    async exchange(
      refreshToken: string | undefined,
      mode: 'access' | 'renew',
      client: ClientInfo,
    ): Promise<IssuedTokens> {
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
        const revoked = { userSysId: user.userSysId, sessionId: session.sessionId };
        if (at.getTime() - session.lastUsedAt.getTime() >= AUTH_POLICY.maxIdleMs) {
          await revoke('idle');
          return { error: RC.INACTIVE_TOO_LONG, revoked } as const;
        }
        if (user.status !== 'active') {
          await revoke('account');
          return { error: user.status === 'withdrawn' ? RC.WITHDRAWN : RC.ACCOUNT_SUSPENDED, revoked } as const;
        }
        if ((await activeSanctions(tx, user.userSysId, at)).locked) {
          await revoke('account');
          return { error: RC.ACCOUNT_SANCTIONED, revoked } as const;
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
        await tx.update(users).set({ lastActiveAt: at }).where(eq(users.userSysId, user.userSysId));
        // issue 33: the address of every refresh, not only the login's
        await tx.insert(sessionAccesses).values(accessRow(session.sessionId, user.userSysId, mode, client, at));
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
      if (sessionId) {
        await revokeSession(sessionId, 'logout');
        deps.onLogout?.(sessionId);
      }
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
      // issue 18: only the demo guest token (authSysId 0, role guest) goes without a session; any
      // other token must name a live session, and the role is the member's current one, not the token's
      if (!user.sessionId) {
        if (user.role === 'guest' && user.authSysId === 0) return user;
        throw new AppError(RC.ACCESS_TOKEN_INVALID);
      }
      const live = await liveSession(user.authSysId, user.sessionId);
      if (!live) throw new AppError(RC.ACCESS_TOKEN_INVALID);
      return { ...user, role: live.role };
    },

    /**
     * A socket coming back through connection-state recovery (issue 18): its session must still be
     * live, else it starts over (and its handshake token is checked like any new connection's).
     */
    async stillLive(user: AuthUser | undefined): Promise<boolean> {
      if (!user?.sessionId) return user === undefined || (user.role === 'guest' && user.authSysId === 0);
      return (await liveSession(user.authSysId, user.sessionId)) !== null;
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
