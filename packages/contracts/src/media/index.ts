import { z } from 'zod';
import { idParam } from '../common/paging.js';

/**
 * Media (issue 8, live §2, §3, §9): stream keys for RTMP encoders, the HLS ladder, low-latency
 * packaging, recording to replay. One place for every media constant.
 */
/**
 * hls.js settings of the web player for low-latency HLS (and of bench/latency, which plays as it does):
 * catch up at up to 1.5× speed, and after a stall sit only 0.25 s further back (hls.js' default adds a
 * whole second per stall for good, so one start-up stall kept the player ~1 s behind: bench/latency
 * p50 2.1 s against 1.4 s without it). Repeated stalls still add up, to one target duration (2 s).
 */
export const LL_PLAYER_CONFIG = {
  lowLatencyMode: true,
  maxLiveSyncPlaybackRate: 1.5,
  liveSyncOnStallIncrease: 0.25,
} as const;

/** What hls.js tells of a live player (`Hls#latency`, `targetLatency`, `liveSyncPosition`, `latestLevelDetails`). */
export interface LiveEdgePlayer {
  /** seconds behind the live edge now (0 before playback) */
  latency: number;
  /** seconds behind the edge the player aims for (PART-HOLD-BACK in low-latency mode) */
  targetLatency: number | null;
  /** where playing at the target latency would be (media seconds) */
  liveSyncPosition: number | null;
  latestLevelDetails: { targetduration: number } | null;
}

/**
 * live §9 "live-edge seek every 1 s": each check, a playing live player that sits more than one
 * target duration behind its target latency jumps to the live sync position. Inside that range hls.js
 * catches up by playing faster (LL_PLAYER_CONFIG); further back it treats playback as DVR and never
 * comes back (seen in bench/latency: a player that started 5.5 s behind stayed there). Answers the
 * position to seek to, or null. Self-contained (bench/latency runs its source in the page).
 */
export function liveEdgeSeek(hls: LiveEdgePlayer, paused: boolean): number | null {
  const target = hls.targetLatency;
  const sync = hls.liveSyncPosition;
  const details = hls.latestLevelDetails;
  if (paused || !hls.latency || target === null || sync === null || details === null) return null;
  return hls.latency - target > details.targetduration ? sync : null;
}

export const MEDIA_POLICY = {
  /** live §9: quality options auto / 720 / 360 — the ladder every live show is transcoded into */
  renditions: [
    { name: '720p', width: 1280, height: 720, videoKbps: 2500, audioKbps: 128 },
    { name: '360p', width: 640, height: 360, videoKbps: 800, audioKbps: 96 },
  ],
  /** live §9: the live player checks its distance to the live edge this often (liveEdgeSeek) */
  liveEdgeSeekMs: 1_000,
  /** frames per second of every rendition (keyframe every segment: GOP = fps × segmentSeconds) */
  fps: 30,
  /** classic HLS segment length (seconds) */
  segmentSeconds: 2,
  /** low-latency HLS partial segment length (seconds; the HLS spec's part target) */
  partSeconds: 1 / 3,
  /** segments listed in a live playlist (the sliding window) */
  liveWindowSegments: 6,
  /** live §9: thumbnail quality 240 (height, pixels); refreshed every few seconds while live */
  thumbnailHeight: 240,
  thumbnailEverySeconds: 4,
  /** a stream key stays valid until this long after its schedule's end */
  keyValidAfterEndMinutes: 60,
  /** a crashed ffmpeg is restarted at most this many times per minute before the run is given up */
  maxRestartsPerMinute: 5,
  /** optional highlight clip cut from the start of the recording (seconds) */
  highlightSeconds: 30,
  /** RTMP application name in ingest URLs: rtmp://host:port/live/{streamKey} */
  rtmpApp: 'live',
  /** how often the media role deletes expired live segments and abandoned stream folders (seconds) */
  cleanupEverySeconds: 60,
  /** the recording's segment list, next to the segments (DATA_DIR/media/shows/{id}/manifest.json) */
  manifestFile: 'manifest.json',
} as const;

export interface Rendition {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly videoKbps: number;
  readonly audioKbps: number;
}

/** POST media/streamkeys: the sellover prepares a broadcast (consent ticked) and gets a key for an encoder. */
export const streamKeyBody = z.object({
  broadcastSysId: idParam,
  broadcastScheduleSysId: idParam,
  /** live §5: the consent box; anything but 1/true answers 8001 */
  isAgree: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
export type StreamKeyBody = z.infer<typeof streamKeyBody>;

export const streamKeyResponse = z.object({
  broadcastSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int(),
  /** what an encoder (OBS, PRISM) takes as "server" */
  ingestUrl: z.string(),
  /** what an encoder takes as "stream key" */
  streamKey: z.string(),
  /** ISO instant after which the key is refused */
  expiresAt: z.string(),
});
export type StreamKeyResponse = z.infer<typeof streamKeyResponse>;

/** GET media/streams/{scheduleId}: where a schedule's stream stands (host and staff). */
export const streamStateResponse = z.object({
  broadcastScheduleSysId: z.number().int(),
  /** idle: no encoder yet; live: receiving; reconnecting: encoder gone, within the grace window; ended; replay: published */
  state: z.enum(['idle', 'live', 'reconnecting', 'ended', 'replay']),
  liveUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  replayUrl: z.string().nullable(),
});
export type StreamStateResponse = z.infer<typeof streamStateResponse>;

export const streamScheduleParams = z.object({ id: idParam });

export * from './browser-ingest.js';
export * from './responses.js';
