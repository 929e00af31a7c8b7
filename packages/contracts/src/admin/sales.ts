import { z } from 'zod';
import { dateOnly, id, list } from './fields.js';
import { adminListQuery } from './lists.js';

// sales and sellover contract requests
// ---- sales (issue 15 gap 1): GET admin/sales, by KST day, scoped to a brand seller's brands
/** The widest window of the sales report (days). */
export const ADMIN_SALES_MAX_DAYS = 92;
export const adminSalesQuery = z.object({
  from: dateOnly,
  to: dateOnly,
  brandSysId: id.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminSalesDay = z.object({
  /** KST calendar day of the payment */
  day: dateOnly,
  /** orders with at least one line of the scope paid that day */
  orders: z.number().int(),
  /** units sold (lines' quantities) */
  qty: z.number().int(),
  /** paid amount of the lines (line amount less coupon share), won */
  gross: z.number().int(),
  /** of those, lines since cancelled or refunded (102, 114), won */
  refunded: z.number().int(),
  /** gross − refunded */
  net: z.number().int(),
});
export type AdminSalesDay = z.infer<typeof adminSalesDay>;
export const adminSalesResponse = z.object({
  from: dateOnly,
  to: dateOnly,
  /** every day of the window, days without sales included (0) */
  days: z.array(adminSalesDay),
  totals: adminSalesDay.omit({ day: true }),
});
export type AdminSalesResponse = z.infer<typeof adminSalesResponse>;

// ---- sellover contract requests (issue 15 gap 3): the vendor side of sally/preregistration
export const adminContractListQuery = adminListQuery.extend({
  /** 0 standby (requests waiting), 1 complete, 2 withdrawn */
  status: z.coerce.number().int().min(0).max(2).optional(),
  brandSysId: id.optional(),
  sort: z.enum(['requestedAt']).default('requestedAt'),
});
export const adminContractRow = z.object({
  contractSysId: z.number().int(),
  status: z.number().int(),
  sallySysId: z.number().int(),
  sallyName: z.string(),
  userSysId: z.number().int(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  requestedAt: z.string(),
  signedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type AdminContractRow = z.infer<typeof adminContractRow>;
export const adminContractListResponse = list(adminContractRow);
