export {
  useSession,
  getSession,
  subscribeSession,
  setMemberSession,
  setDemoToken,
  saveUser,
  getSavedUser,
  forgetSavedUser,
  type SessionState,
  type MemberSession,
} from './store';
export { checkToken, renewTokens } from './token-watcher';
export { logout, onLogout, isLoggingOut } from './logout';
export { silentLogin, type SilentLoginOutcome } from './silent-login';
export { rsaEncrypt, canEncrypt } from './rsa';
export { decodeJwtPayload, secondsLeft, isExpiring } from './jwt';
export { notifyDemoRestricted } from './demo';
export { rememberLandingPage, takeLandingPage } from './landing';
