import { request } from '../api/http';
import { navigateTo } from '../navigation';
import { clearSession, getSession } from './store';

const onLogoutHandlers = new Set<() => void>();

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
  try {
    await request('POST', 'auth/logout', {}, token);
  } catch {
    /* the local sign-out happens regardless */
  }
  clearSession();
  onLogoutHandlers.forEach((h) => h());
  navigateTo('/demo', { replace: true });
}
