import { useNavigate } from 'react-router';
import { Player } from './Player';
import { setDockedPlayer, useDockedPlayer, type DockedPlayer } from './player-dock';
import '../broadcasts.css';

/**
 * The docked player (issue 19 #5), rendered by the app layout over every page: full screen on its
 * route, or the mini player over the page the viewer went back to (Home when the player was opened
 * directly). One element for both, so the video and the chat go on without reloading.
 */
export function PlayerHost() {
  const d = useDockedPlayer();
  const navigate = useNavigate();
  if (!d) return null;
  const toPip = (x: DockedPlayer) => {
    setDockedPlayer({ ...x, display: 'pip' });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Player
      key={`${d.b.broadcastScheduleSysId}-${d.mode}`}
      b={d.b}
      mode={d.mode}
      display={d.display}
      onDisplay={(next) => (next === 'pip' ? toPip(d) : void navigate(d.path))}
      onClose={() => (d.display === 'pip' ? setDockedPlayer(null) : d.close())}
    />
  );
}
