import { RC } from '@lc/contracts';
import { ApiError } from '../api/http';
import { navigateTo } from '../navigation';
import { forgetSavedUser, getSavedUser, getSession } from './store';
import { renewTokens } from './token-watcher';

export type SilentLoginOutcome = 'skipped' | 'signedIn' | 'ended' | 'failed';

/**
 * Silent login on start (shopping §4): with a saved user and no access token in this tab, ask
 * auth/accesstoken (the HttpOnly refresh cookie goes along). 1003 or 1009 end the login: the saved
 * user is removed and the app goes to /demo. A network failure keeps the saved user for next time.
 */
export async function silentLogin(): Promise<SilentLoginOutcome> {
  if (!getSavedUser() || getSession().accessToken) return 'skipped';
  try {
    await renewTokens();
    return 'signedIn';
  } catch (e) {
    if (e instanceof ApiError && !e.isNetwork && e.status < 500) {
      forgetSavedUser();
      if (e.code === RC.REFRESH_INVALID || e.code === RC.INACTIVE_TOO_LONG) navigateTo('/demo', { replace: true });
      return 'ended';
    }
    return 'failed';
  }
}
