import { z } from 'zod';

/**
 * Chat socket (live §7 "Chat socket", §8 join codes, §9 constants). Socket.IO, one room per
 * broadcast schedule (room id = broadcastScheduleSysId), the access token in the handshake `auth`.
 * The join codes reuse numbers of the HTTP catalogue with other meanings, so they live here.
 */

export interface ChatCodeEntry {
  readonly ko: string;
  readonly en: string;
  /**
   * what the client does (live §8); `retry`: stays in the room, the chat reconnects by itself and the
   * same send works again shortly (issue 26: the nodes' shared Redis is away)
   */
  readonly action: 'ok' | 'leave' | 'stay' | 'refresh' | 'retry';
}

const c = (action: ChatCodeEntry['action'], ko: string, en: string): ChatCodeEntry => ({ action, ko, en });

export const CHAT_CODES = {
  '0001': c('ok', '성공', 'Success'),
  '1001': c('leave', '회원 정보를 확인할 수 없습니다.', 'Your member information could not be found.'),
  '1002': c(
    'leave',
    '다른 기기에서 로그인되어 채팅이 종료됩니다.',
    'You logged in on another device; this chat is closed.',
  ),
  '1003': c('leave', '차단된 방송입니다.', 'This broadcast has been blocked.'),
  '1004': c(
    'leave',
    '운영 정책 위반으로 강제 퇴장되었습니다.',
    'You were forced out of the broadcast for violating the rules.',
  ),
  '1005': c(
    'stay',
    '채팅 예절 위반으로 관리자에 의해 채팅이 금지되었습니다.',
    'An administrator has banned you from chatting for breaching chat etiquette.',
  ),
  '1403': c('refresh', '토큰이 만료되었습니다.', 'Your token has expired.'),
  /** beyond the spec: per-user chat rate limit (docs/decisions.md) */
  '1429': c(
    'stay',
    '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 입력해 주세요.',
    'You are sending messages too fast. Please wait a moment.',
  ),
  /** beyond the spec: per-member like rate limit (LIKE_POLICY; issue 25) */
  '1430': c(
    'stay',
    '좋아요를 너무 빠르게 누르고 있어요. 잠시 후 다시 눌러 주세요.',
    'You are liking too fast. Please wait a moment.',
  ),
  /** live §8 'failed to join game': full, closed, or not a member (issue 13) */
  '4001': c('stay', '게임 참여에 실패했습니다.', 'Failed to join the game.'),
  /** a choice that does not count: after the deadline, already sent, or out of the game */
  '4002': c('stay', '선택이 반영되지 않았습니다.', 'Your choice did not count.'),
  '2001': c('leave', '유효하지 않은 채팅방입니다.', 'This chat room is not valid.'),
  '2002': c('stay', '유효하지 않은 메시지입니다.', 'This message is not valid.'),
  '3001': c('stay', '정상적인 방송이 아닙니다.', 'This is not a normal broadcast.'),
  '9000': c('leave', '유효하지 않은 소켓 통신입니다.', 'Invalid socket communication.'),
  '9001': c('leave', '권한이 없습니다.', 'You do not have the authority.'),
  /** beyond the spec (issue 26): the nodes cannot share chat right now; resumes by itself within seconds */
  '9002': c(
    'retry',
    '채팅 연결을 다시 잇는 중입니다. 잠시 후 다시 보내 주세요.',
    'Chat is reconnecting. Please send again in a moment.',
  ),
} as const satisfies Record<string, ChatCodeEntry>;

export type ChatCode = keyof typeof CHAT_CODES;

export const CC = {
  OK: '0001',
  MEMBER_NOT_FOUND: '1001',
  OTHER_DEVICE: '1002',
  BLOCKED_BROADCAST: '1003',
  FORCED_OUT: '1004',
  CHAT_BANNED: '1005',
  TOKEN_EXPIRED: '1403',
  RATE_LIMITED: '1429',
  LIKE_RATE_LIMITED: '1430',
  INVALID_ROOM: '2001',
  GAME_JOIN_FAILED: '4001',
  GAME_CHOICE_REFUSED: '4002',
  INVALID_MESSAGE: '2002',
  NOT_NORMAL_BROADCAST: '3001',
  INVALID_SOCKET: '9000',
  INVALID_AUTHORITY: '9001',
  CHAT_RECONNECTING: '9002',
} as const satisfies Record<string, ChatCode>;

export function chatMessageText(code: string, lang: 'ko' | 'en'): string {
  const e = (CHAT_CODES as Record<string, ChatCodeEntry>)[code];
  return e ? e[lang] : CHAT_CODES['9000'][lang];
}

