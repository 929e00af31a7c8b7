import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BROWSER_INGEST_CLOSE, BROWSER_INGEST_END, BROWSER_INGEST_POLICY, type BroadcastCard } from '@lc/contracts';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { demoShows } from '../../../test/sockets.js';
import { ffmpegOnLavfi } from '../../../test/ffmpeg.js';
import { waitFor } from '../../../test/wait-for.js';
import { pushTestPattern } from '../../media/demo-broadcaster.js';
import type { MediaModule } from '../../media/media.js';

/**
 * Going live from a browser (issue 14): MediaRecorder's chunks over the WebSocket ingest into the
 * same pipeline as RTMP. The "browser" is a short WebM (VP8 + Opus, as Chromium records) and a
 * fragmented MP4 (H.264 + AAC, as Safari records) made by ffmpeg here, sent in chunks.
 */

let t: TestContext;
let media: MediaModule;
let seller: string;
let wsBase: string;
let live: BroadcastCard;
let ready: BroadcastCard[];
const dir = mkdtempSync(path.join(tmpdir(), 'lc-browser-ingest-'));
let webm: Buffer;
let mp4: Buffer;

/** what ffmpeg and the ingest decide (real time): polled with a deadline */
const until = <T>(what: string, fn: () => Promise<T>, timeoutMs = 30_000) =>
  waitFor(fn, { what, timeoutMs, everyMs: 200 });
/** a MediaRecorder hands its pieces over about in real time (pacing the stream, not a wait for a result) */
const pace = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });
const issue = async (card: BroadcastCard) =>
  (
    await t.request({
      method: 'POST',
      url: 'media/streamkeys',
      token: seller,
      body: { broadcastSysId: card.broadcastSysId, broadcastScheduleSysId: card.broadcastScheduleSysId, isAgree: 1 },
    })
  ).json.streamKey as string;

/** What a recording browser would produce: `seconds` of a test pattern with a tone. */
function recording(format: 'webm' | 'mp4', seconds: number): Buffer {
  const out = path.join(dir, `rec.${format}`);
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov'];
  ffmpegOnLavfi(
    ['testsrc2=size=640x360:rate=30', 'sine=frequency=440:sample_rate=48000'],
    ['-t', String(seconds), '-g', '60', ...codecs, '-f', format, out],
  );
  return readFileSync(out);
}

interface Conn {
  ws: WebSocket;
  messages: { type: string; resultCode?: string; message?: string; broadcastScheduleSysId?: number }[];
  closed: Promise<number>;
}
function connect(query = ''): Promise<Conn> {
  const ws = new WebSocket(`${wsBase}${BROWSER_INGEST_POLICY.path}${query}`);
  const messages: Conn['messages'] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as Conn['messages'][number]));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('error', reject);
  });
}
const hello = (c: Conn, streamKey: string, mimeType = 'video/webm;codecs=vp8,opus') =>
  c.ws.send(JSON.stringify({ type: 'hello', streamKey, mimeType }));
const answer = (c: Conn) => until('an answer', async () => c.messages[0]);

/** Sends the recording in MediaRecorder-sized pieces (24 pieces of a 6 s recording: 250 ms each), about in real time. */
async function stream(c: Conn, bytes: Buffer, pieces = 24) {
  const size = Math.ceil(bytes.length / pieces);
  for (let i = 0; i < bytes.length && c.ws.readyState === c.ws.OPEN; i += size) {
    c.ws.send(bytes.subarray(i, i + size));
    await pace(200);
  }
}

/** ffmpeg processes that are children of this process (the transcoders). */
const ffmpegChildren = () =>
  spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((l) => l.includes('ffmpeg')).length;

const intro = async (card: BroadcastCard) =>
  (
    await t.request({
      method: 'GET',
      url: `broadcasts/${card.broadcastSysId}/intro?broadcastScheduleSysId=${card.broadcastScheduleSysId}`,
    })
  ).json.broadcast as { liveUrl: string | null; liveFlag: number };
const replayOf = (card: BroadcastCard) =>
  until(
    'replay',
    async () => {
      const r = await get(`/media/shows/${card.broadcastScheduleSysId}/720p/vod.m3u8`);
      return r.statusCode === 200 ? r.body : null;
    },
    30_000,
  );

