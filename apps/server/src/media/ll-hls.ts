/**
 * Low-latency HLS (RFC 8216bis, the low-latency rules): the media playlist over parts and segments,
 * the playlist's edge as a server reads it back, and the blocking-reload decision for `_HLS_msn` /
 * `_HLS_part`. Pure: no I/O, no clock.
 */

import { MEDIA_POLICY } from '@lc/contracts';

export const LL_HLS = {
  /** EXT-X-PART-INF:PART-TARGET (seconds): ffmpeg writes a fragment at most this long */
  partTarget: MEDIA_POLICY.partSeconds,
  /** EXT-X-SERVER-CONTROL:PART-HOLD-BACK (seconds): the spec's minimum, 2 part targets */
  partHoldBack: 3 * MEDIA_POLICY.partSeconds,
  /** parts are listed for the last this many segments (the spec: at least the last 3 target durations) */
  partSegments: 3,
  /** a blocking request waits at most this many target durations, then gets 503 */
  blockTargets: 3,
} as const;

export interface LlPart {
  uri: string;
  duration: number;
  independent: boolean;
}

export interface LlSegment {
  /** media sequence number */
  msn: number;
  /** encoder run (a new run: discontinuity and a new init section) */
  run: number;
  /** the run's init section (EXT-X-MAP) */
  map: string;
  /** the whole segment; null while it is still being made (only its parts exist) */
  uri: string | null;
  /** wall-clock instant of its first frame (ms since epoch), from the ingest clock */
  pdt: number;
  parts: LlPart[];
}

export interface LlPlaylistOptions {
  targetDuration: number;
  /** complete segments listed (sliding window) */
  window: number;
  /** the next part's URI (EXT-X-PRELOAD-HINT), null when none is expected */
  preloadHint: string | null;
  ended: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const segDuration = (s: LlSegment) => s.parts.reduce((x, p) => x + p.duration, 0);

/**
 * The low-latency media playlist: the last `window` complete segments plus the one being made;
 * parts (EXT-X-PART, INDEPENDENT=YES where a keyframe starts) for the last `partSegments` segments;
 * EXT-X-MAP at the start and at every run change (with a discontinuity); program-date-time on every
 * segment; the preload hint of the next part.
 */
export function llMediaPlaylist(all: readonly LlSegment[], o: LlPlaylistOptions): string {
  const open = all.length > 0 && all[all.length - 1]!.uri === null ? 1 : 0;
  const first = Math.max(0, all.length - open - o.window);
  const listed = all.slice(first);
  let discontinuitySeq = 0;
  for (let i = 1; i <= first && i < all.length; i += 1) if (all[i]!.run !== all[i - 1]!.run) discontinuitySeq += 1;
  const target = Math.max(o.targetDuration, ...listed.map((s) => Math.round(segDuration(s))));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:9',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${LL_HLS.partHoldBack.toFixed(3)}`,
    `#EXT-X-PART-INF:PART-TARGET=${LL_HLS.partTarget.toFixed(3)}`,
    `#EXT-X-MEDIA-SEQUENCE:${listed[0]?.msn ?? 0}`,
  ];
  if (discontinuitySeq > 0) lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySeq}`);
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  const partsFrom = listed.length - LL_HLS.partSegments;
  listed.forEach((s, i) => {
    const prev = i > 0 ? listed[i - 1]! : null;
    if (prev && prev.run !== s.run) lines.push('#EXT-X-DISCONTINUITY');
    if (!prev || prev.map !== s.map) lines.push(`#EXT-X-MAP:URI="${s.map}"`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s.pdt)}`);
    if (i >= partsFrom || s.uri === null) {
      for (const p of s.parts) {
        lines.push(
          `#EXT-X-PART:DURATION=${p.duration.toFixed(3)},URI="${p.uri}"${p.independent ? ',INDEPENDENT=YES' : ''}`,
        );
      }
    }
    if (s.uri !== null) lines.push(`#EXTINF:${segDuration(s).toFixed(3)},`, s.uri);
  });
  if (o.ended) lines.push('#EXT-X-ENDLIST');
  else if (o.preloadHint) lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${o.preloadHint}"`);
  return `${lines.join('\n')}\n`;
}

