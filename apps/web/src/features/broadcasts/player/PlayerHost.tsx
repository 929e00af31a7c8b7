import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UI_POLICY } from '@lc/contracts';
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
  // live §9: the player closes with a 1 s animation (UI_POLICY.closingAnimationMs), then goes
  const [closing, setClosing] = useState<string | null>(null);
  if (!d) return null;
  const key = `${d.b.broadcastScheduleSysId}-${d.mode}`;
  const close = () => {
    if (closing === key) return;
    setClosing(key);
    window.setTimeout(() => {
      setClosing(null);
      if (d.display === 'pip') setDockedPlayer(null);
      else d.close();
    }, UI_POLICY.closingAnimationMs);
  };
  const toPip = (x: DockedPlayer) => {
    setDockedPlayer({ ...x, display: 'pip' });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Player
      key={key}
      b={d.b}
      mode={d.mode}
      display={d.display}
      onDisplay={(next) => (next === 'pip' ? toPip(d) : void navigate(d.path))}
      closing={closing === key}
      onClose={close}
    />
  );
}