beforeAll(async () => {
  webm = recording('webm', 6);
  mp4 = recording('mp4', 6);
  t = await startTestApp({ MEDIA_RECONNECT_GRACE_SECONDS: '3', LOG_LEVEL: 'warn' });
  media = t.app.media!;
  await media.start({ rtmpPort: 0, demo: false });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
  seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
  ({ live, ready } = await demoShows(t));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('browser ingest: refusals', () => {
  it('refuses an unknown key with 8101 in the caller language and closes', async () => {
    const ko = await connect();
    hello(ko, 'notAKey_0123456789abcdefghijklmn');
    expect(await answer(ko)).toEqual({
      type: 'refused',
      resultCode: '8101',
      message: '스트림 키가 올바르지 않거나 만료되었습니다. 방송 준비 화면에서 다시 시작해 주세요.',
    });
    expect(await ko.closed).toBe(BROWSER_INGEST_CLOSE.refused);
    const en = await connect('?lang=en');
    hello(en, 'notAKey_0123456789abcdefghijklmn');
    expect((await answer(en)).message).toBe(
      'The stream key is not valid or has expired. Please start again from the broadcast screen.',
    );
  });

  it('refuses a container it cannot read (8103), and bytes or non-JSON before the hello (8105)', async () => {
    const key = await issue(ready[2]!);
    const mime = await connect();
    hello(mime, key, 'video/x-matroska;codecs=avc1');
    expect((await answer(mime)).resultCode).toBe('8103');
    expect(await mime.closed).toBe(BROWSER_INGEST_CLOSE.refused);
    const bytes = await connect();
    bytes.ws.send(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect((await answer(bytes)).resultCode).toBe('8105');
    const text = await connect();
    text.ws.send('{not json');
    expect((await answer(text)).resultCode).toBe('8105');
    const shape = await connect();
    shape.ws.send(JSON.stringify({ type: 'hello', streamKey: 42 }));
    expect((await answer(shape)).resultCode).toBe('8105');
    // nothing of these touched the key: it still publishes
    expect(media.shows.get(ready[2]!.broadcastScheduleSysId)).toBeUndefined();
  });

  it('closes a connection without a hello (8105) and an accepted one that stops sending (8106) after their timeouts', async () => {
    const card = ready[2]!;
    const key = await issue(card);
    const silent = await connect();
    const stalled = await connect('?lang=en');
    hello(stalled, key);
    expect((await answer(stalled)).type).toBe('accepted');
    // both wait out their timeouts together (hello 10 s, stall 10 s)
    const [a, b] = await Promise.all([silent.closed, stalled.closed]);
    expect(a).toBe(BROWSER_INGEST_CLOSE.refused);
    expect(silent.messages[0]).toMatchObject({ type: 'refused', resultCode: '8105' });
    expect(b).toBe(BROWSER_INGEST_CLOSE.refused);
    expect(stalled.messages[1]).toEqual({
      type: 'refused',
      resultCode: '8106',
      message: 'No video arrived, so the streaming connection was closed.',
    });
    // the stalled publisher let go of its key: the page's reconnect is accepted
    const again = await connect();
    hello(again, key);
    expect((await answer(again)).type).toBe('accepted');
    again.ws.send(BROWSER_INGEST_END);
    await again.closed;
  }, 40_000);

  it('drops garbage sent after an accepted hello (8104): no show goes on air, no ffmpeg is left', async () => {
    const card = ready[2]!;
    const key = await issue(card);
    const c = await connect();
    hello(c, key);
    expect(await answer(c)).toEqual({ type: 'accepted', broadcastScheduleSysId: card.broadcastScheduleSysId });
    c.ws.send(Buffer.alloc(256 * 1024, 0x5a));
    expect(await c.closed).toBe(BROWSER_INGEST_CLOSE.refused);
    expect(c.messages[1]).toMatchObject({ type: 'refused', resultCode: '8104' });
    await until('the transcoder gone', async () => ffmpegChildren() === 0);
    // never on air: after the grace window the broadcast is as it was, and the key works again
    await until('show ended', async () => media.shows.get(card.broadcastScheduleSysId)?.state === 'ended');
    expect((await intro(card)).liveUrl).toBeNull();
    const again = await connect();
    hello(again, key);
    expect((await answer(again)).type).toBe('accepted');
    again.ws.close();
    await again.closed;
  }, 30_000);
});

describe('browser ingest → HLS → replay', () => {
  it('turns a WebM recording live on the same ladder, refuses a second publisher (WebSocket or RTMP), and ends into a replay after the grace window', async () => {
    const key = await issue(live);
    const c = await connect();
    hello(c, key);
    expect(await answer(c)).toEqual({ type: 'accepted', broadcastScheduleSysId: live.broadcastScheduleSysId });
    const sending = stream(c, webm);
    const base = `/media/shows/${live.broadcastScheduleSysId}`;
    await until('live', async () => (await intro(live)).liveUrl === `${base}/master-ll.m3u8`);
    expect((await intro(live)).liveFlag).toBe(1);
    for (const v of ['720p', '360p']) {
      const pl = await get(`${base}/${v}/live.m3u8`);
      expect(pl.statusCode).toBe(200);
      const pdt = Date.parse(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(pl.body)![1]!);
      expect(Math.abs(Date.now() - pdt)).toBeLessThan(15_000);
    }
    // the 360p rendition of a 640×360 recording keeps its size; the LL playlist has parts
    const ll = await until('LL parts', async () => {
      const r = await get(`${base}/720p/ll.m3u8`);
      return r.statusCode === 200 && r.body.includes('#EXT-X-PART:') ? r.body : null;
    });
    expect(ll).toMatch(/#EXT-X-MAP:URI="\.\.\/r1\/720p\/init\.mp4"/);

    // one live publisher per key: a second page, and an RTMP encoder, are refused
    const second = await connect();
    hello(second, key);
    expect(await answer(second)).toMatchObject({ type: 'refused', resultCode: '8102' });
    const rtmp = pushTestPattern({
      ffmpegPath: 'ffmpeg',
      rtmpUrl: `rtmp://127.0.0.1:${media.rtmpPort}/live/${key}`,
      seconds: 4,
      log: () => undefined,
    });
    expect(await rtmp.done).not.toBe(0);
    expect(c.ws.readyState).toBe(WebSocket.OPEN);

    // the page disconnects: the grace window, then the recording is the replay
    await sending;
    c.ws.close();
    const vod = await replayOf(live);
    expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    // the 6 s recording (on a loaded machine ffmpeg may be cut off before the last segment: at
    // least two 2 s segments)
    const seconds = [...vod.matchAll(/#EXTINF:([\d.]+)/g)].reduce((x, m) => x + Number(m[1]), 0);
    expect(seconds).toBeGreaterThanOrEqual(3.9);
    expect(seconds).toBeLessThan(8);
    await until('ended', async () => (await intro(live)).liveFlag === 2);
    await until('no transcoder left', async () => ffmpegChildren() === 0);
    // a key of an ended show is refused with the ended code
    const late = await connect();
    hello(late, key);
    expect((await answer(late)).resultCode).toBe('8003');
  }, 90_000);

  it('continues the same show when the page reconnects inside the grace window, and ends it at once on `end` (MP4 as Safari records)', async () => {
    const card = ready[0]!;
    const key = await issue(card);
    for (let run = 0; run < 2; run += 1) {
      const c = await connect();
      hello(c, key, 'video/mp4;codecs=avc1,mp4a');
      expect((await answer(c)).type).toBe('accepted');
      await stream(c, mp4);
      // the transcoder has made the run's segments before the page goes
      await until('segments of this run', async () => {
        const r = await get(`/media/shows/${card.broadcastScheduleSysId}/720p/live.m3u8`);
        return (
          r.statusCode === 200 &&
          r.body.includes(`../r${run + 1}/720p/`) &&
          (r.body.match(/#EXTINF/g)?.length ?? 0) >= 2 * run + 2
        );
      });
      if (run === 0) {
        // the page drops: the show waits for it
        c.ws.close();
        await c.closed;
        await until('reconnecting', async () => media.shows.get(card.broadcastScheduleSysId)?.state === 'reconnecting');
      } else {
        // the sellover stops: the show ends now, without the reconnect window
        c.ws.send(BROWSER_INGEST_END);
        expect(await c.closed).toBe(1000);
        const state = await until('the server saw the close', async () => {
          const s = media.shows.get(card.broadcastScheduleSysId)?.state;
          return s !== 'live' && s;
        });
        expect(state).toBe('ended');
      }
    }
    const vod = await replayOf(card);
    expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(vod).toContain('../r1/720p/');
    expect(vod).toContain('../r2/720p/');
    await until('no transcoder left', async () => ffmpegChildren() === 0);
  }, 90_000);

  it('a second device takes the show over (the first page is closed as ended); a shutdown closes the pages with the restart code', async () => {
    const card = ready[1]!;
    const key = await issue(card);
    const c = await connect();
    hello(c, key);
    expect((await answer(c)).type).toBe('accepted');
    await stream(c, webm.subarray(0, 64 * 1024), 2);
    // another key of the same show (the sellover's second device): it takes over, the first page is
    // closed with the show-ended code (it does not reconnect and take it back)
    const other = await connect();
    hello(other, await issue(card));
    expect((await answer(other)).type).toBe('accepted');
    expect(await c.closed).toBe(BROWSER_INGEST_CLOSE.ended);
    await media.stop();
    expect(await other.closed).toBe(BROWSER_INGEST_CLOSE.restart);
    expect(ffmpegChildren()).toBe(0);
    await media.start({ rtmpPort: 0, demo: false });
  }, 30_000);
});
