import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RC } from '@lc/contracts';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { ffmpegMissingMessage, ffmpegRuns } from './ffmpeg-check.js';

let t: TestContext;
let missing: string;

beforeAll(async () => {
  const dir = path.join(process.env.TMPDIR ?? '/tmp', `lc-no-ffmpeg-${process.pid}`);
  missing = path.join(dir, 'ffmpeg');
  t = await startTestApp({ FFMPEG_PATH: missing, LOG_LEVEL: 'info' });
  // what main does: the RTMP ingest and, with the demo data, the demo broadcaster and host
  await t.app.media!.start({ rtmpPort: 0, demo: true });
}, 120_000);
afterAll(() => t.close());

const said = () => t.logs.filter((l) => l.includes('Live video needs ffmpeg'));

describe('without ffmpeg (issue 13)', () => {
  it('says once, at start, that live video needs ffmpeg and how to install it', async () => {
    expect(await ffmpegRuns(missing)).toBe(false);
    expect(said()).toHaveLength(1);
    const line = JSON.parse(said()[0]!) as { level: number; msg: string };
    expect(line.msg).toBe(ffmpegMissingMessage(missing));
    expect(line.msg).toContain('apt-get install -y ffmpeg');
    expect(line.msg).toContain('brew install ffmpeg');
  });

  it('serves the app; the demo clip answers 8107 (no video) without an error, and the message is not repeated', async () => {
    const main = await t.request({ method: 'GET', url: 'broadcasts/mainlists' });
    expect(main.status).toBe(200);
    expect((main.json.liveList as unknown[]).length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const clip = await t.app.fastify.inject({ method: 'GET', url: '/media/demo/live/index.m3u8' });
      expect(clip.statusCode).toBe(503);
      expect((clip.json() as { jsonData: { resultCode: string } }).jsonData.resultCode).toBe(
        RC.MEDIA_VIDEO_UNAVAILABLE,
      );
    }
    expect(said()).toHaveLength(1);
    // the demo broadcaster was skipped: nothing logged at error level (50) or above
    const errors = t.logs.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });

  it('an ffmpeg that runs is seen as available', async () => {
    expect(await ffmpegRuns('ffmpeg')).toBe(true);
  });
});
