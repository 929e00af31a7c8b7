import { z } from 'zod';
import { idParam } from '../common/paging.js';

/**
 * Broadcasts (live §3, §4, §7): schedules, status, products, counters, reservations and alarms.
 * A broadcast (broadcastSysId) has one or more schedules (broadcastScheduleSysId); a schedule is one
 * airing with its own date, window, live flag, media, counters and chat room (room id = schedule id).
 */

export const BROADCAST_POLICY = {
  /** live §9: schedule list page size */
  schedulePageSize: 50,
  /** dates and times of schedules are Korean wall-clock times (KST, UTC+9, no daylight saving) */
  utcOffsetMinutes: 9 * 60,
  /** how many products a list card carries (the player loads the full list) */
  cardProductCount: 4,
  /** how many broadcasts each group of `broadcasts/mainlists` carries */
  mainListSize: 20,
} as const;

/** broadcastType (live §3): 0 live, 1 replay/rerun. */
export const BROADCAST_TYPES = { live: 0, replay: 1 } as const;

/** liveFlag (live §3): 0 not started, 1 on air, 2 ended, 3 exited (2 and 3 count as ended). */
export const LIVE_FLAGS = { waiting: 0, onAir: 1, ended: 2, exited: 3 } as const;
export type LiveFlag = 0 | 1 | 2 | 3;

