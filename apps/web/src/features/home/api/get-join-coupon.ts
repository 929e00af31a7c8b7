import { useQuery } from '@tanstack/react-query';
import type { JoinCouponResponse } from '@lc/contracts';
import { api, ApiError } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET coupons/user/join (the coupons domain): the signup coupon; null when that call is absent (404). */
export async function getJoinCoupon(): Promise<JoinCouponResponse | null> {
  try {
    return await api<JoinCouponResponse>('GET', 'coupons/user/join');
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export function useJoinCoupon() {
  const [locale] = useLocale();
  return useQuery({ queryKey: ['join-coupon', 'home', locale], queryFn: getJoinCoupon });
}
