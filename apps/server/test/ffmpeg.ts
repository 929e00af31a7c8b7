import { execFileSync } from 'node:child_process';

/**
 * ffmpeg run to its end on synthetic inputs of its lavfi device (`testsrc2=size=…`, `sine=…`), quiet
 * but for errors, overwriting its output; `args` follow the inputs (duration, filters, codecs, the
 * output). Answers what it wrote to stdout (an output of `pipe:1`).
 */
export function ffmpegOnLavfi(inputs: string[], args: string[]): Buffer {
  const lavfi = inputs.flatMap((source) => ['-f', 'lavfi', '-i', source]);
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...lavfi, ...args]);
}
