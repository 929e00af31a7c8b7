import { CHAT_POLICY, MSG_TYPES, type BroadcastProduct, type ChatMessage, type RoomInfo } from '@lc/contracts';
import { PLAYER_POLICY } from '../player-rules';
import type { Locale } from '../../../shared/i18n';

/**
 * The player's overlay state (live §2) and the named actions that change it. Pure: the timing (a
 * pinned card for 6 s, a banner until it has scrolled, …) is described by `Shown` and carried out by
 * `usePlayerState`.
 */

export interface Question {
  nickName: string;
  content: string;
  answer: string;
}
/** the line over the chat: someone is buying (msgType 6 / event 1) or the show closes (7 / event 2) */
export type EventLine = { kind: 'purchase'; nickName: string } | { kind: 'closing'; msg: string };
export interface Counts {
  likeCnt: number;
  viewCnt: number;
  joinCnt: number;
}

/**
 * The video's loading state (issue 32 #3): `loading` (a spinner), `slow` (the spinner and "Loading
 * video…" after PLAYER_POLICY.videoSlowMs), `stalled` (still nothing after videoStalledMs: a clear
 * message and a retry), `ready` (it has data: playing, or paused by the browser), or `unavailable` (the server has no video for the show).
 */
export type VideoPhase = 'loading' | 'slow' | 'stalled' | 'ready' | 'unavailable';

export interface PlayerState {
  log: ChatMessage[];
  counts: Counts;
  noti: string | null;
  notiOpen: boolean;
  banner: string | null;
  pinned: number | null;
  answer: Question | null;
  eventLine: EventLine | null;
  /** index of the product the rolling strip shows */
  rolling: number;
  /** the live ended and the player closes in 10 s */
  ending: boolean;
  video: VideoPhase;
}

export type PlayerAction =
  | { type: 'joined'; info: RoomInfo; live: boolean }
  | { type: 'chatAppended'; messages: ChatMessage[] }
  | { type: 'chatReplaced'; messages: ChatMessage[] }
  | { type: 'countsChanged'; counts: Counts }
  | { type: 'noticeSet'; text: string | null }
  | { type: 'noticeOpened' }
  | { type: 'noticeClosed' }
  | { type: 'bannerShown'; text: string }
  | { type: 'bannerCleared' }
  | { type: 'productPinned'; prdtSysId: number | null }
  | { type: 'pinClosed' }
  | { type: 'answerShown'; question: Question }
  | { type: 'answerClosed' }
  | { type: 'eventShown'; line: EventLine }
  | { type: 'eventCleared' }
  | { type: 'stripRolled'; productCount: number }
  | { type: 'stripShown'; index: number }
  | { type: 'liveEnding' }
  /** the video (re)starts loading: a new source or a retry */
  | { type: 'videoLoading' }
  /** the playing video waits for data */
  | { type: 'videoWaiting' }
  | { type: 'videoSlow' }
  | { type: 'videoStalled' }
  /** the video has data */
  | { type: 'videoReady' }
  /** the server answered that there is no video (503): no retry */
  | { type: 'videoUnavailable' }
  /** a replay seek: chat, notice and marketing line are reset */
  | { type: 'seeked' };

export const initialPlayerState = (counts: Counts, noti: string | null): PlayerState => ({
  log: [],
  counts,
  noti,
  notiOpen: false,
  banner: null,
  pinned: null,
  answer: null,
  eventLine: null,
  rolling: 0,
  ending: false,
  video: 'loading',
});

/** the message types the chat log shows (others only drive overlays) */
const LOG_TYPES: readonly number[] = [MSG_TYPES.normal, MSG_TYPES.question, MSG_TYPES.notice];
export const inLog = (m: ChatMessage) => LOG_TYPES.includes(m.msgType);

export function playerReducer(s: PlayerState, a: PlayerAction): PlayerState {
  switch (a.type) {
    case 'joined':
      return {
        ...s,
        counts: { likeCnt: a.info.likeCnt, viewCnt: a.info.viewCnt, joinCnt: a.info.joinCnt },
        noti: a.live ? a.info.noti : s.noti,
      };
    case 'chatAppended':
      return { ...s, log: [...s.log, ...a.messages.filter(inLog)].slice(-CHAT_POLICY.logLines) };
    case 'chatReplaced':
      return { ...s, log: a.messages.filter(inLog) };
    case 'countsChanged':
      return { ...s, counts: a.counts };
    case 'noticeSet':
      return { ...s, noti: a.text };
    case 'noticeOpened':
      return { ...s, notiOpen: true };
    case 'noticeClosed':
      return { ...s, notiOpen: false };
    case 'bannerShown':
      return { ...s, banner: a.text };
    case 'bannerCleared':
      return { ...s, banner: null };
    case 'productPinned':
      return { ...s, pinned: a.prdtSysId };
    case 'pinClosed':
      return { ...s, pinned: null };
    case 'answerShown':
      return { ...s, answer: a.question };
    case 'answerClosed':
      return { ...s, answer: null };
    case 'eventShown':
      return { ...s, eventLine: a.line };
    case 'eventCleared':
      return { ...s, eventLine: null };
    case 'stripRolled':
      return a.productCount < 2 ? s : { ...s, rolling: (s.rolling + 1) % a.productCount };
    case 'stripShown':
      return a.index >= 0 ? { ...s, rolling: a.index } : s;
    case 'liveEnding':
      return { ...s, ending: true };
    case 'seeked':
      return { ...s, log: [], noti: null, banner: null };
    default:
      return videoReducer(s, a);
  }
}

