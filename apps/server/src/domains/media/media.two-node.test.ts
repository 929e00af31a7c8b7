import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { BroadcastCard, ChatMessage } from '@lc/contracts';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { pushTestPattern } from '../../media/demo-broadcaster.js';

/**
 * SERVICES=media on its own (issue 8): a media node without the realtime role tells viewers connected
 * to a realtime node that the broadcast started and ended, through the shared Redis adapter. One
 * PostgreSQL database, two apps in this process. Needs TEST_REDIS_URL and TEST_DATABASE_URL.
 */
const REDIS = process.env.TEST_DATABASE_URL ? process.env.TEST_REDIS_URL : undefined;
if (!REDIS) console.warn('[media two-node] skipped: set TEST_REDIS_URL and TEST_DATABASE_URL');

let t: TestContext;
let mediaNode: App;
let mediaDir: string;
let url: string;
let live: BroadcastCard;
const open: Socket[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!REDIS)('media node without the realtime role', () => {
  beforeAll(async () => {
    const shared = {
      REDIS_URL: REDIS!,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      REDIS_PREFIX: `lc-test:${randomBytes(4).toString('hex')}:`,
    };
    // the realtime (and API) node
    t = await startTestApp({ ...shared, SERVICES: 'api,realtime' });
    await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
    // the media node: same database and Redis, no realtime
    mediaDir = mkdtempSync(path.join(tmpdir(), 'lc-media-node-'));
    mediaNode = await buildApp({
      config: loadConfig({
        ...shared,
        SERVICES: 'media',
        DATA_DIR: mediaDir,
        WEB_DIST: path.join(mediaDir, 'no-web'),
        LOG_LEVEL: 'warn',
        MEDIA_RECONNECT_GRACE_SECONDS: '1',
        DEMO_BROADCASTER: 'false',
      }),
      database: t.database,
    });
    expect(mediaNode.realtime).toBeUndefined();
    await mediaNode.media!.start({ rtmpPort: 0 });
    const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as {
      liveList: BroadcastCard[];
    };
    live = main.liveList[0]!;
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await mediaNode?.close();
    await t?.close();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('announces start and end to viewers on the realtime node, and the demo chat reaches them', async () => {
    const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    open.push(s);
    await new Promise<void>((resolve, reject) => {
      s.on('connect', () => resolve());
      s.on('connect_error', reject);
    });
    const room = live.broadcastScheduleSysId;
    const controls: { room: number; type: string; liveFlag: number }[] = [];
    const chat: ChatMessage[] = [];
    s.on('broadcastControl', (p: { room: number; type: string; liveFlag: number }) => controls.push(p));
    s.on('chatMessage', (p: { messages: ChatMessage[] }) => chat.push(...p.messages));
    const joined = (await s.timeout(5000).emitWithAck('joinRoom', { room })) as { resultCode: string };
    expect(joined.resultCode).toBe('0001');

    // the demo chat bot of the media node posts into the room
    const bot = await mediaNode.media!.startChatBot({ paceMs: [100, 200] });
    const until = Date.now() + 10_000;
    while (chat.length < 2 && Date.now() < until) await sleep(100);
    void bot!.bot.stop();
    expect(chat.length).toBeGreaterThanOrEqual(2);

    // a stream pushed to the media node: start, then (encoder gone past the grace window) end
    const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
    const key = await mediaNode.fastify.inject({
      method: 'POST',
      url: '/api/v1/media/streamkeys',
      headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ broadcastSysId: live.broadcastSysId, broadcastScheduleSysId: room, isAgree: 1 }),
    });
    const streamKey = (JSON.parse(key.body) as { jsonData: { streamKey: string } }).jsonData.streamKey;
    const encoder = pushTestPattern({
      ffmpegPath: 'ffmpeg',
      rtmpUrl: `rtmp://127.0.0.1:${mediaNode.media!.rtmpPort}/live/${streamKey}`,
      seconds: 5,
      log: () => undefined,
    });
    expect(await encoder.done).toBe(0);
    const end = Date.now() + 30_000;
    while (!controls.some((c) => c.type === 'end') && Date.now() < end) await sleep(200);
    expect(controls).toEqual([
      { room, type: 'start', liveFlag: 1 },
      { room, type: 'end', liveFlag: 2 },
    ]);
  }, 90_000);
});
