import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHAT_POLICY, MSG_TYPES, UI_POLICY, chatMessageText, type BroadcastProduct, CC } from '@lc/contracts';
import { ask, notify } from '../../../shared/dialog';
import { useLocale, useT } from '../../../shared/i18n';
import { rememberLandingPage, useSession } from '../../../shared/session';
import { session } from '../../../shared/storage';
import type { ChatClient } from '../chat-client';
import { PLAYER_POLICY } from '../player-rules';
import type { PlayerMode } from './useChatRoom';

const MUTE_KEY = 'playerMuted';

/**
 * Sound (remembered for the session) and the full / PIP display with its 500 ms debounce (live §2);
 * the display itself belongs to the player host (issue 19 #5), which moves between the routes.
 */
export function useDisplay(display: 'full' | 'pip', onDisplay: (next: 'full' | 'pip') => void) {
  const [muted, setMuted] = useState(() => session.get(MUTE_KEY) !== 'false');
  const lastModeChange = useRef(0);
  const toggleMute = () =>
    setMuted((m) => {
      session.set(MUTE_KEY, String(!m));
      return !m;
    });
  const changeDisplay = (next: 'full' | 'pip') => {
    const now = Date.now();
    if (next === display || now - lastModeChange.current < PLAYER_POLICY.modeDebounceMs) return;
    lastModeChange.current = now;
    onDisplay(next);
  };
  return { muted, toggleMute, display, changeDisplay };
}

/** Asks a guest to log in (the confirm of `key`), coming back to this page after. */
export function useAskLogin() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (key: string) => {
      void ask(t(key)).then((yes) => {
        if (!yes) return;
        rememberLandingPage(location.pathname + location.search);
        void navigate('/Login');
      });
    },
    [t, navigate, location.pathname, location.search],
  );
}

/** Chat text, sending, liking (login asked for), and opening a product from the player (live §2, §5). */
export function useViewerActions(room: number, mode: PlayerMode, client: MutableRefObject<ChatClient | null>) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const [text, setText] = useState('');
  const askLogin = useAskLogin();
  const send = async () => {
    if (!isLogin) return askLogin('broadcasts.player.chatLogin');
    if (!text.trim()) return;
    const a = await client.current?.send('chatMessage', { message: { msgType: MSG_TYPES.normal, msg: text } });
    if (a?.resultCode === CC.OK) setText('');
    else if (a) void notify(chatMessageText(a.resultCode, locale));
  };
  const like = async () => {
    if (!isLogin) return askLogin('broadcasts.player.likeLogin');
    await client.current?.send('like', { cnt: 1 });
  };
  const onText = (v: string) => {
    const chars = Array.from(v);
    setText(chars.length >= CHAT_POLICY.maxLength ? chars.slice(0, CHAT_POLICY.keptLength).join('') : v);
  };
  const onChatFocus = () => {
    if (!isLogin) askLogin('broadcasts.player.chatLogin');
  };
  // live §9: a screen change from the player waits UI_POLICY.navigationDelayMs (the tap shows first)
  const go = (path: string) => window.setTimeout(() => void navigate(path), UI_POLICY.navigationDelayMs);
  const openProduct = (p: BroadcastProduct, from: 'list' | 'pin' | 'strip') => {
    if (p.isDisplay === 0) return notify(t('broadcasts.player.cannotBuy'));
    if (mode === 'vod') return go(`/Product/${p.prdtSysId}${p.isSoldout ? '?liveFlag=true' : ''}`);
    if (from === 'pin') return go(`/product/${p.prdtSysId}/live/${p.broadcastProductSysId}`);
    if (from === 'list') return go(`/Product/${p.prdtSysId}/live/${room}`);
    go(`/Product/${p.prdtSysId}/Live/${room}`);
  };
  return { isLogin, text, onText, send, like, onChatFocus, openProduct };
}
