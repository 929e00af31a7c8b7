import { z } from 'zod';

/*
 * The answers of the auth routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST auth/demologin */
export const postAuthDemologinResponse = z.object({
  accessToken: z.string(),
  isDemo: z.literal(true),
  authSysId: z.literal(0),
});
export type PostAuthDemologinResponse = z.infer<typeof postAuthDemologinResponse>;

/** GET auth/publickey */
export const getAuthPublickeyResponse = z.object({
  publicKey: z.string(),
});
export type GetAuthPublickeyResponse = z.infer<typeof getAuthPublickeyResponse>;

/** POST auth/chkrsa */
export const postAuthChkrsaResponse = z.object({});
export type PostAuthChkrsaResponse = z.infer<typeof postAuthChkrsaResponse>;

/** POST auth/login */
export const postAuthLoginResponse = z.union([
  z.object({
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    refreshToken: z.null(),
  }),
  z.object({
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    refreshToken: z.string(),
  }),
]);
export type PostAuthLoginResponse = z.infer<typeof postAuthLoginResponse>;

/** POST x */
export const postXResponse = postAuthLoginResponse;
export type PostXResponse = z.infer<typeof postXResponse>;

/** POST auth/logout */
export const postAuthLogoutResponse = z.object({});
export type PostAuthLogoutResponse = z.infer<typeof postAuthLogoutResponse>;
