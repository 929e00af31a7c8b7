import { api, type Method } from '../../../shared/api/client';

/** One call under /api/v1/admin/ (the envelope and errors of the shared client). */
export const adminCall = <T extends object = object>(method: Method, path: string, body?: unknown) =>
  api<T>(method, `admin/${path}`, body);

/** react-query keys of the back-office; a mutation invalidates its list's prefix. */
export const ADMIN_KEYS = {
  me: ['admin', 'me'],
  dashboard: ['admin', 'dashboard'],
  orders: ['admin', 'orders'],
  deposits: ['admin', 'deposits'],
  claims: ['admin', 'claims'],
  products: ['admin', 'products'],
  brands: ['admin', 'brands'],
  categories: ['admin', 'categories'],
  broadcasts: ['admin', 'broadcasts'],
  members: ['admin', 'members'],
  reports: ['admin', 'reports'],
  audit: ['admin', 'audit'],
  sales: ['admin', 'sales'],
  contracts: ['admin', 'contracts'],
  gamePrizes: ['admin', 'game-prizes'],
} as const;