export const CHAT_POLICY = {
  /** live §9: text is cut to this many characters once it reaches `maxLength` */
  keptLength: 139,
  maxLength: 140,
  /** live §9: list cap of about 51 lines (we keep 50) */
  logLines: 50,
  heartbeatMs: 10_000,
  reconnectDelayMaxMs: 10_000,
  timeoutMs: 20_000,
  /** rate limit per user: this many messages per window */
  rateLimitCount: 3,
  rateLimitWindowSeconds: 2,
  /** replay chat: 10 s windows, reload within 3 s of the end, 20 messages before on seek */
  vodWindowMs: 10_000,
  vodReloadBeforeEndMs: 3_000,
  vodBeforeCnt: 20,
  /** the longest window a client may ask for at once */
  vodMaxWindowMs: 60_000,
  /** catch-up after a reconnect: at most this many missed messages are replayed */
  catchUpMax: 500,
  /** a user without a nick shows the first 3 characters of the id plus two asterisks */
  maskedIdChars: 3,
  noticeMaxLength: 300,
} as const;

/** msgType (live §3). */
export const MSG_TYPES = {
  normal: 0,
  question: 1,
  notice: 3,
  banner: 4,
  purchase: 6,
  closeNotice: 7,
  pinProduct: 8,
  rollingProduct: 9,
} as const;
export const ALL_MSG_TYPES = [0, 1, 3, 4, 6, 7, 8, 9] as const;
export type MsgType = (typeof ALL_MSG_TYPES)[number];
/** types only a manager or the host may send */
export const STAFF_MSG_TYPES: readonly number[] = [1, 3, 4, 6, 7, 8, 9];

/** permission (live §6): 1 member, 2 manager/host, 4 guest. */
export const CHAT_PERMISSIONS = { member: 1, manager: 2, guest: 4 } as const;

/** Black-list types (live §3): 0 muted, 1 forced exit (this broadcast), 2 permanent exit. */
export const BLACK_TYPES = { muted: 0, forcedExit: 1, permanentExit: 2 } as const;
export type BlackType = (typeof BLACK_TYPES)[keyof typeof BLACK_TYPES];

/** broadcastControl types. */
export const BROADCAST_CONTROLS = ['start', 'end', 'exit', 'block'] as const;
export type BroadcastControlType = (typeof BROADCAST_CONTROLS)[number];

