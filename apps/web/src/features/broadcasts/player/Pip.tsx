import { useMemo, useRef, useState, type PointerEvent as RPointerEvent, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { pipRelease, PLAYER_POLICY } from '../player-rules';

/**
 * The floating mini player: 26% of the window, draggable, snaps left/right, closes when dragged 2/3 off
 * screen. Not `docked`, it is the full-screen frame of the same video (one element for both displays).
 */
export function Pip({
  docked,
  children,
  onExpand,
  onClose,
}: {
  docked: boolean;
  children: ReactNode;
  onExpand(): void;
  onClose(): void;
}) {
  const t = useT();
  const size = useMemo(
    () => ({
      w: Math.round(window.innerWidth * PLAYER_POLICY.pipRatio),
      h: Math.round(window.innerHeight * PLAYER_POLICY.pipRatio),
    }),
    [],
  );
  const [pos, setPos] = useState({
    x: window.innerWidth - size.w - PLAYER_POLICY.pipMarginPx,
    y: window.innerHeight - size.h - 80,
  });
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const down = (e: RPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    start.current = { px: e.clientX, py: e.clientY, x: pos.x, y: pos.y };
    setDragging(true);
  };
  const move = (e: RPointerEvent) => {
    const s = start.current;
    if (!s) return;
    setPos({ x: s.x + e.clientX - s.px, y: s.y + e.clientY - s.py });
  };
  const up = () => {
    start.current = null;
    setDragging(false);
    const next = pipRelease(pos, size, { w: window.innerWidth, h: window.innerHeight });
    if (next === 'close') return onClose();
    setPos(next);
  };
  if (!docked) return <div className="player__frame">{children}</div>;
  return (
    <div
      className="pip"
      style={{
        width: size.w,
        height: size.h,
        transform: `translate(${pos.x}px, ${pos.y}px)`,
        transition: dragging ? 'none' : `transform ${PLAYER_POLICY.snapMs}ms ease`,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      data-testid="pip"
    >
      {children}
      <div className="pip__bar">
        <button
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onExpand}
          aria-label={t('broadcasts.player.expand')}
        >
          ⤢
        </button>
        <button
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onClose}
          aria-label={t('broadcasts.player.closePip')}
        >
          ✕
        </button>
      </div>
    </div>
  );
}