export const BROADCAST_STATUSES = ['ready', 'live', 'vod', 'ended'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export interface ScheduleTimes {
  /** YYYY-MM-DD (KST) */
  startDate: string;
  /** HH:mm (KST) */
  startTime: string;
  /** HH:mm (KST); at or before startTime means the next day */
  endTime: string;
  liveFlag: number;
  highlightUrl: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a KST wall-clock date and time. */
export function kstInstant(date: string, time: string): Date {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+09:00`);
}

/** The KST calendar date (YYYY-MM-DD) of an instant. */
export function kstDate(at: Date): string {
  const k = new Date(at.getTime() + BROADCAST_POLICY.utcOffsetMinutes * 60_000);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())}`;
}

/** The KST wall-clock time (HH:mm) of an instant. */
export function kstTime(at: Date): string {
  const k = new Date(at.getTime() + BROADCAST_POLICY.utcOffsetMinutes * 60_000);
  return `${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}

/**
 * Parsed windows by their text: a live room checks its window for every chat message, and parsing
 * two date strings cost more than the rest of the check (bench/chat)
 */
const windows = new Map<string, [number, number]>();

/** Start and end instants of a schedule. */
export function scheduleWindow(s: Pick<ScheduleTimes, 'startDate' | 'startTime' | 'endTime'>): {
  startAt: Date;
  endAt: Date;
} {
  const key = `${s.startDate} ${s.startTime} ${s.endTime}`;
  let w = windows.get(key);
  if (!w) {
    const startMs = kstInstant(s.startDate, s.startTime).getTime();
    let endMs = kstInstant(s.startDate, s.endTime).getTime();
    if (endMs <= startMs) endMs += 86_400_000;
    if (windows.size >= 1_000) windows.clear();
    w = [startMs, endMs];
    windows.set(key, w);
  }
  return { startAt: new Date(w[0]), endAt: new Date(w[1]) };
}

/**
 * Broadcast status (live §4): past with highlightUrl → vod; past without → ended; before start →
 * ready; within the window → live; liveFlag 2 or 3 (stopped) counts as ended before the window's end,
 * also when the host streamed and stopped before the scheduled start.
 */
export function broadcastStatus(s: ScheduleTimes, now: Date): BroadcastStatus {
  const { startAt, endAt } = scheduleWindow(s);
  const t = now.getTime();
  if (t >= endAt.getTime()) return s.highlightUrl ? 'vod' : 'ended';
  const endedEarly = s.liveFlag === LIVE_FLAGS.ended || s.liveFlag === LIVE_FLAGS.exited;
  // a show its host started and stopped before the scheduled time is over, not upcoming
  if (t < startAt.getTime()) return endedEarly ? 'ended' : 'ready';
  return endedEarly ? 'ended' : 'live';
}

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** A product shown in a broadcast (live §3 "Broadcast product"). Money is integer won. */
export const broadcastProduct = z.object({
  broadcastProductSysId: z.number().int(),
  prdtSysId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  bigImageUrl: z.string(),
  marketPrice: z.number().int(),
  price: z.number().int(),
  discountRate: z.number().int(),
  /** 1 when the live price applies now (price is then the live price) */
  isLivePrice: flag01,
  isDisplay: flag01,
  isSoldout: flag01,
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type BroadcastProduct = z.infer<typeof broadcastProduct>;

export const broadcastMedia = z.object({
  directUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  thumnailUrl: z.string().nullable(),
});
export type BroadcastMedia = z.infer<typeof broadcastMedia>;

/**
 * Issue 33 item 5 (표시광고법, 추천·보증 심사지침): a show made under a sellover's contract with a brand is
 * advertising: every screen of it (card, live, replay, share) shows the 광고 label with the brand.
 */
export const broadcastSponsor = z.object({ brandName: z.string() });
export type BroadcastSponsor = z.infer<typeof broadcastSponsor>;
/** the label itself (the share page's title and the share card; the web app has it in its locale files) */
export const SPONSOR_LABEL = { ko: '광고', en: 'Ad' } as const;

/** A schedule as lists show it (home live tab, Calendar, LiveItems, reservations). */
export const broadcastCard = z.object({
  broadcastSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int(),
  broadcastType: flag01,
  title: z.string(),
  briefComment: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  thumnailLiveUrl: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  liveFlag: z.number().int(),
  highlightUrl: z.string().nullable(),
  status: z.enum(BROADCAST_STATUSES),
  viewCnt: z.number().int(),
  likeCnt: z.number().int(),
  prdtTotalCnt: z.number().int(),
  /** the first few products (BROADCAST_POLICY.cardProductCount) */
  broadcastPrdts: z.array(broadcastProduct),
  /** 1 when the caller has an alarm (reservation) on this schedule; 0 for guests */
  isAlarm: flag01,
  /** a sponsored show (광고): the brand of the sellover's contract; null otherwise */
  sponsor: broadcastSponsor.nullable(),
});
export type BroadcastCard = z.infer<typeof broadcastCard>;

/** GET broadcasts/mainlists: the home live tab, grouped by status. */
export const mainListsResponse = z.object({
  liveList: z.array(broadcastCard),
  readyList: z.array(broadcastCard),
  vodList: z.array(broadcastCard),
});
export type MainListsResponse = z.infer<typeof mainListsResponse>;

/** The player's broadcast info (live §3 "Broadcast (info)"): GET broadcasts/{id}/intro. */
export const broadcastInfo = broadcastCard.extend({
  bcSysId: z.number().int(),
  bcScheduleSysId: z.number().int(),
  shareTitle: z.string(),
  shareText: z.string(),
  shareThumnailUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  isRecChat: flag01,
  /** ISO instant the live actually started (replay chat is timed from here) */
  liveStartDate: z.string().nullable(),
  broadcastMedias: z.array(broadcastMedia),
  /** the room's current notice and pinned product */
  noti: z.string().nullable(),
  fixPrdtSysId: z.number().int().nullable(),
});
export type BroadcastInfo = z.infer<typeof broadcastInfo>;

export const introResponse = z.object({ broadcast: broadcastInfo });
export type IntroResponse = z.infer<typeof introResponse>;

/** GET broadcasts/{id}/cliinfo: replay info (live §7). */
export const cliInfoResponse = z.object({
  broadcastMedias: z.array(broadcastMedia),
  liveUrl: z.string().nullable(),
  broadcastType: flag01,
  broadcastPrdts: z.array(broadcastProduct),
  liveStartDate: z.string().nullable(),
  sponsor: broadcastSponsor.nullable(),
});
export type CliInfoResponse = z.infer<typeof cliInfoResponse>;

export const chkLiveResponse = z.object({
  broadcastScheduleSysId: z.number().int(),
  liveFlag: z.number().int(),
  status: z.enum(BROADCAST_STATUSES),
});
export type ChkLiveResponse = z.infer<typeof chkLiveResponse>;

export const productsListResponse = z.object({
  broadcastPrdts: z.array(broadcastProduct),
  prdtTotalCnt: z.number().int(),
});
export type ProductsListResponse = z.infer<typeof productsListResponse>;

export const scheduleListResponse = z.object({
  schedules: z.array(broadcastCard),
  totalCount: z.number().int(),
});
export type ScheduleListResponse = z.infer<typeof scheduleListResponse>;

export const reservationListResponse = z.object({ reservations: z.array(broadcastCard) });
export type ReservationListResponse = z.infer<typeof reservationListResponse>;

/** An entry of the member's alert list: a reserved broadcast that started. */
export const alarmHistory = z.object({
  alarmHistorySysId: z.number().int(),
  broadcastSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int(),
  title: z.string(),
  brandName: z.string(),
  thumnailLiveUrl: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(BROADCAST_STATUSES),
});
export type AlarmHistory = z.infer<typeof alarmHistory>;
export const alarmHistoriesResponse = z.object({ histories: z.array(alarmHistory), totalCount: z.number().int() });
export type AlarmHistoriesResponse = z.infer<typeof alarmHistoriesResponse>;

export const countsResponse = z.object({
  broadcastScheduleSysId: z.number().int(),
  viewCnt: z.number().int(),
  likeCnt: z.number().int(),
});
export type CountsResponse = z.infer<typeof countsResponse>;

// ---- requests ----

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const broadcastIdParams = z.object({ id: idParam });
export const userBroadcastParams = z.object({ id: idParam, broadcastId: idParam });
export const scheduleQuery = z.object({ broadcastScheduleSysId: idParam.optional() });
export const productsListQuery = z.object({
  broadcastScheduleSysId: idParam.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(100),
});
export const scheduleListQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce
    .number()
    .int()
    .min(1)
    .max(BROADCAST_POLICY.schedulePageSize)
    .default(BROADCAST_POLICY.schedulePageSize),
  /** one KST day; absent means today */
  startDate: dateString.optional(),
  userSysId: idParam.optional(),
});
export const alarmBody = z.object({ isAlarm: z.union([z.literal(0), z.literal(1), z.boolean()]) });
export const alarmResponse = z.object({ broadcastScheduleSysId: z.number().int(), isAlarm: flag01 });
export type AlarmResponse = z.infer<typeof alarmResponse>;

/** LiveItems/{type}: the list screens of live §2. */
export const LIVE_ITEM_TYPES = ['live', 'ready', 'vod'] as const;
export type LiveItemType = (typeof LIVE_ITEM_TYPES)[number];
export const liveItemsQuery = z.object({
  type: z.enum(LIVE_ITEM_TYPES),
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
});
export * from './console-responses.js';
export * from './responses.js';
export * from './seller-responses.js';
