import { z } from 'zod';
import type {
  adminBrandListResponse,
  adminCategoryListResponse,
  adminScheduleListResponse,
  adminMemberListResponse,
  adminMemberDetailResponse,
  adminStreamKeyResponse,
} from './index.js';
import { patchSallyPreregistrationContractResponse } from '../sellers/responses.js';
import { ALCOHOL_KINDS, DISPLAY_BLOCKS } from '../compliance/index.js';

/*
 * The answers of the admin routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `claim` in several answers below */
const claimShape = z.object({
  claimSysId: z.number(),
  type: z.enum(['cancel', 'return', 'exchange']),
  orderSysId: z.number(),
  orderPrdtSysId: z.number(),
  status: z.string(),
  reasonCode: z.number(),
  reasonDetail: z.string(),
  customerFault: z.boolean(),
  shippingFee: z.number(),
  refundAmount: z.number(),
  refundPoints: z.number(),
  refundMethod: z.string().nullable(),
  images: z.array(z.string()),
  denyReason: z.string().nullable(),
  returnInvoice: z.string().nullable(),
  returnCompanyCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  exceptionCode: z.number().nullable(),
  receivedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
});

/** POST admin/claims/:claimId/approve */
export const postAdminClaimsApproveResponse = z.object({
  claim: claimShape,
  convertedToReturn: z.boolean(),
});
export type PostAdminClaimsApproveResponse = z.infer<typeof postAdminClaimsApproveResponse>;

/** POST admin/orders/:id/lines/:pid/cancel and admin/claims/:claimId/to-return (issue 32) */
export const postAdminOperatorMoveResponse = z.object({
  claim: claimShape,
});
export type PostAdminOperatorMoveResponse = z.infer<typeof postAdminOperatorMoveResponse>;

/** POST admin/claims/:claimId/deny */
export const postAdminClaimsDenyResponse = z.object({
  claim: claimShape,
});
export type PostAdminClaimsDenyResponse = z.infer<typeof postAdminClaimsDenyResponse>;

/** POST admin/claims/:claimId/receive */
export const postAdminClaimsReceiveResponse = postAdminClaimsDenyResponse;
export type PostAdminClaimsReceiveResponse = z.infer<typeof postAdminClaimsReceiveResponse>;

/** POST admin/claims/:claimId/refund */
export const postAdminClaimsRefundResponse = postAdminClaimsDenyResponse;
export type PostAdminClaimsRefundResponse = z.infer<typeof postAdminClaimsRefundResponse>;

/** POST admin/products */
export const postAdminProductsResponse = z.object({
  prdtSysId: z.number(),
});
export type PostAdminProductsResponse = z.infer<typeof postAdminProductsResponse>;

/** PATCH admin/products/:id */
export const patchAdminProductsResponse = z.object({
  product: z.object({
    prdtSysId: z.number(),
    name: z.string(),
    brandSysId: z.number(),
    brandName: z.string(),
    categorySysId: z.number().nullable(),
    price: z.number(),
    marketPrice: z.number(),
    livePrice: z.number().nullable(),
    stock: z.number(),
    isDisplay: z.number(),
    isSoldout: z.number(),
    saleCount: z.number(),
    squareImageUrl: z.string(),
    createdAt: z.string(),
    isAlcohol: z.number(),
    alcoholKind: z.enum(ALCOHOL_KINDS).nullable(),
    displayBlocks: z.array(z.enum(DISPLAY_BLOCKS)),
    nameEn: z.string().nullable(),
    description: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    deliveryPriceTypeCode: z.number(),
    deliveryPrice: z.number(),
    freeDeliveryMinAmount: z.number().nullable(),
    livePriceStartDate: z.string().nullable(),
    livePriceEndDate: z.string().nullable(),
    images: z.array(z.string()),
    options: z.array(
      z.object({
        optionGroup: z.string(),
        optionKeyName: z.string(),
        addedPrice: z.number(),
        stock: z.number(),
        prdtOptionSysId: z.number(),
      }),
    ),
    addingProducts: z.array(
      z.object({
        name: z.string(),
        details: z.array(
          z.object({
            name: z.string(),
            price: z.number(),
            stock: z.number(),
          }),
        ),
      }),
    ),
    returnExceptions: z.array(z.number()),
  }),
});
export type PatchAdminProductsResponse = z.infer<typeof patchAdminProductsResponse>;

