import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
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

/** ffmpeg arguments for a demo clip: test pattern and tone, H.264/AAC, 2 s HLS segments, VOD playlist. */
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
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'seg%03d.ts'),
    path.join(outDir, 'index.m3u8'),
  ];
}

/**
 * Serves the demo HLS clips from DATA_DIR/media/demo, generating each once with ffmpeg
 * (`FFMPEG_PATH`) when it is missing. Playlists are not cached; segments are. Without ffmpeg (said
 * once at start by the probe) a clip not made yet answers `8107` and the player shows "no video".
 */
export function registerDemoMedia(fastify: FastifyInstance, dataDir: string, ffmpeg: FfmpegProbe): void {
  const root = path.join(dataDir, 'media', 'demo');
  const making = new Map<DemoClip, Promise<void>>();
  const ensure = (clip: DemoClip): Promise<void> => {
    const dir = path.join(root, clip);
    if (existsSync(path.join(dir, 'index.m3u8'))) return Promise.resolve();
    let p = making.get(clip);
    if (!p) {
      const tmp = `${dir}.tmp-${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(tmp, { recursive: true });
      p = new Promise<void>((resolve, reject) => {
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
      making.set(clip, p);
    }
    return p;
  };
  fastify.get<{ Params: { clip: string; file: string } }>('/media/demo/:clip/:file', async (req, reply) => {
    const { clip, file } = req.params;
    if (!(clip in DEMO_CLIPS) || !/^(index\.m3u8|seg\d{3}\.ts)$/.test(file)) {
      return sendFailure(req, reply, RC.NOT_FOUND);
    }
    const made = existsSync(path.join(root, clip, 'index.m3u8'));
    if (!made && !(await ffmpeg.available())) return sendFailure(req, reply, RC.MEDIA_VIDEO_UNAVAILABLE);
    try {
      await ensure(clip as DemoClip);
    } catch (err) {
      req.log.error({ err }, 'demo media generation failed (is ffmpeg installed?)');
      return sendFailure(req, reply, RC.UNAVAILABLE);
    }
    const full = path.join(root, clip, file);
    if (!existsSync(full)) return sendFailure(req, reply, RC.NOT_FOUND);
    const playlist = file.endsWith('.m3u8');
    reply
      .header('cache-control', playlist ? 'no-cache' : 'public, max-age=86400')
      .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
    return reply.send(createReadStream(full));
  });
}
