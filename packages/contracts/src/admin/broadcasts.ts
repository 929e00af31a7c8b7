import { z } from 'zod';
import { dateOnly, hhmm, id, list, optText, text } from './fields.js';
import { adminListQuery } from './lists.js';

// broadcasts and their stream keys
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

// ---- a stream key issued from the back-office (issue 15 gap 5): POST admin/broadcasts/:id/stream-keys
export const adminIssueStreamKeyRequest = z.object({
  broadcastScheduleSysId: id,
  /** the operator confirms the host agreed to the broadcast rules (live §5) */
  isAgree: z.literal(true),
});
