import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_POLICY } from '@lc/contracts';
import { parseMediaPlaylist } from './playlist.js';
import type { RunOutput, SegmentLists } from './shows.context.js';

/**
 * Takes the segments ffmpeg finished since the last look (its per-run playlists) into the show's
 * lists, stamped from the run's first frame; answers whether any was added.
 */
export function takeSegments(out: RunOutput, segments: SegmentLists, run: number, now: () => number): boolean {
  let added = false;
  for (const r of MEDIA_POLICY.renditions) {
    const file = path.join(out.dir, r.name, 'index.m3u8');
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      continue;
    }
    if (out.mtimes.get(r.name) === mtime) continue;
    out.mtimes.set(r.name, mtime);
    const parsed = parseMediaPlaylist(readFileSync(file, 'utf8'));
    const list = segments.get(r.name)!;
    let next = out.next.get(r.name) ?? 0;
    let elapsed = out.elapsed.get(r.name) ?? 0;
    parsed.entries.forEach((e, i) => {
      const seq = parsed.mediaSequence + i;
      if (seq < next) return;
      list.push({
        run,
        uri: `../r${run}/${r.name}/${e.uri}`,
        duration: e.duration,
        pdt: (out.anchor ?? now()) + Math.round(elapsed * 1000),
      });
      elapsed += e.duration;
      next = seq + 1;
      added = true;
    });
    out.next.set(r.name, next);
    out.elapsed.set(r.name, elapsed);
  }
  return added;
}

/**
 * Unrecorded shows: segments that left the live window longer than the retention ago are deleted
 * (`kept`: per rendition, the index of the first segment not yet deleted); answers whether any was.
 */
export function pruneSegments(
  dir: string,
  segments: SegmentLists,
  kept: Map<string, number>,
  retentionMs: number,
  at: number,
): boolean {
  let changed = false;
  for (const r of MEDIA_POLICY.renditions) {
    const list = segments.get(r.name)!;
    const outside = list.length - MEDIA_POLICY.liveWindowSegments;
    let i = kept.get(r.name) ?? 0;
    for (; i < outside; i += 1) {
      const seg = list[i]!;
      if (seg.pdt + seg.duration * 1000 + retentionMs > at) break;
      rmSync(path.join(dir, r.name, seg.uri), { force: true });
      seg.deleted = true;
      changed = true;
    }
    kept.set(r.name, i);
  }
  return changed;
}
