import type { LiveCoupon } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST broadcasts/console/{room}/live-coupon: the host hands out a live coupon (issue 13). */
export const postLiveCoupon = (room: number, body: { couponPolicySysId: number; cap: number }, key: string) =>
  api<LiveCoupon>('POST', `broadcasts/console/${room}/live-coupon`, body, { idempotencyKey: key });
