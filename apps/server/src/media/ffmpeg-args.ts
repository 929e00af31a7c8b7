import path from 'node:path';
import { MEDIA_POLICY, type Rendition } from '@lc/contracts';
import { clockCodeFilters, clockCodeLayout } from './clock-code.js';

/**
 * ffmpeg argument lists, built by pure functions (no I/O, no clock): what runs is exactly what the
 * tests compare against. Debian's ffmpeg 5.1 (`/usr/bin/ffmpeg`) is the target.
 */

export interface TranscodeOptions {
  /** where ffmpeg reads the stream: `pipe:0` (FLV from the RTMP ingest, WebM/MP4 from a browser) or a file/URL */
  input: string;
  inputFormat: IngestFormat;
  /** the run's output folder: `{rendition}/index.m3u8`, `{rendition}/seg00000.ts`, `thumb.jpg` */
  outDir: string;
  renditions: readonly Rendition[];
  fps: number;
  segmentSeconds: number;
  thumbnailHeight: number;
  thumbnailEverySeconds: number;
  /** x264 speed preset */
  preset: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  /**
   * low-latency HLS: each rendition is also written as fragmented MP4 (one fragment per part, at most
   * `partSeconds`) to the pipe `fd(fdBase + index)`, from the same encoding; null: classic HLS only
   */
  lowLatency: { partSeconds: number; fdBase: number } | null;
}

/** What an ingest hands ffmpeg: FLV from RTMP, or what a browser's MediaRecorder records. */
export type IngestFormat = 'flv' | 'webm' | 'mp4';

export const defaultTranscodeOptions = (
  input: string,
  outDir: string,
  inputFormat: IngestFormat = 'flv',
): TranscodeOptions => ({
  input,
  inputFormat,
  outDir,
  renditions: MEDIA_POLICY.renditions,
  fps: MEDIA_POLICY.fps,
  segmentSeconds: MEDIA_POLICY.segmentSeconds,
  thumbnailHeight: MEDIA_POLICY.thumbnailHeight,
  thumbnailEverySeconds: MEDIA_POLICY.thumbnailEverySeconds,
  preset: 'veryfast',
  lowLatency: { partSeconds: MEDIA_POLICY.partSeconds, fdBase: 3 },
});

/**
 * How ffmpeg opens the stream. FLV (RTMP) carries its codec headers up front. A browser's recording
 * (WebM from Chromium/Firefox, fragmented MP4 from Safari) has variable frame timing and arrives in
 * MediaRecorder chunks: timestamps are generated where a block lacks one, and the probe is capped at
 * 1 s / 1 MB so the transcoder starts with the first chunks instead of buffering ffmpeg's default 5 s.
 */
export function inputArgs(format: IngestFormat, input: string): string[] {
  if (format === 'flv') return ['-fflags', '+nobuffer', '-f', 'flv', '-i', input];
  return [
    '-fflags',
    '+nobuffer+genpts',
    '-analyzeduration',
    '1000000',
    '-probesize',
    '1000000',
    '-f',
    format,
    '-i',
    input,
  ];
}

