import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { BroadcastInfo } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Spinner } from '../../shared/ui';
import { useIntro } from './api/get-intro';
import { PLAYER_POLICY } from './player-rules';
import { getDockedPlayer, setDockedPlayer } from './player/player-dock';
import type { PlayerMode } from './player/useChatRoom';
import './broadcasts.css';

type Mode = PlayerMode;

/** /Vod, /Live, /PastVod: the broadcast player (live §2). */
export function PlayerScreen() {
  const params = useParams();
  const location = useLocation();
  const t = useT();
  const bc = Number(params.broadcastSysId);
  const schedule = Number(params.broadcastScheduleSysId);
  const past = location.pathname.startsWith('/PastVod');
  const valid = Number.isInteger(bc) && bc > 0 && Number.isInteger(schedule) && schedule > 0;
  const intro = useIntro(valid ? bc : 0, valid ? schedule : 0);
  const close = useClose(past);
  const b = intro.data?.broadcast;
  const mode: Mode | null = !b ? null : past || b.status === 'vod' ? 'vod' : b.status === 'live' ? 'live' : null;
  const path = location.pathname + location.search;
  // issue 19 #5: the player itself lives in the app layout (PlayerHost) so that its mini player
  // outlives this route; this route docks it full screen, and takes it away when left unless it is a PIP
  useEffect(() => {
    if (b && mode) setDockedPlayer({ b, mode, path, display: 'full', close });
  }, [b, mode, path, close]);
  useEffect(
    () => () => {
      const d = getDockedPlayer();
      if (d && d.display === 'full' && d.b.broadcastScheduleSysId === schedule) setDockedPlayer(null);
    },
    [schedule],
  );

  useEffect(() => {
    if (!valid) {
      void notify(t('broadcasts.player.noInfo'));
      setTimeout(close, PLAYER_POLICY.closeAfterErrorMs);
    }
  }, [valid, close, t]);
  useEffect(() => {
    if (intro.isError) {
      void notify(t('broadcasts.player.noInfo'));
      setTimeout(close, PLAYER_POLICY.closeAfterErrorMs);
    }
  }, [intro.isError, close, t]);

  if (!valid || intro.isError) return <div className="player player--empty" />;
  if (!intro.data) {
    return (
      <div className="player player--empty">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!b || !mode) return <NotOnAir b={intro.data.broadcast} onClose={close} />;
  // the backdrop of the docked player (PlayerHost draws the show over it)
  return <div className="player" data-testid="player-route" />;
}

function useClose(past: boolean) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (!past && idx > 0) void navigate(-1);
    else void navigate('/demo', { replace: true });
  }, [navigate, past]);
}

function NotOnAir({ b, onClose }: { b: BroadcastInfo; onClose: () => void }) {
  const t = useT();
  return (
    <div className="player player--empty">
      <div className="player__notice-card" role="status">
        <p className="player__notice-title">{b.title}</p>
        <p>{b.status === 'ready' ? t('broadcasts.player.preparing') : t('broadcasts.player.endedReplaySoon')}</p>
        <p className="bc-muted">
          {b.startDate} {b.startTime}–{b.endTime}
        </p>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('broadcasts.player.close')}
        </button>
      </div>
    </div>
  );
}
