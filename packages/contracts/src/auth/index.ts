import { z } from 'zod';
import { ROLES, type Role } from './roles.js';

// constants the web's first screen needs live in roles.ts (a module without zod: issue 19, entry size)
export * from './roles.js';

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

// ---------------------------------------------------------------------------------------------
// Accounts (issue 4): sign-up, phone verification, social login, recovery. Decisions: docs/decisions.md

/** Social login platform codes (shopping §1): 0 own id, 1 Kakao-type, 2 Naver-type, 3 Google-type, 4 Facebook-type, 5 Apple-type. */
export const SNS_TYPES = { own: 0, kakao: 1, naver: 2, google: 3, facebook: 4, apple: 5 } as const;
export type SnsType = (typeof SNS_TYPES)[keyof typeof SNS_TYPES];
export const SOCIAL_SNS_TYPES = [1, 2, 3, 4, 5] as const;

/** Sign-up rules (shopping §5, §9). Bounds the spec leaves open are decisions (docs/decisions.md). */
export const SIGNUP_POLICY = {
  minAge: 14,
  emailMax: 100,
  nickName: { min: 2, max: 10 },
  name: { min: 2, max: 10 },
  /** a referral link older than this is ignored (the sign-up still succeeds) */
  referralLinkValidDays: 30,
} as const;

/** Korean mobile numbers as digits only (no hyphens): 010…, 011, 016, 017, 018, 019. */
export const MOBILE_RE = /^01[016789][0-9]{7,8}$/;
/** Nickname: Korean syllables, English letters and digits only. */
export const NICKNAME_RE = /^[가-힣A-Za-z0-9]+$/;
/** Name: complete Korean syllables only (no English, symbols, digits or spaces). */
export const KOREAN_NAME_RE = /^[가-힣]+$/;

export const emailField = z.string().trim().toLowerCase().min(3).max(SIGNUP_POLICY.emailMax).pipe(z.email());
export const mobileField = z.string().trim().regex(MOBILE_RE, 'mobile');
export const nickNameField = z
  .string()
  .trim()
  .min(SIGNUP_POLICY.nickName.min)
  .max(SIGNUP_POLICY.nickName.max)
  .regex(NICKNAME_RE, 'nickname');
export const koreanNameField = z
  .string()
  .trim()
  .min(SIGNUP_POLICY.name.min)
  .max(SIGNUP_POLICY.name.max)
  .regex(KOREAN_NAME_RE, 'korean');
/** YYYY-MM-DD or YYYYMMDD, normalised to YYYY-MM-DD (calendar validity is checked by the server). */
export const birthdayField = z
  .string()
  .trim()
  .regex(/^(\d{4})-?(\d{2})-?(\d{2})$/, 'date')
  .transform((s) => s.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, '$1-$2-$3'));

/** Phone verification (shopping §5): limits are decisions. */
export const VERIFICATION_POLICY = {
  codeLength: 6,
  /** a code is valid this long */
  codeTtlSeconds: 180,
  /** wrong answers allowed per code; the code is then spent */
  maxTries: 5,
  /** wait between two sends to the same phone */
  resendCooldownSeconds: 30,
  /** sends per phone per 24 hours */
  maxSendsPerPhonePerDay: 5,
  /** sends per client address per 24 hours */
  maxSendsPerIpPerDay: 30,
  /** how long a verified result may be used by the next step */
  verifiedTtlSeconds: { join: 1800, findId: 180, findPw: 180, changeMobile: 600 },
} as const;

/** authType of auth/sendauthmine (purpose of the code). */
export const AUTH_TYPES = { join: 1, findId: 2, findPw: 3, changeMobile: 4 } as const;
export type AuthTypeName = keyof typeof AUTH_TYPES;
export const authTypeName = (n: number): AuthTypeName | undefined =>
  (Object.keys(AUTH_TYPES) as AuthTypeName[]).find((k) => AUTH_TYPES[k] === n);