/** Characters the tee muxer's slave syntax would read as syntax: output folders must not contain them. */
const TEE_SPECIAL = /[|[\]:\\'\s]/;

/** One tee slave per rendition and container: `[select=…:f=…:opt=value…]target`. */
const teeSlave = (select: string, opts: readonly (readonly [string, string])[], target: string) =>
  `[select=\\'${select}\\':${opts.map(([k, v]) => `${k}=${v}`).join(':')}]${target}`;

/**
 * One live stream → H.264 + AAC renditions (each fitted inside its box, aspect kept, so a portrait
 * phone stream stays portrait), encoded once and written by the tee muxer twice: classic HLS
 * (MPEG-TS, 2 s segments starting on keyframes, every segment kept: the recording) and, for
 * low-latency HLS, fragmented MP4 to a pipe per rendition (a fragment at every keyframe and every
 * part length; the packager cuts parts and segments from it); plus a thumbnail refreshed every few
 * seconds. The encoders write global headers (the MP4 muxer needs them) and repeat SPS/PPS in-band
 * (every MPEG-TS segment decodes on its own).
 */
export function transcodeArgs(o: TranscodeOptions): string[] {
  if (TEE_SPECIAL.test(o.outDir)) throw new Error(`transcode: output folder must not contain | [ ] : \\ ' or spaces`);
  const n = o.renditions.length;
  const gop = Math.round(o.fps * o.segmentSeconds);
  const splits = o.renditions.map((_, i) => `[s${i}]`).join('');
  const scales = o.renditions
    .map(
      (r, i) =>
        `[s${i}]scale=w=${r.width}:h=${r.height}:force_original_aspect_ratio=decrease:force_divisible_by=2[v${i}]`,
    )
    .join(';');
  const filter =
    `[0:v]fps=${o.fps},split=${n + 1}${splits}[st];${scales};` +
    `[st]fps=1/${o.thumbnailEverySeconds},scale=-2:${o.thumbnailHeight}[thumb]`;
  const args = [
    '-hide_banner',
    '-loglevel',
    'warning',
    '-nostats',
    ...inputArgs(o.inputFormat, o.input),
    '-filter_complex',
    filter,
  ];
  o.renditions.forEach((_, i) => args.push('-map', `[v${i}]`, '-map', '0:a:0'));
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    o.preset,
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${o.segmentSeconds})`,
    '-x264-params',
    'repeat-headers=1',
  );
  o.renditions.forEach((r, i) =>
    args.push(
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    ),
  );
  // audio from the first video frame on (silence padded where the encoder's audio starts later), and
  // the muxers wait for every stream: each fMP4 part carries the same span of audio and video
  args.push('-af', 'aresample=async=1:first_pts=0', '-c:a', 'aac', '-ac', '2', '-ar', '48000');
  o.renditions.forEach((r, i) => args.push(`-b:a:${i}`, `${r.audioKbps}k`));
  const slaves: string[] = [];
  o.renditions.forEach((r, i) => {
    const select = `v:${i},a:${i}`;
    slaves.push(
      teeSlave(
        select,
        [
          ['f', 'hls'],
          ['hls_time', String(o.segmentSeconds)],
          ['hls_list_size', '10'],
          ['hls_flags', 'independent_segments+temp_file'],
          ['hls_segment_type', 'mpegts'],
          ['hls_segment_filename', path.join(o.outDir, r.name, 'seg%05d.ts')],
        ],
        path.join(o.outDir, r.name, 'index.m3u8'),
      ),
    );
    if (o.lowLatency)
      slaves.push(
        teeSlave(
          select,
          [
            ['f', 'mp4'],
            ['movflags', '+frag_keyframe+empty_moov+default_base_moof+cmaf'],
            ['frag_duration', String(Math.round(o.lowLatency.partSeconds * 1_000_000))],
            ['flush_packets', '1'],
          ],
          `pipe:${o.lowLatency.fdBase + i}`,
        ),
      );
  });
  args.push(
    '-flags',
    '+global_header',
    '-max_interleave_delta',
    '0',
    '-f',
    'tee',
    slaves.join('|'),
    '-map',
    '[thumb]',
    '-f',
    'image2',
    '-update',
    '1',
    '-q:v',
    '5',
    path.join(o.outDir, 'thumb.jpg'),
  );
  return args;
}

export interface DemoBroadcastOptions {
  /** rtmp://host:port/live/{streamKey} */
  rtmpUrl: string;
  width: number;
  height: number;
  fps: number;
  toneHz: number;
  /** seconds to push, or null to push until stopped */
  seconds: number | null;
  /** the burned-in clock: seconds since midnight (KST) at the first frame, so it reads Korean wall time */
  clockOffsetSeconds: number;
  /** TrueType font for the clock and caption (Debian: fonts-nanum) */
  fontFile: string;
  caption: string;
  /**
   * issue 19: the show instead of the test pattern: a picture re-read twice a second (image2 loop) and
   * text files re-read by drawtext (`reload` frames); written atomically by `demo-scene.ts`
   */
  scene?: { image: string; name: string; price: string; caption: string; reloadFrames: number };
}

/** Paths that go into the filter graph unescaped: no ':', ',', quotes or spaces. */
const SAFE_PATH = /^[\w./-]+$/;

/**
 * What an encoder does: a test pattern with a running clock (HH:MM:SS.mmm, Korean time, also as the
 * bar code of `clock-code.ts` for a screenshot to read) and a tone, H.264 + AAC in FLV pushed over
 * RTMP in real time.
 */
export function demoBroadcastArgs(o: DemoBroadcastOptions): string[] {
  const gop = o.fps * 2;
  // the caption goes into the filter graph unescaped: letters, digits and spaces only
  if (!/^[\p{L}\p{N} ]*$/u.test(o.caption)) throw new Error('demo caption: letters, digits and spaces only');
  const font = `fontfile=${o.fontFile}`;
  const { clock, caption } = demoClockAndCaption(o, font);
  const sc = o.scene;
  const video = sc ? demoSceneFilters(o, sc, font) : [];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostats',
    '-re',
    ...(sc
      ? ['-f', 'image2', '-loop', '1', '-framerate', '2', '-i', sc.image]
      : ['-f', 'lavfi', '-i', `testsrc2=size=${o.width}x${o.height}:rate=${o.fps}`]),
    '-re',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${o.toneHz}:sample_rate=48000`,
    ...(o.seconds === null ? [] : ['-t', String(o.seconds)]),
    '-vf',
    [
      ...video,
      clock,
      ...(sc ? [] : [caption]),
      ...clockCodeFilters(o.clockOffsetSeconds, clockCodeLayout(o.width, o.height)),
    ].join(','),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(gop),
    '-b:v',
    '2000k',
    '-maxrate',
    '2000k',
    '-bufsize',
    '4000k',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    '48000',
    '-f',
    'flv',
    o.rtmpUrl,
  ];
}

