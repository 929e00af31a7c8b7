import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/dialog';
import { logout, rememberLandingPage } from '../../../shared/session';

/**
 * shopping §8 "a no-phone-number notice that sends the user to login": the notice (4518), then the
 * member is signed out (the login screen turns members away) and sent to /Login; after logging in
 * they land on /ChangeMobile to verify a number (docs/decisions.md).
 */
export function useNoPhoneNotice() {
  const navigate = useNavigate();
  const sent = useRef(false);
  return async (message: string) => {
    if (sent.current) return;
    sent.current = true;
    void notify(message);
    await logout();
    rememberLandingPage('/ChangeMobile');
    void navigate('/Login', { replace: true });
  };
}
