import { z } from 'zod';

/** Roles a token can carry (shopping §6, live §6). `guest` is the demo/viewer token. */
export const ROLES = ['guest', 'buyer', 'sellover', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['manager', 'admin'];

/** The spec sends flags as booleans, 0/1 or 'Y'/'N'; all mean the same. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['Y', 'N', 'true', 'false', '0', '1'])])
  .transform((v) => v === true || v === 1 || v === 'Y' || v === 'true' || v === '1');

export const demoLoginRequest = z.object({ demoType: z.coerce.number().int().min(0).max(9).default(0) });
export type DemoLoginRequest = z.input<typeof demoLoginRequest>;
export const demoLoginResponse = z.object({
  accessToken: z.string(),
  isDemo: z.literal(true),
  authSysId: z.literal(0),
});
export type DemoLoginResponse = z.infer<typeof demoLoginResponse>;

export const publicKeyResponse = z.object({ publicKey: z.string() });
export type PublicKeyResponse = z.infer<typeof publicKeyResponse>;

/** base64 of an RSA-OAEP(SHA-256) ciphertext made with `publicKey` (a PEM SPKI key). */
const rsaCipherText = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9+/=_-]+$/, 'base64');

export const chkRsaRequest = z.object({ rsaEncStr: rsaCipherText });
export type ChkRsaRequest = z.input<typeof chkRsaRequest>;

export const loginRequest = z.object({
  userId: z.string().trim().min(1).max(100),
  password: rsaCipherText,
  isRsa: flag.refine((v) => v, { message: 'the password must be RSA-encrypted (isRsa: true)' }),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Login response (shopping §3). `refreshToken` is null for browsers, which get it as an HttpOnly cookie. */
export const loginResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  groupIds: z.string(),
  nickName: z.string(),
  authSysId: z.number().int(),
  role: z.enum(ROLES),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Body of auth/accesstoken, auth/refresh, auth/logout. Browsers send nothing: the cookie carries it. */
export const refreshRequest = z.object({ refreshToken: z.string().trim().min(1).max(200).optional() });
export type RefreshRequest = z.input<typeof refreshRequest>;

/**
 * refreshAge (shopping §4): 0 nothing to do, 14 renew the refresh token (call auth/refresh),
 * 30 no activity for a long time (answered with result code 1009).
 */
export const REFRESH_AGE = { none: 0, renew: 14, expired: 30 } as const;
export const tokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  refreshAge: z.union([z.literal(0), z.literal(14), z.literal(30)]),
  authSysId: z.number().int(),
  nickName: z.string(),
  groupIds: z.string(),
  role: z.enum(ROLES),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** The access token's payload (shopping §3: it carries authSysId). */
export interface AccessTokenPayload {
  authSysId: number;
  role: Role;
  /** refresh-token family (login session); absent on demo tokens */
  sid?: string;
  exp: number;
  iat: number;
}

/** Password rule shared by sign-up and password change: letters, digits and a special character. */
export const PASSWORD_POLICY = { min: 8, max: 20 } as const;
export const passwordRule = z
  .string()
  .min(PASSWORD_POLICY.min)
  .max(PASSWORD_POLICY.max)
  .regex(/[A-Za-z]/, 'letter')
  .regex(/[0-9]/, 'digit')
  .regex(/[^A-Za-z0-9]/, 'special');
