import { copyFileSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_POLICY } from '@lc/contracts';
import { writeAtomic } from './ll-packager.js';
import { masterPlaylist, mediaPlaylist, type ShowSegment } from './playlist.js';
import type { SegmentLists } from './shows.context.js';

/** Where a show's files are served (DATA_DIR/media/shows/{scheduleId}/… on disk). */
export const showUrls = (scheduleId: number) => {
  const base = `/media/shows/${scheduleId}`;
  return {
    live: `${base}/master.m3u8`,
    /** low-latency HLS (fMP4 parts, blocking reload); players without LL-HLS play its whole segments */
    lowLatency: `${base}/master-ll.m3u8`,
    vod: `${base}/vod.m3u8`,
    thumbnail: `${base}/thumb.jpg`,
    highlight: `${base}/highlight.mp4`,
  };
};

/**
 * The durable segment list of a show (DATA_DIR/media/shows/{id}/manifest.json), rewritten atomically
 * whenever a segment is taken or deleted: a restarted media role continues the same recording.
 */
export interface ShowManifest {
  version: 1;
  scheduleId: number;
  state: 'live' | 'ended';
  updatedAt: string;
  segments: Record<string, ShowSegment[]>;
}

/** A show folder's manifest, or null when there is none or it is unreadable. */
export function readShowManifest(dir: string): ShowManifest | null {
  try {
    const m = JSON.parse(readFileSync(path.join(dir, MEDIA_POLICY.manifestFile), 'utf8')) as ShowManifest;
    if (m?.version !== 1 || typeof m.segments !== 'object' || m.segments === null) return null;
    return m;
  } catch {
    return null;
  }
}

export function writeShowManifest(dir: string, m: Omit<ShowManifest, 'version' | 'segments'>, segments: SegmentLists) {
  const manifest: ShowManifest = { version: 1, ...m, segments: Object.fromEntries(segments) };
  writeAtomic(path.join(dir, MEDIA_POLICY.manifestFile), JSON.stringify(manifest));
}

/** The master playlists of the live ladder and of its low-latency twin. */
export function writeMasterPlaylists(dir: string) {
  writeAtomic(
    path.join(dir, 'master.m3u8'),
    masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/live.m3u8`),
  );
  writeAtomic(
    path.join(dir, 'master-ll.m3u8'),
    masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/ll.m3u8`),
  );
}

/** Each rendition's live playlist (the window), closed with ENDLIST once `ended`. */
export function writeLivePlaylists(dir: string, segments: SegmentLists, ended: boolean) {
  for (const r of MEDIA_POLICY.renditions) {
    writeAtomic(
      path.join(dir, r.name, 'live.m3u8'),
      mediaPlaylist(segments.get(r.name)!, {
        targetDuration: MEDIA_POLICY.segmentSeconds,
        window: MEDIA_POLICY.liveWindowSegments,
        ended,
      }),
    );
  }
}

/** The recording as the VOD replay: every segment per rendition, and their master playlist. */
export function writeVodPlaylists(dir: string, segments: SegmentLists) {
  for (const r of MEDIA_POLICY.renditions) {
    writeAtomic(
      path.join(dir, r.name, 'vod.m3u8'),
      mediaPlaylist(segments.get(r.name)!, {
        targetDuration: MEDIA_POLICY.segmentSeconds,
        window: null,
        ended: true,
      }),
    );
  }
  writeAtomic(
    path.join(dir, 'vod.m3u8'),
    masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/vod.m3u8`),
  );
}

/** Copies the run's newest thumbnail to the show folder; answers the modification time now seen. */
export function copyThumbnail(runDir: string, showDir: string, lastMtime: number): number {
  let seen = lastMtime;
  try {
    const thumb = path.join(runDir, 'thumb.jpg');
    const m = statSync(thumb).mtimeMs;
    if (m !== lastMtime) {
      seen = m;
      copyFileSync(thumb, path.join(showDir, 'thumb.jpg.tmp'));
      renameSync(path.join(showDir, 'thumb.jpg.tmp'), path.join(showDir, 'thumb.jpg'));
    }
  } catch {
    // no thumbnail yet
  }
  return seen;
}
