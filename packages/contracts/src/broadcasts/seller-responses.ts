import { z } from 'zod';

/*
 * The answers of the seller routes (broadcasts): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `broadcast` in several answers below */
const broadcastShape = z.object({
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
});

/** GET broadcasts/scheduletype/list */
export const getBroadcastsScheduletypeListResponse = z.object({
  liveBroadcastCnt: z.number(),
  terminatedCnt: z.number(),
  waitTotalCnt: z.number(),
  broadcasts: z.array(broadcastShape),
  totalCnt: z.number(),
});
export type GetBroadcastsScheduletypeListResponse = z.infer<typeof getBroadcastsScheduletypeListResponse>;

/** GET broadcasts/scheduletype/:id */
export const getBroadcastsScheduletypeResponse = z.object({
  broadcast: broadcastShape,
});
export type GetBroadcastsScheduletypeResponse = z.infer<typeof getBroadcastsScheduletypeResponse>;

/** `viewers` in several answers below */
const viewerShape = z.object({
  at: z.string(),
  value: z.number(),
});

/** GET broadcasts/scheduletype/:id/sales */
export const getBroadcastsScheduletypeSalesResponse = z.object({
  sales: z.object({
    broadcastScheduleSysId: z.number(),
    orderCnt: z.number(),
    unitCnt: z.number(),
    paidAmount: z.number(),
    refundedAmount: z.number(),
    revenue: z.number(),
    viewCnt: z.number(),
    peakViewers: z.number(),
    likeCnt: z.number(),
    chatCnt: z.number(),
    conversionBp: z.number(),
    viewers: z.array(viewerShape),
    revenueSeries: z.array(viewerShape),
    products: z.array(
      z.object({
        prdtSysId: z.number(),
        name: z.string(),
        unitCnt: z.number(),
        amount: z.number(),
      }),
    ),
    updatedAt: z.string(),
  }),
});
export type GetBroadcastsScheduletypeSalesResponse = z.infer<typeof getBroadcastsScheduletypeSalesResponse>;

/** GET broadcasts/:id/products */
export const getBroadcastsProductsResponse = z.object({
  broadcastPrdts: z.array(
    z.object({
      broadcastProductSysId: z.number(),
      prdtSysId: z.number(),
      name: z.string(),
      brandName: z.string(),
      squareImageUrl: z.string(),
      bigImageUrl: z.string(),
      marketPrice: z.number(),
      price: z.number(),
      discountRate: z.number(),
      isLivePrice: z.union([z.literal(0), z.literal(1)]),
      isDisplay: z.union([z.literal(0), z.literal(1)]),
      isSoldout: z.union([z.literal(0), z.literal(1)]),
      deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    }),
  ),
  prdtTotalCnt: z.number(),
});
export type GetBroadcastsProductsResponse = z.infer<typeof getBroadcastsProductsResponse>;
