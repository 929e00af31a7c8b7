import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RC } from '@lc/contracts';
import { sendFailure } from '../../http/envelope.js';
import type { FfmpegProbe } from '../../media/ffmpeg-check.js';
import { DEMO_REPLAY_SECONDS } from '../../seed/broadcasts.js';

/** The demo clips (until the media pipeline lands): a short live loop and a replay the seeded chat spans. */
export const DEMO_CLIPS = {
  live: { seconds: 8, tone: 440, pattern: 'testsrc2' },
  replay: { seconds: DEMO_REPLAY_SECONDS, tone: 330, pattern: 'testsrc' },
} as const;
export type DemoClip = keyof typeof DEMO_CLIPS;

/** ffmpeg arguments for a demo clip: test pattern and tone, H.264/AAC, 2 s HLS segments, one playlist. */
export function demoClipArgs(clip: DemoClip, outDir: string): string[] {
  const c = DEMO_CLIPS[clip];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${c.pattern}=size=426x240:rate=15`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${c.tone}:sample_rate=44100`,
    '-t',
    String(c.seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-f',
    'hls',
    '-hls_time',
    '2',
    // an EVENT playlist, written whole at every segment: players start while the clip is still being
    // made (the replay first, issue 32 #3), and ffmpeg closes it with ENDLIST
    '-hls_playlist_type',
    'event',
    '-hls_flags',
    'temp_file',
    '-hls_segment_filename',
    path.join(outDir, 'seg%03d.ts'),
    path.join(outDir, 'index.m3u8'),
  ];
}

/** How often a request for a clip being made looks whether its first segment is listed. */
const FIRST_SEGMENT_POLL_MS = 100;

/** the playlist lists a segment (ffmpeg writes it whole, with `temp_file`) */
const listsASegment = (playlist: string) => {
  try {
    return readFileSync(playlist, 'utf8').includes('#EXTINF');
  } catch {
    return false;
  }
};

const openOrNull = (file: string): number | null => {
  try {
    return openSync(file, 'r');
  } catch {
    return null;
  }
};

/**
 * Serves the demo HLS clips from DATA_DIR/media/demo, generating each once with ffmpeg
 * (`FFMPEG_PATH`) when it is missing. A clip being made is served from its working folder as soon as
 * its first segment is listed (issue 32 #3: a first open of the replay waited for the whole clip), the
 * finished clip from its own folder. Playlists are not cached; segments are. Without ffmpeg (said once
 * at start by the probe) a clip not made yet answers `8107` and the player shows "no video".
 */
export function registerDemoMedia(fastify: FastifyInstance, dataDir: string, ffmpeg: FfmpegProbe): void {
  const root = path.join(dataDir, 'media', 'demo');
  const making = new Map<DemoClip, { tmp: string; done: Promise<void> }>();
  const ensure = (clip: DemoClip) => {
    const dir = path.join(root, clip);
    let job = making.get(clip);
    if (!job) {
      const tmp = `${dir}.tmp-${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(tmp, { recursive: true });
      const done = new Promise<void>((resolve, reject) => {
        execFile(ffmpeg.path, demoClipArgs(clip, tmp), { timeout: 120_000 }, (err) => {
          if (err) {
            rmSync(tmp, { recursive: true, force: true });
            return reject(err);
          }
          rmSync(dir, { recursive: true, force: true });
          renameSync(tmp, dir);
          resolve();
        });
      }).finally(() => making.delete(clip));
      job = { tmp, done };
      making.set(clip, job);
    }
    return job;
  };
  /** resolves once the clip being made lists its first segment, or is finished; rejects when it failed */
  const firstSegment = (job: { tmp: string; done: Promise<void> }) =>
    new Promise<void>((resolve, reject) => {
      let settled = false;
      const poll = setInterval(() => {
        if (listsASegment(path.join(job.tmp, 'index.m3u8'))) finish();
      }, FIRST_SEGMENT_POLL_MS);
      const finish = (err?: unknown) => {
        if (settled) return;
        settled = true;
        clearInterval(poll);
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve();
      };
      job.done.then(() => finish(), finish);
    });
  fastify.get<{ Params: { clip: string; file: string } }>('/media/demo/:clip/:file', async (req, reply) => {
    const { clip, file } = req.params;
    if (!(clip in DEMO_CLIPS) || !/^(index\.m3u8|seg\d{3}\.ts)$/.test(file)) {
      return sendFailure(req, reply, RC.NOT_FOUND);
    }
    const dir = path.join(root, clip);
    let job = making.get(clip as DemoClip);
    if (!job && !existsSync(path.join(dir, 'index.m3u8'))) {
      if (!(await ffmpeg.available())) return sendFailure(req, reply, RC.MEDIA_VIDEO_UNAVAILABLE);
      job = ensure(clip as DemoClip);
    }
    if (job) {
      try {
        await firstSegment(job);
      } catch (err) {
        req.log.error({ err }, 'demo media generation failed (is ffmpeg installed?)');
        return sendFailure(req, reply, RC.UNAVAILABLE);
      }
    }
    // the finished clip, else the one being made (looked at again: it may have just been finished).
    // Opened here, synchronously: a stream opening later could find the working folder just renamed.
    const inDir = path.join(dir, file);
    const fd = [inDir, job ? path.join(job.tmp, file) : null, inDir].reduce<number | null>(
      (open, f) => open ?? (f === null ? null : openOrNull(f)),
      null,
    );
    if (fd === null) return sendFailure(req, reply, RC.NOT_FOUND);
    const playlist = file.endsWith('.m3u8');
    reply
      .header('cache-control', playlist ? 'no-cache' : 'public, max-age=86400')
      .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
    return reply.send(createReadStream('', { fd }));
  });
}
