import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { liveEdgeSeek, LL_PLAYER_CONFIG, MEDIA_POLICY } from '@lc/contracts';

/** Player error codes (live §8): 0, 1, 3 generic; 2 network; 4 live stream lost. */
export type PlayerErrorCode = 0 | 1 | 2 | 3 | 4;

export interface VideoHandle {
  video: HTMLVideoElement | null;
  reload(): void;
}

interface Props {
  src: string;
  live: boolean;
  muted: boolean;
  onError(code: PlayerErrorCode): void;
  /** the server answered that there is no video (503: e.g. no ffmpeg on the server): no retry */
  onUnavailable?(): void;
  onTime?(seconds: number): void;
  onSeeking?(seconds: number): void;
  /** the playing video waits for data (issue 32 #3) */
  onWaiting?(): void;
  /** the video has data: it plays, or the browser holds it paused */
  onReady?(): void;
}

/** How many times codes 2 and 3 are retried (reload and resume) before they are reported. */
const MAX_RETRIES = 3;

/**
 * A live low-latency master playlist (`…/master-ll.m3u8`, the broadcast's liveUrl) has its classic
 * HLS ladder next to it (`…/master.m3u8`): the fallback when low-latency playback fails.
 */
export function classicFallback(src: string): string | null {
  return /\/master-ll\.m3u8(\?.*)?$/.test(src) ? src.replace(/\/master-ll\.m3u8/, '/master.m3u8') : null;
}

/**
 * HLS video: hls.js is imported here only, so it loads with the player route and nowhere else;
 * Safari plays HLS natively. Retries: 2 and 3 reload and resume; 4 resets the source.
 */
export const VideoView = forwardRef<VideoHandle, Props>(function VideoView(
  { src, live, muted, onError, onUnavailable, onTime, onSeeking, onWaiting, onReady },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const hlsRef = useRef<{ destroy(): void; startLoad(p?: number): void; recoverMediaError(): void } | null>(null);
  const cbs = useRef({ onError, onUnavailable, onTime, onSeeking, onWaiting, onReady });
  cbs.current = { onError, onUnavailable, onTime, onSeeking, onWaiting, onReady };
  const load = useRef<() => void>(() => undefined);

  useImperativeHandle(ref, () => ({ video: videoRef.current, reload: () => load.current() }), []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let retries = 0;
    let edgeTimer: number | undefined;
    // live on a low-latency playlist: hls.js in low-latency mode, the classic ladder after a fatal error
    let current = src;
    const fallback = live ? classicFallback(src) : null;
    const start = async () => {
      hlsRef.current?.destroy();
      hlsRef.current = null;
      const resumeAt = video.currentTime;
      const { default: Hls } = await import('hls.js');
      if (cancelled) return;
      if (Hls.isSupported()) {
        const lowLatency = fallback !== null && current === src;
        // low latency: LL_PLAYER_CONFIG (catch up at up to 1.5×, a small step back after a stall)
        const hls = new Hls(
          lowLatency
            ? { enableWorker: true, ...LL_PLAYER_CONFIG }
            : // a replay still being written (an EVENT playlist) starts at its beginning, not its end
              { enableWorker: true, lowLatencyMode: false, ...(live ? {} : { startPosition: 0 }) },
        );
        hlsRef.current = hls;
        video.dataset.lowLatency = String(lowLatency);
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          if (lowLatency && fallback) {
            current = fallback;
            return void start();
          }
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
            if (
              data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR &&
              data.response?.code === 503 &&
              cbs.current.onUnavailable
            ) {
              return cbs.current.onUnavailable();
            }
            if (live && data.details === Hls.ErrorDetails.LEVEL_LOAD_ERROR) return cbs.current.onError(4);
            if (retries++ >= MAX_RETRIES) return cbs.current.onError(2);
            // without a playlist there is nothing to resume: reload the source (after a pause)
            if (
              data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR ||
              data.details === Hls.ErrorDetails.MANIFEST_LOAD_TIMEOUT
            ) {
              return void setTimeout(() => !cancelled && void start(), 1_000 * retries);
            }
            return hls.startLoad(video.currentTime);
          }
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            if (retries++ < MAX_RETRIES) return hls.recoverMediaError();
            return cbs.current.onError(3);
          }
          cbs.current.onError(1);
        });
        hls.loadSource(current);
        hls.attachMedia(video);
        if (live) {
          // live §9: every second, a player left far behind the live edge jumps back to it
          window.clearInterval(edgeTimer);
          edgeTimer = window.setInterval(() => {
            const to = liveEdgeSeek(hls, video.paused);
            if (to !== null) video.currentTime = to;
          }, MEDIA_POLICY.liveEdgeSeekMs);
        }
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          if (resumeAt > 0 && !live) video.currentTime = resumeAt;
          void video.play().catch(() => undefined);
        });
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        // Safari plays low-latency HLS natively
        video.src = src;
        void video.play().catch(() => undefined);
      } else {
        cbs.current.onError(0);
      }
    };
    load.current = () => void start();
    void start();
    const onTimeUpdate = () => cbs.current.onTime?.(video.currentTime);
    const onSeekingEv = () => cbs.current.onSeeking?.(video.currentTime);
    const onWaitingEv = () => cbs.current.onWaiting?.();
    const onReadyEv = () => cbs.current.onReady?.();
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeekingEv);
    video.addEventListener('waiting', onWaitingEv);
    video.addEventListener('loadeddata', onReadyEv);
    video.addEventListener('playing', onReadyEv);
    return () => {
      cancelled = true;
      window.clearInterval(edgeTimer);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeekingEv);
      video.removeEventListener('waiting', onWaitingEv);
      video.removeEventListener('loadeddata', onReadyEv);
      video.removeEventListener('playing', onReadyEv);
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [src, live]);

  return (
    <video
      ref={videoRef}
      className="player__video"
      playsInline
      autoPlay
      muted={muted}
      loop={live}
      controls={!live}
      data-testid="player-video"
    />
  );
});
