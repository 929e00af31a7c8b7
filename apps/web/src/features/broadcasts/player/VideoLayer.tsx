import { useRef, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { PLAYER_POLICY } from '../player-rules';
import type { VideoPhase } from './player-state';
import type { PlayerMode } from './useChatRoom';

/** The live has ended: a banner over the player. */
export function EndingBanner() {
  const t = useT();
  return (
    <div className="player__ending" role="alert">
      {t('broadcasts.player.liveEnded')}
    </div>
  );
}

/** The server has no video for the show (e.g. no ffmpeg): a plain state, the show's chat goes on. */
export function NoVideoNotice() {
  const t = useT();
  return (
    <p className="bc-novideo" role="status" data-testid="no-video">
      {t('broadcasts.player.videoUnavailable')}
    </p>
  );
}

/**
 * The video on its way (issue 32 #3): a spinner at once, "Loading video…" after a few seconds, a clear
 * message with a retry when it stays away; nothing once it has data.
 */
export function VideoStatus({ phase, onRetry }: { phase: VideoPhase; onRetry(): void }) {
  const t = useT();
  if (phase === 'ready' || phase === 'unavailable') return null;
  if (phase === 'stalled') {
    return (
      <div className="player__loading" role="alert" data-testid="video-status" data-phase={phase}>
        <p>{t('broadcasts.player.videoStalled')}</p>
        <button type="button" className="player__retry" onClick={onRetry}>
          {t('broadcasts.player.videoRetry')}
        </button>
      </div>
    );
  }
  return (
    <div className="player__loading" role="status" aria-live="polite" data-testid="video-status" data-phase={phase}>
      <span className="spinner" aria-hidden="true" />
      {phase === 'slow' ? (
        <p>{t('broadcasts.player.videoLoading')}</p>
      ) : (
        <span className="sr-only">{t('broadcasts.player.videoLoading')}</span>
      )}
    </div>
  );
}

/** The video, and the tap layer that hides or shows the overlays and shrinks to PIP on a swipe up. */
export function VideoLayer(p: {
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