/** POST admin/brands */
export const postAdminBrandsResponse = z.object({
  brandSysId: z.number(),
});
export type PostAdminBrandsResponse = z.infer<typeof postAdminBrandsResponse>;

/** PATCH admin/brands/:id */
export const patchAdminBrandsResponse = postAdminBrandsResponse;
export type PatchAdminBrandsResponse = z.infer<typeof patchAdminBrandsResponse>;

/** POST admin/categories */
export const postAdminCategoriesResponse = z.object({
  categorySysId: z.number(),
});
export type PostAdminCategoriesResponse = z.infer<typeof postAdminCategoriesResponse>;

/** PATCH admin/categories/:id */
export const patchAdminCategoriesResponse = postAdminCategoriesResponse;
export type PatchAdminCategoriesResponse = z.infer<typeof patchAdminCategoriesResponse>;

/** POST admin/broadcasts */
export const postAdminBroadcastsResponse = z.object({
  broadcastSysId: z.number(),
  scheduleSysIds: z.array(z.number()),
});
export type PostAdminBroadcastsResponse = z.infer<typeof postAdminBroadcastsResponse>;

/** PATCH admin/broadcasts/:id */
export const patchAdminBroadcastsResponse = z.object({
  broadcastSysId: z.number(),
});
export type PatchAdminBroadcastsResponse = z.infer<typeof patchAdminBroadcastsResponse>;

/** POST admin/broadcasts/:id/block */
export const postAdminBroadcastsBlockResponse = z.object({
  broadcastSysId: z.number(),
  blocked: z.boolean(),
  endedSchedules: z.array(z.number()),
});
export type PostAdminBroadcastsBlockResponse = z.infer<typeof postAdminBroadcastsBlockResponse>;

/** POST admin/broadcasts/:id/unblock */
export const postAdminBroadcastsUnblockResponse = postAdminBroadcastsBlockResponse;
export type PostAdminBroadcastsUnblockResponse = z.infer<typeof postAdminBroadcastsUnblockResponse>;

/** POST admin/members/:id/sanctions */
export const postAdminMembersSanctionsResponse = z.object({
  sanctionSysId: z.number(),
  endedSessions: z.number(),
});
export type PostAdminMembersSanctionsResponse = z.infer<typeof postAdminMembersSanctionsResponse>;

/** POST admin/members/:id/sanctions/:sanctionId/lift */
export const postAdminMembersSanctionsLiftResponse = z.object({
  sanctionSysId: z.number(),
});
export type PostAdminMembersSanctionsLiftResponse = z.infer<typeof postAdminMembersSanctionsLiftResponse>;

/** PATCH admin/members/:id/role */
export const patchAdminMembersRoleResponse = z.object({
  userSysId: z.number(),
  role: z.string(),
});
export type PatchAdminMembersRoleResponse = z.infer<typeof patchAdminMembersRoleResponse>;

/** POST admin/reports/:id/resolve */
export const postAdminReportsResolveResponse = z.object({
  reportSysId: z.number(),
  status: z.string(),
});
export type PostAdminReportsResolveResponse = z.infer<typeof postAdminReportsResolveResponse>;

/** POST admin/points/grants */
export const postAdminPointsGrantsResponse = z.object({
  userSysId: z.number(),
  balance: z.number(),
});
export type PostAdminPointsGrantsResponse = z.infer<typeof postAdminPointsGrantsResponse>;

/** POST admin/sellovers/contracts/:id/accept and …/refuse: the contract after the move (as the seller's own move) */
export const postAdminSelloversContractDecisionResponse = patchSallyPreregistrationContractResponse;
export type PostAdminSelloversContractDecisionResponse = z.infer<typeof postAdminSelloversContractDecisionResponse>;

/** The answer types of the back-office lists declared beside their queries (the web reads these). */
export type AdminBrandListResponse = z.infer<typeof adminBrandListResponse>;
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponse>;
export type AdminScheduleListResponse = z.infer<typeof adminScheduleListResponse>;
export type AdminMemberListResponse = z.infer<typeof adminMemberListResponse>;
export type AdminMemberDetailResponse = z.infer<typeof adminMemberDetailResponse>;
export type AdminStreamKeyResponse = z.infer<typeof adminStreamKeyResponse>;
