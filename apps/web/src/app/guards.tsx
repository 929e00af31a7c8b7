import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RC, STAFF_ROLES, resultMessage, type Role } from '@lc/contracts';
import { useSession, isLoggingOut, rememberLandingPage } from '../shared/session';
import { getLocale, useT } from '../shared/i18n';
import { notify } from '../shared/dialog';
import { Spinner } from '../shared/ui';
import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../shared/api/users';

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
    void notify(resultMessage(RC.LOGIN_REQUIRED, getLocale()));
    rememberLandingPage(target);
    void navigate('/Login', { replace: true });
  }, [isLogin, target, navigate]);
  return isLogin ? children : null;
}

/** Who may open the seller streaming screens (issue 19 #10): sellovers and staff. */
export const HOST_ROLES: readonly Role[] = ['sellover', ...STAFF_ROLES];

/**
 * Routes flagged `requiresHost` (streamTerm, streamSelect, the live console, a broadcast's detail and
 * sales): a member who is not a sellover (a buyer) is told so and sent to the sellover introduction. The
 * role comes from the access token; when the token says otherwise the member's current role is asked
 * (a contract completed since login makes a buyer a sellover). The server refuses their calls anyway.
 */
export function RequireHost({ children }: { children: ReactNode }) {
  const { role, userSysId } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const byToken = role !== null && HOST_ROLES.includes(role);
  // asked afresh on every visit (never a cached profile from before a contract completed)
  const current = useQuery({
    queryKey: ['users', userSysId ?? 0, 'host-check'],
    queryFn: () => getProfile(userSysId!),
    enabled: !byToken && !!userSysId,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const allowed = byToken || (!!current.data && HOST_ROLES.includes(current.data.user.role));
  const refused = !allowed && (current.isError || !!current.data);
  useEffect(() => {
    if (!refused) return;
    void notify(t('sellers.hostOnly'));
    void navigate('/seller/intro', { replace: true });
  }, [refused, navigate, t]);
  if (allowed) return children;
  return refused ? null : <Spinner label={t('common.loading')} center />;
}
