import { useQuery } from '@tanstack/react-query';
import type { JoinCouponResponse } from '@lc/contracts';
import { useLocale } from '../i18n';
import { ApiError, api } from './client';
import { keys } from './query-keys';

/**
 * GET coupons/user/join: the signup coupon (sign-up screens, home, the guest popup; shown when its
 * discount is above 0); null when that call is absent (404).
 */
export async function getJoinCoupon(): Promise<JoinCouponResponse | null> {
  try {
    return await api<JoinCouponResponse>('GET', 'coupons/user/join');
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const joinCouponQuery = (locale: string) => ({
  queryKey: keys.coupons.join(locale),
  queryFn: getJoinCoupon,
  staleTime: 300_000,
});

export function useJoinCoupon(enabled = true) {
  const [locale] = useLocale();
  return useQuery({ ...joinCouponQuery(locale), enabled });
}
