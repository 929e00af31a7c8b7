import { UI_POLICY, type BroadcastInfo } from '@lc/contracts';
import { VideoView } from '../VideoView';
import { Overlay } from './Overlay';
import { Pip } from './Pip';
import type { PlayerMode } from './useChatRoom';
import { GameOverlay } from './GameOverlay';
import { PlayerDialogs } from './PlayerDialogs';
import { EndingBanner, NoVideoNotice, VideoLayer, VideoStatus } from './VideoLayer';
import { showVideoWait } from './player-state';
import { usePlayer } from './usePlayer';

interface PlayerProps {
  b: BroadcastInfo;
  mode: PlayerMode;
  /** full screen or the mini player (issue 19 #5: the host keeps it across routes) */
  display: 'full' | 'pip';
  onDisplay(next: 'full' | 'pip'): void;
  onClose: () => void;
  /** the closing animation runs (live §9: UI_POLICY.closingAnimationMs) */
  closing?: boolean;
}

/** The player's root: docked or full screen, and its closing animation (live §9). */
const rootProps = (pip: boolean, closing: boolean) => ({
  className: `${pip ? 'player player--docked' : 'player'}${closing ? ' player--closing' : ''}`,
  style: closing ? { animationDuration: `${UI_POLICY.closingAnimationMs}ms` } : undefined,
});

/** The live or replay player of one broadcast (live §2): video, overlays, chat and dialogs. */
export function Player({ b, mode, display: shown, onDisplay, onClose, closing = false }: PlayerProps) {
  const { media, state, store, logRef, videoRef, coupons, game, vod, onVideoError, display, viewer, ...ui } = usePlayer(
    { b, mode, shown, onDisplay, onClose },
  );
  const { dialog, setDialog, overlays, setOverlays, retryVideo } = ui;

  const body = (
    <VideoLayer
      src={media.src}
      mode={mode}
      pip={display.display === 'pip'}
      video={
        state.video === 'unavailable' ? (
          <NoVideoNotice />
        ) : media.src ? (
          <VideoView
            ref={videoRef}
            src={media.src}
            live={mode === 'live'}
            muted={display.muted}
            onError={onVideoError}
            onUnavailable={() => store.dispatch({ type: 'videoUnavailable' })}
            onWaiting={() => store.show(showVideoWait('videoWaiting'))}
            onReady={() => store.dispatch({ type: 'videoReady' })}
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
    <div {...rootProps(pip, closing)} data-mode={mode}>
      <Pip docked={pip} onExpand={() => display.changeDisplay('full')} onClose={onClose}>
        {body}
      </Pip>
      {pip ? null : <VideoStatus phase={state.video} onRetry={retryVideo} />}
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
        <PlayerDialogs
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
