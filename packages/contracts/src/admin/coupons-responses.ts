import { z } from 'zod';

/*
 * The answers of the coupons routes (admin): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST admin/coupons */
export const postAdminCouponsResponse = z.object({
  couponPolicySysId: z.number(),
});
export type PostAdminCouponsResponse = z.infer<typeof postAdminCouponsResponse>;

/** PATCH admin/coupons/:id */
export const patchAdminCouponsResponse = postAdminCouponsResponse;
export type PatchAdminCouponsResponse = z.infer<typeof patchAdminCouponsResponse>;

/** POST admin/coupons/:id/issue */
export const postAdminCouponsIssueResponse = z.object({
  issued: z.number(),
  skipped: z.number(),
});
export type PostAdminCouponsIssueResponse = z.infer<typeof postAdminCouponsIssueResponse>;
