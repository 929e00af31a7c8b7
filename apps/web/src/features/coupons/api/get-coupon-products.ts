import { useQuery } from '@tanstack/react-query';
import type { CouponProductsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET coupons/{id}/products (/CouponProductsList): the products a coupon applies to. */
export const getCouponProducts = (couponPolicySysId: number) =>
  api<CouponProductsResponse>('GET', `coupons/${couponPolicySysId}/products`, { startIndex: 0, rowCount: 100 });

export function useCouponProducts(couponPolicySysId: number | null) {
  return useQuery({
    queryKey: keys.coupons.products(couponPolicySysId),
    queryFn: () => getCouponProducts(couponPolicySysId!),
    enabled: couponPolicySysId !== null,
    retry: false,
  });
}
