/**
 * The operator back-office API (issue 15): every call is under `/api/v1/admin/…`, answers the usual
 * envelope (`resultCode` '0001' + data) and is decided by the policy table in `./policy.ts`
 * (`ADMIN_POLICY[action][role]`). Lists take `startIndex`, `rowCount` (≤ 100), `sort`, `order`
 * and their filters; `format=csv` answers `text/csv` (UTF-8 with BOM, ≤ ADMIN_CSV_MAX_ROWS rows)
 * instead of JSON. Every non-GET call writes an audit row.
 *
 * Endpoints (method path → action; body/query schema):
 * - GET    admin/me                                → (any back-office role) adminMeResponse
 * - GET    admin/dashboard                         → dashboard.read; adminDashboardResponse
 * - GET    admin/orders                            → orders.read; adminOrderListQuery → adminOrderListResponse | csv
 * - GET    admin/orders/:id                        → orders.read; adminOrderDetailResponse (lines with their history)
 * - POST   admin/orders/prepare                    → orders.fulfil; adminLineIdsRequest (2 → 3)
 * - POST   admin/orders/dispatch                   → orders.fulfil; adminDispatchRequest (≤ 500 lines, all or nothing)
 * - POST   admin/orders/delivered                  → orders.fulfil; adminLineIdsRequest (4 → 5)
 * - GET    admin/deposits                          → deposits.read; adminDepositListQuery → adminDepositListResponse
 * - GET    admin/claims                            → claims.read; adminClaimListQuery → adminClaimListResponse | csv
 * - POST   admin/claims/:claimId/approve           → claims.decide
 * - POST   admin/claims/:claimId/deny              → claims.decide; denyClaimRequest
 * - POST   admin/claims/:claimId/receive           → claims.decide
 * - POST   admin/claims/:claimId/refund            → claims.refund
 * - GET    admin/products                          → products.read; adminProductListQuery → adminProductListResponse | csv
 * - GET    admin/products/:id                      → products.read; adminProductDetail
 * - POST   admin/products                          → products.write; adminProductCreateRequest → { prdtSysId }
 * - PATCH  admin/products/:id                      → products.write; adminProductUpdateRequest
 * - GET    admin/brands                            → brands.read; adminListQuery → adminBrandListResponse
 * - POST   admin/brands   PATCH admin/brands/:id   → brands.write; adminBrandRequest
 * - GET    admin/categories                        → categories.read; adminCategoryListResponse
 * - POST   admin/categories PATCH admin/categories/:id → categories.write; adminCategoryRequest
 * - GET    admin/broadcasts                        → broadcasts.read; adminBroadcastListQuery (from/to dates) → adminScheduleListResponse
 * - POST   admin/broadcasts                        → broadcasts.write; adminBroadcastCreateRequest → { broadcastSysId, scheduleSysIds }
 * - PATCH  admin/broadcasts/:id                    → broadcasts.write; adminBroadcastUpdateRequest
 * - GET    admin/broadcasts/:id/stream-keys        → broadcasts.streamKey; adminStreamKeyResponse
 * - POST   admin/broadcasts/:id/stream-keys/revoke → broadcasts.streamKey (the sellover issues a new key)
 * - POST   admin/broadcasts/:id/block              → broadcasts.block; adminReasonRequest
 * - POST   admin/broadcasts/:id/unblock            → broadcasts.block
 * - GET    admin/members                           → members.read; adminMemberListQuery → adminMemberListResponse | csv
 * - GET    admin/members/:id                       → members.read; adminMemberDetailResponse
 * - POST   admin/members/:id/sanctions             → members.sanction; adminSanctionRequest
 * - POST   admin/members/:id/sanctions/:sanctionId/lift → members.sanction
 * - PATCH  admin/members/:id/role                  → members.role; adminRoleRequest
 * - GET    admin/reports                           → reports.read; adminReportListQuery → adminReportListResponse
 * - POST   admin/reports/:id/resolve               → reports.resolve; adminReportResolveRequest
 * - POST   admin/points/grants                     → points.grant; adminPointGrantRequest
 * - GET    admin/audit                             → audit.read; adminAuditListQuery → adminAuditListResponse | csv
 * Shopper-side calls for A2 (not admin): POST orders/:id/products/:pid/claims/:claimId/withdraw (withdraw a
 *   pending claim); DELETE orders/:id (cancel an unpaid order, already existing; /BuyHistory has no button yet).
 * - GET/POST admin/content/{plans|banners|notices|faqs|contents}, PATCH/DELETE …/:id → content.read / content.write
 * - PUT    admin/content/plans/:id/products       → content.write; adminPlanProductsRequest
 * - GET    admin/coupons, POST admin/coupons, PATCH admin/coupons/:id, POST admin/coupons/:id/issue → coupons.read / coupons.write
 * - POST   admin/uploads (multipart file1..10)    → uploads.write; adminUploadResponse
 * - GET    openapi.json (public)                   → the OpenAPI 3.1 document generated from these schemas
 */
