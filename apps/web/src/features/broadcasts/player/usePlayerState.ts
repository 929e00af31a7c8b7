import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  initialPlayerState,
  playerReducer,
  type Counts,
  type PlayerAction,
  type Shown,
  type Timed,
} from './player-state';

/**
 * The overlay state with its timers. The store is stable across renders: `dispatch` a named action,
 * `show` one with its undoing action after a delay, `later` any other timed step (cleared on unmount).
 */
export function usePlayerState(counts: Counts, noti: string | null) {
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState(counts, noti));
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  useEffect(() => {
    const all = timers.current;
    return () => Object.values(all).forEach(clearTimeout);
  }, []);
  const later = useCallback((key: string, ms: number, fn: () => void) => {
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(fn, ms);
  }, []);
  const store = useMemo(
    () => ({
      dispatch: (a: PlayerAction) => dispatch(a),
      show: (s: Shown) => {
        dispatch(s.action);
        const all = s.clear === undefined ? [] : Array.isArray(s.clear) ? s.clear : [s.clear];
        for (const c of all as Timed[]) later(c.key, c.ms, () => dispatch(c.action));
      },
      later,
    }),
    [later],
  );
  return [state, store] as const;
}
export type PlayerStore = ReturnType<typeof usePlayerState>[1];
