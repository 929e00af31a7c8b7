import { useSyncExternalStore } from 'react';
import type { BroadcastInfo } from '@lc/contracts';

/**
 * Issue 19 #5: the one player of the app, kept outside the routes so that it survives leaving its
 * route for the mini player (PIP) over the page the viewer came from. The player route puts its show
 * here (`full`); shrinking to PIP keeps it here (`pip`) while the route goes back; expanding opens the
 * route again and the same player (video, chat connection) goes on full screen. Tiny on purpose: the
 * app layout reads it on every page, the player itself loads only when something is docked.
 */
export interface DockedPlayer {
  b: BroadcastInfo;
  mode: 'live' | 'vod';
  /** the player route it came from (expand goes back to it) */
  path: string;
  display: 'full' | 'pip';
  /** how the player route closes the full player (back, or /demo) */
  close(): void;
}

let current: DockedPlayer | null = null;
const listeners = new Set<() => void>();

export const getDockedPlayer = (): DockedPlayer | null => current;
export function setDockedPlayer(next: DockedPlayer | null): void {
  current = next;
  for (const l of listeners) l();
}
function subscribe(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
export function useDockedPlayer(): DockedPlayer | null {
  return useSyncExternalStore(subscribe, getDockedPlayer, getDockedPlayer);
}
