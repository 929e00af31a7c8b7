import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_POLICY } from '@lc/contracts';
import { defaultTranscodeOptions, highlightArgs, transcodeArgs } from './ffmpeg-args.js';
import type { Publisher } from './ingest.js';
import { LlRendition, writeAtomic } from './ll-packager.js';
import { masterPlaylist, mediaPlaylist, parseMediaPlaylist, type ShowSegment } from './playlist.js';

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

export type ShowState = 'live' | 'reconnecting' | 'ended';

export interface ShowEndResult {
  /** the show went on air: at least one segment of every rendition was made */
  onAir: boolean;
  /** on air and recorded (MEDIA_RECORD): the VOD playlists and the highlight exist */
  recorded: boolean;
  /** instant of the recording's first frame */
  firstFrameAt: Date | null;
  highlight: boolean;
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
  /** the encoder is gone past the grace window: the recording is finished */
  onEnded(scheduleId: number, r: ShowEndResult): Promise<void>;
  /** poll interval of ffmpeg's playlists (ms) */
  pollMs?: number;
}

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

interface RunOutput {
  dir: string;
  /** wall-clock instant of the run's first frame (ms), from the ingest clock */
  anchor: number | null;
  /** next ffmpeg media sequence number expected per rendition */
  next: Map<string, number>;
  /** seconds of segments taken so far per rendition (the run-relative start of the next one) */
  elapsed: Map<string, number>;
  mtimes: Map<string, number>;
}

/**
 * One show per broadcast schedule: every accepted encoder connection is a run (one ffmpeg child fed
 * the FLV stream); runs are joined into one live playlist per rendition with discontinuities; every
 * segment is kept, so at the end the recording is the replay. A crashed ffmpeg is restarted (new
 * run) without ending the show; an encoder that drops has the grace window to come back.
 */
export class Show {
  state: ShowState = 'live';
  readonly dir: string;
  private run = 0;
  private out: RunOutput | null = null;
  private readonly segments = new Map<string, ShowSegment[]>();
  private publisher: Publisher | null = null;
  /** stops the current run's feed from the publisher */
  private unfeed: (() => void) | null = null;
  private ff: ChildProcess | null = null;
  private restarts: number[] = [];
  private grace: NodeJS.Timeout | null = null;
  private poller: NodeJS.Timeout;
  private live = false;
  /** per rendition: index of the first segment not yet deleted (unrecorded shows) */
  private readonly kept = new Map<string, number>();
  private thumbMtime = 0;
  private ending: Promise<void> | null = null;
  /** ffmpeg's last words (stderr tail), for the log when it dies */
  private stderrTail = '';
  /** ffmpeg runs whose pipes have not closed yet */
  private readonly closing = new Set<Promise<void>>();
  /** low-latency HLS per rendition (live only: the recording is the classic ladder) */
  private readonly ll = new Map<string, LlRendition>();

