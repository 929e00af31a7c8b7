import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Fmp4Splitter } from './fmp4.js';
import { llMediaPlaylist, type LlSegment } from './ll-hls.js';

/**
 * Playlist changes in this process, by the playlist's absolute path: a blocking playlist request
 * waiting here answers as soon as the part it asked for is listed.
 */
export const llPlaylistUpdates = new EventEmitter();
llPlaylistUpdates.setMaxListeners(0);

export interface LlRenditionOptions {
  /** the show folder (DATA_DIR/media/shows/{id}) */
  showDir: string;
  rendition: string;
  /** seconds per segment: a segment is complete at this length (ffmpeg's keyframe interval) */
  segmentSeconds: number;
  /** complete segments listed */
  window: number;
  /** how long a segment that left the window stays on disk (ms, from its end) */
  retentionMs: number;
  now?: () => number;
}

interface Run {
  run: number;
  dir: string;
  splitter: Fmp4Splitter;
  /** wall-clock instant of the run's first frame (ms), from the ingest clock */
  anchor: () => number | null;
  /** decode time (s) of the run's first fragment */
  origin: number | null;
  map: string | null;
}

/** The open segment's length after which the next part starts a new segment (half a frame of slack). */
const SLACK = 0.017;

/** Writes a file under a temporary name and renames it: readers see the old or the new file, never half. */
export function writeAtomic(file: string, data: string | Buffer) {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Low-latency HLS of one rendition of a show: takes ffmpeg's fragmented-MP4 stream of each encoder
 * run, writes the init section, every part as its own file as soon as it arrives, every complete
 * segment (its parts joined), and the rendition's `ll.m3u8`; deletes segments (and their parts) that
 * left the live window longer than the retention ago. Runs are joined with discontinuities.
 */
export class LlRendition {
  readonly playlistFile: string;
  private readonly segments: LlSegment[] = [];
  private readonly data = new Map<number, Buffer[]>();
  private current: Run | null = null;
  private ended = false;
  private kept = 0;
  private readonly now: () => number;

  constructor(private readonly o: LlRenditionOptions) {
    this.now = o.now ?? Date.now;
    mkdirSync(path.join(o.showDir, o.rendition), { recursive: true });
    this.playlistFile = path.join(o.showDir, o.rendition, 'll.m3u8');
  }

  /** Parts listed so far (all segments). */
  get partCount(): number {
    return this.segments.reduce((n, s) => n + s.parts.length, 0);
  }

  /** A new encoder run: its stream goes to `push`; its files to `{showDir}/r{run}/{rendition}/`. */
  startRun(run: number, anchor: () => number | null): (chunk: Buffer) => void {
    this.closeOpen();
    const dir = path.join(this.o.showDir, `r${run}`, this.o.rendition);
    mkdirSync(dir, { recursive: true });
    const r: Run = { run, dir, splitter: new Fmp4Splitter(), anchor, origin: null, map: null };
    this.current = r;
    return (chunk) => {
      if (this.current !== r || this.ended) return;
      for (const e of r.splitter.push(chunk)) {
        if (e.type === 'init') {
          writeAtomic(path.join(dir, 'init.mp4'), e.data);
          r.map = `../r${run}/${this.o.rendition}/init.mp4`;
        } else if (r.map) this.addPart(r, e.data, e.start, e.duration, e.independent);
      }
    };
  }

  /** The run's stream ended (ffmpeg exited): its open segment is complete as it is. */
  endRun(run: number) {
    if (this.current?.run !== run) return;
    this.closeOpen();
    this.current = null;
    this.write();
  }

  /** The show ended: the playlist is closed (ENDLIST). */
  end() {
    this.closeOpen();
    this.current = null;
    this.ended = true;
    this.write();
  }

  private open(): LlSegment | null {
    const last = this.segments[this.segments.length - 1];
    return last && last.uri === null ? last : null;
  }

  private nextMsn(): number {
    return (this.segments[this.segments.length - 1]?.msn ?? -1) + 1;
  }

  private addPart(r: Run, bytes: Buffer, start: number, duration: number, independent: boolean) {
    r.origin ??= start;
    let seg = this.open();
    if (seg && (seg.run !== r.run || (independent && seg.parts.length > 0))) {
      this.complete(seg);
      seg = null;
    }
    if (!seg) {
      seg = {
        msn: this.nextMsn(),
        run: r.run,
        map: r.map!,
        uri: null,
        pdt: (r.anchor() ?? this.now()) + Math.round((start - r.origin) * 1000),
        parts: [],
      };
      this.segments.push(seg);
      this.data.set(seg.msn, []);
    }
    const name = `ll${String(seg.msn).padStart(5, '0')}p${seg.parts.length}.m4s`;
    writeAtomic(path.join(r.dir, name), bytes);
    seg.parts.push({ uri: `../r${r.run}/${this.o.rendition}/${name}`, duration, independent });
    this.data.get(seg.msn)!.push(bytes);
    const length = seg.parts.reduce((x, p) => x + p.duration, 0);
    if (length >= this.o.segmentSeconds - SLACK) this.complete(seg);
    this.prune();
    this.write();
  }

  /** Joins the open segment's parts into its segment file. */
  private complete(seg: LlSegment) {
    const name = `ll${String(seg.msn).padStart(5, '0')}.m4s`;
    writeAtomic(
      path.join(this.o.showDir, `r${seg.run}`, this.o.rendition, name),
      Buffer.concat(this.data.get(seg.msn)!),
    );
    this.data.delete(seg.msn);
    seg.uri = `../r${seg.run}/${this.o.rendition}/${name}`;
  }

  private closeOpen() {
    const seg = this.open();
    if (seg) this.complete(seg);
  }

  /** What the next part will be called (the preload hint). */
  private hint(): string | null {
    const r = this.current;
    if (!r?.map) return null;
    const seg = this.open();
    const msn = seg ? seg.msn : this.nextMsn();
    const index = seg ? seg.parts.length : 0;
    return `../r${r.run}/${this.o.rendition}/ll${String(msn).padStart(5, '0')}p${index}.m4s`;
  }

  private write() {
    writeAtomic(
      this.playlistFile,
      llMediaPlaylist(this.segments, {
        targetDuration: this.o.segmentSeconds,
        window: this.o.window,
        preloadHint: this.ended ? null : this.hint(),
        ended: this.ended,
      }),
    );
    llPlaylistUpdates.emit(this.playlistFile);
  }

  /** Segments that left the window longer than the retention ago: files deleted, their files deleted. */
  private prune() {
    const complete = this.segments.length - (this.open() ? 1 : 0);
    const outside = complete - this.o.window;
    const at = this.now();
    for (; this.kept < outside; this.kept += 1) {
      const s = this.segments[this.kept]!;
      const length = s.parts.reduce((x, p) => x + p.duration, 0);
      if (s.pdt + length * 1000 + this.o.retentionMs > at) break;
      const dir = path.join(this.o.showDir, `r${s.run}`, this.o.rendition);
      for (const p of s.parts) rmSync(path.join(dir, path.basename(p.uri)), { force: true });
      if (s.uri) rmSync(path.join(dir, path.basename(s.uri)), { force: true });
    }
  }
}
