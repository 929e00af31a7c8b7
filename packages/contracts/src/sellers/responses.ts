import { z } from 'zod';

/*
 * The answers of the sellers routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `sally` in several answers below */
const sallyShape = z.object({
  sallySysId: z.number(),
  sallyName: z.string(),
  userSysId: z.number(),
  broadcastSallySysId: z.number().nullable(),
  badge: z.number(),
  ctrCnt: z.number(),
  liveBroadcastCnt: z.number(),
  terminatedCnt: z.number(),
  waitTotalCnt: z.number(),
  guardianConsent: z.number(),
});

/** GET sally/chksally/:authSysId */
export const getSallyChksallyResponse = z.object({
  sally: sallyShape.nullable(),
});
export type GetSallyChksallyResponse = z.infer<typeof getSallyChksallyResponse>;

/** GET sally/chkdupsallyname */
export const getSallyChkdupsallynameResponse = z.object({
  isUsable: z.number(),
  sallyName: z.string(),
});
export type GetSallyChkdupsallynameResponse = z.infer<typeof getSallyChkdupsallynameResponse>;

/** POST sally */
export const postSallyResponse = z.object({
  sally: sallyShape,
});
export type PostSallyResponse = z.infer<typeof postSallyResponse>;

/** PUT sally/:sallySysId */
export const putSallyResponse = postSallyResponse;
export type PutSallyResponse = z.infer<typeof putSallyResponse>;

/** `contract` in several answers below */
const contractShape = z.object({
  contractSysId: z.number(),
  sallySysId: z.number(),
  sallyName: z.string(),
  brandSysId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  requestedAt: z.string(),
  signedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});

/** GET sally/preregistration/list */
export const getSallyPreregistrationListResponse = z.object({
  contracts: z.array(contractShape),
  vendors: z.array(
    z.object({
      brandSysId: z.number(),
      brandName: z.string(),
      brandImageUrl: z.string().nullable(),
    }),
  ),
});
export type GetSallyPreregistrationListResponse = z.infer<typeof getSallyPreregistrationListResponse>;

/** PUT sally/preregistration */
export const putSallyPreregistrationResponse = z.object({
  contract: contractShape,
});
export type PutSallyPreregistrationResponse = z.infer<typeof putSallyPreregistrationResponse>;

/** PATCH sally/preregistration/contract/:id */
export const patchSallyPreregistrationContractResponse = putSallyPreregistrationResponse;
export type PatchSallyPreregistrationContractResponse = z.infer<typeof patchSallyPreregistrationContractResponse>;

/** GET sally/preregistration/vendor/list */
export const getSallyPreregistrationVendorListResponse = z.object({
  contracts: z.array(contractShape),
});
export type GetSallyPreregistrationVendorListResponse = z.infer<typeof getSallyPreregistrationVendorListResponse>;

/** POST sally/broadcastsally */
export const postSallyBroadcastsallyResponse = z.object({
  broadcastSallySysId: z.number(),
});
export type PostSallyBroadcastsallyResponse = z.infer<typeof postSallyBroadcastsallyResponse>;

/** PUT sally/broadcastsally/:id */
export const putSallyBroadcastsallyResponse = z.object({
  broadcast: z.object({
    broadcastSallySysId: z.number(),
    broadcastSysId: z.number(),
    broadcastScheduleSysId: z.number(),
    title: z.string(),
    briefComment: z.string(),
    brandSysId: z.number(),
    brandName: z.string(),
    thumnailLiveUrl: z.string().nullable(),
    startDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    liveFlag: z.number(),
    scheduleType: z.number(),
    isConfirmed: z.number(),
    confirmedAt: z.string().nullable(),
    prdtTotalCnt: z.number(),
    viewCnt: z.number(),
    likeCnt: z.number(),
  }),
});
export type PutSallyBroadcastsallyResponse = z.infer<typeof putSallyBroadcastsallyResponse>;

/** GET sally/shareplan/:userSysId/:date */
export const getSallyShareplanResponse = z.object({
  sallyName: z.string(),
  userSysId: z.number(),
  date: z.string(),
  broadcasts: z.array(
    z.object({
      broadcastSysId: z.number(),
      broadcastScheduleSysId: z.number(),
      title: z.string(),
      briefComment: z.string(),
      brandSysId: z.number(),
      brandName: z.string(),
      thumnailLiveUrl: z.string().nullable(),
      startDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      liveFlag: z.number(),
      scheduleType: z.number(),
      prdtTotalCnt: z.number(),
      viewCnt: z.number(),
      likeCnt: z.number(),
    }),
  ),
});
export type GetSallyShareplanResponse = z.infer<typeof getSallyShareplanResponse>;
