import { describe, expect, it } from 'vitest';
import { ffmpegOnLavfi } from '../../test/ffmpeg.js';
import { CLOCK_CODE_BITS, clockCodeFilters, clockCodeLayout, decodeClockCode, unwrapClockCode } from './clock-code.js';

/** One frame of the pattern at `t` seconds, as 8-bit grey pixels (ffmpeg renders it). */
function grey(offset: number, t: number, width: number, height: number): Buffer {
  const vf = [`trim=start=${t}`, ...clockCodeFilters(offset, clockCodeLayout(width, height)), 'format=gray'].join(',');
  return ffmpegOnLavfi(
    [`testsrc2=size=${width}x${height}:rate=30`],
    ['-vf', vf, '-frames:v', '1', '-f', 'rawvideo', 'pipe:1'],
  );
}

describe('clock bar code', () => {
  it('lays out 24 blocks centred in two rows under the caption', () => {
    expect(clockCodeLayout(1280, 720)).toEqual({
      bits: 24,
      x0: 52,
      cell: 49,
      block: 41,
      stripY: 158,
      stripH: 90,
      row0: 168,
      row1: 208,
      rowH: 30,
    });
    const f = clockCodeFilters(45296.789, clockCodeLayout(1280, 720));
    expect(f).toHaveLength(1 + 2 * CLOCK_CODE_BITS);
    expect(f[0]).toBe('drawbox=x=0:y=158:w=iw:h=90:color=black:t=fill');
    expect(f[2]).toBe(
      "drawbox=x=52:y=208:w=41:h=30:color=white:t=fill:enable='eq(mod(floor(floor((t+45296.789)*1000)/1),2),0)'",
    );
  });

  it('reads back the clock ffmpeg drew (ms of the day mod 2^24), at 720p and scaled to 360p', () => {
    const offset = 45296.789;
    for (const [w, h] of [
      [1280, 720],
      [640, 360],
    ] as const) {
      const px = grey(offset, 1, w, h);
      const code = decodeClockCode((x, y) => px[Math.round(y) * w + Math.round(x)]!, clockCodeLayout(w, h));
      expect(code).toBe(Math.floor((1 + offset) * 1000) % 2 ** 24);
      expect(unwrapClockCode(code!, (1 + offset) * 1000 + 1500)).toBe(Math.floor((1 + offset) * 1000));
    }
  });

  it('refuses a picture without the code, and unwraps to the nearest value', () => {
    expect(decodeClockCode(() => 0, clockCodeLayout(1280, 720))).toBeNull();
    expect(unwrapClockCode(5, 2 ** 24 + 100)).toBe(2 ** 24 + 5);
    expect(unwrapClockCode(2 ** 24 - 10, 2 ** 24 + 100)).toBe(2 ** 24 - 10);
  });
});
