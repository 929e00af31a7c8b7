import {
  ALL_MSG_TYPES,
  CC,
  CHAT_PERMISSIONS,
  CHAT_POLICY,
  CHAT_STRIP,
  MSG_TYPES,
  STAFF_MSG_TYPES,
  normaliseChatText,
  type ChatCode,
  type ChatEvent,
  type ChatMessage,
  type FixPrdtEvent,
  type QuestionAnswerEvent,
  type ViewPrdtEvent,
} from '@lc/contracts';
import type { NewChatMessage } from './chat.service.js';

/**
 * The message-type rules of the chat room (live §3 "Chat message", §6 rights), pure: which types a
 * sender may post, how each type's fields are cleaned and checked, and which room events a stored
 * message of each type raises. Used by the socket path (`realtime/handlers/chat-message.ts`) and the
 * host's console over HTTP alike, so both apply exactly the same rules.
 */

/** What a sender asked to post (the parsed `chatMessage.message`). */
export interface ChatMessageInput {
  msgType: number;
  msg?: string | undefined;
  content?: string | undefined;
  answer?: string | undefined;
  nickName?: string | undefined;
  prdtSysId?: number | undefined;
  /** a notice's English text (issue 19), for English readers */
  msgEn?: string | undefined;
}

export interface Sender {
  userSysId: number;
  nickName: string;
  userId: string;
  /** the show's sellover host, a manager or an admin (live §6) */
  manager: boolean;
}

/** May this sender post this type at all? (an unknown type is 2002, a staff type from a viewer 9001) */
export function msgTypeRefusal(type: number, manager: boolean): ChatCode | undefined {
  if (!(ALL_MSG_TYPES as readonly number[]).includes(type)) return CC.INVALID_MESSAGE;
  if (STAFF_MSG_TYPES.includes(type) && !manager) return CC.INVALID_AUTHORITY;
  return undefined;
}

/** a notice, question or answer: NFC, control characters as spaces, at most CHAT_POLICY.noticeMaxLength */
export function longText(s: string | undefined): string {
  return Array.from((s ?? '').normalize('NFC').replace(CHAT_STRIP, ' '))
    .slice(0, CHAT_POLICY.noticeMaxLength)
    .join('')
    .trim();
}

/** a nick given with a question or a purchase (the asker's or buyer's, already masked by the sender) */
function givenNick(nickName: string | undefined, fallback: string): string {
  return nickName?.trim() ? normaliseChatText(nickName).slice(0, 40) : fallback;
}

/**
 * The message to store for `input`, or the code refusing it. Assumes `msgTypeRefusal` passed.
 * `productIds` are the broadcast's products (a pin or a rolling product must be one of them).
 */
export function buildChatMessage(
  input: ChatMessageInput,
  sender: Sender,
  productIds: readonly number[],
  at: Date,
): { message: NewChatMessage } | { code: ChatCode } {
  const type = input.msgType;
  const msg = normaliseChatText(input.msg ?? '').trim();
  const m: NewChatMessage = {
    msgType: type,
    msg,
    nickName: sender.nickName,
    userId: sender.userId,
    userSysId: sender.userSysId,
    permission: sender.manager ? CHAT_PERMISSIONS.manager : CHAT_PERMISSIONS.member,
    content: null,
    answer: null,
    prdtSysId: null,
    createdAt: at,
  };
  const invalid = { code: CC.INVALID_MESSAGE } as const;
  switch (type) {
    case MSG_TYPES.normal:
    case MSG_TYPES.banner:
      if (!msg) return invalid;
      break;
    case MSG_TYPES.notice:
      m.msg = longText(input.msg);
      if (!m.msg) return invalid;
      if (longText(input.msgEn)) m.msgEn = longText(input.msgEn);
      break;
    case MSG_TYPES.question: {
      const content = longText(input.content);
      const ans = longText(input.answer);
      if (!content || !ans) return invalid;
      m.content = content;
      m.answer = ans;
      m.nickName = givenNick(input.nickName, m.nickName);
      break;
    }
    case MSG_TYPES.purchase:
      m.nickName = givenNick(input.nickName, m.nickName);
      break;
    case MSG_TYPES.closeNotice:
      break;
    case MSG_TYPES.pinProduct:
    case MSG_TYPES.rollingProduct:
      if (!input.prdtSysId || !productIds.includes(input.prdtSysId)) return invalid;
      m.prdtSysId = input.prdtSysId;
      break;
    default:
      return invalid;
  }
  return { message: m };
}

/** The room events a stored message raises besides `chatMessage` (live §7 "Receives"). */
export type RoomEvent =
  | { name: 'questionAnswer'; payload: QuestionAnswerEvent }
  | { name: 'event'; payload: ChatEvent }
  | { name: 'fixPrdt'; payload: FixPrdtEvent }
  | { name: 'viewPrdt'; payload: ViewPrdtEvent };

/** `event` types (live §7): 1 purchase animation, 2 close notice. */
export const CHAT_EVENT_TYPES = { purchase: 1, closeNotice: 2 } as const;

export function roomEventsFor(room: number, m: ChatMessage): RoomEvent[] {
  switch (m.msgType) {
    case MSG_TYPES.question:
      return [
        {
          name: 'questionAnswer',
          payload: { room, nickName: m.nickName, content: m.content ?? '', answer: m.answer ?? '' },
        },
      ];
    case MSG_TYPES.purchase:
    case MSG_TYPES.closeNotice:
      return [
        {
          name: 'event',
          payload: {
            room,
            type: m.msgType === MSG_TYPES.purchase ? CHAT_EVENT_TYPES.purchase : CHAT_EVENT_TYPES.closeNotice,
            msg: m.msg,
            nickName: m.nickName,
          },
        },
      ];
    case MSG_TYPES.pinProduct:
      return [{ name: 'fixPrdt', payload: { room, prdtSysId: m.prdtSysId } }];
    case MSG_TYPES.rollingProduct:
      return m.prdtSysId === null ? [] : [{ name: 'viewPrdt', payload: { room, prdtSysId: m.prdtSysId } }];
    default:
      return [];
  }
}

/** What the room remembers from a batch: the last notice and the last pinned product (room info). */
export function roomStateAfter(stored: readonly ChatMessage[]): {
  noti?: string;
  notiEn?: string | null;
  fixPrdtSysId?: number | null;
} {
  const out: { noti?: string; notiEn?: string | null; fixPrdtSysId?: number | null } = {};
  for (const m of stored) {
    if (m.msgType === MSG_TYPES.notice) {
      out.noti = m.msg;
      out.notiEn = m.msgEn ?? null;
    }
    if (m.msgType === MSG_TYPES.pinProduct) out.fixPrdtSysId = m.prdtSysId;
  }
  return out;
}
