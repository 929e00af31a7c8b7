import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ROLES, RC, type AccessTokenPayload, type Role } from '@lc/contracts';
import { AppError } from '../../http/errors.js';

export interface AuthUser {
  authSysId: number;
  role: Role;
  /** login session (refresh family); undefined for the demo/guest token */
  sessionId: string | undefined;
}

const ISSUER = 'live-commerce';

/** Short-lived HS256 access tokens carrying authSysId (shopping §3). */
export function accessTokens(secret: Uint8Array, ttlSeconds: number, now: () => Date) {
  return {
    ttlSeconds,
    async sign(user: AuthUser): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      const payload: Record<string, unknown> = { authSysId: user.authSysId, role: user.role };
      if (user.sessionId) payload.sid = user.sessionId;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    /** Verifies signature, issuer and expiry; 1005 for anything wrong. */
    async verify(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify<Partial<AccessTokenPayload>>(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const role = payload.role;
        if (typeof payload.authSysId !== 'number' || !role || !(ROLES as readonly string[]).includes(role)) {
          throw new AppError(RC.ACCESS_TOKEN_INVALID);
        }
        return {
          authSysId: payload.authSysId,
          role,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch (e) {
        if (e instanceof AppError) throw e;
        if (e instanceof joseErrors.JOSEError) throw new AppError(RC.ACCESS_TOKEN_INVALID);
        throw e;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
