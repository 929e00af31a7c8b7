import {
  RC,
  SNS_TYPES,
  snsCallbackPath,
  snsKindOf,
  type SnsKind,
  type SnsProvider,
  type SnsProvidersResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { providerJson, socialEndpoint, type SocialConfig } from './auth.social.js';

/** What the web flow needs beyond the verifiers' ids: the OAuth client ids and secrets. */
export interface SocialOAuthConfig extends SocialConfig {
  /** Kakao's REST API key (the OAuth client_id; KAKAO_APP_ID is the numeric app id the token names) */
  kakaoRestApiKey?: string | undefined;
  kakaoClientSecret?: string | undefined;
  naverClientSecret?: string | undefined;
  googleClientSecret?: string | undefined;
}

/** The providers' documented authorisation pages and token endpoints (web flow). */
export const SOCIAL_OAUTH_ENDPOINTS = {
  kakaoAuthorize: 'https://kauth.kakao.com/oauth/authorize',
  kakaoToken: 'https://kauth.kakao.com/oauth/token',
  naverAuthorize: 'https://nid.naver.com/oauth2.0/authorize',
  naverToken: 'https://nid.naver.com/oauth2.0/token',
  googleAuthorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  googleToken: 'https://oauth2.googleapis.com/token',
  facebookAuthorize: 'https://www.facebook.com/v19.0/dialog/oauth',
  facebookToken: 'https://graph.facebook.com/v19.0/oauth/access_token',
  appleAuthorize: 'https://appleid.apple.com/auth/authorize',
} as const;

const invalid = () => new AppError(RC.SNS_TOKEN_INVALID);
const unavailable = () => new AppError(RC.SNS_UNAVAILABLE);

/**
 * The web sign-in offered per provider, only when both the verifier's id and what the code exchange
 * needs are set. Apple answers the identity token itself in the fragment (no scope, so no form_post and
 * no client-secret JWT); Kakao, Google and Facebook take PKCE (S256); Naver takes only `state`.
 */
export function socialProviders(cfg: SocialOAuthConfig): SnsProvidersResponse {
  const url = (u: string) => socialEndpoint(cfg, u).toString();
  const all: (SnsProvider | null)[] = [
    cfg.kakaoAppId && cfg.kakaoRestApiKey
      ? {
          snsType: SNS_TYPES.kakao,
          kind: 'kakao',
          authorizeUrl: url(SOCIAL_OAUTH_ENDPOINTS.kakaoAuthorize),
          clientId: cfg.kakaoRestApiKey,
          scope: '',
          responseType: 'code',
          responseMode: 'query',
          pkce: true,
        }
      : null,
    cfg.naverClientId && cfg.naverClientSecret
      ? {
          snsType: SNS_TYPES.naver,
          kind: 'naver',
          authorizeUrl: url(SOCIAL_OAUTH_ENDPOINTS.naverAuthorize),
          clientId: cfg.naverClientId,
          scope: '',
          responseType: 'code',
          responseMode: 'query',
          pkce: false,
        }
      : null,
    cfg.googleClientId
      ? {
          snsType: SNS_TYPES.google,
          kind: 'google',
          authorizeUrl: url(SOCIAL_OAUTH_ENDPOINTS.googleAuthorize),
          clientId: cfg.googleClientId,
          scope: 'openid email',
          responseType: 'code',
          responseMode: 'query',
          pkce: true,
        }
      : null,
    cfg.facebookAppId && cfg.facebookAppSecret
      ? {
          snsType: SNS_TYPES.facebook,
          kind: 'facebook',
          authorizeUrl: url(SOCIAL_OAUTH_ENDPOINTS.facebookAuthorize),
          clientId: cfg.facebookAppId,
          scope: 'public_profile',
          responseType: 'code',
          responseMode: 'query',
          pkce: true,
        }
      : null,
    cfg.appleClientId
      ? {
          snsType: SNS_TYPES.apple,
          kind: 'apple',
          authorizeUrl: url(SOCIAL_OAUTH_ENDPOINTS.appleAuthorize),
          clientId: cfg.appleClientId,
          scope: '',
          responseType: 'code id_token',
          responseMode: 'fragment',
          pkce: false,
        }
      : null,
  ];
  return { providers: all.filter((p): p is SnsProvider => p !== null) };
}

const form = (fields: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') p.set(k, v);
  return p;
};

/**
 * auth/sns/token: exchanges the authorisation code at the provider's token endpoint (with the client
 * secret where the provider needs one, and the PKCE verifier) and answers the token auth/snslogin
 * verifies: Kakao, Naver and Facebook access tokens, Google's id_token. The redirect URI must be this
 * app's callback route for that provider.
 */
export function createSocialCodeExchange(cfg: SocialOAuthConfig) {
  const offered = new Map(socialProviders(cfg).providers.map((p) => [p.snsType, p]));
  return async function exchange(body: {
    snsType: number;
    code: string;
    redirectUri: string;
    codeVerifier?: string | undefined;
    state?: string | undefined;
  }): Promise<{ snsToken: string }> {
    const p = offered.get(body.snsType);
    const kind: SnsKind | undefined = snsKindOf(body.snsType);
    if (!p || !kind || p.responseMode !== 'query') throw unavailable();
    if (new URL(body.redirectUri).pathname !== snsCallbackPath(kind)) {
      throw new AppError(RC.VALIDATION, { errors: [{ path: 'redirectUri', message: 'callback' }] });
    }
    if (p.pkce && !body.codeVerifier) {
      throw new AppError(RC.VALIDATION, { errors: [{ path: 'codeVerifier', message: 'required' }] });
    }
    const post = (endpoint: string, fields: Record<string, string | undefined>) =>
      providerJson(socialEndpoint(cfg, endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form(fields).toString(),
      });
    let tokens: Record<string, unknown>;
    let field: 'access_token' | 'id_token' = 'access_token';
    switch (kind) {
      case 'kakao':
        tokens = await post(SOCIAL_OAUTH_ENDPOINTS.kakaoToken, {
          grant_type: 'authorization_code',
          client_id: cfg.kakaoRestApiKey,
          client_secret: cfg.kakaoClientSecret,
          redirect_uri: body.redirectUri,
          code: body.code,
          code_verifier: body.codeVerifier,
        });
        break;
      case 'naver':
        // Naver answers refusals with 200 and { error, error_description }: no access_token below
        tokens = await post(SOCIAL_OAUTH_ENDPOINTS.naverToken, {
          grant_type: 'authorization_code',
          client_id: cfg.naverClientId,
          client_secret: cfg.naverClientSecret,
          code: body.code,
          state: body.state,
        });
        break;
      case 'google':
        field = 'id_token';
        tokens = await post(SOCIAL_OAUTH_ENDPOINTS.googleToken, {
          grant_type: 'authorization_code',
          client_id: cfg.googleClientId,
          client_secret: cfg.googleClientSecret,
          redirect_uri: body.redirectUri,
          code: body.code,
          code_verifier: body.codeVerifier,
        });
        break;
      case 'facebook': {
        const u = socialEndpoint(cfg, SOCIAL_OAUTH_ENDPOINTS.facebookToken);
        for (const [k, v] of form({
          client_id: cfg.facebookAppId,
          client_secret: cfg.facebookAppSecret,
          redirect_uri: body.redirectUri,
          code: body.code,
          code_verifier: body.codeVerifier,
        }))
          u.searchParams.set(k, v);
        tokens = await providerJson(u, { method: 'GET' });
        break;
      }
      default:
        throw unavailable();
    }
    const token = tokens[field];
    if (typeof token !== 'string' || !token) throw invalid();
    return { snsToken: token };
  };
}
export type SocialCodeExchange = ReturnType<typeof createSocialCodeExchange>;
