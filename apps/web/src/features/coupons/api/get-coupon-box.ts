import { useQuery } from '@tanstack/react-query';
import type { CouponBoxResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET coupons/users/{id}?searchTypeCode&useTypeCode (/Coupon). */
export const getCouponBox = (userSysId: number, searchTypeCode: number, useTypeCode: number) =>
  api<CouponBoxResponse>('GET', `coupons/users/${userSysId}`, { searchTypeCode, useTypeCode });

export function useCouponBox(userSysId: number | null, searchTypeCode: number, useTypeCode: number) {
  return useQuery({
    queryKey: keys.coupons.box(userSysId, searchTypeCode, useTypeCode),
    queryFn: () => getCouponBox(userSysId!, searchTypeCode, useTypeCode),
    enabled: userSysId !== null,
  });
}
