import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useLocale, useT } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';
import { useBroadcastIntro } from '../api/get-broadcast-intro';
import { useStreamState } from '../api/get-stream-state';
import { useStreamKeyMutation } from '../api/post-stream-key';
import { BrowserPublisher, type PublisherStatus } from './browser-publisher';
import { detectGoLive, openCamera, type GoLiveSupport } from './capability';
import { useRoomChat } from './use-room-chat';
import './golive.css';

type Facing = 'user' | 'environment';

interface Props {
  broadcastSysId: number;
  scheduleId: number;
  /** the consent box of the screen is ticked */
  consented: boolean;
  /** what the screen shows where this browser cannot stream (live §2: streaming only in the app) */
  fallback: ReactNode;
}

/**
 * Going live from this page (issue 14): camera and microphone preview, front/back switch, start and
 * stop, and while live the on-air state, the number of viewers and the room's chat over the picture.
 * Where the browser has no camera access, no MediaRecorder or no camera, `fallback` stays.
 */
export function GoLivePanel({ broadcastSysId, scheduleId, consented, fallback }: Props) {
  const t = useT();
  const [locale] = useLocale();
  const [support, setSupport] = useState<GoLiveSupport | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('user');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [status, setStatus] = useState<PublisherStatus | null>(null);
  const [switching, setSwitching] = useState(false);
  const publisher = useRef<BrowserPublisher | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const issue = useStreamKeyMutation();
  const publishing =
    status !== null && status.kind !== 'stopped' && status.kind !== 'refused' && status.kind !== 'ended';
  const state = useStreamState(scheduleId, publishing);
  // on air once the show's first segments exist: the media role has then pointed the broadcast's
  // live URL at the show's low-latency playlist (the show is 'live' from the first connection on)
  const onAir =
    publishing && state.data?.state === 'live' && state.data.liveUrl === `/media/shows/${scheduleId}/master-ll.m3u8`;
  const room = useRoomChat(scheduleId, publishing);
  // viewers can watch a show only inside its broadcast window (live §4): say so before the start time
  const intro = useBroadcastIntro(broadcastSysId, scheduleId).data?.broadcast;
  const early = intro?.status === 'ready';

  useEffect(() => {
    let gone = false;
    void detectGoLive().then((s) => !gone && setSupport(s));
    return () => {
      gone = true;
    };
  }, []);

  // the preview shows whatever stream is current
  const streamRef = useRef<MediaStream | null>(null);
  useEffect(() => {
    streamRef.current = stream;
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  // leaving the page: the camera is released; a running broadcast keeps its reconnect window
  useEffect(
    () => () => {
      publisher.current?.dispose();
      publisher.current = null;
      streamRef.current?.getTracks().forEach((tr) => tr.stop());
    },
    [],
  );

  const cameraMessage = useCallback(
    (e: unknown) => {
      const name = (e as { name?: string })?.name;
      if (name === 'NotAllowedError' || name === 'SecurityError') return t('golive.cameraDenied');
      if (name === 'NotFoundError' || name === 'OverconstrainedError') return t('golive.cameraMissing');
      if (name === 'NotReadableError') return t('golive.cameraBusy');
      return t('golive.cameraFailed');
    },
    [t],
  );

  const open = async (f: Facing) => {
    setCameraError(null);
    try {
      const s = await openCamera(f);
      setStream(s);
      setFacing(f);
      return s;
    } catch (e) {
      setCameraError(cameraMessage(e));
      return null;
    }
  };

  const flip = async () => {
    const next: Facing = facing === 'user' ? 'environment' : 'user';
    setSwitching(true);
    // phones often cannot open the second camera while the first is open
    stream?.getTracks().forEach((tr) => tr.stop());
    const s = (await open(next)) ?? (await open(facing));
    setSwitching(false);
    if (s) publisher.current?.switchStream(s);
  };

  const start = async () => {
    if (!consented) return notify(t('sellers.consentRequired'));
    if (!stream || !support?.ok) return;
    try {
      const key = await issue.mutateAsync({ broadcastSysId, broadcastScheduleSysId: scheduleId, isAgree: 1 });
      const p = new BrowserPublisher(stream, {
        streamKey: key.streamKey,
        mimeType: support.mimeType,
        lang: locale === 'en' ? 'en' : 'ko',
        onStatus: setStatus,
      });
      publisher.current = p;
      p.start();
    } catch (e) {
      void notify(e instanceof ApiError && !e.isNetwork ? e.message : t('golive.startFailed'));
    }
  };

  const stop = async () => {
    if (!(await ask(t('golive.stopConfirm')))) return;
    publisher.current?.stop();
    publisher.current = null;
    // the show is over (it cannot go live again): the camera is released
    stream?.getTracks().forEach((tr) => tr.stop());
    setStream(null);
  };

  if (support === null) return <p className="s-muted">{t('golive.checking')}</p>;
  if (!support.ok) return <>{fallback}</>;

  const line =
    status === null
      ? null
      : status.kind === 'refused'
        ? status.message
        : status.kind === 'sending'
          ? onAir
            ? t('golive.status.live')
            : t('golive.status.preparing')
          : t(`golive.status.${status.kind}`);

  if (status?.kind === 'stopped') {
    return (
      <p className="s-state s-state--ended" role="status" data-testid="golive-status">
        {t('golive.status.stopped')}
      </p>
    );
  }

  return (
    <div className="gl">
      <p className="s-muted">{t('golive.intro')}</p>
      {stream ? (
        <div className="gl-stage" data-facing={facing}>
          <video
            ref={video}
            className="gl-stage__video"
            data-testid="golive-preview"
            autoPlay
            muted
            playsInline
            aria-label={t('golive.preview')}
          />
          {publishing && (
            <div className="gl-stage__top">
              <span className={`gl-badge${onAir ? ' gl-badge--live' : ''}`} data-testid="golive-badge">
                {onAir ? 'LIVE' : t('golive.badgeWaiting')}
              </span>
              {onAir && (
                <span className="gl-viewers" data-testid="golive-viewers">
                  {t('golive.viewers', { n: room.viewers ?? 0 })}
                </span>
              )}
            </div>
          )}
          {publishing && room.lines.length > 0 && (
            <ul className="gl-chat" aria-label={t('golive.chat')} aria-live="polite">
              {room.lines.map((m) => (
                <li key={m.seq}>
                  <b>{m.nickName}</b> {m.msg}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="gl-flip"
            onClick={() => void flip()}
            disabled={switching}
            aria-label={facing === 'user' ? t('golive.toBack') : t('golive.toFront')}
          >
            ⟲
          </button>
        </div>
      ) : (
        <Button block variant="secondary" onClick={() => void open(facing)}>
          {t('golive.cameraOn')}
        </Button>
      )}
      {early && stream && (
        <p className="s-notice" data-testid="golive-early">
          {t('golive.beforeStart', { date: intro.startDate, time: intro.startTime })}
        </p>
      )}
      {cameraError && (
        <p className="s-notice" role="alert">
          {cameraError}
        </p>
      )}
      {line && (
        <p className={`s-state s-state--${onAir ? 'live' : 'idle'}`} role="status" data-testid="golive-status">
          {line}
        </p>
      )}
      {stream &&
        (publishing ? (
          <Button block variant="outline" onClick={() => void stop()}>
            {t('golive.stop')}
          </Button>
        ) : (
          <Button block busy={issue.isPending} disabled={issue.isPending} onClick={() => void start()}>
            {t('golive.start')}
          </Button>
        ))}
    </div>
  );
}
