import type { LiveCouponClaimResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST broadcasts/live-coupons/{room}/{id}/claim: the member takes the live coupon (once; issue 13). */
export const postLiveCouponClaim = (room: number, liveCouponSysId: number) =>
  api<LiveCouponClaimResponse>('POST', `broadcasts/live-coupons/${room}/${liveCouponSysId}/claim`);
