import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ShowManagerDeps } from './shows.context.js';
import type { Show } from './shows.show.js';

/** Schedule ids of the show folders under the root. */
export function showFolders(root: string): number[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names.filter((n) => /^\d{1,10}$/.test(n)).map(Number);
}

/** The newest modification time (ms) of a folder and everything in it. */
function lastWrite(dir: string): number {
  let newest = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  try {
    newest = statSync(dir).mtimeMs;
    walk(dir);
  } catch {
    // vanished while looking: nothing to delete
    return Number.POSITIVE_INFINITY;
  }
  return newest;
}

/**
 * Deletes abandoned stream folders: no show of this node is using it, it holds no published
 * replay (vod.m3u8), and nothing was written to it for the grace window plus the retention.
 */
export function sweepShows(deps: ShowManagerDeps, shows: Map<number, Show>, at: number): number[] {
  const removed: number[] = [];
  for (const id of showFolders(deps.root)) {
    const s = shows.get(id);
    if (s && s.state !== 'ended') continue;
    const dir = path.join(deps.root, String(id));
    if (existsSync(path.join(dir, 'vod.m3u8'))) continue;
    if (lastWrite(dir) + deps.graceMs + deps.retentionMs > at) continue;
    rmSync(dir, { recursive: true, force: true });
    shows.delete(id);
    removed.push(id);
  }
  return removed;
}
