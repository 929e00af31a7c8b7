/**
 * ffmpeg's `-progress` output (key=value lines, a block every half second ending in `progress=`):
 * hands on each `speed=` it reports, in × real time (`speed=N/A` before the first frames is skipped).
 * Lines may arrive split across chunks.
 */
export function progressSpeeds(onSpeed: (speed: number) => void): (chunk: Buffer) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      // ffmpeg writes a fast start as 3.33e+04x
      const m = /^speed=\s*(\d+(?:\.\d+)?(?:e[+-]?\d+)?)x$/.exec(line.trim());
      if (m) onSpeed(Number(m[1]));
    }
  };
}
