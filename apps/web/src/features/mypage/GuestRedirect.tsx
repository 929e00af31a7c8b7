import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { isLoggingOut, rememberLandingPage } from '../../shared/session';
import { Spinner } from '../../shared/ui';

/** A guest is told login is needed for this menu and sent to /Login (shopping §2: My page is exempt from the guard). */
export function GuestRedirect() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoggingOut()) return;
    void notify(t('mypage.loginRequiredMenu'));
    rememberLandingPage('/MyPage');
    void navigate('/Login', { replace: true });
  }, [navigate, t]);
  return <Spinner label={t('common.loading')} center />;
}
