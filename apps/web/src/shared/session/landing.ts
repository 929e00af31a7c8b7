import { SESSION_KEYS } from '@lc/contracts';
import { session } from '../storage';

/** Remembers where to go after login (sessionStorage landingPage). */
export function rememberLandingPage(path: string): void {
  if (!/^\/Login(\/|\?|$)/i.test(path)) session.set(SESSION_KEYS.landingPage, path);
}

/** The landing page after a successful login, removed once read; '/' when none. */
export function takeLandingPage(): string {
  const landing = session.get(SESSION_KEYS.landingPage);
  session.remove(SESSION_KEYS.landingPage);
  return landing && landing.startsWith('/') && !landing.startsWith('//') ? landing : '/';
}
