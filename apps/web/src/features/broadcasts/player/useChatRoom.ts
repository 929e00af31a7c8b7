import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  BLACK_TYPES,
  CC,
  LIVE_FLAGS,
  chatMessageText,
  type BroadcastProduct,
  type ChatMessage,
  type LiveCoupon,
} from '@lc/contracts';
import type { GameView } from '@lc/contracts';
import { notify } from '../../../shared/dialog';
import { useLocale, useT } from '../../../shared/i18n';
import { ChatClient, type GameEventName, type RoomEventOf } from '../chat-client';
import { PLAYER_POLICY } from '../player-rules';
import { localNoti, messageEffects, showAnswer, showEvent, showPinned } from './player-state';
import type { PlayerStore } from './usePlayerState';

export type PlayerMode = 'live' | 'vod';

/** Appends to the chat log, scrolling to the end when the reader was within 150 px of it (live §2). */
export function useAppendLog(store: PlayerStore, logRef: RefObject<HTMLDivElement | null>) {
  return useCallback(
    (ms: ChatMessage[]) => {
      const el = logRef.current;
      const nearEnd = !el || el.scrollHeight - el.scrollTop - el.clientHeight < PLAYER_POLICY.scrollThresholdPx;
      store.dispatch({ type: 'chatAppended', messages: ms });
      if (nearEnd) requestAnimationFrame(() => logRef.current?.scrollTo({ top: logRef.current.scrollHeight }));
    },
    [store, logRef],
  );
}

/**
 * The player's chat room (live §7): joins, takes messages and room events into the overlay state,
 * and acts on join codes, black-listing and broadcast control (§4, §8).
 */
export function useChatRoom(o: {
  room: number;
  mode: PlayerMode;
  store: PlayerStore;
  products: BroadcastProduct[];
  appendLog: (ms: ChatMessage[]) => void;
  closeLater: (message: string) => void;
  onLiveCoupon: (c: LiveCoupon) => void;
  onGame: (name: GameEventName, v: GameView) => void;
  /** joined (again): the current game */
  onJoined: () => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const client = useRef<ChatClient | null>(null);
  const [ready, setReady] = useState(false);
  // the handlers see the latest props without reconnecting
  const latest = useRef(o);
  const tl = useRef({ t, locale });
  useLayoutEffect(() => {
    latest.current = o;
    tl.current = { t, locale };
  });

  useEffect(() => {
    const { room, mode } = latest.current;
    const onEvent = (e: RoomEventOf) => roomEvent(e, latest.current, tl.current);
    const c = new ChatClient(room, mode, {
      onJoin: (a) => {
        setReady(true);
        if (mode === 'live') {
          latest.current.onJoined();
          void checkLive(c, () => latest.current.closeLater(tl.current.t('broadcasts.player.liveEnded')));
        }
        if (a.roomInfo) {
          const info = { ...a.roomInfo, noti: localNoti(a.roomInfo, tl.current.locale) };
          latest.current.store.dispatch({ type: 'joined', info, live: mode === 'live' });
        }
      },
      onMessages: (ms) => {
        if (mode !== 'live') return;
        const { appendLog, store, products } = latest.current;
        appendLog(ms);
        for (const m of ms) for (const s of messageEffects(m, false, products, tl.current.locale)) store.show(s);
      },
      onEvent,
      onCode: (code, action) => {
        const { closeLater } = latest.current;
        const { t: tr, locale: lang } = tl.current;
        if (action === 'refreshFailed') return closeLater(tr('broadcasts.player.refreshFailed'));
        if (code === CC.INVALID_MESSAGE || code === CC.NOT_NORMAL_BROADCAST) return;
        if (action === 'leave') closeLater(chatMessageText(code, lang));
        else void notify(chatMessageText(code, lang));
      },
    });
    client.current = c;
    return () => {
      c.close();
      client.current = null;
    };
  }, [o.room, o.mode]);

  return { client, ready };
}

/**
 * live §7 `chklive`: after every (re)join of a live room the player asks the server over the socket
 * whether the show is still on air; an end it missed (a `broadcastControl` sent while it was
 * reconnecting) closes the player with the 'live ended' message.
 */
async function checkLive(c: ChatClient, ended: () => void) {
  const a = await c.send('chklive', {});
  if (a.resultCode === CC.OK && (a.liveFlag === LIVE_FLAGS.ended || a.liveFlag === LIVE_FLAGS.exited)) ended();
}

/** What a room event does to the player (live §4 black-list effect and live control, §7 events). */
function roomEvent(
  e: RoomEventOf,
  o: {
    store: PlayerStore;
    products: BroadcastProduct[];
    closeLater: (m: string) => void;
    onLiveCoupon: (c: LiveCoupon) => void;
    onGame: (name: GameEventName, v: GameView) => void;
  },
  { t: tr, locale: lang }: { t: ReturnType<typeof useT>; locale: ReturnType<typeof useLocale>[0] },
) {
  const { store, products, closeLater } = o;
  switch (e.name) {
    case 'like':
      store.dispatch({ type: 'countsChanged', counts: e.payload });
      return;
    case 'questionAnswer':
      store.show(showAnswer(e.payload));
      return;
    case 'event':
      store.show(
        showEvent(
          e.payload.type === 1
            ? { kind: 'purchase', nickName: e.payload.nickName }
            : { kind: 'closing', msg: e.payload.msg },
        ),
      );
      return;
    case 'fixPrdt':
      store.show(showPinned(e.payload.prdtSysId));
      return;
    case 'viewPrdt':
      store.dispatch({
        type: 'stripShown',
        index: products.findIndex((x) => x.prdtSysId === e.payload.prdtSysId),
      });
      return;
    case 'regBlackUser':
      if (e.payload.blackType === BLACK_TYPES.muted) void notify(chatMessageText(CC.CHAT_BANNED, lang));
      else
        closeLater(
          e.payload.blackType === BLACK_TYPES.permanentExit
            ? tr('broadcasts.player.expelled')
            : tr('broadcasts.player.forcedOut'),
        );
      return;
    case 'liveCoupon':
      o.onLiveCoupon(e.payload);
      return;
    case 'createGame':
    case 'joinGame':
    case 'chooseGameSellover':
    case 'chooseGameUser':
    case 'resultGame':
    case 'modGame':
      o.onGame(e.name, e.payload);
      return;
    case 'broadcastControl':
      if (e.payload.type === 'end') closeLater(tr('broadcasts.player.liveEnded'));
      else if (e.payload.type === 'exit') {
        store.dispatch({ type: 'liveEnding' });
        store.later('exit', PLAYER_POLICY.liveExitDelayMs, () => closeLater(tr('broadcasts.player.ended')));
      } else if (e.payload.type === 'block') closeLater(chatMessageText(CC.BLOCKED_BROADCAST, lang));
      return;
  }
}
