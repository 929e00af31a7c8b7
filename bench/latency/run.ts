/**
 * bench/latency (issue 8): encoder speed of the 720p + 360p ladder (classic HLS and the
 * low-latency fMP4 pipes from one encoding), and glass-to-glass latency of low-latency and classic
 * HLS side by side in one run, in Chromium with hls.js:
 *  - wall clock minus the playing frame's program-date-time (hls.js `playingDate`; the packager
 *    stamps program-date-time from the ingest clock), sampled every 0.5 s;
 *  - cross-check: a screenshot of each playing video, the burned-in clock read from its bar code
 *    (`clock-code.ts`) against the wall clock at the screenshot (the middle of the capture).
 *
 *   node --import tsx bench/latency/run.ts [seconds=20]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator } from 'playwright-core';
import sharp from 'sharp';
import { liveEdgeSeek, LL_PLAYER_CONFIG, MEDIA_POLICY } from '@lc/contracts';
import { demoBroadcastArgs, defaultTranscodeOptions, transcodeArgs } from '../../apps/server/src/media/ffmpeg-args.js';
import { DEMO_BROADCAST, kstSecondsOfDay, pushTestPattern } from '../../apps/server/src/media/demo-broadcaster.js';
import { clockCodeLayout, decodeClockCode, unwrapClockCode } from '../../apps/server/src/media/clock-code.js';
import { login, startTestApp } from '../../apps/server/test/harness.js';

const seconds = Number(process.argv[2] ?? 20);
const dir = mkdtempSync(path.join(tmpdir(), 'lc-bench-latency-'));
const pct = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2)} s, p95 ${pct(xs, 95).toFixed(2)} s`;

// 1. encoder speed: the demo pattern recorded once, then transcoded as fast as ffmpeg can (both outputs)
const src = path.join(dir, 'source.flv');
const gen = demoBroadcastArgs({
  rtmpUrl: src,
  width: 1280,
  height: 720,
  fps: 30,
  toneHz: 440,
  seconds,
  clockOffsetSeconds: 0,
  fontFile: '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf',
  caption: 'bench',
}).filter((a) => a !== '-re');
spawnSync('ffmpeg', ['-y', ...gen], { stdio: 'ignore' });
const ladder = path.join(dir, 'ladder');
for (const r of MEDIA_POLICY.renditions) mkdirSync(path.join(ladder, r.name), { recursive: true });
const sink = openSync('/dev/null', 'w');
const t0 = performance.now();
const enc = spawnSync('ffmpeg', transcodeArgs(defaultTranscodeOptions(src, ladder)), {
  stdio: ['ignore', 'ignore', 'ignore', sink, sink],
});
const encodeSeconds = (performance.now() - t0) / 1000;
closeSync(sink);
console.log(
  `encoder: ${seconds} s of 720p30 → 720p + 360p (classic HLS + low-latency fMP4) in ${encodeSeconds.toFixed(2)} s = ${(seconds / encodeSeconds).toFixed(2)}× real time (goal ≥ 1.2×)${enc.status === 0 ? '' : ` [ffmpeg exited ${enc.status}]`}`,
);

// 2. both players side by side on one live show
const t = await startTestApp({ LOG_LEVEL: 'silent' });
const media = t.app.media!;
await media.start({ rtmpPort: 0, demo: false });
await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as {
  liveList: { broadcastSysId: number; broadcastScheduleSysId: number }[];
};
const live = main.liveList[0]!;
const key = (await t.request({ method: 'POST', url: 'media/streamkeys', token: seller, body: { ...live, isAgree: 1 } }))
  .json.streamKey as string;
// the burned-in clock reads (KST ms of the day at the push) + (time since): the same instant here
const pushedAt = Date.now();
const clockAt = (ms: number) => kstSecondsOfDay(pushedAt) * 1000 + (ms - pushedAt);
const push = pushTestPattern({
  ffmpegPath: 'ffmpeg',
  rtmpUrl: `rtmp://127.0.0.1:${media.rtmpPort}/live/${key}`,
  seconds: seconds + 20,
  log: () => undefined,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required', '--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1300, height: 400 } });
await page.goto(`${base}/api/v1/health`);
const require = createRequire(import.meta.url);
await page.addScriptTag({ path: require.resolve('hls.js/dist/hls.min.js') });
const show = `${base}/media/shows/${live.broadcastScheduleSysId}`;
for (let i = 0; i < 80; i += 1) {
  // (a reused keep-alive socket the server has just closed fails a fetch: try again)
  const ready = await Promise.all([fetch(`${show}/720p/ll.m3u8`), fetch(`${show}/720p/live.m3u8`)])
    .then(
      async ([ll, classic]) =>
        ll.ok && classic.ok && (await classic.text()).includes('#EXTINF') && (await ll.text()).includes('#EXTINF'),
    )
    .catch(() => false);
  if (ready) break;
  await new Promise((r) => setTimeout(r, 250));
}
const players = { ll: `${show}/master-ll.m3u8`, classic: `${show}/master.m3u8` } as const;
type Kind = keyof typeof players;
await page.evaluate(
  ({ srcs, llConfig, edgeSeekSrc, edgeMs }) => {
    // the web player's live-edge check (contracts `liveEdgeSeek`, every MEDIA_POLICY.liveEdgeSeekMs)
    const edgeSeek = new Function(`return (${edgeSeekSrc})`)() as typeof liveEdgeSeek;
    (window as unknown as { edgeSeeks: number }).edgeSeeks = 0;
    document.body.style.margin = '0';
    document.body.style.display = 'flex';
    const H = (
      window as unknown as {
        Hls: new (c: object) => {
          loadSource(s: string): void;
          attachMedia(v: HTMLVideoElement): void;
          playingDate: Date | null;
          latency: number;
          targetLatency: number | null;
          liveSyncPosition: number | null;
          latestLevelDetails: { targetduration: number } | null;
        };
      }
    ).Hls;
    const samplers: Record<string, () => number | null> = {};
    for (const [kind, src] of Object.entries(srcs)) {
      const v = document.createElement('video');
      v.id = kind;
      v.muted = true;
      v.style.width = '640px';
      v.style.height = '360px';
      v.style.marginRight = '10px';
      document.body.append(v);
      // as the web player: low-latency mode with catch-up (VideoView); classic with hls.js defaults;
      // both capped to the 640×360 element (the 360p rendition: less decoding on a loaded machine)
      const hls = new H(
        kind === 'll'
          ? { ...llConfig, capLevelToPlayerSize: true }
          : { lowLatencyMode: false, capLevelToPlayerSize: true },
      );
      hls.loadSource(src);
      hls.attachMedia(v);
      void v.play();
      setInterval(() => {
        const to = edgeSeek(hls, v.paused);
        if (to === null) return;
        v.currentTime = to;
        (window as unknown as { edgeSeeks: number }).edgeSeeks += 1;
      }, edgeMs);
      samplers[kind] = () => (hls.playingDate && !v.paused ? Date.now() - hls.playingDate.getTime() : null);
    }
    (window as unknown as { sample: () => Record<string, number | null> }).sample = () =>
      Object.fromEntries(Object.entries(samplers).map(([k, f]) => [k, f()]));
  },
  {
    srcs: players,
    llConfig: LL_PLAYER_CONFIG,
    edgeSeekSrc: liveEdgeSeek.toString(),
    edgeMs: MEDIA_POLICY.liveEdgeSeekMs,
  },
);

const layout = clockCodeLayout(DEMO_BROADCAST.width, DEMO_BROADCAST.height);
/** Screenshot of a video, its clock code read from the pixels: latency (s), or null when unreadable. */
async function shot(video: Locator): Promise<number | null> {
  const before = Date.now();
  const png = await video.screenshot();
  const mid = (before + Date.now()) / 2;
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const sx = info.width / DEMO_BROADCAST.width;
  const sy = info.height / DEMO_BROADCAST.height;
  const code = decodeClockCode(
    (x, y) => data[Math.round(y * sy) * info.width * info.channels + Math.round(x * sx) * info.channels]!,
    layout,
  );
  if (code === null) return null;
  return (clockAt(mid) - unwrapClockCode(code, clockAt(mid))) / 1000;
}

