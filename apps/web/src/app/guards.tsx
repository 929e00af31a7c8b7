import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RC, resultMessage } from '@lc/contracts';
import { useSession, isLoggingOut, rememberLandingPage } from '../shared/session';
import { getLocale } from '../shared/i18n';
import { notify } from '../shared/dialog';

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
