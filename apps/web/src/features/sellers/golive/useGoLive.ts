import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useLocale, useT } from '../../../shared/i18n';
import { useBroadcastIntro } from '../api/get-broadcast-intro';
import { useStreamState } from '../api/get-stream-state';
import { useStreamKeyMutation } from '../api/post-stream-key';
import { BrowserPublisher, type PublisherStatus } from './browser-publisher';
import { detectGoLive, openCamera, type GoLiveSupport } from './capability';
import { useRoomChat } from './use-room-chat';

export type Facing = 'user' | 'environment';

/**
 * The state of going live for `GoLivePanel`: what the browser supports, the camera stream and its
 * facing, the publisher and its status, on air or not, the room's chat and viewers, and the actions
 * (open the camera, flip it, start, stop).
 */
export function useGoLive({
  broadcastSysId,
  scheduleId,
  consented,
}: {
  broadcastSysId: number;
  scheduleId: number;
  consented: boolean;
}) {
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
  // the start passes while the page is open (or was read minutes ago on the rules page): asked again until then
  const intro = useBroadcastIntro(broadcastSysId, scheduleId, { untilStart: stream !== null }).data?.broadcast;

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

  return {
    support,
    stream,
    facing,
    cameraError,
    status,
    switching,
    video,
    issue,
    publishing,
    onAir,
    room,
    intro,
    open,
    flip,
    start,
    stop,
  };
}
