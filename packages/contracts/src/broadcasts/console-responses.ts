import { z } from 'zod';

/*
 * The answers of the console routes (broadcasts): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET base */
export const getConsoleResponse = z.object({
  room: z.number(),
  role: z.enum(['admin', 'manager', 'host']),
  canModerate: z.boolean(),
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
    isAlarm: z.union([z.literal(0), z.literal(1)]),
    sponsor: z.object({ brandName: z.string() }).nullable(),
    bcSysId: z.number(),
    bcScheduleSysId: z.number(),
    shareTitle: z.string(),
    shareText: z.string(),
    shareThumnailUrl: z.string().nullable(),
    liveUrl: z.string().nullable(),
    isRecChat: z.union([z.literal(0), z.literal(1)]),
    liveStartDate: z.string().nullable(),
    broadcastMedias: z.array(
      z.object({
        directUrl: z.string().nullable(),
        hlsUrl: z.string().nullable(),
        liveUrl: z.string().nullable(),
        thumnailUrl: z.string().nullable(),
      }),
    ),
    noti: z.string().nullable(),
    fixPrdtSysId: z.number().nullable(),
  }),
  roomInfo: z.object({
    likeCnt: z.number(),
    joinCnt: z.number(),
    viewCnt: z.number(),
    noti: z.string().nullable(),
    fixPrdtSysId: z.number().nullable(),
    liveFlag: z.number(),
    notiEn: z.string().nullable().optional(),
  }),
  messages: z.array(
    z.object({
      seq: z.number(),
      msgType: z.number(),
      msg: z.string(),
      nickName: z.string(),
      userId: z.string(),
      userSysId: z.number().nullable(),
      permission: z.number(),
      content: z.string().nullable(),
      answer: z.string().nullable(),
      prdtSysId: z.number().nullable(),
      histType: z.number(),
      createdAt: z.string(),
      msgEn: z.string().optional(),
    }),
  ),
  actions: z.array(
    z.object({
      action: z.enum([
        'livePrice',
        'answer',
        'notice',
        'banner',
        'closeNotice',
        'pin',
        'rolling',
        'blacklist',
        'control',
        'liveCoupon',
        'game',
      ]),
      actorUserSysId: z.number(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type GetConsoleResponse = z.infer<typeof getConsoleResponse>;

/** POST broadcasts/console/:room/answer */
export const postConsoleAnswerResponse = z.object({
  replayed: z.literal(true).optional(),
  seq: z.number(),
});
export type PostConsoleAnswerResponse = z.infer<typeof postConsoleAnswerResponse>;

/** POST broadcasts/console/:room/${action} */
export const postConsoleNoticeResponse = postConsoleAnswerResponse;
export type PostConsoleNoticeResponse = z.infer<typeof postConsoleNoticeResponse>;

/** POST broadcasts/console/:room/close-notice */
export const postConsoleCloseNoticeResponse = postConsoleAnswerResponse;
export type PostConsoleCloseNoticeResponse = z.infer<typeof postConsoleCloseNoticeResponse>;

/** POST broadcasts/console/:room/${action} */
export const postConsolePinResponse = postConsoleAnswerResponse;
export type PostConsolePinResponse = z.infer<typeof postConsolePinResponse>;

/** POST broadcasts/console/:room/live-price */
export const postConsoleLivePriceResponse = z.object({
  replayed: z.literal(true).optional(),
  prdtSysId: z.number(),
  on: z.boolean(),
  livePrice: z.number().nullable(),
  livePriceStartDate: z.string().nullable(),
  livePriceEndDate: z.string().nullable(),
});
export type PostConsoleLivePriceResponse = z.infer<typeof postConsoleLivePriceResponse>;

/** POST broadcasts/console/:room/blacklist */
export const postConsoleBlacklistResponse = z.object({
  replayed: z.literal(true).optional(),
  userSysId: z.number(),
  blackType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type PostConsoleBlacklistResponse = z.infer<typeof postConsoleBlacklistResponse>;

/** POST broadcasts/console/:room/control */
export const postConsoleControlResponse = z.object({
  replayed: z.literal(true).optional(),
  liveFlag: z.number(),
});
export type PostConsoleControlResponse = z.infer<typeof postConsoleControlResponse>;
