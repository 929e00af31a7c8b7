import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastCard, ChatMessage } from '@lc/contracts';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { pushTestPattern } from '../../media/demo-broadcaster.js';
import { ack, listenForSockets, until, type Sockets } from '../../../test/sockets.js';

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
let sockets: Sockets;
let live: BroadcastCard;

describe.skipIf(!REDIS)('media node without the realtime role', () => {
  beforeAll(async () => {
    const shared = {
      REDIS_URL: REDIS!,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      REDIS_PREFIX: `lc-test:${randomBytes(4).toString('hex')}:`,
    };
    // the realtime (and API) node
    t = await startTestApp({ ...shared, SERVICES: 'api,realtime' });
    sockets = await listenForSockets(t);
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
    sockets?.closeAll();
    await mediaNode?.close();
    await t?.close();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('announces start and end to viewers on the realtime node, and the demo chat reaches them', async () => {
    const s = await sockets.connect();
    const room = live.broadcastScheduleSysId;
    const controls: { room: number; type: string; liveFlag: number }[] = [];
    const chat: ChatMessage[] = [];
    s.on('broadcastControl', (p: { room: number; type: string; liveFlag: number }) => controls.push(p));
    s.on('chatMessage', (p: { messages: ChatMessage[] }) => chat.push(...p.messages));
    const joined = await ack<{ resultCode: string }>(s, 'joinRoom', { room });
    expect(joined.resultCode).toBe('0001');

    // the demo chat bot of the media node posts into the room
    const bot = await mediaNode.media!.startChatBot({ paceMs: [100, 200] });
    try {
      await until(() => chat.length >= 2, 'two messages of the demo chat bot', 10_000, 100);
    } finally {
      void bot!.bot.stop();
    }
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
    await until(() => controls.some((c) => c.type === 'end'), 'the end of the broadcast', 30_000, 200);
    expect(controls).toEqual([
      { room, type: 'start', liveFlag: 1 },
      { room, type: 'end', liveFlag: 2 },
    ]);
  }, 90_000);
});
