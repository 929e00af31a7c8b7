import { z } from 'zod';
import { BLACK_TYPES, BROADCAST_CONTROLS, CHAT_POLICY, chatMessage, roomInfo } from './index.js';
import { broadcastInfo } from '../broadcasts/index.js';

/**
 * The host's live console over HTTP (issue 13): `broadcasts/console/{room}` (room = the schedule id).
 * Every action is the HTTP twin of the socket path, with the same rights (live §6): the show's
 * sellover host, managers and admins post answers, notices, banners, pins and control the show;
 * only admins black-list members and block a broadcast. Actions are audited; a repeat with the same
 * `Idempotency-Key` header replays the first answer instead of acting twice.
 */

export const CONSOLE_ACTIONS = [
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
  'livePrice',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** what the caller is to this show */
export const CONSOLE_ROLES = ['host', 'manager', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const consoleRoomParams = z.object({ room: z.coerce.number().int().positive().max(2_147_483_647) });

const longText = z.string().trim().min(1).max(CHAT_POLICY.noticeMaxLength);
const prdt = z.number().int().positive();

export const consoleAnswerBody = z.object({
  /** the question (from chat) and the host's answer */
  content: longText,
  answer: longText,
  /** the asker's nick as chat showed it */
  nickName: z.string().trim().max(40).optional(),
});
export const consoleTextBody = z.object({
  msg: longText,
  /** a notice's English text for English readers (issue 19; optional, notices only) */
  msgEn: z.string().trim().max(CHAT_POLICY.noticeMaxLength).optional(),
});
export const consoleCloseNoticeBody = z.object({ msg: z.string().trim().max(CHAT_POLICY.noticeMaxLength).default('') });
export const consolePinBody = z.object({ prdtSysId: prdt });
/** live price on (for the show's window) or off (from now) for one of the show's products */
export const consoleLivePriceBody = z.object({ prdtSysId: prdt, on: z.boolean() });
export const consoleBlacklistBody = z.object({
  userSysId: z.number().int().positive(),
  blackType: z.union([
    z.literal(BLACK_TYPES.muted),
    z.literal(BLACK_TYPES.forcedExit),
    z.literal(BLACK_TYPES.permanentExit),
  ]),
});
export const consoleControlBody = z.object({ type: z.enum(BROADCAST_CONTROLS) });

/** GET broadcasts/console/{room}: what the console shows. */
export const consoleState = z.object({
  room: z.number().int(),
  role: z.enum(CONSOLE_ROLES),
  /** admins only: black-list members and block the broadcast */
  canModerate: z.boolean(),
  broadcast: broadcastInfo,
  roomInfo,
  /** the latest chat, oldest first */
  messages: z.array(chatMessage),
  /** the latest audited actions, newest first */
  actions: z.array(
    z.object({
      action: z.enum(CONSOLE_ACTIONS),
      actorUserSysId: z.number().int(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type ConsoleState = z.infer<typeof consoleState>;

/** The answer of a posting action: the stored chat message's sequence number. */
export const consolePosted = z.object({ seq: z.number().int() });
export type ConsolePosted = z.infer<typeof consolePosted>;

export const CONSOLE_POLICY = {
  /** chat lines the console loads */
  recentMessages: 50,
  /** audited actions the console lists */
  recentActions: 20,
} as const;
