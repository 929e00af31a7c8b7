import { z } from 'zod';
import { ADMIN_ACTIONS, ADMIN_ROLES } from './policy.js';
import { ORDER_STATUS, PAY_METHODS } from '../orders/index.js';
import { CLAIM_TYPES, DELIVERY_COMPANY_CODES, refundAccount } from '../orders/claims.js';
import { orderHistoryEntry } from '../orders/lifecycle.js';
import { dateOnly, id, list } from './fields.js';
import { ADMIN_BULK_MAX_LINES, adminListQuery } from './lists.js';

// me and dashboard, orders, deposits, claims
// ---- me and dashboard
export const adminMeResponse = z.object({
  userSysId: z.number().int(),
  role: z.enum(ADMIN_ROLES),
  /** brands a brand seller owns (empty for admin and manager) */
  brandSysIds: z.array(z.number().int()),
  /** the actions this role may take (the policy table's row for it) */
  actions: z.array(z.enum(ADMIN_ACTIONS as [string, ...string[]])),
});
export const adminDashboardResponse = z.object({
  /** KST calendar day the figures are for */
  day: dateOnly,
  todayOrders: z.number().int(),
  todayRevenue: z.number().int(),
  liveNow: z.array(
    z.object({
      broadcastScheduleSysId: z.number().int(),
      broadcastSysId: z.number().int(),
      title: z.string(),
      viewers: z.number().int(),
    }),
  ),
  claimsWaiting: z.object({ cancel: z.number().int(), return: z.number().int(), exchange: z.number().int() }),
  /** product questions without an answer (0 until the questions work lands) */
  questionsWaiting: z.number().int(),
  depositsWaiting: z.number().int(),
  reportsWaiting: z.number().int(),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;

// ---- orders
export const ADMIN_ORDER_SORTS = ['createdAt', 'payAmount', 'orderNumber'] as const;
const csvList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v), z.array(item).max(30));
export const adminOrderListQuery = adminListQuery.extend({
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  /** line states, comma-separated (e.g. 2,3) */
  status: csvList(z.coerce.number().int().min(0).max(114)).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  payMethod: z.enum(PAY_METHODS).optional(),
  member: z.enum(['member', 'guest']).optional(),
  brandSysId: id.optional(),
  /** what `q` searches: order number, orderer name or orderer phone (default: all three) */
  searchField: z.enum(['orderNumber', 'name', 'phone']).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
/** One order line per row: operators prepare and dispatch lines. */
export const adminOrderRow = z.object({
  orderSysId: z.number().int(),
  orderNumber: z.string(),
  orderPrdtSysId: z.number().int(),
  parentOrderPrdtSysId: z.number().int().nullable(),
  createdAt: z.string(),
  lineStatus: z.number().int(),
  orderStatus: z.number().int(),
  payMethod: z.string().nullable(),
  payAmount: z.number().int(),
  lineAmount: z.number().int(),
  qty: z.number().int(),
  name: z.string(),
  optionText: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  isMember: z.boolean(),
  ordererName: z.string(),
  ordererPhone: z.string(),
  receiverName: z.string(),
  deliveryCompanyCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderListResponse = list(adminOrderRow);
export const adminOrderDetailResponse = z.object({
  order: z.object({
    orderSysId: z.number().int(),
    orderNumber: z.string(),
    status: z.number().int(),
    payMethod: z.string().nullable(),
    isMember: z.boolean(),
    userSysId: z.number().int().nullable(),
    ordererName: z.string(),
    ordererPhone: z.string(),
    ordererEmail: z.string().nullable(),
    receiverName: z.string(),
    receiverPhone: z.string(),
    postNumber: z.string(),
    address: z.string(),
    addressDetail: z.string(),
    deliveryMemo: z.string(),
    prdtPrice: z.number().int(),
    discount: z.number().int(),
    couponAmount: z.number().int(),
    pointAmount: z.number().int(),
    deliveryPrice: z.number().int(),
    /** extra delivery for Jeju and islands (part of payAmount, like the shopper's money summary shows it) */
    addDeliveryCost: z.number().int(),
    payAmount: z.number().int(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
  lines: z.array(adminOrderRow.extend({ history: z.array(orderHistoryEntry) })),
  payments: z.array(
    z.object({
      paySysId: z.number().int(),
      payMethod: z.string(),
      status: z.string(),
      amount: z.number().int(),
      cancelledAmount: z.number().int(),
      approvedAt: z.string().nullable(),
    }),
  ),
});
export type AdminOrderDetailResponse = z.infer<typeof adminOrderDetailResponse>;
export const adminLineIdsRequest = z.object({
  orderPrdtSysIds: z.array(id).min(1).max(ADMIN_BULK_MAX_LINES),
  reason: z.string().trim().max(300).default(''),
});
export const adminDispatchLine = z.object({
  orderPrdtSysId: id,
  deliveryCompanyCode: z.enum(DELIVERY_COMPANY_CODES),
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{8,20}$/),
});
/**
 * The operator cancels a paid line before dispatch (2/3 → 102, issue 32: e.g. the goods cannot be
 * supplied) and refunds it at once; a virtual-account order names the buyer's refund account.
 */
export const adminLineParams = z.object({ id, pid: id });
export const adminOperatorCancelRequest = z.object({
  reason: z.string().trim().min(1).max(300),
  refundAccount: refundAccount.nullable().optional(),
});
export type AdminOperatorCancelRequest = z.infer<typeof adminOperatorCancelRequest>;
export const adminDispatchRequest = z.object({ lines: z.array(adminDispatchLine).min(1).max(ADMIN_BULK_MAX_LINES) });
export type AdminDispatchRequest = z.infer<typeof adminDispatchRequest>;
/** A bulk move: every line moved, or none (the failing line is named in the error's extra). */
export const adminBulkResponse = z.object({
  moved: z.array(z.object({ orderPrdtSysId: z.number().int(), from: z.number().int(), to: z.number().int() })),
});

export const adminDepositListQuery = adminListQuery.extend({
  status: z.enum(['waiting', 'matched']).default('waiting'),
  sort: z.enum(['createdAt', 'amount']).default('createdAt'),
});
export const adminDepositRow = z.object({
  paySysId: z.number().int(),
  orderSysId: z.number().int(),
  orderNumber: z.string(),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  depositorName: z.string(),
  dueAt: z.string(),
  status: z.string(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const adminDepositListResponse = list(adminDepositRow);

// ---- claims
export const adminClaimListQuery = adminListQuery.extend({
  type: z.enum(CLAIM_TYPES).optional(),
  /** pending | approved | denied | withdrawn | done */
  status: z.enum(['pending', 'approved', 'denied', 'withdrawn', 'done']).optional(),
  brandSysId: id.optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export const adminClaimRow = z.object({
  claimSysId: z.number().int(),
  type: z.enum(CLAIM_TYPES),
  status: z.string(),
  orderSysId: z.number().int(),
  orderNumber: z.string(),
  orderPrdtSysId: z.number().int(),
  lineStatus: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  reasonCode: z.number().int(),
  reasonDetail: z.string(),
  shippingFee: z.number().int(),
  refundAmount: z.number().int(),
  denyReason: z.string().nullable(),
  createdAt: z.string(),
});
export const adminClaimListResponse = list(adminClaimRow);

/** Statuses an operator sees as a single line state name (for filters). */
export const ADMIN_LINE_STATES = Object.entries(ORDER_STATUS).map(([name, code]) => ({ name, code }));
