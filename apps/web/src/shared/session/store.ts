import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, LOCAL_KEYS, type Role } from '@lc/contracts';
import { session, local, WEB_SESSION_KEYS } from '../storage';
import { decodeJwtPayload } from './jwt';

export interface SessionState {
  /** member access token (sessionStorage accessToken); null for guests */
  accessToken: string | null;
  userSysId: number | null;
  nickName: string | null;
  role: Role | null;
  /** guest token from auth/demologin, used only as a viewer credential */
  demoToken: string | null;
  /** signed in as a member */
  isLogin: boolean;
  /** guest/demo mode: the default state on start (shopping §4) */
  isDemo: boolean;
}

export interface MemberSession {
  accessToken: string;
  userSysId: number;
  nickName: string;
  groupIds?: string;
}

function derive(
  accessToken: string | null,
  userSysId: number | null,
  nickName: string | null,
  demoToken: string | null,
): SessionState {
  const isLogin = !!accessToken && !!userSysId;
  const role = accessToken ? (decodeJwtPayload(accessToken)?.role ?? null) : null;
  return { accessToken, userSysId, nickName, role, demoToken, isLogin, isDemo: !isLogin };
}

function readFromStorage(): SessionState {
  const id = Number(session.get(SESSION_KEYS.userSysId));
  return derive(
    session.get(SESSION_KEYS.accessToken),
    Number.isInteger(id) && id > 0 ? id : null,
    session.get(SESSION_KEYS.nickName),
    session.get(WEB_SESSION_KEYS.demoToken),
  );
}

let state: SessionState = readFromStorage();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The group check stored after login: the member's group ids, or '0' with flag false when none (shopping §6). */
export function groupCheckValue(groupIds: string | undefined): string {
  const id = groupIds && groupIds !== '0' ? groupIds : '0';
  return JSON.stringify({ id, flag: id !== '0' });
}

/** Stores a member session under the spec's key names (shopping §3). */
export function setMemberSession(s: MemberSession): void {
  session.set(SESSION_KEYS.accessToken, s.accessToken);
  session.set(SESSION_KEYS.userSysId, String(s.userSysId));
  session.set(SESSION_KEYS.nickName, s.nickName);
  if (s.groupIds !== undefined) session.set(SESSION_KEYS.setGroupChk, groupCheckValue(s.groupIds));
  session.remove(WEB_SESSION_KEYS.demoToken);
  emit(derive(s.accessToken, s.userSysId, s.nickName, null));
}

/** Replaces only the access token (token watcher). */
export function setAccessToken(accessToken: string): void {
  session.set(SESSION_KEYS.accessToken, accessToken);
  emit(derive(accessToken, state.userSysId, state.nickName, state.demoToken));
}

export function setDemoToken(token: string | null): void {
  if (token) session.set(WEB_SESSION_KEYS.demoToken, token);
  else session.remove(WEB_SESSION_KEYS.demoToken);
  emit(derive(state.accessToken, state.userSysId, state.nickName, token));
}

/** Logout's local part: clear session storage, forget the saved user, reset the group check. */
export function clearSession(): void {
  session.clear();
  local.remove(LOCAL_KEYS.saveUser);
  session.set(SESSION_KEYS.setGroupChk, groupCheckValue(undefined));
  emit(derive(null, null, null, null));
}

/** localStorage saveUser: { userId } only. The refresh token itself lives in an HttpOnly cookie (docs/deviations.md). */
export interface SavedUser {
  userId: string;
}

export function getSavedUser(): SavedUser | null {
  const raw = local.get(LOCAL_KEYS.saveUser);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object' && typeof (v as SavedUser).userId === 'string') return v as SavedUser;
  } catch {
    /* an old or foreign value: still means "a login was saved" */
  }
  return { userId: '' };
}

export function saveUser(userId: string): void {
  local.set(LOCAL_KEYS.saveUser, JSON.stringify({ userId } satisfies SavedUser));
}

export function forgetSavedUser(): void {
  local.remove(LOCAL_KEYS.saveUser);
}
