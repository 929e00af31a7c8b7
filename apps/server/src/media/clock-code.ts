/**
 * The demo pattern's clock as a bar code, readable from a screenshot without OCR: two rows of
 * `bits` blocks under the caption; the top row is the clock (milliseconds of the Korean day, modulo
 * 2^bits) in binary, least significant bit on the left, white = 1; the bottom row is its complement
 * (a frame caught between two values, or a misread block, fails the check). Pure: ffmpeg filter text
 * out, pixels in.
 */

export interface ClockCodeLayout {
  bits: number;
  /** left edge of bit 0 and the block pitch (pixels of the encoded picture) */
  x0: number;
  cell: number;
  /** block width (cell minus the gap) */
  block: number;
  /** top of the black strip, of the first row and of the second row; block height */
  stripY: number;
  stripH: number;
  row0: number;
  row1: number;
  rowH: number;
}

export const CLOCK_CODE_BITS = 24;

/** Where the blocks go in a `width`×`height` picture. */
export function clockCodeLayout(width: number, height: number, bits = CLOCK_CODE_BITS): ClockCodeLayout {
  const cell = Math.floor(width / (bits + 2));
  const block = cell - Math.max(2, Math.round(cell / 6));
  const rowH = Math.round(height / 24);
  const pad = Math.round(rowH / 3);
  const stripY = Math.round(height * 0.22);
  return {
    bits,
    x0: Math.floor((width - bits * cell) / 2),
    cell,
    block,
    stripY,
    stripH: 2 * rowH + 3 * pad,
    row0: stripY + pad,
    row1: stripY + 2 * pad + rowH,
    rowH,
  };
}

/**
 * drawbox filters (for `-vf`) drawing the code of the frame's clock: milliseconds of the day at the
 * frame = (t + offsetSeconds) × 1000, as the drawtext clock shows it.
 */
export function clockCodeFilters(offsetSeconds: number, l: ClockCodeLayout): string[] {
  const ms = `floor((t+${offsetSeconds.toFixed(3)})*1000)`;
  const out = [`drawbox=x=0:y=${l.stripY}:w=iw:h=${l.stripH}:color=black:t=fill`];
  for (let k = 0; k < l.bits; k += 1) {
    const bit = `mod(floor(${ms}/${2 ** k}),2)`;
    const x = l.x0 + k * l.cell;
    out.push(
      `drawbox=x=${x}:y=${l.row0}:w=${l.block}:h=${l.rowH}:color=white:t=fill:enable='eq(${bit},1)'`,
      `drawbox=x=${x}:y=${l.row1}:w=${l.block}:h=${l.rowH}:color=white:t=fill:enable='eq(${bit},0)'`,
    );
  }
  return out;
}

/**
 * Reads the code from a picture: `luma(x, y)` (0–255) at coordinates of the encoded picture (the
 * caller scales to its screenshot). Null when any bit's two blocks do not disagree.
 */
export function decodeClockCode(luma: (x: number, y: number) => number, l: ClockCodeLayout): number | null {
  let value = 0;
  for (let k = 0; k < l.bits; k += 1) {
    const x = l.x0 + k * l.cell + l.block / 2;
    const top = luma(x, l.row0 + l.rowH / 2) > 128;
    const bottom = luma(x, l.row1 + l.rowH / 2) > 128;
    if (top === bottom) return null;
    if (top) value += 2 ** k;
  }
  return value;
}

/** The full clock (ms) a code stands for: the value with that residue nearest to `nearMs`. */
export function unwrapClockCode(code: number, nearMs: number, bits = CLOCK_CODE_BITS): number {
  const m = 2 ** bits;
  const below = nearMs - ((((nearMs - code) % m) + m) % m);
  return nearMs - below > m / 2 ? below + m : below;
}
