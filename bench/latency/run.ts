/**
 * bench/latency (issue 8): encoder speed of the 720p + 360p ladder (classic HLS and the
 * low-latency fMP4 pipes from one encoding), and glass-to-glass latency of low-latency and classic
 * HLS side by side in one run, in Chromium with hls.js:
 *  - wall clock minus the playing frame's program-date-time (hls.js `playingDate`; the packager
 *    stamps program-date-time from the ingest clock), sampled every 0.5 s;
 *  - cross-check: a screenshot of each playing video, the burned-in clock read from its bar code
 *    (`clock-code.ts`) against the wall clock at the screenshot (the middle of the capture).
 * and, at the same time, the browser path (issue 14): a canvas in the page drawing the same bar code
 * from the wall clock, recorded with MediaRecorder and sent over the browser ingest (WebSocket) to a
 * second show, played low-latency as the third video: the extra glass-to-glass latency of going live
 * from a browser against RTMP, by both measures.
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
import { BROWSER_INGEST_POLICY, liveEdgeSeek, LL_PLAYER_CONFIG, MEDIA_POLICY } from '@lc/contracts';
import { demoBroadcastArgs, defaultTranscodeOptions, transcodeArgs } from '../../apps/server/src/media/ffmpeg-args.js';
import { DEMO_BROADCAST, kstSecondsOfDay, pushTestPattern } from '../../apps/server/src/media/demo-broadcaster.js';
import { clockCodeLayout, decodeClockCode, unwrapClockCode } from '../../apps/server/src/media/clock-code.js';
import { login, startTestApp } from '../../apps/server/test/harness.js';
import { calibrate, machineLine } from '../lib/machine.js';

const seconds = Number(process.argv[2] ?? 20);
const dir = mkdtempSync(path.join(tmpdir(), 'lc-bench-latency-'));
const pct = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2)} s, p95 ${pct(xs, 95).toFixed(2)} s`;

machineLine('before');
calibrate();

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
  readyList: { broadcastSysId: number; broadcastScheduleSysId: number }[];
};
const live = main.liveList[0]!;
const key = (await t.request({ method: 'POST', url: 'media/streamkeys', token: seller, body: { ...live, isAgree: 1 } }))
  .json.streamKey as string;
// the browser path streams another show of the sellover (the pipeline does not care about its time)
const fromBrowser = main.readyList[0]!;
const browserKey = (
  await t.request({ method: 'POST', url: 'media/streamkeys', token: seller, body: { ...fromBrowser, isAgree: 1 } })
).json.streamKey as string;
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
// the bench injects hls.js and its measuring script into a page of the app, whose content security
// policy refuses injected scripts (issue 31 #6 / 34 #4): this page of the bench's own goes around it
const page = await browser.newPage({ viewport: { width: 1950, height: 400 }, bypassCSP: true });
await page.goto(`${base}/api/v1/health`);
// tsx keeps function names with a `__name` helper the page does not have
await page.evaluate('window.__name = (f) => f');
const layout = clockCodeLayout(DEMO_BROADCAST.width, DEMO_BROADCAST.height);
// the browser encoder: a 1280×720 canvas (below the players) drawing the bar code of the wall clock
// on the same basis as the ffmpeg pattern's, plus a tone, recorded and sent as the go-live page does
const browserMime = await page.evaluate(
  async ({ key, l, base0, pushedAt, policy, wsUrl, size }) => {
    const c = document.createElement('canvas');
    c.width = size.width;
    c.height = size.height;
    c.style.position = 'absolute';
    c.style.top = '420px';
    c.style.left = '0';
    document.body.append(c);
    const g = c.getContext('2d')!;
    const draw = () => {
      const v = base0 + (Date.now() - pushedAt);
      g.fillStyle = '#203040';
      g.fillRect(0, 0, c.width, c.height);
      g.fillStyle = '#fff';
      g.font = 'bold 72px sans-serif';
      g.fillText(new Date().toISOString().slice(11, 23), c.width / 2 - 240, c.height - 90);
      g.fillStyle = '#000';
      g.fillRect(0, l.stripY, c.width, l.stripH);
      g.fillStyle = '#fff';
      for (let k = 0; k < l.bits; k += 1) {
        const bit = Math.floor(v / 2 ** k) % 2;
        g.fillRect(l.x0 + k * l.cell, bit ? l.row0 : l.row1, l.block, l.rowH);
      }
    };
    draw();
    setInterval(draw, 1000 / 60);
    const stream = c.captureStream(size.fps);
    const ac = new AudioContext();
    const osc = ac.createOscillator();
    const dst = ac.createMediaStreamDestination();
    osc.connect(dst);
    osc.start();
    stream.addTrack(dst.stream.getAudioTracks()[0]!);
    const mimeType = policy.mimeTypes.find((m) => MediaRecorder.isTypeSupported(m))!;
    const ws = new WebSocket(wsUrl);
    await new Promise((r) => (ws.onopen = r));
    ws.send(JSON.stringify({ type: 'hello', streamKey: key, mimeType }));
    await new Promise((resolve, reject) => {
      ws.onmessage = (e) => {
        const m = JSON.parse(e.data as string) as { type: string; message?: string };
        if (m.type === 'accepted') resolve(null);
        else reject(new Error(m.message));
      };
    });
    const rec = new MediaRecorder(stream, {
      mimeType,
      videoBitsPerSecond: policy.videoBitsPerSecond,
      audioBitsPerSecond: policy.audioBitsPerSecond,
      videoKeyFrameIntervalDuration: policy.keyFrameMs,
    } as MediaRecorderOptions);
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) ws.send(e.data);
    };
    rec.start(policy.chunkMs);
    return mimeType;
  },
  {
    key: browserKey,
    l: layout,
    base0: kstSecondsOfDay(pushedAt) * 1000,
    pushedAt,
    policy: BROWSER_INGEST_POLICY,
    wsUrl: `${base.replace(/^http/, 'ws')}${BROWSER_INGEST_POLICY.path}`,
    size: { width: DEMO_BROADCAST.width, height: DEMO_BROADCAST.height, fps: MEDIA_POLICY.fps },
  },
);
const require = createRequire(import.meta.url);
await page.addScriptTag({ path: require.resolve('hls.js/dist/hls.min.js') });
const show = `${base}/media/shows/${live.broadcastScheduleSysId}`;
const browserShow = `${base}/media/shows/${fromBrowser.broadcastScheduleSysId}`;
for (let i = 0; i < 120; i += 1) {
  // (a reused keep-alive socket the server has just closed fails a fetch: try again)
  const ready = await Promise.all([
    fetch(`${show}/720p/ll.m3u8`),
    fetch(`${show}/720p/live.m3u8`),
    fetch(`${browserShow}/720p/ll.m3u8`),
  ])
    .then(
      async (rs) =>
        rs.every((r) => r.ok) && (await Promise.all(rs.map((r) => r.text()))).every((x) => x.includes('#EXTINF')),
    )
    .catch(() => false);
  if (ready) break;
  await new Promise((r) => setTimeout(r, 250));
}
const players = {
  ll: `${show}/master-ll.m3u8`,
  classic: `${show}/master.m3u8`,
  browser: `${browserShow}/master-ll.m3u8`,
} as const;
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
async function packagingDelay(of = show): Promise<number | null> {
  const text = await fetch(`${of}/720p/ll.m3u8`)
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

const kinds = ['ll', 'classic', 'browser'] as const;
const samples: Record<Kind, number[]> = { ll: [], classic: [], browser: [] };
const packaging: number[] = [];
const browserPackaging: number[] = [];
const shots: Record<Kind, number[]> = { ll: [], classic: [], browser: [] };
const unreadable: Record<Kind, number> = { ll: 0, classic: 0, browser: 0 };
// warm-up: both players start and settle at their live edge (hls.js catches up after start-up stalls)
await page.waitForFunction(
  () =>
    document.querySelectorAll('video').length === 3 &&
    Array.from(document.querySelectorAll('video')).every((v) => v.currentTime > 1),
  undefined,
  { timeout: 30_000 },
);
// (the smoke mode, BENCH_SMOKE=1, only proves the bench runs: no settling)
await new Promise((r) => setTimeout(r, process.env.BENCH_SMOKE === '1' ? 0 : 12_000));
const end = Date.now() + seconds * 1000;
let tick = 0;
while (Date.now() < end) {
  await new Promise((r) => setTimeout(r, 500));
  const s = await page.evaluate(() => (window as unknown as { sample: () => Record<string, number | null> }).sample());
  for (const k of kinds) if (s[k] !== null && s[k] !== undefined) samples[k].push(s[k]! / 1000);
  const d = await packagingDelay();
  if (d !== null) packaging.push(d);
  const bd = await packagingDelay(browserShow);
  if (bd !== null) browserPackaging.push(bd);
  tick += 1;
  if (tick % 3 === 0) {
    for (const k of kinds) {
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
console.log(
  `  (browser show: packaging, wall clock − end of its newest LL part on the ingest anchor: ${fmt(browserPackaging)})`,
);
console.log(
  `  browser → low-latency HLS (${browserMime}, ${BROWSER_INGEST_POLICY.chunkMs} ms chunks): ${fmt(samples.browser)} over ${samples.browser.length} samples`,
);
console.log('cross-check, burned-in clock read from a screenshot (bar code) against the wall clock:');
for (const [k, label] of [
  ['ll', 'low-latency HLS'],
  ['classic', 'classic HLS    '],
  ['browser', 'browser → LL   '],
] as const) {
  console.log(
    `  ${label}: ${fmt(shots[k])} over ${shots[k].length} screenshots${unreadable[k] ? ` (${unreadable[k]} unreadable)` : ''}`,
  );
}
const diff = (a: number[], b: number[], p: number) => (pct(a, p) - pct(b, p)).toFixed(2);
console.log(
  `browser path − RTMP (both low-latency HLS): playingDate p50 ${diff(samples.browser, samples.ll, 50)} s, p95 ${diff(samples.browser, samples.ll, 95)} s; screenshot p50 ${diff(shots.browser, shots.ll, 50)} s, p95 ${diff(shots.browser, shots.ll, 95)} s`,
);
const edgeSeeks = await page.evaluate(() => (window as unknown as { edgeSeeks: number }).edgeSeeks);
console.log(`live-edge seeks (a player more than one target duration behind its target): ${edgeSeeks}`);
machineLine('after');
await browser.close();
push.child.kill('SIGTERM');
await push.done;
await t.close();
rmSync(dir, { recursive: true, force: true });
