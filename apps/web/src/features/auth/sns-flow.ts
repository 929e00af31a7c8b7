import { snsCallbackPath, type SnsKind, type SnsProvider } from '@lc/contracts';

/**
 * The web social sign-in: a random `state` (and a PKCE verifier where the provider takes one) kept in
 * this tab's sessionStorage, the provider's authorisation page, then /SnsCallback/{kind} checks the
 * state once and continues. A first sign-in keeps the join ticket for /SnsJoin.
 */
/** The mark inside each provider's round button (brand colours in auth.css; Apple's is drawn there). */
export const SNS_MARK: Record<SnsKind, string> = { kakao: 'K', naver: 'N', google: 'G', facebook: 'f', apple: '' };

const PENDING_KEY = 'snsPending';
const JOIN_KEY = 'snsJoin';
/** an authorisation that has not come back within this time is abandoned */
export const SNS_FLOW_MAX_AGE_MS = 10 * 60_000;

export interface SnsPending {
  kind: SnsKind;
  snsType: number;
  state: string;
  redirectUri: string;
  codeVerifier?: string;
  startedAt: number;
}
export interface SnsJoinTicket {
  snsJoinToken: string;
  snsType: number;
  email: string | null;
  receivedAt: number;
}

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const random = (n: number) => b64url(crypto.getRandomValues(new Uint8Array(n)).buffer);

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** Builds the provider's authorisation URL and remembers the state (and PKCE verifier) for the callback. */
export async function snsAuthorizeUrl(p: SnsProvider, origin = window.location.origin): Promise<string> {
  const state = random(24);
  const redirectUri = `${origin}${snsCallbackPath(p.kind)}`;
  const u = new URL(p.authorizeUrl);
  u.searchParams.set('client_id', p.clientId);
  u.searchParams.set('redirect_uri', redirectUri);
  u.searchParams.set('response_type', p.responseType);
  u.searchParams.set('state', state);
  if (p.scope) u.searchParams.set('scope', p.scope);
  if (p.responseMode === 'fragment') u.searchParams.set('response_mode', 'fragment');
  let codeVerifier: string | undefined;
  if (p.pkce) {
    codeVerifier = random(48);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
    u.searchParams.set('code_challenge', b64url(digest));
    u.searchParams.set('code_challenge_method', 'S256');
  }
  const pending: SnsPending = {
    kind: p.kind,
    snsType: p.snsType,
    state,
    redirectUri,
    ...(codeVerifier ? { codeVerifier } : {}),
    startedAt: Date.now(),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return u.toString();
}

/** The pending sign-in of this kind whose state matches, used once (a replayed callback finds nothing). */
export function takeSnsPending(kind: string, state: string | null): SnsPending | null {
  const p = read<SnsPending>(PENDING_KEY);
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    /* storage disabled */
  }
  if (!p || !state || p.kind !== kind || p.state !== state) return null;
  if (Date.now() - p.startedAt > SNS_FLOW_MAX_AGE_MS) return null;
  return p;
}

export function saveSnsJoinTicket(t: Omit<SnsJoinTicket, 'receivedAt'>): void {
  sessionStorage.setItem(JOIN_KEY, JSON.stringify({ ...t, receivedAt: Date.now() } satisfies SnsJoinTicket));
}
/** The ticket is valid 30 minutes on the server; an older one is not offered. */
export function readSnsJoinTicket(): SnsJoinTicket | null {
  const t = read<SnsJoinTicket>(JOIN_KEY);
  return t && typeof t.snsJoinToken === 'string' && Date.now() - t.receivedAt < 30 * 60_000 ? t : null;
}
export function clearSnsJoinTicket(): void {
  try {
    sessionStorage.removeItem(JOIN_KEY);
  } catch {
    /* ignore */
  }
}