/** The video's loading phase: each step only from the phases it follows (a late timer changes nothing). */
function videoReducer(s: PlayerState, a: PlayerAction): PlayerState {
  const to = (video: VideoPhase) => (video === s.video ? s : { ...s, video });
  switch (a.type) {
    case 'videoLoading':
      return s.video === 'unavailable' ? s : to('loading');
    case 'videoWaiting':
      return s.video === 'ready' ? to('loading') : s;
    case 'videoSlow':
      return s.video === 'loading' ? to('slow') : s;
    case 'videoStalled':
      return s.video === 'loading' || s.video === 'slow' ? to('stalled') : s;
    case 'videoReady':
      return s.video === 'unavailable' ? s : to('ready');
    case 'videoUnavailable':
      return to('unavailable');
    default:
      return s;
  }
}

/** issue 19: a message's text for the reader (a notice's English text when there is one). */
export const localMsg = (m: ChatMessage, lang: Locale): string => (lang === 'en' && m.msgEn) || m.msg;
/** issue 19: the room's notice for the reader (its stored English text when there is one). */
export const localNoti = (info: RoomInfo, lang: Locale): string | null => (lang === 'en' && info.notiEn) || info.noti;

/** An action, and the one(s) that follow it after `ms` (timer `key`: a newer one replaces it). */
export interface Timed {
  key: string;
  ms: number;
  action: PlayerAction;
}
export interface Shown {
  action: PlayerAction;
  clear?: Timed | readonly Timed[];
}

/** The video starts loading or waits for data: "Loading video…" after a few seconds, then the stalled
 * message (issue 32 #3). */
export const showVideoWait = (type: 'videoLoading' | 'videoWaiting'): Shown => ({
  action: { type },
  clear: [
    { key: 'videoSlow', ms: PLAYER_POLICY.videoSlowMs, action: { type: 'videoSlow' } },
    { key: 'videoStalled', ms: PLAYER_POLICY.videoStalledMs, action: { type: 'videoStalled' } },
  ],
});

export const showPinned = (prdtSysId: number | null): Shown => ({
  action: { type: 'productPinned', prdtSysId },
  clear: { key: 'pin', ms: PLAYER_POLICY.pinnedMs, action: { type: 'pinClosed' } },
});
export const showAnswer = (question: Question): Shown => ({
  action: { type: 'answerShown', question },
  clear: { key: 'answer', ms: PLAYER_POLICY.answerMs, action: { type: 'answerClosed' } },
});
export const showEvent = (line: EventLine): Shown => ({
  action: { type: 'eventShown', line },
  clear: { key: 'event', ms: PLAYER_POLICY.eventMs, action: { type: 'eventCleared' } },
});
export const showBanner = (text: string): Shown => ({
  action: { type: 'bannerShown', text },
  clear: { key: 'banner', ms: PLAYER_POLICY.bannerMs, action: { type: 'bannerCleared' } },
});

/**
 * What a chat message does to the overlays. Live, only notices and banners come as messages (the
 * other types arrive as their own events); a replay (`fromHistory`) replays every type from the log.
 */
export function messageEffects(
  m: ChatMessage,
  fromHistory: boolean,
  products: BroadcastProduct[],
  lang: Locale = 'ko',
): Shown[] {
  switch (m.msgType) {
    case MSG_TYPES.notice:
      return [{ action: { type: 'noticeSet', text: localMsg(m, lang) } }];
    case MSG_TYPES.banner:
      return [showBanner(m.msg)];
    case MSG_TYPES.question:
      return fromHistory && m.content && m.answer
        ? [showAnswer({ nickName: m.nickName, content: m.content, answer: m.answer })]
        : [];
    case MSG_TYPES.purchase:
      return fromHistory ? [showEvent({ kind: 'purchase', nickName: m.nickName })] : [];
    case MSG_TYPES.closeNotice:
      return fromHistory ? [showEvent({ kind: 'closing', msg: m.msg })] : [];
    case MSG_TYPES.pinProduct:
      return fromHistory && m.prdtSysId ? [showPinned(m.prdtSysId)] : [];
    case MSG_TYPES.rollingProduct:
      return fromHistory && m.prdtSysId
        ? [{ action: { type: 'stripShown', index: products.findIndex((p) => p.prdtSysId === m.prdtSysId) } }]
        : [];
    default:
      return [];
  }
}
