import { RC } from '@lc/contracts';
import { getSession } from '../session/store';
import { checkToken } from '../session/token-watcher';
import { notifyDemoRestricted } from '../session/demo';
import { ApiError, request, type ApiResult, type Method } from './http';

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
export async function api<T extends object = object>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  const member = getSession().isLogin && !isAuthPath(path);
  if (member) await checkToken();
  const bearer = () => getSession().accessToken ?? getSession().demoToken;
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
