import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import { RC, SNS_TYPES } from '@lc/contracts';
import { AppError } from '../../http/errors.js';

/** What a verified social token says: the provider's user id and, when given, the e-mail. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
}

export interface SocialVerifier {
  verify(token: string, opts: { facebookUserId?: string | undefined; now: Date }): Promise<SocialIdentity>;
}

export interface SocialConfig {
  kakaoAppId?: string | undefined;
  naverClientId?: string | undefined;
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
  facebookAppSecret?: string | undefined;
  appleClientId?: string | undefined;
  /** replaces every provider's scheme and host (a local server answering as the providers do) */
  baseUrl?: string | undefined;
}

/** The providers' documented endpoints. */
export const SOCIAL_ENDPOINTS = {
  kakaoTokenInfo: 'https://kapi.kakao.com/v1/user/access_token_info',
  naverVerify: 'https://openapi.naver.com/v1/nid/verify?info=true',
  naverMe: 'https://openapi.naver.com/v1/nid/me',
  googleTokenInfo: 'https://oauth2.googleapis.com/tokeninfo',
  facebookDebugToken: 'https://graph.facebook.com/debug_token',
  appleKeys: 'https://appleid.apple.com/auth/keys',
} as const;
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const APPLE_ISSUER = 'https://appleid.apple.com';
const TIMEOUT_MS = 5000;

const invalid = () => new AppError(RC.SNS_TOKEN_INVALID);
const otherApp = () => new AppError(RC.SNS_TOKEN_OTHER_APP);
const unavailable = () => new AppError(RC.SNS_UNAVAILABLE);

/** A provider address, sent to SOCIAL_API_BASE_URL's scheme and host when that is set. */
export function socialEndpoint(cfg: SocialConfig, url: string): URL {
  const u = new URL(url);
  if (!cfg.baseUrl) return u;
  const base = new URL(cfg.baseUrl);
  u.protocol = base.protocol;
  u.host = base.host;
  return u;
}

/**
 * A call to a provider (GET unless `init` says otherwise) with a timeout; a 4xx means the provider
 * refused the token or code, anything else failing that it is unavailable. Also the web sign-in's
 * token exchange (auth.social-oauth.ts).
 */
export async function providerJson(url: URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw unavailable();
  }
  if (res.status >= 400 && res.status < 500) throw invalid();
  if (!res.ok) throw unavailable();
  try {
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object') throw unavailable();
    return body as Record<string, unknown>;
  } catch {
    throw unavailable();
  }
}

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.length > 0 ? v : typeof v === 'number' ? String(v) : null;

/** Kakao: GET /v1/user/access_token_info (Bearer) → { id, expires_in, app_id }; app_id must be ours. */
function kakao(cfg: SocialConfig): SocialVerifier {
  return {
    async verify(token) {
      if (!cfg.kakaoAppId) throw unavailable();
      const info = await providerJson(socialEndpoint(cfg, SOCIAL_ENDPOINTS.kakaoTokenInfo), {
        headers: { authorization: `Bearer ${token}` },
      });
      const id = str(info.id);
      if (!id) throw invalid();
      if (str(info.app_id) !== cfg.kakaoAppId) throw otherApp();
      return { subject: id, email: null };
    },
  };
}

/**
 * Naver: GET /v1/nid/verify?info=true (Bearer) → { resultcode: '00', response: { client_id, … } } — the
 * client id must be ours; then GET /v1/nid/me → { resultcode: '00', response: { id, email } }.
 */
