import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import { diskStorage } from '../../storage/local.js';
import { UPLOAD_POLICY, createUploadsService, sniffImage } from './uploads.service.js';
import { bigPlainPng, hugeDimensionPng, photoWithGps } from './uploads.fixtures.js';
import { login, startTestApp } from '../../../test/harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'lc-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const uploads = createUploadsService({
  storage: diskStorage(dir),
  maxBytes: 200_000,
  now: () => new Date('2026-01-05T00:00:00Z'),
});

const codeOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).code;
};

describe('uploads: checked by content, cleaned, stored under server-made names', () => {
  it('recognises images by their first bytes, not by name', async () => {
    expect(sniffImage(await photoWithGps())).toBe('jpeg');
    expect(sniffImage(await hugeDimensionPng())).toBe('png');
    expect(sniffImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBe('gif');
  });

  it('re-encodes without metadata (no EXIF, no GPS) under a random name', async () => {
    const src = await photoWithGps();
    expect((await sharp(src).metadata()).exif).toBeDefined();
    expect(src.includes(Buffer.from('secret-owner-name'))).toBe(true);
    const a = await uploads.storeImage(src, 'claims');
    const b = await uploads.storeImage(src, 'claims');
    expect(a.url).toMatch(/^\/uploads\/claims\/202601\/[0-9a-f-]{36}\.jpg$/);
    expect(a.url).not.toBe(b.url);
    const stored = readFileSync(path.join(dir, a.url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner-name'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('refuses a renamed HTML file, a zero-byte file, an oversized file and a huge-dimension image', async () => {
    expect(await codeOf(uploads.storeImage(Buffer.from('<html><body>hi</body></html>'), 'claims'))).toBe('7020');
    expect(await codeOf(uploads.storeImage(Buffer.alloc(0), 'claims'))).toBe('7022');
    expect(
      await codeOf(
        uploads.storeImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200_000)]), 'claims'),
      ),
    ).toBe('7021');
    expect(await codeOf(uploads.storeImage(await hugeDimensionPng(), 'claims'))).toBe('7023');
    // a JPEG header followed by garbage is not an image either
    expect(
      await codeOf(
        uploads.storeImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]), 'claims'),
      ),
    ).toBe('7020');
  });
});

describe('decompression bombs and upload rate (issue 25)', () => {
  it('refuses a small PNG of 36 megapixels from its header, before decoding (7023, the limit in the answer)', async () => {
    // 6,000 × 6,000: each side under maxSide, the file a few dozen KB, 36 MP to decode
    const bomb = await bigPlainPng(6000, 6000);
    expect(bomb.length).toBeLessThan(200_000);
    const e = await uploads.storeImage(bomb, 'reviews').then(
      () => null,
      (err: unknown) => err as AppError,
    );
    expect(e).toBeInstanceOf(AppError);
    expect(e!.code).toBe('7023');
    expect(e!.extra).toMatchObject({ width: 6000, height: 6000, maxPixels: 24_000_000 });
    // a 6,000 × 4,000 photo (24 MP) is still accepted
    expect(UPLOAD_POLICY.maxPixels).toBe(24_000_000);
    expect((await uploads.storeImage(await bigPlainPng(6000, 4000), 'reviews')).width).toBe(2000);
  });

  it('cdzn/images takes at most UPLOAD_POLICY.callsPerMinute calls a minute from one address', async () => {
    const t = await startTestApp();
    try {
      const token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
      const img = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#09f' } })
        .png()
        .toBuffer();
      const upload = async () => {
        const fd = new FormData();
        fd.append('file1', new Blob([img], { type: 'image/png' }), 'a.png');
        const res = new Response(fd);
        const r = await t.app.fastify.inject({
          method: 'POST',
          url: '/api/v1/cdzn/images',
          headers: { authorization: `Bearer ${token}`, 'content-type': res.headers.get('content-type')! },
          payload: Buffer.from(await res.arrayBuffer()),
        });
        return (JSON.parse(r.body) as { jsonData: { resultCode: string } }).jsonData.resultCode;
      };
      const codes: string[] = [];
      for (let i = 0; i < 13; i++) codes.push(await upload());
      expect(UPLOAD_POLICY.callsPerMinute).toBe(12);
      expect(codes.slice(0, 12)).toEqual(Array(12).fill('0001'));
      expect(codes[12]).toBe('9429');
    } finally {
      await t.close();
    }
  });
});
