import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait-for.js';
import { registerDemoMedia } from './broadcasts.media.js';

/**
 * A stand-in for ffmpeg making a demo clip: it writes the first segment and its playlist at once, then
 * holds the rest until the test writes `release` next to the clips (or 10 s pass), then writes the
 * second segment and closes the playlist, as ffmpeg's EVENT playlist does.
 */
const FAKE_FFMPEG = `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
const playlist = args[args.length - 1];
const seg = args[args.indexOf('-hls_segment_filename') + 1];
const dir = path.dirname(playlist);
const write = (n, end) => {
  fs.writeFileSync(seg.replace('%03d', String(n).padStart(3, '0')), 'segment ' + n);
  let text = '#EXTM3U\\n#EXT-X-VERSION:3\\n#EXT-X-TARGETDURATION:2\\n#EXT-X-PLAYLIST-TYPE:EVENT\\n';
  for (let i = 0; i <= n; i++) text += '#EXTINF:2.0,\\nseg' + String(i).padStart(3, '0') + '.ts\\n';
  fs.writeFileSync(playlist + '.tmp', end ? text + '#EXT-X-ENDLIST\\n' : text);
  fs.renameSync(playlist + '.tmp', playlist);
};
write(0, false);
const release = path.join(path.dirname(dir), 'release');
const until = Date.now() + 10000;
const wait = setInterval(() => {
  if (!fs.existsSync(release) && Date.now() < until) return;
  clearInterval(wait);
  write(1, true);
}, 50);
`;

let app: FastifyInstance;
let dataDir: string;
const root = () => path.join(dataDir, 'media', 'demo');
const get = (file: string, clip = 'replay') => app.inject({ method: 'GET', url: `/media/demo/${clip}/${file}` });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lc-demo-media-'));
  const ffmpeg = path.join(dataDir, 'fake-ffmpeg');
  writeFileSync(ffmpeg, FAKE_FFMPEG);
  chmodSync(ffmpeg, 0o755);
  app = Fastify();
  registerDemoMedia(app, dataDir, { path: ffmpeg, available: () => Promise.resolve(true) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo clips (issue 32 #3)', () => {
  it('serves the replay as soon as its first segment is made, not after the whole clip', async () => {
    const first = await get('index.m3u8');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('seg000.ts');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    // the clip is still being made: its own folder does not exist yet
    expect(existsSync(path.join(root(), 'replay', 'index.m3u8'))).toBe(false);
    const seg = await get('seg000.ts');
    expect(seg.statusCode).toBe(200);
    expect(seg.body).toBe('segment 0');
    expect((await get('seg001.ts')).statusCode).toBe(404);

    // the clip is finished: the whole playlist, from the clip's own folder
    writeFileSync(path.join(root(), 'release'), '');
    const whole = await waitFor(
      async () => {
        const r = await get('index.m3u8');
        return r.body.includes('#EXT-X-ENDLIST') ? r.body : null;
      },
      { what: 'the finished clip', timeoutMs: 15_000, everyMs: 100 },
    );
    expect(whole).toContain('seg001.ts');
    expect((await get('seg001.ts')).body).toBe('segment 1');
    await waitFor(async () => existsSync(path.join(root(), 'replay', 'index.m3u8')) || null, {
      what: 'the clip folder',
      timeoutMs: 5_000,
      everyMs: 50,
    });
  });

  it('a segment asked for while the clip is being finished is served, never a server error (CI flake)', async () => {
    expect((await get('index.m3u8', 'live')).statusCode).toBe(200);
    const release = path.join(root(), 'release');
    rmSync(release, { force: true });
    const big = path.join(dataDir, 'big');
    writeFileSync(big, Buffer.alloc(4 << 20));
    const done = () => existsSync(path.join(root(), 'live', 'index.m3u8'));
    const statuses = new Set<number>();
    let released = false;
    // requests kept in flight across the moment the working folder becomes the clip's folder
    for (let round = 0; round < 400 && !(released && done()); round++) {
      if (round === 5) {
        writeFileSync(release, '');
        released = true;
      }
      // the file system's thread pool kept busy, as on a loaded machine: a file opened later than it was
      // looked up finds the working folder renamed
      const busy = Array.from({ length: 16 }, () => readFile(big));
      const batch = await Promise.all(Array.from({ length: 8 }, () => get('seg000.ts', 'live')));
      await Promise.all(busy);
      for (const r of batch) statuses.add(r.statusCode);
    }
    expect(done()).toBe(true);
    expect([...statuses]).toEqual([200]);
  });
});
