import { useQuery } from '@tanstack/react-query';
import type { CouponPolicyProductsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import type { CouponScope } from '../../../shared/coupon-offers';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { keys } from '../../../shared/api/query-keys';

/** GET coupons/policy/products?prdtSysId|brandSysId|planSysId: download coupons with what the member holds. */
export const getDownloadable = (scope: CouponScope) =>
  api<CouponPolicyProductsResponse>('GET', 'coupons/policy/products', scope);

/** The download coupons on offer for a scope, with what the member holds (the member is in the key). */
export const downloadableQuery = (scope: CouponScope, locale: string, userSysId: number | null | undefined) => ({
  queryKey: keys.coupons.downloadable(scope, locale, userSysId ?? 0),
  queryFn: () => getDownloadable(scope),
  retry: false,
});

export function useDownloadable(scope: CouponScope) {
  const [locale] = useLocale();
  const { userSysId } = useSession();
  return useQuery(downloadableQuery(scope, locale, userSysId));
}