/** Where a low-latency playlist stands: what a blocking request is compared with. */
export interface LlEdge {
  /** the last complete segment's media sequence number (-1: none) */
  lastSegment: number;
  /** the segment of the last listed part and that part's index (-1: no part) */
  partSegment: number;
  lastPart: number;
  targetDuration: number;
  ended: boolean;
}

/** Reads the edge back from a low-latency playlist's text (as served: any process can answer). */
export function llPlaylistEdge(text: string): LlEdge {
  let msn = 0;
  let target = 0;
  let ended = false;
  let complete = 0;
  let parts = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) msn = Number(line.slice(22)) || 0;
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) target = Number(line.slice(22)) || 0;
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line.startsWith('#EXT-X-PART:')) parts += 1;
    else if (line && !line.startsWith('#')) {
      complete += 1;
      parts = 0;
    }
  }
  const lastSegment = msn + complete - 1;
  // parts after the last complete segment belong to the one being made; none: the last segment's
  // parts (its count is not needed: the segment is complete, every part of it is there)
  return parts > 0
    ? { lastSegment, partSegment: lastSegment + 1, lastPart: parts - 1, targetDuration: target, ended }
    : { lastSegment, partSegment: lastSegment, lastPart: Number.MAX_SAFE_INTEGER, targetDuration: target, ended };
}

export type BlockingDecision =
  /** answer the playlist now (no directive, the request is satisfied, or the playlist ended) */
  | { kind: 'now' }
  /** hold the request until the playlist changes (at most `LL_HLS.blockTargets` target durations) */
  | { kind: 'wait' }
  /** 400: a malformed directive, or one too far ahead */
  | { kind: 'bad'; reason: string };

const INT = /^\d{1,9}$/;

/**
 * The HLS spec's delivery directives: `_HLS_msn=M` holds the request until segment M is complete;
 * with `_HLS_part=P` until part P of segment M (or a later segment) is listed. `_HLS_part` without
 * `_HLS_msn`, non-integers, an M more than two segments ahead of the playlist's last one, or a P more
 * than the advance part limit (3 / part target) ahead is a bad request.
 */
export function blockingDecision(q: { msn?: string; part?: string }, edge: LlEdge): BlockingDecision {
  if (q.msn === undefined && q.part === undefined) return { kind: 'now' };
  if (q.msn === undefined) return { kind: 'bad', reason: '_HLS_part without _HLS_msn' };
  if (!INT.test(q.msn) || (q.part !== undefined && !INT.test(q.part))) {
    return { kind: 'bad', reason: 'delivery directives must be non-negative integers' };
  }
  if (edge.ended) return { kind: 'now' };
  const msn = Number(q.msn);
  const part = q.part === undefined ? null : Number(q.part);
  const last = Math.max(edge.lastSegment, edge.partSegment);
  if (msn > last + 2) return { kind: 'bad', reason: '_HLS_msn is more than two segments ahead' };
  // the advance part limit: 3 / part target (9 parts of 1/3 s), without float noise (3 / (1 / 3) = 9.000…2)
  const advance = Math.floor(3 / LL_HLS.partTarget + 1e-9);
  if (
    part !== null &&
    msn === edge.partSegment &&
    edge.partSegment > edge.lastSegment &&
    part > edge.lastPart + advance
  ) {
    return { kind: 'bad', reason: '_HLS_part is beyond the advance part limit' };
  }
  if (edge.lastSegment >= msn) return { kind: 'now' };
  if (part !== null && edge.partSegment === msn && edge.lastPart >= part) return { kind: 'now' };
  return { kind: 'wait' };
}
