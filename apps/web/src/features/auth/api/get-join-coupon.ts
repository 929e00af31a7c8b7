import { useQuery } from '@tanstack/react-query';
import type { JoinCouponResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET coupons/user/join: the signup coupon shown on the sign-up screens when its discount is above 0. */
export function getJoinCoupon(): Promise<JoinCouponResponse> {
  return api<JoinCouponResponse>('GET', 'coupons/user/join');
}

export function useJoinCoupon() {
  return useQuery({ queryKey: ['join-coupon'], queryFn: getJoinCoupon });
}
