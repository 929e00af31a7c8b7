import type { Rendition } from '@lc/contracts';

/** Pure HLS playlist reading and writing (RFC 8216 and its low-latency extension). No I/O. */

export interface PlaylistEntry {
  duration: number;
  uri: string;
}

export interface ParsedMediaPlaylist {
  mediaSequence: number;
  entries: PlaylistEntry[];
  ended: boolean;
}

/** Reads what ffmpeg's HLS muxer writes: media sequence, EXTINF durations and segment URIs. */
export function parseMediaPlaylist(text: string): ParsedMediaPlaylist {
  let mediaSequence = 0;
  let ended = false;
  let pending: number | null = null;
  const entries: PlaylistEntry[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) mediaSequence = Number(line.slice(22)) || 0;
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (!line.startsWith('#') && pending !== null) {
      entries.push({ duration: pending, uri: line });
      pending = null;
    }
  }
  return { mediaSequence, entries, ended };
}

/** A segment of a show: which encoder run made it (runs are joined with discontinuities). */
export interface ShowSegment {
  run: number;
  /** path relative to the rendition's playlist */
  uri: string;
  duration: number;
  /** wall-clock instant of its first frame (ms since epoch), from the ingest clock */
  pdt: number;
  /** the file was deleted (an unrecorded show's segment past the live window and the retention) */
  deleted?: boolean;
}

export interface MediaPlaylistOptions {
  targetDuration: number;
  /** live: how many segments to list (sliding window); null lists every segment (the recording) */
  window: number | null;
  /** adds EXT-X-ENDLIST (and PLAYLIST-TYPE:VOD when every segment is listed) */
  ended: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A media playlist over a show's segments: a discontinuity where the run changes (encoder reconnect
 * or restarted ffmpeg), EXT-X-PROGRAM-DATE-TIME on the first segment and after each discontinuity
 * (RFC 8216 §4.3.2.6), media and discontinuity sequence numbers that stay stable as the window slides.
 */
export function mediaPlaylist(all: readonly ShowSegment[], o: MediaPlaylistOptions): string {
  const first = o.window === null ? 0 : Math.max(0, all.length - o.window);
  let discontinuitySeq = 0;
  for (let i = 1; i <= first && i < all.length; i += 1) if (all[i]!.run !== all[i - 1]!.run) discontinuitySeq += 1;
  const target = Math.max(o.targetDuration, ...all.slice(first).map((s) => Math.round(s.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', `#EXT-X-TARGETDURATION:${target}`];
  if (o.window === null && o.ended) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${first}`);
  if (discontinuitySeq > 0) lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySeq}`);
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  for (let i = first; i < all.length; i += 1) {
    const s = all[i]!;
    const newRun = i > first && s.run !== all[i - 1]!.run;
    if (newRun) lines.push('#EXT-X-DISCONTINUITY');
    if (i === first || newRun || o.window !== null) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s.pdt)}`);
    lines.push(`#EXTINF:${s.duration.toFixed(3)},`, s.uri);
  }
  if (o.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Bits per second a rendition announces (video + audio, with the muxing overhead of MPEG-TS). */
export function renditionBandwidth(r: Rendition): number {
  return Math.round((r.videoKbps * 1.1 + r.audioKbps) * 1000 * 1.05);
}

/** H.264 Main (level 3.1) + AAC-LC: what `transcodeArgs` produces. */
export const LADDER_CODECS = 'avc1.4d401f,mp4a.40.2';

/** The master playlist of the ladder, highest first; `variant(name)` is each media playlist's URI. */
export function masterPlaylist(renditions: readonly Rendition[], variant: (name: string) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${renditionBandwidth(r)},RESOLUTION=${r.width}x${r.height},CODECS="${LADDER_CODECS}",NAME="${r.name}"`,
      variant(r.name),
    );
  }
  return `${lines.join('\n')}\n`;
}