/** Server side: wall clock minus the end of the newest listed part (ingest → part on disk), seconds. */
async function packagingDelay(): Promise<number | null> {
  const text = await fetch(`${show}/720p/ll.m3u8`)
    .then((r) => r.text())
    .catch(() => null); // a reused keep-alive socket closed under it: no sample this time
  if (text === null) return null;
  const lines = text.split('\n');
  const at = lines
    .map((l, i) => (l.startsWith('#EXT-X-PROGRAM-DATE-TIME:') ? i : -1))
    .filter((i) => i >= 0)
    .pop();
  if (at === undefined) return null;
  let end = Date.parse(lines[at]!.slice(25));
  for (const l of lines.slice(at + 1)) {
    const m = /^#EXT-X-PART:DURATION=([\d.]+)/.exec(l);
    if (m) end += Number(m[1]) * 1000;
  }
  return (Date.now() - end) / 1000;
}

const samples: Record<Kind, number[]> = { ll: [], classic: [] };
const packaging: number[] = [];
const shots: Record<Kind, number[]> = { ll: [], classic: [] };
const unreadable: Record<Kind, number> = { ll: 0, classic: 0 };
// warm-up: both players start and settle at their live edge (hls.js catches up after start-up stalls)
await page.waitForFunction(
  () =>
    document.querySelectorAll('video').length === 2 &&
    Array.from(document.querySelectorAll('video')).every((v) => v.currentTime > 1),
  undefined,
  { timeout: 30_000 },
);
await new Promise((r) => setTimeout(r, 12_000));
const end = Date.now() + seconds * 1000;
let tick = 0;
while (Date.now() < end) {
  await new Promise((r) => setTimeout(r, 500));
  const s = await page.evaluate(() => (window as unknown as { sample: () => Record<string, number | null> }).sample());
  for (const k of ['ll', 'classic'] as const) if (s[k] !== null && s[k] !== undefined) samples[k].push(s[k]! / 1000);
  const d = await packagingDelay();
  if (d !== null) packaging.push(d);
  tick += 1;
  if (tick % 3 === 0) {
    for (const k of ['ll', 'classic'] as const) {
      const v = await shot(page.locator(`#${k}`));
      if (v === null) unreadable[k] += 1;
      else shots[k].push(v);
    }
  }
}
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' / ',
    )} on ${(await import('node:os')).cpus().length} cores; packaging (wall clock − end of the newest LL part): ${fmt(packaging)}`,
);
console.log('glass-to-glass, wall clock − program-date-time of the playing frame (hls.js playingDate):');
console.log(
  `  low-latency HLS (${MEDIA_POLICY.partSeconds.toFixed(3)} s parts, blocking reload): ${fmt(samples.ll)} over ${samples.ll.length} samples`,
);
console.log(
  `  classic HLS (2 s MPEG-TS segments):             ${fmt(samples.classic)} over ${samples.classic.length} samples`,
);
console.log('cross-check, burned-in clock read from a screenshot (bar code) against the wall clock:');
for (const [k, label] of [
  ['ll', 'low-latency HLS'],
  ['classic', 'classic HLS    '],
] as const) {
  console.log(
    `  ${label}: ${fmt(shots[k])} over ${shots[k].length} screenshots${unreadable[k] ? ` (${unreadable[k]} unreadable)` : ''}`,
  );
}
const edgeSeeks = await page.evaluate(() => (window as unknown as { edgeSeeks: number }).edgeSeeks);
console.log(`live-edge seeks (a player more than one target duration behind its target): ${edgeSeeks}`);
await browser.close();
push.child.kill('SIGTERM');
await push.done;
await t.close();
rmSync(dir, { recursive: true, force: true });
