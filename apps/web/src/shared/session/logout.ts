import { request } from '../api/http';
import { navigateTo } from '../navigation';
import { clearSession, getSession } from './store';

const onLogoutHandlers = new Set<() => void>();
let loggingOutUntil = 0;

/** True while a logout is moving the app to /demo: guards stay quiet instead of asking to log in. */
export function isLoggingOut(): boolean {
  return Date.now() < loggingOutUntil;
}

/** Lets the app drop caches (react-query) on logout without session code knowing about them. */
export function onLogout(handler: () => void): () => void {
  onLogoutHandlers.add(handler);
  return () => onLogoutHandlers.delete(handler);
}

/**
 * Logout (shopping §4): tell the server (failure ignored), clear state and session storage,
 * remove the saved user, reset the group check, go to /demo.
 */
export async function logout(): Promise<void> {
  const token = getSession().accessToken;
  loggingOutUntil = Date.now() + 3000;
  try {
    await request('POST', 'auth/logout', {}, token);
  } catch {
    /* the local sign-out happens regardless */
  }
  clearSession();
  onLogoutHandlers.forEach((h) => h());
  navigateTo('/demo', { replace: true });
  loggingOutUntil = Date.now() + 500;
}
