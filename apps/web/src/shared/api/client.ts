import { RC } from '@lc/contracts';
import { getSession, setDemoToken } from '../session/store';
import { secondsLeft } from '../session/jwt';
import { checkToken } from '../session/token-watcher';
import { notifyDemoRestricted } from '../session/demo';
import { ApiError, errorMessage, request, type ApiResult, type Method } from './http';

export { ApiError, NETWORK_ERROR, type ApiResult, type Method } from './http';

/** Paths that manage the session themselves and must not trigger the token watcher. */
const isAuthPath = (path: string) => /^\/?auth\//.test(path);

/**
 * The API client (spec §7): `api<T>(method, path, body?)` against /api/v1/<path>.
 * Bodies travel as the form field jsonData; the answer's jsonData resolves when resultCode is '0001',
 * anything else throws ApiError { code, message, status }. Member calls check the token first
 * (at most once a second) and carry it as a bearer; a member call answered 1005 renews once and retries.
 * An answer 1010 (demo restriction) also shows the demo notice.
 */
export async function api<T extends object = object>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const member = getSession().isLogin && !isAuthPath(path);
  // a renewal that failed has signed the user out and is on its way to /demo: do not call as a guest
  if (member && !(await checkToken())) {
    throw new ApiError(RC.LOGIN_REQUIRED, errorMessage(RC.LOGIN_REQUIRED, undefined), 401);
  }
  const bearer = () => {
    const { accessToken, demoToken } = getSession();
    if (accessToken) return accessToken;
    // an expired demo token is dropped: public calls work without it
    if (demoToken && secondsLeft(demoToken, Date.now()) <= 0) setDemoToken(null);
    return getSession().demoToken;
  };
  try {
    return await request<T>(method, path, body, bearer());
  } catch (e) {
    if (member && e instanceof ApiError && e.code === RC.ACCESS_TOKEN_INVALID && getSession().isLogin) {
      if (await checkToken({ force: true })) return request<T>(method, path, body, bearer());
    }
    // A restricted feature in demo mode shows the demo notice wherever it was called from.
    if (e instanceof ApiError && e.code === RC.DEMO_RESTRICTED) notifyDemoRestricted();
    throw e;
  }
}