  constructor(
    readonly scheduleId: number,
    private readonly deps: ShowManagerDeps,
  ) {
    this.dir = path.join(deps.root, String(scheduleId));
    mkdirSync(this.dir, { recursive: true });
    // a show continues the runs already on disk (e.g. after a server restart), never overwrites them
    this.run = readdirSync(this.dir)
      .map((d) => /^r(\d+)$/.exec(d)?.[1])
      .filter((x): x is string => !!x)
      .reduce((m, x) => Math.max(m, Number(x)), 0);
    // the segments of earlier runs of this show (a restarted server) come from its manifest
    const saved = readShowManifest(this.dir);
    for (const r of MEDIA_POLICY.renditions) {
      const list = saved?.state === 'live' ? (saved.segments[r.name] ?? []) : [];
      this.segments.set(r.name, list);
      const firstKept = list.findIndex((x) => !x.deleted);
      this.kept.set(r.name, firstKept < 0 ? list.length : firstKept);
      mkdirSync(path.join(this.dir, r.name), { recursive: true });
      this.ll.set(
        r.name,
        new LlRendition({
          showDir: this.dir,
          rendition: r.name,
          segmentSeconds: MEDIA_POLICY.segmentSeconds,
          window: MEDIA_POLICY.liveWindowSegments,
          retentionMs: deps.retentionMs,
          now: deps.now,
        }),
      );
    }
    this.live = this.segmentCount > 0;
    writeAtomic(
      path.join(this.dir, 'master.m3u8'),
      masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/live.m3u8`),
    );
    writeAtomic(
      path.join(this.dir, 'master-ll.m3u8'),
      masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/ll.m3u8`),
    );
    this.poller = setInterval(() => this.poll(), deps.pollMs ?? 200);
  }

  get segmentCount(): number {
    return Math.min(...[...this.segments.values()].map((s) => s.length));
  }

  get firstFrameAt(): Date | null {
    const first = this.segments.get(MEDIA_POLICY.renditions[0].name)?.[0];
    return first ? new Date(first.pdt) : null;
  }

  /** An accepted encoder connection (the first, or a reconnect inside the grace window). */
  attach(p: Publisher) {
    if (this.state === 'ended') {
      p.close();
      return;
    }
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    this.detachFeeder();
    // one publisher per show: an older connection still open (another key of the same schedule, or
    // a dropped encoder whose socket has not timed out yet) is closed; its detach is then ignored
    const before = this.publisher;
    this.publisher = p;
    if (before && before !== p) before.close();
    // the transcoder of the connection taken over finishes its last segment and goes
    if (this.ff && this.ff.exitCode === null && this.ff.signalCode === null) this.stopFfmpeg();
    this.state = 'live';
    this.startRun();
  }

  /** The encoder went away: wait the grace window, then end. */
  detach(p: Publisher) {
    if (this.publisher !== p) return;
    this.publisher = null;
    this.detachFeeder();
    this.stopFfmpeg();
    if (this.state === 'ended') return;
    this.awaitEncoder();
  }

  /** No encoder (it dropped, or the server restarted mid-show): the grace window to come back, then the end. */
  awaitEncoder() {
    if (this.state === 'ended' || this.grace) return;
    this.state = 'reconnecting';
    this.deps.log('info', `show ${this.scheduleId}: encoder gone, ${this.deps.graceMs} ms to reconnect`);
    this.grace = setTimeout(
      () =>
        void this.end().catch((err: unknown) => this.deps.log('error', `show ${this.scheduleId}: end failed`, { err })),
      this.deps.graceMs,
    );
  }

  private startRun() {
    const p = this.publisher;
    if (!p) return;
    this.run += 1;
    const dir = path.join(this.dir, `r${this.run}`);
    for (const r of MEDIA_POLICY.renditions) mkdirSync(path.join(dir, r.name), { recursive: true });
    const out: RunOutput = { dir, anchor: null, next: new Map(), elapsed: new Map(), mtimes: new Map() };
    this.out = out;
    const options = defaultTranscodeOptions('pipe:0', dir, p.inputFormat);
    const args = transcodeArgs(options);
    const fdBase = options.lowLatency?.fdBase ?? 3;
    const ff = spawn(this.deps.ffmpegPath, args, {
      stdio: ['pipe', 'ignore', 'pipe', ...MEDIA_POLICY.renditions.map(() => 'pipe' as const)],
    });
    this.ff = ff;
    const run = this.run;
    // the fragmented-MP4 pipes: one low-latency packager run per rendition
    MEDIA_POLICY.renditions.forEach((r, i) => {
      const push = this.ll.get(r.name)!.startRun(run, () => out.anchor);
      const pipe = ff.stdio[fdBase + i] as Readable | null;
      pipe?.on('data', (chunk: Buffer) => {
        try {
          push(chunk);
        } catch (err) {
          this.deps.log('error', `show ${this.scheduleId}: low-latency packaging failed`, { err: String(err) });
          (pipe as Readable).destroy();
        }
      });
      pipe?.on('error', () => undefined);
    });
    this.stderrTail = '';
    const stdin = ff.stdin!;
    ff.stderr!.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString()).slice(-2000);
    });
    stdin.on('error', () => undefined);
    ff.on('error', (err) => this.deps.log('error', `show ${this.scheduleId}: ffmpeg failed to start`, { err }));
    // every pipe drained: the run's last parts are in
    const closed = new Promise<void>((resolve) =>
      ff.once('close', () => {
        try {
          for (const l of this.ll.values()) l.endRun(run);
        } catch (err) {
          // the show folder went away under a stopping run (shutdown): nothing left to finish
          this.deps.log('warn', `show ${this.scheduleId}: low-latency run end failed`, { err: String(err) });
        }
        resolve();
      }),
    );
    this.closing.add(closed);
    void closed.then(() => this.closing.delete(closed));
    ff.on('exit', (code, signal) => {
      if (this.ff !== ff) return;
      this.ff = null;
      this.poll();
      if (this.publisher !== p || this.state !== 'live') return;
      if (!p.restartable) {
        // a browser's recording cannot be re-entered mid-stream (its headers went to the dead run):
        // the connection is dropped, the page reconnects with a fresh recording inside the grace window
        this.deps.log('warn', `show ${this.scheduleId}: ffmpeg exited (${code ?? signal}) on a ${p.via} stream`, {
          stderr: this.stderrTail,
        });
        p.close('unreadable');
        return;
      }
      // crashed while the encoder is still sending: restart without ending the show
      const t = this.deps.now();
      this.restarts = this.restarts.filter((x) => t - x < 60_000);
      this.deps.log('warn', `show ${this.scheduleId}: ffmpeg exited (${code ?? signal}) while live`, {
        stderr: this.stderrTail,
      });
      if (this.restarts.length >= MEDIA_POLICY.maxRestartsPerMinute) {
        this.deps.log('error', `show ${this.scheduleId}: ffmpeg keeps failing; dropping the encoder`);
        p.close();
        return;
      }
      this.restarts.push(t);
      this.detachFeeder();
      this.startRun();
    });

    this.unfeed = p.feed(
      (buf) => {
        if (stdin.writable) stdin.write(buf);
      },
      (ms) => {
        if (out.anchor === null) out.anchor = ms;
      },
    );
  }

  private detachFeeder() {
    // once the publisher is gone its feed went with it
    if (this.unfeed && this.publisher) this.unfeed();
    this.unfeed = null;
  }

  private stopFfmpeg() {
    const ff = this.ff;
    if (!ff) return;
    // closing stdin lets ffmpeg finish the last segment; it is killed if it lingers
    ff.stdin?.end();
    const kill = setTimeout(() => ff.kill('SIGKILL'), 5_000);
    ff.once('exit', () => clearTimeout(kill));
  }

  /** Takes the segments ffmpeg finished since the last look and rewrites the show's playlists. */
  poll() {
    const out = this.out;
    if (!out) return;
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
      const list = this.segments.get(r.name)!;
      let next = out.next.get(r.name) ?? 0;
      let elapsed = out.elapsed.get(r.name) ?? 0;
      parsed.entries.forEach((e, i) => {
        const seq = parsed.mediaSequence + i;
        if (seq < next) return;
        list.push({
          run: this.run,
          uri: `../r${this.run}/${r.name}/${e.uri}`,
          duration: e.duration,
          pdt: (out.anchor ?? this.deps.now()) + Math.round(elapsed * 1000),
        });
        elapsed += e.duration;
        next = seq + 1;
        added = true;
      });
      out.next.set(r.name, next);
      out.elapsed.set(r.name, elapsed);
    }
    try {
      const thumb = path.join(out.dir, 'thumb.jpg');
      const m = statSync(thumb).mtimeMs;
      if (m !== this.thumbMtime) {
        this.thumbMtime = m;
        copyFileSync(thumb, path.join(this.dir, 'thumb.jpg.tmp'));
        renameSync(path.join(this.dir, 'thumb.jpg.tmp'), path.join(this.dir, 'thumb.jpg'));
      }
    } catch {
      // no thumbnail yet
    }
    if (!this.deps.record) this.prune();
    if (!added) return;
    this.writeManifest();
    this.writeLive(false);
    if (!this.live && this.segmentCount > 0) {
      this.live = true;
      this.deps.onLive(this.scheduleId).catch((err: unknown) => this.deps.log('error', 'show live update', { err }));
    }
  }

  /** Unrecorded shows: segments that left the live window longer than the retention ago are deleted. */
  private prune(at = this.deps.now()) {
    let changed = false;
    for (const r of MEDIA_POLICY.renditions) {
      const list = this.segments.get(r.name)!;
      const outside = list.length - MEDIA_POLICY.liveWindowSegments;
      let i = this.kept.get(r.name) ?? 0;
      for (; i < outside; i += 1) {
        const seg = list[i]!;
        if (seg.pdt + seg.duration * 1000 + this.deps.retentionMs > at) break;
        rmSync(path.join(this.dir, r.name, seg.uri), { force: true });
        seg.deleted = true;
        changed = true;
      }
      this.kept.set(r.name, i);
    }
    if (changed) this.writeManifest();
  }

  private writeManifest() {
    const m: ShowManifest = {
      version: 1,
      scheduleId: this.scheduleId,
      state: this.state === 'ended' ? 'ended' : 'live',
      updatedAt: new Date(this.deps.now()).toISOString(),
      segments: Object.fromEntries(this.segments),
    };
    writeAtomic(path.join(this.dir, MEDIA_POLICY.manifestFile), JSON.stringify(m));
  }

  private writeLive(ended: boolean) {
    for (const r of MEDIA_POLICY.renditions) {
      writeAtomic(
        path.join(this.dir, r.name, 'live.m3u8'),
        mediaPlaylist(this.segments.get(r.name)!, {
          targetDuration: MEDIA_POLICY.segmentSeconds,
          window: MEDIA_POLICY.liveWindowSegments,
          ended,
        }),
      );
    }
  }

  /** Stops this node's work on the show without ending it (server shutdown). */
  async stop() {
    if (this.ending) return this.ending.catch(() => undefined);
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    clearInterval(this.poller);
    const ff = this.ff;
    this.ff = null;
    this.publisher = null;
    this.unfeed = null;
    if (ff && ff.exitCode === null) {
      const exited = new Promise<void>((resolve) => ff.once('exit', () => resolve()));
      ff.stdin?.end();
      const kill = setTimeout(() => ff.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(kill);
      // the segments ffmpeg finished on its way out belong to the recording (and its manifest)
      this.poll();
    }
    // every run's pipes drained (a run stopped just before, e.g. its encoder dropped): nothing writes
    // to the show folder after this
    await Promise.race([Promise.all(this.closing), new Promise((r) => setTimeout(r, 6_000).unref())]);
  }

  /** Ends the show: last segments, live playlists closed, the recording written as the VOD replay. */
  end(): Promise<void> {
    this.ending ??= this.finish();
    return this.ending;
  }

  private async finish() {
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    this.state = 'ended';
    const p = this.publisher;
    this.publisher = null;
    this.detachFeeder();
    p?.close();
    const ff = this.ff;
    if (ff && ff.exitCode === null && ff.signalCode === null) {
      const exited = new Promise<void>((resolve) => ff.once('exit', () => resolve()));
      this.stopFfmpeg();
      await exited;
    }
    clearInterval(this.poller);
    this.poll();
    this.writeLive(true);
    for (const l of this.ll.values()) l.end();
    this.writeManifest();
    const onAir = this.segmentCount > 0;
    const recorded = onAir && this.deps.record;
    let highlight = false;
    if (recorded) {
      for (const r of MEDIA_POLICY.renditions) {
        writeAtomic(
          path.join(this.dir, r.name, 'vod.m3u8'),
          mediaPlaylist(this.segments.get(r.name)!, {
            targetDuration: MEDIA_POLICY.segmentSeconds,
            window: null,
            ended: true,
          }),
        );
      }
      writeAtomic(
        path.join(this.dir, 'vod.m3u8'),
        masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/vod.m3u8`),
      );
      const top = MEDIA_POLICY.renditions[0].name;
      highlight = await new Promise<boolean>((resolve) =>
        execFile(
          this.deps.ffmpegPath,
          highlightArgs(
            path.join(this.dir, top, 'vod.m3u8'),
            MEDIA_POLICY.highlightSeconds,
            path.join(this.dir, 'highlight.mp4'),
          ),
          { timeout: 60_000 },
          (err) => {
            if (err) this.deps.log('warn', `show ${this.scheduleId}: highlight clip failed`, { err: String(err) });
            resolve(!err && existsSync(path.join(this.dir, 'highlight.mp4')));
          },
        ),
      );
    }
    this.deps.log('info', `show ${this.scheduleId}: ended, ${this.segmentCount} segments recorded`);
    await this.deps.onEnded(this.scheduleId, { onAir, recorded, firstFrameAt: this.firstFrameAt, highlight });
  }
}

/** Schedule ids of the show folders under the root. */
function showFolders(root: string): number[] {
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
    },
  };
}
export type ShowManager = ReturnType<typeof createShowManager>;
