/** Client storage keys, exactly as the spec names them (shopping §3). */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  nickName: 'nickName',
  userSysId: 'userSysId',
  setGroupChk: 'setGroupChk',
  landingPage: 'landingPage',
  botNavPrdt: 'botNavPrdt',
  popVisible: 'popVisible',
  popCon: 'popCon',
  phoneBook: 'phoneBook',
} as const;

export const LOCAL_KEYS = { saveUser: 'saveUser', locale: 'locale' } as const;

/** Session policy (shopping §4, §9). */
export const SESSION_POLICY = {
  /** refresh-age answer meaning "renew the refresh token" */
  refreshRenewAgeDays: 14,
  /** refresh-age answer meaning "no activity for a long time, log in again" */
  refreshMaxIdleDays: 30,
  /** an access token with less than this left counts as expiring */
  expiringUnderSeconds: 5,
  /** the token watcher runs at most once per this many ms */
  tokenCheckThrottleMs: 1000,
} as const;

/** Header a browser sends so the refresh token travels in an HttpOnly cookie, not the body (docs/deviations.md). */
export const TOKEN_TRANSPORT_HEADER = 'x-token-transport';
export const REFRESH_COOKIE = 'lc_rt';

export const WEB_VERSION = '1.2.13';
