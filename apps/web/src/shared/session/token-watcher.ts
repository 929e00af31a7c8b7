import { RC, REFRESH_AGE, SESSION_POLICY, resultMessage, type TokenResponse } from '@lc/contracts';
import { request, ApiError } from '../api/http';
import { getLocale, tr } from '../i18n';
import { notify } from '../dialog';
import { getSession, setMemberSession } from './store';
import { isExpiring } from './jwt';
import { logout } from './logout';

let lastCheckAt = Number.NEGATIVE_INFINITY;
let inflight: Promise<boolean> | null = null;

/** Name of the Web Lock that serialises token renewals across tabs (they share the rotating refresh cookie). */
const RENEW_LOCK = 'lc-token-renewal';

/**
 * Runs `fn` holding the cross-tab renewal lock: refresh tokens rotate on every use, so two tabs must
 * never present the same cookie at once (docs/deviations.md). Without Web Locks it just runs.
 */
async function withRenewLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return await locks.request(RENEW_LOCK, fn);
}

/**
 * auth/accesstoken, then auth/refresh when the refresh token is 14 days old (shopping §4), holding
 * the cross-tab lock. Throws ApiError (1009 for refresh age 30).
 */
export function renewTokens(): Promise<TokenResponse> {
  return withRenewLock(renewUnlocked);
}

async function renewUnlocked(): Promise<TokenResponse> {
  let answer = await request<TokenResponse>('POST', 'auth/accesstoken', {}, null);
  if (answer.refreshAge === REFRESH_AGE.expired)
    throw new ApiError(RC.INACTIVE_TOO_LONG, resultMessage(RC.INACTIVE_TOO_LONG, getLocale()), 401);
  storeTokens(answer);
  if (answer.refreshAge === REFRESH_AGE.renew) {
    answer = await request<TokenResponse>('POST', 'auth/refresh', {}, null);
    storeTokens(answer);
  }
  return answer;
}

function storeTokens(t: TokenResponse): void {
  setMemberSession({ accessToken: t.accessToken, userSysId: t.authSysId, nickName: t.nickName, groupIds: t.groupIds });
}

async function refreshOrSignOut(): Promise<boolean> {
  try {
    await renewTokens();
    return true;
  } catch (e) {
    const inactive = e instanceof ApiError && e.code === RC.INACTIVE_TOO_LONG;
    void notify(inactive ? resultMessage(RC.INACTIVE_TOO_LONG, getLocale()) : tr('session.refreshFailed'));
    await logout();
    return false;
  }
}

/**
 * The token watcher (shopping §4, §7): runs on every route change and before member API calls,
 * at most once per SESSION_POLICY.tokenCheckThrottleMs. Renews an access token that is expired or
 * has less than SESSION_POLICY.expiringUnderSeconds left. Concurrent callers share one renewal.
 * Resolves true when a usable member token is in place, false for guests and after a failed renewal.
 */
export function checkToken(options: { force?: boolean; now?: number } = {}): Promise<boolean> {
  if (inflight) return inflight;
  const { accessToken, isLogin } = getSession();
  if (!isLogin || !accessToken) return Promise.resolve(false);
  const now = options.now ?? Date.now();
  if (!options.force && now - lastCheckAt < SESSION_POLICY.tokenCheckThrottleMs) return Promise.resolve(true);
  lastCheckAt = now;
  if (!options.force && !isExpiring(accessToken, now, SESSION_POLICY.expiringUnderSeconds))
    return Promise.resolve(true);
  inflight = refreshOrSignOut().finally(() => {
    inflight = null;
  });
  return inflight;
}
