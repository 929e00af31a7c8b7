import type { LiveCouponsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET broadcasts/live-coupons/{room}: the show's coupons still claimable (live and replay; issue 13). */
export const getLiveCoupons = (room: number) => api<LiveCouponsResponse>('GET', `broadcasts/live-coupons/${room}`);