import { z } from 'zod';
import { ADMIN_ACTIONS, ADMIN_ROLES } from './policy.js';
import { ORDER_STATUS, PAY_METHODS } from '../orders/index.js';
import { CLAIM_TYPES, DELIVERY_COMPANY_CODES } from '../orders/claims.js';
import { orderHistoryEntry } from '../orders/lifecycle.js';

export * from './policy.js';

/** The most lines one bulk call may move (prepare, dispatch, delivered). */
export const ADMIN_BULK_MAX_LINES = 500;
/** The most rows one CSV export answers. */
export const ADMIN_CSV_MAX_ROWS = 10_000;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const won = z.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const optText = (max: number) => z.string().trim().max(max).nullable().optional();

export const adminIdParams = z.object({ id });
export const adminClaimParams = z.object({ claimId: id });
export const adminSanctionParams = z.object({ id, sanctionId: id });

/** Paging, sorting and export shared by every admin list. */
export const adminListQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv']).default('json'),
  /** free-text search (name, number, phone … per list) */
  q: z.string().trim().max(100).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;
const list = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), totalCount: z.number().int() });

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

// ---- catalog
export const adminProductListQuery = adminListQuery.extend({
  sort: z.enum(['createdAt', 'price', 'stock', 'saleCount', 'name']).default('createdAt'),
  brandSysId: id.optional(),
  categorySysId: id.optional(),
  isDisplay: z.coerce.number().int().min(0).max(1).optional(),
  isSoldout: z.coerce.number().int().min(0).max(1).optional(),
});
export const adminProductRow = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  categorySysId: z.number().int().nullable(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  livePrice: z.number().int().nullable(),
  stock: z.number().int(),
  isDisplay: z.number().int(),
  isSoldout: z.number().int(),
  saleCount: z.number().int(),
  squareImageUrl: z.string(),
  createdAt: z.string(),
});
export const adminProductListResponse = list(adminProductRow);
export const adminProductOption = z.object({
  optionGroup: text(60),
  optionKeyName: text(100),
  addedPrice: z.number().int().min(-10_000_000).max(10_000_000).default(0),
  stock: z.number().int().min(0).max(1_000_000),
});
export const adminAddingProduct = z.object({
  name: text(100),
  details: z
    .array(z.object({ name: text(100), price: won, stock: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(30),
});
const productFields = {
  brandSysId: id,
  categorySysId: id.nullable().optional(),
  name: text(200),
  nameEn: optText(200),
  description: optText(20_000),
  descriptionEn: optText(20_000),
  marketPrice: won,
  price: won,
  stock: z.number().int().min(0).max(1_000_000),
  isDisplay: z.union([z.literal(0), z.literal(1)]).default(1),
  isSoldout: z.union([z.literal(0), z.literal(1)]).default(0),
  /** 1 free; 2 free above freeDeliveryMinAmount; 3 always paid */
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  deliveryPrice: won.default(0),
  freeDeliveryMinAmount: won.nullable().optional(),
  /** uploaded image urls (POST uploads); the first is the big image */
  images: z.array(z.string().trim().min(1).max(300)).min(1).max(20),
  /** the live price and its window (both ends given, start before end) */
  livePrice: won.nullable().optional(),
  livePriceStartDate: z.iso.datetime({ offset: true }).nullable().optional(),
  livePriceEndDate: z.iso.datetime({ offset: true }).nullable().optional(),
  options: z.array(adminProductOption).max(200).default([]),
  addingProducts: z.array(adminAddingProduct).max(10).default([]),
  infoNotice: z
    .array(z.object({ label: text(60), value: text(500) }))
    .max(40)
    .nullable()
    .optional(),
};
const livePriceWindowOk = (p: {
  livePrice?: number | null | undefined;
  livePriceStartDate?: string | null | undefined;
  livePriceEndDate?: string | null | undefined;
}) =>
  p.livePrice === null ||
  p.livePrice === undefined ||
  (!!p.livePriceStartDate && !!p.livePriceEndDate && p.livePriceStartDate < p.livePriceEndDate);
export const adminProductCreateRequest = z
  .object(productFields)
  .refine((p) => p.price <= p.marketPrice, { path: ['price'], message: 'price above market price' })
  .refine(livePriceWindowOk, { path: ['livePriceEndDate'], message: 'live price window' });
export type AdminProductCreateRequest = z.infer<typeof adminProductCreateRequest>;
/** Partial update; options/addingProducts/images, when given, replace the lists. */
export const adminProductUpdateRequest = z
  .object({
    ...productFields,
    isDisplay: z.union([z.literal(0), z.literal(1)]),
    isSoldout: z.union([z.literal(0), z.literal(1)]),
    deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    deliveryPrice: won,
    options: z.array(adminProductOption).max(200),
    addingProducts: z.array(adminAddingProduct).max(10),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'nothing to change' })
  .refine(livePriceWindowOk, { path: ['livePriceEndDate'], message: 'live price window' });
export type AdminProductUpdateRequest = z.infer<typeof adminProductUpdateRequest>;
export const adminProductDetail = adminProductRow.extend({
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  deliveryPriceTypeCode: z.number().int(),
  deliveryPrice: z.number().int(),
  freeDeliveryMinAmount: z.number().int().nullable(),
  livePriceStartDate: z.string().nullable(),
  livePriceEndDate: z.string().nullable(),
  images: z.array(z.string()),
  options: z.array(adminProductOption.extend({ prdtOptionSysId: z.number().int() })),
  addingProducts: z.array(adminAddingProduct),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminBrandRequest = z.object({
  name: text(80),
  nameEn: optText(80),
  imageUrl: optText(300),
  description: optText(2000),
  /** the brand seller account (role `brand`) that runs it; 0 = none */
  sellerSysId: z.number().int().min(0).default(0),
});
export const adminBrandUpdateRequest = adminBrandRequest.partial();
export const adminBrandRow = z.object({
  brandSysId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sellerSysId: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export const adminBrandListQuery = adminListQuery.extend({ sort: z.enum(['name', 'createdAt']).default('name') });
export const adminBrandListResponse = list(adminBrandRow);
export const adminCategoryRequest = z.object({
  parentSysId: id.nullable().default(null),
  name: text(60),
  nameEn: optText(60),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export const adminCategoryUpdateRequest = adminCategoryRequest.partial();
export const adminCategoryRow = z.object({
  categorySysId: z.number().int(),
  parentSysId: z.number().int().nullable(),
  categoryLevel: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export const adminCategoryListResponse = z.object({ rows: z.array(adminCategoryRow) });

// ---- broadcasts
export const adminBroadcastListQuery = adminListQuery.extend({
  /** the calendar's window (KST dates, at most 62 days) */
  from: dateOnly,
  to: dateOnly,
  brandSysId: id.optional(),
  rowCount: z.coerce.number().int().min(1).max(500).default(500),
  sort: z.enum(['startAt']).default('startAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const adminScheduleRow = z.object({
  broadcastScheduleSysId: z.number().int(),
  broadcastSysId: z.number().int(),
  title: z.string(),
  brandSysId: z.number().int(),
  hostUserSysId: z.number().int().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** 0 waiting, 1 on air, 2 ended, 3 exited */
  liveFlag: z.number().int(),
  viewCnt: z.number().int(),
  blocked: z.boolean(),
  highlightUrl: z.string().nullable(),
  replayUrl: z.string().nullable(),
  prdtSysIds: z.array(z.number().int()),
});
export const adminScheduleListResponse = list(adminScheduleRow);
const scheduleInput = z
  .object({ startDate: dateOnly, startTime: hhmm, endTime: hhmm })
  // an end at or before the start ends the next day (a late-night show, scheduleWindow); only a zero-length one is refused
  .refine((s) => s.startTime !== s.endTime, { path: ['endTime'], message: 'end equals start' });
export const adminBroadcastCreateRequest = z.object({
  brandSysId: id,
  /** the sellover hosting it */
  hostUserSysId: id.nullable().default(null),
  title: text(200),
  titleEn: optText(200),
  briefComment: z.string().trim().max(2000).default(''),
  thumnailLiveUrl: optText(300),
  schedules: z.array(scheduleInput).min(1).max(30),
  prdtSysIds: z.array(id).max(50).default([]),
});
export const adminBroadcastUpdateRequest = z
  .object({
    hostUserSysId: id.nullable(),
    title: text(200),
    titleEn: optText(200),
    briefComment: z.string().trim().max(2000),
    thumnailLiveUrl: optText(300),
    /** replaces the product list */
    prdtSysIds: z.array(id).max(50),
    /** adds airings */
    addSchedules: z.array(scheduleInput).max(30),
    /** a schedule's highlight clip url */
    highlights: z.array(z.object({ broadcastScheduleSysId: id, highlightUrl: z.string().trim().max(300).nullable() })),
  })
  .partial();
export const adminReasonRequest = z.object({ reason: text(300) });
/** The stream keys of a broadcast's schedules (only hashes are stored: the key itself is shown to the sellover once). */
export const adminStreamKeyResponse = z.object({
  keys: z.array(
    z.object({
      streamKeySysId: z.number().int(),
      broadcastScheduleSysId: z.number().int(),
      userSysId: z.number().int(),
      createdAt: z.string(),
      expiresAt: z.string(),
      firstPublishAt: z.string().nullable(),
      endedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
});

// ---- members, sanctions, reports
export const ADMIN_SANCTION_KINDS = ['chatBan', 'forcedExit', 'permanentExit'] as const;
export type AdminSanctionKind = (typeof ADMIN_SANCTION_KINDS)[number];
export const adminMemberListQuery = adminListQuery.extend({
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  role: z.enum(['buyer', 'sellover', 'manager', 'admin', 'brand']).optional(),
  status: z.enum(['active', 'withdrawn', 'suspended']).optional(),
});
export const adminMemberRow = z.object({
  userSysId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const adminMemberListResponse = list(adminMemberRow);
export const adminSanctionView = z.object({
  sanctionSysId: z.number().int(),
  kind: z.string(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export const adminMemberDetailResponse = z.object({
  member: adminMemberRow,
  pointBalance: z.number().int(),
  coupons: z.array(z.object({ name: z.string(), usedAt: z.string().nullable(), expiresAt: z.string().nullable() })),
  orders: z.array(
    z.object({
      orderSysId: z.number().int(),
      orderNumber: z.string(),
      status: z.number().int(),
      payAmount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  sanctions: z.array(adminSanctionView),
});
/**
 * chatBan: no chat in any room for the period; forcedExit: out of every room and no login for the
 * period; permanentExit: no login and no chat for good (`days` ignored).
 */
export const adminSanctionRequest = z.object({
  kind: z.enum(ADMIN_SANCTION_KINDS),
  reason: text(300),
  /** length in days; null = until lifted (permanentExit is always until lifted) */
  days: z.number().int().min(1).max(3650).nullable().default(null),
});
export const adminRoleRequest = z.object({ role: z.enum(['buyer', 'sellover', 'manager', 'admin', 'brand']) });
export const adminReportListQuery = adminListQuery.extend({
  status: z.enum(['received', 'reviewing', 'actioned', 'rejected']).optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export const adminReportRow = z.object({
  reportSysId: z.number().int(),
  reporterSysId: z.number().int(),
  targetUserSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int().nullable(),
  reason: z.string(),
  detail: z.string(),
  status: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export const adminReportListResponse = list(adminReportRow);
export const adminReportResolveRequest = z.object({ status: z.enum(['reviewing', 'actioned', 'rejected']) });

// ---- points
export const adminPointGrantRequest = z.object({
  userSysId: id,
  /** points granted (saved, valid one year like every saving) */
  amount: z.number().int().min(1).max(10_000_000),
  reason: text(200),
});

// ---- audit
export const adminAuditListQuery = adminListQuery.extend({
  actorUserSysId: id.optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(60).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export const adminAuditRow = z.object({
  auditSysId: z.number().int(),
  actorUserSysId: z.number().int(),
  actorRole: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  resultCode: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export const adminAuditListResponse = list(adminAuditRow);

/** Statuses an operator sees as a single line state name (for filters). */
export const ADMIN_LINE_STATES = Object.entries(ORDER_STATUS).map(([name, code]) => ({ name, code }));

// ---- content (exhibitions/plans and their products, banners, notices, FAQ, contents and terms)
const isoDate = z.iso.datetime({ offset: true });
const windowOk = (p: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !p.startDate || !p.endDate || p.startDate < p.endDate;
const planFields = z.object({
  planType: z.enum(['plan', 'event']),
  title: text(200),
  titleEn: optText(200),
  briefComment: z.string().trim().max(300),
  briefCommentEn: optText(300),
  content: z.string().max(50_000),
  contentEn: z.string().max(50_000).nullable().optional(),
  bannerImageUrl: text(300),
  startDate: isoDate,
  endDate: isoDate,
  isMain: z.union([z.literal(0), z.literal(1)]),
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminPlanRequest = planFields
  .extend({
    planType: planFields.shape.planType.default('plan'),
    briefComment: planFields.shape.briefComment.default(''),
    content: planFields.shape.content.default(''),
    isMain: planFields.shape.isMain.default(1),
    sortOrder: planFields.shape.sortOrder.default(0),
  })
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
export const adminPlanUpdateRequest = planFields
  .partial()
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
/** Replaces a plan's products; an event product may carry its per-person limit and conditions. */
export const adminPlanProductsRequest = z.object({
  products: z
    .array(
      z.object({
        prdtSysId: id,
        /** event products: most a member may buy (null = no limit) */
        maxQtyPerUser: z.number().int().min(1).max(1000).nullable().default(null),
        /** event products: minimum same-brand payment (won) */
        minBrandAmount: won.default(0),
        /** event products: only members who joined within this many days (null = everyone) */
        joinWithinDays: z.number().int().min(1).max(3650).nullable().default(null),
      }),
    )
    .max(500),
});
const bannerFields = z.object({
  title: text(200),
  titleEn: optText(200),
  imageUrl: text(300),
  /** a route of the app, e.g. /planDetail/3 */
  linkUrl: z
    .string()
    .trim()
    .regex(/^\/[^\s]*$/)
    .max(300),
  startDate: isoDate,
  endDate: isoDate,
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminBannerRequest = bannerFields
  .extend({ sortOrder: bannerFields.shape.sortOrder.default(0) })
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
export const adminBannerUpdateRequest = bannerFields
  .partial()
  .refine(windowOk, { path: ['endDate'], message: 'end before start' });
const noticeFields = z.object({
  title: text(200),
  titleEn: optText(200),
  content: text(50_000),
  contentEn: z.string().max(50_000).nullable().optional(),
  isPinned: z.union([z.literal(0), z.literal(1)]),
});
export const adminNoticeRequest = noticeFields.extend({ isPinned: noticeFields.shape.isPinned.default(0) });
export const adminNoticeUpdateRequest = noticeFields.partial();
const faqFields = z.object({
  /** 1–9: the nine inquiry categories */
  categoryCode: z.number().int().min(1).max(9),
  question: text(300),
  questionEn: optText(300),
  answer: text(20_000),
  answerEn: z.string().max(20_000).nullable().optional(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export const adminFaqRequest = faqFields.extend({ sortOrder: faqFields.shape.sortOrder.default(0) });
export const adminFaqUpdateRequest = faqFields.partial();
const chapters = z
  .array(
    z.object({
      title: z.string().trim().max(200),
      articles: z
        .array(z.object({ num: z.number().int().min(0), title: z.string().max(200), body: z.string().max(20_000) }))
        .max(200),
    }),
  )
  .max(100);
const contentsFields = z.object({
  /** page | terms | privacy | about */
  kind: z.enum(['page', 'terms', 'privacy', 'about']),
  title: text(200),
  titleEn: optText(200),
  imageUrl: optText(300),
  chapters,
  chaptersEn: chapters.nullable().optional(),
});
export const adminContentsRequest = contentsFields.extend({ kind: contentsFields.shape.kind.default('page') });
export const adminContentsUpdateRequest = contentsFields.partial();
export const ADMIN_CONTENT_KINDS = ['plans', 'banners', 'notices', 'faqs', 'contents'] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];
/** Content lists answer their rows as stored (the same fields as the requests, plus the id). */
export const adminContentListResponse = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number().int(),
});

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

// ---- a stream key issued from the back-office (issue 15 gap 5): POST admin/broadcasts/:id/stream-keys
export const adminIssueStreamKeyRequest = z.object({
  broadcastScheduleSysId: id,
  /** the operator confirms the host agreed to the broadcast rules (live §5) */
  isAgree: z.literal(true),
});
export * from './content-responses.js';
export * from './coupons-responses.js';
export * from './responses.js';
