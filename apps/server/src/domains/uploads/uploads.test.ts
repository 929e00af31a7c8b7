import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import { createUploadsService, sniffImage } from './uploads.service.js';
import { hugeDimensionPng, photoWithGps } from './uploads.fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'lc-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const uploads = createUploadsService({ dataDir: dir, maxBytes: 200_000, now: () => new Date('2026-01-05T00:00:00Z') });

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
