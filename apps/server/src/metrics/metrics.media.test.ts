import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { sample } from '../../test/metrics-text.js';
import { demoLive } from '../../test/sockets.js';
import { waitFor } from '../../test/wait-for.js';
import { pushTestPattern } from '../media/demo-broadcaster.js';

let t: TestContext;

const metricsText = async () =>
  (await t.app.fastify.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;

beforeAll(async () => {
  t = await startTestApp({ MEDIA_RECONNECT_GRACE_SECONDS: '2' });
  await t.app.media!.start({ rtmpPort: 0, demo: false });
}, 400_000);
afterAll(() => t?.close());

describe('encoder speed (issue 26 #7)', () => {
  it("reports a live show's transcoding speed from ffmpeg's progress, and drops it when the run ends", async () => {
    const live = await demoLive(t);
    const seller = (await login(t, 'seller@demo.kr')).json.accessToken as string;
    const key = await t.request({
      method: 'POST',
      url: 'media/streamkeys',
      token: seller,
      form: true,
      body: { broadcastSysId: live.broadcastSysId, broadcastScheduleSysId: live.broadcastScheduleSysId, isAgree: 1 },
    });
    expect(key.status).toBe(200);
    const show = String(live.broadcastScheduleSysId);
    const encoder = pushTestPattern({
      ffmpegPath: 'ffmpeg',
      rtmpUrl: `rtmp://127.0.0.1:${t.app.media!.rtmpPort}/live/${key.json.streamKey as string}`,
      seconds: 20,
      log: () => undefined,
    });
    const speed = await waitFor(async () => sample(await metricsText(), 'lc_encoder_speed_ratio', { show }), {
      timeoutMs: 120_000,
      everyMs: 200,
      what: 'the encoder speed of the show',
    });
    expect(speed).toBeGreaterThan(0);
    await encoder.done;
    await waitFor(async () => sample(await metricsText(), 'lc_encoder_speed_ratio', { show }) === undefined, {
      timeoutMs: 30_000,
      everyMs: 200,
      what: 'the speed gauge gone with the run',
    });
  }, 300_000);
});
