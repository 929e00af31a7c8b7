import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_POLICY } from '@lc/contracts';
import type { Publisher } from './ingest.js';
import { LlRendition } from './ll-packager.js';
import type { RunOutput, SegmentLists, ShowManagerDeps, ShowState } from './shows.context.js';
import {
  copyThumbnail,
  readShowManifest,
  writeLivePlaylists,
  writeMasterPlaylists,
  writeShowManifest,
  writeVodPlaylists,
} from './shows.files.js';
import { makeHighlight, newRunOutput, spawnRun } from './shows.run.js';
import { pruneSegments, takeSegments } from './shows.segments.js';

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
  private readonly segments: SegmentLists = new Map();
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
    writeMasterPlaylists(this.dir);
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
    const out = newRunOutput(path.join(this.dir, `r${this.run}`));
    this.out = out;
    const run = this.run;
    const { ff, closed } = spawnRun({
      deps: this.deps,
      scheduleId: this.scheduleId,
      run,
      out,
      publisher: p,
      ll: this.ll,
      onStderr: (d) => {
        this.stderrTail = (this.stderrTail + d.toString()).slice(-2000);
      },
    });
    this.ff = ff;
    this.stderrTail = '';
    this.closing.add(closed);
    void closed.then(() => this.closing.delete(closed));
    ff.on('exit', (code, signal) => this.runExited(ff, p, code ?? signal));
    const stdin = ff.stdin!;
    this.unfeed = p.feed(
      (buf) => {
        if (stdin.writable) stdin.write(buf);
      },
      (ms) => {
        if (out.anchor === null) out.anchor = ms;
      },
    );
  }

  /** A run's ffmpeg exited: its last segments are taken; while live, a crash restarts it (within a budget). */
  private runExited(ff: ChildProcess, p: Publisher, why: number | NodeJS.Signals | null) {
    if (this.ff !== ff) return;
    this.ff = null;
    this.poll();
    if (this.publisher !== p || this.state !== 'live') return;
    if (!p.restartable) {
      // a browser's recording cannot be re-entered mid-stream (its headers went to the dead run):
      // the connection is dropped, the page reconnects with a fresh recording inside the grace window
      this.deps.log('warn', `show ${this.scheduleId}: ffmpeg exited (${why}) on a ${p.via} stream`, {
        stderr: this.stderrTail,
      });
      p.close('unreadable');
      return;
    }
    // crashed while the encoder is still sending: restart without ending the show
    const t = this.deps.now();
    this.restarts = this.restarts.filter((x) => t - x < 60_000);
    this.deps.log('warn', `show ${this.scheduleId}: ffmpeg exited (${why}) while live`, {
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
    const added = takeSegments(out, this.segments, this.run, this.deps.now);
    const hadThumbnail = this.thumbMtime !== 0;
    this.thumbMtime = copyThumbnail(out.dir, this.dir, this.thumbMtime);
    if (!hadThumbnail && this.thumbMtime !== 0 && this.deps.onThumbnail)
      this.deps
        .onThumbnail(this.scheduleId)
        .catch((err: unknown) => this.deps.log('error', 'show thumbnail update', { err }));
    if (!this.deps.record) this.prune();
    if (!added) return;
    this.writeManifest();
    writeLivePlaylists(this.dir, this.segments, false);
    if (!this.live && this.segmentCount > 0) {
      this.live = true;
      this.deps.onLive(this.scheduleId).catch((err: unknown) => this.deps.log('error', 'show live update', { err }));
    }
  }

  /** Unrecorded shows: segments that left the live window longer than the retention ago are deleted. */
  private prune(at = this.deps.now()) {
    if (pruneSegments(this.dir, this.segments, this.kept, this.deps.retentionMs, at)) this.writeManifest();
  }

  private writeManifest() {
    writeShowManifest(
      this.dir,
      {
        scheduleId: this.scheduleId,
        state: this.state === 'ended' ? 'ended' : 'live',
        updatedAt: new Date(this.deps.now()).toISOString(),
      },
      this.segments,
    );
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
    writeLivePlaylists(this.dir, this.segments, true);
    for (const l of this.ll.values()) l.end();
    this.writeManifest();
    const onAir = this.segmentCount > 0;
    const recorded = onAir && this.deps.record;
    if (recorded) writeVodPlaylists(this.dir, this.segments);
    this.deps.log('info', `show ${this.scheduleId}: ended, ${this.segmentCount} segments recorded`);
    // the replay first (issue 32 #3): viewers open it at once; the highlight clip follows when it is cut
    await this.deps.onEnded(this.scheduleId, { onAir, recorded, firstFrameAt: this.firstFrameAt });
    if (recorded && (await makeHighlight(this.deps, this.scheduleId, this.dir))) {
      await this.deps.onHighlight?.(this.scheduleId);
    }
  }
}