/** authWay: how the code travels. Only SMS exists. */
export const AUTH_WAYS = { sms: 1 } as const;

const authTypeField = z.coerce
  .number()
  .int()
  .refine((n) => authTypeName(n) !== undefined, 'authType');
const authWayField = z.coerce
  .number()
  .int()
  .refine((n) => n === AUTH_WAYS.sms, 'authWay');

export const sendAuthRequest = z.object({
  authType: authTypeField,
  authWay: authWayField.default(AUTH_WAYS.sms),
  /** the mobile number (digits) */
  authWayValue: mobileField,
  /** the account's e-mail, for find-password */
  userId: emailField.optional(),
});
export type SendAuthRequest = z.input<typeof sendAuthRequest>;
export const sendAuthResponse = z.object({ requestId: z.string(), expiresAt: z.string(), ttlSeconds: z.number() });
export type SendAuthResponse = z.infer<typeof sendAuthResponse>;

export const checkAuthRequest = sendAuthRequest.extend({
  requestId: z.string().trim().min(10).max(64),
  authNo: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code'),
});
export type CheckAuthRequest = z.input<typeof checkAuthRequest>;
export const foundId = z.object({ userId: z.string(), snsType: z.number().int(), createdAt: z.string() });
export type FoundId = z.infer<typeof foundId>;
/** join / findPw / changeMobile get an authToken for the next step; findId gets the masked ids. */
export const checkAuthResponse = z.object({
  authToken: z.string().optional(),
  expiresAt: z.string().optional(),
  userIds: z.array(foundId).optional(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponse>;

const authTokenField = z.string().trim().min(20).max(100);
const rsaPassword = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9+/=_-]+$/, 'base64');
const mustBeRsa = flag.refine((v) => v, { message: 'the password must be RSA-encrypted (isRsa: true)' });
const agreed = flag.refine((v) => v, { message: 'required' });

/** auth/join (shopping §3 sign-up fields). Own accounts send an RSA password; social ones their snsJoinToken. */
export const joinRequest = z
  .object({
    userId: emailField,
    password: rsaPassword.optional(),
    isRsa: mustBeRsa.optional(),
    snsJoinToken: z.string().trim().min(20).max(2000).optional(),
    nickName: nickNameField,
    name: koreanNameField,
    mobile: mobileField,
    birthday: birthdayField,
    authToken: authTokenField,
    agreeService: agreed,
    agreePrivacy: agreed,
    /** third-party provision consent (optional) */
    agreeSellection1: flag.default(false),
    /** event / marketing consent (optional) */
    agreeSellection2: flag.default(false),
    /** advertising consents per channel and the night consent (issue 18): opt-in, never pre-ticked */
    agreePush: flag.default(false),
    agreeSms: flag.default(false),
    agreeEmail: flag.default(false),
    agreeNight: flag.default(false),
    isAppInstall: flag.default(false),
    rcmdUserSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    rcmdLinkCreatedAt: z.string().trim().max(40).optional(),
  })
  .refine((b) => (b.snsJoinToken ? !b.password : !!b.password && b.isRsa === true), {
    message: 'an own account needs an RSA password (isRsa: true); a social one its snsJoinToken',
    path: ['password'],
  });
export type JoinRequest = z.input<typeof joinRequest>;
export const joinResponse = loginResponse.extend({
  coupon: z.object({ name: z.string(), discountAmount: z.number().int(), expiresAt: z.string() }).nullable(),
});
export type JoinResponse = z.infer<typeof joinResponse>;

/** auth/snslogin (shopping §7). */
export const snsLoginRequest = z.object({
  snsType: z.coerce
    .number()
    .int()
    .refine((n) => (SOCIAL_SNS_TYPES as readonly number[]).includes(n), 'snsType'),
  snsToken: z.string().trim().min(1).max(4096),
  facebookUserId: z.string().trim().max(64).optional(),
  rcmdUserSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  rcmdLinkCreatedAt: z.string().trim().max(40).optional(),
});
export type SnsLoginRequest = z.input<typeof snsLoginRequest>;
/** A member gets the login response; a first sign-in gets needJoin with a ticket for auth/join. */
export const snsLoginResponse = z.union([
  loginResponse.extend({ needJoin: z.literal(false) }),
  z.object({
    needJoin: z.literal(true),
    snsJoinToken: z.string(),
    snsType: z.number().int(),
    email: z.string().nullable(),
  }),
]);
export type SnsLoginResponse = z.infer<typeof snsLoginResponse>;

/** PATCH users/password: set a new password after find-password verification (SearchpwSet). */
export const resetPasswordRequest = z.object({
  userId: emailField,
  authToken: authTokenField,
  password: rsaPassword,
  isRsa: mustBeRsa,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
/** PATCH users/{id}/password: change while signed in (ChangePw). */
export const changePasswordRequest = z.object({
  currentPassword: rsaPassword,
  password: rsaPassword,
  isRsa: mustBeRsa,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
/** POST users/{id}/chkpw (ChkPw): confirms the password before profile or phone changes. */
export const checkPasswordRequest = z.object({ password: rsaPassword, isRsa: mustBeRsa });
export type CheckPasswordRequest = z.input<typeof checkPasswordRequest>;
export const checkPasswordResponse = z.object({ validUntil: z.string() });
export type CheckPasswordResponse = z.infer<typeof checkPasswordResponse>;
/** A ChkPw stays valid this long for the session that made it. */
export const PASSWORD_CHECK_VALID_SECONDS = 600;

/** Demo-only SMS outbox (what the console SMS provider sent). */
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponse>;

// ---------------------------------------------------------------------------------------------
// Social sign-in on the web (issue 4): the provider's authorisation page → /SnsCallback/{kind} →
// auth/sns/token (code → provider token, on the server so client secrets stay there) → auth/snslogin.

export const SNS_KINDS = ['kakao', 'naver', 'google', 'facebook', 'apple'] as const;
export type SnsKind = (typeof SNS_KINDS)[number];
export const snsKindOf = (snsType: number): SnsKind | undefined => SNS_KINDS.find((k) => SNS_TYPES[k] === snsType);
/** The web app's callback route; the redirect URI registered with each provider is `{origin}{path}`. */
export const snsCallbackPath = (kind: SnsKind) => `/SnsCallback/${kind}`;

/** What the web app needs to send a shopper to a provider's authorisation page. */
export const snsProvider = z.object({
  snsType: z.number().int(),
  kind: z.enum(SNS_KINDS),
  authorizeUrl: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** `code`, or `code id_token` for Apple (the identity token arrives in the fragment) */
  responseType: z.string(),
  responseMode: z.enum(['query', 'fragment']),
  /** the provider takes a PKCE S256 code_challenge */
  pkce: z.boolean(),
});
export type SnsProvider = z.infer<typeof snsProvider>;
export const snsProvidersResponse = z.object({ providers: z.array(snsProvider) });
export type SnsProvidersResponse = z.infer<typeof snsProvidersResponse>;

/** POST auth/sns/token: the authorisation code → the token auth/snslogin verifies. */
export const snsTokenRequest = z.object({
  snsType: z.coerce
    .number()
    .int()
    .refine((n) => (SOCIAL_SNS_TYPES as readonly number[]).includes(n), 'snsType'),
  code: z.string().trim().min(1).max(2048),
  redirectUri: z.string().trim().max(500).pipe(z.url()),
  /** RFC 7636: 43–128 characters of [A-Za-z0-9-._~] */
  codeVerifier: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier')
    .optional(),
  state: z.string().trim().max(200).optional(),
});
export type SnsTokenRequest = z.input<typeof snsTokenRequest>;
export const snsTokenResponse = z.object({ snsToken: z.string() });
export type SnsTokenResponse = z.infer<typeof snsTokenResponse>;
export * from './account-responses.js';
export * from './responses.js';
export * from './identity.js';
