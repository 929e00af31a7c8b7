import { useNavigate } from 'react-router';
import type { BroadcastInfo } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { SponsorLabel } from '../../../shared/ui/SponsorLabel';
import type { Counts } from './player-state';
import type { PlayerMode } from './useChatRoom';

/** Brand, title, live/replay badge, view and like counts, sound, PIP and close (live §2). */
export function TopBar(p: {
  b: BroadcastInfo;
  mode: PlayerMode;
  counts: Counts;
  muted: boolean;
  onMute(): void;
  onPip(): void;
  onClose(): void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { b, counts } = p;
  return (
    <div className="player__top">
      <img
        className="player__brand-img"
        src={b.brandImageUrl ?? ''}
        alt=""
        onClick={() => navigate(`/Planning/brandList/${b.brandSysId}`)}
      />
      <div className="player__heading">
        <SponsorLabel sponsor={b.sponsor} />
        <p className="player__title">{b.title}</p>
        <p className="player__brand">{b.brandName}</p>
        <p className="player__stats">
          {p.mode === 'live' ? (
            <span className="bcb bcb--live">LIVE</span>
          ) : (
            <span className="bcb">{t('broadcasts.replay')}</span>
          )}{' '}
          <span aria-label={t('broadcasts.player.views')}>
            {t('broadcasts.player.views')} {counts.viewCnt.toLocaleString()}
          </span>{' '}
          <span aria-label={t('broadcasts.player.likes')} data-testid="like-count">
            ♥ {counts.likeCnt.toLocaleString()}
          </span>
        </p>
      </div>
      <div className="player__top-actions">
        <button type="button" className="pill" onClick={p.onMute} aria-pressed={p.muted}>
          {p.muted ? t('broadcasts.player.unmute') : t('broadcasts.player.mute')}
        </button>
        <button type="button" className="pill" onClick={p.onPip}>
          {t('broadcasts.player.pip')}
        </button>
        <button type="button" className="pill" onClick={p.onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
    </div>
  );
}
