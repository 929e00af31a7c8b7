import { z } from 'zod';
import { id, optText, text, won } from './fields.js';
import { adminListQuery } from './lists.js';

// coupons and uploads
// ---- coupons
const couponFields = z.object({
  /** join | download | live | event */
  kind: z.enum(['join', 'download', 'live', 'event']),
  name: text(100),
  nameEn: optText(100),
  applyTypeCode: z.enum(['product', 'cart']),
  prdtSysId: id.nullable().optional(),
  brandSysId: id.nullable().optional(),
  discountTypeCode: z.enum(['amount', 'percent']),
  discountAmount: z.number().int().min(1).max(10_000_000),
  maxDiscountAmount: won.nullable().optional(),
  minOrderAmount: won,
  minProductAmount: won,
  validityDays: z.number().int().min(1).max(3650),
  totalCap: z.number().int().min(1).max(10_000_000).nullable().optional(),
  issuanceStartDate: z.iso.datetime({ offset: true }).nullable().optional(),
  issuanceEndDate: z.iso.datetime({ offset: true }).nullable().optional(),
  isUse: z.boolean(),
});
const percentOk = (c: { discountTypeCode?: string | undefined; discountAmount?: number | undefined }) =>
  c.discountTypeCode !== 'percent' || (c.discountAmount ?? 0) <= 100;
export const adminCouponRequest = couponFields
  .extend({
    minOrderAmount: won.default(0),
    minProductAmount: won.default(0),
    isUse: z.boolean().default(true),
  })
  .refine(percentOk, { path: ['discountAmount'], message: 'percent at most 100' });
export const adminCouponUpdateRequest = couponFields
  .partial()
  .refine(percentOk, { path: ['discountAmount'], message: 'percent at most 100' });
export const adminCouponListQuery = adminListQuery.extend({
  kind: z.enum(['join', 'download', 'live', 'event']).optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
/** Issue a coupon to members (one per member; those who hold it already are skipped). */
export const adminCouponIssueRequest = z.object({ userSysIds: z.array(id).min(1).max(1000) });

// ---- uploads (POST admin/uploads, multipart fields file1..file10)
export const ADMIN_UPLOAD_MAX_FILES = 10;
export const adminUploadResponse = z.object({
  images: z.array(
    z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
  ),
});
