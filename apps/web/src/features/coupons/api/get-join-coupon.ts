import { useQuery } from '@tanstack/react-query';
import type { JoinCouponResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET coupons/user/join: the signup coupon for the popup (shown when its discount is above 0). */
export const getJoinCoupon = () => api<JoinCouponResponse>('GET', 'coupons/user/join');

export function useJoinCoupon(enabled: boolean) {
  return useQuery({ queryKey: ['join-coupon'], queryFn: getJoinCoupon, enabled, staleTime: 300_000 });
}
