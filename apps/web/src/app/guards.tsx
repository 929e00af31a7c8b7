import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RC, SESSION_KEYS, resultMessage } from '@lc/contracts';
import { useSession, isLoggingOut } from '../shared/session';
import { getLocale } from '../shared/i18n';
import { notify } from '../shared/dialog';
import { session } from '../shared/storage';

/** Remembers where to go after login (sessionStorage landingPage). */
export function rememberLandingPage(path: string): void {
  if (!/^\/Login\b/i.test(path)) session.set(SESSION_KEYS.landingPage, path);
}

/**
 * Routes flagged requiresAuth: a guest gets the alert 'login is required for this service', the
 * target path is remembered as the landing page, and the app goes to /Login (shopping §2).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLogin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = location.pathname + location.search;
  useEffect(() => {
    if (isLogin || isLoggingOut()) return;
    notify(resultMessage(RC.LOGIN_REQUIRED, getLocale()));
    rememberLandingPage(target);
    navigate('/Login', { replace: true });
  }, [isLogin, target, navigate]);
  return isLogin ? children : null;
}
