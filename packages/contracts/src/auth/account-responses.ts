import { z } from 'zod';

/*
 * The answers of the account routes (auth): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST auth/sendauthmine */
export const postAuthSendauthmineResponse = z.object({
  requestId: z.string(),
  expiresAt: z.string(),
  ttlSeconds: z.number(),
});
export type PostAuthSendauthmineResponse = z.infer<typeof postAuthSendauthmineResponse>;

/** POST auth/chkauthmine */
export const postAuthChkauthmineResponse = z.object({
  authToken: z.string().optional(),
  expiresAt: z.string().optional(),
  userIds: z
    .array(
      z.object({
        userId: z.string(),
        snsType: z.number(),
        createdAt: z.string(),
      }),
    )
    .optional(),
});
export type PostAuthChkauthmineResponse = z.infer<typeof postAuthChkauthmineResponse>;

/** `coupon` in several answers below */
const couponShape = z.object({
  name: z.string(),
  discountAmount: z.number(),
  expiresAt: z.string(),
});

/** POST auth/join */
export const postAuthJoinResponse = z.union([
  z.object({
    coupon: couponShape.nullable(),
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    refreshToken: z.null(),
  }),
  z.object({
    coupon: couponShape.nullable(),
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    refreshToken: z.string(),
  }),
]);
export type PostAuthJoinResponse = z.infer<typeof postAuthJoinResponse>;

/** POST auth/snslogin */
export const postAuthSnsloginResponse = z.union([
  z.object({
    needJoin: z.literal(true),
    snsJoinToken: z.string(),
    snsType: z.number(),
    email: z.string().nullable(),
  }),
  z.object({
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    needJoin: z.literal(false),
    refreshToken: z.null(),
  }),
  z.object({
    nickName: z.string(),
    role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
    groupIds: z.string(),
    accessToken: z.string(),
    authSysId: z.number(),
    refreshAge: z.union([z.literal(0), z.literal(14)]),
    needJoin: z.literal(false),
    refreshToken: z.string(),
  }),
]);
export type PostAuthSnsloginResponse = z.infer<typeof postAuthSnsloginResponse>;

/** GET auth/sns/providers */
export const getAuthSnsProvidersResponse = z.object({
  providers: z.array(
    z.object({
      snsType: z.number(),
      kind: z.enum(['kakao', 'naver', 'google', 'facebook', 'apple']),
      authorizeUrl: z.string(),
      clientId: z.string(),
      scope: z.string(),
      responseType: z.string(),
      responseMode: z.enum(['query', 'fragment']),
      pkce: z.boolean(),
    }),
  ),
});
export type GetAuthSnsProvidersResponse = z.infer<typeof getAuthSnsProvidersResponse>;

/** POST auth/sns/token */
export const postAuthSnsTokenResponse = z.object({
  snsToken: z.string(),
});
export type PostAuthSnsTokenResponse = z.infer<typeof postAuthSnsTokenResponse>;

/** PATCH users/password */
export const patchUsersPasswordResetResponse = z.object({});
export type PatchUsersPasswordResetResponse = z.infer<typeof patchUsersPasswordResetResponse>;

/** shape of the server's `OutboxMessage` */
export const outboxMessageData = z.object({
  to: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessageData = z.infer<typeof outboxMessageData>;

/** GET auth/sms/outbox */
export const getAuthSmsOutboxResponse = z.object({
  messages: z.array(outboxMessageData),
});
export type GetAuthSmsOutboxResponse = z.infer<typeof getAuthSmsOutboxResponse>;