/** live §3 "Chat message". `seq` orders a room's messages; `createdAt` is an ISO instant. */
export const chatMessage = z.object({
  seq: z.number().int(),
  msgType: z.number().int(),
  msg: z.string(),
  nickName: z.string(),
  userId: z.string(),
  userSysId: z.number().int().nullable(),
  permission: z.number().int(),
  /** a question: content is the question, answer the host's answer */
  content: z.string().nullable(),
  answer: z.string().nullable(),
  prdtSysId: z.number().int().nullable(),
  /** 0 live, 1 history (replayed from the store) */
  histType: z.number().int(),
  createdAt: z.string(),
  /** issue 19: a notice's English text for English readers (live delivery only; absent when none) */
  msgEn: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const roomInfo = z.object({
  likeCnt: z.number().int(),
  joinCnt: z.number().int(),
  viewCnt: z.number().int(),
  noti: z.string().nullable(),
  /** issue 19: the notice's stored English text (null: none, English readers see `noti`) */
  notiEn: z.string().nullable().optional(),
  fixPrdtSysId: z.number().int().nullable(),
  liveFlag: z.number().int(),
});
export type RoomInfo = z.infer<typeof roomInfo>;

const room = z.coerce.number().int().positive().max(2_147_483_647);

// ---- client → server ----
export const joinRoomRequest = z.object({
  room,
  mode: z.enum(['live', 'vod']).default('live'),
  /** highest seq the client already has (catch-up after a reconnect) */
  lastSeq: z.number().int().min(0).optional(),
});
export const leaveRoomRequest = z.object({ room });
export const heartbeatRequest = z.object({ room });
export const chatMessageRequest = z.object({
  room,
  message: z.object({
    msgType: z.number().int(),
    msg: z.string().max(2000).default(''),
    content: z.string().max(2000).optional(),
    answer: z.string().max(2000).optional(),
    nickName: z.string().max(40).optional(),
    prdtSysId: z.number().int().positive().optional(),
    /** a notice's English text (issue 19; staff only, like the notice) */
    msgEn: z.string().max(2000).optional(),
  }),
});
/**
 * Likes per member (issue 25, beyond the spec): one `like` event adds at most `maxCntPerEvent` (a
 * larger `cnt` is refused: 9000), and a member's events are limited to `eventsPerWindow` per
 * `windowSeconds` (1430, retryAfterSeconds): at most 50 likes in 10 s, five taps a second.
 * docs/decisions.md.
 */
export const LIKE_POLICY = {
  maxCntPerEvent: 5,
  eventsPerWindow: 10,
  windowSeconds: 10,
} as const;
export const likeRequest = z.object({ room, cnt: z.number().int().min(1).max(LIKE_POLICY.maxCntPerEvent).default(1) });
export const vodChatHistRequest = z.object({
  room,
  vod: z.object({
    startDate: z.string().datetime({ offset: true }),
    endDate: z.string().datetime({ offset: true }),
    beforeCnt: z.number().int().min(0).max(100).optional(),
  }),
});
export const fixInfoRequest = z.object({ room, vod: z.object({ startDate: z.string().datetime({ offset: true }) }) });
export const chkLiveRequest = z.object({ room });
export const regBlackUserRequest = z.object({
  room,
  userSysId: z.number().int().positive(),
  blackType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export const broadcastControlRequest = z.object({ room, type: z.enum(BROADCAST_CONTROLS) });

// ---- server → client payloads ----
export interface JoinRoomAnswer {
  resultCode: ChatCode;
  room: number;
  mode?: 'live' | 'vod';
  roomInfo?: RoomInfo;
  permission?: number;
  nickName?: string;
  /** highest seq of the room when joined */
  lastSeq?: number;
  /** messages missed since the client's lastSeq */
  messages?: ChatMessage[];
}
export interface ChatMessageBatch {
  room: number;
  messages: ChatMessage[];
}
export interface QuestionAnswerEvent {
  room: number;
  nickName: string;
  content: string;
  answer: string;
}
export interface ChatEvent {
  room: number;
  /** 1 purchase animation, 2 close notice */
  type: 1 | 2;
  msg: string;
  nickName: string;
}
export interface ViewPrdtEvent {
  room: number;
  prdtSysId: number;
}
export interface FixPrdtEvent {
  room: number;
  prdtSysId: number | null;
}
export interface RegBlackUserEvent {
  room: number;
  userSysId: number;
  blackType: 0 | 1 | 2;
  resultCode: ChatCode;
}
export interface BroadcastControlEvent {
  room: number;
  type: BroadcastControlType;
  liveFlag: number;
}
export interface LikeEvent {
  room: number;
  likeCnt: number;
  viewCnt: number;
  joinCnt: number;
}
export interface VodChatHistAnswer {
  room: number;
  resultCode: ChatCode;
  /** the window asked for (absent when the request was refused) */
  startDate?: string;
  endDate?: string;
  messages: ChatMessage[];
  /** the messages just before startDate (beforeCnt) */
  before: ChatMessage[];
}
export interface FixInfoAnswer {
  room: number;
  resultCode: ChatCode;
  noti: string | null;
  fixPrdtSysId: number | null;
}
export interface ChkLiveAnswer {
  room: number;
  resultCode: ChatCode;
  liveFlag: number;
}
/** Acknowledgement of any client event. */
export interface ChatAck {
  resultCode: ChatCode;
  [k: string]: unknown;
}

/** Text rules (live §5, issue 5 §3): NFC, control and bidi-override characters removed, cut at 140 → 139. */
export function normaliseChatText(input: string): string {
  const cleaned = input
    .normalize('NFC')
    .replace(/[\t\n\r]+/g, ' ')
    .replace(CHAT_STRIP, '');
  // a string shorter than the limit in UTF-16 units is shorter in characters too: most chat lines
  // skip splitting into characters (bench/chat: every message of a flood passes here)
  if (cleaned.length < CHAT_POLICY.maxLength) return cleaned;
  const chars = Array.from(cleaned);
  return chars.length >= CHAT_POLICY.maxLength ? chars.slice(0, CHAT_POLICY.keptLength).join('') : cleaned;
}

/** Control characters and bidirectional overrides/isolates/marks: removed from chat text. */
export const CHAT_STRIP = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Display name (live §5): the nick, or the first 3 characters of the id and two asterisks. */
export function chatDisplayName(nickName: string | null | undefined, userId: string): string {
  if (nickName && nickName.trim()) return nickName;
  return `${Array.from(userId).slice(0, CHAT_POLICY.maskedIdChars).join('')}**`;
}
