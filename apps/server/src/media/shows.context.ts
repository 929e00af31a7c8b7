import type { ShowSegment } from './playlist.js';

export type ShowState = 'live' | 'reconnecting' | 'ended';

export interface ShowEndResult {
  /** the show went on air: at least one segment of every rendition was made */
  onAir: boolean;
  /** on air and recorded (MEDIA_RECORD): the VOD playlists exist (the highlight clip follows) */
  recorded: boolean;
  /** instant of the recording's first frame */
  firstFrameAt: Date | null;
}

export interface ShowManagerDeps {
  /** DATA_DIR/media/shows */
  root: string;
  ffmpegPath: string;
  /** how long an encoder may be gone before the show ends */
  graceMs: number;
  /** every segment is kept and the show ends into its replay; off: live only */
  record: boolean;
  /**
   * unrecorded shows: how long a segment that left the live window stays on disk (ms, from its end);
   * also how long an abandoned stream folder is kept after its last write, past the grace window
   */
  retentionMs: number;
  /**
   * the app's clock (ms): retention, cleanup and the restart budget are decided on it (tests move it);
   * segment instants come from the ingest clock and files' times from the disk, both wall time
   */
  now: () => number;
  log(level: 'debug' | 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>): void;
  /** the first segments of every rendition exist: the show can be watched */
  onLive(scheduleId: number): Promise<void>;
  /** the run's first thumbnail is in the show folder: cards may show it (it comes seconds after the first segments) */
  onThumbnail?(scheduleId: number): Promise<void>;
  /** the encoder is gone past the grace window: the recording is finished */
  onEnded(scheduleId: number, r: ShowEndResult): Promise<void>;
  /** the highlight clip of a recorded show was cut, after its replay was published (issue 32 #3) */
  onHighlight?(scheduleId: number): Promise<void>;
  /** the speed (× real time) a show's ffmpeg reports; undefined: its run ended (metrics) */
  encoderSpeed?(scheduleId: number, speed: number | undefined): void;
  /** poll interval of ffmpeg's playlists (ms) */
  pollMs?: number;
}

/** What one run (one ffmpeg child) has written so far. */
export interface RunOutput {
  dir: string;
  /** wall-clock instant of the run's first frame (ms), from the ingest clock */
  anchor: number | null;
  /** next ffmpeg media sequence number expected per rendition */
  next: Map<string, number>;
  /** seconds of segments taken so far per rendition (the run-relative start of the next one) */
  elapsed: Map<string, number>;
  mtimes: Map<string, number>;
}

/** Segments per rendition name. */
export type SegmentLists = Map<string, ShowSegment[]>;
