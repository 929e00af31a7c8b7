import { spawn } from 'node:child_process';

/**
 * ffmpeg is the one optional system package: live video (transcoding, the demo broadcaster, the demo
 * clips) needs it; everything else runs without it. The app checks it once (`FFMPEG_PATH`, default
 * `ffmpeg` on the PATH) and, when it is missing, says so once with how to install it.
 */
export const FFMPEG_CHECK_TIMEOUT_MS = 5_000;

export function ffmpegMissingMessage(ffmpegPath: string): string {
  return (
    `Live video needs ffmpeg, which was not found (FFMPEG_PATH=${ffmpegPath}). ` +
    'Install it with `sudo apt-get install -y ffmpeg` (Debian/Ubuntu) or `brew install ffmpeg` (macOS), then restart. ' +
    'Until then shows run without video: chat, products, live coupons and the game still work.'
  );
}

/** Whether `ffmpegPath -version` runs and exits 0 (false when missing, not executable or hung). */
export function ffmpegRuns(ffmpegPath: string, timeoutMs = FFMPEG_CHECK_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(ok);
    };
    const child = spawn(ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(false);
    }, timeoutMs);
    child.on('error', () => finish(false));
    child.on('exit', (code) => finish(code === 0));
  });
}

export interface FfmpegProbe {
  /** the ffmpeg the app runs */
  readonly path: string;
  /** checked once per app (the first caller waits); the missing message is logged once */
  available(): Promise<boolean>;
}

export function createFfmpegProbe(ffmpegPath: string, warn: (message: string) => void): FfmpegProbe {
  let checked: Promise<boolean> | null = null;
  return {
    path: ffmpegPath,
    available() {
      checked ??= ffmpegRuns(ffmpegPath).then((ok) => {
        if (!ok) warn(ffmpegMissingMessage(ffmpegPath));
        return ok;
      });
      return checked;
    },
  };
}
