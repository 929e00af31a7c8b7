import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BroadcastInfo } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { chooseListLayout, listLayout } from '../../../shared/native/list-layout';
import { PLAYER_POLICY } from '../player-rules';
import { VideoView, type VideoHandle } from '../VideoView';
import { Overlay } from './Overlay';
import { AnswerPopup, NoticePopup } from './Popups';
import { Pip } from './Pip';
import { ProductListModal } from './ProductListModal';
import { QuestionModal } from './QuestionModal';
import { ShareDialog } from './ShareDialog';
import { useAppendLog, useChatRoom, type PlayerMode } from './useChatRoom';
import { useCloseLater, usePlayerMedia, useVideoErrors } from './usePlayerMedia';
import { usePlayerState } from './usePlayerState';
import { useVodChat } from './useVodChat';
import { useLiveCoupons } from './useLiveCoupons';
import { useGame } from './useGame';
import { GameOverlay } from './GameOverlay';
import type { ChatClient } from '../chat-client';
import { useAskLogin, useDisplay, useViewerActions } from './useViewerControls';

type Dialog = 'list' | 'question' | 'share' | null;

/** The live or replay player of one broadcast (live §2): video, overlays, chat and dialogs. */
export function Player({
  b,
  mode,
  display: shown,
  onDisplay,
  onClose,
}: {
  b: BroadcastInfo;
  mode: PlayerMode;
  /** full screen or the mini player (issue 19 #5: the host keeps it across routes) */
  display: 'full' | 'pip';
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
  const onVideoError = useVideoErrors(b, videoRef, closeLater);
  const display = useDisplay(shown, onDisplay);
  const viewer = useViewerActions(room, mode, chat.client);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [overlays, setOverlays] = useState(true);
  // the server has no video for the show (e.g. no ffmpeg): a plain state, the show's chat goes on
  const [noVideo, setNoVideo] = useState(false);
  const t = useT();

  // rolling product strip (4 s)
  const count = media.products.length;
  useEffect(() => {
    if (count < 2) return;
    const id = setInterval(() => store.dispatch({ type: 'stripRolled', productCount: count }), PLAYER_POLICY.rollingMs);
    return () => clearInterval(id);
  }, [count, store]);

  const body = (
    <VideoLayer
      src={media.src}
      mode={mode}
      pip={display.display === 'pip'}
      video={
        noVideo ? (
          <p className="bc-novideo" role="status" data-testid="no-video">
            {t('broadcasts.player.videoUnavailable')}
          </p>
        ) : media.src ? (
          <VideoView
            ref={videoRef}
            src={media.src}
            live={mode === 'live'}
            muted={display.muted}
            onError={onVideoError}
            onUnavailable={() => setNoVideo(true)}
            onTime={vod.onTime}
            onSeeking={vod.onSeeking}
          />
        ) : null
      }
      onTap={() => setOverlays((o) => !o)}
      onSwipeUp={() => display.changeDisplay('pip')}
    />
  );
  const pip = display.display === 'pip';
  // one tree for both displays: the video element stays the same when the player shrinks or grows
  return (
    <div className={pip ? 'player player--docked' : 'player'} data-mode={mode}>
      <Pip docked={pip} onExpand={() => display.changeDisplay('full')} onClose={onClose}>
        {body}
      </Pip>
      {!pip && state.ending ? <EndingBanner /> : null}
      {!pip && mode === 'live' ? <GameOverlay g={game} /> : null}
      {!pip && overlays ? (
        <Overlay
          b={b}
          mode={mode}
          state={state}
          store={store}
          products={media.products}
          logRef={logRef}
          display={display}
          viewer={viewer}
          coupons={coupons}
          onClose={onClose}
          open={setDialog}
        />
      ) : null}
      {pip ? null : (
        <Dialogs
          b={b}
          dialog={dialog}
          setDialog={setDialog}
          state={state}
          store={store}
          media={media}
          viewer={viewer}
        />
      )}
    </div>
  );
}

function EndingBanner() {
  const t = useT();
  return (
    <div className="player__ending" role="alert">
      {t('broadcasts.player.liveEnded')}
    </div>
  );
}

/** The video, and the tap layer that hides or shows the overlays and shrinks to PIP on a swipe up. */
function VideoLayer(p: {
  src: string | null;
  mode: PlayerMode;
  pip: boolean;
  video: ReactNode;
  onTap(): void;
  onSwipeUp(): void;
}) {
  const swipe = useRef<number | null>(null);
  return (
    <>
      {p.video ?? <div className="player__video" />}
      {p.pip ? null : (
        <div
          className={`player__tap ${p.mode === 'vod' ? 'player__tap--vod' : ''}`}
          onClick={p.onTap}
          onPointerDown={(e) => (swipe.current = e.clientY)}
          onPointerUp={(e) => {
            if (swipe.current !== null && swipe.current - e.clientY > PLAYER_POLICY.swipeUpPx) p.onSwipeUp();
            swipe.current = null;
          }}
          data-testid="player-tap"
        />
      )}
    </>
  );
}

function Dialogs(p: {
  b: BroadcastInfo;
  dialog: Dialog;
  setDialog(d: Dialog): void;
  state: ReturnType<typeof usePlayerState>[0];
  store: ReturnType<typeof usePlayerState>[1];
  media: ReturnType<typeof usePlayerMedia>;
  viewer: ReturnType<typeof useViewerActions>;
}) {
  const { state, store, media } = p;
  const [listMode, setListMode] = useState(listLayout);
  const close = () => p.setDialog(null);
  return (
    <>
      {state.answer ? (
        <AnswerPopup answer={state.answer} onClose={() => store.dispatch({ type: 'answerClosed' })} />
      ) : null}
      {state.notiOpen && state.noti ? (
        <NoticePopup text={state.noti} onClose={() => store.dispatch({ type: 'noticeClosed' })} />
      ) : null}
      {p.dialog === 'list' ? (
        <ProductListModal
          products={media.products}
          mode={listMode}
          onMode={(m) => {
            chooseListLayout(m);
            setListMode(m);
          }}
          onPick={(x) => p.viewer.openProduct(x, 'list')}
          onClose={close}
        />
      ) : null}
      {p.dialog === 'question' ? <QuestionModal products={media.products} onClose={close} /> : null}
      {p.dialog === 'share' ? <ShareDialog b={p.b} onClose={close} /> : null}
    </>
  );
}
