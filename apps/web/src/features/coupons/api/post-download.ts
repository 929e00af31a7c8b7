import type { CouponDownloadResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST coupons/{policyId}: the member downloads a coupon (6206 already issued, 6207 failed, 6208 none, 6209 all issued). */
export const postDownload = (couponPolicySysId: number) =>
  api<CouponDownloadResponse>('POST', `coupons/${couponPolicySysId}`);
