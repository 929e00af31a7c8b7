import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponDownloadResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** POST coupons/{policyId}: the member downloads a coupon (6206 already issued, 6207 failed, 6208 none, 6209 all issued). */
export const postDownload = (couponPolicySysId: number) =>
  api<CouponDownloadResponse>('POST', `coupons/${couponPolicySysId}`);

/**
 * Download one coupon; issued or refused, the offers and the coupon box are reloaded (the offer's
 * state may have changed either way). The reload is not awaited.
 */
export function useDownloadCouponMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postDownload,
    onSettled: () =>
      void Promise.all([
        qc.invalidateQueries({ queryKey: keys.coupons.downloadable() }),
        qc.invalidateQueries({ queryKey: keys.coupons.box() }),
      ]),
  });
}
