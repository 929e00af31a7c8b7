import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';
import { GoLiveStage } from './GoLiveStage';
import { useGoLive } from './useGoLive';
import './golive.css';

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
  const g = useGoLive({ broadcastSysId, scheduleId, consented });
  const { support, stream, facing, cameraError, status, switching, video, issue, publishing, onAir, room } = g;
  const { intro, open, flip, start, stop } = g;
  // viewers can watch a show only inside its broadcast window (live §4): say so before the start time
  const early = intro?.status === 'ready';

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
        <GoLiveStage
          video={video}
          facing={facing}
          publishing={publishing}
          onAir={onAir}
          room={room}
          switching={switching}
          flip={flip}
        />
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
