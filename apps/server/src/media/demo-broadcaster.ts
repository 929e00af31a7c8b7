import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROADCAST_POLICY, MEDIA_POLICY } from '@lc/contracts';
import { demoBroadcastArgs } from './ffmpeg-args.js';
import type { DemoSceneFiles } from './demo-scene.js';

/** The demo encoder: what OBS or the app would push, made by ffmpeg. */
export const DEMO_BROADCAST = {
  width: 1280,
  height: 720,
  fps: MEDIA_POLICY.fps,
  toneHz: 440,
  caption: 'LIVE 데모 방송',
  /** the caption with a font that has no Hangul (it would draw empty boxes) */
  captionLatin: 'LIVE DEMO',
  /** Debian's fonts-nanum, fonts-noto-cjk, fonts-dejavu-core: the first one present draws */
  fonts: [
    { file: '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf', hangul: true },
    { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', hangul: true },
    { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', hangul: false },
  ],
  /** the scene's text files are re-read every this many frames (twice a second at 30 fps) */
  reloadFrames: 15,
  /** wait before pushing again after the encoder stopped (ms) */
  retryMs: 5_000,
} as const;

/** Seconds since midnight, Korean time, of an instant: the burned-in clock reads KST. */
export function kstSecondsOfDay(ms: number): number {
  const k = ms + BROADCAST_POLICY.utcOffsetMinutes * 60_000;
  return (k % 86_400_000) / 1000;
}

/** The first of the fonts that is installed (Hangul ones first). */
export function demoFont(): { file: string; hangul: boolean } {
  return DEMO_BROADCAST.fonts.find((f) => existsSync(f.file)) ?? DEMO_BROADCAST.fonts[0];
}

export interface EncoderOptions {
  ffmpegPath: string;
  rtmpUrl: string;
  seconds: number | null;
  /** issue 19: the show's product and caption instead of the test pattern */
  scene?: DemoSceneFiles | null;
  log(level: 'info' | 'warn', msg: string): void;
}

/** Starts one ffmpeg pushing the test pattern; resolves when it exits. */
export function pushTestPattern(o: EncoderOptions): { child: ChildProcess; done: Promise<number | null> } {
  const font = demoFont();
  const args = demoBroadcastArgs({
    rtmpUrl: o.rtmpUrl,
    width: DEMO_BROADCAST.width,
    height: DEMO_BROADCAST.height,
    fps: DEMO_BROADCAST.fps,
    toneHz: DEMO_BROADCAST.toneHz,
    seconds: o.seconds,
    clockOffsetSeconds: kstSecondsOfDay(Date.now()),
    fontFile: font.file,
    caption: font.hangul ? DEMO_BROADCAST.caption : DEMO_BROADCAST.captionLatin,
    ...(o.scene ? { scene: { ...o.scene, reloadFrames: DEMO_BROADCAST.reloadFrames } } : {}),
  });
  const child = spawn(o.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let tail = '';
  child.stderr?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-1000)));
  const done = new Promise<number | null>((resolve) => {
    child.on('error', (err) => {
      o.log('warn', `demo encoder could not start: ${String(err)}`);
      resolve(null);
    });
    child.on('exit', (code) => {
      if (code) o.log('warn', `demo encoder exited ${code}: ${tail.trim()}`);
      resolve(code);
    });
  });
  return { child, done };
}

/**
 * Keeps the demo encoder pushing to the demo live show until stopped: `getUrl` issues a fresh key
 * (null when there is no show to stream to any more), and the encoder is restarted if it stops.
 */
export function runDemoBroadcaster(o: {
  ffmpegPath: string;
  getUrl: () => Promise<string | null>;
  /** the scene files to show (written by then), or none for the test pattern */
  scene?: () => DemoSceneFiles | null;
  log(level: 'info' | 'warn', msg: string): void;
}) {
  let stopped = false;
  let child: ChildProcess | null = null;
  let timer: NodeJS.Timeout | null = null;
  const loop = async () => {
    if (stopped) return;
    const url = await o.getUrl().catch((err: unknown) => {
      o.log('warn', `demo broadcaster: ${String(err)}`);
      return null;
    });
    if (stopped) return;
    if (!url) {
      o.log('info', 'demo broadcaster: no demo show to stream');
      return;
    }
    const scene = o.scene?.() ?? null;
    o.log('info', `demo broadcaster: pushing ${scene ? 'the show' : 'the test pattern'} over RTMP`);
    const run = pushTestPattern({ ffmpegPath: o.ffmpegPath, rtmpUrl: url, seconds: null, scene, log: o.log });
    child = run.child;
    await run.done;
    child = null;
    if (!stopped) timer = setTimeout(() => void loop(), DEMO_BROADCAST.retryMs);
  };
  void loop();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = child;
      if (c && c.exitCode === null) {
        const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
        c.kill('SIGTERM');
        await exited;
      }
    },
  };
}