/** The burned-in clock (big and centred, or small in a corner under a scene) and the test pattern's caption. */
function demoClockAndCaption(o: DemoBroadcastOptions, font: string): { clock: string; caption: string } {
  const clock =
    `drawtext=${font}:text='%{pts\\:hms\\:${o.clockOffsetSeconds.toFixed(3)}}'` +
    (o.scene
      ? // the show: a small clock in the corner (the bar code below is what measurements read)
        `:x=w-tw-${Math.round(o.width / 50)}:y=h-th-${Math.round(o.height / 36)}:fontsize=${Math.round(o.height / 18)}`
      : `:x=(w-tw)/2:y=h-th-${Math.round(o.height / 12)}:fontsize=${Math.round(o.height / 10)}`) +
    ':fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=12';
  const caption =
    `drawtext=${font}:text='${o.caption}'` +
    `:x=(w-tw)/2:y=${Math.round(o.height / 12)}:fontsize=${Math.round(o.height / 16)}` +
    ':fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8';
  return { clock, caption };
}

/** The show's overlays: the LIVE badge, the host's caption, the product's name and price (re-read text files). */
function demoSceneFilters(
  o: DemoBroadcastOptions,
  sc: NonNullable<DemoBroadcastOptions['scene']>,
  font: string,
): string[] {
  if (![sc.image, sc.name, sc.price, sc.caption, o.fontFile].every((f) => SAFE_PATH.test(f)))
    throw new Error('demo scene: file paths of letters, digits, ., _, / and - only');
  const text = (file: string, rest: string) =>
    `drawtext=${font}:textfile=${file}:reload=${sc.reloadFrames}:expansion=none:${rest}`;
  return [
    `fps=${o.fps}`,
    'format=yuv420p',
    // in the middle column (what a portrait phone shows): the LIVE badge and the host's caption
    // above the clock code, the product's name and price under its picture
    `drawtext=${font}:text='LIVE':x=(w-tw)/2:y=${Math.round(o.height / 48)}:fontsize=${Math.round(o.height / 28)}:fontcolor=white:box=1:boxcolor=0xE5243B@0.95:boxborderw=8`,
    text(
      sc.caption,
      `x=(w-tw)/2:y=${Math.round(o.height / 10)}:fontsize=${Math.round(o.height / 26)}:line_spacing=6:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8`,
    ),
    text(
      sc.name,
      `x=(w-tw)/2:y=${Math.round(o.height * 0.735)}:fontsize=${Math.round(o.height / 24)}:line_spacing=6:fontcolor=white`,
    ),
    text(
      sc.price,
      `x=(w-tw)/2:y=${Math.round(o.height * 0.845)}:fontsize=${Math.round(o.height / 15)}:fontcolor=0xFFD34D`,
    ),
  ];
}

/** Cuts the optional highlight clip (first seconds of the recording) into an MP4 without re-encoding. */
export function highlightArgs(vodPlaylist: string, seconds: number, out: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    vodPlaylist,
    '-t',
    String(seconds),
    '-c',
    'copy',
    '-bsf:a',
    'aac_adtstoasc',
    '-movflags',
    '+faststart',
    out,
  ];
}
