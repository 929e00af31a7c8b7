import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_POLICY } from '@lc/contracts';
import { defaultTranscodeOptions, highlightArgs, transcodeArgs } from './ffmpeg-args.js';
import { progressSpeeds } from './ffmpeg-progress.js';
import type { Publisher } from './ingest.js';
import type { LlRendition } from './ll-packager.js';
import type { RunOutput, ShowManagerDeps } from './shows.context.js';

/** A run's folder (one per rendition inside) and its empty output record. */
export function newRunOutput(dir: string): RunOutput {
  for (const r of MEDIA_POLICY.renditions) mkdirSync(path.join(dir, r.name), { recursive: true });
  return { dir, anchor: null, next: new Map(), elapsed: new Map(), mtimes: new Map() };
}

/**
 * Spawns one run's ffmpeg on the publisher's stream format: its fragmented-MP4 pipes feed the
 * low-latency packagers, its stderr goes to `onStderr`; `closed` resolves once every pipe drained
 * (the run's last parts are in).
 */
export function spawnRun(o: {
  deps: Pick<ShowManagerDeps, 'ffmpegPath' | 'log' | 'encoderSpeed'>;
  scheduleId: number;
  run: number;
  out: RunOutput;
  publisher: Publisher;
  ll: Map<string, LlRendition>;
  onStderr: (d: Buffer) => void;
}): { ff: ChildProcess; closed: Promise<void> } {
  const { deps, scheduleId, run, out } = o;
  const options = defaultTranscodeOptions('pipe:0', out.dir, o.publisher.inputFormat);
  const args = transcodeArgs(options);
  const fdBase = options.lowLatency?.fdBase ?? 3;
  // the progress report on stdout gives the encoder's speed (metrics: × real time)
  const ff = spawn(deps.ffmpegPath, ['-progress', 'pipe:1', ...args], {
    stdio: ['pipe', 'pipe', 'pipe', ...MEDIA_POLICY.renditions.map(() => 'pipe' as const)],
  });
  ff.stdout!.on(
    'data',
    progressSpeeds((speed) => deps.encoderSpeed?.(scheduleId, speed)),
  );
  ff.once('exit', () => deps.encoderSpeed?.(scheduleId, undefined));
  // the fragmented-MP4 pipes: one low-latency packager run per rendition
  MEDIA_POLICY.renditions.forEach((r, i) => {
    const push = o.ll.get(r.name)!.startRun(run, () => out.anchor);
    const pipe = ff.stdio[fdBase + i] as Readable | null;
    pipe?.on('data', (chunk: Buffer) => {
      try {
        push(chunk);
      } catch (err) {
        deps.log('error', `show ${scheduleId}: low-latency packaging failed`, { err: String(err) });
        (pipe as Readable).destroy();
      }
    });
    pipe?.on('error', () => undefined);
  });
  ff.stderr!.on('data', o.onStderr);
  ff.stdin!.on('error', () => undefined);
  ff.on('error', (err) => deps.log('error', `show ${scheduleId}: ffmpeg failed to start`, { err }));
  // every pipe drained: the run's last parts are in
  const closed = new Promise<void>((resolve) =>
    ff.once('close', () => {
      try {
        for (const l of o.ll.values()) l.endRun(run);
      } catch (err) {
        // the show folder went away under a stopping run (shutdown): nothing left to finish
        deps.log('warn', `show ${scheduleId}: low-latency run end failed`, { err: String(err) });
      }
      resolve();
    }),
  );
  return { ff, closed };
}

/** Cuts the highlight clip from the top rendition's replay; answers whether it exists. */
export function makeHighlight(
  deps: Pick<ShowManagerDeps, 'ffmpegPath' | 'log'>,
  scheduleId: number,
  dir: string,
): Promise<boolean> {
  const top = MEDIA_POLICY.renditions[0].name;
  return new Promise<boolean>((resolve) =>
    execFile(
      deps.ffmpegPath,
      highlightArgs(path.join(dir, top, 'vod.m3u8'), MEDIA_POLICY.highlightSeconds, path.join(dir, 'highlight.mp4')),
      { timeout: 60_000 },
      (err) => {
        if (err) deps.log('warn', `show ${scheduleId}: highlight clip failed`, { err: String(err) });
        resolve(!err && existsSync(path.join(dir, 'highlight.mp4')));
      },
    ),
  );
}
