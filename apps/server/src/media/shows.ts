import path from 'node:path';
import type { Publisher } from './ingest.js';
import type { ShowManagerDeps } from './shows.context.js';
import { readShowManifest } from './shows.files.js';
import { Show } from './shows.show.js';
import { showFolders, sweepShows } from './shows.sweep.js';

// A show's jobs, one file each: its state and runs (shows.show.ts), ffmpeg runs (shows.run.ts),
// segments taken and pruned (shows.segments.ts), manifest and playlists on disk (shows.files.ts),
// abandoned folders swept (shows.sweep.ts); this file keeps every show of the node.
export type { ShowEndResult, ShowManagerDeps, ShowState } from './shows.context.js';
export { readShowManifest, showUrls, type ShowManifest } from './shows.files.js';
export { Show } from './shows.show.js';

/** Every show of this node by schedule id. */
export function createShowManager(deps: ShowManagerDeps) {
  const shows = new Map<number, Show>();
  return {
    shows,
    get(scheduleId: number) {
      return shows.get(scheduleId);
    },
    /** an accepted publish for a schedule: a new show, or the same one continued inside the grace window */
    attach(scheduleId: number, p: Publisher): Show {
      let s = shows.get(scheduleId);
      if (!s || s.state === 'ended') {
        s = new Show(scheduleId, deps);
        shows.set(scheduleId, s);
      }
      s.attach(p);
      return s;
    },
    detach(scheduleId: number, p: Publisher) {
      shows.get(scheduleId)?.detach(p);
    },
    /**
     * Shutdown: ffmpeg stopped and timers cleared, but no show is ended: an encoder reconnecting to
     * the restarted server continues its show (the broadcast stays on air).
     */
    async stopAll() {
      await Promise.all([...shows.values()].map((s) => s.stop()));
    },
    /**
     * Start-up: every show a previous process left on air (its manifest says live, with segments)
     * continues: its encoder has the grace window to reconnect, after which it ends into its replay.
     */
    resumeAll(): number[] {
      const resumed: number[] = [];
      for (const id of showFolders(deps.root)) {
        if (shows.has(id)) continue;
        const m = readShowManifest(path.join(deps.root, String(id)));
        if (m?.state !== 'live' || !Object.values(m.segments).some((l) => l.length > 0)) continue;
        const s = new Show(id, deps);
        shows.set(id, s);
        s.awaitEncoder();
        resumed.push(id);
      }
      return resumed;
    },
    /**
     * Deletes abandoned stream folders: no show of this node is using it, it holds no published
     * replay (vod.m3u8), and nothing was written to it for the grace window plus the retention.
     */
    sweep(at = deps.now()): number[] {
      return sweepShows(deps, shows, at);
    },
  };
}
export type ShowManager = ReturnType<typeof createShowManager>;