function naver(cfg: SocialConfig): SocialVerifier {
  return {
    async verify(token) {
      if (!cfg.naverClientId) throw unavailable();
      const auth = { authorization: `Bearer ${token}` };
      const v = await providerJson(socialEndpoint(cfg, SOCIAL_ENDPOINTS.naverVerify), { headers: auth });
      if (v.resultcode !== '00') throw invalid();
      const vr = (v.response ?? {}) as Record<string, unknown>;
      if (str(vr.client_id) !== cfg.naverClientId) throw otherApp();
      const me = await providerJson(socialEndpoint(cfg, SOCIAL_ENDPOINTS.naverMe), { headers: auth });
      if (me.resultcode !== '00') throw invalid();
      const r = (me.response ?? {}) as Record<string, unknown>;
      const id = str(r.id);
      if (!id) throw invalid();
      return { subject: id, email: str(r.email) };
    },
  };
}

/** Google: GET tokeninfo?id_token= → { iss, aud, sub, email, email_verified, exp }; aud must be our client id. */
function google(cfg: SocialConfig): SocialVerifier {
  return {
    async verify(token, { now }) {
      if (!cfg.googleClientId) throw unavailable();
      const u = socialEndpoint(cfg, SOCIAL_ENDPOINTS.googleTokenInfo);
      u.searchParams.set('id_token', token);
      const info = await providerJson(u);
      const sub = str(info.sub);
      if (!sub || !GOOGLE_ISSUERS.includes(String(info.iss))) throw invalid();
      if (Number(info.exp) * 1000 <= now.getTime()) throw invalid();
      if (str(info.aud) !== cfg.googleClientId) throw otherApp();
      const verified = info.email_verified === true || info.email_verified === 'true';
      return { subject: sub, email: verified ? str(info.email) : null };
    },
  };
}

/**
 * Facebook: GET /debug_token?input_token=…&access_token={app-id}|{app-secret} →
 * { data: { app_id, is_valid, user_id, … } }; app_id must be ours and user_id the facebookUserId sent.
 */
function facebook(cfg: SocialConfig): SocialVerifier {
  return {
    async verify(token, { facebookUserId }) {
      if (!cfg.facebookAppId || !cfg.facebookAppSecret) throw unavailable();
      const u = socialEndpoint(cfg, SOCIAL_ENDPOINTS.facebookDebugToken);
      u.searchParams.set('input_token', token);
      u.searchParams.set('access_token', `${cfg.facebookAppId}|${cfg.facebookAppSecret}`);
      const body = await providerJson(u);
      const d = (body.data ?? {}) as Record<string, unknown>;
      if (d.is_valid !== true) throw invalid();
      if (str(d.app_id) !== cfg.facebookAppId) throw otherApp();
      const userId = str(d.user_id);
      if (!userId || (facebookUserId !== undefined && facebookUserId !== userId)) throw invalid();
      return { subject: userId, email: null };
    },
  };
}

/** Apple: the identity token is a JWT signed with a key of /auth/keys; iss Apple, aud our client id. */
function apple(cfg: SocialConfig): SocialVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return {
    async verify(token, { now }) {
      if (!cfg.appleClientId) throw unavailable();
      jwks ??= createRemoteJWKSet(socialEndpoint(cfg, SOCIAL_ENDPOINTS.appleKeys), { timeoutDuration: TIMEOUT_MS });
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: APPLE_ISSUER, currentDate: now });
        const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (!aud.includes(cfg.appleClientId)) throw otherApp();
        if (!payload.sub) throw invalid();
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        return { subject: payload.sub, email: verified ? str(payload.email) : null };
      } catch (e) {
        if (e instanceof AppError) throw e;
        if (e instanceof joseErrors.JWKSTimeout || e instanceof joseErrors.JWKSInvalid) throw unavailable();
        if (e instanceof TypeError) throw unavailable();
        throw invalid();
      }
    },
  };
}

/** One verifier per platform code (shopping §1). */
export function socialVerifiers(cfg: SocialConfig): Record<number, SocialVerifier> {
  return {
    [SNS_TYPES.kakao]: kakao(cfg),
    [SNS_TYPES.naver]: naver(cfg),
    [SNS_TYPES.google]: google(cfg),
    [SNS_TYPES.facebook]: facebook(cfg),
    [SNS_TYPES.apple]: apple(cfg),
  };
}
