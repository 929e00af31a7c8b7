import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The token watcher and silent login against a fake server at the fetch boundary: each test loads
 * fresh modules (the watcher keeps its throttle and in-flight renewal in module state).
 */

const now = () => Math.floor(Date.now() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (exp: number, authSysId = 7) =>
  `${b64({ alg: 'HS256' })}.${b64({ authSysId, role: 'buyer', sid: 's', exp, iat: now() })}.sig`;

type Answer = { status?: number; body: Record<string, unknown> };
let calls: { path: string; body: string | null; headers: Record<string, string> }[];
let answers: Record<string, Answer[]>;
let alerts: string[];
let navigations: string[];

function tokenAnswer(refreshAge: 0 | 14, exp = now() + 900): Answer {
  return {
    body: {
      resultCode: '0001',
      accessToken: jwt(exp),
      refreshToken: null,
      refreshAge,
      authSysId: 7,
      nickName: '민지',
      groupIds: '',
      role: 'buyer',
    },
  };
}

beforeEach(async () => {
  vi.resetModules();
  calls = [];
  answers = {};
  alerts = [];
  // the app's own alert (shared/dialog): record each message and close it, as a user would
  const dialog = await import('../dialog');
  dialog.subscribeDialogs(() => {
    const open = dialog.currentDialog();
    if (!open) return;
    alerts.push(open.message);
    dialog.settleDialog(open.id, true);
  });
  navigations = [];
  vi.stubGlobal('window', { location: { assign() {}, replace() {} } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1/', '').split('?')[0] ?? '';
    calls.push({
      path,
      body: init.body instanceof URLSearchParams ? init.body.get('jsonData') : null,
      headers: init.headers as Record<string, string>,
    });
    await new Promise((r) => setTimeout(r, 5));
    const a = answers[path]?.shift() ?? { status: 404, body: { resultCode: '9404', message: 'not found' } };
    return new Response(JSON.stringify({ jsonData: a.body }), { status: a.status ?? 200 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function load() {
  const store = await import('./store');
  const watcher = await import('./token-watcher');
  const nav = await import('../navigation');
  const locale = await import('../i18n/locale');
  locale.setLocale('ko');
  await (await import('../i18n')).loadLocale('ko'); // the strings load apart from the code (issue 19)
  nav.registerNavigator((to) => navigations.push(to));
  return { ...store, ...watcher, silentLogin: (await import('./silent-login')).silentLogin };
}

// every test imports the session modules afresh (vi.resetModules): slow on a loaded machine, not wrong
describe('token watcher', { timeout: 30_000 }, () => {
  it('does nothing for guests or for a token with time left, and checks at most once a second', async () => {
    const m = await load();
    expect(await m.checkToken()).toBe(false);
    m.setMemberSession({ accessToken: jwt(now() + 600), userSysId: 7, nickName: '민지' });
    expect(await m.checkToken()).toBe(true);
    expect(await m.checkToken()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('renews an expiring token once for concurrent callers, sending the cookie transport header', async () => {
    const m = await load();
    m.setMemberSession({ accessToken: jwt(now() + 3), userSysId: 7, nickName: '민지' });
    answers['auth/accesstoken'] = [tokenAnswer(0)];
    const results = await Promise.all([m.checkToken(), m.checkToken(), m.checkToken()]);
    expect(results).toEqual([true, true, true]);
    expect(calls.map((c) => c.path)).toEqual(['auth/accesstoken']);
    expect(calls[0]?.body).toBe('{}');
    expect(calls[0]?.headers['x-token-transport']).toBe('cookie');
    expect(m.getSession().accessToken).not.toBe(null);
    expect(m.getSession().isLogin).toBe(true);
  });

  it('renews the refresh token too when its age is 14', async () => {
    const m = await load();
    m.setMemberSession({ accessToken: jwt(now() - 10), userSysId: 7, nickName: '민지' });
    answers['auth/accesstoken'] = [tokenAnswer(14)];
    answers['auth/refresh'] = [tokenAnswer(0, now() + 901)];
    expect(await m.checkToken()).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['auth/accesstoken', 'auth/refresh']);
  });

  it('1009 alerts inactivity, logs out and goes to /demo', async () => {
    const m = await load();
    m.setMemberSession({ accessToken: jwt(now() - 10), userSysId: 7, nickName: '민지' });
    answers['auth/accesstoken'] = [{ status: 401, body: { resultCode: '1009', message: '...' } }];
    answers['auth/logout'] = [{ body: { resultCode: '0001' } }];
    expect(await m.checkToken()).toBe(false);
    expect(alerts).toEqual(['장시간 활동이 없어 로그아웃되었습니다. 다시 로그인해 주세요.']);
    expect(calls.map((c) => c.path)).toEqual(['auth/accesstoken', 'auth/logout']);
    expect(m.getSession().isLogin).toBe(false);
    expect(navigations).toEqual(['/demo']);
  });

  it('any other failure alerts the refresh failure and goes to /demo', async () => {
    const m = await load();
    m.setMemberSession({ accessToken: jwt(now() - 10), userSysId: 7, nickName: '민지' });
    answers['auth/accesstoken'] = [{ status: 401, body: { resultCode: '1003', message: '...' } }];
    expect(await m.checkToken()).toBe(false);
    expect(alerts).toEqual(['토큰 갱신에 실패했습니다. 새로고침 해주세요.']);
    expect(m.getSession().isLogin).toBe(false);
    expect(navigations).toEqual(['/demo']);
  });
});

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

describe('silent login', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });

  it('is skipped without a saved user', async () => {
    const m = await load();
    expect(await m.silentLogin()).toBe('skipped');
    expect(calls).toEqual([]);
  });

  it('signs in from the refresh cookie and stores the spec keys', async () => {
    localStorage.setItem('saveUser', JSON.stringify({ userId: 'buyer@demo.kr' }));
    const m = await load();
    answers['auth/accesstoken'] = [tokenAnswer(14)];
    answers['auth/refresh'] = [tokenAnswer(0)];
    expect(await m.silentLogin()).toBe('signedIn');
    expect(calls.map((c) => c.path)).toEqual(['auth/accesstoken', 'auth/refresh']);
    expect(sessionStorage.getItem('accessToken')).toBeTruthy();
    expect(sessionStorage.getItem('nickName')).toBe('민지');
    expect(sessionStorage.getItem('userSysId')).toBe('7');
    expect(m.getSession().isLogin).toBe(true);
  });

  it('1003 ends the login: saveUser removed, /demo', async () => {
    localStorage.setItem('saveUser', JSON.stringify({ userId: 'buyer@demo.kr' }));
    const m = await load();
    answers['auth/accesstoken'] = [{ status: 401, body: { resultCode: '1003', message: '...' } }];
    expect(await m.silentLogin()).toBe('ended');
    expect(localStorage.getItem('saveUser')).toBeNull();
    expect(navigations).toEqual(['/demo']);
    expect(alerts).toEqual([]);
  });

  it('a network failure keeps the saved user for the next start', async () => {
    localStorage.setItem('saveUser', JSON.stringify({ userId: 'buyer@demo.kr' }));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const m = await load();
    expect(await m.silentLogin()).toBe('failed');
    expect(localStorage.getItem('saveUser')).not.toBeNull();
    expect(m.getSession().isLogin).toBe(false);
  });
});
