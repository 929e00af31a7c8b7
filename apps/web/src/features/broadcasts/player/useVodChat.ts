import { useCallback, useMemo, useRef, type MutableRefObject, type RefObject } from 'react';
import { CHAT_POLICY, type BroadcastProduct, type ChatMessage, CC } from '@lc/contracts';
import type { ChatClient } from '../chat-client';
import { messageEffects, showPinned } from './player-state';
import type { PlayerMode } from './useChatRoom';
import type { PlayerStore } from './usePlayerState';

/**
 * Replay chat in step with the video (live §7, §9): 10 s windows, the next one loaded within 3 s of
 * the end, 20 messages before the position on a seek (which resets chat, notice and marketing line).
 */
export function useVodChat(o: {
  mode: PlayerMode;
  liveStart: number | null;
  ready: boolean;
  client: MutableRefObject<ChatClient | null>;
  store: PlayerStore;
  products: BroadcastProduct[];
  appendLog: (ms: ChatMessage[]) => void;
  logRef: RefObject<HTMLDivElement | null>;
}) {
  const { mode, liveStart, ready, client, store, products, appendLog, logRef } = o;
  const windows = useVodWindows(client, liveStart, store, logRef);

  const onTime = useCallback(
    (sec: number) => {
      if (mode !== 'vod' || !liveStart || !ready) return;
      const due = windows.advance(liveStart + sec * 1000);
      if (due.length) {
        appendLog(due);
        for (const m of due) for (const s of messageEffects(m, true, products)) store.show(s);
      }
    },
    [mode, liveStart, ready, windows, appendLog, products, store],
  );

  const onSeeking = useCallback(
    (sec: number) => {
      if (mode !== 'vod' || !liveStart) return;
      store.dispatch({ type: 'seeked' });
      windows.seek(liveStart + sec * 1000);
    },
    [mode, liveStart, windows, store],
  );

  return { onTime, onSeeking };
}

interface VodCursor {
  end: number | null;
  queue: ChatMessage[];
  loading: boolean;
  gen: number;
}

/** The replay chat windows: what is loaded, and the messages due at a position. */
function useVodWindows(
  client: MutableRefObject<ChatClient | null>,
  liveStart: number | null,
  store: PlayerStore,
  logRef: RefObject<HTMLDivElement | null>,
) {
  const vod = useRef<VodCursor>({ end: null, queue: [], loading: false, gen: 0 });

  const load = useCallback(
    (start: number, seek: boolean) => {
      const c = client.current;
      if (!c || !liveStart) return;
      const st = vod.current;
      st.loading = true;
      const gen = st.gen;
      void c
        .send('vodChatHist', {
          vod: {
            startDate: new Date(start).toISOString(),
            endDate: new Date(start + CHAT_POLICY.vodWindowMs).toISOString(),
            beforeCnt: seek ? CHAT_POLICY.vodBeforeCnt : 0,
          },
        })
        .then((a) => {
          if (gen !== vod.current.gen) return;
          st.loading = false;
          if (a.resultCode !== CC.OK) return;
          st.end = start + CHAT_POLICY.vodWindowMs;
          if (seek) {
            store.dispatch({ type: 'chatReplaced', messages: a.before });
            requestAnimationFrame(() => logRef.current?.scrollTo({ top: logRef.current.scrollHeight }));
          }
          st.queue.push(...a.messages);
        });
      if (seek) {
        void c.send('fixInfo', { vod: { startDate: new Date(start).toISOString() } }).then((a) => {
          if (gen !== vod.current.gen || a.resultCode !== CC.OK) return;
          store.dispatch({ type: 'noticeSet', text: a.noti ?? null });
          if (a.fixPrdtSysId) store.show(showPinned(a.fixPrdtSysId));
        });
      }
    },
    [client, liveStart, store, logRef],
  );

  /** the messages due at `abs` (ms since epoch), loading the first or next window as needed */
  const advance = useCallback(
    (abs: number): ChatMessage[] => {
      const st = vod.current;
      if (st.end === null) {
        if (!st.loading) load(abs, true);
        return [];
      }
      if (!st.loading && abs >= st.end - CHAT_POLICY.vodReloadBeforeEndMs) load(st.end, false);
      const due = st.queue.filter((m) => Date.parse(m.createdAt) <= abs);
      if (due.length) st.queue = st.queue.filter((m) => Date.parse(m.createdAt) > abs);
      return due;
    },
    [load],
  );

  /** a seek: what was loaded is dropped (answers still on their way are ignored) */
  const seek = useCallback(
    (abs: number) => {
      const st = vod.current;
      st.gen += 1;
      st.end = null;
      st.queue = [];
      st.loading = false;
      load(abs, true);
    },
    [load],
  );

  return useMemo(() => ({ advance, seek }), [advance, seek]);
}
