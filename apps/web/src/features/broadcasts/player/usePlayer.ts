import { useCallback, useEffect, useRef, useState } from 'react';
import type { BroadcastInfo } from '@lc/contracts';
import { PLAYER_POLICY } from '../player-rules';
import type { VideoHandle } from '../VideoView';
import type { ChatClient } from '../chat-client';
import { useAppendLog, useChatRoom, type PlayerMode } from './useChatRoom';
import { useCloseLater, usePlayerMedia, useVideoErrors } from './usePlayerMedia';
import { usePlayerState } from './usePlayerState';
import { showVideoWait } from './player-state';
import { useVodChat } from './useVodChat';
import { useLiveCoupons } from './useLiveCoupons';
import { useGame } from './useGame';
import { useAskLogin, useDisplay, useViewerActions } from './useViewerControls';
import type { Dialog } from './PlayerDialogs';

/**
 * Everything the player runs besides its elements: media, chat, game, coupons, VOD chat, display and
 * viewer actions, the open dialog and the rolling product strip. The video element stays in `Player`.
 */
export function usePlayer({
  b,
  mode,
  shown,
  onDisplay,
  onClose,
}: {
  b: BroadcastInfo;
  mode: PlayerMode;
  shown: 'full' | 'pip';
  onDisplay(next: 'full' | 'pip'): void;
  onClose: () => void;
}) {
  const room = b.broadcastScheduleSysId;
  const closeLater = useCloseLater(onClose);
  const media = usePlayerMedia(b, mode, closeLater);
  const [state, store] = usePlayerState({ likeCnt: b.likeCnt, viewCnt: b.viewCnt, joinCnt: 0 }, b.noti);
  const logRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<VideoHandle>(null);
  const appendLog = useAppendLog(store, logRef);
  const askLogin = useAskLogin();
  const coupons = useLiveCoupons(room, () => askLogin('broadcasts.coupon.login'));
  const gameClient = useRef<ChatClient | null>(null);
  const game = useGame(gameClient, () => askLogin('broadcasts.game.login'));
  const chat = useChatRoom({
    room,
    mode,
    store,
    products: media.products,
    appendLog,
    closeLater,
    onLiveCoupon: coupons.onLiveCoupon,
    onGame: game.onGame,
    onJoined: () => void game.sync(),
  });
  useEffect(() => {
    gameClient.current = chat.client.current;
  });
  const vod = useVodChat({ mode, ...media, ...chat, store, appendLog, logRef });
  const onVideoError = useVideoErrors(b, videoRef, closeLater, chat.client);
  const display = useDisplay(shown, onDisplay);
  const viewer = useViewerActions(room, mode, chat.client);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [overlays, setOverlays] = useState(true);
  // issue 32 #3: the video's loading state (spinner, "Loading video…", stalled) from each new source
  useEffect(() => {
    store.show(showVideoWait('videoLoading'));
  }, [media.src, store]);
  const retryVideo = useCallback(() => {
    store.show(showVideoWait('videoLoading'));
    videoRef.current?.reload();
  }, [store]);

  // rolling product strip (4 s)
  const count = media.products.length;
  useEffect(() => {
    if (count < 2) return;
    const id = setInterval(() => store.dispatch({ type: 'stripRolled', productCount: count }), PLAYER_POLICY.rollingMs);
    return () => clearInterval(id);
  }, [count, store]);

  return {
    media,
    state,
    store,
    logRef,
    videoRef,
    coupons,
    game,
    vod,
    onVideoError,
    display,
    viewer,
    dialog,
    setDialog,
    overlays,
    setOverlays,
    retryVideo,
  };
}
