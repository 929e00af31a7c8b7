/** Roles a token can carry (shopping §6, live §6). `guest` is the demo/viewer token. */
/** brand: a brand seller (vendor) account of the back-office (issue 15) */
export const ROLES = ['guest', 'buyer', 'sellover', 'manager', 'admin', 'brand'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['manager', 'admin'];

/**
 * refreshAge (shopping §4): 0 nothing to do, 14 renew the refresh token (call auth/refresh),
 * 30 no activity for a long time (answered with result code 1009).
 */
export const REFRESH_AGE = { none: 0, renew: 14, expired: 30 } as const;
