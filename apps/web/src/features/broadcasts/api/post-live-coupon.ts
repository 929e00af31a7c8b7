import type { LiveCoupon } from '@lc/contracts';
import { postKeyed } from './send-keyed';

/** POST broadcasts/console/{room}/live-coupon: the host hands out a live coupon (issue 13). */
export const postLiveCoupon = (room: number, body: { couponPolicySysId: number; cap: number }, key: string) =>
  postKeyed<LiveCoupon>(`broadcasts/console/${room}/live-coupon`, body, key);
