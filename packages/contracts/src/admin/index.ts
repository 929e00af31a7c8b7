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
 * - GET    admin/game-prizes/budgets               → points.read; adminGamePrizeBudgetListQuery (from/to) → adminGamePrizeBudgetListResponse
 * - PUT    admin/game-prizes/budgets/:id           → points.grant; adminGamePrizeBudgetRequest (the show's budget; 5121 below what is committed)
 * - GET    admin/game-prizes/winnings              → points.read; adminGameWinningsQuery (days, flagged) → adminGameWinningsResponse (game/prizes.ts)
 * - GET    admin/audit                             → audit.read; adminAuditListQuery → adminAuditListResponse | csv
 * Shopper-side calls for A2 (not admin): POST orders/:id/products/:pid/claims/:claimId/withdraw (withdraw a
 *   pending claim); DELETE orders/:id (cancel an unpaid order, already existing; /BuyHistory has no button yet).
 * - GET/POST admin/content/{plans|banners|notices|faqs|contents}, PATCH/DELETE …/:id → content.read / content.write
 * - PUT    admin/content/plans/:id/products       → content.write; adminPlanProductsRequest
 * - GET    admin/coupons, POST admin/coupons, PATCH admin/coupons/:id, POST admin/coupons/:id/issue → coupons.read / coupons.write
 * - POST   admin/uploads (multipart file1..10)    → uploads.write; adminUploadResponse
 * - GET    openapi.json (public)                   → the OpenAPI 3.1 document generated from these schemas
 */
export * from './policy.js';
export * from './lists.js';
export * from './orders.js';
export * from './catalog.js';
export * from './broadcasts.js';
export * from './members.js';
export * from './content.js';
export * from './coupons.js';
export * from './sales.js';
export * from './content-responses.js';
export * from './coupons-responses.js';
export * from './responses.js';
