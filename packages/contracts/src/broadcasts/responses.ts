import { z } from 'zod';

/*
 * The answers of the broadcasts routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `broadcastPrdts` in several answers below */
const broadcastPrdtShape = z.object({
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
});

/** `sponsor` in several answers below: a sponsored show's brand (광고), else null */
const sponsorShape = z.object({ brandName: z.string() }).nullable();

/** `liveList` in several answers below */
const liveShape = z.object({
  broadcastSysId: z.number(),
  broadcastScheduleSysId: z.number(),
  broadcastType: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  briefComment: z.string(),
  brandSysId: z.number(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  thumnailLiveUrl: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  liveFlag: z.number(),
  highlightUrl: z.string().nullable(),
  status: z.enum(['live', 'ready', 'vod', 'ended']),
  viewCnt: z.number(),
  likeCnt: z.number(),
  prdtTotalCnt: z.number(),
  broadcastPrdts: z.array(broadcastPrdtShape),
  isAlarm: z.union([z.literal(0), z.literal(1)]),
  sponsor: sponsorShape,
});

/** GET broadcasts/mainlists */
export const getBroadcastsMainlistsResponse = z.object({
  liveList: z.array(liveShape),
  readyList: z.array(liveShape),
  vodList: z.array(liveShape),
});
export type GetBroadcastsMainlistsResponse = z.infer<typeof getBroadcastsMainlistsResponse>;

/** GET broadcasts/list */
export const getBroadcastsListResponse = z.object({
  broadcasts: z.array(liveShape),
  totalCount: z.number(),
});
export type GetBroadcastsListResponse = z.infer<typeof getBroadcastsListResponse>;

/** GET broadcasts/schedules/list */
export const getBroadcastsSchedulesListResponse = z.object({
  schedules: z.array(liveShape),
  totalCount: z.number(),
});
export type GetBroadcastsSchedulesListResponse = z.infer<typeof getBroadcastsSchedulesListResponse>;

/** GET broadcasts/:id/chklive */
export const getBroadcastsChkliveResponse = z.object({
  broadcastScheduleSysId: z.number(),
  liveFlag: z.number(),
  status: z.enum(['live', 'ready', 'vod', 'ended']),
});
export type GetBroadcastsChkliveResponse = z.infer<typeof getBroadcastsChkliveResponse>;

/** `broadcastMedias` in several answers below */
const broadcastMediaShape = z.object({
  directUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  thumnailUrl: z.string().nullable(),
});

/** GET broadcasts/:id/intro */
export const getBroadcastsIntroResponse = z.object({
  broadcast: z.object({
    broadcastSysId: z.number(),
    broadcastScheduleSysId: z.number(),
    broadcastType: z.union([z.literal(0), z.literal(1)]),
    title: z.string(),
    briefComment: z.string(),
    brandSysId: z.number(),
    brandName: z.string(),
    brandImageUrl: z.string().nullable(),
    thumnailLiveUrl: z.string().nullable(),
    startDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    liveFlag: z.number(),
    highlightUrl: z.string().nullable(),
    status: z.enum(['live', 'ready', 'vod', 'ended']),
    viewCnt: z.number(),
    likeCnt: z.number(),
    prdtTotalCnt: z.number(),
    broadcastPrdts: z.array(broadcastPrdtShape),
    isAlarm: z.union([z.literal(0), z.literal(1)]),
    sponsor: sponsorShape,
    bcSysId: z.number(),
    bcScheduleSysId: z.number(),
    shareTitle: z.string(),
    shareText: z.string(),
    shareThumnailUrl: z.string().nullable(),
    liveUrl: z.string().nullable(),
    isRecChat: z.union([z.literal(0), z.literal(1)]),
    liveStartDate: z.string().nullable(),
    broadcastMedias: z.array(broadcastMediaShape),
    noti: z.string().nullable(),
    fixPrdtSysId: z.number().nullable(),
  }),
});
export type GetBroadcastsIntroResponse = z.infer<typeof getBroadcastsIntroResponse>;

/** GET broadcasts/:id/cliinfo */
export const getBroadcastsCliinfoResponse = z.object({
  broadcastMedias: z.array(broadcastMediaShape),
  liveUrl: z.string().nullable(),
  broadcastType: z.number(),
  broadcastPrdts: z.array(broadcastPrdtShape),
  liveStartDate: z.string().nullable(),
  sponsor: sponsorShape,
});
export type GetBroadcastsCliinfoResponse = z.infer<typeof getBroadcastsCliinfoResponse>;

/** GET broadcasts/:id/products/list */
export const getBroadcastsProductsListResponse = z.object({
  broadcastPrdts: z.array(broadcastPrdtShape),
  prdtTotalCnt: z.number(),
});
export type GetBroadcastsProductsListResponse = z.infer<typeof getBroadcastsProductsListResponse>;

/** PATCH broadcasts/replay/:id */
export const patchBroadcastsReplayResponse = z.object({
  broadcastScheduleSysId: z.number(),
  viewCnt: z.number(),
  likeCnt: z.number(),
});
export type PatchBroadcastsReplayResponse = z.infer<typeof patchBroadcastsReplayResponse>;

/** GET broadcasts/infos/:id/views */
export const getBroadcastsInfosViewsResponse = patchBroadcastsReplayResponse;
export type GetBroadcastsInfosViewsResponse = z.infer<typeof getBroadcastsInfosViewsResponse>;

/** GET broadcasts/infos/:id/likes */
export const getBroadcastsInfosLikesResponse = patchBroadcastsReplayResponse;
export type GetBroadcastsInfosLikesResponse = z.infer<typeof getBroadcastsInfosLikesResponse>;

/** GET users/:id/broadcastreservations/list */
export const getUsersBroadcastreservationsListResponse = z.object({
  reservations: z.array(liveShape),
});
export type GetUsersBroadcastreservationsListResponse = z.infer<typeof getUsersBroadcastreservationsListResponse>;

/** POST users/:id/alarms/broadcasts/:broadcastId */
export const postUsersAlarmsBroadcastsResponse = z.object({
  broadcastScheduleSysId: z.number(),
  isAlarm: z.number(),
});
export type PostUsersAlarmsBroadcastsResponse = z.infer<typeof postUsersAlarmsBroadcastsResponse>;

/** GET users/:id/alarms/broadcasts/histories */
export const getUsersAlarmsBroadcastsHistoriesResponse = z.object({
  histories: z.array(
    z.object({
      alarmHistorySysId: z.number(),
      broadcastSysId: z.number(),
      broadcastScheduleSysId: z.number(),
      title: z.string(),
      brandName: z.string(),
      thumnailLiveUrl: z.string().nullable(),
      createdAt: z.string(),
      status: z.enum(['live', 'ready', 'vod', 'ended']),
    }),
  ),
  totalCount: z.number(),
});
export type GetUsersAlarmsBroadcastsHistoriesResponse = z.infer<typeof getUsersAlarmsBroadcastsHistoriesResponse>;
