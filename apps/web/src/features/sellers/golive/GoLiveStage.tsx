import type { RefObject } from 'react';
import { useT } from '../../../shared/i18n';
import type { useRoomChat } from './use-room-chat';
import type { Facing } from './useGoLive';

/** The camera preview and, while publishing, the on-air badge, the viewers, the chat and the flip button. */
export function GoLiveStage({
  video,
  facing,
  publishing,
  onAir,
  room,
  switching,
  flip,
}: {
  video: RefObject<HTMLVideoElement | null>;
  facing: Facing;
  publishing: boolean;
  onAir: boolean;
  room: ReturnType<typeof useRoomChat>;
  switching: boolean;
  flip(): Promise<void>;
}) {
  const t = useT();
  return (
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
  );
}
